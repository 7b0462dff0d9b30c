import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, createUserWithRole, type TestApp } from '../testing/test-app';

const PG_URI = 'postgresql://postgres@127.0.0.1:5432/test';
const MYSQL_USER = 'meridian_api_pw_test';
const MYSQL_PASSWORD = 'S3cr:et@pw/x';
const MYSQL_URI = `mysql://${MYSQL_USER}:${encodeURIComponent(MYSQL_PASSWORD)}@127.0.0.1:3306/test`;

describe('databases API', () => {
  let test: TestApp;
  let admin: Record<string, string>;
  const logLines: string[] = [];

  beforeAll(async () => {
    const root = await mysql.createConnection({
      host: '127.0.0.1',
      port: 3306,
      user: 'root',
      database: 'test',
    });
    await root.query(`CREATE USER IF NOT EXISTS '${MYSQL_USER}'@'%' IDENTIFIED BY '${MYSQL_PASSWORD}'`);
    await root.query(
      `CREATE USER IF NOT EXISTS '${MYSQL_USER}'@'localhost' IDENTIFIED BY '${MYSQL_PASSWORD}'`,
    );
    await root.query(`GRANT SELECT ON test.* TO '${MYSQL_USER}'@'%'`);
    await root.query(`GRANT SELECT ON test.* TO '${MYSQL_USER}'@'localhost'`);
    await root.end();
    test = await createTestApp(undefined, { logLines });
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
  });
  afterAll(async () => test?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    test.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('lists the four engines with their parameter schemas', async () => {
    const response = await call('GET', '/api/v1/database/available/');
    const engines = response.json<{
      databases: { engine: string; parameters: { properties: Record<string, unknown> } }[];
    }>().databases;
    expect(engines.map((e) => e.engine).sort()).toEqual(['duckdb', 'mysql', 'postgresql', 'sqlite']);
    expect(Object.keys(engines.find((e) => e.engine === 'postgresql')?.parameters.properties ?? {})).toEqual(
      expect.arrayContaining(['host', 'port', 'username', 'password', 'database']),
    );
  });

  it('connects PostgreSQL from a URI and introspects it', async () => {
    const created = await call('POST', '/api/v1/database/', { database_name: 'pg', sqlalchemy_uri: PG_URI });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const schemas = await call('GET', `/api/v1/database/${id}/schemas/`);
    expect(schemas.json<{ result: string[] }>().result).toContain('public');
    expect(schemas.json<{ result: string[] }>().result).not.toContain('pg_catalog');
  });

  it('keeps the password encrypted, masks it in every answer, and keeps it when the mask comes back', async () => {
    const created = await call('POST', '/api/v1/database/', {
      database_name: 'maria',
      sqlalchemy_uri: MYSQL_URI,
      allow_dml: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect(created.body).not.toContain(MYSQL_PASSWORD);
    expect(created.body).not.toContain(encodeURIComponent(MYSQL_PASSWORD));
    expect(created.json<{ result: { sqlalchemy_uri: string } }>().result.sqlalchemy_uri).toBe(
      `mysql://${MYSQL_USER}:XXXXXXXXXX@127.0.0.1:3306/test`,
    );
    const row = await test.store.db
      .selectFrom('dbs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('S3cr');
    const masked = `mysql://${MYSQL_USER}:XXXXXXXXXX@127.0.0.1:3306/test`;
    const edited = await call('PUT', `/api/v1/database/${id}`, {
      sqlalchemy_uri: masked,
      expose_in_sqllab: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ result: { expose_in_sqllab: boolean } }>().result.expose_in_sqllab).toBe(false);
    const retest = await call('POST', '/api/v1/database/test_connection/', {
      database_name: 'maria',
      sqlalchemy_uri: masked,
    });
    expect(retest.json()).toEqual({ message: 'Connection looks good!' });
    const list = await call('GET', '/api/v1/database/');
    expect(list.body).not.toContain('S3cr');
  });

  it.each([
    [
      'an unknown host',
      'postgresql://postgres:pw-host-1@nonexistent.invalid:5432/test',
      /resolve hostname "nonexistent.invalid"/,
    ],
    ['a refused port', 'postgresql://postgres:pw-port-1@127.0.0.1:1/test', /refused/i],
    [
      'a wrong password',
      `mysql://${MYSQL_USER}:wrong-pw-9@127.0.0.1:3306/test`,
      new RegExp(`username "${MYSQL_USER}" or the password is incorrect`),
    ],
    [
      'a missing database',
      'postgresql://postgres:pw-db-1@127.0.0.1:5432/no_such_db_here',
      /"no_such_db_here" does not exist/,
    ],
    ['an unknown engine', 'oracle://scott:tiger-pw@db/orcl', /Unknown database engine "oracle"/],
  ])('answers %s with 422 naming the cause, never the password', async (_case, uri, message) => {
    const response = await call('POST', '/api/v1/database/test_connection/', { sqlalchemy_uri: uri });
    expect(response.statusCode, response.body).toBe(422);
    expect(JSON.stringify(response.json<{ message: unknown }>().message).replace(/\\"/g, '"')).toMatch(
      message,
    );
    const password = decodeURIComponent(uri.split(':')[2]?.split('@')[0] ?? '');
    expect(response.body).not.toContain(password);
  });

  it('refuses to save a connection that does not work', async () => {
    const response = await call('POST', '/api/v1/database/', {
      database_name: 'broken',
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:1/test',
    });
    expect(response.statusCode).toBe(422);
    expect(
      (await call('GET', '/api/v1/database/?q=(filters:!((col:database_name,opr:eq,value:broken)))')).json<{
        count: number;
      }>().count,
    ).toBe(0);
  });

  it('validates parameters field by field with Superset’s messages', async () => {
    const response = await call('POST', '/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      parameters: { port: 5432, username: 'u' },
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json<{
      errors: { message: string; error_type: string; extra: { missing?: string[] } }[];
    }>().errors;
    expect(errors[0]).toMatchObject({
      message: 'This is a required field',
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
    });
    expect(errors[0]?.extra.missing).toEqual(expect.arrayContaining(['host', 'database']));
    const ok = await call('POST', '/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      parameters: { host: '127.0.0.1', port: 5432, username: 'postgres', database: 'test' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('connects from parameters and refuses a duplicate name', async () => {
    const parameters = { host: '127.0.0.1', port: 5432, username: 'postgres', database: 'test' };
    const created = await call('POST', '/api/v1/database/', {
      database_name: 'pg-params',
      engine: 'postgresql',
      parameters,
      configuration_method: 'dynamic_form',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ result: { sqlalchemy_uri: string } }>().result.sqlalchemy_uri).toMatch(
      /^postgresql:\/\/postgres@127\.0\.0\.1:5432\/test/,
    );
    const again = await call('POST', '/api/v1/database/', {
      database_name: 'pg-params',
      sqlalchemy_uri: PG_URI,
    });
    expect(again.json()).toEqual({
      message: { database_name: ['A database with the same name already exists.'] },
    });
  });

  it('forbids Gamma users from reading or connecting databases', async () => {
    await createUserWithRole(test, 'gamma_db', 'Gamma');
    const gamma = await bearerFor(test.app, 'gamma_db', 'gamma_db-password');
    expect((await call('GET', '/api/v1/database/', undefined, gamma)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/v1/database/', { database_name: 'x', sqlalchemy_uri: PG_URI }, gamma))
        .statusCode,
    ).toBe(403);
  });

  it('never writes a password to the log', () => {
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of [
      MYSQL_PASSWORD,
      encodeURIComponent(MYSQL_PASSWORD),
      'wrong-pw-9',
      'pw-host-1',
      'tiger-pw',
    ]) {
      expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});

describe('file databases', () => {
  let test: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
  });
  afterAll(async () => test?.close());

  it("refuses to connect Meridian's own metadata database", async () => {
    const uri = `sqlite:///${test.config.dataDir}/meridian.db`;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/database/test_connection/',
      headers: admin,
      payload: { sqlalchemy_uri: uri },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Files in Meridian's data directory cannot be connected as databases",
    });
  });
});

describe('DuckDB sandbox', () => {
  it('refuses SQL that reads other files from the server', async () => {
    const { duckdbFixture } = await import('../testing/engine-fixtures');
    const fixture = await duckdbFixture();
    const test = await createTestApp();
    try {
      const admin = await bearerFor(test.app, 'admin', test.adminPassword);
      const db = await test.app.inject({
        method: 'POST',
        url: '/api/v1/database/',
        headers: admin,
        payload: { database_name: 'duck', sqlalchemy_uri: fixture.uri },
      });
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/dataset/',
        headers: admin,
        payload: {
          database: db.json<{ id: number }>().id,
          table_name: 'passwd',
          sql: "SELECT * FROM read_csv('/etc/passwd')",
        },
      });
      // Refused by the SQL guard before it runs (400); DuckDB's lockdown would refuse it too.
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The dataset SQL must not call read_csv(): it reaches outside the query',
      });
      expect(response.body).not.toContain('root:');
    } finally {
      await test.close();
      await fixture.dispose();
    }
  });
});
