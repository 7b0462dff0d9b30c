import { describe, expect, it } from 'vitest';
import { convertInternetAddress, internetAddressFilter } from './internet-address';

const OPERATORS = [
  'EQUALS',
  'GREATER_THAN_OR_EQUAL',
  'GREATER_THAN',
  'IN',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
];

describe('convertInternetAddress (Superset internet_address)', () => {
  it('turns an address into its integer', () => {
    expect(convertInternetAddress(['1.1.1.1'])).toEqual({
      values: [16843009],
      error_message: '',
      display_value: '16843009',
      valid_filter_operators: OPERATORS,
    });
  });

  it('turns a CIDR block into its first and last address, ignoring host bits', () => {
    expect(convertInternetAddress(['1.1.1.0/24']).values).toEqual([{ start: 16843008, end: 16843263 }]);
    expect(convertInternetAddress(['1.1.1.7/24']).display_value).toBe('16843008 - 16843263');
    expect(convertInternetAddress(['0.0.0.0/0']).values).toEqual([{ start: 0, end: 4294967295 }]);
  });

  it('keeps a /32 block as one address, and reads a number as an address', () => {
    expect(convertInternetAddress(['10.0.0.1/32']).values).toEqual([167772161]);
    expect(convertInternetAddress(['167772161', 5]).values).toEqual([167772161, 5]);
  });

  it('joins several values in the display value', () => {
    expect(convertInternetAddress(['1.1.1.1', '10.0.0.0/30']).display_value).toBe(
      '16843009, 167772160 - 167772163',
    );
  });

  it("stops at the first value that is not a network, with Python's message", () => {
    const response = convertInternetAddress(['1.1.1.1', 'abc', '2.2.2.2']);
    expect(response.values).toEqual([16843009]);
    expect(response.display_value).toBe('16843009');
    expect(response.error_message).toBe("'abc' does not appear to be an IPv4 or IPv6 network");
    expect(convertInternetAddress(['1.1.1.256']).error_message).not.toBe('');
    expect(convertInternetAddress(['1.1.1.1/33']).error_message).not.toBe('');
    expect(convertInternetAddress(['01.1.1.1']).error_message).not.toBe('');
  });

  it('answers an empty value with an empty value and no error', () => {
    expect(convertInternetAddress([''])).toMatchObject({
      values: [''],
      error_message: '',
      display_value: '',
    });
  });
});

describe('internetAddressFilter', () => {
  it('matches an address with = and a block between its ends', () => {
    expect(internetAddressFilter('==', [5])).toEqual([[{ op: '==', val: 5 }]]);
    expect(internetAddressFilter('==', [{ start: 8, end: 15 }])).toEqual([
      [
        { op: '>=', val: 8 },
        { op: '<=', val: 15 },
      ],
    ]);
  });

  it('compares > and >= with the end of a block, < and <= with its start', () => {
    expect(internetAddressFilter('>', [{ start: 8, end: 15 }])).toEqual([[{ op: '>', val: 15 }]]);
    expect(internetAddressFilter('<=', [{ start: 8, end: 15 }])).toEqual([[{ op: '<=', val: 8 }]]);
  });

  it('matches IN as any of the addresses or inside any block', () => {
    expect(internetAddressFilter('IN', [1, { start: 8, end: 15 }, 3])).toEqual([
      [{ op: 'IN', val: [1, 3] }],
      [
        { op: '>=', val: 8 },
        { op: '<=', val: 15 },
      ],
    ]);
  });

  it('refuses several values for a single-value operator', () => {
    expect(() => internetAddressFilter('>', [1, 2])).toThrow('takes one value');
  });
});
