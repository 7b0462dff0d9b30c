import { use } from 'echarts/core';
import { CustomChart } from 'echarts/charts';
import { GraphicComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart';
import type { EChartsRendererProps } from '../../echarts/renderer-props';

use([CustomChart, LegendComponent, TooltipComponent, GraphicComponent, CanvasRenderer]);

/** Renderer of Nightingale Rose Chart (lazy). */
export default function RoseChart({ echartOptions, width, height }: EChartsRendererProps) {
  return <EChart option={echartOptions} width={width} height={height} />;
}
