import { describe, expect, it } from 'vitest';
import { interruptUntilSettled } from './interrupt';
import { openLibsql } from './libsql';

const LONG_SQL =
  'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000000) SELECT SUM(x) FROM c';

describe('interruptUntilSettled', () => {
  it('stops a statement whose stop landed before it started stepping', async () => {
    const database = openLibsql(':memory:');
    let isSettled = false;
    try {
      const statement = await database.prepare(LONG_SQL);
      // A single sqlite3_interrupt here is a no-op (nothing steps yet), and the sum runs to its end.
      interruptUntilSettled(database, () => isSettled);
      const outcome = await statement
        .iterate([])
        .then((rows) => [...rows])
        .catch((error: unknown) => error);
      expect(String(outcome)).toMatch(/interrupted/);
    } finally {
      isSettled = true;
      database.close();
    }
  });

  it('does not touch the connection once its statement has settled', async () => {
    const database = openLibsql(':memory:');
    try {
      interruptUntilSettled(database, () => true);
      const statement = await database.prepare('SELECT 1 AS one');
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect([...(await statement.iterate([]))]).toEqual([{ one: 1 }]);
    } finally {
      database.close();
    }
  });
});
