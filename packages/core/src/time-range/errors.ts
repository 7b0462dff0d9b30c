/** Why a time range could not be resolved. */
export type TimeRangeErrorKind =
  /** A text in DATETIME(...) or a side of the range is not a date. */
  | 'parse'
  /** A bare "N units" without "ago" or "later". */
  | 'ambiguous'
  /** A time shift is not "N units [ago|later]". */
  | 'delta'
  /** An expression does not follow the DATEADD/DATETRUNC/... grammar. */
  | 'syntax'
  /** The start is after the end. */
  | 'order'
  /** HOLIDAY(...) names no known holiday, or an unsupported country. */
  | 'holiday'
  /** The caller's time zone is not an IANA name. */
  | 'timezone';

/** An unresolvable time range; `message` is what the time-range popover shows. */
export class TimeRangeError extends Error {
  /** Why the range could not be resolved. */
  readonly kind: TimeRangeErrorKind;

  constructor(kind: TimeRangeErrorKind, message: string) {
    super(message);
    this.name = 'TimeRangeError';
    this.kind = kind;
  }
}

/** Superset's wording of each error (superset/commands/chart/exceptions.py, date_parser.py). */
export const timeRangeErrors = {
  /** "From date cannot be larger than to date". */
  order: () => new TimeRangeError('order', 'From date cannot be larger than to date'),
  /** A text that is no date. */
  parse: (text: string) => new TimeRangeError('parse', `Cannot parse time string [${text}]`),
  /** A bare "N units". */
  ambiguous: (text: string) =>
    new TimeRangeError(
      'ambiguous',
      `Time string is ambiguous. Please specify [${text} ago] or [${text} later].`,
    ),
  /** A time shift that is no "N units". */
  delta: (text: string) =>
    new TimeRangeError('delta', `Time delta is ambiguous. Please specify [${text} ago] or [${text} later].`),
  /** An expression that breaks the grammar, with what was expected where (1-based). */
  syntax: (expression: string, expected: string, position: number) =>
    new TimeRangeError(
      'syntax',
      `Cannot parse time expression [${expression}]: expected ${expected} at position ${position + 1}`,
    ),
  /** HOLIDAY(...) with an unknown name. */
  holiday: (name: string) => new TimeRangeError('holiday', `Unable to find such a holiday: [${name}]`),
  /** HOLIDAY(...) for a country without a holiday table. */
  holidayCountry: (country: string) =>
    new TimeRangeError('holiday', `Holidays are not available for country [${country}]`),
  /** An unknown time zone. */
  timezone: (zone: string) => new TimeRangeError('timezone', `Unknown time zone [${zone}]`),
};
