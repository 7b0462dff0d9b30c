import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { buildPairedTTestQuery } from './build-query';
import { pairedTTestFormDataSchema } from './form-data';
import { transformPairedTTestProps, tTestRows } from './transform-props';

const parse = (extra: Record<string, unknown> = {}) =>
  pairedTTestFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'paired_ttest',
    granularity_sqla: 'ds',
    metrics: ['sum__num'],
    groupby: ['gender'],
    ...extra,
  });
const y = (i: number) => Date.UTC(2000 + i, 0, 1);

describe('Paired t-test Table', () => {
  it('asks for a time series of the metrics by the dimensions, top `limit` groups', () => {
    const query = buildPairedTTestQuery(parse({ limit: 5 })).queries[0];
    expect(query).toMatchObject({
      is_timeseries: true,
      granularity: 'ds',
      columns: ['gender'],
      series_limit: 5,
    });
  });

  it('aligns each group on every period, missing periods as null', () => {
    const result: ChartDataResult = {
      colnames: ['__timestamp', 'gender', 'sum__num'],
      coltypes: [2, 1, 0],
      data: [
        { __timestamp: y(0), gender: 'boy', sum__num: 3 },
        { __timestamp: y(1), gender: 'boy', sum__num: 5 },
        { __timestamp: y(2), gender: 'boy', sum__num: 7 },
        { __timestamp: y(0), gender: 'girl', sum__num: 1 },
        { __timestamp: y(2), gender: 'girl', sum__num: 3 },
      ],
    };
    const props = transformPairedTTestProps({
      formData: parse(),
      queriesData: [result],
      width: 400,
      height: 300,
    });
    expect(props.tables).toEqual([
      {
        metric: 'sum__num',
        groups: [
          { name: ['boy'], values: [3, 5, 7] },
          { name: ['girl'], values: [1, null, 3] },
        ],
      },
    ]);
  });

  it('compares every group with the chosen control: p-value, lift and significance', () => {
    const groups = [
      { name: ['control'], values: [1, 2, 3] },
      { name: ['treated'], values: [3, 5, 7] },
      { name: ['lower'], values: [1, 1, 2] },
    ];
    const rows = tTestRows(groups, 0, { alpha: 0.05, pPrecision: 6, liftPrecision: 4 });
    expect(rows[0]).toMatchObject({ isControl: true, pValue: 'control', lift: 'control', significant: null });
    // Hand-computed: t = −√27 with 2 degrees of freedom, p = 0.0350987…; lift (15 − 6) / 6 = 150%.
    expect(rows[1]).toMatchObject({
      pValue: '0.035099',
      lift: '150.0000',
      liftStatus: 'true',
      significant: true,
    });
    // d = 0, 1, 1: Σd = 2, Σd² = 2, t = −2·√(2 / 2) = −2, p = 2·F(−2; 2) = 1 − 2/√6 = 0.183503; lift (4 − 6) / 6.
    expect(rows[2]).toMatchObject({
      pValue: '0.183503',
      lift: '-33.3333',
      liftStatus: 'false',
      significant: false,
    });
    expect(tTestRows(groups, 1, { alpha: 0.05, pPrecision: 2, liftPrecision: 1 })[0]?.lift).toBe('-60.0');
  });

  it('asks for a metric when there is none', () => {
    const empty: ChartDataResult = { colnames: [], coltypes: [], data: [] };
    expect(() =>
      transformPairedTTestProps({
        formData: parse({ metrics: [] }),
        queriesData: [empty],
        width: 1,
        height: 1,
      }),
    ).toThrow('Choose at least one metric');
  });
});
