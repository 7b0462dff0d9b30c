import { use } from 'echarts/core';
import { HeatmapChart as EChartsHeatmap } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart';
import type { EChartsRendererProps } from '../../echarts/renderer-props';

use([EChartsHeatmap, GridComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

/** Renderer of Heatmap (lazy). */
export default function HeatmapChart({ echartOptions, width, height }: EChartsRendererProps) {
  return <EChart option={echartOptions} width={width} height={height} />;
}
