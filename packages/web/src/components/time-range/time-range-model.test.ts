import { describe, expect, it } from 'vitest';
import {
  advancedRangeOf,
  customRangeOf,
  encodeAdvancedRange,
  formatActualRange,
  formatTimeRange,
  frameOf,
  isAnchorShown,
  timeRangeLabel,
  updateCustomRange,
  valueForFrame,
} from './time-range-model';

const now = new Date('2024-03-15T10:30:00Z');

describe('frameOf (range type derivation)', () => {
  it('reads Last, Previous, No filter, Custom and Advanced values', () => {
    expect(frameOf('Last week')).toBe('Common');
    expect(frameOf('previous calendar month')).toBe('Calendar');
    expect(frameOf('No filter')).toBe('No filter');
    expect(frameOf('2024-01-01T00:00:00 : 2024-02-01T00:00:00')).toBe('Custom');
    expect(frameOf('DATEADD(DATETIME("now"), -7, day) : now')).toBe('Custom');
    expect(frameOf('Last 3 days : now')).toBe('Advanced');
    expect(frameOf('yesterday : today')).toBe('Advanced');
  });
});

describe('valueForFrame', () => {
  it('resets to the placeholder when No filter is picked', () => {
    expect(valueForFrame('No filter', 'Last week', now)).toBe('No filter');
  });

  it('starts Last at Last week and Previous at previous calendar week', () => {
    expect(valueForFrame('Common', 'No filter', now)).toBe('Last week');
    expect(valueForFrame('Common', 'Last year', now)).toBe('Last year');
    expect(valueForFrame('Calendar', 'Last week', now)).toBe('previous calendar week');
  });

  it('starts Current at Current day and keeps a Current choice, as Superset 4.1', () => {
    expect(frameOf('Current month')).toBe('Current');
    expect(valueForFrame('Current', 'Last week', now)).toBe('Current day');
    expect(valueForFrame('Current', 'Current month', now)).toBe('Current month');
  });

  it('starts Custom at 7 days back to today', () => {
    expect(valueForFrame('Custom', 'No filter', now)).toBe(
      'DATEADD(DATETIME("2024-03-15T00:00:00"), -7, day) : 2024-03-15T00:00:00',
    );
  });

  it('keeps the value for Advanced, emptying the placeholder', () => {
    expect(valueForFrame('Advanced', 'Last week', now)).toBe('Last week');
    expect(valueForFrame('Advanced', 'No filter', now)).toBe('');
  });
});

describe('custom ranges', () => {
  it('encodes a specific start and end', () => {
    const range = customRangeOf('No filter', now);
    expect(
      updateCustomRange(range, {
        sinceMode: 'specific',
        sinceDatetime: '2024-01-01T00:00:00',
        untilMode: 'specific',
        untilDatetime: '2024-02-01T00:00:00',
      }),
    ).toBe('2024-01-01T00:00:00 : 2024-02-01T00:00:00');
  });

  it('encodes two relative ends around the anchor, keeping quantities at least 1', () => {
    const range = customRangeOf('No filter', now);
    const value = updateCustomRange(range, {
      sinceMode: 'relative',
      sinceGrainValue: 0,
      untilMode: 'relative',
      untilGrain: 'week',
      untilGrainValue: 2,
      anchorMode: 'specific',
      anchorValue: '2024-01-10T00:00:00',
    });
    expect(value).toBe(
      'DATEADD(DATETIME("2024-01-10T00:00:00"), -1, day) : DATEADD(DATETIME("2024-01-10T00:00:00"), 2, week)',
    );
    expect(customRangeOf(value, now)).toMatchObject({
      anchorMode: 'specific',
      sinceGrainValue: -1,
      untilGrain: 'week',
    });
  });

  it('encodes now and midnight ends', () => {
    const range = customRangeOf('No filter', now);
    expect(updateCustomRange(range, { sinceMode: 'today', untilMode: 'now' })).toBe('today : now');
  });

  it('shows the anchor only when both ends are relative', () => {
    expect(isAnchorShown({ sinceMode: 'relative', untilMode: 'relative' })).toBe(true);
    expect(isAnchorShown({ sinceMode: 'relative', untilMode: 'specific' })).toBe(false);
  });
});

describe('advanced ranges', () => {
  it('splits and joins at the separator', () => {
    expect(advancedRangeOf('Last week')).toEqual({ since: 'Last week', until: '' });
    expect(advancedRangeOf('2020 : now')).toEqual({ since: '2020', until: 'now' });
    expect(encodeAdvancedRange('yesterday', 'today')).toBe('yesterday : today');
  });
});

describe('formatting', () => {
  it('formats actual ranges as Superset does', () => {
    expect(formatActualRange({ since: '2024-03-08T00:00:00', until: '2024-03-15T00:00:00' })).toBe(
      '2024-03-08 ≤ col < 2024-03-15',
    );
    expect(formatActualRange({ since: '', until: '' })).toBe('-∞ ≤ col < ∞');
    expect(formatTimeRange('Last week')).toBe('Last week');
    expect(formatTimeRange('2024-03-08T10:00:00 : now', 'ds')).toBe('2024-03-08T10:00:00 ≤ ds < now');
  });

  it('labels an empty value No filter', () => {
    expect(timeRangeLabel('')).toBe('No filter');
    expect(timeRangeLabel('Last day')).toBe('Last day');
  });
});
