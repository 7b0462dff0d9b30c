import { z } from 'zod';

/** Largest SQL text "View in SQL Lab" carries (explore's queries are far smaller). */
export const SQLLAB_FORM_MAX_SQL = 100_000;

/** `{id}__{type}` of a dataset, as explore names its datasource. */
export const datasourceKeySchema = z
  .string()
  .regex(/^[1-9]\d*__table$/, 'Expected a datasource key such as 1__table');

/** The form_data explore posts to `/superset/sqllab/` (spec §7): the datasource and the SQL to show. */
export const sqlLabFormDataSchema = z.object({
  /** The dataset, `{id}__{type}`. */
  datasourceKey: datasourceKeySchema,
  /** The SQL to open SQL Lab with. */
  sql: z.string().max(SQLLAB_FORM_MAX_SQL),
});
export type SqlLabFormData = z.infer<typeof sqlLabFormDataSchema>;

/** Answer of `GET /api/v1/sqllab/stash/{key}`: the form data a "View in SQL Lab" post left for the page. */
export const sqlLabStashResponseSchema = z.object({
  result: sqlLabFormDataSchema,
});
export type SqlLabStashResponse = z.infer<typeof sqlLabStashResponseSchema>;

/** Minutes a stashed "View in SQL Lab" form stays readable. */
export const SQLLAB_STASH_TTL_MINUTES = 60;

/** The dataset id of a datasource key (`7__table` → 7). */
export function datasetIdOfKey(key: string): number {
  return Number(key.split('__')[0]);
}
