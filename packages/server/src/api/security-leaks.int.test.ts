import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_MESSAGES } from '@meridian/core';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardTestContext, layoutWith, type DashboardTestContext } from '../testing/dashboard-fixture';
import { duckdbFixture, type EngineFixture } from '../testing/engine-fixtures';
import { STORE_TARGETS } from '../testing/test-app';

type Headers = Record<string, string>;

const fileOf = (fixture: EngineFixture) => fixture.uri.replace(/^duckdb:\/\/\//, '');

async function zipText(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(bytes);
  const files = new Map<string, string>();
  for (const entry of Object.values(zip.files))
    if (!entry.dir) files.set(entry.name, await entry.async('string'));
  return files;
}

/**
 * Issue 15, information leaks: test_connection as a port/file oracle, exports of what the caller may not read,
 * database secrets in answers, and server paths in error messages.
 */
describe('what answers never tell', () => {
  let ctx: DashboardTestContext;

  beforeAll(async () => {
    ctx = await dashboardTestContext(STORE_TARGETS[0] as (typeof STORE_TARGETS)[number]);
  }, 60_000);
  afterAll(async () => ctx?.close());

  const testConnection = (uri: string, headers: Headers) =>
    ctx.call('POST', '/api/v1/database/test_connection/', { sqlalchemy_uri: uri }, headers);

  it('answers a non-admin one message for a closed port, an unknown database and a wrong password', async () => {
    const open = await testConnection('postgresql://postgres@127.0.0.1:5432/test', ctx.alpha);
    expect(open.statusCode, open.body).toBe(200);
    const probes = [
      'postgresql://postgres@127.0.0.1:1/test',
      'postgresql://postgres@127.0.0.1:5432/no_such_database_x',
      'mysql://root:wrong@127.0.0.1:3306/nope',
      'postgresql://postgres@127.0.0.1:3306/test',
    ];
    for (const uri of probes) {
      const response = await testConnection(uri, ctx.alpha);
      expect(response.statusCode, uri).toBe(422);
      expect(response.json(), uri).toEqual({ message: DATABASE_MESSAGES.connectionFailed });
      // Connecting (which tests first) is the same oracle.
      const created = await ctx.call(
        'POST',
        '/api/v1/database/',
        { database_name: `probe ${uri}`, sqlalchemy_uri: uri },
        ctx.alpha,
      );
      expect(created.statusCode, uri).toBe(422);
      expect(created.json(), uri).toEqual({ message: DATABASE_MESSAGES.connectionFailed });
    }
    // An admin reads the driver's reason.
    const admin = await testConnection('postgresql://postgres@127.0.0.1:1/test', ctx.admin);
    expect(admin.statusCode).toBe(422);
    expect(admin.body).toContain('Connection refused on 127.0.0.1:1');
  });

  it('exports to Gamma only what Gamma reads: 404 for hidden ids, hidden charts left out of a dashboard', async () => {
    const hiddenDataset = (await ctx.call('GET', `/api/v1/chart/${ctx.hiddenChart}`)).json<{
      result: { datasource_id: number };
    }>().result.datasource_id;
    const hiddenOnly = await ctx.createDashboard({
      dashboard_title: 'Hidden only',
      published: true,
      position_json: layoutWith([ctx.hiddenChart]),
    });
    const notFound = [
      `/api/v1/chart/export/?q=!(${ctx.hiddenChart})`,
      `/api/v1/chart/export/?q=!(${ctx.chartA},${ctx.hiddenChart})`,
      `/api/v1/dataset/export/?q=!(${hiddenDataset})`,
      `/api/v1/dashboard/export/?q=!(${hiddenOnly.id})`,
    ];
    for (const url of notFound) {
      const response = await ctx.call('GET', url, undefined, ctx.gamma);
      expect(response.statusCode, url).toBe(404);
    }
    const mixed = await ctx.createDashboard({
      dashboard_title: 'Mixed',
      published: true,
      position_json: layoutWith([ctx.chartA, ctx.hiddenChart]),
    });
    const gamma = await ctx.call('GET', `/api/v1/dashboard/export/?q=!(${mixed.id})`, undefined, ctx.gamma);
    expect(gamma.statusCode, gamma.body).toBe(200);
    const files = await zipText(gamma.rawPayload);
    const names = [...files.keys()].map((name) => name.split('/').slice(1).join('/'));
    expect(names.filter((n) => n.startsWith('charts/'))).toEqual([
      `charts/Orders_by_region_${ctx.chartA}.yaml`,
    ]);
    expect(names.filter((n) => n.startsWith('datasets/'))).toEqual(['datasets/dashboards-db/orders.yaml']);
    const all = [...files.values()].join('\n');
    expect(all).not.toContain('Secret orders');
    expect(all).not.toContain('orders_sql');
    // The SQLite file is named, not where it lies on the server.
    expect(all).toMatch(/sqlalchemy_uri: sqlite:\/\/\/[^/\s]+\.db/);
    expect(all).not.toContain(path.dirname(ctx.test.config.dataDir));
    // The admin's export is whole.
    const admin = await ctx.call('GET', `/api/v1/dashboard/export/?q=!(${mixed.id})`);
    expect([...(await zipText(admin.rawPayload)).values()].join('\n')).toContain('Secret orders');
  });

  it('shows Gamma no server path of a file database in what it reads', async () => {
    const dashboard = await ctx.createDashboard({
      dashboard_title: 'Paths',
      published: true,
      position_json: layoutWith([ctx.chartA]),
    });
    const databases = (await ctx.call('GET', '/api/v1/database/')).json<{
      result: { sqlalchemy_uri: string }[];
    }>().result;
    const dir = path.dirname((databases[0]?.sqlalchemy_uri ?? '').replace(/^sqlite:\/\/\//, ''));
    expect(path.isAbsolute(dir) && dir.length > 1, dir).toBe(true);
    expect(dir.length).toBeGreaterThan(1);
    for (const url of [
      `/api/v1/dataset/${ctx.datasetId}`,
      '/api/v1/dataset/',
      `/api/v1/chart/${ctx.chartA}`,
      `/api/v1/dashboard/${dashboard.id}/datasets`,
      `/api/v1/dashboard/${dashboard.id}/charts`,
      `/api/v1/explore/?slice_id=${ctx.chartA}`,
    ]) {
      const response = await ctx.call('GET', url, undefined, ctx.gamma);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(dir);
    }
  });

  it('never answers a database password or encrypted_extra, nor exports them', async () => {
    const password = 'Sup3r-secret-pw-771';
    const secretExtra = 'top-secret-extra-9931';
    const created = await ctx.call('POST', '/api/v1/database/', {
      database_name: 'secret pg',
      sqlalchemy_uri: `postgresql://postgres:${password}@127.0.0.1:5432/test`,
      encrypted_extra: JSON.stringify({ credentials_info: secretExtra }),
      masked_encrypted_extra: JSON.stringify({ credentials_info: secretExtra }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const answers = [created.body];
    for (const url of [
      `/api/v1/database/${id}`,
      '/api/v1/database/',
      `/api/v1/database/${id}/connection`,
      '/api/v1/dataset/related/database',
      `/api/v1/database/${id}/schemas/`,
    ])
      answers.push((await ctx.call('GET', url)).body);
    const exported = await ctx.call('GET', `/api/v1/database/export/?q=!(${id})`);
    expect(exported.statusCode).toBe(200);
    answers.push(...(await zipText(exported.rawPayload)).values());
    for (const answer of answers) {
      expect(answer).not.toContain(password);
      expect(answer).not.toContain(secretExtra);
    }
  });

  describe('server paths in error messages', () => {
    let duck: EngineFixture;
    let datasetId: number;

    beforeAll(async () => {
      duck = await duckdbFixture();
      const db = await ctx.call('POST', '/api/v1/database/', {
        database_name: 'vanishing',
        sqlalchemy_uri: duck.uri,
      });
      expect(db.statusCode, db.body).toBe(201);
      const ds = await ctx.call('POST', '/api/v1/dataset/', {
        database: db.json<{ id: number }>().id,
        schema: 'main',
        table_name: 'orders',
      });
      expect(ds.statusCode, ds.body).toBe(201);
      datasetId = ds.json<{ id: number }>().id;
      // A directory takes the file's place, and an edit (read-write now) closes the pooled read-only instance: the
      // next query's DuckDB error names the file.
      await duck.dispose();
      fs.mkdirSync(fileOf(duck), { recursive: true });
      const edit = await ctx.call('PUT', `/api/v1/database/${db.json<{ id: number }>().id}`, {
        allow_dml: true,
      });
      expect(edit.statusCode, edit.body).toBe(200);
    });

    const chartData = (headers: Headers) =>
      ctx.call(
        'POST',
        '/api/v1/chart/data',
        {
          datasource: { id: datasetId, type: 'table' },
          result_format: 'json',
          result_type: 'full',
          queries: [{ columns: ['region'], metrics: ['count'] }],
        },
        headers,
      );

    afterAll(() => fs.rmSync(path.dirname(fileOf(duck)), { recursive: true, force: true }));

    it('tells an admin the path, and Alpha only the file name', async () => {
      const file = fileOf(duck);
      const admin = await chartData(ctx.admin);
      expect(admin.statusCode).toBeGreaterThanOrEqual(400);
      expect(admin.body).toContain(path.dirname(file));
      const alpha = await chartData(ctx.alpha);
      expect(alpha.statusCode).toBe(admin.statusCode);
      expect(alpha.body).not.toContain(path.dirname(file));
      expect(alpha.body).toContain('orders.duckdb');
    });
  });
});
