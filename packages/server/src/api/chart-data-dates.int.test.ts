import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import { addDatasetViaApi, bearerFor, createTestApp, type TestApp } from '../testing/test-app';

const TOTAL = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'amount' },
  label: 'total',
};
/** A daily time series as the line chart asks it: the x-axis bucketed by day, then pivoted (epoch ms after). */
const DAILY = {
  columns: [
    {
      label: 'ordered_at',
      sqlExpression: 'ordered_at',
      expressionType: 'SQL',
      columnType: 'BASE_AXIS',
      timeGrain: 'P1D',
    },
  ],
  metrics: [TOTAL],
  orderby: [[TOTAL, false]],
  post_processing: [
    {
      operation: 'pivot',
      options: {
        index: ['ordered_at'],
        columns: [],
        aggregates: { total: { operator: 'mean' } },
        drop_missing_columns: false,
      },
    },
    { operation: 'flatten' },
  ],
};

/** Issue 17: dates were exported as epoch milliseconds; Superset writes ISO 8601 and XLSX holds real dates. */
describe('dates and CSV options in chart data files', () => {
  let fixture: EngineFixture;
  const apps: TestApp[] = [];
  const download = async (test: TestApp, format: 'csv' | 'xlsx', query: object = DAILY) => {
    const datasetId = await addDatasetViaApi(test, {
      databaseName: `files-${apps.indexOf(test)}-${format}-${Math.random()}`,
      uri: fixture.uri,
      schema: 'main',
      table: 'orders',
    });
    return test.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: await bearerFor(test.app, 'admin', test.adminPassword),
      payload: { datasource: { id: datasetId, type: 'table' }, result_format: format, queries: [query] },
    });
  };

  beforeAll(async () => {
    fixture = await sqliteFixture();
    apps.push(await createTestApp());
    apps.push(
      await createTestApp(undefined, {
        config: { csvExport: '{"sep": ";", "decimal": ",", "encoding": "utf-8-sig"}' },
      }),
    );
  });
  afterAll(async () => {
    for (const test of apps) await test.close();
    await fixture?.dispose();
  });

  it('writes the dates of a pivoted time series as ISO 8601 in CSV', async () => {
    const response = await download(apps[0] as TestApp, 'csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(
      'ordered_at,total\r\n2024-01-05T00:00:00,12.5\r\n2024-01-20T00:00:00,7.25\r\n2024-02-02T00:00:00,30\r\n',
    );
  });

  it('writes raw datetimes as ISO 8601 in CSV', async () => {
    const response = await download(apps[0] as TestApp, 'csv', {
      columns: ['ordered_at'],
      orderby: [['ordered_at', true]],
      row_limit: 1,
    });
    expect(response.body).toBe('ordered_at\r\n2024-01-05T10:00:00\r\n');
  });

  it('writes date cells in XLSX: numbers with a date format, read back as the days', async () => {
    const response = await download(apps[0] as TestApp, 'xlsx');
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
    const styles = strFromU8(files['xl/styles.xml'] as Uint8Array);
    const cell = /<c r="A2"([^>]*)><v>([^<]+)<\/v><\/c>/.exec(sheet);
    expect(cell, sheet).not.toBeNull();
    expect(cell?.[1]).not.toContain('t="s"');
    // Excel's day 1 is 1900-01-01 with its 1900 leap-year quirk: 2024-01-05 is day 45296.
    expect(Number(cell?.[2])).toBe(45296);
    expect(styles).toContain('yyyy-mm-dd');
  });

  it("uses Superset's CSV_EXPORT options: separator, decimal mark and encoding", async () => {
    const response = await download(apps[1] as TestApp, 'csv', {
      columns: ['region'],
      metrics: [TOTAL],
      orderby: [['region', true]],
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('region;total\r\nAPAC;7,25\r\nEMEA;42,5\r\n');
  });
});
