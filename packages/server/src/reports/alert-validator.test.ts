import { REPORT_MESSAGES } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { evaluateAlert } from './alert-validator';

const one = (value: unknown) => ({ colnames: ['v'], columns: [[value]] });

describe('evaluateAlert', () => {
  it('fires an operator alert only when the value crosses the threshold', () => {
    const above = { validatorType: 'operator', validatorConfig: { op: '>' as const, threshold: 10 } };
    expect(evaluateAlert({ ...one(11), ...above })).toEqual({ fires: true, value: 11, valueRowJson: null });
    expect(evaluateAlert({ ...one(10), ...above }).fires).toBe(false);
    expect(evaluateAlert({ ...one('12.5'), ...above }).value).toBe(12.5);
    expect(evaluateAlert({ ...one(10n), ...above }).fires).toBe(false);
  });

  it('reads no row and null as 0', () => {
    const below = { validatorType: 'operator', validatorConfig: { op: '<' as const, threshold: 1 } };
    expect(evaluateAlert({ colnames: ['v'], columns: [[]], ...below })).toMatchObject({
      fires: true,
      value: 0,
    });
    expect(evaluateAlert({ ...one(null), ...below }).value).toBe(0);
  });

  it('fires a not-null alert unless the value is empty, null or 0', () => {
    const notNull = { validatorType: 'not null', validatorConfig: {} };
    expect(evaluateAlert({ ...one('x'), ...notNull })).toEqual({
      fires: true,
      value: null,
      valueRowJson: '"x"',
    });
    expect(evaluateAlert({ ...one(0), ...notNull }).fires).toBe(false);
    expect(evaluateAlert({ colnames: ['v'], columns: [[]], ...notNull }).fires).toBe(false);
  });

  it('refuses more than one row or column and values that are not numbers, with the spec messages', () => {
    const op = { validatorType: 'operator', validatorConfig: { op: '>' as const, threshold: 1 } };
    expect(() => evaluateAlert({ colnames: ['v'], columns: [[1, 2]], ...op })).toThrow(
      REPORT_MESSAGES.moreThanOneRow(2),
    );
    expect(() => evaluateAlert({ colnames: ['a', 'b'], columns: [[1], [2]], ...op })).toThrow(
      REPORT_MESSAGES.moreThanOneColumn(2),
    );
    expect(() => evaluateAlert({ ...one('abc'), ...op })).toThrow(REPORT_MESSAGES.notANumber);
  });
});
