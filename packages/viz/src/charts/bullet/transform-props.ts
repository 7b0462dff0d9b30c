import { metricLabel } from '@meridian/core';
import type { BarSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { escapeHtml, firstResult, toNumber } from '../../echarts/options';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import { numericList, textList, type BulletFormData } from './form-data';

/** Greys of the ranges, widest lightest (NVD3's bullet). */
const RANGE_GREYS = ['#eeeeee', '#dddddd', '#cccccc', '#bbbbbb', '#aaaaaa'];
const MEASURE_COLOR = '#1FA8C9';
const MARKER_COLOR = '#454E7C';

/** What the bullet draws: its ranges (widest first), the measure, markers and marker lines, with labels. */
export interface BulletParts {
  measure: number;
  ranges: { value: number; label: string }[];
  markers: { value: number; label: string }[];
  lines: { value: number; label: string }[];
}

/** The bullet's parts from form data and the measure; ranges default to [0, 1.1 × measure] as NVD3's does. */
export function bulletParts(fd: BulletFormData, measure: number): BulletParts {
  const labelled = (values: number[] | null, labels: string[], fallback: string) =>
    (values ?? []).map((value, i) => ({ value, label: labels[i] || `${fallback} ${i + 1}` }));
  const rangeLabels = textList(fd.range_labels);
  const ranges = labelled(numericList(fd.ranges, 'Ranges') ?? [0, measure * 1.1], rangeLabels, 'Range');
  return {
    measure,
    ranges: [...ranges].sort((a, b) => b.value - a.value),
    markers: labelled(numericList(fd.markers, 'Markers'), textList(fd.marker_labels), 'Marker'),
    lines: labelled(numericList(fd.marker_lines, 'Marker lines'), textList(fd.marker_line_labels), 'Line'),
  };
}

/** Chart data -> ECharts option of the bullet chart (pure). */
export function transformBulletProps(chartProps: ChartProps<BulletFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  if (!fd.metric) throw new Error('Choose the metric to draw this chart.');
  const label = metricLabel(fd.metric);
  const name = chartProps.datasource?.verboseMap?.[label] ?? label;
  // BulletViz fills missing values with 0.
  const measure = toNumber(firstResult(chartProps.queriesData).data[0]?.[label]) ?? 0;
  const parts = bulletParts(fd, measure);
  const format = getNumberFormatter(chartProps.datasource?.columnFormats?.[label]);
  const barHeight = Math.max(12, Math.min(60, height * 0.5));
  const bar = (
    value: number,
    seriesName: string,
    color: string,
    size: number,
    z: number,
  ): BarSeriesOption => ({
    type: 'bar',
    name: seriesName,
    data: [value],
    barWidth: size,
    barGap: '-100%',
    itemStyle: { color },
    z,
    silent: false,
  });
  const ranges = parts.ranges.map((r, i) =>
    bar(r.value, r.label, RANGE_GREYS[Math.min(i, RANGE_GREYS.length - 1)] ?? '#cccccc', barHeight, 1 + i),
  );
  // The measure and the markers sit on a second (hidden) category axis, so they centre on the ranges whatever their width.
  const measureBar: BarSeriesOption = {
    ...bar(parts.measure, name, MEASURE_COLOR, barHeight / 3, 10),
    yAxisIndex: 1,
    markLine: {
      symbol: ['none', 'none'],
      lineStyle: { color: MARKER_COLOR, width: 2, type: 'solid' },
      label: { formatter: '{b}', position: 'end', fontSize: 10 },
      data: parts.lines.map((l) => ({ xAxis: l.value, name: l.label })),
    },
  };
  const markers: ScatterSeriesOption = {
    type: 'scatter',
    name: 'Markers',
    yAxisIndex: 1,
    symbol: 'triangle',
    symbolSize: Math.max(8, barHeight / 3),
    symbolRotate: 180,
    symbolOffset: [0, -barHeight / 2],
    itemStyle: { color: MARKER_COLOR },
    z: 11,
    data: parts.markers.map((m) => ({ value: [m.value, 0], name: m.label })),
  };
  const echartOptions: EChartsCoreOption = {
    // The bullet is a band of its own height in the middle of the card, as NVD3 draws it.
    grid: {
      left: Math.min(width * 0.3, 16 + name.length * 7),
      right: 24,
      top: Math.max(20, (height - barHeight - 50) / 2),
      bottom: Math.max(30, (height - barHeight - 50) / 2 + 20),
    },
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const p = params as { seriesName?: string; name?: string; value?: unknown; seriesType?: string };
        const value = Array.isArray(p.value) ? p.value[0] : p.value;
        const text = p.seriesType === 'scatter' ? (p.name ?? '') : (p.seriesName ?? p.name ?? '');
        return `${escapeHtml(text)}: <b>${escapeHtml(format(toNumber(value)))}</b>`;
      },
    },
    xAxis: {
      type: 'value',
      axisLabel: { hideOverlap: true, formatter: (v: number) => format(v) },
      splitLine: { show: false },
    },
    yAxis: [
      {
        type: 'category',
        data: [name],
        axisTick: { show: false },
        axisLine: { show: false },
        axisLabel: { fontWeight: 'bold', width: Math.min(width * 0.3, 200), overflow: 'truncate' },
      },
      { type: 'category', data: [name], show: false },
    ],
    series: [...ranges, measureBar, markers],
  };
  return { width, height, echartOptions, labelColors: {} };
}
