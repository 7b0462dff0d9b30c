import { patternFields } from '@meridian/core';
import type { PythonDateDirective, PythonDatePart } from '@meridian/core';

/** MySQL's STR_TO_DATE specifiers for each strftime directive (minutes are %i, seconds %s, 12-hour %h). */
const SPECIFIER: Record<PythonDateDirective, string> = {
  Y: '%Y',
  y: '%y',
  m: '%m',
  d: '%d',
  H: '%H',
  I: '%h',
  p: '%p',
  M: '%i',
  S: '%s',
  f: '%f',
  j: '%j',
  b: '%b',
  B: '%M',
};

/**
 * `STR_TO_DATE` of the value as text. STR_TO_DATE answers a zero (invalid) date for a pattern without a month or
 * day (`%Y`), so the first month and day are appended to value and pattern as Python's strptime assumes them.
 */
export function mysqlPatternToTimestamp(
  expression: string,
  parts: readonly PythonDatePart[],
  escapeLiteral: (value: string) => string,
): string {
  const fields = patternFields(parts);
  let format = parts.map((part) => ('directive' in part ? SPECIFIER[part.directive] : part.literal)).join('');
  let suffix = '';
  if (!fields.month) {
    format += '|%m';
    suffix += '|01';
  }
  if (!fields.day) {
    format += '|%d';
    suffix += '|01';
  }
  const text = suffix
    ? `CONCAT(CAST(${expression} AS CHAR), ${escapeLiteral(suffix)})`
    : `CAST(${expression} AS CHAR)`;
  return `CAST(STR_TO_DATE(${text}, ${escapeLiteral(format)}) AS DATETIME)`;
}
