import type { QueryContext, QueryObject } from '@meridian/core';
import type { QueryFormData } from '../form-data/schemas';
import { buildQueryObject, type BuildQueryObjectOptions } from './build-query-object';
import { mergeExtraFormData } from './filters';

const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;
type DatasourceType = (typeof DATASOURCE_TYPES)[number];

/** "22__table" -> {id: 22, type: "table"}. */
export function parseDatasourceKey(key: string): { id: number; type: DatasourceType } {
  const [id, type] = key.split('__');
  const datasourceType = DATASOURCE_TYPES.find((t) => t === type) ?? 'table';
  return { id: Number(id), type: datasourceType };
}

/**
 * A query context from form data: dashboard overrides merged, the base query object built, then
 * handed to the plugin to shape into one or more query objects (Superset's buildQueryContext).
 */
export function buildQueryContext<F extends QueryFormData>(
  formData: F,
  buildQueries: (baseQueryObject: QueryObject, mergedFormData: F) => QueryObject[] = (base) => [base],
  options: BuildQueryObjectOptions = {},
): QueryContext {
  const merged = mergeExtraFormData(formData);
  return {
    datasource: parseDatasourceKey(formData.datasource),
    force: formData.force ?? false,
    queries: buildQueries(buildQueryObject(merged, options), merged),
    form_data: formData,
    result_format: formData.result_format ?? 'json',
    result_type: formData.result_type ?? 'full',
  };
}
