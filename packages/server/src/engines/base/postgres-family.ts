import type { TimeGrain } from '@meridian/core';
import type { SqlLexicalRules } from './sql-tokenizer';

/**
 * PostgreSQL's lexical rules (standard_conforming_strings on, which every connection pins), which DuckDB shares
 * since it reads SQL with PostgreSQL's scanner: backslashes escape only in `E''` strings; dollar quoting; nested
 * block comments.
 */
export const POSTGRES_FAMILY_LEXICAL: SqlLexicalRules = {
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

/** Grains PostgreSQL and DuckDB both truncate to with DATE_TRUNC. */
type DateTruncGrain = Extract<
  TimeGrain,
  | 'PT1S'
  | 'PT1M'
  | 'PT1H'
  | 'P1D'
  | 'P1W'
  | 'P1M'
  | 'P3M'
  | 'P0.25Y'
  | 'P1Y'
  | '1969-12-28T00:00:00Z/P1W'
  | '1969-12-29T00:00:00Z/P1W'
  | 'P1W/1970-01-03T00:00:00Z'
  | 'P1W/1970-01-04T00:00:00Z'
>;

/**
 * Time-grain templates of the whole units, the same in PostgreSQL and DuckDB; weeks start on Monday
 * (`DATE_TRUNC('week')`). The buckets of several seconds, minutes or hours are each engine's own.
 */
export const DATE_TRUNC_GRAINS: Record<DateTruncGrain, (col: string) => string> = {
  PT1S: (col) => `DATE_TRUNC('second', ${col})`,
  PT1M: (col) => `DATE_TRUNC('minute', ${col})`,
  PT1H: (col) => `DATE_TRUNC('hour', ${col})`,
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
