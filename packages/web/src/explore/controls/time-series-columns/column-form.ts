import type { SavedTimeSeriesColumn as TimeSeriesColumn } from '@meridian/viz';

/** Column types of the time-series table as the editor names them (Superset's labels). */
export const COLUMN_TYPE_CHOICES = [
  ['time', 'Time comparison'],
  ['contrib', 'Contribution'],
  ['spark', 'Sparkline'],
  ['avg', 'Period average'],
] as const;

/** Comparison types of a time column (Superset's labels). */
export const COMPARISON_TYPE_CHOICES = [
  ['value', 'Actual value'],
  ['diff', 'Difference'],
  ['perc', 'Percentage'],
  ['perc_change', 'Percentage change'],
] as const;

/** Which fields the editor shows for a column type. */
export interface ColumnFields {
  timeLag: boolean;
  comparisonType: boolean;
  sparkline: boolean;
  bounds: boolean;
}

/** The fields of a column type: time lag for time and avg, comparison for time, sparkline sizes for spark. */
export function fieldsOf(colType: TimeSeriesColumn['colType']): ColumnFields {
  return {
    timeLag: colType === 'time' || colType === 'avg',
    comparisonType: colType === 'time',
    sparkline: colType === 'spark',
    bounds: colType !== 'spark',
  };
}

/** A new column: a fresh key and Superset's defaults (a time comparison one period back, as the value). */
export function newColumn(random: () => number = Math.random): TimeSeriesColumn {
  return {
    key: random().toString(36).slice(2, 11),
    label: '',
    tooltip: '',
    colType: 'time',
    timeLag: 1,
    comparisonType: 'value',
    width: '300',
    height: '50',
    showYAxis: false,
    yAxisBounds: [null, null],
    bounds: [null, null],
    d3format: '',
    dateFormat: '',
  };
}

/** The pill text of a column: its label, else its type, else a numbered name. */
export function columnSummary(column: TimeSeriesColumn, index: number): string {
  if (column.label) return column.label;
  const type = COLUMN_TYPE_CHOICES.find(([value]) => value === column.colType)?.[1];
  return type ? `${type} ${index + 1}` : `Column ${index + 1}`;
}

/** The column list of the control's value (anything else is an empty list). */
export function toColumns(value: unknown): TimeSeriesColumn[] {
  return Array.isArray(value)
    ? value.filter((c): c is TimeSeriesColumn => typeof c === 'object' && c !== null)
    : [];
}

/** The list with one column replaced. */
export function replaceColumn(
  columns: readonly TimeSeriesColumn[],
  index: number,
  column: TimeSeriesColumn,
): TimeSeriesColumn[] {
  return columns.map((c, i) => (i === index ? column : c));
}

/** The list with the column of the same key replaced, or the column appended. */
export function upsertColumn(
  columns: readonly TimeSeriesColumn[],
  column: TimeSeriesColumn,
): TimeSeriesColumn[] {
  const index = columns.findIndex((c) => c.key === column.key);
  return index < 0 ? [...columns, column] : replaceColumn(columns, index, column);
}
