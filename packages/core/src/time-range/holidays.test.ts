import { describe, expect, it } from 'vitest';
import { findHoliday } from './holidays';

describe('findHoliday', () => {
  it.each([
    ["New Year's Day", 2024, '2024-01-01'],
    ['Martin Luther King', 2024, '2024-01-15'],
    ["Washington's Birthday", 2024, '2024-02-19'],
    ['memorial day', 2024, '2024-05-27'],
    ['Juneteenth', 2024, '2024-06-19'],
    ['Independence Day', 2024, '2024-07-04'],
    ['Labor Day', 2018, '2018-09-03'],
    ['Columbus Day', 2024, '2024-10-14'],
    ['Veterans Day', 2024, '2024-11-11'],
    ['Thanksgiving', 2024, '2024-11-28'],
    ['Christmas Day', 2024, '2024-12-25'],
    ['M', 2024, '2024-01-15'],
  ])('finds %s of %i on %s', (name, year, expected) => {
    expect(findHoliday(name, year).format('YYYY-MM-DD')).toBe(expected);
  });

  it('knows no Juneteenth before 2021', () => {
    expect(() => findHoliday('Juneteenth', 2020)).toThrow('Unable to find such a holiday: [Juneteenth]');
  });

  it('has no table for other countries', () => {
    expect(() => findHoliday('Christmas', 2024, 'FR')).toThrow('Holidays are not available for country [FR]');
  });
});
