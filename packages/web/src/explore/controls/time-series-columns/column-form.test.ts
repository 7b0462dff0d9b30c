import { describe, expect, it } from 'vitest';
import { columnSummary, fieldsOf, newColumn, replaceColumn, toColumns, upsertColumn } from './column-form';

describe('time-series column editor model', () => {
  it('shows the time lag for time and average columns, the comparison only for time, sizes only for sparklines', () => {
    expect(fieldsOf('time')).toEqual({ timeLag: true, comparisonType: true, sparkline: false, bounds: true });
    expect(fieldsOf('avg')).toEqual({ timeLag: true, comparisonType: false, sparkline: false, bounds: true });
    expect(fieldsOf('spark')).toEqual({
      timeLag: false,
      comparisonType: false,
      sparkline: true,
      bounds: false,
    });
    expect(fieldsOf('contrib')).toEqual({
      timeLag: false,
      comparisonType: false,
      sparkline: false,
      bounds: true,
    });
  });

  it('starts a column as a time comparison one period back with a fresh key', () => {
    const column = newColumn(() => 0.5);
    expect(column).toMatchObject({
      colType: 'time',
      timeLag: 1,
      comparisonType: 'value',
      width: '300',
      height: '50',
    });
    expect(column.key).toBe((0.5).toString(36).slice(2, 11));
  });

  it('names pills by label, else by type and position', () => {
    expect(columnSummary({ label: 'YoY' }, 0)).toBe('YoY');
    expect(columnSummary({ colType: 'spark' }, 1)).toBe('Sparkline 2');
    expect(columnSummary({}, 2)).toBe('Column 3');
  });

  it('reads only objects from the saved value and replaces one column', () => {
    expect(toColumns([{ key: 'a' }, 'x', null])).toEqual([{ key: 'a' }]);
    expect(toColumns('nope')).toEqual([]);
    expect(replaceColumn([{ key: 'a' }, { key: 'b' }], 1, { key: 'c' })).toEqual([
      { key: 'a' },
      { key: 'c' },
    ]);
    expect(upsertColumn([{ key: 'a', label: 'x' }], { key: 'a', label: 'y' })).toEqual([
      { key: 'a', label: 'y' },
    ]);
    expect(upsertColumn([{ key: 'a' }], { key: 'b' })).toEqual([{ key: 'a' }, { key: 'b' }]);
  });
});
