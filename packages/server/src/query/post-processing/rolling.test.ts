import { describe, expect, it } from 'vitest';
import { flatten } from './flatten';
import { pivot } from './pivot';
import { rolling } from './rolling';
import { columnOf, frameOf, namesOf, rowsOf, utc } from './test-helpers';

const series = frameOf({ label: ['x', 'y', 'z', 'q'], y: [1, 2, 3, 4] });

describe('rolling', () => {
  it('averages a window of 3 with min_periods 1 from the first row', () => {
    const frame = frameOf({ n: [1, 2, 3, 4, 5], y: [1, 2, 3, 4, 5] });
    const result = rolling(frame, { rolling_type: 'mean', window: 3, min_periods: 1, columns: { y: 'y' } });
    expect(rowsOf(result)).toEqual([
      { n: 1, y: 1 },
      { n: 2, y: 1.5 },
      { n: 3, y: 2 },
      { n: 4, y: 3 },
      { n: 5, y: 4 },
    ]);
  });

  it('sums a window of 2 with min_periods 0 in place', () => {
    const result = rolling(series, { rolling_type: 'sum', window: 2, min_periods: 0, columns: { y: 'y' } });
    expect(namesOf(result)).toEqual(['label', 'y']);
    expect(columnOf(result, 'y')).toEqual([1, 3, 5, 7]);
  });

  it('adds a new column when the target name differs', () => {
    const result = rolling(series, {
      rolling_type: 'mean',
      window: 10,
      min_periods: 0,
      columns: { y: 'y_mean' },
    });
    expect(namesOf(result)).toEqual(['label', 'y', 'y_mean']);
    expect(columnOf(result, 'y_mean')).toEqual([1, 1.5, 2, 2.5]);
  });

  it('counts, takes quantiles and standard deviations per window', () => {
    const count = rolling(series, { rolling_type: 'count', window: 10, min_periods: 0, columns: { y: 'y' } });
    expect(columnOf(count, 'y')).toEqual([1, 2, 3, 4]);
    const quantile = rolling(series, {
      rolling_type: 'quantile',
      rolling_type_options: { quantile: 0.25 },
      window: 10,
      min_periods: 0,
      columns: { y: 'q1' },
    });
    expect(columnOf(quantile, 'q1')).toEqual([1, 1.25, 1.5, 1.75]);
    const std = rolling(series, { rolling_type: 'std', window: 3, min_periods: 0, columns: { y: 'y' } });
    expect(columnOf(std, 'y')).toEqual([null, Math.SQRT1_2, 1, 1]);
  });

  it('needs min_periods values in the window (default the window size) and skips missing ones', () => {
    const frame = frameOf({ y: [1, null, 3, 4] });
    const strict = rolling(frame, { rolling_type: 'sum', window: 2, columns: { y: 'y' } });
    expect(columnOf(strict, 'y')).toEqual([null, null, null, 7]);
    const lenient = rolling(frame, { rolling_type: 'sum', window: 2, min_periods: 1, columns: { y: 's' } });
    expect(columnOf(lenient, 's')).toEqual([1, 1, 3, 7]);
  });

  it('drops the min_periods - 1 leading rows that cannot reach min_periods', () => {
    const frame = frameOf({ y: [1, 2, 3, 4] });
    const result = rolling(frame, { rolling_type: 'sum', window: 3, min_periods: 3, columns: { y: 'y' } });
    expect(columnOf(result, 'y')).toEqual([6, 9]);
  });

  it('rejects windows Superset rejects', () => {
    expect(() => rolling(series, { rolling_type: 'sum', columns: { y: 'y' } })).toThrow(
      'Undefined window for rolling operation',
    );
    expect(() => rolling(series, { rolling_type: 'sum', window: 0, columns: { y: 'y' } })).toThrow(
      'Window must be > 0',
    );
    expect(() =>
      rolling(series, { rolling_type: 'sum', window: 2, min_periods: 3, columns: { y: 'y' } }),
    ).toThrow('min_periods 3 must be <= window 2');
    expect(() =>
      rolling(series, {
        rolling_type: 'quantile',
        window: 2,
        rolling_type_options: { abc: 1 },
        columns: { y: 'y' },
      }),
    ).toThrow('Invalid options for quantile');
    expect(() => rolling(series, { rolling_type: 'sum', window: 2, columns: { nope: 'nope' } })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });

  it('rolls every sub-column of a pivoted metric', () => {
    const frame = frameOf(
      {
        dttm: ['2019-01-01', '2019-01-01', '2019-01-02', '2019-01-02'],
        country: ['UK', 'US', 'UK', 'US'],
        m: [5, 6, 7, 8],
      },
      ['dttm'],
    );
    const pivoted = pivot(frame, {
      index: ['dttm'],
      columns: ['country'],
      aggregates: { m: { operator: 'sum' } },
    });
    const rolled = rolling(pivoted, { rolling_type: 'sum', window: 2, min_periods: 0, columns: { m: 'm' } });
    expect(rowsOf(flatten(rolled))).toEqual([
      { dttm: utc('2019-01-01'), 'm, UK': 5, 'm, US': 6 },
      { dttm: utc('2019-01-02'), 'm, UK': 12, 'm, US': 14 },
    ]);
    const trimmed = rolling(pivoted, { rolling_type: 'sum', window: 2, min_periods: 2, columns: { m: 'm' } });
    expect(trimmed.length).toBe(1);
  });

  it('centres the window when asked', () => {
    const frame = frameOf({ y: [1, 2, 3, 4, 5] });
    const result = rolling(frame, {
      rolling_type: 'max',
      window: 3,
      center: true,
      min_periods: 0,
      columns: { y: 'y' },
    });
    expect(columnOf(result, 'y')).toEqual([2, 3, 4, 5, 5]);
  });
});
