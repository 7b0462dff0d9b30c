import type { LegendComponentOption } from 'echarts/components';
import { getNumberFormatter, type NumberFormatter } from '../format/number-format';
import { getTimeFormatter, toDate } from '../format/time-format';
import type { ChartDataResult } from '../plugin';

/** GenericDataType codes of `coltypes`. */
export const GENERIC = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

/** A chart-data cell as a number, or null (numeric text is read; anything else is missing). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

/** The result of the first query, or an empty one. */
export function firstResult(queriesData: readonly ChartDataResult[], index = 0): ChartDataResult {
  return queriesData[index] ?? { data: [], colnames: [], coltypes: [] };
}

/** The generic type of a result column, when known. */
export function columnType(result: ChartDataResult, column: string): number | undefined {
  const index = result.colnames.indexOf(column);
  return index >= 0 ? result.coltypes[index] : undefined;
}

/** Legend placement of Superset's legend controls. */
export interface LegendFormData {
  show_legend: boolean;
  legendType: 'scroll' | 'plain';
  legendOrientation: 'top' | 'bottom' | 'left' | 'right';
}

/** The ECharts legend of Superset's legend controls. */
export function legendOption(formData: LegendFormData, names: readonly string[]): LegendComponentOption {
  const vertical = formData.legendOrientation === 'left' || formData.legendOrientation === 'right';
  return {
    show: formData.show_legend,
    type: formData.legendType,
    orient: vertical ? 'vertical' : 'horizontal',
    [formData.legendOrientation]: 0,
    ...(vertical ? { top: 'middle' } : { left: 'center' }),
    data: [...names],
  };
}

/** Room the legend takes from the grid, in pixels, by side. */
export function legendPadding(formData: LegendFormData): Record<'top' | 'bottom' | 'left' | 'right', number> {
  const pad = { top: 30, bottom: 30, left: 20, right: 20 };
  if (!formData.show_legend) return pad;
  const side = formData.legendOrientation;
  return { ...pad, [side]: pad[side] + (side === 'left' || side === 'right' ? 120 : 24) };
}

/** One tooltip line as ECharts passes it to formatters. */
export interface TooltipItem {
  seriesName: string;
  marker: string;
  value: unknown;
  axisValue?: unknown;
}

function isTooltipItem(value: unknown): value is TooltipItem {
  return typeof value === 'object' && value !== null && 'seriesName' in value && 'value' in value;
}

/** ECharts' formatter parameters (one item or a list) as tooltip items. */
export function tooltipItems(params: unknown): TooltipItem[] {
  const list = Array.isArray(params) ? params : [params];
  return list.filter(isTooltipItem);
}

/** The y value of a [x, y] (or [y, x] when horizontal) data point. */
export function pointValue(value: unknown, horizontal = false): number | null {
  if (Array.isArray(value)) return toNumber(value[horizontal ? 0 : 1]);
  return toNumber(value);
}

/** Escapes text placed in tooltip HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An axis-trigger tooltip formatter: the x value formatted, then one line per series (and a total). */
export function axisTooltipFormatter(options: {
  formatX: (value: unknown) => string;
  formatY: NumberFormatter;
  horizontal?: boolean;
  showTotal?: boolean;
  /** Lines ordered by value, largest first (Superset's tooltipSortByMetric). */
  sortByValue?: boolean;
  /** Each line with its share of the total (Superset's showTooltipPercentage). */
  showPercentage?: boolean;
}): (params: unknown) => string {
  const formatPercent = getNumberFormatter('.2%');
  return (params) => {
    const items = tooltipItems(params);
    const first = items[0];
    if (!first) return '';
    const header = options.formatX(first.axisValue);
    // A series without a value at this x (a stacked bar's missing group) has no line, never a 'null' one.
    const rows = items
      .map((item) => ({ item, value: pointValue(item.value, options.horizontal) }))
      .filter((row): row is { item: TooltipItem; value: number } => row.value !== null);
    if (options.sortByValue) rows.sort((a, b) => b.value - a.value);
    const total = rows.reduce<number>((sum, r) => sum + r.value, 0);
    const lines = rows.map(({ item, value }) => {
      const share = options.showPercentage && total !== 0 ? ` (${formatPercent(value / total)})` : '';
      return `${item.marker}${escapeHtml(item.seriesName)}: <b>${options.formatY(value)}</b>${share}`;
    });
    if (options.showTotal) lines.push(`<b>Total: ${options.formatY(total)}</b>`);
    return [escapeHtml(header), ...lines].join('<br/>');
  };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Shortest time between two ticks per time grain: no 06 AM ticks on daily points. */
const GRAIN_MS: Readonly<Record<string, number>> = {
  PT1S: 1000,
  PT1M: 60_000,
  PT5M: 5 * 60_000,
  PT10M: 10 * 60_000,
  PT15M: 15 * 60_000,
  PT30M: 30 * 60_000,
  PT1H: HOUR_MS,
  PT6H: 6 * HOUR_MS,
  P1D: DAY_MS,
  P1W: 7 * DAY_MS,
  // Months and longer vary in length; the shortest keeps every tick of the grain.
  P1M: 28 * DAY_MS,
  P3M: 90 * DAY_MS,
  P1Y: 365 * DAY_MS,
};

/** ECharts `minInterval` of a time x-axis under a time grain (0: no limit). */
export function timeGrainMinInterval(grain: string | null | undefined): number {
  return (grain ? GRAIN_MS[grain] : undefined) ?? 0;
}

/** Formats an x-axis value by its axis type: time with a time format, numbers with a number format. */
export function xValueFormatter(
  axisType: 'time' | 'value' | 'category',
  timeFormat: string,
  numberFormat?: string,
): (value: unknown) => string {
  if (axisType === 'time') {
    const format = getTimeFormatter(timeFormat);
    return (value) => {
      const date = typeof value === 'number' || typeof value === 'string' ? toDate(value) : null;
      return date ? format(date) : String(value ?? '');
    };
  }
  if (axisType === 'value') {
    const format = getNumberFormatter(numberFormat);
    return (value) => format(toNumber(value));
  }
  return (value) => String(value ?? '');
}
