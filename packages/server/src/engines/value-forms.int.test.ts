import { describe, expect, it } from 'vitest';
import type { EngineSpec } from './base/engine-spec';
import { duckdbSpec } from './duckdb/spec';
import { mysqlSpec } from './mysql/spec';
import { postgresSpec } from './postgres/spec';
import { sqliteSpec } from './sqlite/spec';
import { MYSQL_URI, POSTGRES_URI } from './testing/fixtures';

/** One engine's SQL yielding each value form, and the values every engine must answer alike. */
interface ValueCase {
  name: string;
  spec: EngineSpec;
  uri: string;
  sql: string;
  booleanTrue: unknown;
}

const SHARED = {
  zoned: '2024-03-13T12:37:52.123',
  naive: '2024-03-13T14:37:52.500',
  day: '2024-03-13T00:00:00',
  big: '9007199254740993',
  small: 42,
  decimal: 1.25,
  missing: null,
};

const CASES: ValueCase[] = [
  {
    name: 'PostgreSQL',
    spec: postgresSpec,
    uri: POSTGRES_URI,
    sql: `SELECT TIMESTAMPTZ '2024-03-13 14:37:52.123+02' AS zoned, TIMESTAMP '2024-03-13 14:37:52.5' AS naive,
      DATE '2024-03-13' AS day, 9007199254740993::int8 AS big, 42::int8 AS small, 1.250::numeric(18,3) AS decimal,
      NULL::text AS missing, true AS flag`,
    booleanTrue: true,
  },
  {
    name: 'MariaDB',
    spec: mysqlSpec,
    uri: MYSQL_URI,
    sql: `SELECT FROM_UNIXTIME(1710333472.123) AS zoned, CAST('2024-03-13 14:37:52.5' AS DATETIME(3)) AS naive,
      DATE '2024-03-13' AS day, 9007199254740993 AS big, CAST(42 AS SIGNED) AS small,
      CAST(1.25 AS DECIMAL(18,3)) AS \`decimal\`, NULL AS missing, TRUE AS flag`,
    booleanTrue: 1,
  },
  {
    name: 'DuckDB',
    spec: duckdbSpec,
    uri: 'duckdb://',
    sql: `SELECT TIMESTAMPTZ '2024-03-13 14:37:52.123+02' AS zoned, TIMESTAMP '2024-03-13 14:37:52.5' AS naive,
      DATE '2024-03-13' AS day, 9007199254740993::HUGEINT AS big, 42::BIGINT AS small, 1.250::DECIMAL(18,3) AS decimal,
      NULL::VARCHAR AS missing, true AS flag`,
    booleanTrue: true,
  },
  {
    name: 'SQLite',
    spec: sqliteSpec,
    uri: 'sqlite://',
    sql: `SELECT '2024-03-13 12:37:52.123' AS zoned, STRFTIME('%Y-%m-%d %H:%M:%f', '2024-03-13 14:37:52.5') AS naive,
      DATE('2024-03-13 10:00:00') AS day, 9007199254740993 AS big, 42 AS small, CAST('1.25' AS NUMERIC) AS decimal,
      NULL AS missing, TRUE AS flag`,
    booleanTrue: 1,
  },
];

describe.each(CASES)('values read from $name', ({ spec, uri, sql, booleanTrue }) => {
  it('come in the shared forms: ISO timestamps in UTC, safe numbers, big integers as text', async () => {
    const connection = await spec.connect({ uri, readOnly: false });
    try {
      const result = await connection.execute({ sql, parameters: [] });
      const row = Object.fromEntries(
        result.colnames.map((name, index) => [name, result.columns[index]?.[0]]),
      );
      expect(row).toEqual({ ...SHARED, flag: booleanTrue });
      const generic = Object.fromEntries(
        result.colnames.map((name, index) => [name, result.coltypesGeneric[index]]),
      );
      expect(generic).toMatchObject({
        zoned: 'TEMPORAL',
        naive: 'TEMPORAL',
        day: 'TEMPORAL',
        small: 'NUMERIC',
      });
    } finally {
      await connection.close();
    }
  });
});
