import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

describe('formatRelativeTime', () => {
  const now = Date.parse('2024-05-10T12:00:00Z');

  it('says just now within a minute', () => {
    expect(formatRelativeTime('2024-05-10T11:59:30Z', now)).toBe('just now');
  });

  it('uses the largest whole unit', () => {
    expect(formatRelativeTime('2024-05-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2024-05-09T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2024-04-10T12:00:00Z', now)).toBe('last month');
  });

  it('answers the input when it is not a date', () => {
    expect(formatRelativeTime('soon', now)).toBe('soon');
  });
});
