import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { flatten } from './flatten';
import { pivot } from './pivot';
import { columnOf, frameOf, namesOf, rowsOf, utc } from './test-helpers';

const d1 = '2019-01-01';
const d2 = '2019-01-02';

describe('pivot', () => {
  it('makes the index sorted rows and the metric a column when there are no column keys', () => {
    const frame = frameOf({ ds: [d2, d1, d2], y: [1, 2, 3] }, ['ds']);
    const result = pivot(frame, { index: ['ds'], aggregates: { y: { operator: 'sum' } } });
    expect(namesOf(result)).toEqual(['y']);
    expect(rowsOf(flatten(result))).toEqual([
      { ds: utc(d1), y: 2 },
      { ds: utc(d2), y: 4 },
    ]);
  });

  it('pivots two column keys with a fill value into sorted (metric, key1, key2) columns', () => {
    const frame = frameOf(
      {
        ds: [d1, d1, d1, d2],
        country: ['US', 'UK', 'US', 'UK'],
        city: ['c', 'a', 'b', 'a'],
        sales: [3, 1, 2, 4],
      },
      ['ds'],
    );
    const result = pivot(frame, {
      index: ['ds'],
      columns: ['country', 'city'],
      aggregates: { sales: { operator: 'sum' } },
      metric_fill_value: 0,
    });
    expect(result.levelNames).toEqual([null, 'country', 'city']);
    expect(rowsOf(flatten(result))).toEqual([
      { ds: utc(d1), 'sales, UK, a': 1, 'sales, US, b': 2, 'sales, US, c': 3 },
      { ds: utc(d2), 'sales, UK, a': 4, 'sales, US, b': 0, 'sales, US, c': 0 },
    ]);
  });

  it('labels a missing column key <NULL> and sorts metrics by name', () => {
    const frame = frameOf({ ds: [d1, d1], country: ['UK', null], b: [1, 2], a: [3, 4] }, ['ds']);
    const result = pivot(frame, {
      index: ['ds'],
      columns: ['country'],
      aggregates: { b: { operator: 'mean' }, a: { operator: 'mean' } },
    });
    expect(namesOf(flatten(result))).toEqual(['ds', 'a, <NULL>', 'a, UK', 'b, <NULL>', 'b, UK']);
  });

  it('keeps only combinations seen in the data when drop_missing_columns is false', () => {
    const frame = frameOf({ dttm: [d1, d1], a: [0, 1], b: [0, 1], metric: [9, null] }, ['dttm']);
    const options = { index: ['dttm'], columns: ['a', 'b'], aggregates: { metric: { operator: 'mean' } } };
    const kept = flatten(pivot(frame, { ...options, drop_missing_columns: false }));
    expect(namesOf(kept)).toEqual(['dttm', 'metric, 0, 0', 'metric, 1, 1']);
    expect(columnOf(kept, 'metric, 1, 1')).toEqual([null]);
    expect(namesOf(flatten(pivot(frame, options)))).toEqual(['dttm', 'metric, 0, 0']);
  });

  it('drops index rows whose cells are all missing unless drop_missing_columns is false', () => {
    const frame = frameOf({ ds: [d1, d2], y: [1, null] }, ['ds']);
    const options = { index: ['ds'], aggregates: { y: { operator: 'mean' } } };
    expect(rowsOf(flatten(pivot(frame, options)))).toEqual([{ ds: utc(d1), y: 1 }]);
    expect(rowsOf(flatten(pivot(frame, { ...options, drop_missing_columns: false })))).toEqual([
      { ds: utc(d1), y: 1 },
      { ds: utc(d2), y: null },
    ]);
  });

  it('sums a group of missing values to 0 as pandas does, so the row stays', () => {
    const frame = frameOf({ ds: [d1, d2], y: [1, null] }, ['ds']);
    const result = flatten(pivot(frame, { index: ['ds'], aggregates: { y: { operator: 'sum' } } }));
    expect(columnOf(result, 'y')).toEqual([1, 0]);
  });

  it('gives back an all-missing metric its columns instead of dropping it', () => {
    const frame = frameOf({ ds: [d1, d1], category: ['C', 'A'], metric: [null, null], other: [1, 2] }, [
      'ds',
    ]);
    const result = flatten(
      pivot(frame, {
        index: ['ds'],
        columns: ['category'],
        aggregates: { metric: { operator: 'mean' }, other: { operator: 'sum' } },
      }),
    );
    expect(rowsOf(result)).toEqual([
      { ds: utc(d1), 'other, A': 2, 'other, C': 1, 'metric, C': null, 'metric, A': null },
    ]);
  });

  it('puts the metric last with combine_value_with_metric', () => {
    const frame = frameOf({ ds: [d1, d1], country: ['UK', 'US'], a: [1, 2], b: [3, 4] }, ['ds']);
    const result = pivot(frame, {
      index: ['ds'],
      columns: ['country'],
      aggregates: { a: { operator: 'sum' }, b: { operator: 'sum' } },
      combine_value_with_metric: true,
    });
    expect(result.levelNames).toEqual(['country', null]);
    expect(rowsOf(flatten(result))).toEqual([
      { ds: utc(d1), 'UK, a': 1, 'UK, b': 3, 'US, a': 2, 'US, b': 4 },
    ]);
  });

  it('adds All totals computed from the source rows with marginal_distributions', () => {
    const frame = frameOf({ idx: ['x', 'x', 'y'], col: ['a', 'b', 'a'], v: [1, 2, 3] });
    const result = flatten(
      pivot(frame, {
        index: ['idx'],
        columns: ['col'],
        aggregates: { v: { operator: 'sum' } },
        marginal_distributions: true,
      }),
    );
    expect(rowsOf(result)).toEqual([
      { idx: 'x', 'v, a': 1, 'v, b': 2, 'v, All': 3 },
      { idx: 'y', 'v, a': 3, 'v, b': null, 'v, All': 3 },
      { idx: 'All', 'v, a': 4, 'v, b': 2, 'v, All': 6 },
    ]);
  });

  it('sorts a multi-level index and labels numeric keys like pandas int columns', () => {
    const frame = frameOf({ g: ['b', 'a', 'a'], h: [2, 1, 2], year: [2003, 2004, 2003], v: [1, 2, 3] });
    const result = flatten(
      flatten(pivot(frame, { index: ['g', 'h'], columns: ['year'], aggregates: { v: { operator: 'max' } } })),
    );
    expect(rowsOf(result)).toEqual([
      { h: 1, g: 'a', 'v, 2003': null, 'v, 2004': 2 },
      { h: 2, g: 'a', 'v, 2003': 3, 'v, 2004': null },
      { h: 2, g: 'b', 'v, 2003': 1, 'v, 2004': null },
    ]);
  });

  it('fails like Superset on bad requests', () => {
    const frame = frameOf({ ds: [d1], y: [1] }, ['ds']);
    expect(() => pivot(frame, { index: [], aggregates: { y: { operator: 'sum' } } })).toThrow(
      'Pivot operation requires at least one index',
    );
    expect(() => pivot(frame, { index: ['ds'], aggregates: {} })).toThrow(
      'Pivot operation must include at least one aggregate',
    );
    expect(() => pivot(frame, { index: ['nope'], aggregates: { y: { operator: 'sum' } } })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(() => pivot(frame, { index: ['ds'], aggregates: { y: {} } })).toThrow(
      'Operator undefined for aggregator: y',
    );
    expect(() => pivot(frame, { index: ['ds'], aggregates: { y: { operator: 'foo' } } })).toThrow(
      'Invalid numpy function: foo',
    );
    expect(() => pivot(frame, { index: ['ds'], aggregates: { z: { operator: 'sum' } } })).toThrow(AppError);
  });
});
