import type { TimeGrain } from '@meridian/core';
import type { Dialect } from '../base/engine-spec';
import type { SqlLexicalRules } from '../base/sql-tokenizer';
import { identifierQuoter, limitOffsetClause, standardLiteral } from '../base/sql';
import { sqlitePatternToTimestamp } from './date-format';

/** An integer STRFTIME field of the value, e.g. `%S` seconds. */
const field = (col: string, format: string): string => `CAST(STRFTIME('${format}', ${col}) AS INTEGER)`;

/** Rounds the `format` field down to `step` and adds it to the value truncated to the enclosing unit. */
const bucket = (col: string, truncated: string, format: string, step: number, unit: string): string =>
  `DATETIME(STRFTIME('${truncated}', ${col}), PRINTF('+%d ${unit}', ${field(col, format)} / ${step} * ${step}))`;

/**
 * Time-grain templates keyed by ISO grain. SQLite keeps datetimes as TEXT: every template answers TEXT
 * `YYYY-MM-DD HH:MM:SS` through DATETIME(). `'weekday N'` moves forward to weekday N (0 = Sunday) unless the
 * day already is one, so "going back 6 days then forward" lands on the start of the week.
 */
export const SQLITE_TIME_GRAINS: Record<TimeGrain, (col: string) => string> = {
  PT1S: (col) => `DATETIME(STRFTIME('%Y-%m-%dT%H:%M:%S', ${col}))`,
  PT5S: (col) => bucket(col, '%Y-%m-%dT%H:%M:00', '%S', 5, 'seconds'),
  PT30S: (col) => bucket(col, '%Y-%m-%dT%H:%M:00', '%S', 30, 'seconds'),
  PT1M: (col) => `DATETIME(STRFTIME('%Y-%m-%dT%H:%M:00', ${col}))`,
  PT5M: (col) => bucket(col, '%Y-%m-%dT%H:00:00', '%M', 5, 'minutes'),
  PT10M: (col) => bucket(col, '%Y-%m-%dT%H:00:00', '%M', 10, 'minutes'),
  PT15M: (col) => bucket(col, '%Y-%m-%dT%H:00:00', '%M', 15, 'minutes'),
  PT30M: (col) => bucket(col, '%Y-%m-%dT%H:00:00', '%M', 30, 'minutes'),
  'PT0.5H': (col) => bucket(col, '%Y-%m-%dT%H:00:00', '%M', 30, 'minutes'),
  PT1H: (col) => `DATETIME(STRFTIME('%Y-%m-%dT%H:00:00', ${col}))`,
  PT6H: (col) => bucket(col, '%Y-%m-%dT00:00:00', '%H', 6, 'hours'),
  P1D: (col) => `DATETIME(${col}, 'start of day')`,
  P1W: (col) => `DATETIME(${col}, 'start of day', '-6 days', 'weekday 1')`,
  P1M: (col) => `DATETIME(${col}, 'start of month')`,
  P3M: (col) => `DATETIME(${col}, 'start of month', PRINTF('-%d months', (${field(col, '%m')} - 1) % 3))`,
  'P0.25Y': (col) =>
    `DATETIME(${col}, 'start of month', PRINTF('-%d months', (${field(col, '%m')} - 1) % 3))`,
  P1Y: (col) => `DATETIME(${col}, 'start of year')`,
  '1969-12-28T00:00:00Z/P1W': (col) => `DATETIME(${col}, 'start of day', '-6 days', 'weekday 0')`,
  '1969-12-29T00:00:00Z/P1W': (col) => `DATETIME(${col}, 'start of day', '-6 days', 'weekday 1')`,
  'P1W/1970-01-03T00:00:00Z': (col) => `DATETIME(${col}, 'start of day', 'weekday 6')`,
  'P1W/1970-01-04T00:00:00Z': (col) => `DATETIME(${col}, 'start of day', 'weekday 0')`,
};

/** SQLite's lexical rules: no backslash escapes; names in `"…"`, `` `…` `` or `[…]`; comments do not nest. */
export const SQLITE_LEXICAL: SqlLexicalRules = {
  stringQuotes: ["'"],
  identifierQuotes: { '"': '"', '`': '`', '[': ']' },
  backslashEscapes: false,
  escapeStrings: false,
  dollarQuotes: false,
  nestedComments: false,
  hashComments: false,
  dashCommentNeedsSpace: false,
  executableComments: false,
};

/** SQLite's SQL text: `"x"` identifiers, `?` placeholders, DATETIME/STRFTIME grains on TEXT datetimes. */
export const sqliteDialect: Dialect = {
  engine: 'sqlite',
  lexical: SQLITE_LEXICAL,
  capabilities: { windowFunctions: true, schemas: false, ilike: false, nullsOrdering: true },
  quoteIdentifier: identifierQuoter('"'),
  placeholder: () => '?',
  escapeLiteral: standardLiteral,
  limitOffset: (limit, offset) => limitOffsetClause(limit, offset, '-1'),
  timeGrainExpression: (expression, grain) => SQLITE_TIME_GRAINS[grain]?.(expression),
  epochToTimestamp: (expression, unit) =>
    unit === 's' ? `DATETIME(${expression}, 'unixepoch')` : `DATETIME((${expression}) / 1000.0, 'unixepoch')`,
  patternToTimestamp: sqlitePatternToTimestamp,
  timestampParameter: (placeholder) => `DATETIME(${placeholder})`,
};
