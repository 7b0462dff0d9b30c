import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import type { DeckMultiFormData } from './form-data';

/**
 * One row counting the dataset's rows: the layers are the saved charts' own queries, which the renderer runs
 * (Superset's server runs each sub-chart instead). The count keeps the chart from reading as empty (pure).
 */
export function buildDeckMultiQuery(formData: DeckMultiFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' }],
      orderby: [],
      row_limit: 1,
    },
  ]);
}
