import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp, type RouteSummary } from '../app';
import { createAdmin, upgradeStore } from '../bootstrap';
import { configSchema, type Config } from '../config';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Store } from '../store/db';

/** PostgreSQL of the test machines (trust auth). */
export const TEST_POSTGRES_URL =
  process.env['MERIDIAN_TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Config values as the environment gives them (strings for flags), for `createTestApp`'s overrides. */
export type ConfigInput = z.input<typeof configSchema>;

/** A metadata store kind to run a suite against. */
export interface StoreTarget {
  name: 'sqlite' | 'postgres';
  /** Creates an empty location and returns its URL ('' for SQLite in the data dir) and a cleanup. */
  provision(): Promise<{ databaseUrl: string; dispose(): Promise<void> }>;
}

/** SQLite in a temp dir, and PostgreSQL in a fresh schema of the `test` database. */
export const STORE_TARGETS: StoreTarget[] = [
  { name: 'sqlite', provision: async () => ({ databaseUrl: '', dispose: async () => {} }) },
  {
    name: 'postgres',
    provision: async () => {
      const schema = `meridian_test_${crypto.randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.end();
      const url = new URL(TEST_POSTGRES_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return {
        databaseUrl: url.toString(),
        dispose: async () => {
          const c = new pg.Client({ connectionString: TEST_POSTGRES_URL });
          await c.connect();
          await c.query(`DROP SCHEMA ${schema} CASCADE`);
          await c.end();
        },
      };
    },
  },
];

/** A running app over a fresh store, with an admin signed up. */
export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  store: Store;
  routes: RouteSummary[];
  config: Config;
  /** Password of the `admin` user. */
  adminPassword: string;
  close(): Promise<void>;
}

/** Builds an app on a fresh data dir and store of a target (SQLite unless told otherwise). */
export async function createTestApp(
  target: StoreTarget = STORE_TARGETS[0] as StoreTarget,
  options: { logLines?: string[]; config?: Partial<ConfigInput> } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-test-'));
  const location = await target.provision();
  const logLines = options.logLines;
  const config = configSchema.parse({
    dataDir,
    databaseUrl: location.databaseUrl,
    examples: 'none',
    logLevel: logLines ? 'trace' : 'silent',
    // Test fixtures write their SQLite / DuckDB files to temp dirs (the data dir inside stays refused).
    fileDatabaseDirs: os.tmpdir(),
    ...options.config,
  });
  const store = await upgradeStore(config, pino({ level: 'silent' }));
  const adminPassword = 'admin-password-1';
  await createAdmin(store, { username: 'admin', password: adminPassword });
  const logStream = logLines ? { write: (line: string) => void logLines.push(line) } : undefined;
  const { app, ctx, routes } = await buildApp(config, store, logStream ? { logStream } : {});
  await app.ready();
  return {
    app,
    ctx,
    store,
    routes,
    config,
    adminPassword,
    close: async () => {
      await app.close();
      await store.close();
      await location.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the Authorization header. */
export async function bearerFor(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username, password, provider: 'db' },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`);
  return { authorization: `Bearer ${response.json<{ access_token: string }>().access_token}` };
}

/** Creates a user holding one role by name; returns its id. */
export async function createUserWithRole(test: TestApp, username: string, roleName: string): Promise<number> {
  const roleId = await test.ctx.repos.roles.idByName(roleName);
  if (roleId === undefined) throw new Error(`no role ${roleName}`);
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/v1/security/users/',
    headers: await bearerFor(test.app, 'admin', test.adminPassword),
    payload: {
      username,
      first_name: username,
      last_name: 'Test',
      email: `${username}@example.com`,
      roles: [roleId],
      password: `${username}-password`,
    },
  });
  if (response.statusCode !== 201) throw new Error(`creating ${username} failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** Replaces a role's permissions through the API, as an admin would (so caches see the change). */
export async function setRolePermissions(
  test: TestApp,
  roleId: number,
  permissionIds: readonly number[],
): Promise<void> {
  const response = await test.app.inject({
    method: 'POST',
    url: `/api/v1/security/roles/${roleId}/permissions`,
    headers: await bearerFor(test.app, 'admin', test.adminPassword),
    payload: { permission_view_menu_ids: [...permissionIds] },
  });
  if (response.statusCode !== 200)
    throw new Error(`setting permissions of role ${roleId} failed: ${response.body}`);
}

/** Connects a database and adds a physical dataset on one of its tables through the API; returns the dataset id. */
export async function addDatasetViaApi(
  test: TestApp,
  options: { databaseName: string; uri: string; schema: string; table: string },
): Promise<number> {
  const headers = await bearerFor(test.app, 'admin', test.adminPassword);
  const db = await test.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers,
    payload: { database_name: options.databaseName, sqlalchemy_uri: options.uri },
  });
  if (db.statusCode !== 201) throw new Error(`connecting ${options.databaseName} failed: ${db.body}`);
  const ds = await test.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers,
    payload: { database: db.json<{ id: number }>().id, schema: options.schema, table_name: options.table },
  });
  if (ds.statusCode !== 201) throw new Error(`adding dataset ${options.table} failed: ${ds.body}`);
  return ds.json<{ id: number }>().id;
}
