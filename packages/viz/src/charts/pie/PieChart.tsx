import { use } from 'echarts/core';
import { PieChart as EChartsPie } from 'echarts/charts';
import { GraphicComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { ClickableEChart } from '../../components/ClickableEChart';
import type { ClickableEChartsProps } from '../../echarts/click';

use([EChartsPie, LegendComponent, TooltipComponent, GraphicComponent, CanvasRenderer]);

/** Renderer of Pie Chart (lazy). */
export default function PieChart(props: ClickableEChartsProps) {
  return <ClickableEChart {...props} />;
}
