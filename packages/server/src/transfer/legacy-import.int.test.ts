import JSZip from 'jszip';
import { parse as parseYaml, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQueryContextFromFormData } from '@meridian/viz/query';
import { dashboardTestContext, type DashboardTestContext } from '../testing/dashboard-fixture';
import { STORE_TARGETS, bearerFor, createTestApp, type TestApp } from '../testing/test-app';
import { postImport, zipFiles } from './transfer-test-helpers';

// Issue 18: a chart of a pre-ECharts viz type in an old export is written as the type Superset's importer migrates it
// to, and draws; a legacy row already stored exports as it is (Superset does not migrate on export).
const COUNT = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' };
const LEGACY_LINE = {
  viz_type: 'line',
  granularity_sqla: 'ordered_at',
  time_range: 'No filter',
  time_grain_sqla: 'P1D',
  metrics: [COUNT],
  groupby: ['region'],
  line_interpolation: 'cardinal',
  x_axis_label: 'Day',
  show_brush: 'yes',
};
const LEGACY_DIST_BAR = {
  viz_type: 'dist_bar',
  time_range: 'No filter',
  metrics: [COUNT],
  groupby: ['region'],
  bar_stacked: true,
  show_bar_value: true,
};

type Files = Map<string, string>;

async function unzip(bytes: Buffer): Promise<{ files: Files; root: string }> {
  const zip = await JSZip.loadAsync(bytes);
  const files: Files = new Map();
  for (const entry of Object.values(zip.files))
    if (!entry.dir) files.set(entry.name.split('/').slice(1).join('/'), await entry.async('string'));
  return { files, root: Object.keys(zip.files)[0]?.split('/')[0] ?? '' };
}

const chartYaml = (files: Files): [string, Record<string, unknown>] => {
  const entry = [...files].find(([name]) => name.startsWith('charts/'));
  if (!entry) throw new Error('no chart in the export');
  return [entry[0], parseYaml(entry[1]) as Record<string, unknown>];
};

describe('import of charts of legacy viz types', () => {
  const store = STORE_TARGETS[0];
  let source: DashboardTestContext;
  let target: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    if (!store) throw new Error('no store target');
    source = await dashboardTestContext(store);
    target = await createTestApp(store);
    admin = await bearerFor(target.app, 'admin', target.adminPassword);
  }, 30_000);
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  /** Exports chart A, rewritten as an old export of `params` with a fresh uuid, and imports it into the target. */
  async function importLegacy(params: Record<string, unknown>, uuid: string) {
    const exported = await source.call('GET', `/api/v1/chart/export/?q=!(${source.chartA})`);
    expect(exported.statusCode, exported.body).toBe(200);
    const { files, root } = await unzip(exported.rawPayload);
    const [name, chart] = chartYaml(files);
    files.set(
      name,
      stringify({
        ...chart,
        uuid,
        viz_type: params['viz_type'],
        params,
        query_context: JSON.stringify({
          datasource: { id: 1, type: 'table' },
          form_data: params,
          queries: [],
        }),
      }),
    );
    const zip = await zipFiles(Object.fromEntries([...files].map(([n, text]) => [`${root}/${n}`, text])));
    const response = await postImport(target.app, '/api/v1/chart/import/', 'formData', zip, admin, {
      overwrite: 'true',
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await target.store.db
      .selectFrom('slices')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    return row;
  }

  /** What explore opens for a chart, and its chart data as the opened form data queries it. */
  async function opened(id: number) {
    const explore = await target.app.inject({
      method: 'GET',
      url: `/api/v1/explore/?slice_id=${id}`,
      headers: admin,
    });
    expect(explore.statusCode, explore.body).toBe(200);
    const formData = explore.json<{ result: { form_data: Record<string, unknown> } }>().result.form_data;
    const data = await target.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: admin,
      payload: buildQueryContextFromFormData(formData) as unknown as Record<string, unknown>,
    });
    expect(data.statusCode, data.body).toBe(200);
    const rows = data.json<{ result: { data: unknown[] }[] }>().result[0]?.data ?? [];
    return { formData, rows };
  }

  it('writes an old line chart as the smooth line Superset migrates it to, with its params and query context', async () => {
    const row = await importLegacy(LEGACY_LINE, '11111111-1111-4111-8111-111111111111');
    expect(row.viz_type).toBe('echarts_timeseries_smooth');
    const params = JSON.parse(row.params ?? '{}') as Record<string, unknown>;
    expect(params).toMatchObject({
      viz_type: 'echarts_timeseries_smooth',
      x_axis: 'ordered_at',
      x_axis_title: 'Day',
      zoomable: true,
      groupby: ['region'],
      adhoc_filters: [
        {
          subject: 'ordered_at',
          operator: 'TEMPORAL_RANGE',
          comparator: 'No filter',
          expressionType: 'SIMPLE',
        },
      ],
    });
    expect(params['datasource']).toMatch(/^\d+__table$/);
    for (const gone of ['granularity_sqla', 'line_interpolation', 'x_axis_label', 'form_data_bak'])
      expect(params).not.toHaveProperty(gone);
    const queryContext = JSON.parse(row.query_context ?? '{}') as { form_data: Record<string, unknown> };
    expect(queryContext.form_data).toMatchObject({
      viz_type: 'echarts_timeseries_smooth',
      x_axis: 'ordered_at',
    });
    const { formData, rows } = await opened(row.id);
    expect(formData['viz_type']).toBe('echarts_timeseries_smooth');
    expect(rows.length).toBeGreaterThan(0);
  });

  it('writes an old distribution bar chart as a bar chart over its first dimension', async () => {
    const row = await importLegacy(LEGACY_DIST_BAR, '22222222-2222-4222-8222-222222222222');
    expect(row.viz_type).toBe('echarts_timeseries_bar');
    expect(JSON.parse(row.params ?? '{}')).toMatchObject({
      x_axis: 'region',
      groupby: [],
      stack: 'Stack',
      show_value: true,
    });
    const { rows } = await opened(row.id);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('exports a legacy chart already stored as it is', async () => {
    await source.test.store.db
      .updateTable('slices')
      .set({ viz_type: 'line', params: JSON.stringify(LEGACY_LINE) })
      .where('id', '=', source.chartB)
      .execute();
    const exported = await source.call('GET', `/api/v1/chart/export/?q=!(${source.chartB})`);
    expect(exported.statusCode, exported.body).toBe(200);
    const [, chart] = chartYaml((await unzip(exported.rawPayload)).files);
    expect(chart['viz_type']).toBe('line');
    expect(chart['params']).toMatchObject({ viz_type: 'line', granularity_sqla: 'ordered_at' });
  });
});
