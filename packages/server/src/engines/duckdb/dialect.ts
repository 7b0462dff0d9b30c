import type { TimeGrain } from '@meridian/core';
import type { Dialect } from '../base/engine-spec';
import { DATE_TRUNC_GRAINS, POSTGRES_FAMILY_LEXICAL } from '../base/postgres-family';
import { identifierQuoter, limitOffsetClause, standardLiteral } from '../base/sql';
import { duckdbPatternToTimestamp } from './date-format';

/** Buckets of a fixed width; DuckDB's default origin (2000-01-03, a Monday midnight) aligns every sub-day width. */
const timeBucket = (width: string) => (col: string) => `TIME_BUCKET(INTERVAL '${width}', ${col})`;

/** Time-grain templates keyed by ISO grain: the shared DATE_TRUNC ones and this engine's buckets. */
export const DUCKDB_TIME_GRAINS: Record<TimeGrain, (col: string) => string> = {
  ...DATE_TRUNC_GRAINS,
  PT5S: timeBucket('5 seconds'),
  PT30S: timeBucket('30 seconds'),
  PT5M: timeBucket('5 minutes'),
  PT10M: timeBucket('10 minutes'),
  PT15M: timeBucket('15 minutes'),
  PT30M: timeBucket('30 minutes'),
  'PT0.5H': timeBucket('30 minutes'),
  PT6H: timeBucket('6 hours'),
};

/** DuckDB's SQL text: `"x"` identifiers, `$n` placeholders, DATE_TRUNC / TIME_BUCKET grains. */
export const duckdbDialect: Dialect = {
  engine: 'duckdb',
  lexical: POSTGRES_FAMILY_LEXICAL,
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
