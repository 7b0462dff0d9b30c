import { describe, expect, it } from 'vitest';
import type { Frame } from './frame';
import { flatten } from './flatten';
import { pivot } from './pivot';
import { resample } from './resample';
import { columnOf, frameOf, rowsOf, utc } from './test-helpers';

/** A frame indexed by time, the way pivot leaves it. */
function indexed(times: string[], data: Record<string, unknown[]>): Frame {
  const frame = frameOf({ __timestamp: times, ...data }, ['__timestamp']);
  const [time, ...rest] = frame.columns;
  return { ...frame, index: time ? [time] : [], columns: rest };
}

const days = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => utc(`2019-01-0${from + i}`));

const withGap = () =>
  indexed(['2019-01-01', '2019-01-02', '2019-01-05', '2019-01-07'], {
    label: ['x', 'y', 'z', 'q'],
    y: [1, 2, null, 4],
  });

describe('resample', () => {
  it('forward-fills a daily grid over a gap, missing values included', () => {
    const result = flatten(resample(withGap(), { rule: '1D', method: 'ffill' }));
    expect(columnOf(result, '__timestamp')).toEqual(days(1, 7));
    expect(columnOf(result, 'label')).toEqual(['x', 'y', 'y', 'y', 'z', 'z', 'q']);
    expect(columnOf(result, 'y')).toEqual([1, 2, 2, 2, 2, 2, 4]);
  });

  it('back-fills from the next row', () => {
    const result = flatten(resample(withGap(), { rule: '1D', method: 'bfill' }));
    expect(columnOf(result, 'label')).toEqual(['x', 'y', 'z', 'z', 'z', 'q', 'q']);
    expect(columnOf(result, 'y')).toEqual([1, 2, 4, 4, 4, 4, 4]);
  });

  it('zero-fills every missing cell with asfreq and fill_value 0', () => {
    const result = flatten(resample(withGap(), { rule: '1D', method: 'asfreq', fill_value: 0 }));
    expect(columnOf(result, 'label')).toEqual(['x', 'y', 0, 0, 'z', 0, 'q']);
    expect(columnOf(result, 'y')).toEqual([1, 2, 0, 0, 0, 0, 4]);
  });

  it('leaves new rows empty with asfreq and draws lines with linear', () => {
    const frame = indexed(['2019-01-01', '2019-01-05', '2019-01-08'], {
      label: ['a', 'e', 'j'],
      y: [1, 5, 8],
    });
    expect(columnOf(flatten(resample(frame, { rule: '1D', method: 'asfreq' })), 'y')).toEqual([
      1,
      null,
      null,
      null,
      5,
      null,
      null,
      8,
    ]);
    const linear = flatten(resample(frame, { rule: '1D', method: 'linear' }));
    expect(columnOf(linear, 'y')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(columnOf(linear, 'label')).toEqual(['a', null, null, null, 'e', null, null, 'j']);
  });

  it('sums, averages and takes medians per bucket when downsampling', () => {
    const frame = indexed(['2019-01-01T01:00:00', '2019-01-01T05:00:00', '2019-01-03T00:00:00'], {
      y: [1, 4, 10],
    });
    expect(rowsOf(flatten(resample(frame, { rule: '1D', method: 'sum' })))).toEqual([
      { __timestamp: utc('2019-01-01'), y: 5 },
      { __timestamp: utc('2019-01-02'), y: 0 },
      { __timestamp: utc('2019-01-03'), y: 10 },
    ]);
    expect(columnOf(flatten(resample(frame, { rule: '1D', method: 'mean' })), 'y')).toEqual([2.5, null, 10]);
    expect(columnOf(flatten(resample(frame, { rule: '2D', method: 'median' })), 'y')).toEqual([2.5, 10]);
  });

  it('labels month-end, month-start and weekly bins as pandas does', () => {
    const frame = indexed(['2019-01-15', '2019-03-10'], { y: [1, 2] });
    expect(columnOf(flatten(resample(frame, { rule: '1M', method: 'ffill' })), '__timestamp')).toEqual([
      utc('2019-01-31'),
      utc('2019-02-28'),
      utc('2019-03-31'),
    ]);
    const starts = flatten(resample(frame, { rule: '1MS', method: 'ffill' }));
    expect(rowsOf(starts)).toEqual([
      { __timestamp: utc('2019-01-01'), y: null },
      { __timestamp: utc('2019-02-01'), y: 1 },
      { __timestamp: utc('2019-03-01'), y: 1 },
    ]);
    const weeks = indexed(['2019-01-02', '2019-01-10'], { y: [1, 2] });
    expect(columnOf(flatten(resample(weeks, { rule: '1W', method: 'sum' })), '__timestamp')).toEqual([
      utc('2019-01-06'),
      utc('2019-01-13'),
    ]);
    expect(columnOf(flatten(resample(weeks, { rule: '1AS', method: 'sum' })), '__timestamp')).toEqual([
      utc('2019-01-01'),
    ]);
  });

  it('zero-fills the whole queried time range when it is given', () => {
    const frame = indexed(['2026-07-01T05:00:00'], { y: [7] });
    const result = resample(frame, {
      rule: '1h',
      method: 'asfreq',
      fill_value: 0,
      time_range_start: '2026-07-01T00:00:00',
      time_range_end: '2026-07-02T00:00:00',
    });
    const expected = Array.from({ length: 24 }, (_, hour) => (hour === 5 ? 7 : 0));
    expect(columnOf(flatten(result), 'y')).toEqual(expected);
  });

  it('resamples a pivoted frame and flattens it', () => {
    const frame = frameOf(
      {
        __timestamp: ['2022-01-13', '2022-01-13', '2022-01-11', '2022-01-11'],
        city: ['Chicago', 'LA', 'Chicago', 'LA'],
        val: [6, 5, 3, 2],
      },
      ['__timestamp'],
    );
    const pivoted = pivot(frame, {
      index: ['__timestamp'],
      columns: ['city'],
      aggregates: { val: { operator: 'sum' } },
    });
    expect(rowsOf(flatten(resample(pivoted, { rule: '1D', method: 'asfreq', fill_value: 0 })))).toEqual([
      { __timestamp: utc('2022-01-11'), 'val, Chicago': 3, 'val, LA': 2 },
      { __timestamp: utc('2022-01-12'), 'val, Chicago': 0, 'val, LA': 0 },
      { __timestamp: utc('2022-01-13'), 'val, Chicago': 6, 'val, LA': 5 },
    ]);
  });

  it('resamples on time_column and puts it back first (legacy option)', () => {
    const frame = frameOf({ y: [1, 3], ds: ['2019-01-01', '2019-01-03'] }, ['ds']);
    expect(rowsOf(resample(frame, { rule: '1D', method: 'ffill', time_column: 'ds' }))).toEqual([
      { ds: utc('2019-01-01'), y: 1 },
      { ds: utc('2019-01-02'), y: 1 },
      { ds: utc('2019-01-03'), y: 3 },
    ]);
  });

  it('needs a time index and a known rule', () => {
    expect(() => resample(frameOf({ y: [1] }), { rule: '1D', method: 'asfreq' })).toThrow(
      'Resample operation requires DatetimeIndex',
    );
    expect(() => resample(withGap(), { rule: '1X', method: 'asfreq' })).toThrow('Invalid frequency: 1X');
  });
});
