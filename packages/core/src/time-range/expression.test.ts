import { describe, expect, it } from 'vitest';
import { TimeRangeError } from './errors';
import { evaluateDateExpression } from './expression-eval';
import { parseDateExpression } from './expression-parser';
import { NOW } from './test-helpers';
import { toWallClock } from './wall-clock';

const context = { now: toWallClock(NOW), timezone: undefined };

/** Parses and evaluates one expression, as UTC `YYYY-MM-DDTHH:mm:ss`. */
function evaluate(expression: string): string {
  return evaluateDateExpression(parseDateExpression(expression), context).format('YYYY-MM-DDTHH:mm:ss');
}

describe('parseDateExpression', () => {
  it('builds the tree of a nested expression with case-insensitive keywords', () => {
    expect(parseDateExpression(`datetrunc(DateAdd(DATETIME('today'), -1, Month), MONTH)`)).toEqual({
      kind: 'datetrunc',
      unit: 'month',
      date: {
        kind: 'dateadd',
        unit: 'month',
        amount: { kind: 'int', value: -1 },
        date: { kind: 'datetime', text: 'today' },
      },
    });
  });

  it('reads DATEDIFF with its default unit of days', () => {
    expect(
      parseDateExpression('DATEADD(DATETIME("a"), DATEDIFF(DATETIME("b"), DATETIME("c")), day)'),
    ).toEqual({
      kind: 'dateadd',
      unit: 'day',
      date: { kind: 'datetime', text: 'a' },
      amount: {
        kind: 'datediff',
        unit: 'day',
        from: { kind: 'datetime', text: 'b' },
        to: { kind: 'datetime', text: 'c' },
      },
    });
  });

  it('reads HOLIDAY with a name, a date and a country', () => {
    expect(parseDateExpression('HOLIDAY("Labor", DATETIME("2018-01-01"), "US",)')).toEqual({
      kind: 'holiday',
      name: 'Labor',
      date: { kind: 'datetime', text: '2018-01-01' },
      country: 'US',
    });
  });

  it('reads HOLIDAY with a country but no date', () => {
    expect(parseDateExpression("holiday('Christmas', 'US')")).toEqual({
      kind: 'holiday',
      name: 'Christmas',
      date: null,
      country: 'US',
    });
  });

  it('accepts a plus sign and a trailing comma', () => {
    expect(parseDateExpression('DATEADD(DATETIME("now"), +3, hour,)')).toMatchObject({
      amount: { kind: 'int', value: 3 },
      unit: 'hour',
    });
  });

  it.each([
    [
      'DATEADD(DATETIME("today"), -7, days)',
      'a unit (SECOND, MINUTE, HOUR, DAY, WEEK, MONTH, QUARTER, YEAR)',
      32,
    ],
    ['DATETIME(today)', 'a quoted string', 10],
    ['DATETIME("today"', '")"', 17],
    ['DATETIME("today"))', 'the end of the expression', 18],
    ['DATETIME("today") + 1', 'the end of the expression', 19],
    ['DATEADD(DATETIME("today"), 1.5, day)', '","', 29],
    ['NOW()', 'DATETIME, DATEADD, DATETRUNC, LASTDAY or HOLIDAY', 1],
    ['LASTDAY(DATETIME("today"), hour)', 'a unit (YEAR, QUARTER, MONTH, WEEK, DAY)', 28],
    ['DATEADD(DATETIME("today"), day, 1)', 'an integer or DATEDIFF', 28],
    [
      'DATEADD(DATETIME("today"), DATEDIFF(DATETIME("a"), DATETIME("b"), month), day)',
      'a unit (YEAR, DAY)',
      67,
    ],
    ['DATETIME("today', 'a quoted string', 10],
    ['DATETIME("today") ; x', 'the end of the expression', 19],
  ])('rejects %s: expected %s at %i', (expression, expected, position) => {
    expect(() => parseDateExpression(expression)).toThrow(
      new TimeRangeError(
        'syntax',
        `Cannot parse time expression [${expression}]: expected ${expected} at position ${position}`,
      ),
    );
  });
});

describe('evaluateDateExpression on Wednesday 2024-03-13 14:37:52', () => {
  it.each([
    ['DATETIME("now")', '2024-03-13T14:37:52'],
    ['DATETIME("today")', '2024-03-13T00:00:00'],
    ["DATETIME('2024-02-29T23:59:59')", '2024-02-29T23:59:59'],
    ['DATEADD(DATETIME("2024-01-31"), 1, month)', '2024-02-29T00:00:00'],
    ['DATEADD(DATETIME("2023-01-31"), 1, month)', '2023-02-28T00:00:00'],
    ['DATEADD(DATETIME("2024-03-31"), -1, month)', '2024-02-29T00:00:00'],
    ['DATEADD(DATETIME("2024-02-29"), 1, year)', '2025-02-28T00:00:00'],
    ['DATEADD(DATETIME("2024-02-29"), -4, year)', '2020-02-29T00:00:00'],
    ['DATEADD(DATETIME("2024-11-30"), 1, quarter)', '2025-02-28T00:00:00'],
    ['DATEADD(DATETIME("2023-12-31T23:59:59"), 1, second)', '2024-01-01T00:00:00'],
    ['DATEADD(DATETIME("2024-03-13T14:37:52"), -15, minute)', '2024-03-13T14:22:52'],
    ['DATEADD(DATETIME("2024-03-13T14:37:52"), 10, hour)', '2024-03-14T00:37:52'],
    ['DATEADD(DATETIME("2024-12-25"), 2, week)', '2025-01-08T00:00:00'],
    ['DATEADD(DATETIME("today"), 0, day)', '2024-03-13T00:00:00'],
    ['DATETRUNC(DATETIME("now"), second)', '2024-03-13T14:37:52'],
    ['DATETRUNC(DATETIME("now"), minute)', '2024-03-13T14:37:00'],
    ['DATETRUNC(DATETIME("now"), hour)', '2024-03-13T14:00:00'],
    ['DATETRUNC(DATETIME("now"), day)', '2024-03-13T00:00:00'],
    ['DATETRUNC(DATETIME("now"), week)', '2024-03-11T00:00:00'],
    ['DATETRUNC(DATETIME("now"), month)', '2024-03-01T00:00:00'],
    ['DATETRUNC(DATETIME("now"), quarter)', '2024-01-01T00:00:00'],
    ['DATETRUNC(DATETIME("now"), year)', '2024-01-01T00:00:00'],
    ['DATETRUNC(DATETIME("2024-03-17T23:00:00"), week)', '2024-03-11T00:00:00'],
    ['DATETRUNC(DATETIME("2024-03-11T09:00:00"), week)', '2024-03-11T00:00:00'],
    ['DATETRUNC(DATETIME("2025-01-01"), week)', '2024-12-30T00:00:00'],
    ['DATETRUNC(DATETIME("2024-12-31"), quarter)', '2024-10-01T00:00:00'],
    ['LASTDAY(DATETIME("2024-02-10"), month)', '2024-02-29T00:00:00'],
    ['LASTDAY(DATETIME("2023-02-10"), month)', '2023-02-28T00:00:00'],
    ['LASTDAY(DATETIME("now"), year)', '2024-12-31T00:00:00'],
    ['LASTDAY(DATETIME("2024-05-31T12:00:00"), quarter)', '2024-06-30T00:00:00'],
    ['LASTDAY(DATETIME("2024-01-31"), quarter)', '2024-03-31T00:00:00'],
    ['LASTDAY(DATETIME("2024-03-17T12:00:00"), week)', '2024-03-17T00:00:00'],
    ['LASTDAY(DATETIME("2024-03-11"), week)', '2024-03-17T00:00:00'],
    ['LASTDAY(DATETIME("2024-12-30"), week)', '2025-01-05T00:00:00'],
    ['LASTDAY(DATETIME("now"), day)', '2024-03-13T00:00:00'],
    ["lastday(dateadd(datetime('2018-01-01T00:00:00'), 1, month), month)", '2018-02-28T00:00:00'],
    [
      'DATEADD(DATETIME("2024-01-01"), DATEDIFF(DATETIME("2024-01-01"), DATETIME("2024-03-01")), day)',
      '2024-03-01T00:00:00',
    ],
    [
      'DATEADD(DATETIME("2000-01-01"), DATEDIFF(DATETIME("2020-06-01"), DATETIME("2024-01-01"), year), year)',
      '2004-01-01T00:00:00',
    ],
    [
      'DATEADD(DATETIME("2024-03-10"), DATEDIFF(DATETIME("2024-03-02T12:00:00"), DATETIME("2024-03-01")), day)',
      '2024-03-08T00:00:00',
    ],
    ["holiday('Labor day', datetime('2018-01-01T00:00:00'))", '2018-09-03T00:00:00'],
    ['HOLIDAY("christmas")', '2024-12-25T00:00:00'],
    ['HOLIDAY("Christmas", DATETIME("2020-05-05"), "us",)', '2020-12-25T00:00:00'],
    ['DATEADD(HOLIDAY("Thanksgiving", DATETIME("2023-06-01")), 1, day)', '2023-11-24T00:00:00'],
  ])('%s is %s', (expression, expected) => {
    expect(evaluate(expression)).toBe(expected);
  });

  it('rejects a holiday of a country without a table', () => {
    expect(() => evaluate('HOLIDAY("Christmas", "UK")')).toThrow(
      'Holidays are not available for country [UK]',
    );
  });
});
