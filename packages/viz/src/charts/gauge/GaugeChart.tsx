import { use } from 'echarts/core';
import { GaugeChart as EChartsGauge } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { ClickableEChart } from '../../components/ClickableEChart';
import type { ClickableEChartsProps } from '../../echarts/click';

use([EChartsGauge, TooltipComponent, CanvasRenderer]);

/** Renderer of Gauge Chart (lazy). */
export default function GaugeChart(props: ClickableEChartsProps) {
  return <ClickableEChart {...props} />;
}
