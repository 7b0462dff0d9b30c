import type { EChartsCoreOption } from 'echarts/core';
import type { BaseRendererProps } from '../plugin';

/** Props of the ECharts renderers: the option to set, and the label colours the chart used. */
export interface EChartsRendererProps extends BaseRendererProps {
  /** The complete ECharts option (setOption with notMerge). */
  echartOptions: EChartsCoreOption;
  /** The shared label colours including this chart's assignments (hosts may store them). */
  labelColors: Record<string, string>;
}
