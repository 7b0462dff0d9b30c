// What the API adds to a metadata read: a page of users over HTTP (auth, permission check, validation,
// serialization) against the same queries run directly on SQLite.
import Database from 'libsql';
import path from 'node:path';
import { sqlitePath } from '../packages/server/src/store/db';
import { bearerFor, createTestApp } from '../packages/server/src/testing/test-app';
import { measure, report } from './measure';

const USERS = 1000;
const RUNS = 300;

export async function run(): Promise<void> {
  const test = await createTestApp();
  try {
    const gamma = (await test.ctx.repos.roles.idByName('Gamma')) as number;
    for (let i = 0; i < USERS; i++) {
      await test.ctx.repos.users.create({
        username: `u${i}`,
        first_name: 'F',
        last_name: 'L',
        email: `u${i}@x.io`,
        active: true,
        password_hash: 'h',
        role_ids: [gamma],
      });
    }
    const address = await test.app.listen({ host: '127.0.0.1', port: 0 });
    const headers = await bearerFor(test.app, 'admin', test.adminPassword);
    const url = `${address}/api/v1/security/users/?q=(page:3,page_size:100,order_column:username)`;
    const ours = await measure(RUNS, async () => {
      const response = await fetch(url, { headers });
      if (response.status !== 200) throw new Error(`status ${response.status}`);
      await response.json();
    });
    const raw = new Database(sqlitePath(path.resolve(test.config.dataDir)), { readonly: true });
    const page = raw.prepare('SELECT * FROM users ORDER BY username LIMIT 100 OFFSET 300');
    const roles = raw.prepare(
      'SELECT ur.user_id, r.id, r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id IN (SELECT value FROM json_each(?))',
    );
    const rawTiming = await measure(RUNS, async () => {
      const rows = page.all() as { id: number }[];
      roles.all(JSON.stringify(rows.map((r) => r.id)));
    });
    raw.close();
    report('users page of 100 (HTTP API vs raw SQLite)', ours, rawTiming);
    const health = await measure(RUNS, async () => (await fetch(`${address}/health`)).text());
    console.log(
      `${'GET /health over HTTP'.padEnd(44)} ${health.median.toFixed(3)} ms (p95 ${health.p95.toFixed(3)})  — the floor of any HTTP call`,
    );
  } finally {
    await test.close();
  }
}
