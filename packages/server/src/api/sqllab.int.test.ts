import { AUTH_MESSAGES } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import { addDatasetViaApi, createTestApp, createUserWithRole, type TestApp } from '../testing/test-app';

/** A browser session: the cookie header and the CSRF token. */
async function browserLogin(test: TestApp, username: string, password: string) {
  const login = await test.app.inject({ method: 'POST', url: '/login/', payload: { username, password } });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = `meridian_session=${login.cookies.find((c) => c.name === 'meridian_session')?.value ?? ''}`;
  const csrf = await test.app.inject({
    method: 'GET',
    url: '/api/v1/security/csrf_token/',
    headers: { cookie },
  });
  return { cookie, csrfToken: csrf.json<{ result: string }>().result };
}

/** An HTML form body, as the browser posts it. */
function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('View in SQL Lab (POST /superset/sqllab/)', () => {
  let test: TestApp;
  let fixture: EngineFixture;
  let datasetId: number;

  beforeAll(async () => {
    fixture = await sqliteFixture();
    test = await createTestApp();
    datasetId = await addDatasetViaApi(test, {
      databaseName: 'sqllab',
      uri: fixture.uri,
      schema: 'main',
      table: 'orders',
    });
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  async function post(session: { cookie: string }, fields: Record<string, string>) {
    return test.app.inject({
      method: 'POST',
      url: '/superset/sqllab/',
      headers: { ...FORM, cookie: session.cookie },
      payload: formBody(fields),
    });
  }

  it('redirects to the SQL Lab page, which reads back the SQL it was posted', async () => {
    const session = await browserLogin(test, 'admin', test.adminPassword);
    const sql = 'SELECT region, SUM(amount) FROM orders GROUP BY region';
    const formData = JSON.stringify({ datasourceKey: `${datasetId}__table`, sql });
    const posted = await post(session, { form_data: formData, csrf_token: session.csrfToken });
    expect(posted.statusCode, posted.body).toBe(303);
    const location = new URL(posted.headers.location ?? '', 'http://localhost');
    expect(location.pathname).toBe('/sqllab/');
    expect(location.searchParams.get('datasourceKey')).toBe(`${datasetId}__table`);
    const stash = location.searchParams.get('stash') ?? '';

    const read = await test.app.inject({
      method: 'GET',
      url: `/api/v1/sqllab/stash/${stash}`,
      headers: { cookie: session.cookie },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ result: { datasourceKey: `${datasetId}__table`, sql } });
  });

  it('refuses a form post without the CSRF token, or with a wrong one', async () => {
    const session = await browserLogin(test, 'admin', test.adminPassword);
    const formData = JSON.stringify({ datasourceKey: `${datasetId}__table`, sql: 'SELECT 1' });
    const without = await post(session, { form_data: formData });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ message: AUTH_MESSAGES.csrfMissing });
    const wrong = await post(session, { form_data: formData, csrf_token: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.csrfMissing });
  });

  it('answers 400 for form data that is not a datasource key and SQL, and 404 for a dataset that does not exist', async () => {
    const session = await browserLogin(test, 'admin', test.adminPassword);
    const bad = await post(session, {
      form_data: JSON.stringify({ datasourceKey: 'orders', sql: 'SELECT 1' }),
      csrf_token: session.csrfToken,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('datasourceKey');
    const missing = await post(session, {
      form_data: JSON.stringify({ datasourceKey: '9999__table', sql: 'SELECT 1' }),
      csrf_token: session.csrfToken,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('shows a stash only to the user who posted it, and refuses users without SQL Lab access', async () => {
    const admin = await browserLogin(test, 'admin', test.adminPassword);
    const posted = await post(admin, {
      form_data: JSON.stringify({ datasourceKey: `${datasetId}__table`, sql: 'SELECT 2' }),
      csrf_token: admin.csrfToken,
    });
    const stash = new URL(posted.headers.location ?? '', 'http://localhost').searchParams.get('stash') ?? '';
    await createUserWithRole(test, 'sql_lab_user', 'sql_lab');
    const other = await browserLogin(test, 'sql_lab_user', 'sql_lab_user-password');
    const read = await test.app.inject({
      method: 'GET',
      url: `/api/v1/sqllab/stash/${stash}`,
      headers: { cookie: other.cookie },
    });
    expect(read.statusCode).toBe(404);

    await createUserWithRole(test, 'gamma_user', 'Gamma');
    const gamma = await browserLogin(test, 'gamma_user', 'gamma_user-password');
    const refused = await post(gamma, {
      form_data: JSON.stringify({ datasourceKey: `${datasetId}__table`, sql: 'SELECT 1' }),
      csrf_token: gamma.csrfToken,
    });
    expect(refused.statusCode).toBe(403);
  });
});
