import type { Dataset } from '@meridian/core';

/** Superset's legacy datasource JSON (`/datasource/get/`, `/datasource/save/`, `fetch_datasource_metadata`). */
export function legacyDatasource(dataset: Dataset): Record<string, unknown> {
  const verboseMap: Record<string, string> = { __timestamp: 'Time' };
  for (const column of dataset.columns)
    verboseMap[column.column_name] = column.verbose_name ?? column.column_name;
  for (const metric of dataset.metrics)
    verboseMap[metric.metric_name] = metric.verbose_name ?? metric.metric_name;
  return {
    ...dataset,
    type: 'table',
    uid: `${dataset.id}__table`,
    datasource_name: dataset.table_name,
    name: dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name,
    column_types: dataset.columns.map((c) => typeCode(c.type_generic)),
    column_formats: Object.fromEntries(
      dataset.metrics.filter((m) => m.d3format).map((m) => [m.metric_name, m.d3format]),
    ),
    verbose_map: verboseMap,
    filter_select: dataset.filter_select_enabled,
    edit_url: `/tablemodelview/edit/${dataset.id}`,
    health_check_message: null,
    order_by_choices: dataset.columns.flatMap((c) => [
      [JSON.stringify([c.column_name, true]), `${c.column_name} [asc]`],
      [JSON.stringify([c.column_name, false]), `${c.column_name} [desc]`],
    ]),
  };
}

/** Superset's numeric generic type codes: 0 numeric, 1 string, 2 temporal, 3 boolean. */
function typeCode(generic: Dataset['columns'][number]['type_generic']): number | null {
  switch (generic) {
    case 'NUMERIC':
      return 0;
    case 'STRING':
      return 1;
    case 'TEMPORAL':
      return 2;
    case 'BOOLEAN':
      return 3;
    default:
      return null;
  }
}
