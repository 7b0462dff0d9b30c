import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('GET /api/v1/map/config/', () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  it('answers no style URL by default, so maps draw their offline boundaries, even to anonymous callers', async () => {
    test = await createTestApp();
    const answer = await test.app.inject({ method: 'GET', url: '/api/v1/map/config/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ result: { style_url: null } });
  });

  it('answers MERIDIAN_MAP_STYLE_URL when the install sets one', async () => {
    test = await createTestApp(undefined, { config: { mapStyleUrl: 'http://tiles.internal/style.json' } });
    const answer = await test.app.inject({ method: 'GET', url: '/api/v1/map/config/' });
    expect(answer.json()).toEqual({ result: { style_url: 'http://tiles.internal/style.json' } });
  });
});
