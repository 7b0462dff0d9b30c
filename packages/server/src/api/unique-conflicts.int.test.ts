import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_TARGETS, bearerFor, createTestApp, type TestApp } from '../testing/test-app';

/** Issue 15's fuzzing found 500s for a create with an existing uuid and for concurrent users with one email. */
describe.each(STORE_TARGETS)('unique values taken, metadata in $name', (target) => {
  let test: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    test = await createTestApp(target);
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
  });
  afterAll(async () => test?.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    test.app.inject({ method: 'POST', url, headers: admin, payload });

  it('answers 422 naming the field for a dashboard created with a uuid that exists', async () => {
    const uuid = crypto.randomUUID();
    expect((await post('/api/v1/dashboard/', { dashboard_title: 'First', uuid })).statusCode).toBe(201);
    const again = await post('/api/v1/dashboard/', { dashboard_title: 'Second', uuid });
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json()).toEqual({ message: { uuid: ['A record with this value already exists'] } });
  });

  it('creates one of several users sent at once with one email, and answers the others 422', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        post('/api/v1/security/users/', {
          username: `racer${i}`,
          first_name: 'R',
          last_name: String(i),
          email: 'racer@example.com',
          roles: [3],
          password: 'racer-password',
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([201, 422, 422, 422]);
    for (const response of responses.filter((r) => r.statusCode === 422))
      expect(Object.keys(response.json<{ message: Record<string, string[]> }>().message)).toEqual(['email']);
  });
});
