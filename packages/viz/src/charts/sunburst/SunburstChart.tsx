import { use } from 'echarts/core';
import { SunburstChart as EChartsSunburst } from 'echarts/charts';
import { GraphicComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { ClickableEChart } from '../../components/ClickableEChart';
import type { ClickableEChartsProps } from '../../echarts/click';

use([EChartsSunburst, TooltipComponent, GraphicComponent, CanvasRenderer]);

/** Renderer of Sunburst Chart (lazy). */
export default function SunburstChart(props: ClickableEChartsProps) {
  return <ClickableEChart {...props} />;
}
