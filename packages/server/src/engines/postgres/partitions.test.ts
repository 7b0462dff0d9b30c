import { describe, expect, it } from 'vitest';
import { boundValues, partitionExtra } from './partitions';

describe('PostgreSQL partition bounds', () => {
  it.each([
    ["FOR VALUES FROM ('2024-01-01') TO ('2024-02-01')", ['2024-01-01']],
    ['FOR VALUES FROM (100) TO (200)', ['100']],
    ["FOR VALUES IN ('eu', 'o''brien')", ['eu', "o'brien"]],
    ['FOR VALUES FROM (MINVALUE) TO (10)', []],
    ['DEFAULT', []],
  ])('reads the values of %s', (bound, values) => {
    expect(boundValues(bound)).toEqual(values);
  });

  it('takes the greatest value, numerically when every value is a number', () => {
    const bounds = ['FOR VALUES FROM (9) TO (10)', 'FOR VALUES FROM (10) TO (20)', 'DEFAULT'];
    expect(partitionExtra(['n'], bounds)).toEqual({ partitions: { cols: ['n'], latest: { n: '10' } } });
  });

  it('names the columns of a multi-column key without a latest value', () => {
    expect(partitionExtra(['a', 'b'], ["FOR VALUES FROM (1, 'x') TO (2, 'y')"])).toEqual({
      partitions: { cols: ['a', 'b'], latest: {} },
    });
    expect(partitionExtra([], [])).toEqual({});
  });
});
