import JSZip from 'jszip';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import { STORE_TARGETS, addDatasetViaApi, bearerFor, createTestApp, type TestApp } from '../testing/test-app';
import { postImport } from './transfer-test-helpers';

const TOTAL = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'amount' },
  label: 'total',
};

/** A NATIVE layer entry as Superset's editor saves it in form data. */
const nativeLayer = (value: number) => ({
  name: 'Releases',
  annotationType: 'EVENT',
  sourceType: 'NATIVE',
  value,
  show: true,
  showLabel: false,
  overrides: { time_range: null },
});

interface LayerEntry {
  value: number;
  annotation_layer_uuid?: string;
}

/** Issue 20: a chart's NATIVE annotation layers travel with it through export and import. */
describe.each(STORE_TARGETS)('annotation layers in export and import ($name store)', (store) => {
  let fixture: EngineFixture;
  let test: TestApp;
  let admin: Record<string, string>;
  let datasetId: number;
  let layerId: number;
  let chartId: number;
  let exported: Buffer;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    payload === undefined
      ? test.app.inject({ method, url, headers: admin })
      : test.app.inject({ method, url, headers: admin, payload });

  beforeAll(async () => {
    fixture = await sqliteFixture();
    test = await createTestApp(store);
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    datasetId = await addDatasetViaApi(test, {
      databaseName: 'annotations',
      uri: fixture.uri,
      schema: 'main',
      table: 'orders',
    });
    const layer = await call('POST', '/api/v1/annotation_layer/', { name: 'Deploys', descr: 'Releases' });
    expect(layer.statusCode, layer.body).toBe(201);
    layerId = layer.json<{ id: number }>().id;
    const annotation = await call('POST', `/api/v1/annotation_layer/${layerId}/annotation/`, {
      short_descr: 'v2.3 deploy',
      long_descr: 'hotfix',
      start_dttm: '2024-09-01 10:00',
      end_dttm: '2024-09-01 11:00',
      json_metadata: '{"team": "core"}',
    });
    expect(annotation.statusCode, annotation.body).toBe(201);
    const chart = await call('POST', '/api/v1/chart/', {
      slice_name: 'Orders with deploys',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({
        viz_type: 'table',
        datasource: `${datasetId}__table`,
        annotation_layers: [nativeLayer(layerId)],
      }),
    });
    expect(chart.statusCode, chart.body).toBe(201);
    chartId = chart.json<{ id: number }>().id;
  }, 30_000);
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  it('exports the layer with its annotations and names its uuid beside the chart layer value', async () => {
    const response = await call('GET', `/api/v1/chart/export/?q=!(${chartId})`);
    expect(response.statusCode, response.body).toBe(200);
    exported = response.rawPayload;
    const zip = await JSZip.loadAsync(exported);
    const read = async (pattern: RegExp) => {
      const name = Object.keys(zip.files).find((n) => pattern.test(n));
      if (!name) throw new Error(`no file like ${pattern}`);
      return parseYaml(await (zip.file(name) as JSZip.JSZipObject).async('string')) as Record<
        string,
        unknown
      >;
    };
    const layer = await read(new RegExp(`/annotation_layers/Deploys_${layerId}\\.yaml$`));
    expect(layer).toMatchObject({
      name: 'Deploys',
      descr: 'Releases',
      annotations: [
        {
          short_descr: 'v2.3 deploy',
          long_descr: 'hotfix',
          start_dttm: expect.stringMatching(/^2024-09-01[ T]10:00/),
          end_dttm: expect.stringMatching(/^2024-09-01[ T]11:00/),
          json_metadata: { team: 'core' },
        },
      ],
    });
    expect(layer['uuid']).toMatch(/^[0-9a-f-]{36}$/);
    const chart = await read(/\/charts\/Orders_with_deploys_\d+\.yaml$/);
    const params = chart['params'] as { annotation_layers: LayerEntry[] };
    expect(params.annotation_layers).toEqual([
      { ...nativeLayer(layerId), annotation_layer_uuid: layer['uuid'] },
    ]);
  });

  it('imports the layer back and relinks the chart, whose layer draws its annotations', async () => {
    expect((await call('DELETE', `/api/v1/chart/${chartId}`)).statusCode).toBe(200);
    // A layer holding annotations cannot be deleted (as Superset): its annotations go first.
    const held = await call('GET', `/api/v1/annotation_layer/${layerId}/annotation/`);
    const ids = held.json<{ result: { id: number }[] }>().result.map((a) => a.id);
    const emptied = await call(
      'DELETE',
      `/api/v1/annotation_layer/${layerId}/annotation/?q=!(${ids.join(',')})`,
    );
    expect(emptied.statusCode, emptied.body).toBe(200);
    const deleted = await call('DELETE', `/api/v1/annotation_layer/${layerId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const response = await postImport(test.app, '/api/v1/chart/import/', 'formData', exported, admin);
    expect(response.statusCode, response.body).toBe(200);

    const layers = await call(
      'GET',
      '/api/v1/annotation_layer/?q=(filters:!((col:name,opr:eq,value:Deploys)))',
    );
    const [imported] = layers.json<{ result: { id: number }[] }>().result;
    expect(imported).toBeDefined();
    const newLayerId = imported?.id ?? -1;
    expect(newLayerId).not.toBe(layerId);

    const charts = await call('GET', '/api/v1/chart/?q=(page_size:100)');
    const chartRow = charts
      .json<{ result: { id: number; slice_name: string }[] }>()
      .result.find((c) => c.slice_name === 'Orders with deploys');
    const chart = await call('GET', `/api/v1/chart/${chartRow?.id ?? -1}`);
    const params = JSON.parse(chart.json<{ result: { params: string } }>().result.params) as {
      annotation_layers: LayerEntry[];
    };
    expect(params.annotation_layers.map((l) => l.value)).toEqual([newLayerId]);

    const data = await call('POST', '/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['region'], metrics: [TOTAL], annotation_layers: params.annotation_layers }],
    });
    expect(data.statusCode, data.body).toBe(200);
    const [result] = data.json<{ result: { annotation_data: Record<string, { records: unknown[] }> }[] }>()
      .result;
    expect(result?.annotation_data['Releases']?.records).toEqual([
      expect.objectContaining({
        short_descr: 'v2.3 deploy',
        long_descr: 'hotfix',
        start_dttm: 1_725_184_800_000,
      }),
    ]);
  });

  it('replaces the stored layer annotations on a re-import with overwrite', async () => {
    const layers = await call(
      'GET',
      '/api/v1/annotation_layer/?q=(filters:!((col:name,opr:eq,value:Deploys)))',
    );
    const id = layers.json<{ result: { id: number }[] }>().result[0]?.id ?? -1;
    const extra = await call('POST', `/api/v1/annotation_layer/${id}/annotation/`, {
      short_descr: 'local only',
      start_dttm: '2024-10-01',
      end_dttm: '2024-10-02',
    });
    expect(extra.statusCode, extra.body).toBe(201);
    const shorts = async () =>
      (await call('GET', `/api/v1/annotation_layer/${id}/annotation/`))
        .json<{ result: { short_descr: string }[] }>()
        .result.map((a) => a.short_descr)
        .sort();

    const again = await postImport(test.app, '/api/v1/chart/import/', 'formData', exported, admin, {
      overwrite: 'true',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await shorts()).toEqual(['v2.3 deploy']);
  });
});
