import { describe, expect, it } from 'vitest';
import { compare, compareColumnName } from './compare';
import { flatten } from './flatten';
import { pivot } from './pivot';
import { columnOf, frameOf, namesOf, rowsOf } from './test-helpers';

describe('compare', () => {
  const frame = frameOf({ s: [10, 5, 0, 1], c: [8, 0, 0, 3] });

  it('names the result <type>__<source>__<compare> and subtracts', () => {
    const result = compare(frame, {
      source_columns: ['s'],
      compare_columns: ['c'],
      compare_type: 'difference',
    });
    expect(namesOf(result)).toEqual(['s', 'c', 'difference__s__c']);
    expect(columnOf(result, 'difference__s__c')).toEqual([2, 5, 0, -2]);
  });

  it('answers null for a percentage over zero and rounds to 4 decimals', () => {
    const result = compare(frame, {
      source_columns: ['s'],
      compare_columns: ['c'],
      compare_type: 'percentage',
    });
    expect(columnOf(result, 'percentage__s__c')).toEqual([0.25, null, null, -0.6667]);
  });

  it('divides for a ratio, honours precision and drops the originals', () => {
    const result = compare(frame, {
      source_columns: ['s'],
      compare_columns: ['c'],
      compare_type: 'ratio',
      precision: 1,
      drop_original_columns: true,
    });
    expect(rowsOf(result)).toEqual([
      { ratio__s__c: 1.2 },
      { ratio__s__c: null },
      { ratio__s__c: null },
      { ratio__s__c: 0.3 },
    ]);
  });

  it('pairs the sub-columns of pivoted metrics by their keys', () => {
    const long = frameOf({ ds: [1, 1], k: ['a', 'b'], m: [4, 9], m_ago: [2, 3] });
    const pivoted = pivot(long, {
      index: ['ds'],
      columns: ['k'],
      aggregates: { m: { operator: 'sum' }, m_ago: { operator: 'sum' } },
    });
    const result = flatten(
      compare(pivoted, { source_columns: ['m'], compare_columns: ['m_ago'], compare_type: 'difference' }),
    );
    expect(columnOf(result, 'difference__m__m_ago, a')).toEqual([2]);
    expect(columnOf(result, 'difference__m__m_ago, b')).toEqual([6]);
  });

  it('checks the column lists', () => {
    expect(() =>
      compare(frame, { source_columns: ['s'], compare_columns: ['x'], compare_type: 'ratio' }),
    ).toThrow('Referenced columns not available in DataFrame.');
    expect(() =>
      compare(frame, { source_columns: ['s', 'c'], compare_columns: ['c'], compare_type: 'ratio' }),
    ).toThrow('`compare_columns` must have the same length as `source_columns`.');
    expect(compareColumnName('difference', 'a', 'a__1 year ago')).toBe('difference__a__a__1 year ago');
  });
});
