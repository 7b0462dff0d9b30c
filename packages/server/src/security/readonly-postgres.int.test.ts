import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { postgresFixture, type EngineFixture } from '../testing/engine-fixtures';
import {
  bearerFor,
  createTestApp,
  createUserWithRole,
  setRolePermissions,
  type TestApp,
} from '../testing/test-app';

/**
 * Issue 15's attack, replayed: a Gamma user with read access to one dataset of a PostgreSQL database registered
 * without DML hides statements after a backslash-quote. The old guard read `\'` as an escaped quote, so all of it
 * looked like one string, and PostgreSQL's simple-query protocol ran the stacked statements.
 */
describe('Gamma on a read-only PostgreSQL database', () => {
  let fixture: EngineFixture;
  let test: TestApp;
  let gamma: Record<string, string>;
  let datasetId: number;
  let client: pg.Client;

  beforeAll(async () => {
    fixture = await postgresFixture();
    client = new pg.Client({ connectionString: fixture.uri });
    await client.connect();
    test = await createTestApp();
    const admin = await bearerFor(test.app, 'admin', test.adminPassword);
    const db = await test.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: { database_name: 'readonly_pg', sqlalchemy_uri: fixture.uri },
    });
    const ds = await test.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: db.json<{ id: number }>().id, schema: fixture.schema, table_name: 'orders' },
    });
    datasetId = ds.json<{ id: number }>().id;
    const grant = (await test.ctx.repos.roles.listPermissions()).find(
      (p) => p.permission.name === 'datasource_access' && p.view_menu.name.endsWith(`(id:${datasetId})`),
    );
    const gammaRole = (await test.ctx.repos.roles.idByName('Gamma')) as number;
    const role = await test.ctx.repos.roles.get(gammaRole);
    await setRolePermissions(test, gammaRole, [...(role?.permission_ids ?? []), grant?.id as number]);
    await createUserWithRole(test, 'mallory', 'Gamma');
    gamma = await bearerFor(test.app, 'mallory', 'mallory-password');
  });
  afterAll(async () => {
    await client?.end();
    await test?.close();
    await fixture?.dispose();
  });

  const tableState = async () => {
    const sum = await client.query(
      `SELECT COUNT(*)::int AS n, SUM(amount)::float AS s FROM ${fixture.schema}.orders`,
    );
    const pwned = await client.query(`SELECT to_regclass('${fixture.schema}.pwned') IS NOT NULL AS exists`);
    return { ...sum.rows[0], pwned: pwned.rows[0].exists };
  };

  it('refuses the backslash payload in WHERE, and nothing is written', async () => {
    const t = `${fixture.schema}.orders`;
    const smuggled = `COMMIT; BEGIN READ WRITE; UPDATE ${t} SET amount = 0; CREATE TABLE ${fixture.schema}.pwned (x int); COMMIT`;
    const where = `region = 'x\\'); ${smuggled}; SELECT 1 WHERE (1=1 -- '\n`;
    const before = await tableState();
    expect(before).toEqual({ n: 3, s: 49.75, pwned: false });
    for (const query of [{ metrics: ['count'], extras: { where } }]) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: gamma,
        payload: { datasource: { id: datasetId, type: 'table' }, queries: [query], force: true },
      });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await tableState()).toEqual(before);
  });
});
