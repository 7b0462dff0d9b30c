import type { ControlFormData } from '../../controls/types';
import type { Validator } from '../../controls/validators';
import { getQueryMode } from './form-data';

/** Superset's message when an aggregate table has nothing to group or aggregate by, verbatim. */
export const AGGREGATE_NEEDS_VALUE = 'Group By, Metrics or Percentage Metrics must have a value';

/** The controls of which an aggregate table needs at least one (Superset's validateAggControlValues). */
const AGGREGATE_KEYS = ['groupby', 'metrics', 'percent_metrics'] as const;

/** The query mode of raw control values (the controls may hold anything while being edited). */
export function controlQueryMode(fd: ControlFormData): 'aggregate' | 'raw' {
  return getQueryMode({
    query_mode: fd['query_mode'] === 'raw' || fd['query_mode'] === 'aggregate' ? fd['query_mode'] : null,
    all_columns: Array.isArray(fd['all_columns']) ? fd['all_columns'] : null,
  });
}

// As Superset's ensureIsArray: null is empty, a lone value counts as one.
const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * In aggregate mode a table with neither dimensions, metrics nor percentage metrics has no query:
 * each of the three controls shows the message and the chart does not run.
 */
export const validateAggregateQuery: Validator = (_value, formData = {}) =>
  controlQueryMode(formData) === 'aggregate' && AGGREGATE_KEYS.every((key) => isEmpty(formData[key]))
    ? AGGREGATE_NEEDS_VALUE
    : null;
