import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { buildBigNumberQuery } from './build-query';
import { bigNumberFormDataSchema } from './form-data';
import { transformBigNumberProps, trendPoints } from './transform-props';

const parse = (extra: Record<string, unknown>) =>
  bigNumberFormDataSchema.parse({
    datasource: '22__table',
    viz_type: 'big_number',
    x_axis: 'ds',
    metric: 'count',
    ...extra,
  });
const day = (d: number) => Date.UTC(2024, 0, d);
const result: ChartDataResult = {
  colnames: ['ds', 'count'],
  coltypes: [2, 0],
  data: [
    { ds: day(3), count: 150 },
    { ds: day(1), count: 100 },
    { ds: day(2), count: 120 },
  ],
};

describe('Big Number with Trendline', () => {
  it('asks for the metric over the x-axis: pivot, cumulative sum, flatten', () => {
    const [query] = buildBigNumberQuery(parse({ time_grain_sqla: 'P1D', rolling_type: 'cumsum' })).queries;
    expect(query?.columns).toEqual([
      { timeGrain: 'P1D', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
    ]);
    expect(query?.post_processing.map((s) => s?.operation)).toEqual(['pivot', 'cum', 'flatten']);
  });

  it('sorts the trend by time', () => {
    expect(trendPoints(result.data, 'ds', 'count').map(([, v]) => v)).toEqual([100, 120, 150]);
  });

  it('shows the latest value and its change over compare_lag periods', () => {
    const props = transformBigNumberProps({
      formData: parse({ compare_lag: 2, compare_suffix: 'WoW', y_axis_format: ',d' }),
      queriesData: [result],
      width: 300,
      height: 200,
    });
    expect(props).toMatchObject({
      bigNumber: 150,
      formattedBigNumber: '150',
      subheader: '+50.0% WoW',
      trend: 'up',
      mainColor: 'rgba(0,122,135,1)',
    });
    const option = props.trendLineOption as { series: { data: unknown[] }[] };
    expect(option.series[0]?.data).toEqual([
      [day(1), 100],
      [day(2), 120],
      [day(3), 150],
    ]);
  });

  it('falls back to the last available value and says so', () => {
    const withGap: ChartDataResult = { ...result, data: [...result.data, { ds: day(4), count: null }] };
    const props = transformBigNumberProps({
      formData: parse({ time_format: '%Y-%m-%d' }),
      queriesData: [withGap],
      width: 1,
      height: 1,
    });
    expect(props.bigNumber).toBe(150);
    expect(props.subheader).toBe('Last available value seen on 2024-01-03');
  });

  it('hides the trend line when show_trend_line is off', () => {
    expect(
      transformBigNumberProps({
        formData: parse({ show_trend_line: false }),
        queriesData: [result],
        width: 1,
        height: 1,
      }).trendLineOption,
    ).toBeNull();
  });
});
