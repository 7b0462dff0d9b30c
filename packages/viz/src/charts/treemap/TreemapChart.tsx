import { use } from 'echarts/core';
import { TreemapChart as EChartsTreemap } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { ClickableEChart } from '../../components/ClickableEChart';
import type { ClickableEChartsProps } from '../../echarts/click';

use([EChartsTreemap, TooltipComponent, CanvasRenderer]);

/** Renderer of Treemap (lazy). */
export default function TreemapChart(props: ClickableEChartsProps) {
  return <ClickableEChart {...props} />;
}
