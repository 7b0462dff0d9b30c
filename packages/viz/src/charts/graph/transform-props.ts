import { columnLabel, metricLabel } from '@meridian/core';
import type { GraphSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import { getCategoricalScheme } from '../../color/schemes';
import { dimensionFormatter, requireAtMost, requireResultColumns } from '../../echarts/chart-data';
import type { ClickableEChartsProps } from '../../echarts/click';
import { firstResult, legendOption, legendPadding, toNumber } from '../../echarts/options';
import { TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import type { GraphFormData } from './form-data';

/** Most nodes and edges a graph lays out in a browser in reasonable time. */
export const MAX_GRAPH_NODES = 1_000;
export const MAX_GRAPH_EDGES = 10_000;

/** A node: its name, the summed weight of its edges, its category, and the column and value it first appeared as. */
export interface GraphNode {
  name: string;
  value: number;
  category: string | null;
  column: string;
  raw: unknown;
}

/** An edge between two node indexes. */
export interface GraphEdge {
  source: number;
  target: number;
  value: number;
}

/** Nodes and edges of the rows: a node's value is the sum of its edges' weights; rows weighing 0 or nothing are skipped. */
export function graphOf(
  rows: readonly Readonly<Record<string, unknown>>[],
  columns: {
    source: string;
    target: string;
    sourceCategory: string | null;
    targetCategory: string | null;
    metric: string;
  },
  format: (column: string, value: unknown) => string,
): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const nodes: GraphNode[] = [];
  const index = new Map<string, number>();
  const nodeOf = (raw: unknown, category: string | null, column: string) => {
    const name = format(column, raw);
    let i = index.get(name);
    if (i === undefined) {
      i = nodes.length;
      index.set(name, i);
      nodes.push({ name, value: 0, category, column, raw });
    } else if (nodes[i]?.category === null && category !== null) {
      // A node keeps the first category it is given.
      nodes[i] = { ...(nodes[i] as GraphNode), category };
    }
    return i;
  };
  const edges: GraphEdge[] = [];
  // Rows of one source and target (several categories) are one edge of their summed weight.
  const edgeIndex = new Map<string, number>();
  for (const row of rows) {
    const value = toNumber(row[columns.metric]);
    if (value === null || value === 0) continue;
    const categoryOf = (c: string | null) => (c === null ? null : format(c, row[c]));
    const source = nodeOf(row[columns.source], categoryOf(columns.sourceCategory), columns.source);
    const target = nodeOf(row[columns.target], categoryOf(columns.targetCategory), columns.target);
    const key = `${source}>${target}`;
    const existing = edgeIndex.get(key);
    if (existing === undefined) {
      edgeIndex.set(key, edges.length);
      edges.push({ source, target, value });
    } else (edges[existing] as GraphEdge).value += value;
    (nodes[source] as GraphNode).value += value;
    (nodes[target] as GraphNode).value += value;
  }
  return { nodes, edges };
}

/** Linear from `low` to `high` over [min, max] (the middle when all are equal). */
export function scaleLinear(
  value: number,
  [min, max]: [number, number],
  [low, high]: [number, number],
): number {
  if (max === min) return (low + high) / 2;
  return low + ((value - min) / (max - min)) * (high - low);
}

function extentOf(values: readonly number[]): [number, number] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? [min, max] : [0, 0];
}

/** Node labels are cut at this width (pixels). */
const LABEL_WIDTH = 120;

/**
 * Room a circular layout keeps on each side of its circle for the labels turned outwards, which ECharts draws
 * past the circle and would cut at the canvas edge ('DCA' shown as 'CA'): the longest shown label (12 px text, at
 * most LABEL_WIDTH), half the largest node and the label's 5 px distance; at most a quarter of the shorter side,
 * so the circle stays.
 */
export function circularLabelRoom(
  labels: readonly string[],
  largestNode: number,
  shorterSide: number,
): number {
  const longest = Math.min(LABEL_WIDTH, Math.max(0, ...labels.map((label) => label.length * 12 * 0.55)));
  return Math.min(longest + largestNode / 2 + 5, shorterSide / 4);
}

/** Chart data -> ECharts graph option (pure). */
export function transformGraphProps(chartProps: ChartProps<GraphFormData>): ClickableEChartsProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const columns = {
    source: columnLabel(fd.source),
    target: columnLabel(fd.target),
    sourceCategory: fd.source_category === null ? null : columnLabel(fd.source_category),
    targetCategory: fd.target_category === null ? null : columnLabel(fd.target_category),
    metric: metricLabel(fd.metric),
  };
  requireResultColumns(
    result,
    [columns.source, columns.target, columns.sourceCategory, columns.targetCategory, columns.metric].filter(
      (c): c is string => c !== null,
    ),
  );
  const { nodes, edges } = graphOf(result.data, columns, dimensionFormatter(result, null));
  requireAtMost(nodes.length, MAX_GRAPH_NODES, 'nodes');
  requireAtMost(edges.length, MAX_GRAPH_EDGES, 'edges');
  const categories = [...new Set(nodes.map((n) => n.category).filter((c): c is string => c !== null))];
  const { colors, sharedLabelColors } = assignLabelColors(
    categories.length > 0 ? categories : [],
    fd.color_scheme,
    { sharedLabelColors: chartProps.sharedLabelColors, forcedLabelColors: fd.label_colors ?? undefined },
  );
  const formatValue = getNumberFormatter('SMART_NUMBER');
  const nodeExtent = extentOf(nodes.map((n) => n.value));
  const edgeExtent = extentOf(edges.map((e) => e.value));
  const nodeSize = (v: number) => scaleLinear(v, nodeExtent, [fd.baseNodeSize * 0.5, fd.baseNodeSize * 2.5]);
  const edgeWidth = (v: number) => {
    const w = scaleLinear(v, [0, edgeExtent[1]], [0, fd.baseEdgeWidth * 2]);
    return w > 0 ? w : fd.baseEdgeWidth * 0.5;
  };
  const symbols = fd.edgeSymbol.split(',').map((s) => s.trim() || 'none');
  const legendPad = legendPadding({ ...fd, show_legend: fd.show_legend && categories.length > 0 });
  // A circle of many large nodes is a blob once it shrinks for its labels: nodes scale down to share 90% of the
  // circumference.
  let nodeScale = 1;
  let labelRoom = 0;
  if (fd.layout === 'circular') {
    const shown = nodes.filter((n) => n.value >= fd.showSymbolThreshold).map((n) => n.name);
    const sizes = nodes.map((n) => nodeSize(n.value));
    const totalSize = sizes.reduce((sum, size) => sum + size, 0);
    for (let pass = 0; pass < 2; pass += 1) {
      labelRoom = circularLabelRoom(shown, Math.max(0, ...sizes) * nodeScale, Math.min(width, height));
      const radius =
        Math.min(width - legendPad.left - legendPad.right, height - legendPad.top - legendPad.bottom) / 2 -
        labelRoom;
      nodeScale = totalSize > 0 ? Math.min(1, (0.9 * 2 * Math.PI * Math.max(radius, 0)) / totalSize) : 1;
    }
  }
  const pad = {
    top: legendPad.top + labelRoom,
    bottom: legendPad.bottom + labelRoom,
    left: legendPad.left + labelRoom,
    right: legendPad.right + labelRoom,
  };
  const series: GraphSeriesOption = {
    type: 'graph',
    layout: fd.layout,
    top: pad.top,
    bottom: pad.bottom,
    left: pad.left,
    right: pad.right,
    force: {
      initLayout: 'circular',
      edgeLength: fd.edgeLength,
      gravity: fd.gravity,
      repulsion: fd.repulsion,
      friction: fd.friction,
      // Laid out a step per frame: the first frame comes at once, even for a thousand nodes (all steps at once take
      // ECharts tens of seconds there).
      layoutAnimation: true,
    },
    circular: { rotateLabel: true },
    roam: fd.roam,
    draggable: fd.draggable,
    selectedMode: fd.selectedMode,
    edgeSymbol: [symbols[0] ?? 'none', symbols[1] ?? symbols[0] ?? 'none'],
    edgeSymbolSize: fd.baseEdgeWidth * 2,
    categories: categories.map((name) => ({ name, itemStyle: { color: colors[name] } })),
    label: { show: true, position: 'right', color: '#333333', overflow: 'truncate', width: LABEL_WIDTH },
    labelLayout: { hideOverlap: true },
    emphasis: { focus: 'adjacency', lineStyle: { width: 10 } },
    lineStyle: { color: 'source', curveness: 0.1, opacity: 0.6 },
    data: nodes.map((node) => ({
      name: node.name,
      value: node.value,
      symbolSize: nodeSize(node.value) * nodeScale,
      ...(node.category !== null ? { category: categories.indexOf(node.category) } : {}),
      label: { show: node.value >= fd.showSymbolThreshold },
    })),
    edges: edges.map((edge) => ({
      source: edge.source,
      target: edge.target,
      value: edge.value,
      lineStyle: { width: edgeWidth(edge.value) },
    })),
  };
  const echartOptions: EChartsCoreOption = {
    color: [...getCategoricalScheme(fd.color_scheme).colors],
    legend: { ...legendOption({ ...fd, show_legend: fd.show_legend && categories.length > 0 }, categories) },
    tooltip: {
      ...TOOLTIP_BASE,
      trigger: 'item',
      formatter: (params: unknown) => {
        const p = params as { dataType?: string; dataIndex?: number };
        if (p.dataType === 'edge') {
          const edge = edges[p.dataIndex ?? -1];
          if (!edge) return '';
          return tooltipHtml([
            [
              `${nodes[edge.source]?.name ?? ''} > ${nodes[edge.target]?.name ?? ''}`,
              formatValue(edge.value),
            ],
          ]);
        }
        const node = nodes[p.dataIndex ?? -1];
        return node ? tooltipHtml([[node.name, formatValue(node.value)]]) : '';
      },
    },
    series: [series],
  };
  return {
    width,
    height,
    echartOptions,
    labelColors: sharedLabelColors,
    clickValues: (target) => {
      if (target.dataType === 'edge') {
        const edge = edges[target.dataIndex];
        return edge
          ? { [columns.source]: nodes[edge.source]?.raw, [columns.target]: nodes[edge.target]?.raw }
          : null;
      }
      const node = nodes[target.dataIndex];
      return node ? { [node.column]: node.raw } : null;
    },
  };
}
