import type { Generated } from 'kysely';

/** Accounts; booleans are stored as 0/1 so SQLite and PostgreSQL share one code path. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  active: number;
  created_on: string;
  changed_on: string;
  last_login: string | null;
  login_count: number;
}

/** Roles: named sets of permissions. */
export interface RolesTable {
  id: Generated<number>;
  name: string;
}

/** Permission-resource pairs (Superset's permission_view). */
export interface PermissionsTable {
  id: Generated<number>;
  action: string;
  resource: string;
}

/** Which user holds which role. */
export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

/** Which role holds which permission. */
export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

/** Browser sessions; the cookie holds a token whose SHA-256 is the id. */
export interface SessionsTable {
  id: string;
  user_id: number;
  csrf_token: string;
  created_on: string;
  expires_on: string;
}

/** Generic key-value entries (permalinks and other small state). */
export interface KeyValueTable {
  id: Generated<number>;
  resource: string;
  uuid: string;
  value: string;
  created_on: string;
  created_by_fk: number | null;
  expires_on: string | null;
}

/** Superset's activity log: views of dashboards and charts. */
export interface LogsTable {
  id: Generated<number>;
  /** `dashboard` or `explore`. */
  action: string;
  user_id: number | null;
  dashboard_id: number | null;
  slice_id: number | null;
  json: string | null;
  /** When (ISO). */
  dttm: string;
}

/** The metadata database. */
export interface MetadataDb {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  user_roles: UserRolesTable;
  role_permissions: RolePermissionsTable;
  sessions: SessionsTable;
  key_value: KeyValueTable;
  logs: LogsTable;
  dbs: DbsTable;
  tables: TablesTable;
  table_columns: TableColumnsTable;
  sql_metrics: SqlMetricsTable;
  dataset_owners: DatasetOwnersTable;
  slices: SlicesTable;
}

/** Database connections. */
export interface DbsTable {
  id: Generated<number>;
  uuid: string;
  database_name: string;
  /** URI without its password. */
  sqlalchemy_uri: string;
  /** AES-GCM ciphertext of the password, or null. */
  password_encrypted: string | null;
  configuration_method: string;
  expose_in_sqllab: number;
  allow_run_async: number;
  allow_ctas: number;
  allow_cvas: number;
  allow_dml: number;
  allow_file_upload: number;
  impersonate_user: number;
  extra: string;
  cache_timeout: number | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** Datasets: physical (a table) or virtual (`sql`). */
export interface TablesTable {
  id: Generated<number>;
  uuid: string;
  database_id: number;
  schema: string | null;
  table_name: string;
  sql: string | null;
  main_dttm_col: string | null;
  description: string | null;
  default_endpoint: string | null;
  offset: number;
  cache_timeout: number | null;
  is_sqllab_view: number;
  template_params: string | null;
  filter_select_enabled: number;
  fetch_values_predicate: string | null;
  extra: string | null;
  normalize_columns: number;
  always_filter_main_dttm: number;
  is_managed_externally: number;
  external_url: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** Columns of datasets, physical or calculated (`expression`). */
export interface TableColumnsTable {
  id: Generated<number>;
  uuid: string;
  table_id: number;
  column_name: string;
  verbose_name: string | null;
  description: string | null;
  expression: string | null;
  type: string | null;
  is_dttm: number;
  groupby: number;
  filterable: number;
  is_active: number;
  python_date_format: string | null;
  advanced_data_type: string | null;
  extra: string | null;
}

/** Saved metrics of datasets. */
export interface SqlMetricsTable {
  id: Generated<number>;
  uuid: string;
  table_id: number;
  metric_name: string;
  verbose_name: string | null;
  description: string | null;
  expression: string;
  metric_type: string | null;
  d3format: string | null;
  currency: string | null;
  warning_text: string | null;
  extra: string | null;
}

/** Owners of datasets. */
export interface DatasetOwnersTable {
  table_id: number;
  user_id: number;
}

/** Charts (Superset's `slices`). */
export interface SlicesTable {
  id: Generated<number>;
  uuid: string;
  slice_name: string;
  viz_type: string;
  datasource_id: number | null;
  datasource_type: string | null;
  params: string | null;
  query_context: string | null;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: number;
  external_url: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** Chart tables added by migration 0004 (merged into the metadata database type). */
export interface MetadataDb {
  slice_owners: SliceOwnersTable;
  favstar: FavStarTable;
}

/** Owners of charts. */
export interface SliceOwnersTable {
  slice_id: number;
  user_id: number;
}

/** Favourites of users: a chart (`slice`) or a dashboard (`Dashboard`), as Superset names the classes. */
export interface FavStarTable {
  id: Generated<number>;
  user_id: number;
  /** `slice` or `Dashboard`. */
  class_name: string;
  /** Id of the chart or dashboard. */
  obj_id: number;
  /** When it was starred. */
  dttm: string;
}

/** Dashboard tables added by migration 0005 (merged into the metadata database type). */
export interface MetadataDb {
  dashboards: DashboardsTable;
  dashboard_slices: DashboardSlicesTable;
  dashboard_owners: DashboardOwnersTable;
  dashboard_roles: DashboardRolesTable;
}

/** Dashboards; layout and metadata are JSON text as Superset stores them. */
export interface DashboardsTable {
  id: Generated<number>;
  uuid: string;
  /** Title; never blank ("[ untitled dashboard ]" instead). */
  dashboard_title: string;
  /** Unique readable part of the address, or null. */
  slug: string | null;
  /** CSS of the page. */
  css: string | null;
  /** 1 when published (listed), 0 for a draft. */
  published: number;
  certified_by: string | null;
  certification_details: string | null;
  /** JSON text of the layout (components keyed by id and DASHBOARD_VERSION_KEY), or null. */
  position_json: string | null;
  /** JSON text of the metadata, without `positions`, or null. */
  json_metadata: string | null;
  is_managed_externally: number;
  external_url: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** Charts shown on dashboards: those referenced by the layout. */
export interface DashboardSlicesTable {
  dashboard_id: number;
  slice_id: number;
}

/** Owners of dashboards. */
export interface DashboardOwnersTable {
  dashboard_id: number;
  user_id: number;
}

/** Roles that may see a dashboard (none: access follows the charts' datasets). */
export interface DashboardRolesTable {
  dashboard_id: number;
  role_id: number;
}

/** SQL Lab tables added by migration 0006 (merged into the metadata database type). */
export interface MetadataDb {
  query: QueryTable;
  saved_query: SavedQueryTable;
  tab_state: TabStateTable;
}

/** SQL Lab runs (Superset's `query`): one row per execute call, the user's history. */
export interface QueryTable {
  id: Generated<number>;
  /** The editor's id of the run, unique. */
  client_id: string;
  database_id: number;
  user_id: number | null;
  /** pending, running, success, failed, stopped, timed_out. */
  status: string;
  tab_name: string | null;
  sql_editor_id: string | null;
  catalog: string | null;
  schema: string | null;
  /** The script as submitted. */
  sql: string;
  /** SQL that reads the result again (the last statement, or SELECT * of a created table). */
  select_sql: string | null;
  /** The last statement run. */
  executed_sql: string | null;
  limit: number | null;
  limiting_factor: string | null;
  select_as_cta: number;
  ctas_method: string | null;
  tmp_table_name: string | null;
  tmp_schema_name: string | null;
  /** 0-100. */
  progress: number;
  rows: number | null;
  error_message: string | null;
  /** Key of the stored result. */
  results_key: string | null;
  /** JSON text: progress text, columns, errors. */
  extra_json: string | null;
  /** Epoch ms. */
  start_time: number;
  /** Epoch ms. */
  end_time: number | null;
  changed_on: string;
}

/** Saved queries of SQL Lab. */
export interface SavedQueryTable {
  id: Generated<number>;
  uuid: string;
  /** Owner. */
  user_id: number | null;
  db_id: number;
  catalog: string | null;
  schema: string | null;
  label: string;
  description: string | null;
  sql: string;
  template_parameters: string | null;
  extra_json: string | null;
  /** Rows of the last run of this SQL on this database. */
  rows: number | null;
  /** ISO time of that run. */
  last_run: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** SQL Lab editor tabs of each user, kept across reloads. */
export interface TabStateTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  /** 1 for the user's active tab. */
  active: number;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  query_limit: number | null;
  /** client_id of the latest run. */
  latest_query_id: string | null;
  saved_query_id: number | null;
  hide_left_bar: number;
  created_on: string;
  changed_on: string;
}

/** Alerts & reports and annotation tables added by migration 0007 (merged into the metadata database type). */
export interface MetadataDb {
  report_schedule: ReportScheduleTable;
  report_recipient: ReportRecipientTable;
  report_schedule_user: ReportScheduleUserTable;
  report_execution_log: ReportExecutionLogTable;
  report_execution_claim: ReportExecutionClaimTable;
  annotation_layer: AnnotationLayerTable;
  annotation: AnnotationTable;
}

/** A report or alert schedule (Superset's `report_schedule`). */
export interface ReportScheduleTable {
  id: Generated<number>;
  /** Report or Alert. */
  type: string;
  name: string;
  description: string | null;
  context_markdown: string | null;
  email_subject: string | null;
  /** 1 when the scheduler runs it. */
  active: number;
  crontab: string;
  /** IANA zone the crontab is read in. */
  timezone: string;
  /** charts, dashboards or alerts_reports. */
  creation_method: string;
  chart_id: number | null;
  dashboard_id: number | null;
  /** Alerts: database of the SQL. */
  database_id: number | null;
  sql: string | null;
  validator_type: string | null;
  /** JSON text `{op, threshold}`. */
  validator_config_json: string | null;
  /** PNG, PDF, CSV or TEXT. */
  report_format: string;
  force_screenshot: number;
  /** Seconds. */
  working_timeout: number;
  /** Seconds. */
  grace_period: number;
  /** Days. */
  log_retention: number;
  /** JSON text (dashboard anchor, tabs, filter state). */
  extra_json: string;
  custom_width: number | null;
  /** ISO time of the last state change. */
  last_eval_dttm: string | null;
  last_state: string;
  last_value: number | null;
  last_value_row_json: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** Where a schedule sends: an email list or a webhook URL. */
export interface ReportRecipientTable {
  id: Generated<number>;
  report_schedule_id: number;
  /** Email or Webhook. */
  type: string;
  /** JSON text `{target, ccTarget?, bccTarget?}`. */
  recipient_config_json: string;
}

/** Owners of a schedule. */
export interface ReportScheduleUserTable {
  report_schedule_id: number;
  user_id: number;
}

/** One row per state a run went through (Superset's `report_execution_log`). */
export interface ReportExecutionLogTable {
  id: Generated<number>;
  report_schedule_id: number;
  /** Id of the run (its rows share it). */
  uuid: string;
  /** The cron instant of the run, ISO UTC. */
  scheduled_dttm: string;
  start_dttm: string | null;
  end_dttm: string | null;
  value: number | null;
  value_row_json: string | null;
  state: string;
  error_message: string | null;
}

/** The (schedule, cron instant) pairs a process has taken: the primary key makes each tick run once. */
export interface ReportExecutionClaimTable {
  report_schedule_id: number;
  /** ISO UTC. */
  scheduled_dttm: string;
  claimed_on: string;
}

/** A named set of annotations (Superset's `annotation_layer`). */
export interface AnnotationLayerTable {
  id: Generated<number>;
  /** Names the layer across servers in exports (migration 0009; the repository fills it on create). */
  uuid: string | null;
  name: string;
  descr: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** An event or interval of a layer. */
export interface AnnotationTable {
  id: Generated<number>;
  layer_id: number;
  /** Naive ISO time. */
  start_dttm: string;
  /** Naive ISO time. */
  end_dttm: string;
  short_descr: string;
  long_descr: string | null;
  /** JSON text. */
  json_metadata: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}
