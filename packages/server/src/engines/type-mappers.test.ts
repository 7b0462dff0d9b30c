import type { GenericType } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { TypeMapper } from './base/engine-spec';
import { duckdbTypeMapper } from './duckdb/spec';
import { mysqlTypeMapper } from './mysql/spec';
import { postgresTypeMapper } from './postgres/spec';
import { sqliteTypeMapper } from './sqlite/spec';

const TABLES: [string, TypeMapper, [string, GenericType | undefined][]][] = [
  [
    'DuckDB',
    duckdbTypeMapper,
    [
      ['TIMESTAMP WITH TIME ZONE', 'TEMPORAL'],
      ['TIMESTAMP', 'TEMPORAL'],
      ['DATE', 'TEMPORAL'],
      ['TIME', 'TEMPORAL'],
      ['BIGINT', 'NUMERIC'],
      ['DECIMAL(18,3)', 'NUMERIC'],
      ['HUGEINT', 'NUMERIC'],
      ['UBIGINT', 'NUMERIC'],
      ['DOUBLE', 'NUMERIC'],
      ['VARCHAR', 'STRING'],
      ['UUID', 'STRING'],
      ['BOOLEAN', 'BOOLEAN'],
      ['INTERVAL', undefined],
      ['INTEGER[]', undefined],
      ['STRUCT(a INTEGER)', undefined],
      ['BLOB', undefined],
    ],
  ],
  [
    'PostgreSQL',
    postgresTypeMapper,
    [
      ['timestamptz', 'TEMPORAL'],
      ['timestamp without time zone', 'TEMPORAL'],
      ['timestamp with time zone', 'TEMPORAL'],
      ['date', 'TEMPORAL'],
      ['numeric', 'NUMERIC'],
      ['numeric(10,2)', 'NUMERIC'],
      ['int8', 'NUMERIC'],
      ['integer', 'NUMERIC'],
      ['double precision', 'NUMERIC'],
      ['text', 'STRING'],
      ['character varying(50)', 'STRING'],
      ['bpchar', 'STRING'],
      ['bool', 'BOOLEAN'],
      ['boolean', 'BOOLEAN'],
      ['interval', undefined],
      ['integer[]', undefined],
      ['bytea', undefined],
    ],
  ],
  [
    'MySQL',
    mysqlTypeMapper,
    [
      ['datetime', 'TEMPORAL'],
      ['timestamp', 'TEMPORAL'],
      ['DATETIME', 'TEMPORAL'],
      ['date', 'TEMPORAL'],
      ['tinyint(1)', 'BOOLEAN'],
      ['TINYINT(1)', 'BOOLEAN'],
      ['tinyint(4)', 'NUMERIC'],
      ['tinyint(1) unsigned', 'BOOLEAN'],
      ['decimal(10,2)', 'NUMERIC'],
      ['int(11)', 'NUMERIC'],
      ['bigint(20) unsigned', 'NUMERIC'],
      ['double', 'NUMERIC'],
      ['varchar(255)', 'STRING'],
      ['longtext', 'STRING'],
      ["enum('a','b')", 'STRING'],
      ['blob', undefined],
    ],
  ],
  [
    'SQLite',
    sqliteTypeMapper,
    [
      ['INTEGER', 'NUMERIC'],
      ['BIGINT', 'NUMERIC'],
      ['VARCHAR(50)', 'STRING'],
      ['TEXT', 'STRING'],
      ['CLOB', 'STRING'],
      ['REAL', 'NUMERIC'],
      ['DOUBLE PRECISION', 'NUMERIC'],
      ['NUMERIC(10,2)', 'NUMERIC'],
      ['DECIMAL', 'NUMERIC'],
      ['DATETIME', 'TEMPORAL'],
      ['DATE', 'TEMPORAL'],
      ['TIMESTAMP', 'TEMPORAL'],
      ['BOOLEAN', 'BOOLEAN'],
      ['BLOB', undefined],
      ['', undefined],
    ],
  ],
];

describe.each(TABLES)('the %s type mapper', (_name, mapper, table) => {
  it.each(table)('maps %s to %s', (native, generic) => {
    expect(mapper(native)).toBe(generic);
  });
});
