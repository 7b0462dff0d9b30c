import { use } from 'echarts/core';
import { BoxplotChart, ScatterChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { ClickableEChart } from '../../components/ClickableEChart';
import type { ClickableEChartsProps } from '../../echarts/click';

use([BoxplotChart, ScatterChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** Renderer of Box Plot (lazy). */
export default function BoxPlotChart(props: ClickableEChartsProps) {
  return <ClickableEChart {...props} />;
}
