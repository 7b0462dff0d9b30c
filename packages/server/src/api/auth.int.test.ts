import { AUTH_MESSAGES, LOGIN_FAILURE_LIMIT } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithRole, type TestApp } from '../testing/test-app';

/** Signs in through the browser login and returns the cookie header and the CSRF token. */
async function browserLogin(test: TestApp, username: string, password: string) {
  const login = await test.app.inject({ method: 'POST', url: '/login/', payload: { username, password } });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = login.cookies.find((c) => c.name === 'meridian_session');
  const cookieHeader = `meridian_session=${cookie?.value ?? ''}`;
  const csrf = await test.app.inject({
    method: 'GET',
    url: '/api/v1/security/csrf_token/',
    headers: { cookie: cookieHeader },
  });
  return { cookie, cookieHeader, csrfToken: csrf.json<{ result: string }>().result };
}

describe('authentication', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => test?.close());

  it('sets an httpOnly SameSite session cookie on browser login', async () => {
    const { cookie } = await browserLogin(test, 'admin', test.adminPassword);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
  });

  it('refuses a cookie write without the CSRF token and accepts it with the token', async () => {
    const { cookieHeader, csrfToken } = await browserLogin(test, 'admin', test.adminPassword);
    const without = await test.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      headers: { cookie: cookieHeader },
      payload: { name: 'csrf-a' },
    });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ message: AUTH_MESSAGES.csrfMissing });
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      headers: { cookie: cookieHeader, 'x-csrftoken': 'nope' },
      payload: { name: 'csrf-a' },
    });
    expect(wrong.statusCode).toBe(400);
    const withToken = await test.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      headers: { cookie: cookieHeader, 'x-csrftoken': csrfToken },
      payload: { name: 'csrf-a' },
    });
    expect(withToken.statusCode).toBe(201);
  });

  it('ends the session on logout, which needs the CSRF token too', async () => {
    const { cookieHeader, csrfToken } = await browserLogin(test, 'admin', test.adminPassword);
    const forged = await test.app.inject({
      method: 'POST',
      url: '/logout/',
      headers: { cookie: cookieHeader },
    });
    expect(forged.statusCode).toBe(400);
    const logout = await test.app.inject({
      method: 'POST',
      url: '/logout/',
      headers: { cookie: cookieHeader, 'x-csrftoken': csrfToken },
    });
    expect(logout.statusCode).toBe(200);
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/me/',
      headers: { cookie: cookieHeader },
    });
    expect(me.statusCode).toBe(401);
  });

  it('issues JWTs compatible with Superset clients and refreshes them', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'admin', password: test.adminPassword, provider: 'db', refresh: true },
    });
    const { access_token, refresh_token } = login.json<{ access_token: string; refresh_token: string }>();
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/me/',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(me.json<{ result: { username: string } }>().result.username).toBe('admin');
    const refreshed = await test.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const asAccess = await test.app.inject({
      method: 'GET',
      url: '/api/v1/me/',
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    expect(asAccess.statusCode).toBe(401);
    const forged = await test.app.inject({
      method: 'GET',
      url: '/api/v1/me/',
      headers: { authorization: `Bearer ${forgedSignature(access_token)}` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers a wrong password with 401 and a clear message', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'admin', password: 'wrong' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
  });

  it(`answers 429 after ${LOGIN_FAILURE_LIMIT} failures in a minute, even to the right password`, async () => {
    await createUserWithRole(test, 'victim', 'Gamma');
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const miss = await test.app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        payload: { username: 'victim', password: `guess-${i}` },
      });
      expect(miss.statusCode).toBe(401);
    }
    const blocked = await test.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'victim', password: 'victim-password' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    const others = await test.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'admin', password: test.adminPassword },
    });
    expect(others.statusCode).toBe(200);
  });

  it('refuses a deactivated user and ends that user’s sessions', async () => {
    const id = await createUserWithRole(test, 'leaver', 'Gamma');
    const { cookieHeader } = await browserLogin(test, 'leaver', 'leaver-password');
    const admin = await browserLogin(test, 'admin', test.adminPassword);
    const deactivate = await test.app.inject({
      method: 'PUT',
      url: `/api/v1/security/users/${id}`,
      headers: { cookie: admin.cookieHeader, 'x-csrftoken': admin.csrfToken },
      payload: { active: false },
    });
    expect(deactivate.json<{ result: { active: boolean } }>().result.active).toBe(false);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/v1/me/', headers: { cookie: cookieHeader } }))
        .statusCode,
    ).toBe(401);
    const login = await test.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'leaver', password: 'leaver-password' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: AUTH_MESSAGES.inactive });
  });

  it('stores argon2 hashes, never passwords, and never answers them', async () => {
    const row = await test.ctx.repos.users.findByUsername('admin');
    expect(row?.password_hash.startsWith('$argon2')).toBe(true);
    const admin = await browserLogin(test, 'admin', test.adminPassword);
    const list = await test.app.inject({
      method: 'GET',
      url: '/api/v1/security/users/',
      headers: { cookie: admin.cookieHeader },
    });
    expect(list.body).not.toContain('argon2');
    expect(list.body).not.toContain('password');
  });

  it('refuses a duplicate username with 422 naming the field', async () => {
    const admin = await browserLogin(test, 'admin', test.adminPassword);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/security/users/',
      headers: { cookie: admin.cookieHeader, 'x-csrftoken': admin.csrfToken },
      payload: {
        username: 'admin',
        first_name: 'A',
        last_name: 'B',
        email: 'fresh@x.io',
        roles: [1],
        password: 'password-1',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: { username: ['A user with this username already exists'] } });
  });

  it('refuses to let an admin deactivate or delete themselves', async () => {
    const admin = await browserLogin(test, 'admin', test.adminPassword);
    const headers = { cookie: admin.cookieHeader, 'x-csrftoken': admin.csrfToken };
    const me = (await test.app.inject({ method: 'GET', url: '/api/v1/me/', headers })).json<{
      result: { id: number };
    }>().result;
    const deactivate = await test.app.inject({
      method: 'PUT',
      url: `/api/v1/security/users/${me.id}`,
      headers,
      payload: { active: false },
    });
    expect(deactivate.statusCode).toBe(422);
    expect(deactivate.json()).toEqual({
      message: { active: ['You cannot deactivate yourself; ask another admin'] },
    });
    const remove = await test.app.inject({
      method: 'DELETE',
      url: `/api/v1/security/users/${me.id}`,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(remove.statusCode).toBe(422);
  });

  it('tags every answer with a request id', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'trace-me' },
    });
    expect(response.headers['x-request-id']).toBe('trace-me');
    expect(response.body).toBe('OK');
  });
});

/**
 * The token with one signature character changed. Not the last characters: the final base64url character of a
 * 256-bit signature carries only 4 bits, so some replacements there decode to the same signature.
 */
function forgedSignature(token: string): string {
  const at = token.length - 10;
  const replacement = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${replacement}${token.slice(at + 1)}`;
}
