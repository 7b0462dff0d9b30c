import type { PythonDatePart } from '@meridian/core';
import { standardLiteral } from '../base/sql';

/** The pattern's text: DuckDB's STRPTIME reads Python's strftime directives as they are. */
function patternText(parts: readonly PythonDatePart[]): string {
  return parts.map((part) => ('directive' in part ? `%${part.directive}` : part.literal)).join('');
}

/** `STRPTIME` of the value as text: a value the pattern does not read fails the query, naming value and pattern. */
export function duckdbPatternToTimestamp(expression: string, parts: readonly PythonDatePart[]): string {
  return `STRPTIME(CAST(${expression} AS VARCHAR), ${standardLiteral(patternText(parts))})`;
}
