import { use } from 'echarts/core';
import { SankeyChart as EChartsSankey } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart';
import type { EChartsRendererProps } from '../../echarts/renderer-props';

use([EChartsSankey, TooltipComponent, CanvasRenderer]);

/** Renderer of Sankey Chart (lazy). */
export default function SankeyChart({ echartOptions, width, height }: EChartsRendererProps) {
  return <EChart option={echartOptions} width={width} height={height} />;
}
