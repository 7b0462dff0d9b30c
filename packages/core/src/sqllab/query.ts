import { z } from 'zod';
import { CLIENT_ID_MAX_LENGTH, SQL_MAX_ROW, SQLLAB_MAX_SQL_LENGTH, DISPLAY_MAX_ROW } from './constants';

/** States of a SQL Lab query (Superset's QueryStatus). */
export const QUERY_STATES = [
  'pending',
  'running',
  'success',
  'failed',
  'stopped',
  'timed_out',
  'scheduled',
  'fetching',
] as const;
/** State of a SQL Lab query. */
export type QueryState = (typeof QUERY_STATES)[number];

/** States in which a query may still change (the UI's "in flight"). */
export const RUNNING_QUERY_STATES: readonly QueryState[] = ['pending', 'running', 'scheduled', 'fetching'];

/** What limited a result (Superset's LimitingFactor). */
export const LIMITING_FACTORS = [
  'QUERY',
  'DROPDOWN',
  'QUERY_AND_DROPDOWN',
  'NOT_LIMITED',
  'UNKNOWN',
] as const;
/** What limited a result. */
export type LimitingFactor = (typeof LIMITING_FACTORS)[number];

/** `client_id`: the editor's id of a run (Superset's nanoid(11)). */
export const clientIdSchema = z
  .string()
  .min(1)
  .max(CLIENT_ID_MAX_LENGTH, `client_id is at most ${CLIENT_ID_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'client_id holds letters, digits, _ and - only');

/** SQL text of SQL Lab: not blank, not huge. */
export const sqlLabSqlSchema = z
  .string()
  .max(
    SQLLAB_MAX_SQL_LENGTH,
    `The SQL is too long: at most ${SQLLAB_MAX_SQL_LENGTH.toLocaleString('en-US')} characters`,
  );

/** Body of `POST /api/v1/sqllab/execute/` (Superset's ExecutePayloadSchema). */
export const sqlLabExecuteSchema = z.object({
  /** Database to run on. */
  database_id: z.number().int().positive(),
  /** The script: one or more statements separated by `;`. */
  sql: sqlLabSqlSchema,
  /** Id of this run, unique (generated when absent). */
  client_id: clientIdSchema.nullable().optional(),
  /** Editor tab the run belongs to (history is listed per tab). */
  sql_editor_id: z.string().max(64).nullable().optional(),
  /** Label of the tab. */
  tab: z.string().max(256).nullable().optional(),
  /** Catalog; null is the database's default. */
  catalog: z.string().max(256).nullable().optional(),
  /** Schema the statements run in; null is the database's default. */
  schema: z.string().max(256).nullable().optional(),
  /** Rows to return: 0 or absent is SQL_MAX_ROW, else at most SQL_MAX_ROW. */
  queryLimit: z.number().int().min(0).nullable().optional(),
  /** Run on the job queue (the database must allow it). */
  runAsync: z.boolean().optional(),
  /** Create a table (or view) from the last SELECT. */
  select_as_cta: z.boolean().optional(),
  /** TABLE or VIEW, for `select_as_cta`. */
  ctas_method: z.enum(['TABLE', 'VIEW']).optional(),
  /** Name of the table or view to create. */
  tmp_table_name: z.string().max(256).nullable().optional(),
  /** Jinja template parameters as JSON text (accepted for compatibility; templates are not processed). */
  templateParams: z.string().nullable().optional(),
  /** Accepted for compatibility (Presto's expand_data). */
  expand_data: z.boolean().optional(),
  /** Accepted for compatibility. */
  json: z.boolean().optional(),
});
/** Body of `POST /api/v1/sqllab/execute/`. */
export type SqlLabExecute = z.infer<typeof sqlLabExecuteSchema>;

/** The row limit a run gets: 0/absent is the cap, else at most the cap. */
export function effectiveQueryLimit(queryLimit: number | null | undefined, maxRow = SQL_MAX_ROW): number {
  if (!queryLimit) return maxRow;
  return Math.min(queryLimit, maxRow);
}

/** A result column (Superset's SQL Lab column shape). */
export const sqlLabColumnSchema = z.object({
  /** The column's name. */
  column_name: z.string(),
  /** Same as column_name. */
  name: z.string(),
  /** Native type as the engine names it. */
  type: z.string().nullable(),
  /** 0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN, null when unknown. */
  type_generic: z.number().int().nullable(),
  /** Whether it is temporal. */
  is_dttm: z.boolean(),
});
/** A result column of SQL Lab. */
export type SqlLabColumn = z.infer<typeof sqlLabColumnSchema>;

/** A query as Superset's `Query.to_dict()` answers it (camelCase, times in epoch ms). */
export const sqlLabQuerySchema = z.object({
  /** The client id. */
  id: z.string(),
  /** The row id. */
  queryId: z.number().int(),
  /** The row id again (Superset's serverId). */
  serverId: z.number().int(),
  /** ISO time of the last change (UTC, no offset). */
  changed_on: z.string(),
  /** Database id. */
  dbId: z.number().int(),
  /** Database name. */
  db: z.string().nullable(),
  /** Epoch ms when the query ended, or null. */
  endDttm: z.number().nullable(),
  /** Epoch ms when the query started. */
  startDttm: z.number(),
  /** Error text of a failed query. */
  errorMessage: z.string().nullable(),
  /** The SQL that ran (the last statement). */
  executedSql: z.string().nullable(),
  /** Row limit of the run. */
  limit: z.number().int().nullable(),
  /** What limited the result. */
  limitingFactor: z.enum(LIMITING_FACTORS).nullable(),
  /** 0-100. */
  progress: z.number().int(),
  /** Rows of the result. */
  rows: z.number().int().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  /** Whether a table or view was created. */
  ctas: z.boolean(),
  /** The script as submitted. */
  sql: z.string(),
  /** Tab id. */
  sqlEditorId: z.string().nullable(),
  state: z.enum(QUERY_STATES),
  /** Tab label. */
  tab: z.string().nullable(),
  tempSchema: z.string().nullable(),
  tempTable: z.string().nullable(),
  userId: z.number().int().nullable(),
  /** "First Last" of the user. */
  user: z.string().nullable(),
  /** Key of the stored result (`GET /api/v1/sqllab/results/`), once it succeeded. */
  resultsKey: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** progress text, columns, errors. */
  extra: z.record(z.string(), z.unknown()),
});
/** A query as the API answers it. */
export type SqlLabQuery = z.infer<typeof sqlLabQuerySchema>;

/** A finished run's answer (sync 200, and `GET /api/v1/sqllab/results/`). */
export const sqlLabResultSchema = z.object({
  query_id: z.number().int(),
  status: z.enum(QUERY_STATES),
  /** Rows of this page, as objects keyed by column name. */
  data: z.array(z.record(z.string(), z.unknown())),
  columns: z.array(sqlLabColumnSchema),
  selected_columns: z.array(sqlLabColumnSchema),
  expanded_columns: z.array(sqlLabColumnSchema),
  /** Whether the result has more rows than DISPLAY_MAX_ROW. */
  displayLimitReached: z.boolean(),
  query: sqlLabQuerySchema,
  /** Meridian: index of the first row of `data` in the whole result. */
  offset: z.number().int().min(0).optional(),
});
/** A finished run's answer. */
export type SqlLabResult = z.infer<typeof sqlLabResultSchema>;

/** Answer of an async execute (202) or of a deduplicated run (200): the query only. */
export const sqlLabQueryAnswerSchema = z.object({ query: sqlLabQuerySchema });

/** `q` of `GET /api/v1/sqllab/results/`: the results key, how many rows, and (Meridian) from which row. */
export const sqlLabResultsQuerySchema = z.object({
  key: z.string().min(1).max(64),
  rows: z.number().int().min(1).max(DISPLAY_MAX_ROW).optional(),
  offset: z.number().int().min(0).optional(),
});

/** Body of `POST /api/v1/query/stop`. */
export const stopQuerySchema = z.object({ client_id: clientIdSchema });

/** `q` of `GET /api/v1/query/updated_since`. */
export const updatedSinceQuerySchema = z.object({ last_updated_ms: z.number().min(0) });

/** A row of `GET /api/v1/query/` (Superset's query list columns). */
export const queryListItemSchema = z.object({
  id: z.number().int(),
  changed_on: z.string(),
  client_id: z.string(),
  database: z.object({ id: z.number().int(), database_name: z.string() }),
  executed_sql: z.string().nullable(),
  error_message: z.string().nullable(),
  limit: z.number().int().nullable(),
  limiting_factor: z.string().nullable(),
  progress: z.number().int(),
  rows: z.number().int().nullable(),
  schema: z.string().nullable(),
  select_as_cta: z.boolean(),
  sql: z.string(),
  sql_editor_id: z.string().nullable(),
  sql_tables: z.array(z.string()),
  status: z.enum(QUERY_STATES),
  tab_name: z.string().nullable(),
  user: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
  /** Epoch ms. */
  start_time: z.number().nullable(),
  /** Epoch ms. */
  end_time: z.number().nullable(),
  tmp_table_name: z.string().nullable(),
  tracking_url: z.string().nullable(),
  results_key: z.string().nullable(),
});
/** A row of the query history list. */
export type QueryListItem = z.infer<typeof queryListItemSchema>;

/** Body of `POST /api/v1/sqllab/format_sql/`. */
export const formatSqlSchema = z.object({
  sql: sqlLabSqlSchema,
  /** Engine whose dialect to format in (Superset's), or a database id (Meridian also takes `database_id`). */
  engine: z.string().max(64).optional(),
  database_id: z.number().int().positive().optional(),
});

/** Answer of `POST /api/v1/sqllab/format_sql/`. */
export const formatSqlAnswerSchema = z.object({ result: z.string() });

/** Answer of `GET /api/v1/query/updated_since`. */
export const updatedSinceAnswerSchema = z.object({ result: z.array(sqlLabQuerySchema) });
