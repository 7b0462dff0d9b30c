import { use } from 'echarts/core';
import { CustomChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart';
import type { EChartsRendererProps } from '../../echarts/renderer-props';

use([CustomChart, TooltipComponent, CanvasRenderer]);

/** Renderer of Word Cloud (lazy). */
export default function WordCloudChart({ echartOptions, width, height }: EChartsRendererProps) {
  return <EChart option={echartOptions} width={width} height={height} />;
}
