import { metricLabel } from '@meridian/core';
import { getColorFormatters } from '../../color/conditional-formatting';
import { firstResult, GENERIC, toNumber } from '../../echarts/options';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatterForGrain } from '../../format/time-format';
import type { BaseRendererProps, ChartHooks, ChartProps } from '../../plugin';
import { getQueryMode, type TableFormData } from './form-data';

/** One column of the rendered table. */
export interface TableColumn {
  /** Key in the row objects. */
  key: string;
  /** Header text. */
  label: string;
  /** GenericDataType of the column. */
  dataType: number | undefined;
  /** A metric (or percent metric) column. */
  isMetric: boolean;
  /** Numbers: right aligned, bars, conditional colours. */
  isNumeric: boolean;
  /** Pixel width, when set. */
  width?: number;
  /** Text alignment. */
  align: 'left' | 'right' | 'center';
  /** Cell text of a value. */
  format: (value: unknown) => string;
  /** Background of a cell from conditional formatting, if any. */
  background: (value: unknown) => string | undefined;
  /** [min, max] of the column for cell bars, or null when no bars. */
  barRange: readonly [number, number] | null;
  /** Bars start at zero both ways. */
  alignPositiveNegative: boolean;
  /** Bars red / green by sign. */
  colorPositiveNegative: boolean;
}

/** Props of the Table renderer. */
export interface TableRendererProps extends BaseRendererProps {
  columns: readonly TableColumn[];
  /** Rows of the current page (server pagination) or all rows. */
  rows: readonly Record<string, unknown>[];
  /** Totals row, when show_totals. */
  totals: Record<string, unknown> | null;
  /** Rows per page; 0 shows all. */
  pageSize: number;
  /** Pages come from the server (rowCount rows in all). */
  serverPagination: boolean;
  /** Rows in all (server pagination: from the row-count query). */
  rowCount: number;
  /** Zero-based current page (server pagination). */
  currentPage: number;
  /** Show the search box. */
  includeSearch: boolean;
  /** Host callbacks (setOwnState for server pages). */
  hooks?: ChartHooks;
}

function formatterFor(
  fd: TableFormData,
  key: string,
  dataType: number | undefined,
  isPercent: boolean,
  savedFormat: string | undefined,
) {
  const config = fd.column_config[key] ?? {};
  if (dataType === GENERIC.TEMPORAL) {
    const format = getTimeFormatterForGrain(
      config.d3TimeFormat ?? fd.table_timestamp_format,
      fd.query_mode === 'raw' ? null : fd.time_grain_sqla,
    );
    return (value: unknown) =>
      value === null || value === undefined
        ? 'N/A'
        : format(typeof value === 'number' || typeof value === 'string' ? value : String(value));
  }
  if (dataType === GENERIC.NUMERIC || isPercent) {
    const format = getNumberFormatter(config.d3NumberFormat ?? (isPercent ? '.3%' : savedFormat));
    return (value: unknown) => (value === null || value === undefined ? 'N/A' : format(toNumber(value)));
  }
  return (value: unknown) => (value === null || value === undefined ? 'N/A' : String(value));
}

function rangeOf(
  rows: readonly Record<string, unknown>[],
  key: string,
  alignPn: boolean,
): readonly [number, number] | null {
  // A loop, not Math.min(...values): spreading 100,000 values overflows the call stack.
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    const v = toNumber(row[key]);
    if (v === null) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (min > max) return null;
  return alignPn ? [0, Math.max(Math.abs(min), Math.abs(max))] : [Math.min(0, min), Math.max(0, max)];
}

/** Chart data -> table props: columns with their formats, colours and bars, rows, totals, pagination (pure). */
export function transformTableProps(chartProps: ChartProps<TableFormData>): TableRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const mode = getQueryMode(fd);
  const metricLabels = new Set(mode === 'aggregate' ? (fd.metrics ?? []).map(metricLabel) : []);
  const percentLabels = new Set(
    mode === 'aggregate' ? (fd.percent_metrics ?? []).map((m) => `%${metricLabel(m)}`) : [],
  );
  const colorFormatters = getColorFormatters(fd.conditional_formatting, result.data);
  const columns = result.colnames.map((key, index): TableColumn => {
    const dataType = result.coltypes[index];
    const config = fd.column_config[key] ?? {};
    const isPercent = percentLabels.has(key);
    const isMetric = metricLabels.has(key) || isPercent;
    const isNumeric = dataType === GENERIC.NUMERIC || isPercent;
    const alignPn = config.alignPositiveNegative ?? fd.align_pn;
    const showBars = isNumeric && isMetric && (config.showCellBars ?? fd.show_cell_bars);
    const colorFn = colorFormatters.get(key);
    return {
      key,
      label: chartProps.datasource?.verboseMap?.[key] ?? key,
      dataType,
      isMetric,
      isNumeric,
      ...(config.columnWidth ? { width: config.columnWidth } : {}),
      align: config.horizontalAlign ?? (isNumeric ? 'right' : 'left'),
      format: formatterFor(fd, key, dataType, isPercent, chartProps.datasource?.columnFormats?.[key]),
      background: (value) => colorFn?.(toNumber(value)),
      barRange: showBars ? rangeOf(result.data, key, alignPn) : null,
      alignPositiveNegative: alignPn,
      colorPositiveNegative: config.colorPositiveNegative ?? fd.color_pn,
    };
  });
  const rowCountResult = fd.server_pagination ? chartProps.queriesData[1] : undefined;
  const totalsResult =
    mode === 'aggregate' && fd.show_totals ? chartProps.queriesData[fd.server_pagination ? 2 : 1] : undefined;
  const rowCount = toNumber(rowCountResult?.data[0]?.['rowcount']) ?? result.data.length;
  return {
    width,
    height,
    columns,
    rows: result.data,
    totals: totalsResult?.data[0] ?? null,
    pageSize: fd.server_pagination
      ? (chartProps.ownState?.pageSize ?? fd.server_page_length)
      : fd.page_length,
    serverPagination: fd.server_pagination,
    rowCount,
    currentPage: chartProps.ownState?.currentPage ?? 0,
    includeSearch: fd.include_search,
    ...(chartProps.hooks ? { hooks: chartProps.hooks } : {}),
  };
}

/** Rows whose formatted cells contain the search text (case-insensitive). */
export function searchRows(
  rows: readonly Record<string, unknown>[],
  columns: readonly TableColumn[],
  text: string,
): readonly Record<string, unknown>[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => columns.some((c) => c.format(row[c.key]).toLowerCase().includes(needle)));
}

/** The CSS background of a cell bar: the value's share of the range, from zero (or the left edge). */
export function cellBarBackground(column: TableColumn, value: unknown): string | undefined {
  const v = toNumber(value);
  if (!column.barRange || v === null) return undefined;
  const [min, max] = column.barRange;
  const span = max - min || 1;
  const color = column.colorPositiveNegative
    ? v < 0
      ? 'rgba(224,67,85,0.35)'
      : 'rgba(90,193,137,0.35)'
    : 'rgba(172,225,196,0.6)';
  if (column.alignPositiveNegative) {
    const width = (Math.abs(v) / (max || 1)) * 100;
    return `linear-gradient(to right, ${color} ${width}%, transparent ${width}%)`;
  }
  const zero = ((0 - min) / span) * 100;
  const end = ((v - min) / span) * 100;
  const [from, to] = v < 0 ? [end, zero] : [zero, end];
  return `linear-gradient(to right, transparent ${from}%, ${color} ${from}%, ${color} ${to}%, transparent ${to}%)`;
}
