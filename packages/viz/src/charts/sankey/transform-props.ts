import { columnLabel, metricLabel } from '@meridian/core';
import type { SankeySeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import {
  ChartInputError,
  dimensionFormatter,
  requireAtMost,
  requireResultColumns,
} from '../../echarts/chart-data';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { firstResult, toNumber } from '../../echarts/options';
import { paramField, TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import { findLoop, nodeValues, type SankeyLink } from './flows';
import type { SankeyFormData } from './form-data';
import { verboseNamer } from '../../echarts/verbose';

/** Most nodes a sankey lays out (its layout is iterative; beyond this it stalls the page). */
export const MAX_SANKEY_NODES = 2_000;
const formatPercent = getNumberFormatter('.2%');

/** Between a node and its label (ECharts' label distance) and at the canvas edge. */
const LABEL_GAP = 10;

/**
 * Room right of the last column for its labels: the longest of them (0.55 font sizes a character) plus the gap,
 * between 40 px and 35% of the width; labels longer than that are cut ('Trucks and Bu...' at a fixed 90 px).
 */
export function sankeyLabelRoom(lastColumn: readonly string[], fontSize: number, width: number): number {
  const longest = Math.max(0, ...lastColumn.map((name) => name.length * fontSize * 0.55));
  return Math.min(width * 0.35, Math.max(40, longest + LABEL_GAP));
}

/** Chart data -> ECharts sankey: a node per source or target value, a link per row sized by the metric (pure). */
export function transformSankeyProps(chartProps: ChartProps<SankeyFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  if (!fd.source) throw new ChartInputError('Source is required');
  if (!fd.target) throw new ChartInputError('Target is required');
  const result = firstResult(chartProps.queriesData);
  const metric = metricLabel(fd.metric);
  const metricName = verboseNamer(chartProps.datasource)(metric);
  const [source, target] = [columnLabel(fd.source), columnLabel(fd.target)];
  requireResultColumns(result, [source, target, metric]);
  const format = dimensionFormatter(result, null);
  // Negative or missing values cannot be a flow's width; they draw as no flow.
  const links: SankeyLink[] = result.data.map((row) => ({
    source: format(source, row[source]),
    target: format(target, row[target]),
    value: Math.max(0, toNumber(row[metric]) ?? 0),
  }));
  const names = [...new Set(links.flatMap((l) => [l.source, l.target]))];
  requireAtMost(names.length, MAX_SANKEY_NODES, 'nodes');
  const loop = findLoop(links);
  if (loop)
    throw new ChartInputError(
      `The flows form a loop (${loop.join(' → ')}), which a sankey cannot draw: choose a source and target that never lead back, or filter out one of these links.`,
    );
  const sizes = nodeValues(links);
  const formatValue = getNumberFormatter(fd.number_format);
  const { colors, sharedLabelColors } = assignLabelColors(names, fd.color_scheme, {
    sharedLabelColors: chartProps.sharedLabelColors,
    forcedLabelColors: fd.label_colors ?? undefined,
  });
  const fontSize = Math.min(width, height) < 300 ? 10 : 12;
  const labelRoom = sankeyLabelRoom(
    names.filter((name) => !links.some((l) => l.source === name)),
    fontSize,
    width,
  );
  const series: SankeySeriesOption = {
    type: 'sankey',
    animation: false,
    top: 10,
    bottom: 10,
    left: 10,
    right: labelRoom,
    lineStyle: { color: 'source', opacity: 0.4 },
    emphasis: { focus: 'adjacency' },
    label: { overflow: 'truncate', width: labelRoom - LABEL_GAP, fontSize },
    labelLayout: { hideOverlap: true },
    data: names.map((name) => ({ name, itemStyle: { color: colors[name] ?? '#1FA8C9' } })),
    links: links.map((l) => ({ ...l, lineStyle: { color: colors[l.source] ?? '#1FA8C9' } })),
  };
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...TOOLTIP_BASE,
      trigger: 'item',
      formatter: (params: unknown) => {
        const data = paramField(params, 'data') as Partial<SankeyLink> | undefined;
        const value = toNumber(paramField(params, 'value')) ?? 0;
        const rows = [[metricName, formatValue(value)]];
        if (data?.source !== undefined && data.target !== undefined) {
          const share = (node: string) => formatPercent(value / (sizes.get(node) || 1));
          rows.push([`% (${data.source})`, share(data.source)], [`% (${data.target})`, share(data.target)]);
          return tooltipHtml(rows, `${data.source} → ${data.target}`);
        }
        return tooltipHtml(rows, String(paramField(params, 'name') ?? ''));
      },
    },
    series: [series],
  };
  return { width, height, echartOptions, labelColors: sharedLabelColors };
}
