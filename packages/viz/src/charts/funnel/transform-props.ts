import { columnLabel, metricLabel } from '@meridian/core';
import type { FunnelSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import { dimensionFormatter, requireAtMost, requireResultColumns, rowName } from '../../echarts/chart-data';
import type { ClickableEChartsProps } from '../../echarts/click';
import { escapeHtml, firstResult, legendOption, toNumber } from '../../echarts/options';
import { paramField, TOOLTIP_BASE } from '../../echarts/tooltip';
import { getCurrencyFormatter, getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import type { FunnelFormData, FunnelLabelType } from './form-data';
import { verboseNamer } from '../../echarts/verbose';

/** Most stages a funnel draws (each needs a few pixels of height). */
export const MAX_FUNNEL_STAGES = 500;
const formatPercent = getNumberFormatter(',.2%');

/** A stage: its value and its share of the first stage, the previous one and the total. */
export interface FunnelStage {
  name: string;
  value: number;
  firstStepPercent: number;
  prevStepPercent: number;
  totalPercent: number;
}

/** Shares of each stage, in row order (the first row is the first step). */
export function funnelStages(rows: readonly { name: string; value: number }[]): FunnelStage[] {
  const first = rows[0]?.value ?? 0;
  const total = rows.reduce((s, r) => s + r.value, 0);
  return rows.map((r, i) => {
    const previous = i === 0 ? r.value : (rows[i - 1]?.value ?? 0);
    return {
      ...r,
      firstStepPercent: first === 0 ? 0 : r.value / first,
      prevStepPercent: i === 0 ? 1 : previous === 0 ? 0 : r.value / previous,
      totalPercent: total === 0 ? 0 : r.value / total,
    };
  });
}

/** A stage label by label type (Superset's formatFunnelLabel). */
export function funnelLabel(
  labelType: FunnelLabelType,
  name: string,
  value: string,
  percent: string,
): string {
  switch (labelType) {
    case 'key':
      return name;
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${name}: ${value}`;
    case 'key_percent':
      return `${name}: ${percent}`;
    case 'key_value_percent':
      return `${name}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
  }
}

/** Chart data -> ECharts funnel: a stage per row, widest first (pure). */
export function transformFunnelProps(chartProps: ChartProps<FunnelFormData>): ClickableEChartsProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const metric = metricLabel(fd.metric);
  const metricName = verboseNamer(chartProps.datasource)(metric);
  const dimensions = fd.groupby.map(columnLabel);
  requireResultColumns(result, [...dimensions, metric]);
  requireAtMost(result.data.length, MAX_FUNNEL_STAGES, 'stages');
  const format = dimensionFormatter(result, null);
  const stages = funnelStages(
    result.data.map((row) => ({
      name: rowName(row, dimensions, format) || metricName,
      value: toNumber(row[metric]) ?? 0,
    })),
  );
  const names = stages.map((s) => s.name);
  const { colors, sharedLabelColors } = assignLabelColors(names, fd.color_scheme, {
    sharedLabelColors: chartProps.sharedLabelColors,
    forcedLabelColors: fd.label_colors ?? undefined,
  });
  const formatValue = getCurrencyFormatter(fd.currency_format, fd.number_format);
  const percentOf = (stage: FunnelStage) =>
    fd.percent_calculation_type === 'prev_step'
      ? stage.prevStepPercent
      : fd.percent_calculation_type === 'first_step'
        ? stage.firstStepPercent
        : stage.totalPercent;
  const text = (labelType: FunnelLabelType, index: number) => {
    const stage = stages[index];
    return stage
      ? funnelLabel(labelType, stage.name, formatValue(stage.value), formatPercent(percentOf(stage)))
      : '';
  };
  const legend = {
    show_legend: fd.show_legend,
    legendType: fd.legendType,
    legendOrientation: fd.legendOrientation,
  };
  const side = fd.legendOrientation;
  const legendRoom = fd.show_legend
    ? (fd.legendMargin ?? (side === 'left' || side === 'right' ? 120 : 30))
    : 0;
  const series: FunnelSeriesOption = {
    type: 'funnel',
    top: 10 + (side === 'top' ? legendRoom : 0),
    bottom: 10 + (side === 'bottom' ? legendRoom : 0),
    left: fd.label_line ? '20%' : 10 + (side === 'left' ? legendRoom : 0),
    right: fd.label_line ? '20%' : 10 + (side === 'right' ? legendRoom : 0),
    minSize: '0%',
    maxSize: '100%',
    sort: 'descending',
    gap: 0,
    animation: false,
    labelLine: { show: fd.label_line },
    label: {
      show: fd.show_labels,
      position: fd.label_line ? 'outer' : 'inner',
      overflow: 'truncate',
      textBorderColor: 'transparent',
      formatter: (params: unknown) => text(fd.label_type, Number(paramField(params, 'dataIndex'))),
    },
    labelLayout: { hideOverlap: true },
    emphasis: { label: { show: true, fontWeight: 'bold' } },
    data: stages.map((s) => ({
      name: s.name,
      value: s.value,
      itemStyle: { color: colors[s.name] ?? '#1FA8C9' },
    })),
  };
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...TOOLTIP_BASE,
      show: fd.show_tooltip_labels,
      trigger: 'item',
      formatter: (params: unknown) =>
        escapeHtml(text(fd.tooltip_label_type, Number(paramField(params, 'dataIndex')))),
    },
    legend: legendOption(legend, names),
    series: [series],
  };
  return {
    width,
    height,
    echartOptions,
    labelColors: sharedLabelColors,
    clickValues: (target) => {
      const row = result.data[target.dataIndex];
      return row && dimensions.length ? Object.fromEntries(dimensions.map((d) => [d, row[d]])) : null;
    },
  };
}
