import type { CustomSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import type { CustomSeriesRenderItem } from 'echarts';
import { assignLabelColors } from '../../color/label-colors';
import { escapeHtml, firstResult, legendOption, legendPadding } from '../../echarts/options';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import type { ChartProps } from '../../plugin';
import { getXAxisLabel } from '../../query/x-axis';
import { verboseNamer } from '../../echarts/verbose';
import { extractSeries, resolveXColumn, seriesLabel, xAxisTypeOf } from '../timeseries/series';
import type { RoseFormData } from './form-data';
import { roseArcs, roseRadius } from './layout';

/** Most periods the rose draws (each is a wedge; beyond this they are slivers). */
export const MAX_PERIODS = 366;
/** A period's label shows when its wedge is at least this long at the rim. */
const MIN_LABEL_ARC = 44;
/** The rose always has its legend on top (Superset's has no legend controls). */
const LEGEND = { show_legend: true, legendType: 'scroll', legendOrientation: 'top' } as const;

/** Chart data -> ECharts option of the rose: wedges per period, an arc per series sized by its value (pure). */
export function transformRoseProps(chartProps: ChartProps<RoseFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const xColumn = resolveXColumn(result, getXAxisLabel(fd));
  const raw = extractSeries(
    result,
    xColumn,
    xAxisTypeOf(result, xColumn),
    verboseNamer(chartProps.datasource),
  );
  const periods = (raw[0]?.data ?? []).map(([x]) => x);
  if (periods.length > MAX_PERIODS)
    throw new Error(
      `Too many periods to draw: ${periods.length.toLocaleString('en-US')} (at most ${MAX_PERIODS}). Choose a coarser time grain or a shorter time range.`,
    );
  const names = raw.map(seriesLabel);
  const values = raw.map((s) => s.data.map(([, y]) => y));
  const arcs = roseArcs(values);
  const max = arcs.reduce((m, a) => Math.max(m, a.value), 0);
  const { colors, sharedLabelColors } = assignLabelColors(names, fd.color_scheme, {
    sharedLabelColors: chartProps.sharedLabelColors,
    forcedLabelColors: fd.label_colors ?? undefined,
  });
  const pad = legendPadding(LEGEND);
  const cx = pad.left + (width - pad.left - pad.right) / 2;
  const cy = pad.top + (height - pad.top - pad.bottom) / 2;
  const radius = Math.max(10, Math.min(width - pad.left - pad.right, height - pad.top - pad.bottom) / 2 - 24);
  const step = (2 * Math.PI) / Math.max(1, periods.length);
  const gap = periods.length > 1 ? Math.min(0.02, step * 0.05) : 0;
  const formatValue = getNumberFormatter(fd.number_format);
  const formatTime = getTimeFormatter(fd.date_time_format);
  const periodText = (i: number) => {
    const x = periods[i];
    return typeof x === 'number' ? formatTime(x) : String(x ?? '');
  };
  const renderArc: CustomSeriesRenderItem = (_params, api) => {
    const period = Number(api.value(0));
    const start = -Math.PI / 2 + period * step + gap / 2;
    return {
      type: 'sector',
      shape: {
        cx,
        cy,
        r0: 0,
        r: roseRadius(Number(api.value(1)), max, radius, fd.rose_area_proportion),
        startAngle: start,
        endAngle: start + step - gap,
      },
      style: { fill: String(api.visual('color')), stroke: '#ffffff', lineWidth: 0.5 },
      // Higher z2 paints later: smaller values (higher rank) go on top of the larger ones.
      z2: Number(api.value(2)),
    };
  };
  const series: CustomSeriesOption[] = names.map((name, s) => ({
    type: 'custom',
    name,
    coordinateSystem: 'none',
    renderItem: renderArc,
    itemStyle: { color: colors[name] ?? '#1FA8C9' },
    data: arcs.filter((a) => a.series === s).map((a) => [a.period, a.value, a.rank]),
  }));
  const showLabels = radius * step >= MIN_LABEL_ARC;
  const echartOptions: EChartsCoreOption = {
    legend: legendOption(LEGEND, names),
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const p = params as { seriesName?: string; value?: unknown[]; marker?: string };
        const period = Number(p.value?.[0]);
        const lines = fd.rich_tooltip
          ? names.map(
              (name, s) =>
                `${escapeHtml(name)}: <b>${escapeHtml(formatValue(values[s]?.[period] ?? null))}</b>`,
            )
          : [
              `${p.marker ?? ''}${escapeHtml(p.seriesName ?? '')}: <b>${escapeHtml(formatValue(Number(p.value?.[1])))}</b>`,
            ];
        return [`<b>${escapeHtml(periodText(period))}</b>`, ...lines].join('<br/>');
      },
    },
    graphic: showLabels
      ? periods.map((_, i) => {
          const angle = -Math.PI / 2 + (i + 0.5) * step;
          return {
            type: 'text',
            silent: true,
            x: cx + Math.cos(angle) * (radius + 12),
            y: cy + Math.sin(angle) * (radius + 12),
            style: {
              text: periodText(i),
              fontSize: 10,
              fill: '#666666',
              align: 'center',
              verticalAlign: 'middle',
            },
          };
        })
      : [],
    series,
  };
  return { width, height, echartOptions, labelColors: sharedLabelColors };
}
