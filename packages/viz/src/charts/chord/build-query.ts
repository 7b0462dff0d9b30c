import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { ChordFormData } from './form-data';

/** The metric by source and target, ordered by the metric when sort_by_metric (Superset's chord query). */
export function buildChordQuery(formData: ChordFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...formData.groupby, ...formData.columns],
      orderby: formData.sort_by_metric ? [[formData.metric, false]] : [],
    },
  ]);
}
