import { ANNOTATION_MESSAGES, NATIVE_ANNOTATION_COLUMNS } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import {
  addDatasetViaApi,
  bearerFor,
  createTestApp,
  createUserWithRole,
  setRolePermissions,
  type TestApp,
} from '../testing/test-app';

const TOTAL = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'amount' },
  label: 'total',
};

/** A layer of the chart's form data as Superset's editor saves it. */
const layerOf = (name: string, value: number | string, patch: Record<string, unknown> = {}) => ({
  name,
  annotationType: 'EVENT',
  sourceType: 'NATIVE',
  value,
  show: true,
  showLabel: false,
  color: null,
  opacity: '',
  style: 'solid',
  width: 1,
  showMarkers: false,
  hideLine: false,
  overrides: { time_range: null },
  titleColumn: '',
  descriptionColumns: [],
  timeColumn: '',
  intervalEndColumn: '',
  ...patch,
});

interface AnnotationAnswer {
  result: {
    is_cached: boolean;
    annotation_data: Record<string, { columns: string[]; records: unknown[] }>;
  }[];
}

/** Issue 20: NATIVE annotation layers answered in chart data as Superset's `annotation_data`. */
describe('annotation layers in chart data', () => {
  let fixture: EngineFixture;
  let test: TestApp;
  let admin: Record<string, string>;
  let datasetId: number;
  let layerId: number;

  const chartData = (layers: unknown[], headers = admin) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers,
      payload: {
        datasource: { id: datasetId, type: 'table' },
        queries: [{ columns: ['region'], metrics: [TOTAL], annotation_layers: layers }],
      },
    });
  const addAnnotation = async (body: Record<string, unknown>) => {
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/v1/annotation_layer/${layerId}/annotation/`,
      headers: admin,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  beforeAll(async () => {
    fixture = await sqliteFixture();
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    datasetId = await addDatasetViaApi(test, {
      databaseName: 'annotations',
      uri: fixture.uri,
      schema: 'main',
      table: 'orders',
    });
    const layer = await test.app.inject({
      method: 'POST',
      url: '/api/v1/annotation_layer/',
      headers: admin,
      payload: { name: 'Deploys', descr: 'Releases' },
    });
    layerId = layer.json<{ id: number }>().id;
    await addAnnotation({
      short_descr: 'v2.3 deploy',
      long_descr: 'hotfix',
      start_dttm: '2024-09-01 10:00',
      end_dttm: '2024-09-01 11:00',
      json_metadata: '{}',
    });
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  it("answers a NATIVE layer's annotations keyed by the layer's name, epoch ms, fresh on a cache hit", async () => {
    const first = await chartData([layerOf('Releases', layerId)]);
    expect(first.statusCode, first.body).toBe(200);
    const [result] = first.json<AnnotationAnswer>().result;
    expect(result?.annotation_data).toEqual({
      Releases: {
        columns: [...NATIVE_ANNOTATION_COLUMNS],
        records: [
          {
            // 2024-09-01T10:00:00Z and 11:00:00Z
            start_dttm: 1_725_184_800_000,
            end_dttm: 1_725_188_400_000,
            short_descr: 'v2.3 deploy',
            long_descr: 'hotfix',
            json_metadata: '{}',
          },
        ],
      },
    });

    await addAnnotation({ short_descr: 'v2.4', start_dttm: '2024-09-02', end_dttm: '2024-09-03' });
    const second = await chartData([layerOf('Releases', String(layerId))]);
    const [again] = second.json<AnnotationAnswer>().result;
    expect(again?.is_cached).toBe(true);
    expect(again?.annotation_data['Releases']?.records).toHaveLength(2);
    expect(again?.annotation_data['Releases']?.records[1]).toMatchObject({
      short_descr: 'v2.4',
      start_dttm: Date.UTC(2024, 8, 2),
      end_dttm: Date.UTC(2024, 8, 3),
      long_descr: null,
    });
  });

  it('leaves out formulas, hidden layers and queries without layers', async () => {
    const response = await chartData([
      layerOf('Trend', 'x * 2', { annotationType: 'FORMULA', sourceType: '' }),
      layerOf('Hidden', layerId, { show: false }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AnnotationAnswer>().result[0]?.annotation_data).toEqual({});
    const none = await chartData([]);
    expect(none.json<AnnotationAnswer>().result[0]?.annotation_data).toEqual({});
  });

  it('refuses a layer that does not exist and a layer of the wrong shape with 400', async () => {
    const missing = await chartData([layerOf('Gone', 99_999)]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain(ANNOTATION_MESSAGES.layerNotFound);
    const badType = await chartData([layerOf('Odd', layerId, { annotationType: 'SPARKLE' })]);
    expect(badType.statusCode).toBe(400);
    const noName = await chartData([layerOf('', layerId)]);
    expect(noName.statusCode).toBe(400);
  });

  it("answers a chart-sourced layer with the saved chart's rows; a chart that does not exist is a 400", async () => {
    const sourceContext = {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['region'], metrics: [TOTAL], orderby: [['region', true]] }],
      result_format: 'json',
      result_type: 'full',
    };
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin,
      payload: {
        slice_name: 'Totals by region',
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'table', datasource: `${datasetId}__table` }),
        query_context: JSON.stringify(sourceContext),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const chartId = created.json<{ id: number }>().id;
    const direct = await test.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: admin,
      payload: sourceContext,
    });
    const rows = direct.json<{ result: { data: unknown[] }[] }>().result[0]?.data;

    const response = await chartData([
      layerOf('From chart', chartId, { annotationType: 'TIME_SERIES', sourceType: 'line' }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AnnotationAnswer>().result[0]?.annotation_data['From chart']).toEqual({
      columns: ['region', 'total'],
      records: rows,
    });
    expect(rows?.length).toBeGreaterThan(0);

    const missing = await chartData([
      layerOf('Gone chart', 99_999, { annotationType: 'TIME_SERIES', sourceType: 'line' }),
    ]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe(
      'The chart does not exist (annotation layer "Gone chart")',
    );
  });

  it("applies a chart-sourced layer's overrides: null takes the host chart's time range and grain, a value keeps its own", async () => {
    const axis = (timeGrain: string) => ({
      label: 'ordered_at',
      sqlExpression: 'ordered_at',
      expressionType: 'SQL',
      columnType: 'BASE_AXIS',
      timeGrain,
    });
    const rangeFilter = (val: string) => ({ col: 'ordered_at', op: 'TEMPORAL_RANGE', val });
    // The source chart: daily totals over all time.
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin,
      payload: {
        slice_name: 'Daily totals',
        viz_type: 'echarts_timeseries_line',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'echarts_timeseries_line', datasource: `${datasetId}__table` }),
        query_context: JSON.stringify({
          datasource: { id: datasetId, type: 'table' },
          queries: [
            {
              columns: [axis('P1D')],
              metrics: [TOTAL],
              filters: [rangeFilter('No filter')],
              orderby: [[TOTAL, false]],
            },
          ],
        }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const chartId = created.json<{ id: number }>().id;
    // The host chart: monthly, January 2024 only.
    const hostData = (overrides: Record<string, unknown>) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: admin,
        payload: {
          datasource: { id: datasetId, type: 'table' },
          queries: [
            {
              columns: [axis('P1M')],
              metrics: [TOTAL],
              filters: [rangeFilter('2024-01-01 : 2024-02-01')],
              annotation_layers: [
                layerOf('Daily', chartId, { annotationType: 'TIME_SERIES', sourceType: 'line', overrides }),
              ],
            },
          ],
        },
      });
    const recordsOf = async (overrides: Record<string, unknown>) => {
      const response = await hostData(overrides);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json<AnnotationAnswer>().result[0]?.annotation_data['Daily'];
      return (data?.records ?? []) as { ordered_at: unknown; total: unknown }[];
    };
    const epoch = (iso: string) => Date.parse(`${iso}Z`);

    // No overrides: the source chart as saved, every day of every month.
    expect((await recordsOf({})).map((row) => row.total)).toEqual([30, 12.5, 7.25]);
    // Time range and grain inherited from the host: January, one monthly point.
    expect(await recordsOf({ time_range: null, time_grain_sqla: null })).toEqual([
      { ordered_at: epoch('2024-01-01T00:00:00'), total: 19.75 },
    ]);
    // Only the range inherited: January's two days at the source's own daily grain.
    expect((await recordsOf({ time_range: null })).map((row) => row.ordered_at)).toEqual([
      epoch('2024-01-05T00:00:00'),
      epoch('2024-01-20T00:00:00'),
    ]);
    // A range of the layer's own wins over the host's.
    expect((await recordsOf({ time_range: '2024-02-01 : 2024-03-01' })).map((row) => row.total)).toEqual([
      30,
    ]);
  });

  it('queries a source chart saved without a query context from its form data, as Superset its legacy charts', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin,
      payload: {
        slice_name: 'Monthly totals, form data only',
        viz_type: 'echarts_timeseries_line',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({
          viz_type: 'echarts_timeseries_line',
          datasource: `${datasetId}__table`,
          x_axis: 'ordered_at',
          time_grain_sqla: 'P1M',
          metrics: [TOTAL],
          groupby: [],
          adhoc_filters: [],
          row_limit: 100,
        }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await chartData([
      layerOf('Monthly', created.json<{ id: number }>().id, {
        annotationType: 'TIME_SERIES',
        sourceType: 'line',
      }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AnnotationAnswer>().result[0]?.annotation_data['Monthly']).toEqual({
      columns: ['ordered_at', 'total'],
      records: [
        { ordered_at: Date.UTC(2024, 0, 1), total: 19.75 },
        { ordered_at: Date.UTC(2024, 1, 1), total: 30 },
      ],
    });
  });

  it('needs read on annotation layers for NATIVE layers (403), not for the chart itself', async () => {
    const alphaId = (await test.ctx.repos.roles.idByName('Alpha')) as number;
    const role = await test.ctx.repos.roles.get(alphaId);
    const readAnnotation = (await test.ctx.repos.roles.listPermissions()).find(
      (p) => p.permission.name === 'can_read' && p.view_menu.name === 'Annotation',
    );
    expect(readAnnotation && role?.permission_ids.includes(readAnnotation.id)).toBe(true);
    await setRolePermissions(
      test,
      alphaId,
      (role?.permission_ids ?? []).filter((id) => id !== readAnnotation?.id),
    );
    await createUserWithRole(test, 'alpha_no_annotations', 'Alpha');
    const alpha = await bearerFor(test.app, 'alpha_no_annotations', 'alpha_no_annotations-password');
    const refused = await chartData([layerOf('Releases', layerId)], alpha);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain('can_read on Annotation');
    const plain = await chartData([], alpha);
    expect(plain.statusCode, plain.body).toBe(200);
  });
});
