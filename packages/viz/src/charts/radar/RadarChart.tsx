import { use } from 'echarts/core';
import { RadarChart as EChartsRadar } from 'echarts/charts';
import { LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { ClickableEChart } from '../../components/ClickableEChart';
import type { ClickableEChartsProps } from '../../echarts/click';

use([EChartsRadar, RadarComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Renderer of Radar Chart (lazy). */
export default function RadarChart(props: ClickableEChartsProps) {
  return <ClickableEChart {...props} />;
}
