import type { PythonDateDirective, PythonDatePart } from '@meridian/core';

/** PostgreSQL's TO_TIMESTAMP template patterns for each strftime directive. */
const TEMPLATE: Record<PythonDateDirective, string> = {
  Y: 'YYYY',
  y: 'YY',
  m: 'MM',
  d: 'DD',
  H: 'HH24',
  I: 'HH12',
  p: 'AM',
  M: 'MI',
  S: 'SS',
  f: 'US',
  j: 'DDD',
  b: 'Mon',
  B: 'Month',
};

/** The TO_TIMESTAMP template; literal text is double-quoted so its letters are not read as patterns. */
function template(parts: readonly PythonDatePart[]): string {
  return parts.map((part) => ('directive' in part ? TEMPLATE[part.directive] : `"${part.literal}"`)).join('');
}

/**
 * `TO_TIMESTAMP` of the value as text, as a timestamp without time zone (the session zone both ways, so the wall
 * time is kept); a value the template does not read fails the query.
 */
export function postgresPatternToTimestamp(
  expression: string,
  parts: readonly PythonDatePart[],
  escapeLiteral: (value: string) => string,
): string {
  return `CAST(TO_TIMESTAMP(CAST(${expression} AS TEXT), ${escapeLiteral(template(parts))}) AS TIMESTAMP)`;
}
