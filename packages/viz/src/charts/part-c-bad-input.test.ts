import { init, use } from 'echarts/core';
import {
  ChordChart,
  CustomChart,
  GaugeChart,
  GraphChart,
  LineChart,
  RadarChart,
  TreeChart,
} from 'echarts/charts';
import {
  GraphicComponent,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { loadVizPlugin } from '../plugin';
import { describeBadInput, type BadInputCase } from '../test-fixtures/bad-input';
import { gaugePlugin } from './gauge';
import { radarPlugin } from './radar';
import { graphPlugin } from './graph';
import { treePlugin } from './tree';
import { waterfallPlugin } from './waterfall';
import { wordCloudPlugin } from './word-cloud';
import { horizonPlugin } from './horizon';
import { chordPlugin } from './chord';

use([
  ChordChart,
  CustomChart,
  GaugeChart,
  GraphChart,
  LineChart,
  RadarChart,
  TreeChart,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** Each type of issue 18 part C with form data a person would set, and the columns its query answers. */
const CASES: BadInputCase[] = [
  {
    plugin: await loadVizPlugin(gaugePlugin),
    formData: { metric: 'm', groupby: ['y'] },
    columns: ['y', 'm'],
  },
  {
    plugin: await loadVizPlugin(radarPlugin),
    formData: { metrics: ['m', 'n'], groupby: ['y'] },
    columns: ['y', 'm', 'n'],
  },
  {
    plugin: await loadVizPlugin(graphPlugin),
    formData: { source: 'y', target: 'k', metric: 'm' },
    columns: ['y', 'k', 'm'],
  },
  {
    plugin: await loadVizPlugin(treePlugin),
    formData: { id: 'k', parent: 'y', metric: 'm' },
    columns: ['k', 'y', 'm'],
  },
  {
    plugin: await loadVizPlugin(waterfallPlugin),
    formData: { x_axis: 'ds', groupby: ['y'], metric: 'm' },
    columns: ['ds', 'y', 'm'],
  },
  {
    plugin: await loadVizPlugin(wordCloudPlugin),
    formData: { series: 'y', metric: 'm' },
    columns: ['y', 'm'],
  },
  {
    plugin: await loadVizPlugin(horizonPlugin),
    formData: { metrics: ['m'], groupby: ['y'] },
    columns: ['ds', 'a', 'b'],
  },
  {
    plugin: await loadVizPlugin(chordPlugin),
    formData: { groupby: 'y', columns: 'k', metric: 'm' },
    columns: ['y', 'k', 'm'],
  },
];

describeBadInput(
  'part C chart types on bad input: a chart-level message or a drawing, never a crash',
  CASES,
  // What transformProps returns must also draw: ECharts renders it without throwing.
  (props) => {
    if (!('echartOptions' in props)) return;
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 320, height: 240 });
    try {
      chart.setOption(props.echartOptions as Parameters<typeof chart.setOption>[0]);
      chart.renderToSVGString();
    } finally {
      chart.dispose();
    }
  },
);
