import { ADVANCED_TYPE_FETCH_FAILED } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import {
  ADVANCED_TYPE_OFF,
  advancedTypeState,
  blocksSave,
  comparatorValues,
  restrictOperators,
} from './advanced-type';

const CONVERTED = {
  display_value: '167772160 - 167772163',
  valid_filter_operators: ['EQUALS', 'IN'],
  error_message: '',
  values: [{ start: 167772160, end: 167772163 }],
};

describe('comparatorValues', () => {
  it('sends one value or a list, and nothing for an empty comparator', () => {
    expect(comparatorValues('10.0.0.0/30')).toEqual(['10.0.0.0/30']);
    expect(comparatorValues(['ssh', 80])).toEqual(['ssh', 80]);
    expect(comparatorValues('')).toEqual([]);
    expect(comparatorValues(null)).toEqual([]);
  });
});

describe('advancedTypeState', () => {
  it('is off when the subject has no advanced type the server converts', () => {
    expect(advancedTypeState({ isOn: false, isPending: false, response: CONVERTED, isFailed: false })).toBe(
      ADVANCED_TYPE_OFF,
    );
  });

  it('shows the display value and the operators of a conversion', () => {
    expect(advancedTypeState({ isOn: true, isPending: false, response: CONVERTED, isFailed: false })).toEqual(
      {
        status: 'done',
        displayValue: '167772160 - 167772163',
        operators: ['EQUALS', 'IN'],
        errorMessage: '',
      },
    );
  });

  it("says 'Failed to retrieve advanced type' when the call fails", () => {
    const state = advancedTypeState({ isOn: true, isPending: false, response: undefined, isFailed: true });
    expect(state.errorMessage).toBe(ADVANCED_TYPE_FETCH_FAILED);
    expect(ADVANCED_TYPE_FETCH_FAILED).toBe('Failed to retrieve advanced type');
  });
});

describe('restrictOperators', () => {
  it('keeps only the operators the advanced type allows', () => {
    const state = advancedTypeState({ isOn: true, isPending: false, response: CONVERTED, isFailed: false });
    expect(restrictOperators(['EQUALS', 'NOT_EQUALS', 'IN', 'LIKE'], state)).toEqual(['EQUALS', 'IN']);
    expect(restrictOperators(['EQUALS', 'LIKE'], ADVANCED_TYPE_OFF)).toEqual(['EQUALS', 'LIKE']);
  });
});

describe('blocksSave', () => {
  const done = advancedTypeState({ isOn: true, isPending: false, response: CONVERTED, isFailed: false });

  it('lets a converted value with an allowed operator be saved', () => {
    expect(blocksSave(done, 'IN')).toBe(false);
    expect(blocksSave(ADVANCED_TYPE_OFF, 'LIKE')).toBe(false);
  });

  it('blocks Save on an error message, a pending conversion, a failed call or an operator the type refuses', () => {
    const error = { ...CONVERTED, error_message: "'abc' does not appear to be an IPv4 or IPv6 network" };
    expect(
      blocksSave(advancedTypeState({ isOn: true, isPending: false, response: error, isFailed: false }), 'IN'),
    ).toBe(true);
    expect(
      blocksSave(
        advancedTypeState({ isOn: true, isPending: true, response: CONVERTED, isFailed: false }),
        'IN',
      ),
    ).toBe(true);
    expect(
      blocksSave(
        advancedTypeState({ isOn: true, isPending: false, response: undefined, isFailed: true }),
        'IN',
      ),
    ).toBe(true);
    expect(blocksSave(done, 'LIKE')).toBe(true);
  });
});
