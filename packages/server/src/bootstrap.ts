import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { hashPassword } from './auth/password';
import type { Config } from './config';
import { openStore, type Store } from './store/db';
import { migrateToLatest } from './store/migrate';
import { createRepos } from './store/repos';

import { EXAMPLES_FILE } from './examples/files';

export { EXAMPLES_FILE };

/** Creates the data dir and brings the metadata store up to date: migrations, then roles and permissions. */
export async function upgradeStore(config: Config, log: Logger): Promise<Store> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const store = openStore(config);
  const applied = await migrateToLatest(store);
  if (applied.length > 0) log.info({ applied }, 'metadata store migrated');
  await createRepos(store).roles.seed();
  return store;
}

/** Options of creating an admin user. */
export interface AdminOptions {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Creates a user holding the Admin role; returns false when the username is taken. */
export async function createAdmin(store: Store, options: AdminOptions): Promise<boolean> {
  const repos = createRepos(store);
  if (await repos.users.findByUsername(options.username)) return false;
  const adminRole = await repos.roles.idByName('Admin');
  if (adminRole === undefined) throw new Error('The Admin role is missing: run `db upgrade` first');
  await repos.users.create({
    username: options.username,
    first_name: options.firstName ?? 'Admin',
    last_name: options.lastName ?? 'User',
    email: options.email ?? `${options.username}@meridian.local`,
    active: true,
    password_hash: await hashPassword(options.password),
    role_ids: [adminRole],
  });
  return true;
}

/** First start: the `admin` user, with the configured password or a generated one printed once. */
export async function ensureAdmin(
  store: Store,
  config: Config,
  print: (line: string) => void,
): Promise<void> {
  const repos = createRepos(store);
  if (await repos.users.findByUsername('admin')) return;
  const password = config.adminPassword || crypto.randomBytes(12).toString('base64url');
  await createAdmin(store, { username: 'admin', password });
  if (config.adminPassword) {
    print('Created user "admin" with the password from MERIDIAN_ADMIN_PASSWORD.');
  } else {
    print(`Created user "admin" with password: ${password}`);
    print('This password is shown only once. Change it under Settings > Users.');
  }
}

/** Builds the example DuckDB database when it is missing and examples are enabled. */
export async function ensureExamples(config: Config, log: Logger): Promise<void> {
  if (config.examples === 'none') return;
  const file = path.join(config.dataDir, EXAMPLES_FILE);
  if (fs.existsSync(file)) return;
  log.info({ size: config.examples }, 'generating example data (first start only)');
  // Loaded lazily: DuckDB's native module is only needed when examples are built.
  const { generateExamples } = await import('./examples/generate');
  const summary = await generateExamples({
    path: file,
    size: config.examples,
    onProgress: (message: string) => log.info(message),
  });
  log.info({ summary }, 'example data ready');
}
