import { chartSchema } from '@meridian/core';
import type { Chart, Dataset } from '@meridian/core';
import type { Page } from 'playwright-core';
import { call, createDatabase, createDataset, resultOf, TEST_POSTGRES_URI } from './data-client';

export function idOf(answer: unknown): number {
  const id: unknown = typeof answer === 'object' && answer !== null && 'id' in answer ? answer.id : undefined;
  if (typeof id !== 'number') throw new Error('The answer has no id');
  return id;
}

export async function createChart(
  baseUrl: string,
  token: string,
  dataset: Dataset,
  name: string,
  formData: object,
): Promise<Chart> {
  const params = {
    datasource: `${dataset.id}__table`,
    adhoc_filters: [],
    time_range: 'No filter',
    ...formData,
  };
  const body = {
    slice_name: name,
    viz_type: 'viz_type' in formData ? formData.viz_type : '',
    datasource_id: dataset.id,
    datasource_type: 'table',
    params: JSON.stringify(params),
  };
  return chartSchema.parse(
    resultOf(await call(baseUrl, token, '/api/v1/chart/', { method: 'POST', body: JSON.stringify(body) })),
  );
}

export const SUM_AMOUNT = {
  expressionType: 'SIMPLE',
  column: { column_name: 'amount' },
  aggregate: 'SUM',
  label: 'SUM(amount)',
};

/** Dataset, a bar and a pie chart, and a draft dashboard showing both; answers the dashboard id and chart ids. */
export async function createOrdersDashboard(
  baseUrl: string,
  token: string,
  schema: string,
): Promise<{ dashboardId: number; charts: Chart[]; dataset: Dataset }> {
  const database = await createDatabase(baseUrl, token, `Dashboard ${schema}`, TEST_POSTGRES_URI);
  const dataset = await createDataset(baseUrl, token, {
    database: database.id,
    schema,
    table_name: 'orders',
  });
  const bar = await createChart(baseUrl, token, dataset, 'Amount by day', {
    viz_type: 'echarts_timeseries_bar',
    x_axis: 'ordered_at',
    time_grain_sqla: 'P1D',
    metrics: [SUM_AMOUNT],
    groupby: ['region'],
    row_limit: 10000,
  });
  const pie = await createChart(baseUrl, token, dataset, 'Amount by region', {
    viz_type: 'pie',
    metric: SUM_AMOUNT,
    groupby: ['region'],
    row_limit: 100,
  });
  const position = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: {
      id: 'GRID_ID',
      type: 'GRID',
      children: ['MARKDOWN-intro0001', 'ROW-charts0001'],
      parents: ['ROOT_ID'],
    },
    'MARKDOWN-intro0001': {
      id: 'MARKDOWN-intro0001',
      type: 'MARKDOWN',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { width: 12, height: 12, code: '## Orders\n\nAll **orders** of the scratch schema.' },
    },
    'ROW-charts0001': {
      id: 'ROW-charts0001',
      type: 'ROW',
      children: ['CHART-bar0000001', 'CHART-pie0000001'],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    'CHART-bar0000001': {
      id: 'CHART-bar0000001',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-charts0001'],
      meta: { chartId: bar.id, width: 8, height: 50, sliceName: bar.slice_name },
    },
    'CHART-pie0000001': {
      id: 'CHART-pie0000001',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-charts0001'],
      meta: { chartId: pie.id, width: 4, height: 50, sliceName: pie.slice_name },
    },
  };
  const answer = await call(baseUrl, token, '/api/v1/dashboard/', {
    method: 'POST',
    body: JSON.stringify({
      dashboard_title: 'Orders dashboard',
      position_json: JSON.stringify(position),
      json_metadata: JSON.stringify({ label_colors: { EU: '#ff0000' } }),
      published: false,
    }),
  });
  return { dashboardId: idOf(answer), charts: [bar, pie], dataset };
}

/** Number of data points an ECharts chart drew (waits until it has some). */
export async function drawnPoints(page: Page, key: string): Promise<number> {
  const handle = await page.waitForFunction(
    (chartKey) => {
      const option = window.__meridianCharts?.[chartKey]?.getOption();
      const series: unknown = option?.['series'];
      let count = 0;
      for (const item of Array.isArray(series) ? series : []) {
        const data: unknown = typeof item === 'object' && item !== null && 'data' in item ? item.data : [];
        count += Array.isArray(data) ? data.length : 0;
      }
      return count > 0 ? count : null;
    },
    key,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) ?? 0;
}
