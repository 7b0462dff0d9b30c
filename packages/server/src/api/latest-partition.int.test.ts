import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineConnection } from '../engines/base/engine-spec';
import { postgresSpec } from '../engines/postgres/spec';
import { POSTGRES_URI, uniqueName } from '../engines/testing/fixtures';
import { addDatasetViaApi, bearerFor, createTestApp, type TestApp } from '../testing/test-app';

/**
 * The filter editor's latest-partition operator on PostgreSQL: table_extra names the partition column, and the
 * Custom SQL the editor writes for it (`col = (SELECT MAX(col) FROM schema.table)`) keeps the latest partition.
 */
describe('latest partition filter (PostgreSQL)', () => {
  const schema = uniqueName('meridian_lp');
  let connection: EngineConnection;
  let test: TestApp;
  let admin: Record<string, string>;
  let datasetId: number;
  let databaseId: number;
  const run = (sql: string) => connection.execute({ sql, parameters: [] });

  beforeAll(async () => {
    connection = await postgresSpec.connect({ uri: POSTGRES_URI, readOnly: false });
    await run(`CREATE SCHEMA ${schema}`);
    await run(
      `CREATE TABLE ${schema}.sales (id int, sold_on date, amount numeric) PARTITION BY RANGE (sold_on)`,
    );
    await run(
      `CREATE TABLE ${schema}.sales_2024_01 PARTITION OF ${schema}.sales FOR VALUES FROM ('2024-01-01') TO ('2024-02-01')`,
    );
    await run(
      `CREATE TABLE ${schema}.sales_2024_02 PARTITION OF ${schema}.sales FOR VALUES FROM ('2024-02-01') TO ('2024-03-01')`,
    );
    await run(
      `INSERT INTO ${schema}.sales VALUES (1, '2024-01-10', 5), (2, '2024-02-10', 7), (3, '2024-02-10', 11)`,
    );
    test = await createTestApp();
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    datasetId = await addDatasetViaApi(test, {
      databaseName: 'partitions',
      uri: POSTGRES_URI,
      schema,
      table: 'sales',
    });
    const dataset = await test.app.inject({
      method: 'GET',
      url: `/api/v1/dataset/${datasetId}`,
      headers: admin,
    });
    databaseId = dataset.json<{ result: { database: { id: number } } }>().result.database.id;
  });

  afterAll(async () => {
    await test?.close();
    await run(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await connection?.close();
  });

  it('names the partition column the editor offers the operator for', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/database/${databaseId}/table_extra/sales/${schema}/`,
      headers: admin,
    });
    expect(response.json()).toMatchObject({ partitions: { cols: ['sold_on'] } });
  });

  it("keeps only the latest partition's rows with the editor's Custom SQL", async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: admin,
      payload: {
        datasource: { id: datasetId, type: 'table' },
        queries: [
          {
            columns: [],
            metrics: [
              {
                expressionType: 'SIMPLE',
                aggregate: 'SUM',
                column: { column_name: 'amount' },
                label: 'total',
              },
            ],
            extras: { where: `(sold_on = (SELECT MAX(sold_on) FROM ${schema}.sales))` },
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ result: { data: { total: number }[] }[] }>().result[0]?.data).toEqual([
      { total: 18 },
    ]);
  });
});
