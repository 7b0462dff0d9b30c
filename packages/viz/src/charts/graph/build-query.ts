import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { GraphFormData } from './form-data';

/** The metric by source, target and their categories (Superset's graph_chart buildQuery). */
export function buildGraphQuery(formData: GraphFormData): QueryContext {
  const columns = [
    formData.source,
    formData.target,
    formData.source_category,
    formData.target_category,
  ].filter((c) => c !== null);
  return buildQueryContext(formData, (base) => [{ ...base, columns }]);
}
