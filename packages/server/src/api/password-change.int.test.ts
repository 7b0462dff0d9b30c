import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey, resolveSecretKey } from '../auth/secret-key';
import { bearerFor, createTestApp, createUserWithRole, type TestApp } from '../testing/test-app';

/** Issue 15: tokens survived a password change, and tokens without `exp` were accepted. */
describe('tokens and sessions after a password change', () => {
  let test: TestApp;
  let admin: Record<string, string>;
  let userId: number;

  beforeAll(async () => {
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    userId = await createUserWithRole(test, 'changer', 'Gamma');
  });
  afterAll(async () => test?.close());

  const me = (headers: Record<string, string>) =>
    test.app.inject({ method: 'GET', url: '/api/v1/me/', headers });
  const setPassword = async (password: string) => {
    const response = await test.app.inject({
      method: 'PUT',
      url: `/api/v1/security/users/${userId}`,
      headers: admin,
      payload: { password },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('refuses the access token, the refresh token and the browser session issued under the old password', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'changer', password: 'changer-password', provider: 'db', refresh: true },
    });
    const { access_token, refresh_token } = login.json<{ access_token: string; refresh_token: string }>();
    const session = await test.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'changer', password: 'changer-password' },
    });
    const cookie = session.cookies.find((c) => c.name === 'meridian_session');
    expect(cookie, session.body).toBeDefined();
    const cookieHeader = { cookie: `meridian_session=${cookie?.value ?? ''}` };
    expect((await me({ authorization: `Bearer ${access_token}` })).statusCode).toBe(200);
    expect((await me(cookieHeader)).statusCode).toBe(200);

    await setPassword('a-new-password-1');

    expect((await me({ authorization: `Bearer ${access_token}` })).statusCode).toBe(401);
    expect((await me(cookieHeader)).statusCode).toBe(401);
    const refreshed = await test.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    expect(refreshed.statusCode).toBe(401);
    // The new password signs in and its token works.
    expect((await me(await bearerFor(test.app, 'changer', 'a-new-password-1'))).statusCode).toBe(200);
  });

  it('refuses a correctly signed token without an expiry, and accepts the same claims with one', async () => {
    const good = await bearerFor(test.app, 'changer', 'a-new-password-1');
    const [, payloadPart] = (good['authorization'] ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payloadPart ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const { exp: _exp, ...forever } = claims;
    const token = await new SignJWT(forever)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(deriveKey(resolveSecretKey(test.config.secretKey, test.config.dataDir), 'jwt'));
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    // The forged token differs only by its missing expiry: the same claims signed with one are accepted.
    const expiring = await new SignJWT(forever)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(deriveKey(resolveSecretKey(test.config.secretKey, test.config.dataDir), 'jwt'));
    expect((await me({ authorization: `Bearer ${expiring}` })).statusCode).toBe(200);
  });
});
