import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineConnection } from '../base/engine-spec';
import { POSTGRES_URI, uniqueName } from '../testing/fixtures';
import { postgresSpec } from './spec';

describe('PostgreSQL partitioned tables', () => {
  const schema = uniqueName('meridian_p');
  let connection: EngineConnection;
  const run = (sql: string) => connection.execute({ sql, parameters: [] });

  beforeAll(async () => {
    connection = await postgresSpec.connect({ uri: POSTGRES_URI, readOnly: false });
    await run(`CREATE SCHEMA ${schema}`);
    await run(
      `CREATE TABLE ${schema}.sales (id int, sold_on date, amount numeric) PARTITION BY RANGE (sold_on)`,
    );
    for (const [name, from, to] of [
      ['sales_2024_01', '2024-01-01', '2024-02-01'],
      ['sales_2024_03', '2024-03-01', '2024-04-01'],
      ['sales_2024_02', '2024-02-01', '2024-03-01'],
    ]) {
      await run(
        `CREATE TABLE ${schema}.${name} PARTITION OF ${schema}.sales FOR VALUES FROM ('${from}') TO ('${to}')`,
      );
    }
    await run(`CREATE TABLE ${schema}.sales_other PARTITION OF ${schema}.sales DEFAULT`);
    await run(`CREATE TABLE ${schema}.stores (id int, region text) PARTITION BY LIST (region)`);
    await run(
      `CREATE TABLE ${schema}.stores_eu PARTITION OF ${schema}.stores FOR VALUES IN ('eu', 'africa')`,
    );
    await run(`CREATE TABLE ${schema}.stores_us PARTITION OF ${schema}.stores FOR VALUES IN ('us')`);
  });

  afterAll(async () => {
    await run(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await connection.close();
  });

  it('lists partitioned tables but not their partitions', async () => {
    expect(await connection.tables(schema)).toEqual([
      { name: 'sales', type: 'table' },
      { name: 'stores', type: 'table' },
    ]);
  });

  it('names the partition column and the latest range partition', async () => {
    expect(await connection.tableExtra(schema, 'sales')).toEqual({
      partitions: { cols: ['sold_on'], latest: { sold_on: '2024-03-01' } },
    });
  });

  it('takes the greatest list value as the latest partition', async () => {
    expect(await connection.tableExtra(schema, 'stores')).toEqual({
      partitions: { cols: ['region'], latest: { region: 'us' } },
    });
  });

  it('answers no partitions for a partition itself', async () => {
    expect(await connection.tableExtra(schema, 'sales_2024_01')).toEqual({});
  });
});

describe('PostgreSQL statements', () => {
  // Issue 15: pooled statements go through the extended protocol, so a `;` can never stack a second statement.
  it('refuses a text holding several statements, even without parameters', async () => {
    const connection = await postgresSpec.connect({ uri: POSTGRES_URI, readOnly: false });
    try {
      await expect(
        connection.execute({ sql: 'SELECT 1 AS a; SELECT 2 AS b', parameters: [] }),
      ).rejects.toThrow('cannot insert multiple commands into a prepared statement');
    } finally {
      await connection.close();
    }
  });

  it('runs a database without DML read-only, and undoes what a statement changed in the session', async () => {
    const connection = await postgresSpec.connect({ uri: POSTGRES_URI, readOnly: true });
    try {
      await expect(
        connection.execute({ sql: 'CREATE TEMP TABLE t (x int)', parameters: [] }),
      ).rejects.toThrow('read-only transaction');
      const unlock = "SELECT set_config('default_transaction_read_only', 'off', false)";
      for (let i = 0; i < 12; i++) await connection.execute({ sql: unlock, parameters: [] });
      const setting = "SELECT current_setting('default_transaction_read_only') AS v";
      const results = await Promise.all(
        Array.from({ length: 12 }, () => connection.execute({ sql: setting, parameters: [] })),
      );
      expect(results.map((r) => r.columns[0]?.[0])).toEqual(Array(12).fill('on'));
    } finally {
      await connection.close();
    }
  });
});
