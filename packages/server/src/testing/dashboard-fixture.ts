import type { Dashboard, DashboardListItem } from '@meridian/core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sqliteFixture } from './engine-fixtures';
import {
  bearerFor,
  createTestApp,
  createUserWithRole,
  setRolePermissions,
  type StoreTarget,
  type TestApp,
} from './test-app';

/** A layout component as tests write it. */
export type Component = { id: string; type: string; children: string[]; meta?: Record<string, unknown> };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A layout with one row holding a chart component per chart id (CHART-<id>), as position_json text. */
export function layoutWith(chartIds: number[], extra: Record<string, Component> = {}): string {
  const charts = Object.fromEntries(
    chartIds.map((id) => [
      `CHART-${id}`,
      { id: `CHART-${id}`, type: 'CHART', children: [], meta: { chartId: id, width: 4, height: 50 } },
    ]),
  );
  return JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': {
      id: 'ROW-1',
      type: 'ROW',
      children: Object.keys(charts),
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    ...charts,
    ...extra,
  });
}

/** position_json text with one component replaced or added. */
export function withComponent(layout: string, component: Component): string {
  return JSON.stringify({ ...(JSON.parse(layout) as object), [component.id]: component });
}

/**
 * An app with an Admin, an Alpha and a Gamma user, a SQLite database with two datasets (Gamma sees only the
 * first), charts A and B on the first and a hidden chart on the second, and calls to build dashboards with.
 */
export interface DashboardTestContext {
  test: TestApp;
  admin: Record<string, string>;
  alpha: Record<string, string>;
  gamma: Record<string, string>;
  alphaId: number;
  datasetId: number;
  chartA: number;
  chartB: number;
  hiddenChart: number;
  call(
    method: Method,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  createChart(name: string, datasetId: number): Promise<number>;
  createDashboard(fields?: Record<string, unknown>, headers?: Record<string, string>): Promise<Dashboard>;
  read(idOrSlug: number | string, headers?: Record<string, string>): Promise<Dashboard>;
  /** Titles of a list call's page. */
  listTitles(q: string, headers?: Record<string, string>): Promise<string[]>;
  close(): Promise<void>;
}

/** Builds the context of the dashboards API tests on a metadata store. */
export async function dashboardTestContext(target: StoreTarget): Promise<DashboardTestContext> {
  const fixture = await sqliteFixture();
  const test = await createTestApp(target);
  const admin = await bearerFor(test.app, 'admin', test.adminPassword);
  const alphaId = await createUserWithRole(test, 'alpha_db', 'Alpha');
  await createUserWithRole(test, 'gamma_db', 'Gamma');
  const call: DashboardTestContext['call'] = (method, url, payload, headers = admin) =>
    test.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const createdId = async (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const database = await createdId(
    await call('POST', '/api/v1/database/', { database_name: 'dashboards-db', sqlalchemy_uri: fixture.uri }),
  );
  const dataset = async (table: string, sql?: string) =>
    createdId(
      await call('POST', '/api/v1/dataset/', {
        database,
        schema: 'main',
        table_name: table,
        ...(sql && { sql }),
      }),
    );
  const datasetId = await dataset('orders');
  const hiddenDatasetId = await dataset('orders_sql', 'SELECT * FROM orders');
  const createChart = async (name: string, dataset: number) =>
    createdId(
      await call('POST', '/api/v1/chart/', {
        slice_name: name,
        viz_type: 'table',
        datasource_id: dataset,
        params: JSON.stringify({ datasource: `${dataset}__table`, viz_type: 'table', groupby: ['region'] }),
      }),
    );
  const chartA = await createChart('Orders by region', datasetId);
  const chartB = await createChart('Orders table', datasetId);
  const hiddenChart = await createChart('Secret orders', hiddenDatasetId);
  const grant = (await test.ctx.repos.roles.listPermissions()).find(
    (p) => p.permission.name === 'datasource_access' && p.view_menu.name.endsWith(`(id:${datasetId})`),
  );
  const gammaRole = (await test.ctx.repos.roles.idByName('Gamma')) as number;
  const role = await test.ctx.repos.roles.get(gammaRole);
  await setRolePermissions(test, gammaRole, [...(role?.permission_ids ?? []), grant?.id as number]);
  return {
    test,
    admin,
    alpha: await bearerFor(test.app, 'alpha_db', 'alpha_db-password'),
    gamma: await bearerFor(test.app, 'gamma_db', 'gamma_db-password'),
    alphaId,
    datasetId,
    chartA,
    chartB,
    hiddenChart,
    call,
    createChart,
    createDashboard: async (fields = {}, headers = admin) => {
      const response = await call(
        'POST',
        '/api/v1/dashboard/',
        { dashboard_title: 'Sales', ...fields },
        headers,
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ result: Dashboard }>().result;
    },
    read: async (idOrSlug, headers = admin) =>
      (await call('GET', `/api/v1/dashboard/${idOrSlug}`, undefined, headers)).json<{ result: Dashboard }>()
        .result,
    listTitles: async (q, headers = admin) => {
      const response = await call('GET', `/api/v1/dashboard/?q=${encodeURIComponent(q)}`, undefined, headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ result: DashboardListItem[] }>().result.map((d) => d.dashboard_title);
    },
    close: async () => {
      await test.close();
      await fixture.dispose();
    },
  };
}
