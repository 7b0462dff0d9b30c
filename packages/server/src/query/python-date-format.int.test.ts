import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_FIXTURES, type EngineFixture } from '../testing/engine-fixtures';
import { bearerFor, createTestApp, type TestApp } from '../testing/test-app';

type Row = Record<string, unknown>;
type Result = { data: Row[]; colnames: string[]; coltypes: number[] };

/** Issue 17: Video Game Sales' `year` is a BIGINT with python_date_format %Y; it must read as years everywhere. */
describe.each(ENGINE_FIXTURES)('temporal columns stored as numbers on $name', ({ create }) => {
  let test: TestApp;
  let fixture: EngineFixture;
  let headers: Record<string, string>;
  let datasetId: number;

  const inject = (
    method: 'POST' | 'PUT' | 'GET',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    payload === undefined
      ? test.app.inject({ method, url, headers })
      : test.app.inject({ method, url, headers, payload });
  const chartData = (query: Record<string, unknown>): Promise<LightMyRequestResponse> =>
    inject('POST', '/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [query],
      force: true,
    });
  const setFormat = async (format: string): Promise<LightMyRequestResponse> => {
    const dataset = await inject('GET', `/api/v1/dataset/${datasetId}`);
    const columns = dataset.json<{ result: { columns: Row[] } }>().result.columns.map((column) => {
      const { id, column_name, type, expression, verbose_name, description, groupby, filterable } = column;
      const base = { id, column_name, type, expression, verbose_name, description, groupby, filterable };
      return column_name === 'yr' ? { ...base, is_dttm: true, python_date_format: format } : base;
    });
    return inject('PUT', `/api/v1/dataset/${datasetId}`, { columns });
  };
  const result = (response: LightMyRequestResponse): Result => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Result[] }>().result[0] as Result;
  };
  const SUM = {
    expressionType: 'SIMPLE',
    aggregate: 'SUM',
    column: { column_name: 'amount' },
    label: 'total',
  };
  const byYear = (extra: Record<string, unknown> = {}) =>
    chartData({
      columns: [
        {
          label: 'yr',
          sqlExpression: 'yr',
          expressionType: 'SQL',
          columnType: 'BASE_AXIS',
          timeGrain: 'P1Y',
        },
      ],
      metrics: [SUM],
      orderby: [[SUM, true]],
      ...extra,
    });

  beforeAll(async () => {
    fixture = await create();
    test = await createTestApp();
    headers = await bearerFor(test.app, 'admin', test.adminPassword);
    const db = await inject('POST', '/api/v1/database/', {
      database_name: 'years',
      sqlalchemy_uri: fixture.uri,
    });
    expect(db.statusCode, db.body).toBe(201);
    const dataset = await inject('POST', '/api/v1/dataset/', {
      database: db.json<{ id: number }>().id,
      schema: fixture.schema,
      table_name: 'years',
      sql: `SELECT id, 2023 + id AS yr, amount FROM ${fixture.engine === 'sqlite' || fixture.engine === 'duckdb' ? '' : `${fixture.schema}.`}orders`,
    });
    expect(dataset.statusCode, dataset.body).toBe(201);
    datasetId = dataset.json<{ id: number }>().id;
    const saved = await setFormat('%Y');
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  it('groups by year as timestamps on the x-axis (not 2024 milliseconds)', async () => {
    const { data, coltypes } = result(await byYear());
    expect(data.map((row) => row['yr'])).toEqual([
      Date.UTC(2025, 0, 1),
      Date.UTC(2024, 0, 1),
      Date.UTC(2026, 0, 1),
    ]);
    expect(coltypes[0]).toBe(2);
  });

  it('filters on a time range over the converted column', async () => {
    const { data } = result(
      await byYear({ filters: [{ col: 'yr', op: 'TEMPORAL_RANGE', val: '2025-01-01 : 2026-01-01' }] }),
    );
    expect(data).toEqual([{ yr: Date.UTC(2025, 0, 1), total: 7.25 }]);
  });

  it('selects the raw column as timestamps in a table', async () => {
    const { data } = result(await chartData({ columns: ['yr'], orderby: [['yr', true]], row_limit: 1 }));
    expect(data).toEqual([{ yr: Date.UTC(2024, 0, 1) }]);
  });

  it('reads epoch seconds', async () => {
    // 2024 seconds after 1970: the format changes what the same numbers mean.
    expect((await setFormat('epoch_s')).statusCode).toBe(200);
    const { data } = result(await chartData({ columns: ['yr'], orderby: [['yr', true]], row_limit: 1 }));
    expect(data).toEqual([{ yr: 2024_000 }]);
    expect((await setFormat('%Y')).statusCode).toBe(200);
  });

  it('answers a clear 422 naming the column and the format when the format does not read the data (never NULLs drawn silently)', async () => {
    // 2024 read as %d/%m/%Y: SQLite and MySQL convert it to NULL, PostgreSQL and DuckDB fail; one message for all.
    expect((await setFormat('%d/%m/%Y')).statusCode).toBe(200);
    const message = "The python_date_format '%d/%m/%Y' of column 'yr' does not read its values";
    for (const response of [
      await byYear(),
      await byYear({ filters: [{ col: 'yr', op: 'TEMPORAL_RANGE', val: '2025-01-01 : 2026-01-01' }] }),
      await chartData({ columns: ['yr'], row_limit: 10 }),
    ]) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    // Columns that do not touch yr still answer.
    const untouched = await chartData({ columns: ['id'], orderby: [['id', true]], row_limit: 1 });
    expect(result(untouched).data).toEqual([{ id: 1 }]);
    expect((await setFormat('%Y')).statusCode).toBe(200);
  });

  it('refuses a python_date_format it can not read with a message naming the column', async () => {
    const saved = await setFormat('%Q');
    expect(saved.statusCode).toBe(422);
    expect(JSON.stringify(saved.json())).toContain("python_date_format '%Q' of column 'yr' can not be used");
  });
});
