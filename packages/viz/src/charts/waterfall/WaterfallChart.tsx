import { use } from 'echarts/core';
import { CustomChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart';
import type { EChartsRendererProps } from '../../echarts/renderer-props';

use([CustomChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Renderer of Waterfall Chart (lazy). */
export default function WaterfallChart({ echartOptions, width, height }: EChartsRendererProps) {
  return <EChart option={echartOptions} width={width} height={height} />;
}
