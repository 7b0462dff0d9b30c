import type { TimeGrain } from '@meridian/core';
import type { Dialect } from '../base/engine-spec';
import type { SqlLexicalRules } from '../base/sql-tokenizer';
import { identifierQuoter, limitOffsetClause, standardLiteral } from '../base/sql';
import { duckdbPatternToTimestamp } from './date-format';

/** Buckets of a fixed width; DuckDB's default origin (2000-01-03, a Monday midnight) aligns every sub-day width. */
const timeBucket = (width: string) => (col: string) => `TIME_BUCKET(INTERVAL '${width}', ${col})`;

/** Time-grain templates keyed by ISO grain; weeks start on Monday (`DATE_TRUNC('week')`). */
export const DUCKDB_TIME_GRAINS: Record<TimeGrain, (col: string) => string> = {
  PT1S: (col) => `DATE_TRUNC('second', ${col})`,
  PT5S: timeBucket('5 seconds'),
  PT30S: timeBucket('30 seconds'),
  PT1M: (col) => `DATE_TRUNC('minute', ${col})`,
  PT5M: timeBucket('5 minutes'),
  PT10M: timeBucket('10 minutes'),
  PT15M: timeBucket('15 minutes'),
  PT30M: timeBucket('30 minutes'),
  'PT0.5H': timeBucket('30 minutes'),
  PT1H: (col) => `DATE_TRUNC('hour', ${col})`,
  PT6H: timeBucket('6 hours'),
  P1D: (col) => `DATE_TRUNC('day', ${col})`,
  P1W: (col) => `DATE_TRUNC('week', ${col})`,
  P1M: (col) => `DATE_TRUNC('month', ${col})`,
  P3M: (col) => `DATE_TRUNC('quarter', ${col})`,
  'P0.25Y': (col) => `DATE_TRUNC('quarter', ${col})`,
  P1Y: (col) => `DATE_TRUNC('year', ${col})`,
  '1969-12-28T00:00:00Z/P1W': (col) => `DATE_TRUNC('week', ${col} + INTERVAL '1 day') - INTERVAL '1 day'`,
  '1969-12-29T00:00:00Z/P1W': (col) => `DATE_TRUNC('week', ${col})`,
  'P1W/1970-01-03T00:00:00Z': (col) => `DATE_TRUNC('week', ${col} + INTERVAL '1 day') + INTERVAL '5 days'`,
  'P1W/1970-01-04T00:00:00Z': (col) => `DATE_TRUNC('week', ${col}) + INTERVAL '6 days'`,
};

/** DuckDB reads SQL with PostgreSQL's scanner: backslashes escape only in `E''` strings; dollar quoting; nested comments. */
export const DUCKDB_LEXICAL: SqlLexicalRules = {
  stringQuotes: ["'"],
  identifierQuotes: { '"': '"' },
  backslashEscapes: false,
  escapeStrings: true,
  dollarQuotes: true,
  nestedComments: true,
  hashComments: false,
  dashCommentNeedsSpace: false,
  executableComments: false,
};

/** DuckDB's SQL text: `"x"` identifiers, `$n` placeholders, DATE_TRUNC / TIME_BUCKET grains. */
export const duckdbDialect: Dialect = {
  engine: 'duckdb',
  lexical: DUCKDB_LEXICAL,
  capabilities: { windowFunctions: true, schemas: true, ilike: true, nullsOrdering: true },
  quoteIdentifier: identifierQuoter('"'),
  placeholder: (index) => `$${index}`,
  escapeLiteral: standardLiteral,
  limitOffset: (limit, offset) => limitOffsetClause(limit, offset),
  timeGrainExpression: (expression, grain) => DUCKDB_TIME_GRAINS[grain]?.(expression),
  epochToTimestamp: (expression, unit) =>
    unit === 's'
      ? `MAKE_TIMESTAMP(CAST(CAST(${expression} AS DOUBLE) * 1000000 AS BIGINT))`
      : `MAKE_TIMESTAMP(CAST(CAST(${expression} AS DOUBLE) * 1000 AS BIGINT))`,
  patternToTimestamp: duckdbPatternToTimestamp,
  timestampParameter: (placeholder) => `CAST(${placeholder} AS TIMESTAMP)`,
};
