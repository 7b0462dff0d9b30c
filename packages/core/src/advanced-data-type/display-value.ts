import type { AdvancedValue } from './schemas';

/** Superset's display of converted values: `start - end` for a range, Python's `str` otherwise, joined by ', '. */
export function displayValue(values: readonly AdvancedValue[]): string {
  return values
    .map((value) => {
      if (Array.isArray(value))
        return `[${value.map((item) => (item === '' ? "''" : String(item))).join(', ')}]`;
      if (typeof value === 'object') return `${value.start} - ${value.end}`;
      return String(value);
    })
    .join(', ');
}
