import { AppError } from '../../errors';
import type { Column, Frame } from './frame';
import { topLabel } from './frame';

/** A 400 for a post-processing request that cannot run (Superset's InvalidPostProcessingError). */
export function postProcessingError(message: string): AppError {
  return new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', message);
}

/** Superset's message when an option names a column the frame does not have. */
export const MISSING_COLUMNS_MESSAGE = 'Referenced columns not available in DataFrame.';

/**
 * Superset's `validate_column_args`: every name must be a first-level column label
 * (the metric level after a pivot). Index levels do not count, as in pandas.
 */
export function validateColumnArgs(frame: Frame, ...names: ReadonlyArray<string | null | undefined>[]): void {
  const labels = new Set(frame.columns.map(topLabel));
  for (const list of names) {
    for (const name of list) {
      if (name !== null && name !== undefined && !labels.has(name)) {
        throw postProcessingError(MISSING_COLUMNS_MESSAGE);
      }
    }
  }
}

/** The one data column whose first-level label is `label`; fails like Superset when there is none. */
export function requireColumn(frame: Frame, label: string): Column {
  const matches = frame.columns.filter((column) => topLabel(column) === label);
  const [match] = matches;
  if (match === undefined) throw postProcessingError(MISSING_COLUMNS_MESSAGE);
  if (matches.length > 1)
    throw postProcessingError(`Column ${label} is ambiguous in a pivoted frame; flatten first.`);
  return match;
}
