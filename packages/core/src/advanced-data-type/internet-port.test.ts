import { describe, expect, it } from 'vitest';
import { convertPort, portFilter } from './internet-port';

describe('convertPort (Superset port)', () => {
  it('turns numbers and service names into lists of ports', () => {
    expect(convertPort(['80', 'https', 'ftp'])).toEqual({
      values: [[80], [443], [20, 21]],
      error_message: '',
      display_value: '[80], [443], [20, 21]',
      valid_filter_operators: [
        'EQUALS',
        'GREATER_THAN_OR_EQUAL',
        'GREATER_THAN',
        'IN',
        'LESS_THAN',
        'LESS_THAN_OR_EQUAL',
      ],
    });
    expect(convertPort(['ssh', 22]).values).toEqual([[22], [22]]);
  });

  it('knows names case-sensitively, as Superset does', () => {
    expect(convertPort(['MySQL']).values).toEqual([[3306]]);
    expect(convertPort(['mysql']).error_message).toBe("'mysql' does not appear to be a port name or number");
  });

  it('refuses numbers outside 1 to 65535 and unknown names, keeping what converted before', () => {
    expect(convertPort(['0']).error_message).toBe("'0' does not appear to be a port name or number");
    expect(convertPort(['65536']).error_message).toBe("'65536' does not appear to be a port name or number");
    const response = convertPort(['65535', 'gopher']);
    expect(response.values).toEqual([[65535]]);
    expect(response.display_value).toBe('[65535]');
    expect(response.error_message).toBe("'gopher' does not appear to be a port name or number");
    expect(convertPort(['constructor']).error_message).not.toBe('');
  });

  it('answers an empty value with a list holding the empty value', () => {
    expect(convertPort([''])).toMatchObject({ values: [['']], error_message: '' });
  });
});

describe('portFilter', () => {
  it('matches = as any port of the value, and IN as any port of any value', () => {
    expect(portFilter('==', [[21, 20]])).toEqual([[{ op: 'IN', val: [20, 21] }]]);
    expect(portFilter('IN', [[80], [20, 21]])).toEqual([[{ op: 'IN', val: [80, 20, 21] }]]);
  });

  it('compares > with the lowest port and < with the highest', () => {
    expect(portFilter('>', [[21, 20]])).toEqual([[{ op: '>', val: 20 }]]);
    expect(portFilter('<', [[21, 20]])).toEqual([[{ op: '<', val: 21 }]]);
  });
});
