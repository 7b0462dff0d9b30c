import Database from 'libsql';
import type { SqliteDatabase } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './db';

/** An in-memory SQLite database that counts how often each SQL text is prepared. */
function countingDatabase(): { database: SqliteDatabase; prepared: Map<string, number> } {
  const native = new Database(':memory:');
  native.exec('CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1), (2)');
  const prepared = new Map<string, number>();
  return {
    prepared,
    database: {
      close: () => native.close(),
      prepare: (sql) => {
        prepared.set(sql, (prepared.get(sql) ?? 0) + 1);
        return native.prepare(sql);
      },
    },
  };
}

describe('the SQLite store’s statement cache', () => {
  it('prepares a SQL text once however often it runs, with fresh parameters each time', () => {
    const { database, prepared } = countingDatabase();
    const cached = withStatementCache(database);
    const select = 'SELECT a FROM t WHERE a >= ? ORDER BY a';
    expect(cached.prepare(select).all([1])).toEqual([{ a: 1 }, { a: 2 }]);
    expect(cached.prepare(select).all([2])).toEqual([{ a: 2 }]);
    expect(cached.prepare(select).reader).toBe(true);
    expect(cached.prepare('INSERT INTO t VALUES (?)').run([3]).changes).toBe(1);
    expect(cached.prepare('INSERT INTO t VALUES (?)').reader).toBe(false);
    expect(prepared.get(select)).toBe(1);
  });

  it('sees schema changes made after a statement was prepared', () => {
    const { database } = countingDatabase();
    const cached = withStatementCache(database);
    expect(cached.prepare('SELECT * FROM t LIMIT 1').all([])).toEqual([{ a: 1 }]);
    cached.prepare('ALTER TABLE t ADD COLUMN b TEXT').run([]);
    expect(cached.prepare('SELECT * FROM t LIMIT 1').all([])).toEqual([{ a: 1, b: null }]);
  });

  it('keeps at most its size of statements, dropping the least recently used', () => {
    const { database, prepared } = countingDatabase();
    const cached = withStatementCache(database, 2);
    const texts = ['SELECT 1', 'SELECT 2', 'SELECT 3'];
    cached.prepare(texts[0] as string);
    cached.prepare(texts[1] as string);
    cached.prepare(texts[0] as string);
    cached.prepare(texts[2] as string);
    cached.prepare(texts[0] as string);
    cached.prepare(texts[1] as string);
    expect([...prepared.values()]).toEqual([1, 2, 1]);
  });
});
