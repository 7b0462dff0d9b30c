import type { CustomSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import { getCategoricalScheme } from '../../color/schemes';
import { escapeHtml } from '../../echarts/options';
import { getNumberFormatter } from '../../format/number-format';
import { icicleLayout, type IcicleRect } from './layout';
import type { PartitionRendererProps } from './transform-props';

/** The ECharts option of the icicle at a focus: a rectangle per node, coloured by its top-level branch, labelled when it fits. */
export function partitionOption(
  props: PartitionRendererProps,
  focus: readonly string[],
): { option: EChartsCoreOption; rects: IcicleRect[] } {
  const rects = icicleLayout(
    props.roots,
    focus,
    { width: props.width, height: props.height },
    props.logScale,
  );
  const colors = getCategoricalScheme(props.colorScheme).colors;
  const branches = [...new Set(rects.map((r) => r.path.slice(0, 2).join('\u0000')))];
  const format = getNumberFormatter(props.numberFormat);
  const series: CustomSeriesOption = {
    type: 'custom',
    coordinateSystem: 'none',
    renderItem: (params) => {
      const rect = rects[params.dataIndex];
      if (!rect || rect.height < 0.5) return null;
      const color =
        colors[branches.indexOf(rect.path.slice(0, 2).join('\u0000')) % colors.length] ?? '#1FA8C9';
      const fits = rect.height >= 14 && rect.width >= 40;
      return {
        type: 'group',
        children: [
          {
            type: 'rect',
            shape: {
              x: rect.x + 1,
              y: rect.y + 0.5,
              width: Math.max(0, rect.width - 2),
              height: Math.max(0, rect.height - 1),
            },
            style: { fill: color, opacity: rect.path.length === 1 ? 0.9 : 0.75 },
          },
          {
            type: 'text',
            silent: true,
            invisible: !fits,
            style: {
              text: rect.node.name,
              x: rect.x + 6,
              y: rect.y + rect.height / 2,
              verticalAlign: 'middle',
              fontSize: 11,
              fill: '#ffffff',
              width: rect.width - 12,
              overflow: 'truncate',
            },
          },
        ],
      };
    },
    data: rects.map((r, i) => [i]),
  };
  const option: EChartsCoreOption = {
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const rect = rects[(params as { dataIndex?: number }).dataIndex ?? -1];
        if (!rect) return '';
        const lines = props.richTooltip
          ? rect.path.map((name, i) => `${'&nbsp;'.repeat(i * 2)}${escapeHtml(name)}`)
          : [escapeHtml(rect.node.name)];
        return `${lines.join('<br/>')}<br/><b>${escapeHtml(format(rect.node.value))}</b>`;
      },
    },
    series: [series],
  };
  return { option, rects };
}
