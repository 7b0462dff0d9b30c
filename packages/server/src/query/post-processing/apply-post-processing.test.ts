import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { applyPostProcessing } from './apply-post-processing';
import { parsePostProcessingRules } from './post-processing-rule';
import { PROPHET_UNSUPPORTED_MESSAGE } from './prophet';
import { frameOf, rowsOf, utc } from './test-helpers';

const sales = () =>
  frameOf(
    {
      order_date: ['2003-01-01', '2003-01-01', '2003-02-01', '2003-02-01', '2003-03-01'],
      product_line: ['Cars', 'Ships', 'Cars', 'Ships', 'Cars'],
      '(Sales)': [10, 20, 30, 40, 50],
    },
    ['order_date'],
  );

describe('applyPostProcessing', () => {
  it('runs the reference area chart pipeline: pivot, rename level 0 to null, flatten', () => {
    const rules = parsePostProcessingRules([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: ['product_line'],
          aggregates: { '(Sales)': { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'rename', options: { columns: { '(Sales)': null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
    expect(rowsOf(applyPostProcessing(sales(), rules))).toEqual([
      { order_date: utc('2003-01-01'), Cars: 10, Ships: 20 },
      { order_date: utc('2003-02-01'), Cars: 30, Ships: 40 },
      { order_date: utc('2003-03-01'), Cars: 50, Ships: null },
    ]);
  });

  it('chains pivot, rolling and flatten as the timeseries charts send them', () => {
    const rules = parsePostProcessingRules([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: ['product_line'],
          aggregates: { '(Sales)': { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
      null,
      {
        operation: 'rolling',
        options: { rolling_type: 'sum', window: 2, min_periods: 1, columns: { '(Sales)': '(Sales)' } },
      },
      { operation: 'flatten' },
    ]);
    expect(rowsOf(applyPostProcessing(sales(), rules))).toEqual([
      { order_date: utc('2003-01-01'), '(Sales), Cars': 10, '(Sales), Ships': 20 },
      { order_date: utc('2003-02-01'), '(Sales), Cars': 40, '(Sales), Ships': 60 },
      { order_date: utc('2003-03-01'), '(Sales), Cars': 80, '(Sales), Ships': 40 },
    ]);
  });

  it('answers a 400 for prophet: forecasting is not supported', () => {
    const rules = parsePostProcessingRules([
      { operation: 'prophet', options: { time_grain: 'P1M', periods: 3, confidence_interval: 0.8 } },
    ]);
    let failure: unknown;
    try {
      applyPostProcessing(sales(), rules);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).status).toBe(400);
    expect((failure as AppError).message).toBe(PROPHET_UNSUPPORTED_MESSAGE);
    expect(PROPHET_UNSUPPORTED_MESSAGE).toContain('Forecasting');
  });

  it('skips empty entries and rejects unknown operations and bad options with a 400', () => {
    expect(parsePostProcessingRules(undefined)).toEqual([]);
    expect(parsePostProcessingRules([null, {}])).toEqual([]);
    expect(() => parsePostProcessingRules([{ operation: 'explode', options: {} }])).toThrow(
      'Unsupported post processing operation: explode',
    );
    expect(() => parsePostProcessingRules([{ operation: 'cum', options: { operator: 'avg' } }])).toThrow(
      'Invalid options for cum: operator: Invalid cumulative operator: avg',
    );
    expect(() =>
      parsePostProcessingRules([{ operation: 'rolling', options: { rolling_type: 'abc', window: 2 } }]),
    ).toThrow('Invalid rolling_type: abc');
    expect(() => parsePostProcessingRules({ operation: 'flatten' })).toThrow(AppError);
  });
});
