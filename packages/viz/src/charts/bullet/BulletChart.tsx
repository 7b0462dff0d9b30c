import { use } from 'echarts/core';
import { BarChart, ScatterChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart';
import type { EChartsRendererProps } from '../../echarts/renderer-props';

use([BarChart, ScatterChart, GridComponent, TooltipComponent, MarkLineComponent, CanvasRenderer]);

/** Renderer of Bullet Chart (lazy). */
export default function BulletChart({ echartOptions, width, height }: EChartsRendererProps) {
  return <EChart option={echartOptions} width={width} height={height} />;
}
