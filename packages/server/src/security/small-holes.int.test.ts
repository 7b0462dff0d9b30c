import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
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
  let fixture: EngineFixture;
  let datasetId: number;
  let dashboardId: number;

  beforeAll(async () => {
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    fixture = await sqliteFixture();
    const post = async (url: string, payload: Record<string, unknown>) => {
      const response = await test.app.inject({ method: 'POST', url, headers: admin, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    };
    const database = await post('/api/v1/database/', { database_name: 'deep', sqlalchemy_uri: fixture.uri });
    datasetId = await post('/api/v1/dataset/', { database, schema: fixture.schema, table_name: 'orders' });
    dashboardId = await post('/api/v1/dashboard/', { dashboard_title: 'Deep' });
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

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

  // Built as text: JSON.stringify of such a value overflows the test's own stack.
  const DEEP = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

  it.each([
    [
      'explore permalink',
      (): [string, string] => [
        '/api/v1/explore/permalink',
        `{"formData":{"datasource":"${datasetId}__table","viz_type":"table","deep":${DEEP}}}`,
      ],
    ],
    [
      'dashboard permalink',
      (): [string, string] => [`/api/v1/dashboard/${dashboardId}/permalink`, `{"dataMask":{"deep":${DEEP}}}`],
    ],
    [
      'explore form_data',
      (): [string, string] => [
        '/api/v1/explore/form_data',
        JSON.stringify({
          datasource_id: datasetId,
          datasource_type: 'table',
          form_data: `{"datasource":"${datasetId}__table","deep":${DEEP}}`,
        }),
      ],
    ],
  ] as const)('answers JSON nested 5,000 deep in the %s with 400, never 500', async (_name, request) => {
    const [url, payload] = request();
    const response = await test.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, 'content-type': 'application/json' },
      payload,
    });
    // Stored, the explore form data answered 500 when /api/v1/explore/?form_data_key= read it back.
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/at most 200 levels/);
  });
});
