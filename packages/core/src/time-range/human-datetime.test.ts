import { describe, expect, it } from 'vitest';
import { parseAbsoluteDatetime, parseHumanDatetime } from './human-datetime';
import { NOW } from './test-helpers';
import { toWallClock } from './wall-clock';

const context = { now: toWallClock(NOW), timezone: undefined };
const read = (text: string): string => parseHumanDatetime(text, context).format('YYYY-MM-DDTHH:mm:ss.SSS');

describe('parseHumanDatetime on Wednesday 2024-03-13 14:37:52', () => {
  it.each([
    ['now', '2024-03-13T14:37:52.000'],
    ['  Now  ', '2024-03-13T14:37:52.000'],
    ['today', '2024-03-13T00:00:00.000'],
    ['yesterday', '2024-03-12T00:00:00.000'],
    ['TOMORROW', '2024-03-14T00:00:00.000'],
    ['3 days ago', '2024-03-10T00:00:00.000'],
    ['1 day later', '2024-03-14T00:00:00.000'],
    ['2 hours ago', '2024-03-13T12:37:52.000'],
    ['an hour from now', '2024-03-13T15:37:52.000'],
    ['in 10 minutes', '2024-03-13T14:47:52.000'],
    ['twelve months ago', '2023-03-13T00:00:00.000'],
    ['1 quarter ago', '2023-12-13T00:00:00.000'],
    ['14 days before', '2024-02-28T00:00:00.000'],
    ['2024-03-13T09:08:07.5', '2024-03-13T09:08:07.500'],
    ['2024-3-5', '2024-03-05T00:00:00.000'],
    ['2024.03.05 7:05', '2024-03-05T07:05:00.000'],
    ['12/31/2023', '2023-12-31T00:00:00.000'],
    ['December 31st 2023', '2023-12-31T00:00:00.000'],
    ['31 Dec. 2023 23:59:59', '2023-12-31T23:59:59.000'],
    ['2024-03-13T23:30:00-01:00', '2024-03-14T00:30:00.000'],
  ])('reads %j as %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each(['', 'soon', 'constructor', '2024-02-30', '13/01/2024', '2024-03-13T10:61', 'Smarch 1 2024'])(
    'rejects %j',
    (text) => {
      expect(() => read(text)).toThrow(`Cannot parse time string [${text}]`);
    },
  );

  it.each(['5 days', ' 1 year ', '3 Quarters'])('calls %j ambiguous', (text) => {
    expect(() => read(text)).toThrow(
      `Time string is ambiguous. Please specify [${text} ago] or [${text} later].`,
    );
  });
});

describe('parseAbsoluteDatetime', () => {
  it('converts an offset into the wall clock of the zone', () => {
    expect(parseAbsoluteDatetime('2024-03-13T12:00:00Z', 'Europe/Paris')?.format('YYYY-MM-DDTHH:mm:ss')).toBe(
      '2024-03-13T13:00:00',
    );
  });

  it('leaves relative words to the caller', () => {
    expect(parseAbsoluteDatetime('today', undefined)).toBeNull();
  });
});
