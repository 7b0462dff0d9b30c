import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { engineError, formatSeconds, networkFailure, redact } from './engine-error';

describe('engine errors', () => {
  it('are 422 AppErrors carrying Superset error types', () => {
    const error = engineError({ kind: 'unknown_host', host: 'h' });
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(422);
    expect(error.supersetErrorType).toBe('CONNECTION_INVALID_HOSTNAME_ERROR');
    expect(error.failure).toEqual({ kind: 'unknown_host', host: 'h' });
  });

  it('never carry a secret, raw or percent-encoded', () => {
    const message = 'password authentication failed: s3cr/t! (s3cr%2Ft!)';
    const error = engineError({ kind: 'engine', engineName: 'PostgreSQL', message }, ['s3cr/t!']);
    expect(error.message).toBe('PostgreSQL error: password authentication failed: XXXXXXXXXX (XXXXXXXXXX)');
    expect(redact('nothing to hide', [undefined, ''])).toBe('nothing to hide');
  });

  it('write timeouts in seconds', () => {
    expect(formatSeconds(30_000)).toBe('30 s');
    expect(formatSeconds(200)).toBe('0.2 s');
    expect(formatSeconds(1500)).toBe('1.5 s');
  });

  it('recognise socket failures by their codes', () => {
    const context = { host: 'db', port: 5432, username: 'u', database: 'd' };
    expect(networkFailure({ code: 'ENOTFOUND' }, context)).toEqual({ kind: 'unknown_host', host: 'db' });
    expect(networkFailure({ code: 'ECONNREFUSED' }, context)).toEqual({
      kind: 'refused',
      host: 'db',
      port: 5432,
    });
    expect(networkFailure({ code: 'ETIMEDOUT' }, context)).toEqual({
      kind: 'host_timeout',
      host: 'db',
      port: 5432,
    });
    expect(networkFailure(new Error('syntax error'), context)).toBeUndefined();
  });
});
