import { use } from 'echarts/core';
import { PieChart as EChartsPie } from 'echarts/charts';
import { GraphicComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart';
import type { EChartsRendererProps } from '../../echarts/renderer-props';

use([EChartsPie, LegendComponent, TooltipComponent, GraphicComponent, CanvasRenderer]);

/** Renderer of Pie Chart (lazy). */
export default function PieChart({ echartOptions, width, height }: EChartsRendererProps) {
  return <EChart option={echartOptions} width={width} height={height} />;
}
