import type { QueryContext, QueryObject } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import { normalizeOrderBy } from '../../query/build-query-object';
import {
  compactSteps,
  contributionOperator,
  flattenOperator,
  isTimeComparison,
  pivotOperator,
  prophetOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  sortOperator,
  timeCompareOperator,
  type AnalyticsFormData,
} from '../../query/operators';
import { baseAxisColumn, getXAxisColumn } from '../../query/x-axis';
import type { TimeseriesFormData } from './form-data';

/**
 * One time-series query: the x-axis (BASE_AXIS, with the time grain) and dimensions as columns,
 * then pivot -> rolling -> compare -> resample -> rename -> contribution -> sort -> flatten ->
 * prophet, as Superset orders them. Shared with the mixed chart, which builds two.
 */
export function timeseriesQueryObject(base: QueryObject, formData: AnalyticsFormData): QueryObject {
  const xAxis = getXAxisColumn(formData);
  const groupby = formData.groupby ?? [];
  const timeOffsets = isTimeComparison(formData) ? [...(formData.time_compare ?? [])] : [];
  const query: QueryObject = {
    ...base,
    columns: [...(xAxis ? [baseAxisColumn(xAxis, formData.time_grain_sqla)] : []), ...groupby],
    series_columns: groupby,
    orderby: normalizeOrderBy(base),
    time_offsets: timeOffsets,
  };
  return {
    ...query,
    post_processing: compactSteps([
      pivotOperator(formData, query),
      rollingWindowOperator(formData, query),
      timeCompareOperator(formData, query),
      resampleOperator(formData),
      renameOperator(formData, query),
      contributionOperator(formData, timeOffsets),
      sortOperator(formData, query),
      flattenOperator(),
      prophetOperator(formData),
    ]),
  };
}

/** Form data -> query context of a time-series chart (pure). */
export function buildTimeseriesQuery(formData: TimeseriesFormData): QueryContext {
  return buildQueryContext(formData, (base, merged) => [timeseriesQueryObject(base, merged)]);
}
