import { describe, expect, it } from 'vitest';
import { boxplot } from './boxplot';
import { frameOf, namesOf, rowsOf } from './test-helpers';

const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 100];
const frame = frameOf({ g: [...values.map(() => 'a'), 'b', 'b'], v: [...values, 5, 7] });

describe('boxplot', () => {
  it('puts Tukey whiskers at the furthest values within 1.5 IQR and lists the rest as outliers', () => {
    const result = boxplot(frame, { groupby: ['g'], metrics: ['v'], whisker_type: 'tukey' });
    expect(namesOf(result)).toEqual([
      'g',
      'v__mean',
      'v__median',
      'v__max',
      'v__min',
      'v__q1',
      'v__q3',
      'v__count',
      'v__outliers',
    ]);
    expect(rowsOf(result)).toEqual([
      {
        g: 'a',
        v__mean: 14.5,
        v__median: 5.5,
        v__max: 9,
        v__min: 1,
        v__q1: 3.5,
        v__q3: 7.5,
        v__count: 10,
        v__outliers: [100],
      },
      // Two values: both quartiles are their midpoint, so pandas' whiskers cross and both are outliers.
      {
        g: 'b',
        v__mean: 6,
        v__median: 6,
        v__max: 5,
        v__min: 7,
        v__q1: 6,
        v__q3: 6,
        v__count: 2,
        v__outliers: [7, 5],
      },
    ]);
  });

  it('uses the extremes with min/max and two percentiles with percentile', () => {
    const [extremes] = rowsOf(boxplot(frame, { groupby: ['g'], metrics: ['v'], whisker_type: 'min/max' }));
    expect([extremes?.v__min, extremes?.v__max, extremes?.v__outliers]).toEqual([1, 100, []]);
    const [percentile] = rowsOf(
      boxplot(frame, { groupby: ['g'], metrics: ['v'], whisker_type: 'percentile', percentiles: [10, 90] }),
    );
    expect(percentile?.v__min).toBeCloseTo(1.9, 12);
    expect(percentile?.v__max).toBeCloseTo(18.1, 12);
    expect(percentile?.v__outliers).toEqual([100, 1]);
  });

  it('summarises the whole frame without groupby and checks percentiles', () => {
    expect(boxplot(frame, { metrics: ['v'], whisker_type: 'tukey' }).length).toBe(1);
    expect(() =>
      boxplot(frame, { metrics: ['v'], whisker_type: 'percentile', percentiles: [90, 10] }),
    ).toThrow('percentiles must be a list or tuple with two numeric values');
  });
});
