import type { TimeGrain } from '@meridian/core';
import type { Dialect } from '../base/engine-spec';
import type { SqlLexicalRules } from '../base/sql-tokenizer';
import { identifierQuoter, limitOffsetClause } from '../base/sql';
import { mysqlPatternToTimestamp } from './date-format';

/** Seconds since midnight rounded down to `step`, added back to the date. */
const secondsBucket = (col: string, step: number): string =>
  `DATE_ADD(DATE(${col}), INTERVAL (HOUR(${col}) * 3600 + MINUTE(${col}) * 60 + SECOND(${col}) DIV ${step} * ${step}) SECOND)`;

/** Minutes since midnight rounded down to `step`, added back to the date. */
const minutesBucket = (col: string, step: number): string =>
  `DATE_ADD(DATE(${col}), INTERVAL (HOUR(${col}) * 60 + MINUTE(${col}) DIV ${step} * ${step}) MINUTE)`;

/**
 * Time-grain templates keyed by ISO grain (after Superset's MySQL spec). P1W starts on Monday here, like the
 * other engines (Superset's MySQL P1W starts on Sunday). WEEKDAY(): Monday = 0; DAYOFWEEK(): Sunday = 1.
 */
export const MYSQL_TIME_GRAINS: Record<TimeGrain, (col: string) => string> = {
  PT1S: (col) => secondsBucket(col, 1),
  PT5S: (col) => secondsBucket(col, 5),
  PT30S: (col) => secondsBucket(col, 30),
  PT1M: (col) => minutesBucket(col, 1),
  PT5M: (col) => minutesBucket(col, 5),
  PT10M: (col) => minutesBucket(col, 10),
  PT15M: (col) => minutesBucket(col, 15),
  PT30M: (col) => minutesBucket(col, 30),
  'PT0.5H': (col) => minutesBucket(col, 30),
  PT1H: (col) => `DATE_ADD(DATE(${col}), INTERVAL HOUR(${col}) HOUR)`,
  PT6H: (col) => `DATE_ADD(DATE(${col}), INTERVAL (HOUR(${col}) DIV 6 * 6) HOUR)`,
  P1D: (col) => `DATE(${col})`,
  P1W: (col) => `DATE(DATE_SUB(${col}, INTERVAL WEEKDAY(${col}) DAY))`,
  P1M: (col) => `DATE(DATE_SUB(${col}, INTERVAL DAYOFMONTH(${col}) - 1 DAY))`,
  P3M: (col) => `MAKEDATE(YEAR(${col}), 1) + INTERVAL QUARTER(${col}) QUARTER - INTERVAL 1 QUARTER`,
  'P0.25Y': (col) => `MAKEDATE(YEAR(${col}), 1) + INTERVAL QUARTER(${col}) QUARTER - INTERVAL 1 QUARTER`,
  P1Y: (col) => `MAKEDATE(YEAR(${col}), 1)`,
  '1969-12-28T00:00:00Z/P1W': (col) => `DATE(DATE_SUB(${col}, INTERVAL DAYOFWEEK(${col}) - 1 DAY))`,
  '1969-12-29T00:00:00Z/P1W': (col) => `DATE(DATE_SUB(${col}, INTERVAL WEEKDAY(${col}) DAY))`,
  'P1W/1970-01-03T00:00:00Z': (col) => `DATE(DATE_ADD(${col}, INTERVAL 7 - DAYOFWEEK(${col}) DAY))`,
  'P1W/1970-01-04T00:00:00Z': (col) => `DATE(DATE_ADD(${col}, INTERVAL 6 - WEEKDAY(${col}) DAY))`,
};

const MYSQL_ESCAPES: Record<string, string> = {
  '\0': '\\0',
  '\b': '\\b',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
  '\x1a': '\\Z',
  '"': '\\"',
  "'": "\\'",
  '\\': '\\\\',
};

/** A MySQL string literal with backslash escapes (the default sql_mode, as mysql2's escape does). */
function escapeLiteral(value: string): string {
  return `'${Array.from(value, (char) => MYSQL_ESCAPES[char] ?? char).join('')}'`;
}

/**
 * MySQL's and MariaDB's lexical rules in the sql_mode every connection pins (no ANSI_QUOTES, no
 * NO_BACKSLASH_ESCAPES): `'` and `"` strings with backslash escapes, backtick names, `#` and `-- ` comments,
 * executable `/*!…*\/` comments.
 */
export const MYSQL_LEXICAL: SqlLexicalRules = {
  stringQuotes: ["'", '"'],
  identifierQuotes: { '`': '`' },
  backslashEscapes: true,
  escapeStrings: false,
  dollarQuotes: false,
  nestedComments: false,
  hashComments: true,
  dashCommentNeedsSpace: true,
  executableComments: true,
};

/** MySQL / MariaDB SQL text: backtick identifiers, `?` placeholders, DATE_ADD grains. */
export const mysqlDialect: Dialect = {
  engine: 'mysql',
  lexical: MYSQL_LEXICAL,
  capabilities: { windowFunctions: true, schemas: false, ilike: false, nullsOrdering: false },
  quoteIdentifier: identifierQuoter('`'),
  placeholder: () => '?',
  escapeLiteral,
  limitOffset: (limit, offset) => limitOffsetClause(limit, offset, '18446744073709551615'),
  timeGrainExpression: (expression, grain) => MYSQL_TIME_GRAINS[grain]?.(expression),
  epochToTimestamp: (expression, unit) =>
    unit === 's' ? `FROM_UNIXTIME(${expression})` : `FROM_UNIXTIME((${expression}) / 1000)`,
  patternToTimestamp: (expression, parts) => mysqlPatternToTimestamp(expression, parts, escapeLiteral),
  timestampParameter: (placeholder) => `CAST(${placeholder} AS DATETIME)`,
};
