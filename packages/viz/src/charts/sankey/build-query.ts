import type { QueryContext } from '@meridian/core';
import type { FormColumn } from '../../form-data/schemas';
import { buildQueryContext } from '../../query/build-query-context';
import { hierarchyOrderBy } from '../../query/hierarchy-order';
import type { SankeyFormData } from './form-data';

/** The metric by source and target; with a row limit, ordered by the metric (sort_by_metric), source, target (pure). */
export function buildSankeyQuery(formData: SankeyFormData): QueryContext {
  const columns = [formData.source, formData.target].filter((c): c is FormColumn => Boolean(c));
  const orderby = hierarchyOrderBy(formData, columns);
  return buildQueryContext(formData, (base) => [
    { ...base, columns, ...(orderby.length ? { orderby } : {}) },
  ]);
}
