import type { TimeGrain } from '@meridian/core';
import { AppError } from '../../errors';
import type { Dialect } from '../base/engine-spec';
import { DATE_TRUNC_GRAINS, POSTGRES_FAMILY_LEXICAL } from '../base/postgres-family';
import { identifierQuoter, limitOffsetClause } from '../base/sql';
import { postgresPatternToTimestamp } from './date-format';

/** Truncates to a multiple of `step` units inside the enclosing `parent` unit. */
const bucket = (col: string, parent: string, field: string, step: number, unit: string): string =>
  `DATE_TRUNC('${parent}', ${col}) + INTERVAL '${step} ${unit}' * FLOOR(EXTRACT(${field} FROM ${col}) / ${step})`;

/** Time-grain templates keyed by ISO grain: the shared DATE_TRUNC ones and this engine's buckets. */
export const POSTGRES_TIME_GRAINS: Record<TimeGrain, (col: string) => string> = {
  ...DATE_TRUNC_GRAINS,
  PT5S: (col) => bucket(col, 'minute', 'SECOND', 5, 'seconds'),
  PT30S: (col) => bucket(col, 'minute', 'SECOND', 30, 'seconds'),
  PT5M: (col) => bucket(col, 'hour', 'MINUTE', 5, 'minutes'),
  PT10M: (col) => bucket(col, 'hour', 'MINUTE', 10, 'minutes'),
  PT15M: (col) => bucket(col, 'hour', 'MINUTE', 15, 'minutes'),
  PT30M: (col) => bucket(col, 'hour', 'MINUTE', 30, 'minutes'),
  'PT0.5H': (col) => bucket(col, 'hour', 'MINUTE', 30, 'minutes'),
  PT6H: (col) => bucket(col, 'day', 'HOUR', 6, 'hours'),
};

/** A PostgreSQL string literal; text with backslashes uses the `E''` form (like pg's escapeLiteral). */
function escapeLiteral(value: string): string {
  if (value.includes('\0'))
    throw new AppError('UNPROCESSABLE', 'String literals cannot contain NUL characters');
  const quoted = value.replaceAll("'", "''");
  return value.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

/** PostgreSQL's SQL text: `"x"` identifiers, `$n` placeholders, DATE_TRUNC grains. */
export const postgresDialect: Dialect = {
  engine: 'postgresql',
  lexical: POSTGRES_FAMILY_LEXICAL,
  capabilities: { windowFunctions: true, schemas: true, ilike: true, nullsOrdering: true },
  quoteIdentifier: identifierQuoter('"'),
  placeholder: (index) => `$${index}`,
  escapeLiteral,
  limitOffset: (limit, offset) => limitOffsetClause(limit, offset),
  timeGrainExpression: (expression, grain) => POSTGRES_TIME_GRAINS[grain]?.(expression),
  epochToTimestamp: (expression, unit) =>
    unit === 's'
      ? `(TIMESTAMP 'epoch' + (${expression}) * INTERVAL '1 second')`
      : `(TIMESTAMP 'epoch' + (${expression}) * INTERVAL '1 millisecond')`,
  patternToTimestamp: (expression, parts) => postgresPatternToTimestamp(expression, parts, escapeLiteral),
  timestampParameter: (placeholder) => `CAST(${placeholder} AS TIMESTAMP)`,
};
