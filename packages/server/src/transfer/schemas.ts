import { z } from 'zod';

/** Superset's export format version; metadata.yaml must carry it. */
export const EXPORT_VERSION = '1.0.0';

const nullableString = z.string().nullish();
const nullableBool = z.boolean().nullish();
const nullableInt = z.number().int().nullish();
const jsonMap = z.record(z.string(), z.unknown());
/** A map, or a JSON text of one (Superset writes `extra` both ways). */
const mapOrText = z.union([jsonMap, z.string()]).nullish();

/** metadata.yaml: version, type and timestamp. */
export const metadataYamlSchema = z.looseObject({
  version: z.literal(EXPORT_VERSION, { message: `Must be equal to ${EXPORT_VERSION}.` }),
  type: z.string().optional(),
  timestamp: z.string().optional(),
});

/** databases/<name>.yaml (ImportV1DatabaseSchema). */
export const databaseYamlSchema = z.looseObject({
  database_name: z.string().min(1),
  sqlalchemy_uri: z.string().min(1),
  password: nullableString,
  encrypted_extra: nullableString,
  cache_timeout: nullableInt,
  expose_in_sqllab: nullableBool,
  allow_run_async: nullableBool,
  allow_ctas: nullableBool,
  allow_cvas: nullableBool,
  allow_dml: nullableBool,
  allow_csv_upload: nullableBool,
  allow_file_upload: nullableBool,
  impersonate_user: nullableBool,
  extra: mapOrText,
  uuid: z.guid(),
  version: z.string(),
  is_managed_externally: nullableBool,
  external_url: nullableString,
});
export type DatabaseYaml = z.infer<typeof databaseYamlSchema>;

/** A column of a dataset file. */
export const columnYamlSchema = z.looseObject({
  column_name: z.string().min(1),
  verbose_name: nullableString,
  is_dttm: nullableBool,
  is_active: nullableBool,
  type: nullableString,
  advanced_data_type: nullableString,
  groupby: nullableBool,
  filterable: nullableBool,
  expression: nullableString,
  description: nullableString,
  python_date_format: nullableString,
  extra: mapOrText,
});

/** A metric of a dataset file. */
export const metricYamlSchema = z.looseObject({
  metric_name: z.string().min(1),
  verbose_name: nullableString,
  metric_type: nullableString,
  expression: z.string().min(1),
  description: nullableString,
  d3format: nullableString,
  currency: z.union([jsonMap, z.string()]).nullish(),
  extra: mapOrText,
  warning_text: nullableString,
});

/** datasets/<db>/<table>.yaml (ImportV1DatasetSchema). */
export const datasetYamlSchema = z.looseObject({
  table_name: z.string().min(1),
  main_dttm_col: nullableString,
  description: nullableString,
  default_endpoint: nullableString,
  offset: nullableInt,
  cache_timeout: nullableInt,
  schema: nullableString,
  catalog: nullableString,
  sql: nullableString,
  params: z.unknown().optional(),
  template_params: mapOrText,
  filter_select_enabled: nullableBool,
  fetch_values_predicate: nullableString,
  extra: mapOrText,
  uuid: z.guid(),
  columns: z.array(columnYamlSchema).default([]),
  metrics: z.array(metricYamlSchema).default([]),
  version: z.string(),
  database_uuid: z.guid(),
  data: nullableString,
  is_managed_externally: nullableBool,
  external_url: nullableString,
  normalize_columns: nullableBool,
  always_filter_main_dttm: nullableBool,
});
export type DatasetYaml = z.infer<typeof datasetYamlSchema>;

/** charts/<name>_<id>.yaml (ImportV1ChartSchema); params and query_context kept as written, any viz_type. */
export const chartYamlSchema = z.looseObject({
  slice_name: z.string().min(1),
  description: nullableString,
  certified_by: nullableString,
  certification_details: nullableString,
  viz_type: z.string().min(1),
  params: z.union([jsonMap, z.string()]).nullish(),
  query_context: z.union([z.string(), jsonMap]).nullish(),
  cache_timeout: nullableInt,
  uuid: z.guid(),
  version: z.string(),
  dataset_uuid: z.guid(),
  is_managed_externally: nullableBool,
  external_url: nullableString,
});
export type ChartYaml = z.infer<typeof chartYamlSchema>;

/** dashboards/<title>_<id>.yaml (ImportV1DashboardSchema). */
export const dashboardYamlSchema = z.looseObject({
  dashboard_title: z.string().min(1),
  description: nullableString,
  css: nullableString,
  slug: nullableString,
  uuid: z.guid(),
  position: jsonMap.nullish(),
  metadata: jsonMap.nullish(),
  version: z.string(),
  is_managed_externally: nullableBool,
  external_url: nullableString,
  certified_by: nullableString,
  certification_details: nullableString,
  published: nullableBool,
});
export type DashboardYaml = z.infer<typeof dashboardYamlSchema>;

/** An annotation of a layer file. */
export const annotationYamlSchema = z.looseObject({
  short_descr: z.string().min(1),
  long_descr: nullableString,
  start_dttm: z.string().min(1),
  end_dttm: z.string().min(1),
  json_metadata: mapOrText,
});

/** annotation_layers/<name>_<id>.yaml: Meridian's own (issue 20); Superset's exports have none. */
export const annotationLayerYamlSchema = z.looseObject({
  uuid: z.guid(),
  name: z.string().min(1).max(250),
  descr: nullableString,
  annotations: z.array(annotationYamlSchema).default([]),
  version: z.string().optional(),
});
export type AnnotationLayerYaml = z.infer<typeof annotationLayerYamlSchema>;

/** The kinds of object files, by their first folder. */
export type ObjectKind = 'databases' | 'datasets' | 'charts' | 'dashboards';

/** The schema of each kind of file. */
export const SCHEMA_OF = {
  databases: databaseYamlSchema,
  datasets: datasetYamlSchema,
  charts: chartYamlSchema,
  dashboards: dashboardYamlSchema,
} as const;
