import { describe, expect, it } from 'vitest';
import { saveErrorMessage } from './save-messages';

describe('saveErrorMessage (spec §8)', () => {
  it('names a forbidden save', () => {
    expect(saveErrorMessage({ status: 403, data: { message: 'Forbidden' } })).toBe(
      'You do not have permission to edit this dashboard',
    );
  });

  it('quotes the server message', () => {
    expect(saveErrorMessage({ status: 422, data: { message: 'Must be unique' } })).toBe(
      'Sorry, there was an error saving this dashboard: Must be unique',
    );
  });

  it('falls back for unknown failures', () => {
    expect(saveErrorMessage(undefined)).toBe('Sorry, an unknown error occurred');
    expect(saveErrorMessage(new Error())).toBe('Sorry, an unknown error occurred');
  });
});
