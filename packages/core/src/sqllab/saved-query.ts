import { z } from 'zod';
import { sqlLabSqlSchema } from './query';

/** A user as the saved-query answers name them. */
const personSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** Body of `POST /api/v1/saved_query/` (Superset's add columns). */
export const savedQueryCreateSchema = z.object({
  /** Database the query runs on. */
  db_id: z.number().int().positive(),
  /** Name of the query. */
  label: z.string().trim().min(1, 'This field is required').max(256),
  /** The SQL. */
  sql: sqlLabSqlSchema,
  description: z.string().max(10_000).nullable().optional(),
  catalog: z.string().max(256).nullable().optional(),
  schema: z.string().max(128).nullable().optional(),
  /** JSON text of template parameters. */
  template_parameters: z.string().max(100_000).nullable().optional(),
  /** JSON text of extra settings. */
  extra_json: z.string().max(100_000).nullable().optional(),
});
/** Body of `POST /api/v1/saved_query/`. */
export type SavedQueryCreate = z.infer<typeof savedQueryCreateSchema>;

/** Body of `PUT /api/v1/saved_query/{id}`: any subset. */
export const savedQueryUpdateSchema = savedQueryCreateSchema.partial();
/** Body of `PUT /api/v1/saved_query/{id}`. */
export type SavedQueryUpdate = z.infer<typeof savedQueryUpdateSchema>;

/** A saved query as `GET /api/v1/saved_query/{id}` and the list answer it. */
export const savedQuerySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  db_id: z.number().int(),
  database: z.object({ id: z.number().int(), database_name: z.string() }),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string(),
  /** Tables the SQL names (best effort). */
  sql_tables: z.array(
    z.object({ catalog: z.string().nullable(), schema: z.string().nullable(), table: z.string() }),
  ),
  template_parameters: z.string().nullable(),
  extra_json: z.string().nullable(),
  /** Rows of the last run of the same SQL on the same database. */
  rows: z.number().int().nullable(),
  /** ISO time of that run. */
  last_run: z.string().nullable(),
  last_run_delta_humanized: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  created_by: personSchema.nullable(),
  changed_by: personSchema.nullable(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), type: z.number().int() })),
});
/** A saved query. */
export type SavedQuery = z.infer<typeof savedQuerySchema>;

/** Answer of `POST`/`PUT /api/v1/saved_query/`. */
export const savedQueryWriteAnswerSchema = z.object({
  id: z.number().int(),
  result: z.record(z.string(), z.unknown()),
});

/** Answer of `GET /api/v1/saved_query/{id}`. */
export const savedQueryAnswerSchema = z.object({ id: z.number().int(), result: savedQuerySchema });
