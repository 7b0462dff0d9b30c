import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { buildTimePivotQuery } from './build-query';
import { timePivotFormDataSchema } from './form-data';
import { periodLines, periodStart } from './periods';
import { transformTimePivotProps } from './transform-props';

const d = (m: number, day: number) => Date.UTC(2024, m, day);
const parse = (extra: Record<string, unknown> = {}) =>
  timePivotFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'time_pivot',
    granularity_sqla: 'ds',
    time_grain_sqla: 'P1D',
    metric: 'count',
    ...extra,
  });

describe('Time-series Period Pivot', () => {
  it('queries the metric as a daily series with no dimension', () => {
    const query = buildTimePivotQuery(parse({ groupby: ['x'] })).queries[0];
    expect(query?.metrics).toEqual(['count']);
    expect(query?.columns).toEqual([
      { columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', timeGrain: 'P1D' },
    ]);
    expect(query?.post_processing.map((p) => p?.operation)).toEqual(['pivot', 'flatten']);
  });

  it('rolls points back to their period start as pandas does (2024-03-06 is a Wednesday)', () => {
    expect(periodStart(d(2, 6), 'W-MON')).toBe(d(2, 4));
    expect(periodStart(d(2, 4), 'W-MON')).toBe(d(2, 4));
    expect(periodStart(d(2, 6), 'W-SUN')).toBe(d(2, 3));
    expect(periodStart(d(2, 6), '52W-MON')).toBe(d(2, 4));
    expect(periodStart(d(2, 6), 'AS')).toBe(d(0, 1));
    expect(periodStart(d(2, 6) + 3_600_000, 'D')).toBe(d(2, 6));
  });

  it('names periods current, -1 … and shifts each onto the newest', () => {
    const lines = periodLines(
      [
        { time: d(2, 4), value: 1 },
        { time: d(2, 5), value: 2 },
        { time: d(2, 11), value: 3 },
        { time: d(2, 12), value: 4 },
      ],
      'W-MON',
    );
    expect(lines.map((l) => [l.name, l.rank, l.perc])).toEqual([
      ['current', 0, 1],
      ['-1', 1, 0.5],
    ]);
    expect(lines[1]?.points).toEqual([
      [d(2, 11), 1],
      [d(2, 12), 2],
    ]);
  });

  it('draws the current period solid and older ones faded', () => {
    const result: ChartDataResult = {
      colnames: ['ds', 'count'],
      coltypes: [2, 0],
      data: [
        { ds: d(2, 4), count: 1 },
        { ds: d(2, 11), count: 3 },
      ],
    };
    const props = transformTimePivotProps({
      formData: parse(),
      queriesData: [result],
      width: 400,
      height: 300,
    });
    const series = props.echartOptions['series'] as { name: string; itemStyle: { color: string } }[];
    expect(series.map((s) => [s.name, s.itemStyle.color])).toEqual([
      ['current', 'rgba(0,122,135,1)'],
      ['-1', 'rgba(0,122,135,0.25)'],
    ]);
  });
});
