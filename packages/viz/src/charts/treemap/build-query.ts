import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import { hierarchyOrderBy } from '../../query/hierarchy-order';
import type { TreemapFormData } from './form-data';

/** Metric by the levels; with a row limit, ordered by the metric (sort_by_metric) then each level (pure). */
export function buildTreemapQuery(formData: TreemapFormData): QueryContext {
  const orderby = hierarchyOrderBy(formData, formData.groupby);
  return buildQueryContext(formData, (base) => [{ ...base, ...(orderby.length ? { orderby } : {}) }]);
}
