import { datasetListItemSchema, listResponseSchema } from '@meridian/core';
import { QUERY_PLUGINS } from '@meridian/viz/query';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './api-client';
import { call } from './data-client';
import { screenshotPath, setupE2e } from './harness';
import { expectVisible, registerCharts, signIn, waitUntilStill } from './ui';

// Issue 18: one chart of every (non-map) chart type, built in explore on the example datasets, saved onto one
// dashboard, and each card of that dashboard drawn and kept as a screenshot. Map types have their own specs.
const e2e = setupE2e({ examples: 'small' });

const DASHBOARD = 'Every chart type';
const NO_FILTER = { adhoc_filters: [], time_range: 'No filter' };
const MONTHLY = { ...NO_FILTER, x_axis: 'order_date', time_grain_sqla: 'P1M', row_limit: 10000 };
const LEGACY_TIME = { ...NO_FILTER, granularity_sqla: 'order_date', time_grain_sqla: 'P1M' };

/** Form data of each type as a person would set it in explore, on an example dataset (by table name). */
const CHARTS: Readonly<Record<string, { table: string; formData: Record<string, unknown> }>> = {
  table: {
    table: 'sales',
    formData: {
      ...NO_FILTER,
      query_mode: 'aggregate',
      groupby: ['region'],
      metrics: ['sum__sales'],
      row_limit: 100,
    },
  },
  pivot_table_v2: {
    table: 'sales',
    formData: {
      ...NO_FILTER,
      groupbyRows: ['region'],
      groupbyColumns: ['deal_size'],
      metrics: ['sum__sales'],
    },
  },
  big_number_total: { table: 'sales', formData: { ...NO_FILTER, metric: 'sum__sales' } },
  big_number: { table: 'sales', formData: { ...MONTHLY, metric: 'sum__sales' } },
  echarts_timeseries_line: {
    table: 'sales',
    formData: { ...MONTHLY, metrics: ['sum__sales'], groupby: ['region'] },
  },
  echarts_timeseries_bar: {
    table: 'sales',
    formData: { ...MONTHLY, metrics: ['sum__sales'], groupby: ['region'] },
  },
  echarts_area: { table: 'sales', formData: { ...MONTHLY, metrics: ['sum__sales'], groupby: ['region'] } },
  echarts_timeseries_scatter: {
    table: 'sales',
    formData: { ...MONTHLY, metrics: ['sum__sales'], groupby: ['region'] },
  },
  echarts_timeseries_smooth: {
    table: 'sales',
    formData: { ...MONTHLY, metrics: ['sum__sales'], groupby: ['region'] },
  },
  echarts_timeseries_step: {
    table: 'sales',
    formData: { ...MONTHLY, metrics: ['sum__sales'], groupby: ['region'] },
  },
  echarts_timeseries: {
    table: 'sales',
    formData: { ...MONTHLY, metrics: ['sum__sales'], groupby: ['region'], seriesType: 'bar' },
  },
  pie: {
    table: 'sales',
    formData: { ...NO_FILTER, metric: 'sum__sales', groupby: ['product_line'], row_limit: 100 },
  },
  mixed_timeseries: {
    table: 'sales',
    formData: { ...MONTHLY, metrics: ['sum__sales'], groupby: [], metrics_b: ['count'], groupby_b: [] },
  },
  pop_kpi: {
    table: 'sales',
    // A time comparison needs an enclosed time range.
    formData: {
      ...NO_FILTER,
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'order_date',
          operator: 'TEMPORAL_RANGE',
          comparator: '2023-01-01 : 2024-01-01',
        },
      ],
      metric: 'sum__sales',
      time_compare: '1 year ago',
    },
  },
  gantt_chart: {
    table: 'flights',
    formData: {
      ...NO_FILTER,
      start_time: 'departure_time',
      end_time: 'departure_time',
      y_axis: 'origin',
      series: 'airline',
      row_limit: 200,
    },
  },
  handlebars: {
    table: 'sales',
    formData: {
      ...NO_FILTER,
      groupby: ['region'],
      metrics: ['sum__sales'],
      handlebarsTemplate: '<ul>{{#each data}}<li>{{region}}: {{sum__sales}}</li>{{/each}}</ul>',
    },
  },
  time_table: {
    table: 'sales',
    formData: {
      ...LEGACY_TIME,
      metrics: ['sum__sales'],
      groupby: ['region'],
      column_collection: [
        { key: 'spark', label: 'Trend', colType: 'spark' },
        { key: 'lag', label: 'Month before', colType: 'time', timeLag: 1, comparisonType: 'perc_change' },
      ],
    },
  },
  bullet: { table: 'sales', formData: { ...NO_FILTER, metric: 'sum__sales' } },
  paired_ttest: {
    table: 'sales',
    formData: { ...LEGACY_TIME, metrics: ['sum__sales'], groupby: ['region'] },
  },
  para: {
    table: 'sales',
    formData: {
      ...NO_FILTER,
      series: 'country',
      metrics: ['sum__sales', 'count', 'avg__price'],
      secondary_metric: 'count',
    },
  },
  rose: {
    table: 'sales',
    formData: { ...LEGACY_TIME, time_grain_sqla: 'P3M', metrics: ['sum__sales'], groupby: ['region'] },
  },
  time_pivot: {
    table: 'sales',
    // A year per line, months along it.
    formData: { ...LEGACY_TIME, time_grain_sqla: 'P1M', metric: 'sum__sales', freq: 'AS' },
  },
  cal_heatmap: { table: 'sales', formData: { ...LEGACY_TIME, time_grain_sqla: 'P1D', metrics: ['count'] } },
  partition: {
    table: 'sales',
    formData: { ...NO_FILTER, metrics: ['sum__sales'], groupby: ['region', 'product_line'] },
  },
  gauge_chart: {
    table: 'sales',
    formData: { ...NO_FILTER, metric: 'count', groupby: ['deal_size'], row_limit: 10 },
  },
  radar: {
    table: 'sales',
    formData: {
      ...NO_FILTER,
      groupby: ['region'],
      metrics: ['count', 'avg__sales', 'avg__price'],
      row_limit: 10,
    },
  },
  treemap_v2: {
    table: 'sales',
    formData: { ...NO_FILTER, groupby: ['region', 'product_line'], metric: 'sum__sales' },
  },
  sunburst_v2: {
    table: 'sales',
    formData: { ...NO_FILTER, columns: ['region', 'product_line'], metric: 'sum__sales' },
  },
  heatmap_v2: {
    table: 'sales',
    formData: { ...NO_FILTER, x_axis: 'region', groupby: ['product_line'], metric: 'sum__sales' },
  },
  histogram_v2: {
    table: 'sales',
    formData: { ...NO_FILTER, column: 'quantity', groupby: ['deal_size'], bins: 10, row_limit: 10000 },
  },
  sankey_v2: {
    table: 'sales',
    formData: { ...NO_FILTER, source: 'region', target: 'product_line', metric: 'sum__sales' },
  },
  box_plot: {
    table: 'sales',
    formData: { ...NO_FILTER, columns: ['country'], groupby: ['region'], metrics: ['sum__sales'] },
  },
  funnel: {
    table: 'sales',
    formData: { ...NO_FILTER, groupby: ['product_line'], metric: 'sum__sales' },
  },
  bubble_v2: {
    table: 'sales',
    formData: {
      ...NO_FILTER,
      entity: 'country',
      series: 'region',
      x: 'sum__sales',
      y: 'sum__quantity',
      size: 'count',
    },
  },
  graph_chart: {
    table: 'flights',
    formData: { ...NO_FILTER, source: 'origin', target: 'destination', metric: 'count', layout: 'circular' },
  },
  tree_chart: {
    table: 'flights',
    formData: { ...NO_FILTER, id: 'destination', parent: 'origin', root_node_id: 'ATL', metric: 'count' },
  },
  waterfall: {
    table: 'sales',
    formData: { ...MONTHLY, time_grain_sqla: 'P3M', groupby: [], metric: 'sum__sales', show_value: true },
  },
  word_cloud: {
    table: 'sales',
    formData: { ...NO_FILTER, series: 'country', metric: 'count', row_limit: 100 },
  },
  horizon: {
    table: 'sales',
    formData: { ...LEGACY_TIME, time_grain_sqla: 'P1W', metrics: ['sum__sales'], groupby: ['product_line'] },
  },
  chord: {
    table: 'flights',
    formData: { ...NO_FILTER, groupby: 'origin', columns: 'destination', metric: 'count', row_limit: 1000 },
  },
};

/** Opens explore on a permalink of the form data (as a person's chart would be reopened). */
async function openExplore(page: Page, formData: Record<string, unknown>): Promise<void> {
  const url = await page.evaluate(
    async (body) => {
      const csrf = ((await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string })
        .result;
      const response = await fetch('/api/v1/explore/permalink', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRFToken': csrf },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { url: string }).url;
    },
    { formData },
  );
  await page.goto(url);
}

/** What a drawn chart shows: an ECharts canvas, or the element of a chart drawn in HTML. */
const DRAWN = [
  'canvas',
  'table',
  ...[
    'big-number',
    'handlebars-chart',
    'paired-ttest',
    'pivot-table',
    'pop-kpi',
    'table-chart',
    'time-table',
  ].map((id) => `[data-testid="${id}"]`),
].join(', ');

/** A drawn chart inside `scope`: a canvas or a chart drawn in HTML; never an error. */
async function expectDrawn(scope: Locator, what: string): Promise<void> {
  await expect
    .poll(() => scope.locator(DRAWN).count(), {
      timeout: 30_000,
      message: `${what}: nothing drawn`,
    })
    .toBeGreaterThan(0);
  const alert = scope.locator('[role="alert"], [data-testid="chart-error"]');
  if ((await alert.count()) > 0)
    throw new Error(`${what}: ${(await alert.first().innerText()).slice(0, 300)}`);
}

/** Saves the chart of the open explore page onto the dashboard (created by the first save). */
async function saveToDashboard(page: Page, name: string, first: boolean): Promise<void> {
  await page.getByRole('button', { name: /Save/ }).first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Save chart' });
  await dialog.getByLabel('Chart name').fill(name);
  await dialog.getByLabel('Add to dashboard').fill(DASHBOARD);
  await page
    .locator(`.ant-select-item-option[title="${first ? `${DASHBOARD} (new)` : DASHBOARD}"]`)
    .filter({ visible: true })
    .click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectVisible(page.getByText(`Chart [${name}] has been saved`));
}

describe('every chart type', () => {
  it('is built in explore from the example datasets, saved onto one dashboard, and drawn there', async () => {
    const { page, server } = e2e;
    // Every registered non-map type has a chart here: a new type without one fails this line.
    const types = QUERY_PLUGINS.filter((p) => p.metadata.category !== 'Map').map((p) => p.vizType);
    expect(types.filter((t) => !(t in CHARTS))).toEqual([]);

    const token = await apiLogin(server.baseUrl, 'admin', server.adminPassword);
    const datasets = listResponseSchema(datasetListItemSchema).parse(
      await call(server.baseUrl, token, '/api/v1/dataset/?q=(page_size:100)'),
    ).result;
    const datasourceOf = (table: string) => {
      const dataset = datasets.find((d) => d.table_name === table);
      if (!dataset) throw new Error(`no example dataset ${table}`);
      return `${dataset.id}__table`;
    };
    await registerCharts(page);
    await signIn(page, 'admin', server.adminPassword);

    const problems: string[] = [];
    for (const [index, vizType] of types.entries()) {
      const chart = CHARTS[vizType];
      if (!chart) continue;
      await openExplore(page, {
        ...chart.formData,
        viz_type: vizType,
        datasource: datasourceOf(chart.table),
      });
      // The chart, or the alert that stands in its place.
      const container = page.locator('[data-testid="chart-container"], [role="alert"]').first();
      await expectVisible(container, 60_000);
      try {
        await expectDrawn(container, `explore ${vizType}`);
      } catch (error) {
        problems.push(String(error));
      }
      // Kept to be looked at: the drawn chart, not a frame of its entry animation.
      await waitUntilStill(container);
      await page.screenshot({ path: screenshotPath(`every type explore ${vizType}`) });
      await saveToDashboard(page, `Every type: ${vizType}`, index === 0);
    }

    const dashboards = (await call(server.baseUrl, token, '/api/v1/dashboard/?q=(page_size:100)')) as {
      result: { id: number; dashboard_title: string }[];
    };
    const dashboard = dashboards.result.find((d) => d.dashboard_title === DASHBOARD);
    expect(dashboard).toBeDefined();
    await page.goto(`/superset/dashboard/${dashboard?.id}/`);
    await expectVisible(page.getByTestId('dashboard-title').filter({ hasText: DASHBOARD }));
    const cards = page.locator('[data-testid="dashboard-chart"]');
    await expect.poll(() => cards.count()).toBe(types.length);
    for (let i = 0; i < types.length; i++) {
      const card = cards.nth(i);
      await card.scrollIntoViewIfNeeded();
      await expect
        .poll(() => card.getAttribute('data-status'), { timeout: 60_000 })
        .toMatch(/success|failed/);
      const title = (await card.innerText()).split('\n')[0] ?? `card ${i}`;
      if ((await card.getAttribute('data-status')) !== 'success') problems.push(`dashboard ${title}: failed`);
      else {
        try {
          await expectDrawn(card, `dashboard ${title}`);
        } catch (error) {
          problems.push(String(error));
        }
      }
      await waitUntilStill(card);
      await card.screenshot({
        path: screenshotPath(`every type dashboard ${title.replace(/[^\w -]/g, '_')}`),
      });
    }
    await page.screenshot({ path: screenshotPath('every type dashboard'), fullPage: true });
    expect(problems).toEqual([]);
  }, 1_500_000);
});
