import { columnLabel, metricLabel } from '@meridian/core';
import { firstResult, toNumber } from '../../echarts/options';
import { getNumberFormatter } from '../../format/number-format';
import { toDate } from '../../format/time-format';
import type { BaseRendererProps, ChartProps } from '../../plugin';
import { DTTM_ALIAS } from '../../query/x-axis';
import { GROUPED_SINGLE_METRIC } from './build-query';
import type { TimeSeriesColumn, TimeTableFormData } from './form-data';
import { cellValue, colorFromBounds, sparklineValues, type TimeEntry } from './values';

/** A value cell as drawn. */
export interface TimeTableValueCell {
  kind: 'value';
  /** The value (for sorting), null when none. */
  value: number | null;
  /** The text shown (formatted value or Superset's message). */
  text: string;
  /** Colour from the column's bounds. */
  color: string | null;
}

/** A sparkline cell. */
export interface TimeTableSparkCell {
  kind: 'spark';
  /** Points, oldest first. */
  points: (number | null)[];
  /** Epoch ms of each point. */
  times: number[];
  /** Pixels. */
  width: number;
  height: number;
  showYAxis: boolean;
  yAxisBounds: [number | null, number | null];
  /** d3 formats of the tooltip. */
  numberFormat: string;
  dateFormat: string;
}

/** One row: a metric, or a value of the dimension. */
export interface TimeTableRow {
  /** Row name shown at the left. */
  name: string;
  /** Link of the name, when the chart has a URL template. */
  href: string | null;
  /** Cells by column key. */
  cells: Record<string, TimeTableValueCell | TimeTableSparkCell>;
}

/** A column header. */
export interface TimeTableColumn {
  key: string;
  label: string;
  tooltip: string;
  isSpark: boolean;
}

/** Props of the renderer. */
export interface TimeTableRendererProps extends BaseRendererProps {
  /** Header of the name column: Metric, or the dimension's name. */
  rowHeader: string;
  columns: TimeTableColumn[];
  rows: TimeTableRow[];
  /** Sort by the first column, descending, at first (grouped tables, as Superset). */
  sortByFirstColumn: boolean;
}

/** Rows keyed by time, oldest first: every row key's value at each time (missing combinations are null). */
export function pivotByTime(
  records: readonly Record<string, unknown>[],
  rowKeyOf: (record: Record<string, unknown>) => { key: string; value: unknown }[],
): { entries: TimeEntry[]; rowKeys: string[] } {
  const byTime = new Map<number, Record<string, number | null>>();
  const keys = new Set<string>();
  for (const record of records) {
    const date = toDate(record[DTTM_ALIAS] as number | string | null);
    if (!date) continue;
    const time = date.getTime();
    const values = byTime.get(time) ?? {};
    for (const { key, value } of rowKeyOf(record)) {
      keys.add(key);
      values[key] = toNumber(value);
    }
    byTime.set(time, values);
  }
  const rowKeys = [...keys].sort();
  const entries = [...byTime.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, values]) => ({
      time,
      values: Object.fromEntries(rowKeys.map((k) => [k, values[k] ?? null])),
    }));
  return { entries, rowKeys };
}

/** `{{ metric }}` (or `{{metric}}`) of a URL template replaced by the row; only http(s) and relative links are kept. */
export function rowLink(template: string | null | undefined, row: string): string | null {
  if (!template) return null;
  const href = template.replace(/\{\{\s*metric\s*\}\}/g, encodeURIComponent(row));
  return /^(https?:\/\/|\/|\.|\?|#)/i.test(href.trim()) ? href.trim() : null;
}

function columnKey(column: TimeSeriesColumn, index: number): string {
  return column.key || `col-${index}`;
}

/** Least widths of the table's other columns (TimeTableChart's grid), a sparkline's padding, a scrollbar. */
const NAME_MIN_WIDTH = 120;
const VALUE_MIN_WIDTH = 80;
const SPARK_PADDING = 16;
const SCROLLBAR = 16;
const MIN_SPARK_WIDTH = 60;

/**
 * The widest a sparkline may be so that every column fits the chart's width: on a narrow card a 300 px sparkline
 * pushed the value columns out of sight. Never under 60 px (the table scrolls then).
 */
export function sparkWidthLimit(chartWidth: number, columns: readonly TimeSeriesColumn[]): number {
  const sparks = columns.filter((c) => c.colType === 'spark').length;
  if (sparks === 0) return Number.POSITIVE_INFINITY;
  const room =
    chartWidth -
    NAME_MIN_WIDTH -
    VALUE_MIN_WIDTH * (columns.length - sparks) -
    SPARK_PADDING * sparks -
    SCROLLBAR;
  return Math.max(MIN_SPARK_WIDTH, Math.floor(room / sparks));
}

function cellOf(
  column: TimeSeriesColumn,
  row: string,
  entries: { oldestFirst: TimeEntry[]; newestFirst: TimeEntry[] },
  sparkWidth: number,
): TimeTableValueCell | TimeTableSparkCell {
  if (column.colType === 'spark') {
    const points = sparklineValues(row, entries.oldestFirst, column);
    return {
      kind: 'spark',
      points,
      // Ratio sparklines start timeRatio periods in: each point keeps the time of its newer value.
      times: entries.oldestFirst.slice(entries.oldestFirst.length - points.length).map((e) => e.time),
      width: Math.min(Number.parseInt(String(column.width ?? '300'), 10) || 300, sparkWidth),
      height: Number.parseInt(String(column.height ?? '50'), 10) || 50,
      showYAxis: column.showYAxis ?? false,
      yAxisBounds: column.yAxisBounds,
      numberFormat: column.d3format ?? '',
      dateFormat: column.dateFormat ?? '',
    };
  }
  const { value, message } = cellValue(row, entries.newestFirst, column);
  return {
    kind: 'value',
    value,
    text: message ?? (value === null ? '' : getNumberFormatter(column.d3format || undefined)(value)),
    color: colorFromBounds(value, column.bounds),
  };
}

/** Chart data -> the table's rows and columns (pure): Superset's pivot by time, then each column's cell per row. */
export function transformTimeTableProps(chartProps: ChartProps<TimeTableFormData>): TimeTableRendererProps {
  const { formData: fd, width, height, datasource } = chartProps;
  if (fd.groupby.length > 0 && fd.metrics.length > 1) throw new Error(GROUPED_SINGLE_METRIC);
  if (fd.column_collection.length === 0)
    throw new Error('Add at least one time series column to draw this table.');
  const metrics = fd.metrics.map(metricLabel);
  const groupLabels = fd.groupby.map(columnLabel);
  const grouped = groupLabels.length > 0;
  const records = firstResult(chartProps.queriesData).data;
  const { entries, rowKeys } = pivotByTime(records, (record) =>
    grouped
      ? [
          {
            key: groupLabels.map((g) => String(record[g] ?? 'NULL')).join(', '),
            value: record[metrics[0] ?? ''],
          },
        ]
      : metrics.map((m) => ({ key: m, value: record[m] })),
  );
  const oldestFirst = entries;
  const newestFirst = [...entries].reverse();
  const names = grouped ? rowKeys : metrics;
  const sparkWidth = sparkWidthLimit(width, fd.column_collection);
  const columns = fd.column_collection.map((c, i) => ({
    key: columnKey(c, i),
    label: c.label ?? '',
    tooltip: c.tooltip ?? '',
    isSpark: c.colType === 'spark',
  }));
  const rows = names.map((name) => ({
    name: grouped ? name : (datasource?.verboseMap?.[name] ?? name),
    href: rowLink(fd.url, name),
    cells: Object.fromEntries(
      fd.column_collection.map((c, i) => [
        columnKey(c, i),
        cellOf(c, name, { oldestFirst, newestFirst }, sparkWidth),
      ]),
    ),
  }));
  return {
    width,
    height,
    rowHeader: grouped ? groupLabels.join(', ') : 'Metric',
    columns,
    rows,
    sortByFirstColumn: grouped,
  };
}
