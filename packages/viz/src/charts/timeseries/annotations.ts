import {
  chartAnnotationLayersOf,
  FormulaError,
  parseFormula,
  type ChartAnnotationLayer,
} from '@meridian/core';
import type { LineSeriesOption } from 'echarts/charts';
import { ChartInputError } from '../../echarts/chart-data';
import { escapeHtml, toNumber } from '../../echarts/options';
import { toDate } from '../../format/time-format';
import type { XAxisType } from './series';

/** The shown layers of a chart's `annotation_layers`; items that are not layers are skipped. */
export function shownAnnotationLayers(raw: readonly unknown[] | null | undefined): ChartAnnotationLayer[] {
  return chartAnnotationLayersOf(raw).filter((layer) => layer.show);
}

/** One event or interval read from a layer's data. */
export interface AnnotationMark {
  /** Epoch ms. */
  time: number;
  /** Epoch ms (intervals). */
  end: number | null;
  title: string;
  descriptions: string[];
}

function epochMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || value instanceof Date) return toDate(value)?.getTime() ?? null;
  return null;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The marks of a layer's `annotation_data` entry (`{records}`): a NATIVE layer reads start_dttm, end_dttm,
 * short_descr and long_descr; a table source the layer's time, interval end, title and description columns.
 * Records without a time are skipped.
 */
export function annotationMarks(layer: ChartAnnotationLayer, data: unknown): AnnotationMark[] {
  const records =
    typeof data === 'object' && data !== null && 'records' in data && Array.isArray(data.records)
      ? (data.records as unknown[])
      : [];
  const native = layer.sourceType === 'NATIVE';
  const timeColumn = native ? 'start_dttm' : layer.timeColumn || '__timestamp';
  const endColumn = native ? 'end_dttm' : (layer.intervalEndColumn ?? '');
  const titleColumn = native ? 'short_descr' : (layer.titleColumn ?? '');
  const descriptionColumns = native ? ['long_descr'] : (layer.descriptionColumns ?? []);
  return records.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const time = epochMs(record[timeColumn]);
    if (time === null) return [];
    return [
      {
        time,
        end: endColumn ? epochMs(record[endColumn]) : null,
        title: titleColumn ? text(record[titleColumn]) : '',
        descriptions: descriptionColumns.map((c) => text(record[c])),
      },
    ];
  });
}

/** A mark's label: "layer - title", then its non-empty descriptions (Superset's annotation label). */
export function annotationLabel(name: string, title: string, descriptions: readonly string[]): string {
  const heading = [name, title].filter(Boolean).join(' - ');
  const body = descriptions.filter(Boolean).join('\n');
  return [heading, body].filter(Boolean).join('\n\n');
}

/** ECharts opacity of a layer's opacity key; '' is the given fallback. */
export function annotationOpacity(opacity: ChartAnnotationLayer['opacity'], fallback: number): number {
  switch (opacity) {
    case 'opacityLow':
      return 0.2;
    case 'opacityMedium':
      return 0.5;
    case 'opacityHigh':
      return 0.8;
    case '':
      return fallback;
  }
}

/** ECharts line type of a layer's style. */
export function annotationLineType(
  style: ChartAnnotationLayer['style'],
): 'solid' | 'dashed' | 'dotted' | number[] {
  return style === 'longDashed' ? [12, 6] : style;
}

/** What drawing annotations needs from the chart. */
export interface AnnotationContext {
  /** `annotation_data` of the chart's result. */
  annotationData: Readonly<Record<string, unknown>> | undefined;
  xAxisType: XAxisType;
  /** The x values of the chart's data (formulas are computed at them). */
  xValues: readonly (number | string)[];
  /** Bars drawn sideways: the time axis is the y-axis. */
  horizontal: boolean;
  /** A layer's colour when it sets none. */
  colorOf: (layerName: string) => string;
}

/** The formula layer as a line over the chart's x values (numeric axes only). */
function formulaSeries(
  layer: ChartAnnotationLayer,
  context: AnnotationContext,
  color: string,
): LineSeriesOption[] {
  if (context.xAxisType === 'category') return [];
  let formula: (x: number) => number;
  try {
    formula = parseFormula(String(layer.value ?? ''));
  } catch (error) {
    if (error instanceof FormulaError)
      throw new ChartInputError(`Annotation layer "${layer.name}": ${error.message}`);
    throw error;
  }
  const xs = [...new Set(context.xValues.map((x) => toNumber(x)))]
    .filter((x): x is number => x !== null)
    .sort((a, b) => a - b);
  const points = xs.map((x): [number, number | null] => {
    const y = formula(x);
    return [x, Number.isFinite(y) ? y : null];
  });
  return [
    {
      id: `Formula - ${layer.name}`,
      name: layer.name,
      type: 'line',
      animation: false,
      symbol: 'none',
      color,
      lineStyle: {
        color,
        width: layer.width,
        type: annotationLineType(layer.style),
        opacity: annotationOpacity(layer.opacity, 1),
      },
      data: context.horizontal ? points.map(([x, y]) => [y, x]) : points,
    },
  ];
}

/** The columns and rows of a chart-sourced layer's data (`{columns, records}`); the first column is the x. */
function chartRows(data: unknown): { columns: string[]; records: Record<string, unknown>[] } {
  if (typeof data !== 'object' || data === null) return { columns: [], records: [] };
  const { columns, records } = data as { columns?: unknown; records?: unknown };
  const rows = Array.isArray(records)
    ? records.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
    : [];
  const names = Array.isArray(columns) ? columns.map(String) : Object.keys(rows[0] ?? {});
  return { columns: names, records: rows };
}

/**
 * A TIME_SERIES layer: one line per value column of the source chart's rows, over its time column (the layer's
 * time column, else the first). Markers and a hidden line as the layer says.
 */
function timeSeriesLayerSeries(
  layer: ChartAnnotationLayer,
  context: AnnotationContext,
  color: string,
): LineSeriesOption[] {
  const { columns, records } = chartRows(context.annotationData?.[layer.name]);
  const x = layer.timeColumn || columns[0];
  if (!x) return [];
  const values = columns.filter((column) => column !== x);
  return values.map((column) => {
    const points = records.flatMap((row): [number, number | null][] => {
      const time = epochMs(row[x]);
      return time === null ? [] : [[time, toNumber(row[column])]];
    });
    const name = values.length === 1 ? layer.name : `${layer.name}, ${column}`;
    return {
      id: `Time series - ${name}`,
      name,
      type: 'line',
      animation: false,
      color,
      showSymbol: layer.showMarkers,
      symbolSize: layer.showMarkers ? 6 : 0,
      lineStyle: {
        color,
        width: layer.hideLine ? 0 : layer.width,
        type: annotationLineType(layer.style),
        opacity: annotationOpacity(layer.opacity, 1),
      },
      data: context.horizontal ? points.map(([t, y]) => [y, t]) : points,
    };
  });
}

/**
 * The extra series the layers draw: an EVENT layer as vertical mark lines at each annotation's time, an INTERVAL
 * layer as bands from start to end, a FORMULA layer as a line, a TIME_SERIES layer as the lines of another
 * chart. All but formulas need a time axis.
 */
export function annotationSeries(
  layers: readonly ChartAnnotationLayer[],
  context: AnnotationContext,
): LineSeriesOption[] {
  const axis = context.horizontal ? 'yAxis' : 'xAxis';
  return layers.flatMap((layer): LineSeriesOption[] => {
    const color = layer.color || context.colorOf(layer.name);
    if (layer.annotationType === 'FORMULA') return formulaSeries(layer, context, color);
    if (context.xAxisType !== 'time') return [];
    if (layer.annotationType === 'TIME_SERIES') return timeSeriesLayerSeries(layer, context, color);
    const marks = annotationMarks(layer, context.annotationData?.[layer.name]);
    const base = { name: layer.name, type: 'line' as const, animation: false, data: [] };
    const label = { show: layer.showLabel, formatter: '{b}', color };
    if (layer.annotationType === 'EVENT') {
      return [
        {
          ...base,
          id: `Event - ${layer.name}`,
          markLine: {
            silent: false,
            symbol: 'none',
            lineStyle: {
              color,
              width: layer.width,
              type: annotationLineType(layer.style),
              opacity: annotationOpacity(layer.opacity, 1),
            },
            label: { ...label, position: 'insideEndTop' },
            emphasis: { label: { show: true } },
            data: marks.map((mark) => ({
              name: annotationLabel(layer.name, mark.title, mark.descriptions),
              [axis]: mark.time,
            })),
          },
        },
      ];
    }
    return [
      {
        ...base,
        id: `Interval - ${layer.name}`,
        markArea: {
          silent: false,
          itemStyle: { color, opacity: annotationOpacity(layer.opacity, 0.2) },
          label: { ...label, position: 'insideTop' },
          emphasis: { label: { show: true } },
          data: marks.map((mark) => [
            { name: annotationLabel(layer.name, mark.title, mark.descriptions), [axis]: mark.time },
            { [axis]: mark.end ?? mark.time },
          ]),
        },
      },
    ];
  });
}

/** The tooltip of an annotation mark (its label, lines kept), or null for a data point. */
export function annotationTooltip(item: unknown): string | null {
  if (typeof item !== 'object' || item === null || !('componentType' in item)) return null;
  if (item.componentType !== 'markLine' && item.componentType !== 'markArea') return null;
  const name = 'name' in item ? String(item.name) : '';
  return escapeHtml(name).replace(/\n/g, '<br/>');
}
