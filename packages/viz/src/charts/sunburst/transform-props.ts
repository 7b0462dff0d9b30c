import { columnLabel, metricLabel } from '@meridian/core';
import type { SunburstSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { assignLabelColors } from '../../color/label-colors';
import { getSequentialScheme, sequentialColor } from '../../color/sequential-schemes';
import { dimensionFormatter, extent, requireAtMost, requireResultColumns } from '../../echarts/chart-data';
import type { ClickableEChartsProps } from '../../echarts/click';
import { buildHierarchy, leafCount, preorder, type HierarchyNode } from '../../echarts/hierarchy';
import { firstResult } from '../../echarts/options';
import { paramField, TOOLTIP_BASE, tooltipHtml } from '../../echarts/tooltip';
import { getCurrencyFormatter, getNumberFormatter } from '../../format/number-format';
import type { ChartProps } from '../../plugin';
import { hierarchyLabel } from '../treemap/transform-props';
import type { SunburstFormData } from './form-data';
import { verboseNamer } from '../../echarts/verbose';

/** Most outer arcs a sunburst draws. */
export const MAX_SUNBURST_LEAVES = 20_000;
const formatPercent = getNumberFormatter('.2%');

/** Chart data -> ECharts sunburst: a ring per hierarchy column, arcs sized by the metric (pure). */
export function transformSunburstProps(chartProps: ChartProps<SunburstFormData>): ClickableEChartsProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const metric = metricLabel(fd.metric);
  const secondary = fd.secondary_metric ? metricLabel(fd.secondary_metric) : undefined;
  const levels = fd.columns.map(columnLabel);
  const nameOf = verboseNamer(chartProps.datasource);
  const [metricName, secondaryName] = [nameOf(metric), secondary === undefined ? '' : nameOf(secondary)];
  requireResultColumns(result, [...levels, metric, ...(secondary ? [secondary] : [])]);
  const tree = buildHierarchy(
    result.data,
    levels,
    metric,
    dimensionFormatter(result, fd.date_format),
    secondary,
  );
  requireAtMost(leafCount(tree), MAX_SUNBURST_LEAVES, 'arcs');
  const nodes = preorder(tree);
  const total = tree.reduce((s, n) => s + n.value, 0);
  const formatValue = getCurrencyFormatter(fd.currency_format, fd.number_format);
  const formatSecondary = getNumberFormatter(fd.number_format);
  // Superset colours by category unless a different secondary metric is set; then by secondary / primary.
  const byCategory = secondary === undefined || secondary === metric;
  const ratio = (n: HierarchyNode) => (n.value === 0 ? null : n.secondaryValue / n.value);
  const [low, high] = extent(nodes.map(ratio)) ?? [0, 1];
  const scheme = getSequentialScheme(fd.linear_color_scheme);
  const { colors, sharedLabelColors } = assignLabelColors(
    byCategory ? [...new Set(nodes.map((n) => n.name))] : [],
    fd.color_scheme,
    { sharedLabelColors: chartProps.sharedLabelColors, forcedLabelColors: fd.label_colors ?? undefined },
  );
  const colorOf = (n: HierarchyNode) => {
    if (byCategory) return colors[n.name] ?? '#1FA8C9';
    const r = ratio(n);
    return sequentialColor(scheme, r === null || high === low ? 0.5 : (r - low) / (high - low));
  };
  const parentValue = new Map<HierarchyNode, number>();
  const item = (node: HierarchyNode, parent: number): NonNullable<SunburstSeriesOption['data']>[number] => {
    parentValue.set(node, parent);
    const share = total === 0 ? 0 : (node.value / total) * 100;
    return {
      name: node.name,
      value: Math.max(0, node.value),
      itemStyle: { color: colorOf(node) },
      label: { show: fd.show_labels && share >= fd.show_labels_threshold },
      ...(node.children.length ? { children: node.children.map((c) => item(c, node.value)) } : {}),
    };
  };
  const data = tree.map((node) => item(node, total));
  const radius = Math.max(10, Math.min(width, height) / 2 - 8);
  const ringWidth = (radius * 0.7) / Math.max(1, levels.length);
  // ECharts wraps the data in a root item of its own: data index 0 is that root, then the nodes in pre-order.
  const nodeAt = (dataIndex: number) => (dataIndex >= 1 ? nodes[dataIndex - 1] : undefined);
  const series: SunburstSeriesOption = {
    type: 'sunburst',
    name: metricName,
    radius: [radius * 0.3, radius],
    nodeClick: false,
    animation: false,
    emphasis: { focus: 'ancestor', label: { show: fd.show_labels } },
    label: {
      width: ringWidth * 0.9,
      overflow: 'truncate',
      rotate: 'radial',
      minAngle: 4,
      formatter: (params: unknown) =>
        hierarchyLabel(
          fd.label_type,
          String(paramField(params, 'name') ?? ''),
          formatValue(Number(paramField(params, 'value'))),
        ),
    },
    data,
  };
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...TOOLTIP_BASE,
      trigger: 'item',
      formatter: (params: unknown) => {
        const node = nodeAt(Number(paramField(params, 'dataIndex')));
        if (!node) return tooltipHtml([[metricName, formatValue(total)]]);
        const share = (of: number) => formatPercent(of === 0 ? 0 : node.value / of);
        const rows = [
          [metricName, formatValue(node.value)],
          ['% of total', share(total)],
          ['% of parent', share(parentValue.get(node) ?? total)],
          ...(secondary && !byCategory
            ? [
                [secondaryName, formatSecondary(node.secondaryValue)],
                [`${secondaryName}/${metricName}`, formatPercent(ratio(node))],
              ]
            : []),
        ];
        return tooltipHtml(rows, node.path.join(' / '));
      },
    },
    ...(fd.show_total
      ? {
          graphic: [
            {
              type: 'text',
              left: 'center',
              top: 'middle',
              z: 10,
              style: { text: `Total: ${formatValue(total)}`, fontSize: 16, fontWeight: 'bold' },
            },
          ],
        }
      : {}),
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
