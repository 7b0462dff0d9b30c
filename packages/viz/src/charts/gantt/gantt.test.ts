import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { CustomChart, LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildGanttQuery } from './build-query';
import { ganttFormDataSchema } from './form-data';
import { ganttLanes, laneSpan } from './layout';
import { transformGanttProps } from './transform-props';

use([
  CustomChart,
  LineChart,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  SVGRenderer,
]);

const parse = (extra: Record<string, unknown> = {}) =>
  ganttFormDataSchema.parse({
    datasource: '5__table',
    viz_type: 'gantt_chart',
    start_time: 'start',
    end_time: 'finish',
    y_axis: 'team',
    series: 'kind',
    ...extra,
  });
const day = (d: number) => Date.UTC(2024, 0, d);
const result: ChartDataResult = {
  colnames: ['start', 'finish', 'team', 'kind', 'cost'],
  coltypes: [2, 2, 1, 1, 0],
  data: [
    { start: day(1), finish: day(3), team: 'Web', kind: 'build', cost: 10 },
    { start: day(2), finish: day(5), team: 'Data', kind: 'test', cost: 20 },
    { start: day(4), finish: day(6), team: 'Web', kind: 'test', cost: 30 },
    { start: null, finish: day(6), team: 'Data', kind: 'build', cost: 1 },
  ],
};
type Custom = { type: string; name: string; data: number[][] };

describe('Gantt Chart', () => {
  it('queries start, end, lane, series, tooltip and ordering columns once each', () => {
    const query = buildGanttQuery(
      parse({
        tooltip_columns: ['team', 'owner'],
        tooltip_metrics: ['count'],
        order_by_cols: ['["start", true]', 'oops'],
      }),
    ).queries[0];
    expect(query?.columns).toEqual(['start', 'finish', 'team', 'kind', 'owner']);
    expect(query?.metrics).toEqual(['count']);
    expect(query?.orderby).toEqual([['start', true]]);
    expect(query?.series_columns).toEqual(['kind']);
  });

  it('lays lanes out by first appearance, one per series with subcategories', () => {
    const rows = [
      { category: 'A', series: 'x' },
      { category: 'B', series: 'y' },
      { category: 'A', series: 'y' },
    ];
    const sub = ganttLanes(rows, true);
    expect(sub.count).toBe(3);
    expect(sub.categories).toEqual([
      { name: 'A', first: 0, size: 2 },
      { name: 'B', first: 2, size: 1 },
    ]);
    expect(sub.laneOf('A', 'y')).toBe(1);
    expect(ganttLanes(rows, false).count).toBe(2);
    expect(laneSpan(0, 3)).toEqual([2, 3]);
  });

  it('draws one bar series per series value, skipping rows without a start or end', () => {
    const props = transformGanttProps({ formData: parse(), queriesData: [result], width: 600, height: 300 });
    const series = props.echartOptions['series'] as Custom[];
    const bars = series.filter((s) => s.type === 'custom');
    expect(bars.map((s) => s.name)).toEqual(['build', 'test']);
    // Lanes: Web = 0, Data = 1 (first appearance); values [start, end, lane, lane count].
    expect(bars[0]?.data).toEqual([[day(1), day(3), 0, 2]]);
    expect(bars[1]?.data).toEqual([
      [day(2), day(5), 1, 2],
      [day(4), day(6), 0, 2],
    ]);
  });

  it('renders in ECharts with a bar per row and the category names', () => {
    const props = transformGanttProps({
      formData: parse({ subcategories: true }),
      queriesData: [result],
      width: 600,
      height: 300,
    });
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 600, height: 300 });
    chart.setOption(props.echartOptions);
    const svg = chart.renderToSVGString();
    chart.dispose();
    expect(svg).toContain('>Web<');
    expect(svg).toContain('>Data<');
    expect((svg.match(/<path d="M\d/g) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it('draws an event whose start and end are equal as a 2 px mark, not nothing (issue 18: an empty canvas)', () => {
    const instants: ChartDataResult = {
      ...result,
      data: [
        { start: day(1), finish: day(1), team: 'Web', kind: 'build', cost: 1 },
        { start: day(5), finish: day(5), team: 'Data', kind: 'build', cost: 2 },
      ],
    };
    const props = transformGanttProps({
      formData: parse(),
      queriesData: [instants],
      width: 600,
      height: 300,
    });
    const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 600, height: 300 });
    chart.setOption({ ...props.echartOptions, animation: false });
    const svg = chart.renderToSVGString();
    chart.dispose();
    // Each bar is a rectangle path "Mx y l<width> 0 l0 <height> …" of the chart: both are there, 2 px wide.
    const widths = [
      ...svg.matchAll(/d="M[\d.]+ [\d.]+l([\d.]+) 0l0 [\d.]+l-[\d.]+ 0Z"[^>]*ecmeta_ssr_type="chart"/g),
    ].map((m) => Number(m[1]));
    expect(widths).toEqual([2, 2]);
  });

  it('asks for the columns it needs instead of failing on a missing one', () => {
    expect(() =>
      transformGanttProps({
        formData: parse({ end_time: null }),
        queriesData: [result],
        width: 300,
        height: 300,
      }),
    ).toThrow('Choose the Start Time, End Time and Y-axis columns to draw this chart.');
  });

  it('explains rows with no times, and too many lanes for the chart', () => {
    const noTimes: ChartDataResult = {
      ...result,
      data: [{ start: null, finish: null, team: 'x', kind: 'y' }],
    };
    expect(() =>
      transformGanttProps({ formData: parse(), queriesData: [noTimes], width: 300, height: 300 }),
    ).toThrow(/No row has both a start time/);
    const many: ChartDataResult = {
      ...result,
      data: Array.from({ length: 5000 }, (_, i) => ({
        start: day(1),
        finish: day(2),
        team: `t${i}`,
        kind: 'k',
      })),
    };
    expect(() =>
      transformGanttProps({ formData: parse(), queriesData: [many], width: 300, height: 300 }),
    ).toThrow(/Too many lanes to draw: 5,000 categories/);
  });
});
