import crypto from 'node:crypto';
import JSZip from 'jszip';
import { parse as parseYaml, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardTestContext, layoutWith, type DashboardTestContext } from '../testing/dashboard-fixture';
import { STORE_TARGETS } from '../testing/test-app';
import { postImport, zipFiles } from '../transfer/transfer-test-helpers';

type Files = Map<string, string>;

async function unzip(bytes: Buffer): Promise<Files> {
  const zip = await JSZip.loadAsync(bytes);
  const files: Files = new Map();
  for (const entry of Object.values(zip.files))
    if (!entry.dir) files.set(entry.name, await entry.async('string'));
  return files;
}

const rezip = (files: Files) => zipFiles(Object.fromEntries(files));

/** Rewrites the YAML of the first file under `folder/`. */
function edit(files: Files, folder: string, change: (value: Record<string, unknown>) => void): string {
  const name = [...files.keys()].find((key) => key.split('/')[1] === folder);
  if (!name) throw new Error(`no ${folder} file`);
  const value = parseYaml(files.get(name) as string) as Record<string, unknown>;
  change(value);
  files.set(name, stringify(value));
  return name.split('/').slice(1).join('/');
}

/**
 * Issue 15: Alpha overwrote an admin's dashboard and chart with `overwrite=true` (a direct PUT answers 403), and
 * imported datasets whose SQL ran `DROP` / `INSERT` / the backslash payload on first use.
 */
describe('import respects who may edit, and validates dataset SQL', () => {
  let ctx: DashboardTestContext;
  let exported: Buffer;
  let dashboardId: number;

  beforeAll(async () => {
    ctx = await dashboardTestContext(STORE_TARGETS[0] as (typeof STORE_TARGETS)[number]);
    const dashboard = await ctx.createDashboard({
      dashboard_title: "Admin's dashboard",
      position_json: layoutWith([ctx.chartA]),
    });
    dashboardId = dashboard.id;
    const response = await ctx.call('GET', `/api/v1/dashboard/export/?q=!(${dashboardId})`);
    expect(response.statusCode).toBe(200);
    exported = response.rawPayload;
  }, 60_000);
  afterAll(async () => ctx?.close());

  const titles = async () => ({
    dashboard: (await ctx.read(dashboardId)).dashboard_title,
    chart: (await ctx.call('GET', `/api/v1/chart/${ctx.chartA}`)).json<{ result: { slice_name: string } }>()
      .result.slice_name,
  });

  it("refuses Alpha's overwrite of an admin's dashboard and chart with 403, writing nothing", async () => {
    const before = await titles();
    const direct = await ctx.call(
      'PUT',
      `/api/v1/dashboard/${dashboardId}`,
      { dashboard_title: 'x' },
      ctx.alpha,
    );
    expect(direct.statusCode).toBe(403);
    const files = await unzip(exported);
    const dashboardFile = edit(files, 'dashboards', (v) => (v['dashboard_title'] = 'Taken over'));
    const chartFile = edit(files, 'charts', (v) => (v['slice_name'] = 'Taken over'));
    const response = await postImport(
      ctx.test.app,
      '/api/v1/dashboard/import/',
      'formData',
      await rezip(files),
      ctx.alpha,
      {
        overwrite: 'true',
      },
    );
    expect(response.statusCode, response.body).toBe(403);
    const message = response.json<{ message: Record<string, string[]> }>().message;
    expect(message[dashboardFile]).toEqual([
      'Dashboard already exists and you may not overwrite it: only its owners and admins may',
    ]);
    expect(message[chartFile]).toEqual([
      'Chart already exists and you may not overwrite it: only its owners and admins may',
    ]);
    expect(await titles()).toEqual(before);
    // The admin may.
    const admin = await postImport(
      ctx.test.app,
      '/api/v1/dashboard/import/',
      'formData',
      await rezip(files),
      ctx.admin,
      {
        overwrite: 'true',
      },
    );
    expect(admin.statusCode, admin.body).toBe(200);
    expect(await titles()).toEqual({ dashboard: 'Taken over', chart: 'Taken over' });
  });

  it.each([
    ['sql', 'SELECT 1 AS x; DROP TABLE orders', 'sql must be a single statement: remove the ";"'],
    ['sql', 'INSERT INTO orders SELECT * FROM orders', 'sql must be a SELECT statement'],
    ['sql', "SELECT 'x\\' ; DELETE FROM orders; --' AS y", 'sql must be a single statement: remove the ";"'],
    ['metric', "SUM(1) FILTER (WHERE 'x\\' = 'x'); DROP TABLE orders; --')", 'must not contain comments'],
  ])('refuses an imported dataset whose %s is %s', async (where, sql, reason) => {
    const files = await unzip(exported);
    const datasetFile = edit(files, 'datasets', (v) => {
      v['uuid'] = crypto.randomUUID();
      v['table_name'] = `evil_${crypto.randomBytes(3).toString('hex')}`;
      if (where === 'sql') v['sql'] = sql;
      else v['metrics'] = [{ metric_name: 'evil', expression: sql }];
    });
    const response = await postImport(
      ctx.test.app,
      '/api/v1/dataset/import/',
      'formData',
      await rezip(files),
      ctx.admin,
    );
    expect(response.statusCode, response.body).toBe(422);
    const message = response.json<{ message: Record<string, string[]> }>().message;
    expect(message[datasetFile]?.join(' ')).toContain(reason);
  });
});
