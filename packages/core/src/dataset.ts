import { z } from 'zod';
import { GENERIC_TYPES } from './time-grains';

/** Certification and warnings kept in a column's or metric's `extra` JSON text. */
export const certificationExtraSchema = z.object({
  /** Who certified it. */
  certification: z
    .object({ certified_by: z.string().nullable().optional(), details: z.string().nullable().optional() })
    .optional(),
  /** Markdown warning shown beside it. */
  warning_markdown: z.string().nullable().optional(),
});

/** A dataset column: physical, or calculated when `expression` is set. */
export const datasetColumnSchema = z.object({
  /** Column id; absent for a new column. */
  id: z.number().int().optional(),
  /** Stable id across exports. */
  uuid: z.string().optional(),
  /** Name in the table, or the label of a calculated column. */
  column_name: z.string().trim().min(1, 'This field is required').max(255),
  /** Display name. */
  verbose_name: z.string().nullable().default(null),
  /** Description shown in tooltips. */
  description: z.string().nullable().default(null),
  /** SQL expression of a calculated column; empty for physical columns. */
  expression: z.string().nullable().default(null),
  /** Native type. */
  type: z.string().nullable().default(null),
  /** Generic type (STRING, NUMERIC, TEMPORAL, BOOLEAN). */
  type_generic: z.enum(GENERIC_TYPES).nullable().default(null),
  /** Whether the column is temporal. */
  is_dttm: z.boolean().default(false),
  /** Whether it can be grouped by. */
  groupby: z.boolean().default(true),
  /** Whether it can be filtered on. */
  filterable: z.boolean().default(true),
  /** Whether the column still exists in the table. */
  is_active: z.boolean().default(true),
  /** Date format of string columns holding dates (e.g. %Y-%m-%d), or epoch_s / epoch_ms. */
  python_date_format: z.string().nullable().default(null),
  /** Advanced data type name. */
  advanced_data_type: z.string().nullable().default(null),
  /** JSON text with certification and warning_markdown. */
  extra: z.string().nullable().default(null),
});
export type DatasetColumn = z.infer<typeof datasetColumnSchema>;

/** A saved metric of a dataset. */
export const datasetMetricSchema = z.object({
  /** Metric id; absent for a new metric. */
  id: z.number().int().optional(),
  /** Stable id across exports. */
  uuid: z.string().optional(),
  /** Name used in form data. */
  metric_name: z.string().trim().min(1, 'This field is required').max(255),
  /** Display name. */
  verbose_name: z.string().nullable().default(null),
  /** Description shown in tooltips. */
  description: z.string().nullable().default(null),
  /** Aggregate SQL expression, e.g. SUM(num). */
  expression: z.string().trim().min(1, 'This field is required'),
  /** Kind of metric (count, sum…) when known. */
  metric_type: z.string().nullable().default(null),
  /** d3 number format of its values. */
  d3format: z.string().nullable().default(null),
  /** Currency JSON text ({symbol, symbolPosition}). */
  currency: z.string().nullable().default(null),
  /** Warning shown beside the metric. */
  warning_text: z.string().nullable().default(null),
  /** JSON text with certification and warning_markdown. */
  extra: z.string().nullable().default(null),
});
export type DatasetMetric = z.infer<typeof datasetMetricSchema>;

/** An owner as datasets list them. */
export const ownerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
});
export type Owner = z.infer<typeof ownerSchema>;

/** The database a dataset reads from, as datasets show it. */
export const datasetDatabaseSchema = z.object({
  id: z.number().int(),
  database_name: z.string(),
  backend: z.string(),
});

/** Physical datasets read a table; virtual ones run their SQL. */
export const datasetKindSchema = z.enum(['physical', 'virtual']);

/** Settings of a dataset that the edit modal changes. */
const datasetSettings = {
  /** Default temporal column. */
  main_dttm_col: z.string().nullable(),
  /** Description. */
  description: z.string().nullable(),
  /** Seconds results stay cached; null uses the database's. */
  cache_timeout: z.number().int().min(-1).nullable(),
  /** Hours to shift temporal values by. */
  offset: z.number().int(),
  /** URL to open instead of explore. */
  default_endpoint: z.string().nullable(),
  /** Whether filters offer a select of values. */
  filter_select_enabled: z.boolean(),
  /** WHERE clause applied when fetching filter values. */
  fetch_values_predicate: z.string().nullable(),
  /** JSON text: certification, warning_markdown, disallow_adhoc_metrics. */
  extra: z.string().nullable(),
  /** Jinja template parameters JSON text. */
  template_params: z.string().nullable(),
  /** Whether column names are normalized by the engine. */
  normalize_columns: z.boolean(),
  /** Whether the main datetime column is always filtered. */
  always_filter_main_dttm: z.boolean(),
  /** Whether an external system owns it (read-only here). */
  is_managed_externally: z.boolean(),
  /** Link to the external system. */
  external_url: z.string().nullable(),
};

/** A dataset as `GET /api/v1/dataset/{id}` answers it. */
export const datasetSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** Always "table" (Superset's datasource type of datasets). */
  datasource_type: z.literal('table'),
  database: datasetDatabaseSchema,
  schema: z.string().nullable(),
  table_name: z.string(),
  /** SQL of a virtual dataset, or null. */
  sql: z.string().nullable(),
  kind: datasetKindSchema,
  ...datasetSettings,
  is_sqllab_view: z.boolean(),
  owners: z.array(ownerSchema),
  columns: z.array(datasetColumnSchema.extend({ id: z.number().int(), uuid: z.string() })),
  metrics: z.array(datasetMetricSchema.extend({ id: z.number().int(), uuid: z.string() })),
  /** `SELECT * FROM table LIMIT 100`, quoted for the engine. */
  select_star: z.string(),
  /** Explore URL of the dataset. */
  url: z.string(),
  created_on: z.string(),
  changed_on: z.string(),
  changed_by_name: z.string().nullable(),
});
export type Dataset = z.infer<typeof datasetSchema>;

/** A row of the dataset list. */
export const datasetListItemSchema = datasetSchema.pick({
  id: true,
  uuid: true,
  table_name: true,
  schema: true,
  kind: true,
  sql: true,
  database: true,
  owners: true,
  description: true,
  extra: true,
  changed_on: true,
  changed_by_name: true,
  url: true,
  is_managed_externally: true,
});
export type DatasetListItem = z.infer<typeof datasetListItemSchema>;

/** Body of `POST /api/v1/dataset/`: a table in a schema, or SQL for a virtual dataset. */
export const datasetCreateSchema = z.object({
  /** Database id. */
  database: z.number().int().positive(),
  /** Schema of the table (or default schema of the SQL). */
  schema: z.string().nullable().default(null),
  /** Table name, or the name of a virtual dataset. */
  table_name: z.string().trim().min(1, 'This field is required').max(250),
  /** SQL of a virtual dataset. */
  sql: z.string().trim().min(1).nullable().default(null),
  /** Owner user ids; the creator is added. */
  owners: z.array(z.number().int()).default([]),
  is_managed_externally: z.boolean().default(false),
  external_url: z.string().nullable().default(null),
  /** Stable id across exports; generated when absent. */
  uuid: z.uuid().optional(),
});
export type DatasetCreate = z.infer<typeof datasetCreateSchema>;

/** Body of `PUT /api/v1/dataset/{id}`: any subset; `columns`/`metrics` replace the lists (id keeps, absent deletes). */
export const datasetUpdateSchema = z
  .object({
    database: z.number().int().positive(),
    schema: z.string().nullable(),
    table_name: z.string().trim().min(1, 'This field is required').max(250),
    sql: z.string().nullable(),
    ...datasetSettings,
    owners: z.array(z.number().int()),
    columns: z.array(datasetColumnSchema),
    metrics: z.array(datasetMetricSchema),
  })
  .partial();
export type DatasetUpdate = z.infer<typeof datasetUpdateSchema>;

/** Messages of dataset editing, verbatim from the spec. */
export const DATASET_MESSAGES = {
  saved: 'The dataset has been saved',
  confirmSave: 'Are you sure you want to save and apply changes?',
  managedExternally: "This dataset is managed externally, and can't be edited in Superset",
  mustBeOwner:
    'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.',
  saveErrorTitle: 'Error',
  genericError: 'An error has occurred',
} as const;
