import { use } from 'echarts/core';
import { TreeChart as EChartsTree } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart';
import type { EChartsRendererProps } from '../../echarts/renderer-props';

use([EChartsTree, TooltipComponent, LabelLayout, CanvasRenderer]);

/** Renderer of Tree Chart (lazy). */
export default function TreeChart({ echartOptions, width, height }: EChartsRendererProps) {
  return <EChart option={echartOptions} width={width} height={height} />;
}
