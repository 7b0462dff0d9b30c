import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineSpec } from './base/engine-spec';
import type { EngineError } from './base/engine-error';
import { duckdbSpec } from './duckdb/spec';
import { mysqlSpec } from './mysql/spec';
import { postgresSpec } from './postgres/spec';
import { sqliteSpec } from './sqlite/spec';
import { MYSQL_URI, runOnce, uniqueName } from './testing/fixtures';

const PASSWORD = 'Sup3r/Secret@pw';
const ENCODED = encodeURIComponent(PASSWORD);

/** The error a connection test of a URI throws (the pool is closed after). */
async function failureOf(spec: EngineSpec, uri: string, readOnly = false): Promise<EngineError> {
  const connection = await spec.connect({ uri, readOnly });
  try {
    await connection.testConnection();
  } catch (error) {
    return error as EngineError;
  } finally {
    await connection.close();
  }
  throw new Error(`The connection test of ${spec.engine} unexpectedly passed`);
}

/** Asserts a failure's message, Superset error type, status, and that no form of the password leaks. */
function expectFailure(error: EngineError, message: string, supersetErrorType: string): void {
  expect(error.message).toBe(message);
  expect(error.supersetErrorType).toBe(supersetErrorType);
  expect(error.status).toBe(422);
  for (const secret of [PASSWORD, ENCODED, 'Sup3r'])
    expect(JSON.stringify(error) + error.message).not.toContain(secret);
}

describe.each([
  // PostgreSQL trusts local connections whatever the password; MariaDB's root has none.
  { spec: postgresSpec, scheme: 'postgresql', user: 'postgres', port: 5432, localPassword: ENCODED },
  { spec: mysqlSpec, scheme: 'mysql', user: 'root', port: 3306, localPassword: '' },
])('the connection test of $scheme', ({ spec, scheme, user, port, localPassword }) => {
  const uri = (host: string, p: number, database: string, password = ENCODED) =>
    `${scheme}://${user}:${password}@${host}:${p}/${database}`;

  it('names a hostname that does not resolve', async () => {
    const error = await failureOf(spec, uri('nonexistent.invalid', port, 'test'));
    expectFailure(
      error,
      'Unable to resolve hostname "nonexistent.invalid"',
      'CONNECTION_INVALID_HOSTNAME_ERROR',
    );
  });

  it('names a refused host and port', async () => {
    const error = await failureOf(spec, uri('127.0.0.1', 1, 'test'));
    expectFailure(
      error,
      'Connection refused on 127.0.0.1:1: is the database running?',
      'CONNECTION_PORT_CLOSED_ERROR',
    );
  });

  it('names a database that does not exist', async () => {
    const error = await failureOf(spec, uri('127.0.0.1', port, 'meridian_missing_db', localPassword));
    expectFailure(
      error,
      'The database "meridian_missing_db" does not exist',
      'CONNECTION_UNKNOWN_DATABASE_ERROR',
    );
  });
});

describe('the connection test of PostgreSQL with an unknown role', () => {
  it('says the username or the password is incorrect', async () => {
    const error = await failureOf(
      postgresSpec,
      `postgresql://meridian_no_role:${ENCODED}@127.0.0.1:5432/test`,
    );
    expectFailure(
      error,
      'Either the username "meridian_no_role" or the password is incorrect',
      'CONNECTION_ACCESS_DENIED_ERROR',
    );
  });
});

describe('the connection test of MariaDB with a wrong password', () => {
  const user = uniqueName('meridian_pw_test');
  beforeAll(async () => {
    await runOnce(
      mysqlSpec,
      MYSQL_URI,
      `CREATE USER IF NOT EXISTS '${user}'@'%' IDENTIFIED BY 'right-password'`,
    );
    await runOnce(mysqlSpec, MYSQL_URI, `GRANT SELECT ON test.* TO '${user}'@'%'`);
  });
  afterAll(async () => {
    await runOnce(mysqlSpec, MYSQL_URI, `DROP USER IF EXISTS '${user}'@'%'`);
  });

  it('says the username or the password is incorrect, without the password', async () => {
    const error = await failureOf(mysqlSpec, `mysql://${user}:${ENCODED}@127.0.0.1:3306/test`);
    expectFailure(
      error,
      `Either the username "${user}" or the password is incorrect`,
      'CONNECTION_ACCESS_DENIED_ERROR',
    );
  });

  it('connects with the right password', async () => {
    const connection = await mysqlSpec.connect({
      uri: `mysql://${user}:right-password@127.0.0.1:3306/test`,
      readOnly: false,
    });
    await expect(connection.testConnection()).resolves.toBeUndefined();
    await connection.close();
  });
});

describe.each([
  { spec: sqliteSpec, scheme: 'sqlite', file: 'data.db' },
  { spec: duckdbSpec, scheme: 'duckdb', file: 'data.duckdb' },
])('the file engine $scheme', ({ spec, scheme, file }) => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'meridian-files-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('says a read-only file that does not exist does not exist', async () => {
    const path = join(folder, `missing-${file}`);
    const error = await failureOf(spec, `${scheme}:///${path}`, true);
    expectFailure(error, `The database file "${path}" does not exist`, 'CONNECTION_UNKNOWN_DATABASE_ERROR');
  });

  it('says when a file cannot be created in a missing folder', async () => {
    const path = join(folder, 'no-such-folder', file);
    const error = await failureOf(spec, `${scheme}:///${path}`);
    expect(error.message).toBe(
      `Unable to open the database file "${path}": check that its folder exists and is writable`,
    );
  });

  it('creates a writable file, then refuses writes through a read-only connection', async () => {
    const uri = `${scheme}:///${join(folder, file)}`;
    await runOnce(spec, uri, 'CREATE TABLE t (x INTEGER)');
    const readOnly = await spec.connect({ uri, readOnly: true });
    try {
      expect(
        (await readOnly.execute({ sql: 'SELECT COUNT(*) AS n FROM t', parameters: [] })).columns,
      ).toEqual([[0]]);
      const error = await readOnly
        .execute({ sql: 'INSERT INTO t VALUES (1)', parameters: [] })
        .catch((e: unknown) => e);
      expect((error as EngineError).message).toMatch(
        new RegExp(`^${spec.engineName} error: .*read-?only`, 'is'),
      );
    } finally {
      await readOnly.close();
    }
  });
});
