import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, createUserWithRole, type TestApp } from '../testing/test-app';
import { fuzzRoutes } from './route-fuzzer';

/** Requests per run; `MERIDIAN_FUZZ_REQUESTS=20000` for a longer one (`npm run bench -- fuzz` sends 20,000). */
const REQUESTS = Number(process.env['MERIDIAN_FUZZ_REQUESTS'] ?? 2000);
/** The seed of the run, so a failing run replays exactly. */
const SEED = Number(process.env['MERIDIAN_FUZZ_SEED'] ?? 15);

/** The standing route fuzzer (issue 15): every route, as admin, Gamma and anonymous; nothing may answer 5xx. */
describe('route fuzzer', () => {
  let test: TestApp;
  const auth: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    test = await createTestApp();
    auth['admin'] = await bearerFor(test.app, 'admin', test.adminPassword);
    auth['admin2'] = auth['admin'];
    await createUserWithRole(test, 'fuzz_gamma', 'Gamma');
    auth['gamma'] = await bearerFor(test.app, 'fuzz_gamma', 'fuzz_gamma-password');
    auth['anonymous'] = {};
  });
  afterAll(async () => test?.close());

  // Found by `npm run bench -- fuzz` (20,000 requests): each answered 500.
  it('answers the 5xx causes the long run found with 4xx', async () => {
    const tab = await test.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/tab/',
      headers: auth['admin'],
      payload: { database_id: 7 },
    });
    expect(tab.statusCode, tab.body).toBe(422);
    const unreadable = await test.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/import/',
      headers: { ...auth['admin'], 'content-type': 'multipart/form-data' },
      payload: '"',
    });
    expect(unreadable.statusCode, unreadable.body).toBe(400);
    // Issue 15: explore state nested 5,000 deep overflowed JSON.stringify when stored.
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const permalink = await test.app.inject({
      method: 'POST',
      url: '/api/v1/explore/permalink',
      headers: { ...auth['admin'], 'content-type': 'application/json' },
      payload: `{"formData":{"deep":${deep}}}`,
    });
    expect(permalink.statusCode, permalink.body).toBe(400);
    expect(permalink.json()).toEqual({ message: 'State may nest at most 200 levels deep' });
  });

  it(`answers ${REQUESTS} fuzzed requests (seed ${SEED}) without a 5xx`, async () => {
    const outcome = await fuzzRoutes(test, auth, { requests: REQUESTS, seed: SEED });
    expect(outcome.routes).toBeGreaterThan(100);
    expect(outcome.failures).toEqual([]);
  }, 900_000);
});
