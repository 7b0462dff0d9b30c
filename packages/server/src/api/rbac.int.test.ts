import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerFor,
  createTestApp,
  createUserWithRole,
  type TestApp,
  setRolePermissions,
} from '../testing/test-app';

/** Who asks: a built-in role's user, or nobody. */
type Caller = 'Admin' | 'Alpha' | 'Gamma' | 'sql_lab' | 'anonymous';
type Outcome = 'ok' | 403 | 401;

interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: () => Record<string, unknown>;
  expect: Record<Caller, Outcome>;
}

let unique = 0;
const newUserPayload = () => ({
  username: `matrix${++unique}`,
  first_name: 'M',
  last_name: 'X',
  email: `matrix${unique}@x.io`,
  roles: [3],
  password: 'matrix-password',
});
const newRolePayload = () => ({ name: `matrix-role-${++unique}` });

const adminOnly: Record<Caller, Outcome> = {
  Admin: 'ok',
  Alpha: 403,
  Gamma: 403,
  sql_lab: 403,
  anonymous: 401,
};
const anyUser: Record<Caller, Outcome> = {
  Admin: 'ok',
  Alpha: 'ok',
  Gamma: 'ok',
  sql_lab: 'ok',
  anonymous: 401,
};

/** The RBAC matrix of every route of the foundation: allowed -> 2xx, not allowed -> 403, anonymous -> 401. */
const MATRIX: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/me/', expect: anyUser },
  { method: 'GET', url: '/api/v1/me/roles/', expect: anyUser },
  { method: 'GET', url: '/api/v1/security/csrf_token/', expect: anyUser },
  { method: 'GET', url: '/api/v1/chart/_info?q=(keys:!(permissions))', expect: anyUser },
  { method: 'GET', url: '/api/v1/security/users/', expect: adminOnly },
  { method: 'GET', url: '/api/v1/security/users/1', expect: adminOnly },
  { method: 'POST', url: '/api/v1/security/users/', payload: newUserPayload, expect: adminOnly },
  {
    method: 'PUT',
    url: '/api/v1/security/users/1',
    payload: () => ({ first_name: 'Admin' }),
    expect: adminOnly,
  },
  { method: 'GET', url: '/api/v1/security/roles/', expect: adminOnly },
  { method: 'GET', url: '/api/v1/security/roles/1', expect: adminOnly },
  { method: 'POST', url: '/api/v1/security/roles/', payload: newRolePayload, expect: adminOnly },
  { method: 'GET', url: '/api/v1/security/permissions-resources/', expect: adminOnly },
  {
    method: 'GET',
    url: '/health',
    expect: { Admin: 'ok', Alpha: 'ok', Gamma: 'ok', sql_lab: 'ok', anonymous: 'ok' },
  },
  ...['/api/v1/chart/', '/api/v1/chart/related/owners', '/api/v1/chart/distinct/viz_type'].map(
    (url): MatrixRow => ({
      method: 'GET',
      url,
      expect: { Admin: 'ok', Alpha: 'ok', Gamma: 'ok', sql_lab: 403, anonymous: 401 },
    }),
  ),
  { method: 'GET', url: '/api/v1/chart/favorite_status/?q=!(1)', expect: anyUser },
  { method: 'DELETE', url: '/api/v1/chart/1/favorites/', expect: anyUser },
  ...['/api/v1/dashboard/', '/api/v1/dashboard/related/owners', '/api/v1/dashboard/related/roles'].map(
    (url): MatrixRow => ({
      method: 'GET',
      url,
      expect: { Admin: 'ok', Alpha: 'ok', Gamma: 'ok', sql_lab: 403, anonymous: 401 },
    }),
  ),
  {
    method: 'POST',
    url: '/api/v1/dashboard/',
    payload: () => ({ dashboard_title: `Matrix ${++unique}` }),
    expect: { Admin: 'ok', Alpha: 'ok', Gamma: 403, sql_lab: 403, anonymous: 401 },
  },
  { method: 'GET', url: '/api/v1/dashboard/_info?q=(keys:!(permissions))', expect: anyUser },
  { method: 'GET', url: '/api/v1/dashboard/favorite_status/?q=!(1)', expect: anyUser },
  { method: 'DELETE', url: '/api/v1/dashboard/1/favorites/', expect: anyUser },
];

const CALLERS: Caller[] = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'anonymous'];

describe('RBAC matrix', () => {
  let test: TestApp;
  const headers = new Map<Caller, Record<string, string>>();

  beforeAll(async () => {
    test = await createTestApp();
    headers.set('Admin', await bearerFor(test.app, 'admin', test.adminPassword));
    for (const role of ['Alpha', 'Gamma', 'sql_lab'] as const) {
      const username = `user_${role.toLowerCase()}`;
      await createUserWithRole(test, username, role);
      headers.set(role, await bearerFor(test.app, username, `${username}-password`));
    }
    headers.set('anonymous', {});
  });
  afterAll(async () => test?.close());

  const cases = MATRIX.flatMap((row) =>
    CALLERS.map((caller) => ({ ...row, caller, outcome: row.expect[caller] })),
  );
  it.each(cases)(
    '$method $url as $caller answers $outcome',
    async ({ method, url, payload, caller, outcome }) => {
      const response = await test.app.inject({
        method,
        url,
        headers: headers.get(caller),
        ...(payload ? { payload: payload() } : {}),
      });
      if (outcome === 'ok') {
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, response.body).toBeLessThan(300);
      } else {
        expect(response.statusCode, response.body).toBe(outcome);
      }
    },
  );

  it('answers _info with the caller’s own actions per resource', async () => {
    const gamma = await test.app.inject({
      method: 'GET',
      url: '/api/v1/chart/_info?q=(keys:!(permissions))',
      headers: headers.get('Gamma'),
    });
    expect(gamma.json()).toEqual({ permissions: ['can_read'] });
    const alpha = await test.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/_info',
      headers: headers.get('Alpha'),
    });
    expect(alpha.json()).toEqual({ permissions: ['can_read', 'can_write'] });
    const sqlLab = await test.app.inject({
      method: 'GET',
      url: '/api/v1/security/users/_info',
      headers: headers.get('sql_lab'),
    });
    expect(sqlLab.json()).toEqual({ permissions: [] });
  });

  it('follows a permission granted to a role at run time', async () => {
    const gammaId = (await test.ctx.repos.roles.idByName('Gamma')) as number;
    const readUser = (await test.ctx.repos.roles.listPermissions()).find(
      (p) => p.permission.name === 'can_read' && p.view_menu.name === 'User',
    );
    const role = await test.ctx.repos.roles.get(gammaId);
    await setRolePermissions(test, gammaId, [...(role?.permission_ids ?? []), readUser?.id as number]);
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/security/users/',
      headers: headers.get('Gamma'),
    });
    expect(response.statusCode).toBe(200);
    await setRolePermissions(test, gammaId, role?.permission_ids ?? []);
  });
});
