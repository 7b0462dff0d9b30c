import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXAMPLES_DATABASE_UUID, validateLayout } from '@meridian/core';
import { buildQueryContextFromFormData } from '@meridian/viz/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app';
import { EXAMPLE_DASHBOARDS } from './example-dashboards';
import { EXAMPLE_DATASETS } from './example-datasets';
import { generateExamples } from './generate';
import { registerExamples } from './register-examples';

describe('registering the examples', () => {
  let test: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-examples-reg-'));
    const file = path.join(dir, 'examples.duckdb');
    await generateExamples({ path: file, size: 'small' });
    test = await createTestApp();
    await registerExamples(test.ctx, file);
    await registerExamples(test.ctx, file);
  }, 180_000);
  afterAll(async () => {
    await test?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('adds the examples database with Superset’s uuid, once', async () => {
    const rows = await test.store.db
      .selectFrom('dbs')
      .select(['database_name', 'uuid', 'allow_dml'])
      .execute();
    expect(rows).toEqual([{ database_name: 'examples', uuid: EXAMPLES_DATABASE_UUID, allow_dml: 0 }]);
  });

  it('adds every example table as a dataset with metrics, a main datetime column and descriptions', async () => {
    const { bundles } = await test.ctx.repos.datasets.list({
      order_direction: 'asc',
      order_column: 'table_name',
      page: 0,
      page_size: 25,
      filters: [],
    });
    expect(bundles.map((b) => b.row.table_name)).toEqual([
      'airports',
      'birth_names',
      'country_stats',
      'events',
      'flights',
      'sales',
    ]);
    for (const spec of EXAMPLE_DATASETS) {
      const bundle = bundles.find((b) => b.row.table_name === spec.table);
      expect(bundle?.row.main_dttm_col, spec.table).toBe(spec.main_dttm_col);
      expect(bundle?.row.description).toBe(spec.description);
      expect(bundle?.metrics.map((m) => m.metric_name)).toEqual(spec.metrics.map((m) => m.metric_name));
      for (const column of bundle?.columns ?? [])
        expect(column.verbose_name, `${spec.table}.${column.column_name}`).not.toBeNull();
    }
  });

  it('gives datasets whose saved metrics run on the engine', async () => {
    const bundle = (
      await test.ctx.repos.datasets.list({
        order_direction: 'asc',
        page: 0,
        page_size: 25,
        filters: [{ col: 'table_name', opr: 'eq', value: 'sales' }],
      })
    ).bundles[0];
    const database = await test.ctx.repos.databases.get(bundle?.row.database_id ?? 0);
    const connection = await test.ctx.databases.connect(database as NonNullable<typeof database>);
    const result = await connection.execute({
      sql: 'SELECT SUM(sales) AS s, COUNT(*) AS n FROM main.sales',
      parameters: [],
    });
    expect(Number(result.columns[1]?.[0])).toBeGreaterThan(150_000);
    expect(Number(result.columns[0]?.[0])).toBeGreaterThan(0);
  });

  it('adds the example dashboards once, with valid layouts and charts whose queries run', async () => {
    const admin = await bearerFor(test.app, 'admin', test.adminPassword);
    const dashboards = await test.store.db
      .selectFrom('dashboards')
      .select(['slug', 'dashboard_title'])
      .execute();
    expect(dashboards.map((d) => d.dashboard_title).sort()).toEqual([
      'Flight delays',
      'Maps',
      'Sales overview',
      'World development',
    ]);
    let chartCount = 0;
    for (const spec of EXAMPLE_DASHBOARDS) {
      const answer = await test.app.inject({
        method: 'GET',
        url: `/api/v1/dashboard/${spec.slug}`,
        headers: admin,
      });
      expect(answer.statusCode, spec.slug).toBe(200);
      const dashboard = answer.json<{ result: { position_json: string } }>().result;
      const charts = await test.app.inject({
        method: 'GET',
        url: `/api/v1/dashboard/${spec.slug}/charts`,
        headers: admin,
      });
      const list = charts.json<{
        result: { id: number; slice_name: string; form_data?: Record<string, unknown> }[];
      }>().result;
      expect(list.length).toBeGreaterThanOrEqual(4);
      expect(
        validateLayout(
          JSON.parse(dashboard.position_json),
          list.map((c) => c.id),
        ),
      ).toEqual([]);
      for (const chart of list) {
        chartCount += 1;
        const context = buildQueryContextFromFormData(chart.form_data);
        const data = await test.app.inject({
          method: 'POST',
          url: '/api/v1/chart/data',
          headers: admin,
          payload: context,
        });
        expect(data.statusCode, `${chart.slice_name}: ${data.body}`).toBe(200);
        const rows = data.json<{ result: { data: unknown[] }[] }>().result[0]?.data ?? [];
        expect(rows.length, chart.slice_name).toBeGreaterThan(0);
      }
    }
    expect(chartCount).toBeGreaterThanOrEqual(12);
  });
});
