import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import { normalizeOrderBy } from '../../query/build-query-object';
import { isRawMode, type HandlebarsFormData } from './form-data';

/**
 * The base query with its ordering normalised (Superset's buildQuery); include_time adds the time column at the time
 * grain as __timestamp in aggregate mode (pure).
 */
export function buildHandlebarsQuery(formData: HandlebarsFormData): QueryContext {
  const queryMode = isRawMode(formData) ? 'raw' : 'aggregate';
  return buildQueryContext({ ...formData, query_mode: queryMode }, (base) => [
    {
      ...base,
      orderby: normalizeOrderBy(base),
      ...(formData.include_time && queryMode === 'aggregate' && formData.granularity_sqla
        ? { is_timeseries: true, granularity: formData.granularity_sqla }
        : {}),
    },
  ]);
}
