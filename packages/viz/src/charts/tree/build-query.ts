import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { TreeFormData } from './form-data';

/** Id, parent and name columns with the metric (Superset's tree_chart buildQuery). */
export function buildTreeQuery(formData: TreeFormData): QueryContext {
  const columns = [formData.id, formData.parent, ...(formData.name === null ? [] : [formData.name])];
  return buildQueryContext(formData, (base) => [
    { ...base, columns, metrics: formData.metric === null ? [] : [formData.metric] },
  ]);
}
