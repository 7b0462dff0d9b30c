import { columnLabel, metricLabel } from '@meridian/core';
import type { TreemapSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import { dimensionFormatter, requireAtMost, requireResultColumns } from '../../echarts/chart-data';
import type { ClickableEChartsProps } from '../../echarts/click';
import { buildHierarchy, leafCount, preorder, type HierarchyNode } from '../../echarts/hierarchy';
import { firstResult } from '../../echarts/options';
import { paramField, TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { getCurrencyFormatter, getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import type { HIERARCHY_LABEL_TYPES, TreemapFormData } from './form-data';
import { verboseNamer } from '../../echarts/verbose';

/** Most leaves a treemap draws (beyond this the cells are specks and the page stalls). */
export const MAX_TREEMAP_LEAVES = 50_000;
const formatPercent = getNumberFormatter('.2%');

/** A node label by label type. */
export function hierarchyLabel(
  labelType: (typeof HIERARCHY_LABEL_TYPES)[number],
  name: string,
  value: string,
): string {
  if (labelType === 'key') return name;
  if (labelType === 'value') return value;
  return `${name}: ${value}`;
}

/** Tooltip lines of a node: its value and its share of its parent and of the whole. */
export function hierarchyTooltip(
  node: HierarchyNode,
  parentValue: number,
  total: number,
  metric: string,
  formatValue: (value: number) => string,
): string {
  const share = (of: number) => formatPercent(of === 0 ? 0 : node.value / of);
  return tooltipHtml(
    [
      [metric, formatValue(node.value)],
      ['% of parent', share(parentValue)],
      ['% of total', share(total)],
    ],
    node.path.join(' / '),
  );
}

/** Chart data -> ECharts treemap: one rectangle per leaf, nested by level, sized by the metric (pure). */
export function transformTreemapProps(chartProps: ChartProps<TreemapFormData>): ClickableEChartsProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const metric = metricLabel(fd.metric);
  const metricName = verboseNamer(chartProps.datasource)(metric);
  const levels = fd.groupby.map(columnLabel);
  requireResultColumns(result, [...levels, metric]);
  const tree = buildHierarchy(result.data, levels, metric, dimensionFormatter(result, fd.date_format));
  requireAtMost(leafCount(tree), MAX_TREEMAP_LEAVES, 'rectangles');
  const nodes = preorder(tree);
  const total = tree.reduce((s, n) => s + n.value, 0);
  const formatValue = getCurrencyFormatter(fd.currency_format, fd.number_format);
  const { colors, sharedLabelColors } = assignLabelColors(
    [...new Set(nodes.map((n) => n.name))],
    fd.color_scheme,
    { sharedLabelColors: chartProps.sharedLabelColors, forcedLabelColors: fd.label_colors ?? undefined },
  );
  const parentValue = new Map<HierarchyNode, number>();
  const item = (node: HierarchyNode, parent: number): NonNullable<TreemapSeriesOption['data']>[number] => {
    parentValue.set(node, parent);
    const color = colors[node.name] ?? '#1FA8C9';
    return node.children.length === 0
      ? { name: node.name, value: Math.max(0, node.value), itemStyle: { color } }
      : {
          name: node.name,
          value: Math.max(0, node.value),
          children: node.children.map((child) => item(child, node.value)),
          colorSaturation: [0.7, 0.4],
          itemStyle: { color, borderColor: '#ffffff', borderWidth: 2, gapWidth: 2 },
        };
  };
  const data = tree.map((node) => item(node, total));
  const labelFormatter = (params: unknown) =>
    hierarchyLabel(
      fd.label_type,
      String(paramField(params, 'name') ?? ''),
      formatValue(Number(paramField(params, 'value'))),
    );
  // ECharts wraps the data in a root item of its own: data index 0 is that root, then the nodes in pre-order.
  const nodeAt = (dataIndex: number) => (dataIndex >= 1 ? nodes[dataIndex - 1] : undefined);
  const series: TreemapSeriesOption = {
    type: 'treemap',
    name: metricName,
    width: '100%',
    height: '100%',
    top: 0,
    left: 0,
    nodeClick: false,
    roam: false,
    breadcrumb: { show: false },
    animation: false,
    emphasis: { label: { show: true } },
    label: {
      show: fd.show_labels,
      position: 'insideTopLeft',
      overflow: 'truncate',
      formatter: labelFormatter,
    },
    upperLabel: {
      show: fd.show_upper_labels,
      height: 18,
      overflow: 'truncate',
      formatter: labelFormatter,
    },
    levels: [{ upperLabel: { show: false } }],
    data,
  };
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...TOOLTIP_BASE,
      trigger: 'item',
      formatter: (params: unknown) => {
        const node = nodeAt(Number(paramField(params, 'dataIndex')));
        if (!node) return tooltipHtml([[metricName, formatValue(total)]]);
        return hierarchyTooltip(node, parentValue.get(node) ?? total, total, metricName, formatValue);
      },
    },
    series: [series],
  };
  return {
    width,
    height,
    echartOptions,
    labelColors: sharedLabelColors,
    clickValues: (target) => nodeAt(target.dataIndex)?.values ?? null,
  };
}
