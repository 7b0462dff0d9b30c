import { columnLabel, metricLabel } from '@meridian/core';
import type { ChordSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import { dimensionFormatter, requireAtMost, requireResultColumns } from '../../echarts/chart-data';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { firstResult, toNumber } from '../../echarts/options';
import { TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import type { ChordFormData } from './form-data';

/** Most nodes a chord diagram draws legibly (each is an arc of the circle). */
export const MAX_CHORD_NODES = 100;

/**
 * Superset's chord data: the nodes (every source and target, sorted) and matrix[i][j] = the flow from node j to
 * node i; rows of one pair add up, missing or non-numeric weights count as nothing.
 */
export function chordMatrix(flows: readonly { source: string; target: string; value: number | null }[]): {
  nodes: string[];
  matrix: number[][];
} {
  const nodes = [...new Set(flows.flatMap((f) => [f.source, f.target]))].sort();
  const index = new Map(nodes.map((n, i) => [n, i]));
  const matrix = nodes.map(() => nodes.map(() => 0));
  for (const flow of flows) {
    if (flow.value === null || flow.value <= 0) continue;
    const i = index.get(flow.target) ?? 0;
    const j = index.get(flow.source) ?? 0;
    (matrix[i] as number[])[j] = ((matrix[i] as number[])[j] ?? 0) + flow.value;
  }
  return { nodes, matrix };
}

/** Chart data -> ECharts chord option (pure). */
export function transformChordProps(chartProps: ChartProps<ChordFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const source = columnLabel(fd.groupby[0]);
  const target = columnLabel(fd.columns[0]);
  const metric = metricLabel(fd.metric);
  requireResultColumns(result, [source, target, metric]);
  const format = dimensionFormatter(result, null);
  const { nodes, matrix } = chordMatrix(
    result.data.map((row) => ({
      source: format(source, row[source]),
      target: format(target, row[target]),
      value: toNumber(row[metric]),
    })),
  );
  requireAtMost(nodes.length, MAX_CHORD_NODES, 'nodes');
  const formatValue = getNumberFormatter(fd.y_axis_format);
  const { colors, sharedLabelColors } = assignLabelColors(nodes, fd.color_scheme, {
    sharedLabelColors: chartProps.sharedLabelColors,
    forcedLabelColors: fd.label_colors ?? undefined,
  });
  const links = matrix.flatMap((row, i) =>
    row.flatMap((value, j) => (value > 0 ? [{ source: nodes[j] ?? '', target: nodes[i] ?? '', value }] : [])),
  );
  const flowOf = (from: string, to: string) => matrix[nodes.indexOf(to)]?.[nodes.indexOf(from)] ?? 0;
  const radius = Math.max(10, Math.min(width, height) / 2 - 40);
  const series: ChordSeriesOption = {
    type: 'chord',
    radius: [radius * 0.92, radius],
    center: ['50%', '50%'],
    padAngle: nodes.length > 60 ? 0.5 : 2,
    minAngle: 0,
    clockwise: true,
    data: nodes.map((name) => ({ name, itemStyle: { color: colors[name] } })),
    links,
    lineStyle: { color: 'source', opacity: 0.6 },
    label: {
      show: nodes.length <= 60,
      fontSize: 11,
      // Set, not measured: zrender measures a line as the width of '国', narrow without a CJK font, and the
      // overlap check below then saw neighbouring labels as apart.
      lineHeight: 14,
      color: '#333333',
      overflow: 'truncate',
      width: 90,
    },
    // Labels of thin neighbouring arcs collide ('TPA' over 'XYZ'): the one drawn later is hidden.
    labelLayout: { hideOverlap: true },
    emphasis: { focus: 'adjacency' },
  };
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...TOOLTIP_BASE,
      trigger: 'item',
      formatter: (params: unknown) => {
        const p = params as { dataType?: string; name?: string; data?: { source?: string; target?: string } };
        if (p.dataType === 'edge' && p.data?.source !== undefined && p.data.target !== undefined) {
          const { source: from, target: to } = p.data;
          // Both directions of the pair, as Superset's chord tooltip shows them.
          return tooltipHtml([
            [`${from} → ${to}`, formatValue(flowOf(from, to))],
            [`${to} → ${from}`, formatValue(flowOf(to, from))],
          ]);
        }
        const name = String(p.name ?? '');
        const i = nodes.indexOf(name);
        const outflow = matrix.reduce((sum, row) => sum + (row[i] ?? 0), 0);
        return tooltipHtml([[name, formatValue(outflow)]]);
      },
    },
    series: [series],
  };
  return { width, height, echartOptions, labelColors: sharedLabelColors };
}
