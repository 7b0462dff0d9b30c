import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKED_DOWN } from './instances';
import { dependsOnReadOrder } from './read-order';

describe('whether a SELECT depends on the order DuckDB reads rows in', () => {
  let instance: DuckDBInstance;
  let connection: DuckDBConnection;
  beforeAll(async () => {
    instance = await DuckDBInstance.create(':memory:', LOCKED_DOWN);
    connection = await instance.connect();
  });
  afterAll(() => {
    connection?.closeSync();
    instance?.closeSync();
  });

  it.each([
    'SELECT * FROM range(10)',
    'FROM range(10)',
    'SELECT * FROM range(10) ORDER BY 1 DESC',
    "SELECT range % 3 AS k, count(*), list(range), string_agg(CAST(range AS VARCHAR), ',') FROM range(9) GROUP BY 1",
    'SELECT DISTINCT range % 3 FROM range(9)',
    'WITH t AS (SELECT range AS n FROM range(9)) SELECT a.n FROM t a JOIN t b ON a.n = b.n',
    'SELECT 1 UNION ALL SELECT 2',
    "SELECT 'LIMIT 5' AS limit_text, 'LIMIT_MODIFIER' AS tree_word",
  ])('%s: no, any read order gives the same rows', async (sql) => {
    expect(await dependsOnReadOrder(connection, sql)).toBe(false);
  });

  it.each([
    'SELECT * FROM range(10) LIMIT 3',
    'SELECT 1 OFFSET 2',
    'SELECT * FROM range(10) FETCH FIRST 3 ROWS ONLY',
    'SELECT * FROM range(10) LIMIT 10%',
    'SELECT row_number() OVER () AS r FROM range(3)',
    'SELECT range FROM range(9) QUALIFY row_number() OVER (PARTITION BY range % 3) = 1',
    'SELECT DISTINCT ON (range % 3) range FROM range(9)',
    'SELECT * FROM range(100) USING SAMPLE 10',
    'SELECT * FROM range(100) TABLESAMPLE 10%',
    'WITH x AS (SELECT * FROM range(9) LIMIT 2) SELECT * FROM x',
    'SELECT * FROM range(9) WHERE range IN (SELECT range FROM range(9) LIMIT 2)',
    '(SELECT 1 LIMIT 1) UNION ALL SELECT 2',
    // DuckDB cannot serialize these: the order counts, to be safe.
    'PIVOT (SELECT range % 2 AS k, range AS v FROM range(4)) ON k USING sum(v)',
    'SELEC 1',
  ])('%s: yes', async (sql) => {
    expect(await dependsOnReadOrder(connection, sql)).toBe(true);
  });
});
