import { use } from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart';
import type { EChartsRendererProps } from '../../echarts/renderer-props';

use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Renderer of Histogram (lazy). */
export default function HistogramChart({ echartOptions, width, height }: EChartsRendererProps) {
  return <EChart option={echartOptions} width={width} height={height} />;
}
