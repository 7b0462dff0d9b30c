import type { Dataset, DatasetColumn, DatasetMetric } from '@meridian/core';

type FixtureColumn = Dataset['columns'][number];
type FixtureMetric = Dataset['metrics'][number];

/** A dataset column for tests; unspecified fields take the schema's defaults. */
export function fixtureColumn(
  column: Partial<DatasetColumn> & { column_name: string },
  id = 1,
): FixtureColumn {
  return {
    id,
    uuid: `col-${id}`,
    verbose_name: null,
    description: null,
    expression: null,
    type: 'VARCHAR',
    type_generic: 'STRING',
    is_dttm: false,
    groupby: true,
    filterable: true,
    is_active: true,
    python_date_format: null,
    advanced_data_type: null,
    extra: null,
    ...column,
  };
}

/** A saved metric for tests. */
export function fixtureMetric(
  metric: Partial<DatasetMetric> & { metric_name: string; expression: string },
  id = 1,
): FixtureMetric {
  return {
    id,
    uuid: `metric-${id}`,
    verbose_name: null,
    description: null,
    metric_type: null,
    d3format: null,
    currency: null,
    warning_text: null,
    extra: null,
    ...metric,
  };
}

/** The `sales` dataset of the examples, reduced: a string, a number, an integer, a boolean, a date and a calculated column. */
export const SALES_DATASET: Dataset = {
  id: 2,
  uuid: 'sales',
  datasource_type: 'table',
  database: { id: 1, database_name: 'examples', backend: 'sqlite' },
  schema: 'main',
  table_name: 'sales',
  sql: null,
  kind: 'physical',
  main_dttm_col: 'order_date',
  description: null,
  cache_timeout: null,
  offset: 0,
  default_endpoint: null,
  filter_select_enabled: true,
  fetch_values_predicate: null,
  extra: null,
  template_params: null,
  normalize_columns: false,
  always_filter_main_dttm: false,
  is_managed_externally: false,
  external_url: null,
  is_sqllab_view: false,
  owners: [],
  columns: [
    fixtureColumn({ column_name: 'region' }, 1),
    fixtureColumn({ column_name: 'amount', type: 'DOUBLE', type_generic: 'NUMERIC' }, 2),
    fixtureColumn({ column_name: 'quantity', type: 'INTEGER', type_generic: 'NUMERIC' }, 3),
    fixtureColumn({ column_name: 'is_online', type: 'BOOLEAN', type_generic: 'BOOLEAN' }, 4),
    fixtureColumn(
      { column_name: 'order_date', type: 'TIMESTAMP', type_generic: 'TEMPORAL', is_dttm: true },
      5,
    ),
    fixtureColumn(
      { column_name: 'big_order', type: null, type_generic: null, expression: 'amount > 100' },
      6,
    ),
  ],
  metrics: [fixtureMetric({ metric_name: 'count', expression: 'COUNT(*)' }, 1)],
  select_star: 'SELECT * FROM sales LIMIT 100',
  url: '/explore/?datasource_type=table&datasource_id=2',
  created_on: '2024-01-01T00:00:00',
  changed_on: '2024-01-01T00:00:00',
  changed_by_name: null,
};
