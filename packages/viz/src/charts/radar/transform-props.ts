import { columnLabel, metricLabel } from '@meridian/core';
import type { RadarSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import {
  dimensionFormatter,
  extent,
  requireAtMost,
  requireResultColumns,
  rowName,
} from '../../echarts/chart-data';
import type { ClickableEChartsProps } from '../../echarts/click';
import { firstResult, legendOption, toNumber } from '../../echarts/options';
import { TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import type { RadarFormData } from './form-data';

/** Most shapes a radar draws legibly. */
export const MAX_RADAR_ITEMS = 200;

/** One axis of the radar. */
export interface RadarIndicator {
  name: string;
  min: number;
  max: number;
}

/**
 * The axes: each metric from its configured bounds, else from 0 (or its smallest value when negative) to its largest
 * value across the rows; an axis with no positive extent gets a unit length so its points stay on the chart.
 */
export function radarIndicators(
  metrics: readonly string[],
  rows: readonly (readonly (number | null)[])[],
  bounds: RadarFormData['column_config'],
): RadarIndicator[] {
  return metrics.map((name, m) => {
    const range = extent(rows.map((row) => row[m] ?? null)) ?? [0, 0];
    const min = bounds[name]?.radarMetricMinValue ?? Math.min(0, range[0]);
    let max = bounds[name]?.radarMetricMaxValue ?? range[1];
    if (max <= min) max = min + 1;
    return { name, min, max };
  });
}

/** Gap between the radar and an axis name (ECharts' axisName gap), plus a few pixels of margin. */
const NAME_ROOM = 19;

/**
 * The radar's radius and its axis names' width: the radar (62% of its room, as before) shrinks, down to 30%, so
 * that the longest axis name (12 px text, cut at 30% of the width) fits beside it instead of being cut by the
 * canvas edge ('age order value').
 */
export function radarLayout(
  width: number,
  height: number,
  axisNames: readonly string[],
): { radius: number; axisNameWidth: number } {
  const half = Math.min(width, height) / 2;
  const axisNameWidth = Math.min(
    width * 0.3,
    Math.max(0, ...axisNames.map((name) => name.length * 12 * 0.55)),
  );
  const fitting = width / 2 - axisNameWidth - NAME_ROOM;
  return { radius: Math.max(Math.min(half * 0.62, fitting), half * 0.3), axisNameWidth };
}

/** Chart data -> ECharts radar option (pure). */
export function transformRadarProps(chartProps: ChartProps<RadarFormData>): ClickableEChartsProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const metrics = fd.metrics.map(metricLabel);
  const dimensions = fd.groupby.map(columnLabel);
  requireResultColumns(result, [...dimensions, ...metrics]);
  requireAtMost(result.data.length, MAX_RADAR_ITEMS, 'groups');
  const verbose = chartProps.datasource?.verboseMap ?? {};
  const format = dimensionFormatter(result, fd.date_format);
  const names = result.data.map(
    (row, i) => rowName(row, dimensions, format) || (result.data.length > 1 ? `${i + 1}` : 'Total'),
  );
  const values = result.data.map((row) => metrics.map((m) => toNumber(row[m])));
  const indicators = radarIndicators(metrics, values, fd.column_config);
  const formatValue = getNumberFormatter(fd.number_format);
  const { colors, sharedLabelColors } = assignLabelColors(names, fd.color_scheme, {
    sharedLabelColors: chartProps.sharedLabelColors,
    forcedLabelColors: fd.label_colors ?? undefined,
  });
  const series: RadarSeriesOption = {
    type: 'radar',
    data: names.map((name, i) => ({
      name,
      // ECharts skips '-' points (missing values) instead of drawing them at the centre.
      value: (values[i] ?? []).map((v) => v ?? '-'),
      itemStyle: { color: colors[name] },
      lineStyle: { color: colors[name] },
      label: {
        show: fd.show_labels,
        position: fd.label_position,
        formatter: (params: { value?: unknown }) => {
          const text = formatValue(toNumber(params.value));
          return fd.label_type === 'key_value' ? `${name}: ${text}` : text;
        },
      },
    })),
  };
  const axisNames = indicators.map((ind) => verbose[ind.name] ?? ind.name);
  const layout = radarLayout(width, height, axisNames);
  const echartOptions: EChartsCoreOption = {
    legend: legendOption(fd, names),
    tooltip: {
      ...TOOLTIP_BASE,
      trigger: 'item',
      formatter: (params: unknown) => {
        const p = params as { name?: string; dataIndex?: number };
        const row = values[p.dataIndex ?? -1] ?? [];
        return tooltipHtml(
          metrics.map((m, j) => [verbose[m] ?? m, formatValue(row[j] ?? null)]),
          String(p.name ?? ''),
        );
      },
    },
    radar: {
      shape: fd.is_circle ? 'circle' : 'polygon',
      radius: layout.radius,
      center: ['50%', fd.show_legend && fd.legendOrientation === 'top' ? '56%' : '50%'],
      indicator: axisNames.map((name, i) => ({ ...indicators[i], name })),
      axisName: { color: '#666666', overflow: 'truncate', width: layout.axisNameWidth },
    },
    series: [series],
  };
  return {
    width,
    height,
    echartOptions,
    labelColors: sharedLabelColors,
    clickValues: (target) => {
      const row = result.data[target.dataIndex];
      return row && dimensions.length > 0 ? Object.fromEntries(dimensions.map((d) => [d, row[d]])) : null;
    },
  };
}
