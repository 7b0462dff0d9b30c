import { GENERIC_TYPE_CODES } from '@meridian/core';
import { getTimeFormatter } from '@meridian/viz';

/** How a temporal column can show (spec §2 "Column Formatting"). */
export const TEMPORAL_FORMATTINGS = ['formatted', 'original'] as const;
/** How a temporal column shows. */
export type TemporalFormatting = (typeof TEMPORAL_FORMATTINGS)[number];

/** Labels of the column formatting choice, verbatim. */
export const TEMPORAL_FORMATTING_LABELS: Record<TemporalFormatting, string> = {
  formatted: 'Formatted date',
  original: 'Original value',
};

/** Text of a null cell. */
export const NULL_TEXT = 'N/A';

const formatDate = getTimeFormatter('%Y-%m-%d %H:%M:%S');

/** A column of the data pane. */
export interface DataColumn {
  /** Column label (key of the rows). */
  name: string;
  /** Whether it holds temporal values (epoch ms on the wire). */
  isTemporal: boolean;
}

/** The columns of a result: names with whether each is temporal. */
export function dataColumns(colnames: readonly string[], coltypes: readonly number[]): DataColumn[] {
  return colnames.map((name, i) => ({ name, isTemporal: coltypes[i] === GENERIC_TYPE_CODES.TEMPORAL }));
}

/** The text of one cell: dates formatted unless the column shows original values, nulls as N/A. */
export function formatCell(
  value: unknown,
  column: DataColumn,
  formatting: TemporalFormatting = 'formatted',
): string {
  if (value === null || value === undefined) return NULL_TEXT;
  if (
    column.isTemporal &&
    formatting === 'formatted' &&
    (typeof value === 'number' || typeof value === 'string')
  ) {
    return formatDate(value);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Options of the row helpers: the temporal formatting chosen per column. */
export type FormattingByColumn = Readonly<Record<string, TemporalFormatting>>;

/** Rows whose shown text contains the search text (case-insensitive); all rows when it is blank. */
export function filterRows<R extends Record<string, unknown>>(
  rows: readonly R[],
  columns: readonly DataColumn[],
  text: string,
  formatting: FormattingByColumn = {},
): R[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) =>
    columns.some((column) =>
      formatCell(row[column.name], column, formatting[column.name]).toLowerCase().includes(needle),
    ),
  );
}

/** Rows as tab-separated text with a header line, as the copy button puts them on the clipboard. */
export function rowsToTsv(
  rows: readonly Record<string, unknown>[],
  columns: readonly DataColumn[],
  formatting: FormattingByColumn = {},
): string {
  const header = columns.map((c) => c.name).join('\t');
  const lines = rows.map((row) =>
    columns.map((column) => formatCell(row[column.name], column, formatting[column.name])).join('\t'),
  );
  return [header, ...lines].join('\n') + '\n';
}

/** The row-count badge: "1 row", "N rows". */
export function rowCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`;
}

/** Whether a result was cut by the row limit (spec §2 "Limit reached"). */
export function isLimitReached(rowcount: number, rowLimit: unknown): boolean {
  const limit = typeof rowLimit === 'string' ? Number(rowLimit) : rowLimit;
  return typeof limit === 'number' && Number.isFinite(limit) && limit > 0 && rowcount >= limit;
}
