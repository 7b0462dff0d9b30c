import { metricLabel } from '@meridian/core';
import { firstResult, toNumber } from '../../echarts/options';
import { getCurrencyFormatter, getNumberFormatter } from '../../format/number-format';
import type { BaseRendererProps, ChartProps } from '../../plugin';
import { POP_KPI_COLUMNS, timeOffsetOf, type PopKpiColumn, type PopKpiFormData } from './form-data';

/** One comparison value under the number. */
export interface PopKpiComparison {
  /** Which value (its `column_config` key). */
  key: PopKpiColumn;
  /** Shown before it: its custom name, else its symbol (#, △, %); null when the symbol is hidden. */
  label: string | null;
  /** The value as shown. */
  text: string;
  /** Tooltip. */
  tooltip: string;
  /** Coloured by the change (delta and percent). */
  colored: boolean;
}

/** Props of the renderer. */
export interface PopKpiRendererProps extends BaseRendererProps {
  /** The current value as shown. */
  bigNumber: string;
  /** (current − previous) / |previous|; ±1 when exactly one is 0, 0 when both are. */
  percentChange: number;
  /** The comparison values shown, in order. */
  comparisons: PopKpiComparison[];
  /** Number font size in pixels. */
  headerFontSize: number;
  /** Comparison font size in pixels (Superset's fixed sizes). */
  subheaderFontSize: number;
  /** Colour of a good change, a bad one, or none. */
  changeTone: 'good' | 'bad' | 'neutral';
}

/** Superset's comparison sizes in pixels per subheader choice (Tiny … Huge). */
const COMPARISON_FONT_SIZES: Readonly<Record<number, number>> = {
  0.125: 16,
  0.15: 20,
  0.2: 26,
  0.3: 32,
  0.4: 40,
};

/** Pixel size of the comparison values for a subheader_font_size choice (unknown choices take the largest). */
export function comparisonFontSize(fraction: number): number {
  return COMPARISON_FONT_SIZES[fraction] ?? 40;
}

const SYMBOLS: Readonly<Record<PopKpiColumn, string>> = {
  'Previous value': '#',
  Delta: '△',
  'Percent change': '%',
};

/** Σ of the metric's columns and Σ of its compared-period columns over every row (Superset's value1 / value2). */
export function sumPeriods(
  rows: readonly Readonly<Record<string, unknown>>[],
  metric: string,
  offset: string | null,
): { current: number; previous: number } {
  const previousKey = offset ? `${metric}__${offset}` : null;
  let current = 0;
  let previous = 0;
  for (const row of rows) {
    if (previousKey) previous += toNumber(row[previousKey]) ?? 0;
    current += toNumber(row[metric]) ?? 0;
  }
  return { current, previous };
}

/** The relative change of Superset's chart: both 0 -> 0; one 0 -> ±1; else Δ / |previous|. */
export function percentChange(current: number, previous: number): number {
  if (!current && !previous) return 0;
  if (!current || !previous) return current ? 1 : -1;
  return (current - previous) / Math.abs(previous);
}

function periodText(fd: PopKpiFormData): string {
  if (fd.time_compare === 'inherit') return 'the period before the time range';
  if (fd.time_compare === 'custom')
    return fd.start_date_offset ? `the period from ${fd.start_date_offset}` : 'a custom period';
  return fd.time_compare ?? 'the compared period';
}

/** Chart data -> the number and its comparison with the compared period (pure). */
export function transformPopKpiProps(chartProps: ChartProps<PopKpiFormData>): PopKpiRendererProps {
  const { formData: fd, width, height } = chartProps;
  const rows = firstResult(chartProps.queriesData).data;
  const metric = metricLabel(fd.metric);
  const offset = timeOffsetOf(fd);
  if (!offset) throw new Error('Choose the period to compare with (Time shift) to draw this chart.');
  const { current, previous } = sumPeriods(rows, metric, offset);
  const change = percentChange(current, previous);
  const formatValue = getCurrencyFormatter(fd.currency_format, fd.y_axis_format);
  const formatPercent = getNumberFormatter(fd.percentDifferenceFormat);
  const texts: Record<PopKpiColumn, [string, string]> = {
    'Previous value': [formatValue(previous), `Data for ${periodText(fd)}`],
    Delta: [formatValue(current - previous), 'Value difference between the time periods'],
    'Percent change': [formatPercent(change), 'Percentage difference between the time periods'],
  };
  const comparisons = POP_KPI_COLUMNS.filter((key) => fd.column_config[key]?.visible !== false).map(
    (key): PopKpiComparison => {
      const config = fd.column_config[key] ?? {};
      const [text, tooltip] = texts[key];
      return {
        key,
        label: config.customColumnName || (config.displayTypeIcon === false ? null : SYMBOLS[key]),
        text,
        tooltip,
        colored: key !== 'Previous value',
      };
    },
  );
  const increaseIsGood = fd.comparison_color_scheme === 'Green';
  const changeTone =
    !fd.comparison_color_enabled || change === 0 ? 'neutral' : change > 0 === increaseIsGood ? 'good' : 'bad';
  return {
    width,
    height,
    bigNumber: formatValue(current),
    percentChange: change,
    comparisons,
    headerFontSize: Math.max(12, height * fd.header_font_size),
    subheaderFontSize: comparisonFontSize(fd.subheader_font_size),
    changeTone,
  };
}
