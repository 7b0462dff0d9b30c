import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineConnection } from '../base/engine-spec';
import { runOnce } from '../testing/fixtures';
import { acquireDuckDbInstance, closeIdleDuckDbInstances, releaseDuckDbInstance } from './instances';
import { duckdbSpec } from './spec';

/** Statements that would read or write a file, reach the network or unlock the configuration. */
const ESCAPES = [
  "SELECT * FROM read_csv('/etc/passwd')",
  "SELECT * FROM read_text('/etc/hostname')",
  "SELECT * FROM glob('/etc/*')",
  "ATTACH '/tmp/meridian-lockdown-attach.db' AS other",
  "COPY (SELECT 1) TO '/tmp/meridian-lockdown-copy.csv'",
  'SET enable_external_access = true',
  'SET lock_configuration = false',
  "SET allowed_directories = ['/']",
  'INSTALL httpfs',
  'LOAD httpfs',
  "SELECT * FROM read_csv('http://127.0.0.1:1/x.csv')",
];

describe('DuckDB lockdown', () => {
  let folder: string;
  const opened: EngineConnection[] = [];
  const connect = async (uri: string, readOnly: boolean) => {
    const connection = await duckdbSpec.connect({ uri, readOnly });
    opened.push(connection);
    return connection;
  };

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-lockdown-'));
    await runOnce(
      duckdbSpec,
      `duckdb:///${path.join(folder, 'data.duckdb')}`,
      'CREATE TABLE t AS SELECT 1 AS x',
    );
    closeIdleDuckDbInstances();
  });
  afterAll(async () => {
    await Promise.all(opened.map((c) => c.close()));
    closeIdleDuckDbInstances();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const targets = () => [
    { name: ':memory:', uri: 'duckdb:///:memory:', readOnly: false },
    { name: 'a file read-only', uri: `duckdb:///${path.join(folder, 'data.duckdb')}`, readOnly: true },
  ];

  it.each([0, 1])('refuses every file, network and configuration escape (target %i)', async (index) => {
    const target = targets()[index] as { uri: string; readOnly: boolean };
    const connection = await connect(target.uri, target.readOnly);
    await expect(connection.execute({ sql: 'SELECT 42 AS answer', parameters: [] })).resolves.toBeDefined();
    for (const sql of ESCAPES) {
      const error = await connection.execute({ sql, parameters: [] }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error, sql).toBeInstanceOf(Error);
      expect((error as Error).message, sql).toMatch(/disabled|locked|Permission|Cannot change/i);
    }
    expect(fs.existsSync('/tmp/meridian-lockdown-attach.db')).toBe(false);
    expect(fs.existsSync('/tmp/meridian-lockdown-copy.csv')).toBe(false);
  });

  it.each(['csv', 'csv-any-order'] as const)(
    "locks down SQL Lab's %s instance of a file as well, its own settings included",
    async (purpose) => {
      const file = path.join(folder, 'data.duckdb');
      const instance = await acquireDuckDbInstance(file, true, purpose);
      const connection = await instance.connect();
      try {
        for (const sql of [...ESCAPES, 'SET threads = 8', 'SET preserve_insertion_order = true']) {
          const error = await connection.run(sql).then(
            () => undefined,
            (e: unknown) => e,
          );
          expect(error, sql).toBeInstanceOf(Error);
          expect((error as Error).message, sql).toMatch(/disabled|locked|Permission|Cannot change/i);
        }
        expect(fs.existsSync('/tmp/meridian-lockdown-copy.csv')).toBe(false);
      } finally {
        connection.closeSync();
        releaseDuckDbInstance(file, true, instance, purpose);
      }
    },
  );

  it('keeps sessions working (USE of a schema is not a locked setting)', async () => {
    const connection = await connect('duckdb:///:memory:', false);
    const rows = await connection.withSession(
      async (session) => {
        const result = await session.run('SELECT current_schema() AS s');
        const batch = await result.nextBatch();
        await result.close();
        return batch;
      },
      { schema: 'main' },
    );
    expect(rows?.[0]?.[0]).toBe('main');
  });
});
