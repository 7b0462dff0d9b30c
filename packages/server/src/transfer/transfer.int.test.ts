import crypto from 'node:crypto';
import JSZip from 'jszip';
import { parse as parseYaml, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardTestContext, layoutWith, type DashboardTestContext } from '../testing/dashboard-fixture';
import { STORE_TARGETS, bearerFor, createTestApp, type TestApp } from '../testing/test-app';
import { objectCounts, postImport, zipFiles } from './transfer-test-helpers';

interface ZipContents {
  files: Map<string, string>;
  root: string;
}

async function unzip(bytes: Buffer): Promise<ZipContents> {
  const zip = await JSZip.loadAsync(bytes);
  const files = new Map<string, string>();
  for (const entry of Object.values(zip.files))
    if (!entry.dir) files.set(entry.name.split('/').slice(1).join('/'), await entry.async('string'));
  const root = Object.keys(zip.files)[0]?.split('/')[0] ?? '';
  return { files, root };
}

async function rezip({ files, root }: ZipContents): Promise<Buffer> {
  return zipFiles(Object.fromEntries([...files].map(([name, text]) => [`${root}/${name}`, text])));
}

function fileOf(contents: ZipContents, prefix: string): [string, Record<string, unknown>] {
  const entry = [...contents.files].find(([name]) => name.startsWith(prefix));
  if (!entry) throw new Error(`no ${prefix} file`);
  return [entry[0], parseYaml(entry[1]) as Record<string, unknown>];
}

describe.each(STORE_TARGETS)(
  'export and import of dashboards, charts, datasets and databases ($name store)',
  (store) => {
    let source: DashboardTestContext;
    let target: TestApp;
    let admin: Record<string, string>;
    let dashboardId: number;
    let exported: Buffer;

    beforeAll(async () => {
      source = await dashboardTestContext(store);
      const dashboard = await source.createDashboard({
        dashboard_title: 'Round trip',
        position_json: layoutWith([source.chartA, source.chartB]),
        json_metadata: JSON.stringify({ color_scheme: 'supersetColors', refresh_frequency: 0 }),
      });
      dashboardId = dashboard.id;
      await source.call('PUT', `/api/v1/dataset/${source.datasetId}`, {
        metrics: [{ metric_name: 'total', expression: 'SUM(amount)', verbose_name: 'Total' }],
      });
      target = await createTestApp(store);
      admin = await bearerFor(target.app, 'admin', target.adminPassword);
    }, 30_000);
    afterAll(async () => {
      await source?.close();
      await target?.close();
    });

    it('exports a dashboard with everything it needs, linked by uuid', async () => {
      const response = await source.call('GET', `/api/v1/dashboard/export/?q=!(${dashboardId})`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(/dashboard_export_\d{8}T\d{6}\.zip/);
      exported = response.rawPayload;
      const contents = await unzip(exported);
      expect(contents.root).toMatch(/^dashboard_export_\d{8}T\d{6}$/);
      expect(parseYaml(contents.files.get('metadata.yaml') ?? '')).toMatchObject({
        version: '1.0.0',
        type: 'Dashboard',
      });
      const names = [...contents.files.keys()];
      expect(names.filter((n) => n.startsWith('databases/'))).toEqual(['databases/dashboards-db.yaml']);
      expect(names.filter((n) => n.startsWith('datasets/dashboards-db/'))).toHaveLength(1);
      expect(names.filter((n) => n.startsWith('charts/'))).toHaveLength(2);
      const [, dashboard] = fileOf(contents, 'dashboards/Round_trip_');
      const [, database] = fileOf(contents, 'databases/');
      const [, dataset] = fileOf(contents, 'datasets/');
      expect(dataset['database_uuid']).toBe(database['uuid']);
      const position = dashboard['position'] as Record<string, { type?: string; meta?: { uuid?: string } }>;
      const chartUuids = Object.values(position).flatMap((c) => (c.type === 'CHART' ? [c.meta?.uuid] : []));
      const charts = names
        .filter((n) => n.startsWith('charts/'))
        .map((n) => parseYaml(contents.files.get(n) ?? '') as Record<string, unknown>);
      expect(new Set(chartUuids)).toEqual(new Set(charts.map((c) => c['uuid'])));
      expect(charts.every((c) => c['dataset_uuid'] === dataset['uuid'])).toBe(true);
    });

    it('imports the export into an empty Meridian with titles, layouts, params, columns and metrics intact', async () => {
      const response = await postImport(target.app, '/api/v1/dashboard/import/', 'formData', exported, admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'OK' });
      const chartUuids = (await target.store.db.selectFrom('slices').select('uuid').execute()).map(
        (c) => c.uuid,
      );
      const datasetUuids = (await target.store.db.selectFrom('tables').select('uuid').execute()).map(
        (t) => t.uuid,
      );
      const read = async (db: TestApp['store']['db']) => {
        const tableIds = (
          await db.selectFrom('tables').select('id').where('uuid', 'in', datasetUuids).execute()
        ).map((t) => t.id);
        const dashboards = await db
          .selectFrom('dashboards')
          .selectAll()
          .where('dashboard_title', '=', 'Round trip')
          .execute();
        const charts = await db
          .selectFrom('slices')
          .selectAll()
          .where('uuid', 'in', chartUuids)
          .orderBy('uuid')
          .execute();
        const chartUuid = new Map(charts.map((c) => [c.id, c.uuid]));
        const position = JSON.parse(dashboards[0]?.position_json ?? '{}') as Record<
          string,
          { meta?: { chartId?: number } }
        >;
        const layout = Object.fromEntries(
          Object.entries(position).map(([k, c]) => [
            k,
            c.meta?.chartId ? { ...c, meta: { ...c.meta, chartId: chartUuid.get(c.meta.chartId) } } : c,
          ]),
        );
        const params = charts.map((c) => {
          const { datasource: _d, ...rest } = JSON.parse(c.params ?? '{}') as Record<string, unknown>;
          return { uuid: c.uuid, slice_name: c.slice_name, viz_type: c.viz_type, rest };
        });
        const columns = await db
          .selectFrom('table_columns')
          .select(['column_name', 'type', 'is_dttm', 'expression'])
          .where('table_id', 'in', tableIds)
          .orderBy('column_name')
          .execute();
        const metrics = await db
          .selectFrom('sql_metrics')
          .select(['metric_name', 'expression', 'verbose_name'])
          .where('table_id', 'in', tableIds)
          .orderBy('metric_name')
          .execute();
        return {
          title: dashboards[0]?.dashboard_title,
          uuid: dashboards[0]?.uuid,
          metadata: JSON.parse(dashboards[0]?.json_metadata ?? '{}') as unknown,
          layout,
          params,
          columns,
          metrics,
        };
      };
      const before = await read(source.test.store.db);
      const after = await read(target.store.db);
      expect(after.metrics.map((m) => m.metric_name)).toContain('total');
      expect(after.columns.length).toBeGreaterThan(0);
      expect(chartUuids).toHaveLength(2);
      expect(datasetUuids).toHaveLength(1);
      expect(after).toEqual(before);
      const links = await target.store.db.selectFrom('dashboard_slices').selectAll().execute();
      expect(links).toHaveLength(2);
    });

    describe('bad input writes nothing', () => {
      let fresh: TestApp;
      let auth: Record<string, string>;
      let contents: ZipContents;
      beforeAll(async () => {
        fresh = await createTestApp(store);
        auth = await bearerFor(fresh.app, 'admin', fresh.adminPassword);
        contents = await unzip(exported);
      });
      afterAll(async () => fresh?.close());

      const refused = async (
        zip: Buffer,
        status: number,
        text: string,
        fields: Record<string, string> = {},
      ) => {
        const before = await objectCounts(fresh.app, auth);
        const response = await postImport(
          fresh.app,
          '/api/v1/dashboard/import/',
          'formData',
          zip,
          auth,
          fields,
        );
        expect(response.statusCode, response.body).toBe(status);
        expect(response.body).toContain(text);
        expect(await objectCounts(fresh.app, auth)).toEqual(before);
        return response;
      };
      const edited = (prefix: string, change: (value: Record<string, unknown>) => void): Promise<Buffer> => {
        const [name, value] = fileOf(contents, prefix);
        change(value);
        const files = new Map(contents.files);
        files.set(name, stringify(value));
        return rezip({ files, root: contents.root });
      };

      it('refuses a file that is not a ZIP', async () => {
        await refused(Buffer.from('not a zip at all'), 400, 'Not a valid ZIP file');
      });

      it('refuses a YAML missing a required field, naming the file and the field', async () => {
        const zip = await edited('charts/', (chart) => delete chart['slice_name']);
        await refused(zip, 422, 'slice_name: Missing data for required field.');
        await refused(zip, 422, 'charts/');
      });

      it('refuses a dangling uuid', async () => {
        const zip = await edited('charts/', (chart) => (chart['dataset_uuid'] = crypto.randomUUID()));
        await refused(zip, 422, 'dataset_uuid: no dataset with uuid');
      });

      it('refuses a path that leaves the folder', async () => {
        const zip = await zipFiles({ 'x/metadata.yaml': 'version: 1.0.0\n', 'x/../../evil.yaml': 'a: 1\n' });
        await refused(zip, 400, 'Unsafe path');
      });

      it('refuses a ZIP bomb by its declared size before unpacking', async () => {
        const zip = await zipFiles({
          'x/metadata.yaml': 'version: 1.0.0\n',
          'x/big.yaml': Buffer.alloc(101 * 1024 * 1024),
        });
        await refused(zip, 400, 'would unpack to');
        const many = await zipFiles(
          Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`x/f${i}.txt`, ''])),
        );
        await refused(many, 400, 'entries');
      });

      it('asks for the password of a database whose URI has one, and takes it from passwords', async () => {
        const zip = await edited(
          'databases/',
          (db) =>
            (db['sqlalchemy_uri'] = `${String(db['sqlalchemy_uri'])}`.replace(
              'sqlite:///',
              'postgresql://me:XXXXXXXXXX@127.0.0.1:1/x?',
            )),
        );
        await refused(zip, 422, 'Must provide a password for the database');
      });

      it('refuses existing objects without overwrite', async () => {
        const ok = await postImport(fresh.app, '/api/v1/dashboard/import/', 'formData', exported, auth);
        expect(ok.statusCode, ok.body).toBe(200);
        await refused(exported, 422, 'Dashboard already exists and `overwrite=true` was not passed');
        const again = await postImport(fresh.app, '/api/v1/dashboard/import/', 'formData', exported, auth, {
          overwrite: 'true',
        });
        expect(again.statusCode, again.body).toBe(200);
      });
    });
  },
);
