import { columnLabel, metricLabel } from '@meridian/core';
import type { TreeSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import {
  ChartInputError,
  dimensionFormatter,
  requireAtMost,
  requireResultColumns,
} from '../../echarts/chart-data';
import type { EChartsRendererProps } from '../../echarts/renderer-props';
import { firstResult, toNumber } from '../../echarts/options';
import { TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import type { TreeFormData } from './form-data';
import { LABEL_CHAR_WIDTH, OUTWARD_SIDE, longestLeafName, treeLabelPlacement } from './label-placement';

const LABEL_FONT_SIZE = 11;

/** Most nodes a tree lays out legibly in a browser. */
export const MAX_TREE_NODES = 20_000;

/** A node of the tree as ECharts reads it. */
export interface TreeNode {
  name: string;
  value?: number;
  children: TreeNode[];
}

interface Row {
  id: string;
  parent: string | null;
  name: string;
  value: number | null;
}

/** Descendants of each node (cycles are not followed twice). */
function descendantCounts(
  children: ReadonlyMap<string, readonly string[]>,
  ids: readonly string[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const start of ids) {
    const seen = new Set([start]);
    const stack = [...(children.get(start) ?? [])];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(children.get(id) ?? []));
    }
    counts.set(start, seen.size - 1);
  }
  return counts;
}

/**
 * The tree of id/parent rows: rooted at `rootId`, else at the node without a known parent that has the most
 * descendants. A node listed twice keeps its first row; a cycle is cut where it closes.
 */
export function buildTree(rows: readonly Row[], rootId: string | null): TreeNode {
  const byId = new Map<string, Row>();
  for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, row);
  const children = new Map<string, string[]>();
  for (const row of byId.values()) {
    if (row.parent === null || row.parent === row.id || !byId.has(row.parent)) continue;
    const list = children.get(row.parent) ?? [];
    list.push(row.id);
    children.set(row.parent, list);
  }
  let root = rootId;
  if (root !== null && !byId.has(root))
    throw new ChartInputError(`No node has the id "${root}": check the Root node id and the Id column.`);
  if (root === null) {
    const candidates = [...byId.values()]
      .filter((r) => r.parent === null || r.parent === r.id || !byId.has(r.parent))
      .map((r) => r.id);
    const counts = descendantCounts(children, candidates);
    root = candidates.reduce<string | null>(
      (best, id) => (best === null || (counts.get(id) ?? 0) > (counts.get(best) ?? 0) ? id : best),
      null,
    );
    if (root === null)
      throw new ChartInputError(
        'Every node has a parent in the data, so the tree has no root: set the Root node id.',
      );
  }
  const toNode = (row: Row): TreeNode => ({
    name: row.name,
    ...(row.value !== null ? { value: row.value } : {}),
    children: [],
  });
  const rootRow = byId.get(root) as Row;
  const rootNode = toNode(rootRow);
  // Iterative, so a long chain does not overflow the stack.
  const seen = new Set([root]);
  const stack: [string, TreeNode][] = [[root, rootNode]];
  while (stack.length > 0) {
    const [id, node] = stack.pop() as [string, TreeNode];
    for (const childId of children.get(id) ?? []) {
      if (seen.has(childId)) continue;
      seen.add(childId);
      const child = toNode(byId.get(childId) as Row);
      node.children.push(child);
      stack.push([childId, child]);
    }
  }
  return rootNode;
}

/** Chart data -> ECharts tree option (pure). */
export function transformTreeProps(chartProps: ChartProps<TreeFormData>): EChartsRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const id = columnLabel(fd.id);
  const parent = columnLabel(fd.parent);
  const name = fd.name === null ? id : columnLabel(fd.name);
  const metric = fd.metric === null ? null : metricLabel(fd.metric);
  requireResultColumns(result, [id, parent, name, ...(metric === null ? [] : [metric])]);
  requireAtMost(result.data.length, MAX_TREE_NODES, 'nodes');
  const format = dimensionFormatter(result, null);
  const key = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
  const rows: Row[] = [];
  for (const row of result.data) {
    const rowId = key(row[id]);
    if (rowId === null) continue;
    rows.push({
      id: rowId,
      parent: key(row[parent]),
      name: format(name, row[name]),
      value: metric === null ? null : toNumber(row[metric]),
    });
  }
  const tree = rows.length > 0 ? buildTree(rows, fd.root_node_id) : null;
  const formatValue = getNumberFormatter('SMART_NUMBER');
  const radial = fd.layout === 'radial';
  const lineHeight = Math.round(LABEL_FONT_SIZE * 1.25);
  const placement = treeLabelPlacement({
    root: tree ?? { name: '', children: [] },
    layout: fd.layout,
    orient: fd.orient,
    nodePosition: fd.node_label_position,
    leafPosition: fd.child_label_position,
    width,
    height,
    symbolSize: fd.symbolSize,
    lineHeight,
    breadthShare: 0.8,
  });
  // Labels on the outward side (a radial tree's leaves, or a left-right tree's leaves placed there) get the room
  // they need on that side of the card, up to a share of it; longer names are truncated to that room.
  const longest = tree ? longestLeafName(tree) : 0;
  const leftRight = fd.orient === 'LR' || fd.orient === 'RL';
  const outward = radial || (leftRight && placement.leaf === OUTWARD_SIDE[fd.orient]);
  const share = radial ? 0.25 : 0.35;
  const across = radial ? Math.min(width, height) : width;
  const outwardRoom = Math.round(
    Math.min(across * share, Math.max(across * 0.1, longest * LABEL_CHAR_WIDTH + fd.symbolSize + 10)),
  );
  const margin = (which: 'top' | 'bottom' | 'left' | 'right') => {
    if (radial) return outwardRoom;
    if (which === 'top' || which === 'bottom') return '10%';
    return outward && placement.leaf === which ? outwardRoom : '12%';
  };
  const series: TreeSeriesOption = {
    type: 'tree',
    data: tree ? [tree] : [],
    layout: fd.layout,
    ...(radial ? {} : { orient: fd.orient }),
    top: margin('top'),
    bottom: margin('bottom'),
    left: margin('left'),
    right: margin('right'),
    symbol: fd.symbol,
    symbolSize: fd.symbolSize,
    roam: fd.roam,
    expandAndCollapse: true,
    initialTreeDepth: rows.length > 500 ? 3 : -1,
    animationDuration: 300,
    emphasis: { focus: fd.emphasis },
    label: {
      ...(placement.node === undefined ? {} : { position: placement.node }),
      fontSize: LABEL_FONT_SIZE,
      // Without a set line height zrender takes the width of '国' as a line's height: a sliver where no CJK font is
      // installed, so the overlap check below sees stacked leaf labels as apart. (Radial labels turn with their
      // branch and are left to ECharts.)
      ...(radial ? {} : { lineHeight }),
      // A white halo: an edge passing under a label does not strike through its text.
      textBorderColor: '#ffffff',
      textBorderWidth: 2,
      overflow: 'truncate',
      width: 140,
    },
    leaves: {
      label: {
        ...(placement.leaf === undefined ? {} : { position: placement.leaf }),
        ...(outward ? { width: Math.max(40, Math.round(outwardRoom - fd.symbolSize - 8)) } : {}),
      },
    },
    // Leaf labels of a crowded level would sit on each other: the ones that would are hidden.
    labelLayout: { hideOverlap: true },
    lineStyle: { color: '#B2B2B2' },
    itemStyle: { color: '#1FA8C9', borderColor: '#1FA8C9' },
  };
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...TOOLTIP_BASE,
      trigger: 'item',
      triggerOn: 'mousemove',
      formatter: (params: unknown) => {
        const p = params as { name?: string; value?: unknown };
        const value = toNumber(p.value);
        return tooltipHtml([
          value === null || metric === null
            ? [String(p.name ?? '')]
            : [String(p.name ?? ''), formatValue(value)],
        ]);
      },
    },
    // ECharts' tree cannot lay out an empty data list; no rows draw nothing (the host says 'No results').
    series: tree ? [series] : [],
  };
  return { width, height, echartOptions, labelColors: { ...chartProps.sharedLabelColors } };
}
