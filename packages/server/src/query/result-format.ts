import { GENERIC_TYPE_CODES, type GenericType } from '@meridian/core';
import { DEFAULT_CSV_EXPORT, csvCell, type CsvCellOptions } from './csv-export';

/** A query's rows in columnar form with the generic type of each column. */
export interface TypedColumns {
  colnames: string[];
  generics: (GenericType | null)[];
  columns: unknown[][];
  rowcount: number;
}

/** Superset's integer type codes; unknown columns count as strings. */
export function coltypeCodes(generics: readonly (GenericType | null)[]): number[] {
  return generics.map((g) => (g === null ? GENERIC_TYPE_CODES.STRING : GENERIC_TYPE_CODES[g]));
}

/** Epoch milliseconds of an engine's temporal text (naive wall clock read as UTC), as Superset answers temporal values. */
export function epochMillis(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const isNaive = isSharedTemporalForm(value) || !/[zZ]|[+-]\d\d:\d\d$/.test(value);
  const millis = Date.parse(isNaive ? `${value}Z` : value);
  return Number.isNaN(millis) ? value : millis;
}

/** Whether text has the engines' shared temporal form `YYYY-MM-DDTHH:mm:ss(.sss)`, which has no offset (a fast path). */
function isSharedTemporalForm(text: string): boolean {
  return (
    text.charCodeAt(10) === 84 &&
    text.charCodeAt(16) === 58 &&
    (text.length === 19 || (text.length === 23 && text.charCodeAt(19) === 46))
  );
}

/** Converts temporal columns to epoch ms in place of their text, as a new columns array. */
export function withEpochTemporals(result: TypedColumns): TypedColumns {
  return {
    ...result,
    columns: result.columns.map((values, i) =>
      result.generics[i] === 'TEMPORAL' ? values.map(epochMillis) : values,
    ),
  };
}

/** Row objects for the wire, built only at the very end (Superset's `data`). */
export function toRecords(result: TypedColumns): Record<string, unknown>[] {
  const { colnames, columns, rowcount } = result;
  const records: Record<string, unknown>[] = new Array(rowcount);
  for (let row = 0; row < rowcount; row++) {
    const record: Record<string, unknown> = {};
    for (let c = 0; c < colnames.length; c++) record[colnames[c] as string] = columns[c]?.[row] ?? null;
    records[row] = record;
  }
  return records;
}

/**
 * CSV text (RFC 4180) of a result: temporal values as ISO 8601 (`1965-01-01T00:00:00`, whether the engine gave text
 * or post-processing gave epoch milliseconds; issue 17), numbers with the decimal mark.
 */
export function toCsv(result: TypedColumns, options: CsvCellOptions = DEFAULT_CSV_EXPORT): string {
  const cell = (value: unknown) => csvCell(value, options);
  const lines = [result.colnames.map(cell).join(options.sep)];
  for (let row = 0; row < result.rowcount; row++)
    lines.push(
      result.columns
        .map((values, c) => cell(result.generics[c] === 'TEMPORAL' ? isoTemporal(values[row]) : values[row]))
        .join(options.sep),
    );
  return `${lines.join('\r\n')}\r\n`;
}

/** ISO 8601 text of a temporal value: epoch milliseconds become `YYYY-MM-DDTHH:mm:ss(.sss)` in UTC; text stays. */
export function isoTemporal(value: unknown): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  const iso = new Date(value).toISOString();
  return iso.endsWith('.000Z') ? iso.slice(0, 19) : iso.slice(0, 23);
}
