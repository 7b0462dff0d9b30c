/**
 * A dataset column's `python_date_format`, as Superset reads it: `epoch_s` or `epoch_ms` for numbers of seconds or
 * milliseconds since 1970, otherwise a strftime pattern (`%Y`, `%Y-%m-%d`, `%d/%m/%Y %H:%M:%S`) the column's
 * numbers or strings are written in. Each engine turns a parsed format into SQL giving a timestamp.
 */

/** strftime directives a pattern may hold, with what each reads. */
export const PYTHON_DATE_DIRECTIVES = {
  Y: 'year with century (2024)',
  y: 'year without century (24)',
  m: 'month (01-12)',
  d: 'day of the month (01-31)',
  H: 'hour (00-23)',
  I: 'hour (01-12)',
  p: 'AM or PM',
  M: 'minute (00-59)',
  S: 'second (00-59)',
  f: 'microseconds (000000-999999)',
  j: 'day of the year (001-366)',
  b: 'abbreviated month name (Jan)',
  B: 'full month name (January)',
} as const;

/** One strftime directive letter. */
export type PythonDateDirective = keyof typeof PYTHON_DATE_DIRECTIVES;

/** A piece of a strftime pattern: a directive or literal text between them. */
export type PythonDatePart = { directive: PythonDateDirective } | { literal: string };

/** A python_date_format, parsed. */
export type PythonDateFormat =
  { kind: 'epoch_s' } | { kind: 'epoch_ms' } | { kind: 'pattern'; pattern: string; parts: PythonDatePart[] };

/** Characters literal text of a pattern may hold (no quotes or backslashes: the pattern reaches SQL text). */
const LITERAL = /^[A-Za-z0-9 \-/:.,_T]+$/;

/** Widths of directives with a fixed number of characters (zero-padded), for engines that slice strings. */
export const FIXED_DIRECTIVE_WIDTHS: Partial<Record<PythonDateDirective, number>> = {
  Y: 4,
  y: 2,
  m: 2,
  d: 2,
  H: 2,
  M: 2,
  S: 2,
  f: 6,
  j: 3,
};

/** The message of a python_date_format that can not be read, naming the column and what to write instead. */
export function pythonDateFormatMessage(column: string, format: string, reason: string): string {
  return (
    `The python_date_format '${format}' of column '${column}' can not be used: ${reason}. ` +
    'Use epoch_s, epoch_ms or a strftime pattern such as %Y-%m-%d.'
  );
}

/**
 * The message of a python_date_format that is valid but does not read the column's data (`%Y-%m-%d` over `20240105`),
 * the same on every engine; `sample` is one value it does not read, when the engine could tell.
 */
export function pythonDateFormatMismatchMessage(column: string, format: string, sample?: string): string {
  const example = sample === undefined ? '' : ` (such as '${sample}')`;
  return (
    `The python_date_format '${format}' of column '${column}' does not read its values${example}. ` +
    "Change the column's datetime format in the dataset to match the data, or clear it."
  );
}

/** Parses a python_date_format; the error is the reason it can not be used. */
export function parsePythonDateFormat(
  format: string,
): { ok: true; format: PythonDateFormat } | { ok: false; reason: string } {
  const text = format.trim();
  if (text === 'epoch_s') return { ok: true, format: { kind: 'epoch_s' } };
  if (text === 'epoch_ms') return { ok: true, format: { kind: 'epoch_ms' } };
  if (!text.includes('%')) return { ok: false, reason: 'it holds no strftime directive' };
  const parts: PythonDatePart[] = [];
  let literal = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char !== '%') {
      literal += char;
      continue;
    }
    const letter = text[index + 1] ?? '';
    index += 1;
    if (letter === '%') return { ok: false, reason: 'a literal % is not supported' };
    if (!(letter in PYTHON_DATE_DIRECTIVES))
      return { ok: false, reason: `%${letter} is not a supported strftime directive` };
    if (literal) {
      if (!LITERAL.test(literal))
        return { ok: false, reason: `the text '${literal}' between directives is not supported` };
      parts.push({ literal });
      literal = '';
    }
    parts.push({ directive: letter as PythonDateDirective });
  }
  if (literal) {
    if (!LITERAL.test(literal))
      return { ok: false, reason: `the text '${literal}' between directives is not supported` };
    parts.push({ literal });
  }
  return { ok: true, format: { kind: 'pattern', pattern: text, parts } };
}

/** Whether a pattern names a month (else engines read January) and a day (else the first). */
export function patternFields(parts: readonly PythonDatePart[]): { month: boolean; day: boolean } {
  const has = (...letters: PythonDateDirective[]) =>
    parts.some((part) => 'directive' in part && letters.includes(part.directive));
  return { month: has('m', 'b', 'B', 'j'), day: has('d', 'j') };
}
