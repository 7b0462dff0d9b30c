import { use } from 'echarts/core';
import { FunnelChart as EChartsFunnel } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { ClickableEChart } from '../../components/ClickableEChart';
import type { ClickableEChartsProps } from '../../echarts/click';

use([EChartsFunnel, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Renderer of Funnel Chart (lazy). */
export default function FunnelChart(props: ClickableEChartsProps) {
  return <ClickableEChart {...props} />;
}
