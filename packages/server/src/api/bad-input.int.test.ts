import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSummary } from '../app';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A body with a wrong type for every field name the routes take. */
const WRONG_TYPES = {
  username: 5,
  password: {},
  first_name: true,
  last_name: [],
  email: 3,
  active: 'yes',
  roles: 'x',
  name: [],
  permission_view_menu_ids: '1',
  provider: 7,
  refresh: 'x',
  database_name: 5,
  sqlalchemy_uri: 5,
  engine: 5,
  parameters: 'x',
  table_name: [],
  database: 'x',
  description: 5,
  columns: 'x',
  metrics: 'x',
  data: 5,
  datasource: 'x',
  queries: 'x',
  dashboard_title: 5,
  position_json: 5,
  json_metadata: 5,
  published: 'x',
  slug: 5,
  duplicate_slices: 'x',
  dataMask: 'x',
};
const BAD_IDS = ['abc', '-1', '0', '1.5', '99999999999999999999999'];

function concrete(url: string, id = '1'): string {
  return url
    .replace(/:pk\b/g, id)
    .replace(/:id_or_slug\b/g, id)
    .replace(/\*$/, 'missing.js');
}

describe('bad input on every route', () => {
  let test: TestApp;
  let auth: Record<string, string>;
  let routes: RouteSummary[];

  beforeAll(async () => {
    test = await createTestApp();
    auth = await bearerFor(test.app, 'admin', test.adminPassword);
    // Logout and logins change state that other cases need; they are covered by their own tests.
    routes = test.routes.filter((r) => !['/logout/'].includes(r.url));
  });
  afterAll(async () => test?.close());

  it('knows the routes it walks', () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  it('answers malformed JSON with 400 and says so on every write route', async () => {
    for (const route of routes.filter((r) => WRITE_METHODS.has(r.method))) {
      const response = await test.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"username": "a",',
      });
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(400);
      expect(response.json<{ message: string }>().message, route.url).toMatch(/Malformed JSON/);
    }
  });

  it('answers bodies of the wrong shape with 400 naming the fields', async () => {
    for (const route of routes.filter((r) => r.hasBody)) {
      for (const payload of [[], 'text', 42, WRONG_TYPES]) {
        const response = await test.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { ...auth, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(
          response.statusCode,
          `${route.method} ${route.url} ${JSON.stringify(payload)}: ${response.body}`,
        ).toBe(400);
        expect(typeof response.json<{ message: unknown }>().message, route.url).toBe('object');
      }
    }
  });

  it('names each missing required field', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/security/users/',
      headers: auth,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    const message = response.json<{ message: Record<string, string[]> }>().message;
    expect(Object.keys(message).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
      'roles',
      'username',
    ]);
    expect(message['username']).toEqual(['Missing data for required field.']);
  });

  it('ignores extra fields that clients send along', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      headers: auth,
      payload: { name: 'extra-fields', extra: { x: 1 } },
    });
    expect(response.statusCode).toBe(201);
  });

  it('never answers 500 to a bad id in the path', async () => {
    for (const route of routes.filter((r) => /:(pk|id_or_slug)\b/.test(r.url))) {
      for (const id of BAD_IDS) {
        const response = await test.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url, id),
          headers: auth,
          ...(route.hasBody ? { payload: {} } : {}),
        });
        expect(
          response.statusCode,
          `${route.method} ${concrete(route.url, id)}: ${response.body}`,
        ).toBeGreaterThanOrEqual(400);
        expect(
          response.statusCode,
          `${route.method} ${concrete(route.url, id)}: ${response.body}`,
        ).toBeLessThan(500);
      }
    }
  });

  it('answers 400 to a malformed or mistyped rison q on every read route', async () => {
    for (const route of routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/'))) {
      for (const q of [
        '(((',
        '(page:-1)',
        "(page_size:'x')",
        '(filters:!((col:nope,opr:eq,value:1)))',
        "(order_column:'password_hash')",
      ]) {
        const url = `${concrete(route.url)}?q=${encodeURIComponent(q)}`;
        const response = await test.app.inject({ method: 'GET', url, headers: auth });
        expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
        if (q === '(((') expect(response.statusCode, url).toBe(400);
      }
    }
  });

  it('refuses content types other than JSON without a 500', async () => {
    for (const route of routes.filter((r) => r.hasBody)) {
      const response = await test.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: { ...auth, 'content-type': 'text/xml' },
        payload: '<a/>',
      });
      expect(response.statusCode, route.url).toBe(415);
    }
  });

  it('refuses an oversized body with 413', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      headers: auth,
      payload: { name: 'x'.repeat(11 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers 404 with a message for an unknown API path', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: auth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/v1/nothing-here' });
  });
});

describe('OpenAPI document', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => test?.close());

  it('describes every API route with its method', async () => {
    const doc = (await test.app.inject({ method: 'GET', url: '/api/v1/_openapi' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)),
    );
    const expected = test.routes
      .filter((r) => r.url !== '/health' && r.url !== '/api/v1/_openapi' && !r.url.startsWith('/assets'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(expected.filter((route) => !documented.has(route))).toEqual([]);
  });
});
