import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import {
  buildFileUri,
  buildNetworkUri,
  parseNetworkUri,
  validateFileParameters,
  validateNetworkParameters,
} from './parameters';

const VALID = { host: 'db', port: 5432, username: 'u', password: 'p', database: 'd' };

describe('validateNetworkParameters', () => {
  it('accepts complete parameters, with the port as a number or digits', () => {
    expect(validateNetworkParameters(VALID)).toEqual([]);
    expect(validateNetworkParameters({ ...VALID, port: '5432', password: undefined })).toEqual([]);
  });

  it('lists every missing field in one Superset-shaped error', () => {
    expect(validateNetworkParameters({ port: 5432, username: 'u', host: ' ' })).toEqual([
      {
        message: 'This is a required field',
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
        level: 'error',
        extra: { missing: ['host', 'database'] },
      },
    ]);
  });

  it.each([
    ['abc', 'Port must be a valid integer.'],
    [54.5, 'Port must be a valid integer.'],
    [70000, 'The port must be an integer between 0 and 65535 (inclusive).'],
    [-1, 'The port must be an integer between 0 and 65535 (inclusive).'],
  ])('rejects the port %s', (port, message) => {
    expect(validateNetworkParameters({ ...VALID, port })).toEqual([
      { message, error_type: 'CONNECTION_INVALID_PORT_ERROR', level: 'error', extra: { invalid: ['port'] } },
    ]);
  });
});

describe('buildNetworkUri and parseNetworkUri', () => {
  it('round-trips parameters with special characters and query options', () => {
    const parameters = { ...VALID, password: 'p@ss/w:rd', query: { sslmode: 'require' } };
    const uri = buildNetworkUri('postgresql', parameters);
    expect(uri).toBe('postgresql://u:p%40ss%2Fw%3Ard@db:5432/d?sslmode=require');
    expect(parseNetworkUri(uri)).toEqual(parameters);
  });

  it('leaves out the password when there is none', () => {
    expect(buildNetworkUri('mysql', { ...VALID, port: '3306', password: '' })).toBe('mysql://u@db:3306/d');
  });

  it('refuses to build from invalid parameters, naming the fields', () => {
    const build = () => buildNetworkUri('mysql', { host: 'h', port: 99999 });
    expect(build).toThrow(AppError);
    try {
      build();
    } catch (error) {
      expect((error as AppError).detail).toEqual({
        username: ['This is a required field'],
        database: ['This is a required field'],
        port: ['The port must be an integer between 0 and 65535 (inclusive).'],
      });
    }
  });
});

describe('file parameters', () => {
  it('requires a path and builds an absolute-path URI with four slashes', () => {
    expect(validateFileParameters({})).toEqual([
      {
        message: 'This is a required field',
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
        level: 'error',
        extra: { missing: ['path'] },
      },
    ]);
    expect(buildFileUri('duckdb', { path: '/data/x.duckdb' })).toBe('duckdb:////data/x.duckdb');
  });
});
