import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../errors';
import { sqliteSpec } from './spec';

describe('SQLite statements', () => {
  it('stops a statement that streams rows at its timeout', async () => {
    const connection = await sqliteSpec.connect({ uri: 'sqlite://', readOnly: false });
    try {
      const sql =
        'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000000) SELECT x FROM c';
      const started = Date.now();
      const error = await connection
        .execute({ sql, parameters: [] }, { timeoutMs: 200 })
        .catch((e: unknown) => e);
      expect((error as AppError).message).toBe('The query exceeded the 0.2 s timeout');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await connection.close();
    }
  });

  it('reads the type of untyped expressions from their values', async () => {
    const connection = await sqliteSpec.connect({ uri: 'sqlite://', readOnly: false });
    try {
      const result = await connection.execute({
        sql: "SELECT DATETIME('2024-03-13 14:37:52') AS t, 1.5 AS r, 2 AS i, 'x' AS s, NULL AS n",
        parameters: [],
      });
      expect(result.coltypes).toEqual(['DATETIME', 'REAL', 'INTEGER', 'TEXT', 'NULL']);
      expect(result.coltypesGeneric).toEqual(['TEMPORAL', 'NUMERIC', 'NUMERIC', 'STRING', null]);
      expect(result.columns).toEqual([['2024-03-13T14:37:52'], [1.5], [2], ['x'], [null]]);
    } finally {
      await connection.close();
    }
  });

  it('keeps one in-memory database across statements', async () => {
    const connection = await sqliteSpec.connect({ uri: 'sqlite://', readOnly: false });
    try {
      await connection.execute({ sql: 'CREATE TABLE t (x INTEGER)', parameters: [] });
      await Promise.all(
        [1, 2, 3].map((x) => connection.execute({ sql: 'INSERT INTO t VALUES (?)', parameters: [x] })),
      );
      const result = await connection.execute({ sql: 'SELECT SUM(x) AS s FROM t', parameters: [] });
      expect(result.columns).toEqual([[6]]);
    } finally {
      await connection.close();
    }
  });
});

// Issue 15: `PRAGMA query_only` alone can be switched off by a statement; the file itself is opened read-only.
describe('SQLite files without DML', () => {
  it('are opened read-only by SQLite, so no statement writes, whatever it switches off first', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-sqlite-ro-'));
    const file = path.join(dir, 'odd ?#% name.db');
    const writer = await sqliteSpec.connect({ uri: `sqlite:///${file}`, readOnly: false });
    await writer.execute({ sql: 'CREATE TABLE t (x INTEGER)', parameters: [] });
    await writer.close();
    const connection = await sqliteSpec.connect({ uri: `sqlite:///${file}`, readOnly: true });
    try {
      await connection.execute({ sql: 'PRAGMA query_only = OFF', parameters: [] });
      await expect(connection.execute({ sql: 'INSERT INTO t VALUES (1)', parameters: [] })).rejects.toThrow(
        /readonly/,
      );
      const count = await connection.execute({ sql: 'SELECT COUNT(*) FROM t', parameters: [] });
      expect(count.columns[0]?.[0]).toBe(0);
    } finally {
      await connection.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
