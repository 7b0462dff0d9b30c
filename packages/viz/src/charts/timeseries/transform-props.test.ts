import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { TIMESERIES_VARIANTS, timeseriesQueryParts } from './variants';
import { transformTimeseriesProps } from './transform-props';

const jan = Date.UTC(2003, 0, 1);
const feb = Date.UTC(2003, 1, 1);
const result: ChartDataResult = {
  colnames: ['order_date', 'Classic Cars', 'Motorcycles'],
  coltypes: [2, 0, 0],
  data: [
    { order_date: jan, 'Classic Cars': 10, Motorcycles: 40 },
    { order_date: feb, 'Classic Cars': 20, Motorcycles: null },
  ],
};
const parse = (variant: keyof typeof TIMESERIES_VARIANTS, extra: Record<string, unknown> = {}) =>
  timeseriesQueryParts(TIMESERIES_VARIANTS[variant]).formDataSchema.parse({
    datasource: '1__table',
    viz_type: TIMESERIES_VARIANTS[variant].vizType,
    x_axis: 'order_date',
    metrics: ['count'],
    groupby: ['product_line'],
    ...extra,
  });

type Series = {
  name: string;
  type: string;
  data: unknown[];
  stack?: string;
  smooth?: boolean;
  step?: unknown;
  areaStyle?: unknown;
  itemStyle?: { color?: string };
};
const seriesOf = (option: Record<string, unknown>) => option['series'] as Series[];

describe('time-series transformProps', () => {
  it('makes one series of [time, value] points per column but the x-axis', () => {
    const props = transformTimeseriesProps({
      formData: parse('line'),
      queriesData: [result],
      width: 400,
      height: 300,
    });
    const series = seriesOf(props.echartOptions);
    expect(series.map((s) => s.name)).toEqual(['Motorcycles', 'Classic Cars']);
    expect(series.find((s) => s.name === 'Classic Cars')?.data).toEqual([
      [jan, 10],
      [feb, 20],
    ]);
    expect(series.find((s) => s.name === 'Motorcycles')?.data).toEqual([
      [jan, 40],
      [feb, null],
    ]);
    expect(props.echartOptions['xAxis']).toMatchObject({ type: 'time' });
  });

  it('orders series by name when asked', () => {
    const props = transformTimeseriesProps({
      formData: parse('line', { sort_series_type: 'name', sort_series_ascending: true }),
      queriesData: [result],
      width: 1,
      height: 1,
    });
    expect(seriesOf(props.echartOptions).map((s) => s.name)).toEqual(['Classic Cars', 'Motorcycles']);
  });

  it('ticks a time axis no closer than the time grain, and marks points a line cannot join', () => {
    const props = transformTimeseriesProps({
      formData: parse('line', { time_grain_sqla: 'P1D' }),
      queriesData: [result],
      width: 400,
      height: 300,
    });
    expect(props.echartOptions['xAxis']).toMatchObject({ type: 'time', minInterval: 86_400_000 });
    // Motorcycles has one value (jan) and a gap (feb): without a marker it would not show at all.
    const motorcycles = seriesOf(props.echartOptions).find((s) => s.name === 'Motorcycles') as Series & {
      showSymbol: boolean;
      symbolSize: (value: unknown, params: { dataIndex: number }) => number;
    };
    expect(motorcycles.showSymbol).toBe(true);
    expect([0, 1].map((dataIndex) => motorcycles.symbolSize(null, { dataIndex }))).toEqual([6, 0]);
  });

  it('draws each variant its own way', () => {
    const typeOf = (variant: keyof typeof TIMESERIES_VARIANTS, extra = {}) =>
      seriesOf(
        transformTimeseriesProps({
          formData: parse(variant, extra),
          queriesData: [result],
          width: 1,
          height: 1,
        }).echartOptions,
      )[0];
    expect(typeOf('bar')?.type).toBe('bar');
    expect(typeOf('scatter')?.type).toBe('scatter');
    expect(typeOf('smooth')?.smooth).toBe(true);
    expect(typeOf('step')?.step).toBe('start');
    expect(typeOf('area')?.areaStyle).toEqual({ opacity: 0.2, color: expect.any(String) });
    expect(typeOf('area', { stack: 'Stack' })?.stack).toBe('obs');
    // The Generic Chart draws a line until its series style says otherwise.
    expect(typeOf('generic')).toMatchObject({ type: 'line', smooth: false, step: false });
    expect(typeOf('generic', { seriesType: 'bar' })?.type).toBe('bar');
    expect(typeOf('generic', { seriesType: 'middle' })?.step).toBe('middle');
    expect(typeOf('generic', { seriesType: 'no such style' })?.type).toBe('line');
  });

  it('swaps the axes of horizontal bars', () => {
    const props = transformTimeseriesProps({
      formData: parse('bar', { orientation: 'horizontal' }),
      queriesData: [result],
      width: 1,
      height: 1,
    });
    expect(props.echartOptions['yAxis']).toMatchObject({ type: 'time' });
    expect(seriesOf(props.echartOptions).find((s) => s.name === 'Classic Cars')?.data[0]).toEqual([10, jan]);
  });

  it('colours series from the scheme and keeps shared label colours', () => {
    const props = transformTimeseriesProps({
      formData: parse('line'),
      queriesData: [result],
      width: 1,
      height: 1,
      sharedLabelColors: { 'Classic Cars': '#123456' },
    });
    const series = seriesOf(props.echartOptions);
    expect(series.find((s) => s.name === 'Classic Cars')?.itemStyle?.color).toBe('#123456');
    expect(series.find((s) => s.name === 'Motorcycles')?.itemStyle?.color).toBe('#1FA8C9');
    expect(props.labelColors).toEqual({ 'Classic Cars': '#123456', Motorcycles: '#1FA8C9' });
  });

  it('formats the y-axis with y_axis_format, and as percentages in contribution mode', () => {
    const axisFormatter = (extra: Record<string, unknown>) => {
      const yAxis = transformTimeseriesProps({
        formData: parse('line', extra),
        queriesData: [result],
        width: 1,
        height: 1,
      }).echartOptions['yAxis'] as { axisLabel: { formatter: (v: number) => string } };
      return yAxis.axisLabel.formatter;
    };
    expect(axisFormatter({ y_axis_format: ',d' })(12345)).toBe('12,345');
    expect(axisFormatter({ contributionMode: 'row' })(0.25)).toBe('25%');
  });

  it('uses a category axis for a string x-axis', () => {
    const categorical: ChartDataResult = {
      colnames: ['stage', 'count'],
      coltypes: [1, 0],
      data: [{ stage: 'Phase 1', count: 3 }],
    };
    const props = transformTimeseriesProps({
      formData: parse('bar', { x_axis: 'stage', groupby: [] }),
      queriesData: [categorical],
      width: 1,
      height: 1,
    });
    expect(props.echartOptions['xAxis']).toMatchObject({ type: 'category' });
    expect(seriesOf(props.echartOptions)[0]?.data).toEqual([['Phase 1', 3]]);
  });

  it('renders nothing but axes for an empty result', () => {
    const props = transformTimeseriesProps({ formData: parse('line'), queriesData: [], width: 1, height: 1 });
    expect(seriesOf(props.echartOptions)).toEqual([]);
  });

  it('draws annotation layers after the data series: a NATIVE event layer as mark lines, a formula as a line', () => {
    const props = transformTimeseriesProps({
      formData: parse('line', {
        annotation_layers: [
          {
            name: 'Deploys',
            annotationType: 'EVENT',
            sourceType: 'NATIVE',
            value: 1,
            show: true,
            color: '#ff0000',
          },
          { name: 'Trend', annotationType: 'FORMULA', sourceType: '', value: '2', show: true },
          { name: 'Off', annotationType: 'EVENT', sourceType: 'NATIVE', value: 2, show: false },
        ],
      }),
      queriesData: [
        {
          ...result,
          annotation_data: {
            Deploys: { records: [{ start_dttm: feb, end_dttm: feb, short_descr: 'v1', long_descr: null }] },
          },
        },
      ],
      width: 400,
      height: 300,
    });
    const series = props.echartOptions['series'] as (Series & { id?: string; markLine?: unknown })[];
    expect(series.map((s) => s.id ?? s.name)).toEqual([
      'Motorcycles',
      'Classic Cars',
      'Event - Deploys',
      'Formula - Trend',
    ]);
    expect(series[2]?.markLine).toMatchObject({
      lineStyle: { color: '#ff0000' },
      data: [{ name: 'Deploys - v1', xAxis: feb }],
    });
    expect(series[3]?.data).toEqual([
      [jan, 2],
      [feb, 2],
    ]);
  });
});
