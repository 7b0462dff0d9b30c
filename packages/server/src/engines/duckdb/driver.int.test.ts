import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineError } from '../base/engine-error';
import { runOnce } from '../testing/fixtures';
import { acquireDuckDbInstance, closeIdleDuckDbInstances, releaseDuckDbInstance } from './instances';
import { duckdbSpec } from './spec';

describe('DuckDB files', () => {
  let folder: string;
  let path: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'meridian-duckdb-'));
    path = join(folder, 'shared.duckdb');
    await runOnce(duckdbSpec, `duckdb:///${path}`, 'CREATE TABLE t AS SELECT 1 AS x');
    closeIdleDuckDbInstances();
  });
  afterAll(() => {
    closeIdleDuckDbInstances();
    rmSync(folder, { recursive: true, force: true });
  });

  it('shares one instance per file and mode within the process', async () => {
    const first = await acquireDuckDbInstance(path, true);
    const second = await acquireDuckDbInstance(path, true);
    expect(second).toBe(first);
    releaseDuckDbInstance(path, true, first);
    releaseDuckDbInstance(path, true, second);
    const again = await acquireDuckDbInstance(path, true);
    expect(again).toBe(first);
    releaseDuckDbInstance(path, true, again);
    closeIdleDuckDbInstances();
    const fresh = await acquireDuckDbInstance(path, true);
    expect(fresh).not.toBe(first);
    releaseDuckDbInstance(path, true, fresh);
    closeIdleDuckDbInstances();
  });

  it('keeps a one-thread, locked-down, read-only instance apart for CSV copies', async () => {
    const setting = async (instance: DuckDBInstance, name: string) => {
      const connection = await instance.connect();
      try {
        return (await connection.runAndReadAll(`SELECT current_setting('${name}')`)).getRows()[0]?.[0];
      } finally {
        connection.closeSync();
      }
    };
    const queries = await acquireDuckDbInstance(path, true);
    const copies = await acquireDuckDbInstance(path, true, 'csv');
    try {
      expect(copies).not.toBe(queries);
      expect(await acquireDuckDbInstance(path, true, 'csv')).toBe(copies);
      releaseDuckDbInstance(path, true, copies, 'csv');
      expect(await setting(copies, 'threads')).toBe(1n);
      expect(await setting(queries, 'threads')).not.toBe(1n);
      expect(await setting(copies, 'enable_external_access')).toBe(false);
      expect(await setting(copies, 'access_mode')).toBe('read_only');
      await expect(acquireDuckDbInstance(path, false, 'csv')).rejects.toThrow(/read-only/);
    } finally {
      releaseDuckDbInstance(path, true, copies, 'csv');
      releaseDuckDbInstance(path, true, queries);
      closeIdleDuckDbInstances();
    }
  });

  it('says when another process holds the file read-write', async () => {
    const script = `import { DuckDBInstance } from '@duckdb/node-api';
      const db = await DuckDBInstance.create(${JSON.stringify(path)}); await db.connect();
      console.log('ready'); setTimeout(() => process.exit(0), 10000);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (data: Buffer) => data.toString().includes('ready') && resolve());
        child.on('exit', (code) => reject(new Error(`The writer exited early with ${code}`)));
      });
      const connection = await duckdbSpec.connect({ uri: `duckdb:///${path}`, readOnly: true });
      const error = await connection.testConnection().catch((e: unknown) => e);
      await connection.close();
      expect((error as EngineError).message).toBe(
        `The database file "${path}" is in use by another process; open it read-only or stop that process`,
      );
    } finally {
      child.kill();
    }
  });
});
