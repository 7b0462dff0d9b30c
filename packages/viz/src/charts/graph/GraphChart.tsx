import { use } from 'echarts/core';
import { GraphChart as EChartsGraph } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import { ClickableEChart } from '../../components/ClickableEChart';
import type { ClickableEChartsProps } from '../../echarts/click';

use([EChartsGraph, LegendComponent, TooltipComponent, LabelLayout, CanvasRenderer]);

/** Renderer of Graph Chart (lazy). */
export default function GraphChart(props: ClickableEChartsProps) {
  return <ClickableEChart {...props} />;
}
