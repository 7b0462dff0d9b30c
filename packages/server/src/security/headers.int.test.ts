import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Issue 15: no CSP / X-Frame-Options / X-Content-Type-Options were sent. */
describe('hardening headers', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((app) => app.close())));

  it('sends CSP, X-Frame-Options, X-Content-Type-Options and Referrer-Policy on every answer', async () => {
    const test = await createTestApp();
    apps.push(test);
    for (const url of ['/health', '/api/v1/chart/', '/no/such/page']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets an operator allow embedding (MERIDIAN_FRAME_ANCESTORS), without X-Frame-Options', async () => {
    const test = await createTestApp(undefined, {
      config: { frameAncestors: "'self' https://intranet.example.com" },
    });
    apps.push(test);
    const response = await test.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://intranet.example.com",
    );
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});
