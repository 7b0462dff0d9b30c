// The dashboard of the dashboard benchmark: the examples' `events` table as a dataset, 50 cheap charts of varied
// types made through the API, and a dashboard laying them out in rows of 4 and 3.
import { newComponent, type LayoutComponent } from '@meridian/core';

/** Charts on the dashboard. */
export const CHART_COUNT = 50;

/** Grid height of every chart card (8 px units: 400 px). */
const CHART_HEIGHT = 50;

/** A signed-in API client of one server. */
export interface ApiClient {
  /** Calls the API as the admin; answers the parsed JSON, throws with the status and body otherwise. */
  call(method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<unknown>;
}

/** Signs in as a user with the API's JWT login. */
export async function apiClient(baseUrl: string, username: string, password: string): Promise<ApiClient> {
  const login = await fetch(`${baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, provider: 'db' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return {
    call: async (method, pathname, body) => {
      const response = await fetch(`${baseUrl}${pathname}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
      return response.json();
    },
  };
}

function idOf(answer: unknown): number {
  const id: unknown = typeof answer === 'object' && answer !== null && 'id' in answer ? answer.id : undefined;
  if (typeof id !== 'number') throw new Error(`the answer has no id: ${JSON.stringify(answer)}`);
  return id;
}

const COUNT = {
  expressionType: 'SIMPLE',
  aggregate: 'COUNT',
  column: { column_name: 'user_id' },
  label: 'events',
};
const REVENUE = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'revenue' },
  label: 'revenue',
};
const DIMENSIONS = ['country', 'device', 'event_type'] as const;

/** Form data of the i-th chart: types in turn; a month of 2024 each, so every chart has its own SQL. */
export function chartFormData(i: number, datasetId: number): Record<string, unknown> {
  const month = String((i % 12) + 1).padStart(2, '0');
  const next = i % 12 === 11 ? '2025-01-01' : `2024-${String((i % 12) + 2).padStart(2, '0')}-01`;
  const common = {
    datasource: `${datasetId}__table`,
    time_range: 'No filter',
    adhoc_filters: [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'ts',
        operator: 'TEMPORAL_RANGE',
        comparator: `2024-${month}-01 : ${next}`,
      },
    ],
  };
  const dimension = DIMENSIONS[i % DIMENSIONS.length] as string;
  switch (i % 5) {
    case 0:
      return { ...common, viz_type: 'big_number_total', metric: i % 2 === 0 ? COUNT : REVENUE };
    case 1:
      return {
        ...common,
        viz_type: 'echarts_timeseries_bar',
        x_axis: 'ts',
        time_grain_sqla: 'P1W',
        metrics: [COUNT],
        groupby: ['device'],
        row_limit: 10_000,
      };
    case 2:
      return { ...common, viz_type: 'table', groupby: [dimension], metrics: [COUNT, REVENUE], row_limit: 25 };
    case 3:
      return { ...common, viz_type: 'pie', groupby: [dimension], metric: REVENUE, row_limit: 100 };
    default:
      return {
        ...common,
        viz_type: 'echarts_timeseries_line',
        x_axis: 'ts',
        time_grain_sqla: 'P1D',
        metrics: [REVENUE],
        groupby: [],
        row_limit: 10_000,
      };
  }
}

/** What the fixture made. */
export interface DashboardFixture {
  dashboardId: number;
  datasetId: number;
  /** Each chart's id and saved form data, in layout order. */
  charts: { id: number; formData: Record<string, unknown> }[];
}

/** Connects the DuckDB file, adds the `events` dataset, 50 charts and the dashboard. */
export async function createDashboardFixture(api: ApiClient, duckdbFile: string): Promise<DashboardFixture> {
  const database = idOf(
    await api.call('POST', '/api/v1/database/', {
      database_name: 'bench events',
      sqlalchemy_uri: `duckdb:///${duckdbFile}`,
    }),
  );
  const datasetId = idOf(
    await api.call('POST', '/api/v1/dataset/', { database, schema: 'main', table_name: 'events' }),
  );
  const charts: DashboardFixture['charts'] = [];
  for (let i = 0; i < CHART_COUNT; i++) {
    const formData = chartFormData(i, datasetId);
    const answer = await api.call('POST', '/api/v1/chart/', {
      slice_name: `Chart ${i + 1} (${String(formData['viz_type'])})`,
      viz_type: formData['viz_type'],
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(formData),
    });
    charts.push({ id: idOf(answer), formData });
  }
  const dashboardId = idOf(
    await api.call('POST', '/api/v1/dashboard/', {
      dashboard_title: `${CHART_COUNT} charts`,
      position_json: JSON.stringify(layoutOf(charts.map((c) => c.id))),
      published: true,
    }),
  );
  return { dashboardId, datasetId, charts };
}

/** position_json: the charts in rows of 4 (width 3) and 3 (width 4), alternating. */
function layoutOf(chartIds: readonly number[]): Record<string, unknown> {
  const components: LayoutComponent[] = [];
  const rows: string[] = [];
  for (let start = 0, row = 0; start < chartIds.length; row++) {
    const perRow = row % 2 === 0 ? 4 : 3;
    const rowComponent = newComponent('ROW', { parents: ['ROOT_ID', 'GRID_ID'] });
    for (const chartId of chartIds.slice(start, start + perRow)) {
      const chart = newComponent('CHART', {
        parents: ['ROOT_ID', 'GRID_ID', rowComponent.id],
        meta: { chartId, width: 12 / perRow, height: CHART_HEIGHT },
      });
      rowComponent.children.push(chart.id);
      components.push(chart);
    }
    components.push(rowComponent);
    rows.push(rowComponent.id);
    start += perRow;
  }
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: rows, parents: ['ROOT_ID'] },
  };
  for (const component of components) layout[component.id] = component;
  return layout;
}
