import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app';

describe('time range API', () => {
  let test: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
  });
  afterAll(async () => test?.close());

  it('resolves an explicit range to its bounds', async () => {
    const q = encodeURIComponent("'2024-01-01 : 2024-02-01'");
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/time_range/?q=${q}`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ result: { since: string; until: string }[] }>().result[0]).toMatchObject({
      since: '2024-01-01T00:00:00',
      until: '2024-02-01T00:00:00',
    });
  });

  it('answers No filter with open bounds', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/time_range/?q=${encodeURIComponent("'No filter'")}`,
      headers: admin,
    });
    expect(response.json<{ result: { since: string; until: string }[] }>().result[0]).toMatchObject({
      since: '',
      until: '',
    });
  });

  it('answers an unresolvable range with 400 and a message the popover can show', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/time_range/?q=${encodeURIComponent("'2024-02-01 : 2024-01-01'")}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Unexpected time range: From date cannot be larger than to date',
    });
  });
});
