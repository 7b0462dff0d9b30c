import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app';

const IMPORT_ROUTES = [
  '/api/v1/dashboard/import/',
  '/api/v1/chart/import/',
  '/api/v1/dataset/import/',
  '/api/v1/database/import/',
  '/api/v1/assets/import/',
  '/api/v1/saved_query/import/',
];

describe('malformed input answers 4xx, never 500 (issue 15)', () => {
  let test: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
  });
  afterAll(async () => test?.close());

  it.each(IMPORT_ROUTES)(
    'answers %s a multipart body without a boundary with 400 and a message',
    async (url) => {
      const response = await test.app.inject({
        method: 'POST',
        url,
        headers: { ...admin, 'content-type': 'multipart/form-data' },
        payload: 'just some bytes',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/multipart/);
    },
  );

  it.each(IMPORT_ROUTES)('answers %s a body that is not multipart with 400 and a message', async (url) => {
    const response = await test.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, 'content-type': 'text/plain' },
      payload: 'not a form',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/multipart|content/i);
  });

  it.each(IMPORT_ROUTES)('answers %s a multipart body cut short with 400', async (url) => {
    const response = await test.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=xB' },
      payload: '--xB\r\nContent-Disposition: form-data; name="formData"; filename="a.zip"\r\n\r\nPK',
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['/api/v1/database/test_connection/', { engine: 'nosuchengine', parameters: { host: 'x' } }],
    ['/api/v1/database/validate_parameters/', { engine: 'nosuchengine', parameters: { host: 'x' } }],
    ['/api/v1/database/', { engine: 'nosuchengine', parameters: { host: 'x' }, database_name: 'x' }],
    [
      '/api/v1/database/',
      {
        engine: 'nosuchengine',
        configuration_method: 'dynamic_form',
        parameters: { host: 'x' },
        database_name: 'x',
      },
    ],
  ])('refuses parameters of an unknown engine at %s with 400 or 422', async (url, payload) => {
    const response = await test.app.inject({ method: 'POST', url, headers: admin, payload });
    expect([400, 422]).toContain(response.statusCode);
  });
});
