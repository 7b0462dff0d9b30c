import { parsePythonDateFormat } from '@meridian/core';
import type { PythonDatePart } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { EngineSpec } from './base/engine-spec';
import { duckdbSpec } from './duckdb/spec';
import { mysqlSpec } from './mysql/spec';
import { postgresSpec } from './postgres/spec';
import { sqliteSpec } from './sqlite/spec';
import { MYSQL_URI, POSTGRES_URI } from './testing/fixtures';

const ENGINES: { name: string; spec: EngineSpec; uri: string }[] = [
  { name: 'DuckDB', spec: duckdbSpec, uri: 'duckdb://' },
  { name: 'SQLite', spec: sqliteSpec, uri: 'sqlite://' },
  { name: 'PostgreSQL', spec: postgresSpec, uri: POSTGRES_URI },
  { name: 'MariaDB', spec: mysqlSpec, uri: MYSQL_URI },
];

function partsOf(format: string): PythonDatePart[] {
  const parsed = parsePythonDateFormat(format);
  if (!parsed.ok || parsed.format.kind !== 'pattern') throw new Error(`not a pattern: ${format}`);
  return parsed.format.parts;
}

/** A value as each engine holds it (the SQL of a literal), its python_date_format and the timestamp it means. */
const CASES = [
  { value: '2006', format: '%Y', expected: '2006-01-01T00:00:00' },
  { value: "'2006'", format: '%Y', expected: '2006-01-01T00:00:00' },
  { value: '20240315', format: '%Y%m%d', expected: '2024-03-15T00:00:00' },
  { value: "'15/03/2024 13:45:10'", format: '%d/%m/%Y %H:%M:%S', expected: '2024-03-15T13:45:10' },
  { value: "'2024-03'", format: '%Y-%m', expected: '2024-03-01T00:00:00' },
  { value: "'2024-03-15T08:30'", format: '%Y-%m-%dT%H:%M', expected: '2024-03-15T08:30:00' },
];

describe.each(ENGINES)('python_date_format read as timestamps on $name', ({ spec, uri }) => {
  it('reads years, compact dates, day-first dates and partial dates as the timestamps Python reads', async () => {
    const connection = await spec.connect({ uri, readOnly: true });
    try {
      for (const { value, format, expected } of CASES) {
        const sql = spec.dialect.patternToTimestamp(value, partsOf(format));
        const result = await connection.execute({ sql: `SELECT ${sql} AS ts`, parameters: [] });
        expect(result.columns[0]?.[0], `${value} as ${format}`).toBe(expected);
      }
    } finally {
      await connection.close();
    }
  });

  it('reads epoch seconds and milliseconds', async () => {
    const connection = await spec.connect({ uri, readOnly: true });
    try {
      const seconds = spec.dialect.epochToTimestamp('1710510310', 's');
      const millis = spec.dialect.epochToTimestamp('1710510310000', 'ms');
      const result = await connection.execute({
        sql: `SELECT ${seconds} AS s, ${millis} AS ms`,
        parameters: [],
      });
      expect(result.columns.map((column) => column[0])).toEqual([
        '2024-03-15T13:45:10',
        '2024-03-15T13:45:10',
      ]);
    } finally {
      await connection.close();
    }
  });
});
