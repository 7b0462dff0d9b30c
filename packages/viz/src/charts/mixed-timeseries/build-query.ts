import type { QueryContext } from '@meridian/core';
import { buildQueryContext } from '../../query/build-query-context';
import { timeseriesQueryObject } from '../timeseries/build-query';
import { queryAFormData, queryBFormData, type MixedFormData } from './form-data';

/** Two time-series queries on one x-axis: A from the plain keys, B from the _b keys (pure). */
export function buildMixedQuery(formData: MixedFormData): QueryContext {
  const [a, b] = [queryAFormData(formData), queryBFormData(formData)].map((fd) =>
    buildQueryContext(fd, (base, merged) => [timeseriesQueryObject(base, merged)]),
  );
  if (!a || !b) throw new Error('The mixed chart builds two queries');
  // The annotation layers are drawn from query A's data: query B does not fetch them again.
  const queriesB = b.queries.map((query) => ({ ...query, annotation_layers: [] }));
  return { ...a, form_data: formData, queries: [...a.queries, ...queriesB] };
}
