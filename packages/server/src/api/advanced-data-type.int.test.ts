import { encodeRison } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, type EngineFixture } from '../testing/engine-fixtures';
import { addDatasetViaApi, bearerFor, createTestApp, type TestApp } from '../testing/test-app';

describe('advanced data types (ENABLE_ADVANCED_DATA_TYPES)', () => {
  let test: TestApp;
  let fixture: EngineFixture;
  let admin: Record<string, string>;
  let datasetId: number;

  beforeAll(async () => {
    fixture = await sqliteFixture();
    test = await createTestApp(undefined, { config: { enableAdvancedDataTypes: 'true' } });
    admin = await bearerFor(test.app, 'admin', test.adminPassword);
    datasetId = await addDatasetViaApi(test, {
      databaseName: 'advanced',
      uri: fixture.uri,
      schema: 'main',
      table: 'orders',
    });
  });
  afterAll(async () => {
    await test?.close();
    await fixture?.dispose();
  });

  const convert = (q: { type: string; values: (string | number)[] }) =>
    test.app.inject({
      method: 'GET',
      url: `/api/v1/advanced_data_type/convert?q=${encodeURIComponent(encodeRison(q))}`,
      headers: admin,
    });

  it('lists the two types Superset ships', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/advanced_data_type/types',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: ['internet_address', 'port'] });
  });

  it('converts addresses and ports, and answers 400 for an unknown type', async () => {
    const address = await convert({ type: 'internet_address', values: ['10.0.0.0/30'] });
    expect(address.json()).toEqual({
      result: {
        display_value: '167772160 - 167772163',
        error_message: '',
        valid_filter_operators: [
          'EQUALS',
          'GREATER_THAN_OR_EQUAL',
          'GREATER_THAN',
          'IN',
          'LESS_THAN',
          'LESS_THAN_OR_EQUAL',
        ],
        values: [{ start: 167772160, end: 167772163 }],
      },
    });
    const port = await convert({ type: 'port', values: ['https', 'nope'] });
    expect(port.json()).toMatchObject({
      result: { values: [[443]], error_message: "'nope' does not appear to be a port name or number" },
    });
    const unknown = await convert({ type: 'colour', values: ['red'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Invalid advanced data type: colour' });
  });

  it('answers 404 when the flag is off, as Superset does not register the API then', async () => {
    test.ctx.config.enableAdvancedDataTypes = false;
    try {
      const response = await convert({ type: 'port', values: ['80'] });
      expect(response.statusCode).toBe(404);
    } finally {
      test.ctx.config.enableAdvancedDataTypes = true;
    }
  });

  describe('chart data filtering a column with an advanced type', () => {
    const total = (filter: { col: string; op: string; val: unknown }) =>
      test.app.inject({
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
              filters: [filter],
            },
          ],
        },
      });
    const totalOf = async (filter: { col: string; op: string; val: unknown }) => {
      const response = await total(filter);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ result: { data: { total: number }[] }[] }>().result[0]?.data[0]?.total;
    };

    beforeAll(async () => {
      // orders: id 1 → 12.5, id 2 → 7.25, id 3 → 30. Marked before any query, so no cached dataset holds the old type.
      await test.store.db
        .updateTable('table_columns')
        .set({ advanced_data_type: 'internet_address' })
        .where('table_id', '=', datasetId)
        .where('column_name', '=', 'id')
        .execute();
    });

    it('compares with converted addresses and matches CIDR blocks', async () => {
      expect(await totalOf({ col: 'id', op: '>=', val: '0.0.0.2' })).toBe(37.25);
      expect(await totalOf({ col: 'id', op: 'IN', val: ['0.0.0.1', '0.0.0.2/31'] })).toBe(49.75);
      expect(await totalOf({ col: 'id', op: '==', val: '0.0.0.2/31' })).toBe(37.25);
      expect(await totalOf({ col: 'id', op: '<', val: '0.0.0.2/31' })).toBe(12.5);
    });

    it("answers 400 with the conversion's message for a value that is not an address", async () => {
      const response = await total({ col: 'id', op: '==', val: 'abc' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        "'abc' does not appear to be an IPv4 or IPv6 network",
      );
    });
  });
});
