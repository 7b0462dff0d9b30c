import { describe, expect, it } from 'vitest';
import { formatElapsed } from './elapsed';

describe('formatElapsed', () => {
  it('shows hours, minutes, seconds and hundredths', () => {
    expect(formatElapsed(0)).toBe('00:00:00.00');
    expect(formatElapsed(1234)).toBe('00:00:01.23');
    expect(formatElapsed(3_723_450)).toBe('01:02:03.45');
  });
});
