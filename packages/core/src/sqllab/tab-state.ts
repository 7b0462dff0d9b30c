import { z } from 'zod';
import { sqlLabSqlSchema } from './query';

/** Label of a new editor tab (Superset's). */
export const NEW_TAB_LABEL = 'Untitled Query';
/** SQL of a new editor tab (Superset's). */
export const NEW_TAB_SQL = 'SELECT ...';

/** The editable fields of an editor tab (Meridian's JSON form of Superset's tabstateview). */
export const tabStateFieldsSchema = z.object({
  /** Label shown on the tab. */
  label: z.string().trim().min(1).max(256),
  /** Database chosen in the tab. */
  database_id: z.number().int().positive().nullable(),
  catalog: z.string().max(256).nullable(),
  /** Schema chosen in the tab. */
  schema: z.string().max(256).nullable(),
  /** The editor's text. */
  sql: sqlLabSqlSchema,
  /** Row limit chosen. */
  query_limit: z.number().int().min(1).nullable(),
  /** client_id of the tab's latest run. */
  latest_query_id: z.string().max(11).nullable(),
  /** Saved query the tab edits, if any. */
  saved_query_id: z.number().int().positive().nullable(),
  /** Whether the schema browser is hidden. */
  hide_left_bar: z.boolean(),
});
/** The editable fields of an editor tab. */
export type TabStateFields = z.infer<typeof tabStateFieldsSchema>;

/** Body of creating a tab: any fields (the rest take a new tab's defaults); unknown keys are refused. */
export const tabStateCreateSchema = tabStateFieldsSchema.partial().strict();
/** Body of editing a tab: any fields; unknown keys are refused. */
export const tabStateUpdateSchema = tabStateFieldsSchema.partial().strict();
/** Body of editing a tab. */
export type TabStateUpdate = z.infer<typeof tabStateUpdateSchema>;

/** An editor tab as the API answers it. */
export const tabStateSchema = tabStateFieldsSchema.extend({
  id: z.number().int(),
  /** Whether it is the user's active tab. */
  active: z.boolean(),
  /** Creation order, oldest first. */
  created_on: z.string(),
});
/** An editor tab. */
export type TabState = z.infer<typeof tabStateSchema>;

/** A database as SQL Lab's bootstrap lists it (Superset's fields). */
export const sqlLabDatabaseSchema = z.object({
  id: z.number().int(),
  database_name: z.string(),
  backend: z.string(),
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  allow_dml: z.boolean(),
  allow_run_async: z.boolean(),
  allow_file_upload: z.boolean(),
  allows_subquery: z.boolean(),
  expose_in_sqllab: z.boolean(),
  force_ctas_schema: z.string().nullable(),
  disable_data_preview: z.boolean(),
  disable_drill_to_detail: z.boolean(),
  allow_multi_catalog: z.boolean(),
});
/** A database SQL Lab may use. */
export type SqlLabDatabase = z.infer<typeof sqlLabDatabaseSchema>;

/** Answer of `GET /api/v1/sqllab/`: the user's tabs and the databases SQL Lab may use. */
export const sqlLabBootstrapSchema = z.object({
  result: z.object({
    /** [id, label] of every tab, oldest first. */
    tab_state_ids: z.array(z.tuple([z.number().int(), z.string()])),
    /** All the user's tabs (Meridian: so the editor needs one call). */
    tabs: z.array(tabStateSchema),
    active_tab: tabStateSchema.nullable(),
    /** Keyed by id. */
    databases: z.record(z.string(), sqlLabDatabaseSchema),
  }),
});
/** Answer of `GET /api/v1/sqllab/`. */
export type SqlLabBootstrap = z.infer<typeof sqlLabBootstrapSchema>;
