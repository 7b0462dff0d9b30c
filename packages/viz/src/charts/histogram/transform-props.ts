import { columnLabel } from '@meridian/core';
import type { BarSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import { ChartInputError, dimensionFormatter, requireAtMost, rowName } from '../../echarts/chart-data';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { firstResult, legendOption, legendPadding, toNumber } from '../../echarts/options';
import { TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import { binEdges } from './bins';
import type { HistogramFormData } from './form-data';
import { verboseNamer } from '../../echarts/verbose';

/** Most groups (bar series) a histogram draws side by side. */
export const MAX_HISTOGRAM_GROUPS = 200;
const formatPercent = getNumberFormatter('.2%');
const LEGEND = { legendType: 'scroll', legendOrientation: 'top' } as const;

/** Chart data -> ECharts bars: one series per group over the bins the server computed (pure). */
export function transformHistogramProps(chartProps: ChartProps<HistogramFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  if (!fd.column) throw new ChartInputError('Column is required');
  const column = fd.column;
  const groups = fd.groupby.map(columnLabel);
  const binColumns = result.colnames.filter((c) => !groups.includes(c) && binEdges(c) !== null);
  requireAtMost(result.data.length, MAX_HISTOGRAM_GROUPS, 'groups');
  const formatX = getNumberFormatter(fd.x_axis_format);
  const formatY = getNumberFormatter(
    fd.normalize && fd.y_axis_format === 'SMART_NUMBER' ? '.2%' : fd.y_axis_format,
  );
  const categories = binColumns.map((c) => {
    const [low, high] = binEdges(c) ?? [0, 0];
    return `${formatX(low)} - ${formatX(high)}`;
  });
  const format = dimensionFormatter(result, null);
  const names = result.data.map((row) =>
    groups.length ? rowName(row, groups, format) : verboseNamer(chartProps.datasource)(columnLabel(column)),
  );
  const { colors, sharedLabelColors } = assignLabelColors(names, fd.color_scheme, {
    sharedLabelColors: chartProps.sharedLabelColors,
    forcedLabelColors: fd.label_colors ?? undefined,
  });
  const series: BarSeriesOption[] = result.data.map((row, i) => {
    const name = names[i] ?? '';
    return {
      type: 'bar',
      name,
      data: binColumns.map((c) => toNumber(row[c]) ?? 0),
      itemStyle: { color: colors[name] ?? '#1FA8C9' },
      barMaxWidth: 80,
      label: {
        show: fd.show_value,
        position: 'top',
        formatter: (params: { value?: unknown }) => formatY(toNumber(params.value)),
      },
    };
  });
  const legend = { show_legend: fd.show_legend && groups.length > 0, ...LEGEND };
  const pad = legendPadding(legend);
  const echartOptions: EChartsCoreOption = {
    grid: {
      containLabel: true,
      top: pad.top + (fd.y_axis_title ? 10 : 0),
      bottom: fd.x_axis_title ? 30 : 10,
      left: fd.y_axis_title ? 30 : 10,
      right: 10,
    },
    legend: legendOption(legend, names),
    tooltip: {
      ...TOOLTIP_BASE,
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const items = (Array.isArray(params) ? params : [params]) as {
          name?: string;
          marker?: string;
          seriesName?: string;
          value?: unknown;
        }[];
        const rows = items.map((p) => [`${p.seriesName ?? ''}`, formatY(toNumber(p.value))]);
        if (groups.length > 0) {
          const total = items.reduce((s, p) => s + (toNumber(p.value) ?? 0), 0);
          if (!fd.normalize)
            rows.forEach((r, i) => r.push(formatPercent((toNumber(items[i]?.value) ?? 0) / (total || 1))));
          rows.push(['Total', formatY(total), ...(fd.normalize ? [] : [formatPercent(1)])]);
        }
        return tooltipHtml(rows, items[0]?.name ?? '');
      },
    },
    xAxis: {
      type: 'category',
      data: categories,
      name: fd.x_axis_title,
      nameLocation: 'middle',
      nameGap: 28,
      axisLabel: { hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      name: fd.y_axis_title,
      nameLocation: 'middle',
      nameGap: 40,
      axisLabel: { formatter: (value: number) => formatY(value) },
    },
    series,
  };
  return { width, height, echartOptions, labelColors: sharedLabelColors };
}
