import type { TimeGrain } from '@meridian/core';
import { AppError } from '../../errors';
import type { Dialect } from '../base/engine-spec';
import type { SqlLexicalRules } from '../base/sql-tokenizer';
import { identifierQuoter, limitOffsetClause } from '../base/sql';
import { postgresPatternToTimestamp } from './date-format';

/** Truncates to a multiple of `step` units inside the enclosing `parent` unit. */
const bucket = (col: string, parent: string, field: string, step: number, unit: string): string =>
  `DATE_TRUNC('${parent}', ${col}) + INTERVAL '${step} ${unit}' * FLOOR(EXTRACT(${field} FROM ${col}) / ${step})`;

/** Time-grain templates keyed by ISO grain; weeks start on Monday (`DATE_TRUNC('week')`). */
export const POSTGRES_TIME_GRAINS: Record<TimeGrain, (col: string) => string> = {
  PT1S: (col) => `DATE_TRUNC('second', ${col})`,
  PT5S: (col) => bucket(col, 'minute', 'SECOND', 5, 'seconds'),
  PT30S: (col) => bucket(col, 'minute', 'SECOND', 30, 'seconds'),
  PT1M: (col) => `DATE_TRUNC('minute', ${col})`,
  PT5M: (col) => bucket(col, 'hour', 'MINUTE', 5, 'minutes'),
  PT10M: (col) => bucket(col, 'hour', 'MINUTE', 10, 'minutes'),
  PT15M: (col) => bucket(col, 'hour', 'MINUTE', 15, 'minutes'),
  PT30M: (col) => bucket(col, 'hour', 'MINUTE', 30, 'minutes'),
  'PT0.5H': (col) => bucket(col, 'hour', 'MINUTE', 30, 'minutes'),
  PT1H: (col) => `DATE_TRUNC('hour', ${col})`,
  PT6H: (col) => bucket(col, 'day', 'HOUR', 6, 'hours'),
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

/** A PostgreSQL string literal; text with backslashes uses the `E''` form (like pg's escapeLiteral). */
function escapeLiteral(value: string): string {
  if (value.includes('\0'))
    throw new AppError('UNPROCESSABLE', 'String literals cannot contain NUL characters');
  const quoted = value.replaceAll("'", "''");
  return value.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

/**
 * PostgreSQL's lexical rules (standard_conforming_strings on, which every connection pins): backslashes escape
 * only in `E''` strings; dollar quoting; nested block comments.
 */
export const POSTGRES_LEXICAL: SqlLexicalRules = {
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

/** PostgreSQL's SQL text: `"x"` identifiers, `$n` placeholders, DATE_TRUNC grains. */
export const postgresDialect: Dialect = {
  engine: 'postgresql',
  lexical: POSTGRES_LEXICAL,
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
