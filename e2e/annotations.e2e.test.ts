import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './api-client';
import { call, resultOf } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { chooseOption, expectVisible, goFromSettings, signIn } from './ui';

const e2e = setupE2e({ examples: 'small' });

/** Two releases inside birth_names' years (1965 on), drawn at their start as epoch ms (naive times read as UTC). */
const RELEASES = [
  {
    short_descr: 'Launch',
    start_dttm: '1980-01-01 00:00',
    end_dttm: '1980-01-01 00:00',
    time: Date.UTC(1980, 0, 1),
  },
  {
    short_descr: 'Relaunch',
    start_dttm: '1995-06-01 00:00',
    end_dttm: '1995-06-02 00:00',
    time: Date.UTC(1995, 5, 1),
  },
];

let chartId: number;
/** A chart with the Releases layer and a layer whose annotation layer no longer exists. */
let lostLayerChartId: number;
/** A dashboard showing that chart. */
let lostLayerDashboardId: number;
const LOST_LAYER_ID = 987_654;

const idOf = (answer: unknown): number => {
  const id = typeof answer === 'object' && answer !== null && 'id' in answer ? answer.id : undefined;
  if (typeof id !== 'number') throw new Error(`No id in ${JSON.stringify(answer)}`);
  return id;
};

beforeAll(async () => {
  const { server } = e2e;
  const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
  const layerId = idOf(
    await call(server.baseUrl, token, '/api/v1/annotation_layer/', {
      method: 'POST',
      body: JSON.stringify({ name: 'Releases', descr: 'Product releases' }),
    }),
  );
  for (const { short_descr, start_dttm, end_dttm } of RELEASES) {
    await call(server.baseUrl, token, `/api/v1/annotation_layer/${layerId}/annotation/`, {
      method: 'POST',
      body: JSON.stringify({ short_descr, start_dttm, end_dttm }),
    });
  }
  const q = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))');
  const rows = resultOf(await call(server.baseUrl, token, `/api/v1/dataset/?q=${q}`));
  const datasetId = idOf(Array.isArray(rows) ? rows[0] : undefined);
  const params = {
    datasource: `${datasetId}__table`,
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ds',
    time_grain_sqla: 'P1Y',
    metrics: ['sum__num'],
    groupby: [],
    adhoc_filters: [],
    time_range: 'No filter',
    row_limit: 10000,
  };
  chartId = idOf(
    await call(server.baseUrl, token, '/api/v1/chart/', {
      method: 'POST',
      body: JSON.stringify({
        slice_name: 'Births per year',
        viz_type: 'echarts_timeseries_line',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify(params),
      }),
    }),
  );
  const eventLayer = (name: string, value: number) => ({
    name,
    annotationType: 'EVENT',
    sourceType: 'NATIVE',
    value,
    show: true,
    overrides: {},
  });
  lostLayerChartId = idOf(
    await call(server.baseUrl, token, '/api/v1/chart/', {
      method: 'POST',
      body: JSON.stringify({
        slice_name: 'Births with a lost layer',
        viz_type: 'echarts_timeseries_line',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({
          ...params,
          annotation_layers: [eventLayer('Releases', layerId), eventLayer('Gone', LOST_LAYER_ID)],
        }),
      }),
    }),
  );
  const position = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-lost0001'], parents: ['ROOT_ID'] },
    'ROW-lost0001': {
      id: 'ROW-lost0001',
      type: 'ROW',
      children: ['CHART-lost0001'],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    'CHART-lost0001': {
      id: 'CHART-lost0001',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-lost0001'],
      meta: { chartId: lostLayerChartId, width: 12, height: 60, sliceName: 'Births with a lost layer' },
    },
  };
  lostLayerDashboardId = idOf(
    await call(server.baseUrl, token, '/api/v1/dashboard/', {
      method: 'POST',
      body: JSON.stringify({
        dashboard_title: 'Births and releases',
        position_json: JSON.stringify(position),
        published: true,
      }),
    }),
  );
});

/** The event marks the explore chart draws: each mark line's x (epoch ms) and label, once there are `count`. */
async function drawnEventMarks(
  page: Page,
  count: number,
  chartKey = 'explore',
): Promise<{ x: number; name: string }[]> {
  const handle = await page.waitForFunction(
    ({ expected, key }) => {
      const option = window.__meridianCharts?.[key]?.getOption();
      const series: unknown = option?.['series'];
      const marks: { x: number; name: string }[] = [];
      for (const item of Array.isArray(series) ? series : []) {
        const markLine: unknown =
          typeof item === 'object' && item !== null ? (item as { markLine?: unknown }).markLine : null;
        const data: unknown =
          typeof markLine === 'object' && markLine !== null ? (markLine as { data?: unknown }).data : [];
        for (const datum of Array.isArray(data) ? data : []) {
          const { xAxis, name } = datum as { xAxis?: unknown; name?: unknown };
          if (typeof xAxis === 'number') marks.push({ x: xAxis, name: String(name) });
        }
      }
      return marks.length === expected ? marks : null;
    },
    { expected: count, key: chartKey },
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) ?? [];
}

describe('annotation layers', () => {
  it('an admin adds a NATIVE event layer to a line chart in explore, sees the marks, saves, and sees them again', async () => {
    const { page } = e2e;
    await page.addInitScript(() => {
      window.__meridianCharts = {};
    });
    await signIn(page, 'admin', e2e.server.adminPassword);
    await page.goto(`/explore/?slice_id=${chartId}`);
    await expectVisible(page.getByTestId('chart-title').filter({ hasText: 'Births per year' }));
    await expectVisible(page.getByTestId('chart-container').locator('canvas'));

    await page.getByRole('button', { name: 'Annotations and layers' }).click();
    await page
      .locator('[data-control-name="annotation_layers"]')
      .getByRole('button', { name: /Add annotation layer/ })
      .click();
    const editor = page.locator('[data-test="annotation-layer-editor"]').filter({ visible: true });
    await expectVisible(editor);
    await editor.getByLabel('Name', { exact: true }).fill('Releases');
    await chooseOption(page, editor.getByLabel('Annotation layer type', { exact: true }), 'Event');
    await expectVisible(editor.getByText('Superset annotation'));
    await chooseOption(page, editor.getByLabel('Annotation layer', { exact: true }), 'Releases');
    await editor.getByText('Always show label').click();
    await editor.getByRole('button', { name: 'OK' }).click();
    await editor.waitFor({ state: 'hidden' });
    await expectVisible(
      page.locator('[data-control-name="annotation_layers"]').getByText('Releases (Event)'),
    );

    await page.getByTestId('run-query-button').click();
    const marks = await drawnEventMarks(page, 2);
    expect(marks).toEqual([
      { x: RELEASES[0]?.time, name: 'Releases - Launch' },
      { x: RELEASES[1]?.time, name: 'Releases - Relaunch' },
    ]);

    await page.getByRole('button', { name: /Save/ }).first().click();
    const saveDialog = page.getByRole('dialog').filter({ hasText: 'Save chart' });
    await expectVisible(saveDialog.getByRole('radio', { name: 'Save (Overwrite)', checked: true }));
    await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Chart [Births per year] has been overwritten'));

    await page.goto(`/explore/?slice_id=${chartId}`);
    await expectVisible(page.getByTestId('chart-title').filter({ hasText: 'Births per year' }));
    expect((await drawnEventMarks(page, 2)).map((mark) => mark.x)).toEqual(RELEASES.map((r) => r.time));
    await page.screenshot({ path: screenshotPath('annotations reopened chart marks'), fullPage: true });
  });

  it("draws the chart and its good layer's marks while a failing layer shows its error, in explore and on a dashboard", async () => {
    const { page } = e2e;
    await page.addInitScript(() => {
      window.__meridianCharts = {};
    });
    await signIn(page, 'admin', e2e.server.adminPassword);
    await page.goto(`/explore/?slice_id=${lostLayerChartId}`);
    await expectVisible(page.getByTestId('chart-title').filter({ hasText: 'Births with a lost layer' }));
    expect((await drawnEventMarks(page, 2)).map((mark) => mark.x)).toEqual(RELEASES.map((r) => r.time));
    await expectVisible(
      page.getByTestId('annotation-error').filter({
        hasText: `Annotation layer "Gone": Annotation layer not found. (layer "Gone", id ${LOST_LAYER_ID})`,
      }),
    );
    await expectVisible(page.getByTestId('chart-container').locator('canvas'));
    await expect(page.getByTestId('annotation-loading').count()).resolves.toBe(0);
    await page.screenshot({ path: screenshotPath('annotations failed layer notice'), fullPage: true });

    // On a dashboard the card draws the same: the good layer's marks, the failed layer's error over the chart.
    await page.goto(`/superset/dashboard/${lostLayerDashboardId}/`);
    const card = page.getByTestId('dashboard-chart').filter({ hasText: 'Births with a lost layer' });
    expect((await drawnEventMarks(page, 2, String(lostLayerChartId))).map((mark) => mark.x)).toEqual(
      RELEASES.map((r) => r.time),
    );
    await expectVisible(card.getByTestId('annotation-error').filter({ hasText: 'Annotation layer "Gone"' }));
    await expect(card.getAttribute('data-status')).resolves.toBe('success');
    await page.screenshot({
      path: screenshotPath('annotations failed layer on a dashboard'),
      fullPage: true,
    });
  });

  it('an admin creates an annotation layer and its two events on the annotation layer pages, edits and deletes one', async () => {
    const { page } = e2e;
    await signIn(page, 'admin', e2e.server.adminPassword);
    await goFromSettings(page, 'Annotation layers', '/annotationlayer/list/');
    await expectVisible(page.getByRole('heading', { name: 'Annotation layers' }));
    await expectVisible(page.getByTestId('annotation-layer-list').getByText('Releases'));

    await page.getByRole('button', { name: '+ Annotation layer' }).click();
    const layerDialog = page.getByRole('dialog').filter({ hasText: 'Add annotation layer' });
    await layerDialog.getByLabel('Annotation layer name').fill('Campaigns');
    await layerDialog.getByLabel('Description').fill('Marketing campaigns');
    await layerDialog.getByRole('button', { name: 'Add' }).click();
    await layerDialog.waitFor({ state: 'hidden' });
    await page.getByTestId('annotation-layer-list').getByRole('link', { name: 'Campaigns' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Annotation layer Campaigns' }));

    for (const [name, start] of [
      ['Spring push', '1985-03-01T00:00'],
      ['Autumn push', '2000-09-01T00:00'],
    ] as const) {
      await page.getByRole('button', { name: '+ Annotation' }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: 'Add annotation' });
      await dialog.getByLabel('Annotation name').fill(name);
      await dialog.getByLabel('Start').fill(start);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expectVisible(page.getByTestId('annotation-list').getByText(name));
    }
    await expectVisible(page.getByTestId('annotation-list').getByText('1985-03-01 00:00'));

    const autumn = page.getByTestId('annotation-list').getByRole('row').filter({ hasText: 'Autumn push' });
    await autumn.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog').filter({ hasText: 'Edit annotation' });
    await editDialog.getByLabel('Annotation name').fill('Autumn campaign');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await editDialog.waitFor({ state: 'hidden' });
    await expectVisible(page.getByTestId('annotation-list').getByText('Autumn campaign'));

    const spring = page.getByTestId('annotation-list').getByRole('row').filter({ hasText: 'Spring push' });
    await spring.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expectVisible(page.getByText('Deleted: Spring push'));

    const token = await apiLogin(e2e.server.baseUrl, 'admin', e2e.server.adminPassword);
    const layers = resultOf(await call(e2e.server.baseUrl, token, '/api/v1/annotation_layer/'));
    const campaigns = (Array.isArray(layers) ? layers : []).find(
      (layer: unknown) =>
        typeof layer === 'object' && layer !== null && 'name' in layer && layer.name === 'Campaigns',
    );
    const annotations = resultOf(
      await call(e2e.server.baseUrl, token, `/api/v1/annotation_layer/${idOf(campaigns)}/annotation/`),
    );
    expect(annotations).toEqual([
      expect.objectContaining({
        short_descr: 'Autumn campaign',
        start_dttm: '2000-09-01T00:00:00',
        end_dttm: '2000-09-01T00:00:00',
      }),
    ]);
  });
});
