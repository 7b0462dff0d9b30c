import crypto from 'node:crypto';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardTestContext, layoutWith, type DashboardTestContext } from '../testing/dashboard-fixture';
import { STORE_TARGETS } from '../testing/test-app';
import { objectCounts, postImport, zipFiles } from '../transfer/transfer-test-helpers';

type Caller = 'Admin' | 'Alpha' | 'Gamma';
type Kind = 'dashboard' | 'chart' | 'dataset' | 'database' | 'assets';
type Outcome = 200 | 403;

/** Who may export and import what: `can_read` / `can_write` of the resource; assets are the admin's. */
const EXPECTED: Record<Kind, Record<'export' | 'import', Record<Caller, Outcome>>> = {
  dashboard: {
    export: { Admin: 200, Alpha: 200, Gamma: 200 },
    import: { Admin: 200, Alpha: 200, Gamma: 403 },
  },
  chart: { export: { Admin: 200, Alpha: 200, Gamma: 200 }, import: { Admin: 200, Alpha: 200, Gamma: 403 } },
  dataset: { export: { Admin: 200, Alpha: 200, Gamma: 200 }, import: { Admin: 200, Alpha: 200, Gamma: 403 } },
  database: {
    export: { Admin: 200, Alpha: 200, Gamma: 403 },
    import: { Admin: 200, Alpha: 200, Gamma: 403 },
  },
  assets: { export: { Admin: 200, Alpha: 403, Gamma: 403 }, import: { Admin: 200, Alpha: 403, Gamma: 403 } },
};
const KINDS: Kind[] = ['dashboard', 'chart', 'dataset', 'database', 'assets'];
const CALLERS: Caller[] = ['Admin', 'Alpha', 'Gamma'];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The same bundle as new objects: every uuid replaced consistently, the database renamed. */
async function freshCopy(bundle: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bundle);
  const uuids = new Map<string, string>();
  const suffix = crypto.randomBytes(3).toString('hex');
  const files: Record<string, string> = {};
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    files[entry.name] = (await entry.async('string'))
      .replace(UUID, (uuid) => uuids.get(uuid) ?? uuids.set(uuid, crypto.randomUUID()).get(uuid) ?? uuid)
      .replace(/^database_name: (.+)$/m, `database_name: $1 ${suffix}`);
  }
  return zipFiles(files);
}

/** Issue 15: the RBAC matrix of import and export, per role and object type. */
describe('import/export RBAC matrix', () => {
  let ctx: DashboardTestContext;
  const headers = new Map<Caller, Record<string, string>>();
  const ids = new Map<Kind, number>();
  const bundles = new Map<Kind, Buffer>();

  beforeAll(async () => {
    ctx = await dashboardTestContext(STORE_TARGETS[0] as (typeof STORE_TARGETS)[number]);
    headers.set('Admin', ctx.admin).set('Alpha', ctx.alpha).set('Gamma', ctx.gamma);
    const dashboard = await ctx.createDashboard({
      dashboard_title: 'Matrix board',
      published: true,
      position_json: layoutWith([ctx.chartA]),
    });
    const dataset = await ctx.call('GET', `/api/v1/dataset/${ctx.datasetId}`);
    ids
      .set('dashboard', dashboard.id)
      .set('chart', ctx.chartA)
      .set('dataset', ctx.datasetId)
      .set('database', dataset.json<{ result: { database: { id: number } } }>().result.database.id);
    for (const kind of KINDS) {
      const exported = await ctx.call('GET', exportUrl(kind));
      expect(exported.statusCode, exported.body).toBe(200);
      bundles.set(kind, exported.rawPayload);
    }
  }, 60_000);
  afterAll(async () => ctx?.close());

  const exportUrl = (kind: Kind) =>
    kind === 'assets' ? '/api/v1/assets/export/' : `/api/v1/${kind}/export/?q=!(${ids.get(kind) ?? 0})`;

  const cases = KINDS.flatMap((kind) =>
    CALLERS.flatMap((caller) =>
      (['export', 'import'] as const).map((action) => ({
        kind,
        caller,
        action,
        outcome: EXPECTED[kind][action][caller],
      })),
    ),
  );

  it.each(cases)(
    '$action of $kind as $caller answers $outcome',
    async ({ kind, caller, action, outcome }) => {
      const auth = headers.get(caller) ?? {};
      if (action === 'export') {
        const response = await ctx.call('GET', exportUrl(kind), undefined, auth);
        expect(response.statusCode, response.body).toBe(outcome);
        if (outcome === 200) expect(response.headers['content-type']).toBe('application/zip');
        return;
      }
      const before = await objectCounts(ctx.test.app, ctx.admin);
      const response = await postImport(
        ctx.test.app,
        `/api/v1/${kind}/import/`,
        kind === 'assets' ? 'bundle' : 'formData',
        await freshCopy(bundles.get(kind) as Buffer),
        auth,
      );
      expect(response.statusCode, response.body).toBe(outcome);
      const after = await objectCounts(ctx.test.app, ctx.admin);
      if (outcome === 403) expect(after).toEqual(before);
      else expect(after.databases).toBe(before.databases + 1);
    },
  );
});
