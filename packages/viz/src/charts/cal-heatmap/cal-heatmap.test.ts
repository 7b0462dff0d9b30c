import { describe, expect, it } from 'vitest';
import { init, use } from 'echarts/core';
import { CustomChart } from 'echarts/charts';
import { GraphicComponent, TooltipComponent, VisualMapPiecewiseComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../plugin';
import { buildCalHeatmapQuery } from './build-query';
import { calHeatmapFormDataSchema } from './form-data';
import { blockSize, cellPosition, countCells, domainStarts, unitStart } from './layout';
import { colorSteps, MAX_CELLS, transformCalHeatmapProps } from './transform-props';

use([CustomChart, GraphicComponent, TooltipComponent, VisualMapPiecewiseComponent, SVGRenderer]);

const day = (m: number, d: number) => Date.UTC(2024, m, d);
const parse = (extra: Record<string, unknown> = {}) =>
  calHeatmapFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'cal_heatmap',
    granularity_sqla: 'ds',
    metrics: ['count'],
    ...extra,
  });

describe('Calendar Heatmap', () => {
  it('forces the time grain from the cell unit, as a time series', () => {
    const query = buildCalHeatmapQuery(parse({ subdomain_granularity: 'hour', time_grain_sqla: 'P1D' }))
      .queries[0];
    expect(query).toMatchObject({
      is_timeseries: true,
      granularity: 'ds',
      columns: [],
      extras: { time_grain_sqla: 'PT1H' },
    });
  });

  it("reads an old single metric as Superset's migration does", () => {
    expect(parse({ metrics: undefined, metric: 'sum__num' }).metrics).toEqual(['sum__num']);
  });

  it('places days in weekday rows and Sunday-started week columns (March 2024 starts on a Friday)', () => {
    const march = day(2, 1);
    expect(cellPosition(day(2, 1), march, 'day')).toEqual({ col: 0, row: 5 });
    expect(cellPosition(day(2, 3), march, 'day')).toEqual({ col: 1, row: 0 });
    expect(cellPosition(day(2, 31), march, 'day')).toEqual({ col: 5, row: 0 });
    expect(blockSize(march, 'month', 'day')).toEqual({ cols: 6, rows: 7 });
    expect(countCells(march, 'month', 'day')).toBe(31);
  });

  it('stacks hours of a day in six rows and months of a year in one', () => {
    expect(cellPosition(day(2, 1) + 13 * 3_600_000, day(2, 1), 'hour')).toEqual({ col: 2, row: 1 });
    expect(blockSize(day(2, 1), 'day', 'hour')).toEqual({ cols: 4, rows: 6 });
    expect(cellPosition(day(4, 1), day(0, 1), 'month')).toEqual({ col: 4, row: 0 });
    expect(blockSize(day(0, 1), 'year', 'month')).toEqual({ cols: 12, rows: 1 });
    expect(unitStart(day(2, 6), 'week')).toBe(day(2, 3));
    expect(domainStarts(day(0, 15), day(2, 2), 'month')).toEqual([day(0, 1), day(1, 1), day(2, 1)]);
  });

  it('splits the value range into equal colour steps', () => {
    expect(colorSteps([0, 10], 5, (t) => String(t)).map((p) => [p.min, p.max, p.color])).toEqual([
      [0, 2, '0'],
      [2, 4, '0.25'],
      [4, 6, '0.5'],
      [6, 8, '0.75'],
      [8, 10, '1'],
    ]);
  });

  it('draws a cell per value and renders in ECharts', () => {
    const result: ChartDataResult = {
      colnames: ['__timestamp', 'count'],
      coltypes: [2, 0],
      data: [
        { __timestamp: day(2, 1), count: 3 },
        { __timestamp: day(2, 3), count: 7 },
        { __timestamp: day(3, 2), count: null },
      ],
    };
    const props = transformCalHeatmapProps({
      formData: parse(),
      queriesData: [result],
      width: 600,
      height: 300,
    });
    const series = props.echartOptions['series'] as { data: number[][] }[];
    expect(series[0]?.data).toHaveLength(2);
    const chart = init(null, undefined, {
      renderer: 'svg',
      ssr: true,
      width: 600,
      height: props.contentHeight,
    });
    chart.setOption(props.echartOptions);
    const svg = chart.renderToSVGString();
    chart.dispose();
    expect(svg).toContain('Mar 2024');
    expect(svg).toContain('Apr 2024');
  });

  it('explains too many cells', () => {
    const result: ChartDataResult = {
      colnames: ['__timestamp', 'count'],
      coltypes: [2, 0],
      data: [
        { __timestamp: day(0, 1), count: 1 },
        { __timestamp: day(11, 31), count: 1 },
      ],
    };
    expect(() =>
      transformCalHeatmapProps({
        formData: parse({ domain_granularity: 'day', subdomain_granularity: 'min' }),
        queriesData: [result],
        width: 600,
        height: 300,
      }),
    ).toThrow(new RegExp(`at most ${MAX_CELLS.toLocaleString('en-US')}`));
  });
});
