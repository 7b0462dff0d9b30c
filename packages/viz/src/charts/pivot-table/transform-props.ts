import { columnLabel, metricLabel } from '@meridian/core';
import { getColorFormatters } from '../../color/conditional-formatting';
import { columnType, firstResult, GENERIC } from '../../echarts/options';
import { getCurrencyFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import type { BaseRendererProps, ChartProps } from '../../plugin';
import type { PivotTableFormData } from './form-data';
import { buildPivot } from './pivot';

/** A header cell path: dimension values, with the metric label where metrics are a level. */
export type HeaderPath = readonly string[];

/** One body cell. */
export interface PivotCell {
  /** The value. */
  value: number | null;
  /** The value as shown. */
  text: string;
  /** Conditional-formatting background. */
  background?: string;
}

/** Props of the Pivot Table renderer. */
export interface PivotTableRendererProps extends BaseRendererProps {
  /** Names of the row header levels. */
  rowHeaderNames: readonly string[];
  /** Names of the column header levels. */
  columnHeaderNames: readonly string[];
  /** Header path of each body row (the last may be "Total"). */
  rowHeaders: readonly HeaderPath[];
  /** Header path of each body column (the last may be "Total"). */
  columnHeaders: readonly HeaderPath[];
  /** cells[row][column]. */
  cells: readonly (readonly PivotCell[])[];
}

const TOTAL = 'Total';

/** Chart data -> pivoted cells, formatted (pure). */
export function transformPivotTableProps(
  chartProps: ChartProps<PivotTableFormData>,
): PivotTableRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const [rowDims, colDims] = fd.transposePivot
    ? [fd.groupbyColumns.map(columnLabel), fd.groupbyRows.map(columnLabel)]
    : [fd.groupbyRows.map(columnLabel), fd.groupbyColumns.map(columnLabel)];
  const metrics = fd.metrics.map(metricLabel);
  // Headers show the dataset's display names (Superset's namesMapping): 'Sales', not 'sum__sales'.
  const shown = (name: string) => chartProps.datasource?.verboseMap?.[name] ?? name;
  const formatDate = getTimeFormatter(fd.date_format);
  const label = (dimension: string, value: unknown) => {
    if (value === null || value === undefined) return '<NULL>';
    if (
      columnType(result, dimension) === GENERIC.TEMPORAL &&
      (typeof value === 'number' || typeof value === 'string')
    )
      return formatDate(value);
    return String(value);
  };
  const formatValue = getCurrencyFormatter(
    fd.currency_format,
    fd.aggregateFunction.includes('Fraction') ? '.2%' : fd.valueFormat,
  );
  const colorFormatters = getColorFormatters(fd.conditional_formatting, result.data);
  const pivots = metrics.map((metric) =>
    buildPivot({
      rows: result.data,
      rowDims,
      colDims,
      metric,
      fn: fd.aggregateFunction,
      rowOrder: fd.rowOrder,
      colOrder: fd.colOrder,
      label,
    }),
  );
  const first = pivots[0];
  const rowKeys: (string[] | null)[] = [...(first?.rowKeys ?? []), ...(fd.colTotals ? [null] : [])];
  const colKeys: (string[] | null)[] = [...(first?.colKeys ?? []), ...(fd.rowTotals ? [null] : [])];
  const keyPath = (key: string[] | null, depth: number): string[] =>
    key ?? [TOTAL, ...Array<string>(Math.max(0, depth - 1)).fill('')];
  const metricsOnRows = fd.metricsLayout === 'ROWS';
  type Slot = { metricIndex: number; key: string[] | null };
  const rowSlots: Slot[] = metricsOnRows
    ? metrics.flatMap((_, m) => rowKeys.map((key) => ({ metricIndex: m, key })))
    : rowKeys.map((key) => ({ metricIndex: -1, key }));
  const colSlots: Slot[] = metricsOnRows
    ? colKeys.map((key) => ({ metricIndex: -1, key }))
    : fd.combineMetric
      ? colKeys.flatMap((key) => metrics.map((_, m) => ({ metricIndex: m, key })))
      : metrics.flatMap((_, m) => colKeys.map((key) => ({ metricIndex: m, key })));
  const withMetric = (slot: Slot, depth: number, metricFirst: boolean) => {
    const path = keyPath(slot.key, depth);
    if (slot.metricIndex < 0) return path;
    const name = shown(metrics[slot.metricIndex] ?? '');
    return metricFirst ? [name, ...path] : [...path, name];
  };
  const cells = rowSlots.map((row) =>
    colSlots.map((col): PivotCell => {
      const metricIndex = Math.max(row.metricIndex, col.metricIndex, 0);
      const value = pivots[metricIndex]?.value(row.key, col.key) ?? null;
      const background =
        row.key && col.key ? colorFormatters.get(metrics[metricIndex] ?? '')?.(value) : undefined;
      return { value, text: value === null ? '' : formatValue(value), ...(background ? { background } : {}) };
    }),
  );
  return {
    width,
    height,
    rowHeaderNames: (metricsOnRows ? ['Metric', ...rowDims] : rowDims).map(shown),
    columnHeaderNames: (metricsOnRows
      ? colDims
      : fd.combineMetric
        ? [...colDims, 'Metric']
        : ['Metric', ...colDims]
    ).map(shown),
    rowHeaders: rowSlots.map((s) => withMetric(s, rowDims.length, true)),
    columnHeaders: colSlots.map((s) => withMetric(s, colDims.length, !fd.combineMetric)),
    cells,
  };
}
