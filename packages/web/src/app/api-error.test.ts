import { describe, expect, it } from 'vitest';
import { describeApiError, isCsrfRejection } from './api-error';

describe('describeApiError', () => {
  it('reads a plain server message', () => {
    const info = describeApiError({ status: 401, data: { message: 'Invalid username or password' } });
    expect(info).toEqual({ status: 401, message: 'Invalid username or password', fieldErrors: {} });
  });

  it('reads field errors and sums them up in one line', () => {
    const info = describeApiError({
      status: 400,
      data: { message: { email: ['Not a valid email address'] } },
    });
    expect(info.fieldErrors).toEqual({ email: ['Not a valid email address'] });
    expect(info.message).toBe('email: Not a valid email address');
  });

  it('says the server could not be reached on a network error', () => {
    const info = describeApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(info.status).toBeNull();
    expect(info.message).toContain('Could not reach the server');
  });

  it('falls back to the HTTP status when the body is not an error body', () => {
    expect(describeApiError({ status: 502, data: '<html>' }).message).toBe('Request failed (HTTP 502)');
  });

  it('reads the message of a thrown error', () => {
    expect(describeApiError(new Error('boom')).message).toBe('boom');
  });
});

describe('isCsrfRejection', () => {
  it('is true for a 400 or 403 that mentions CSRF', () => {
    expect(isCsrfRejection({ status: 403, data: { message: 'The CSRF token is missing or invalid.' } })).toBe(
      true,
    );
    expect(isCsrfRejection({ status: 400, data: { message: 'The CSRF session token is missing.' } })).toBe(
      true,
    );
  });

  it('is false for other rejections', () => {
    expect(isCsrfRejection({ status: 403, data: { message: 'Forbidden' } })).toBe(false);
    expect(isCsrfRejection({ status: 401, data: { message: 'CSRF' } })).toBe(false);
  });
});
