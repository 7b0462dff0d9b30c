import { FIXED_DIRECTIVE_WIDTHS, patternFields } from '@meridian/core';
import type { PythonDateDirective, PythonDatePart } from '@meridian/core';
import { standardLiteral } from '../base/sql';

/** Where each directive sits in a value of the pattern (1-based), when every directive has a fixed width. */
function positions(parts: readonly PythonDatePart[]): Map<PythonDateDirective, [number, number]> | undefined {
  const found = new Map<PythonDateDirective, [number, number]>();
  let at = 1;
  for (const part of parts) {
    if ('literal' in part) {
      at += part.literal.length;
      continue;
    }
    const width = FIXED_DIRECTIVE_WIDTHS[part.directive];
    if (width === undefined) return undefined;
    found.set(part.directive, [at, width]);
    at += width;
  }
  return found;
}

/** A GLOB matching values of the pattern: digits where directives are, the literal text between. */
function globOf(parts: readonly PythonDatePart[]): string {
  return parts
    .map((part) =>
      'literal' in part
        ? part.literal.replace(/[*?[\]]/g, (char) => `[${char}]`)
        : '[0-9]'.repeat(FIXED_DIRECTIVE_WIDTHS[part.directive] ?? 0),
    )
    .join('');
}

/**
 * SQLite has no strptime: a value of a pattern whose directives all have a fixed width (%Y %y %m %d %H %M %S %f %j)
 * is cut into its fields and written as `YYYY-MM-DD HH:MM:SS` (its TEXT datetimes). A value that does not match
 * the pattern is NULL; patterns with names or AM/PM are not read (undefined).
 */
export function sqlitePatternToTimestamp(
  expression: string,
  parts: readonly PythonDatePart[],
): string | undefined {
  const at = positions(parts);
  if (!at) return undefined;
  const text = `CAST(${expression} AS TEXT)`;
  const field = (directive: PythonDateDirective, fallback: string): string => {
    const place = at.get(directive);
    return place ? `CAST(SUBSTR(${text}, ${place[0]}, ${place[1]}) AS INTEGER)` : fallback;
  };
  const twoDigitYear = at.has('y')
    ? `(${field('y', '0')} + CASE WHEN ${field('y', '0')} < 69 THEN 2000 ELSE 1900 END)`
    : '1900';
  const year = at.has('Y') ? field('Y', '1900') : twoDigitYear;
  const clock = `${field('H', '0')}, ${field('M', '0')}, ${field('S', '0')}`;
  const fields = patternFields(parts);
  const datetime = at.has('j')
    ? `DATETIME(PRINTF('%04d-01-01 %02d:%02d:%02d', ${year}, ${clock}), PRINTF('+%d days', ${field('j', '1')} - 1))`
    : `DATETIME(PRINTF('%04d-%02d-%02d %02d:%02d:%02d', ${year}, ${fields.month ? field('m', '1') : '1'}, ${fields.day ? field('d', '1') : '1'}, ${clock}))`;
  return `CASE WHEN ${text} GLOB ${standardLiteral(globOf(parts))} THEN ${datetime} END`;
}
