import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import { normalizeTimeColumn } from '../../query/normalize-time-column';
import { getXAxisColumn } from '../../query/x-axis';
import type { WaterfallFormData } from './form-data';

/** The x-axis (at the time grain) and the breakdown, both ascending (Superset's waterfall buildQuery). */
export function buildWaterfallQuery(formData: WaterfallFormData): QueryContext {
  const xAxis = getXAxisColumn(formData);
  const columns = [...(xAxis === undefined ? [] : [xAxis]), ...formData.groupby];
  return buildQueryContext(formData, (base) => [
    normalizeTimeColumn(formData, { ...base, columns, orderby: columns.map((c) => [c, true]) }),
  ]);
}
