import { TIME_GRAINS } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { Dialect } from './base/engine-spec';
import { duckdbDialect } from './duckdb/dialect';
import { mysqlDialect } from './mysql/dialect';
import { postgresDialect } from './postgres/dialect';
import { sqliteDialect } from './sqlite/dialect';

/** What each dialect must write; the integration tests then run the same text on the real engines. */
interface DialectCase {
  dialect: Dialect;
  quoted: [string, string][];
  placeholders: [string, string];
  literals: [string, string][];
  limits: { both: string; limitOnly: string; offsetOnly: string };
  weekGrain: string;
  epoch: string;
  timestamp: string;
}

const CASES: DialectCase[] = [
  {
    dialect: postgresDialect,
    quoted: [
      ['sales', '"sales"'],
      ['we"ird', '"we""ird"'],
      ['back`tick', '"back`tick"'],
    ],
    placeholders: ['$1', '$12'],
    literals: [
      ["it's", "'it''s'"],
      ['a\\b', "E'a\\\\b'"],
    ],
    limits: { both: 'LIMIT 10 OFFSET 20', limitOnly: 'LIMIT 10', offsetOnly: 'OFFSET 20' },
    weekGrain: "DATE_TRUNC('week', ts)",
    epoch: "(TIMESTAMP 'epoch' + (e) * INTERVAL '1 second')",
    timestamp: 'CAST($1 AS TIMESTAMP)',
  },
  {
    dialect: duckdbDialect,
    quoted: [
      ['sales', '"sales"'],
      ['we"ird', '"we""ird"'],
      ['back`tick', '"back`tick"'],
    ],
    placeholders: ['$1', '$12'],
    literals: [
      ["it's", "'it''s'"],
      ['a\\b', "'a\\b'"],
    ],
    limits: { both: 'LIMIT 10 OFFSET 20', limitOnly: 'LIMIT 10', offsetOnly: 'OFFSET 20' },
    weekGrain: "DATE_TRUNC('week', ts)",
    epoch: 'MAKE_TIMESTAMP(CAST(CAST(e AS DOUBLE) * 1000000 AS BIGINT))',
    timestamp: 'CAST($1 AS TIMESTAMP)',
  },
  {
    dialect: mysqlDialect,
    quoted: [
      ['sales', '`sales`'],
      ['we"ird', '`we"ird`'],
      ['back`tick', '`back``tick`'],
    ],
    placeholders: ['?', '?'],
    literals: [
      ["it's", "'it\\'s'"],
      ['a\\b', "'a\\\\b'"],
      ['line\nbreak', "'line\\nbreak'"],
    ],
    limits: {
      both: 'LIMIT 10 OFFSET 20',
      limitOnly: 'LIMIT 10',
      offsetOnly: 'LIMIT 18446744073709551615 OFFSET 20',
    },
    weekGrain: 'DATE(DATE_SUB(ts, INTERVAL WEEKDAY(ts) DAY))',
    epoch: 'FROM_UNIXTIME(e)',
    timestamp: 'CAST(? AS DATETIME)',
  },
  {
    dialect: sqliteDialect,
    quoted: [
      ['sales', '"sales"'],
      ['we"ird', '"we""ird"'],
      ['back`tick', '"back`tick"'],
    ],
    placeholders: ['?', '?'],
    literals: [
      ["it's", "'it''s'"],
      ['a\\b', "'a\\b'"],
    ],
    limits: { both: 'LIMIT 10 OFFSET 20', limitOnly: 'LIMIT 10', offsetOnly: 'LIMIT -1 OFFSET 20' },
    weekGrain: "DATETIME(ts, 'start of day', '-6 days', 'weekday 1')",
    epoch: "DATETIME(e, 'unixepoch')",
    timestamp: 'DATETIME(?)',
  },
];

describe.each(CASES)('the $dialect.engine dialect', (c) => {
  const { dialect } = c;

  it('quotes identifiers, doubling its quote character', () => {
    for (const [name, quoted] of c.quoted) expect(dialect.quoteIdentifier(name)).toBe(quoted);
  });

  it('numbers placeholders in its own style', () => {
    expect([dialect.placeholder(1), dialect.placeholder(12)]).toEqual(c.placeholders);
  });

  it('escapes literals for the rare places parameters cannot go', () => {
    for (const [value, literal] of c.literals) expect(dialect.escapeLiteral(value)).toBe(literal);
  });

  it('writes LIMIT and OFFSET, and nothing when neither is set', () => {
    expect(dialect.limitOffset(10, 20)).toBe(c.limits.both);
    expect(dialect.limitOffset(10, undefined)).toBe(c.limits.limitOnly);
    expect(dialect.limitOffset(undefined, 20)).toBe(c.limits.offsetOnly);
    expect(dialect.limitOffset(undefined, undefined)).toBe('');
    expect(dialect.limitOffset(0, 0)).toBe('LIMIT 0');
  });

  it('refuses row counts that are not non-negative integers', () => {
    expect(() => dialect.limitOffset(1.5, undefined)).toThrow(
      'The row limit must be a non-negative integer, got 1.5',
    );
    expect(() => dialect.limitOffset(10, -1)).toThrow(
      'The row offset must be a non-negative integer, got -1',
    );
  });

  it('has an expression for every time grain, wrapping the column given', () => {
    for (const { key } of TIME_GRAINS)
      expect(dialect.timeGrainExpression('"my col"', key)).toContain('"my col"');
    expect(dialect.timeGrainExpression('ts', 'P1W')).toBe(c.weekGrain);
  });

  it('converts epochs and casts timestamp parameters', () => {
    expect(dialect.epochToTimestamp('e', 's')).toBe(c.epoch);
    expect(dialect.timestampParameter(dialect.placeholder(1))).toBe(c.timestamp);
  });

  it('refuses NUL characters in identifiers', () => {
    expect(() => dialect.quoteIdentifier('a\0b')).toThrow('Identifiers cannot contain NUL characters');
  });
});
