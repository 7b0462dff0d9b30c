/**
 * Value conversions shared by the drivers, so every engine answers alike:
 * - temporal values are ISO 8601 strings without an offset, `YYYY-MM-DDTHH:mm:ss`, with `.sss` only when the
 *   milliseconds are not zero; dates are midnight (`2024-03-13T00:00:00`); zoned timestamps are the UTC wall clock
 *   (every driver runs its sessions in UTC); naive timestamps are their stored wall clock, never shifted;
 * - 64-bit integers are numbers when safe, else decimal strings; DECIMAL is a number.
 */

const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2}){0,2})?$/;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Formats wall-clock parts as `YYYY-MM-DDTHH:mm:ss(.sss)`. */
function formatParts(parts: readonly number[]): string {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0, ms = 0] = parts;
  const base = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
  return ms === 0 ? base : `${base}.${pad(ms, 3)}`;
}

/** Formats a Date's UTC fields as `YYYY-MM-DDTHH:mm:ss`, plus `.sss` when the milliseconds are not zero. */
export function isoFromDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return String(date);
  return formatParts([
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  ]);
}

/** Seconds east of UTC of an offset such as `+02`, `-05:30`, `+0530` or `Z`. */
function offsetSeconds(offset: string): number {
  if (offset === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replaceAll(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4) || '0');
  const seconds = Number(digits.slice(4, 6) || '0');
  return sign * (hours * 3600 + minutes * 60 + seconds);
}

/**
 * Normalises engine timestamp text (`2024-03-13 14:37:52.123456`, a bare date, or text with an offset such as
 * `+02`) to the ISO form above, truncating to milliseconds; text of another shape (infinity, BC) is unchanged.
 */
export function isoFromTimestampText(text: string): string {
  const match = TIMESTAMP_TEXT.exec(text);
  if (!match) return text;
  const [, year, month, day, hour, minute, second, fraction, offset] = match;
  const parts = [year, month, day, hour, minute, second].map((part) => Number(part ?? '0'));
  parts.push(Number((fraction ?? '').slice(0, 3).padEnd(3, '0')));
  if (offset === undefined || offsetSeconds(offset) === 0) return formatParts(parts);
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0, ms = 0] = parts;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, ms) - offsetSeconds(offset) * 1000;
  return isoFromDate(new Date(utc));
}

/** A 64-bit integer as a number when it is exactly representable, else as its decimal string. */
export function numberFromBigInt(value: bigint): number | string {
  const asNumber = Number(value);
  return Number.isSafeInteger(asNumber) ? asNumber : value.toString();
}

/** Integer text (PostgreSQL int8) as a number when safe, else unchanged. */
export function numberFromIntegerText(text: string): number | string {
  const asNumber = Number(text);
  return Number.isSafeInteger(asNumber) ? asNumber : text;
}

/** DECIMAL text as a number; `NaN` and infinities stay text. */
export function numberFromDecimalText(text: string): number | string {
  const asNumber = Number(text);
  return Number.isFinite(asNumber) ? asNumber : text;
}

/**
 * A bound parameter as the drivers should see it: a Date becomes its UTC wall clock in ISO form (so no driver
 * shifts it by the process time zone); other values are unchanged.
 */
export function normalizeParameter(value: unknown): unknown {
  return value instanceof Date ? isoFromDate(value) : value;
}

/** Row-major arrays to column-major arrays of `width` columns, keeping at most `maxRows` rows. */
export function toColumns(
  rows: readonly (readonly unknown[])[],
  width: number,
  maxRows?: number,
): unknown[][] {
  const count = maxRows === undefined ? rows.length : Math.min(rows.length, maxRows);
  const columns: unknown[][] = Array.from({ length: width }, () => new Array<unknown>(count));
  for (let r = 0; r < count; r += 1) {
    const row = rows[r] ?? [];
    for (let c = 0; c < width; c += 1) (columns[c] as unknown[])[r] = row[c] ?? null;
  }
  return columns;
}

/** Column-major arrays back to rows (introspection reads a few rows this way). */
export function toRows(columns: readonly (readonly unknown[])[], rowcount: number): unknown[][] {
  return Array.from({ length: rowcount }, (_, r) => columns.map((column) => column[r] ?? null));
}

/** Applies `convert` to every non-null value of a column in place. */
export function convertColumn(column: unknown[], convert: (value: unknown) => unknown): void {
  for (let i = 0; i < column.length; i += 1) {
    const value = column[i];
    if (value !== null && value !== undefined) column[i] = convert(value);
  }
}
