import { use } from 'echarts/core';
import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { ClickableEChart } from '../../components/ClickableEChart';
import type { ClickableEChartsProps } from '../../echarts/click';

use([
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomComponent,
  MarkLineComponent,
  MarkAreaComponent,
  CanvasRenderer,
]);

/** Renderer of the time-series charts (lazy). */
export default function TimeseriesChart(props: ClickableEChartsProps) {
  return <ClickableEChart {...props} />;
}
