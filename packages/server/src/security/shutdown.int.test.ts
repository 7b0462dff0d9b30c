import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresFixture, type EngineFixture } from '../testing/engine-fixtures';
import { spawnMeridian, type MeridianProcess } from '../testing/processes';

const ADMIN_PASSWORD = 'admin-password-1';
const SERVING = /Meridian is serving on (http:\/\/\S+)/;

/**
 * Issue 15: `meridian start` under a supervisor: SIGTERM stops it within 10 s with exit code 0 even while a query
 * runs for a minute on a data source (the query is cut off), and a PostgreSQL backend killed mid-query leaves it
 * serving.
 */
describe('meridian start under a supervisor', () => {
  let fixture: EngineFixture;
  let dataDir: string;
  let server: MeridianProcess;
  let base: string;
  let auth: Record<string, string>;

  const call = async (method: 'GET' | 'POST', url: string, body?: object) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: await response.text() };
  };

  beforeAll(async () => {
    fixture = await postgresFixture();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-shutdown-'));
    server = spawnMeridian(['start'], {
      MERIDIAN_PORT: '0',
      MERIDIAN_DATA_DIR: dataDir,
      MERIDIAN_ADMIN_PASSWORD: ADMIN_PASSWORD,
      MERIDIAN_EXAMPLES: 'none',
      MERIDIAN_LOG_LEVEL: 'warn',
    });
    base = (await server.waitFor(SERVING, 60_000))[1] as string;
    const login = await call('POST', '/api/v1/security/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
      provider: 'db',
    });
    auth = { authorization: `Bearer ${(JSON.parse(login.body) as { access_token: string }).access_token}` };
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await fixture?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits 0 within 10 s of SIGTERM while a minute-long query runs', async () => {
    const db = await call('POST', '/api/v1/database/', {
      database_name: 'slow',
      sqlalchemy_uri: fixture.uri,
      expose_in_sqllab: true,
    });
    expect(db.status, db.body).toBe(201);
    const databaseId = (JSON.parse(db.body) as { id: number }).id;
    const running = call('POST', '/api/v1/sqllab/execute/', {
      database_id: databaseId,
      sql: 'SELECT pg_sleep(60)',
      runAsync: false,
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const started = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exit();
    const seconds = (Date.now() - started) / 1000;
    expect({ code, within10s: seconds < 10 }).toEqual({ code: 0, within10s: true });
    await running;
  }, 60_000);
});
