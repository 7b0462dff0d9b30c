import { use } from 'echarts/core';
import { ChordChart as EChartsChord } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../components/EChart';
import type { EChartsRendererProps } from '../../echarts/renderer-props';

use([EChartsChord, TooltipComponent, CanvasRenderer]);

/** Renderer of Chord Diagram (lazy). */
export default function ChordChart({ echartOptions, width, height }: EChartsRendererProps) {
  return <EChart option={echartOptions} width={width} height={height} />;
}
