import { describe, expect, it } from 'vitest';
import { SALES_DATASET } from '../test-fixtures';
import type { FormatterField } from './formatter-form';
import {
  changeFormatterOperator,
  formatterColumnOptions,
  formatterLabel,
  isFormatterValid,
  parseTargetValue,
  visibleFormatterErrors,
} from './formatter-form';

const touched = (...fields: FormatterField[]) => new Set(fields);

describe('conditional formatting validation', () => {
  it('requires column, colour scheme, operator and target value', () => {
    const errors = visibleFormatterErrors({ operator: '>' }, touched('column', 'colorScheme', 'targetValue'));
    expect(errors).toEqual({ column: 'Required', colorScheme: 'Required', targetValue: 'Required' });
  });

  it('shows errors only for fields that were left (validated on blur)', () => {
    expect(visibleFormatterErrors({ operator: '>' }, touched())).toEqual({});
    expect(visibleFormatterErrors({ operator: '>' }, touched('column'))).toEqual({ column: 'Required' });
  });

  it('requires the left to be smaller than the right', () => {
    const rule = {
      column: 'amount',
      colorScheme: 'green',
      operator: '< x <',
      targetValueLeft: 10,
      targetValueRight: 5,
    };
    expect(visibleFormatterErrors(rule, touched('targetValueLeft'))).toEqual({
      targetValueLeft: 'This value should be smaller than the right target value',
      targetValueRight: 'This value should be greater than the left target value',
    });
    expect(isFormatterValid(rule)).toBe(false);
    expect(isFormatterValid({ ...rule, targetValueRight: 20 })).toBe(true);
  });

  it('needs no target for None', () => {
    expect(isFormatterValid({ column: 'amount', colorScheme: 'red', operator: 'None' })).toBe(true);
  });
});

describe('formatter editing', () => {
  it('drops target values the new operator does not use', () => {
    expect(changeFormatterOperator({ operator: '>', targetValue: 3 }, '< x <')).toEqual({
      operator: '< x <',
    });
    expect(
      changeFormatterOperator({ operator: '< x <', targetValueLeft: 1, targetValueRight: 2 }, '≤ x ≤'),
    ).toEqual({
      operator: '≤ x ≤',
      targetValueLeft: 1,
      targetValueRight: 2,
    });
  });

  it('parses typed target values', () => {
    expect(parseTargetValue('1.5')).toBe(1.5);
    expect(parseTargetValue('')).toBeNull();
    expect(parseTargetValue('abc')).toBeNull();
    expect(parseTargetValue(0)).toBe(0);
  });

  it('labels formatters as Superset lists them', () => {
    expect(formatterLabel({ column: 'amount', operator: '>', targetValue: 5 })).toBe('amount > 5');
    expect(
      formatterLabel({ column: 'amount', operator: '≤ x <', targetValueLeft: 1, targetValueRight: 9 }),
    ).toBe('1 ≤ amount < 9');
    expect(formatterLabel({ column: 'amount', operator: 'None' }, { amount: 'Amount' })).toBe('Amount');
  });

  it('offers the chart metrics and numeric shown columns', () => {
    const options = formatterColumnOptions(
      {
        metrics: ['count', { expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }],
        percent_metrics: ['count'],
        all_columns: ['amount', 'region'],
      },
      SALES_DATASET,
    );
    expect(options.map((o) => o.value)).toEqual(['count', 'total', '%count', 'amount']);
  });
});
