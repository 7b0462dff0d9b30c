import { describe, expect, it } from 'vitest';
import {
  frameColnames,
  frameColtypes,
  frameFromColumnar,
  frameToColumnar,
  frameToRecords,
} from './frame-convert';
import { pivot } from './pivot';
import { formatIsoDateTime, parseIsoDateTime, toEpochMs } from './temporal';
import { utc } from './test-helpers';

describe('frame conversion', () => {
  const result = {
    colnames: ['ds', 'name', 'amount', 'flag'],
    coltypesGeneric: ['TEMPORAL', 'STRING', 'NUMERIC', null] as const,
    columns: [
      ['2019-01-01T00:00:00', new Date(Date.UTC(2019, 0, 2)), utc('2019-01-03'), null],
      ['a', 'b', null, 'd'],
      ['1.50', 2n, null, 4],
      [true, false, null, true],
    ],
  };

  it('reads ISO text, dates and epoch ms as temporal values and decimals as numbers', () => {
    const frame = frameFromColumnar({ ...result, coltypesGeneric: [...result.coltypesGeneric] });
    expect(frame.columns.map((column) => column.kind)).toEqual(['temporal', 'string', 'number', 'boolean']);
    expect(frameColtypes(frame)).toEqual(['TEMPORAL', 'STRING', 'NUMERIC', 'BOOLEAN']);
    expect(frameToRecords(frame).map((row) => ({ ...row }))).toEqual([
      { ds: utc('2019-01-01'), name: 'a', amount: 1.5, flag: true },
      { ds: utc('2019-01-02'), name: 'b', amount: 2, flag: false },
      { ds: utc('2019-01-03'), name: null, amount: null, flag: null },
      { ds: null, name: 'd', amount: 4, flag: true },
    ]);
  });

  it('answers column-major with the same values and NaN or infinity as null', () => {
    const frame = frameFromColumnar({
      colnames: ['x'],
      columns: [[1, Number.NaN, Number.POSITIVE_INFINITY]],
    });
    expect(frameToColumnar(frame)).toEqual({
      colnames: ['x'],
      coltypes: ['NUMERIC'],
      columns: [[1, null, null]],
      rowcount: 3,
    });
  });

  it('names unflattened pivot columns by joining their levels and keeps __proto__ as data', () => {
    const frame = frameFromColumnar({
      colnames: ['k', 'g', '__proto__', 'v'],
      columns: [[1], ['a'], [2], [3]],
    });
    const pivoted = pivot(frame, { index: ['k'], columns: ['g'], aggregates: { v: { operator: 'sum' } } });
    expect(frameColnames(pivoted)).toEqual(['v, a']);
    expect(Object.keys(frameToRecords(frame)[0] ?? {})).toEqual(['k', 'g', '__proto__', 'v']);
  });

  it('converts temporal values both ways', () => {
    expect(parseIsoDateTime('2019-01-01 10:30:00')).toBe(Date.UTC(2019, 0, 1, 10, 30));
    expect(parseIsoDateTime('2019-01-01T10:30:00.250+02:00')).toBe(Date.UTC(2019, 0, 1, 8, 30, 0, 250));
    expect(toEpochMs('not a date')).toBeNaN();
    expect(formatIsoDateTime(Date.UTC(2019, 0, 1))).toBe('2019-01-01T00:00:00');
    expect(formatIsoDateTime(Number.NaN)).toBeNull();
  });
});
