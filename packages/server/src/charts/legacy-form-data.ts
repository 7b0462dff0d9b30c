import {
  queryColumnSchema,
  queryContextSchema,
  queryMetricSchema,
  type QueryContext,
  type ResultFormat,
  type ResultType,
} from '@meridian/core';
import { z } from 'zod';

/** An adhoc filter of saved form data (spec §3): SIMPLE `{subject, operator, comparator}` or SQL. */
const legacyAdhocFilterSchema = z.looseObject({
  expressionType: z.enum(['SIMPLE', 'SQL']),
  clause: z.enum(['WHERE', 'HAVING']).default('WHERE'),
  subject: z.string().nullable().optional(),
  operator: z.string().nullable().optional(),
  comparator: z.unknown().optional(),
  sqlExpression: z.string().nullable().optional(),
});

/** The keys of Superset's legacy form data that `explore_json` reads; everything else is kept but ignored. */
export const legacyFormDataSchema = z.looseObject({
  /** `{id}__table`. */
  datasource: z.string().regex(/^\d+__table$/, 'Expected {id}__table'),
  /** Dimensions. */
  groupby: z.array(queryColumnSchema).nullable().optional(),
  /** Columns of raw (not aggregated) mode, used when there is no groupby. */
  all_columns: z.array(queryColumnSchema).nullable().optional(),
  metrics: z.array(queryMetricSchema).nullable().optional(),
  /** Single metric of charts such as big_number. */
  metric: queryMetricSchema.nullable().optional(),
  adhoc_filters: z.array(legacyAdhocFilterSchema).nullable().optional(),
  time_range: z.string().nullable().optional(),
  /** The temporal column of the time range. */
  granularity_sqla: z.string().nullable().optional(),
  time_grain_sqla: z.string().nullable().optional(),
  /** Whether to add the `__timestamp` column. */
  include_time: z.boolean().optional(),
  row_limit: z
    .union([
      z.number().int().min(0),
      z.string().regex(/^\d+$/, 'is expected to be an integer').transform(Number),
    ])
    .nullable()
    .optional(),
  order_desc: z.boolean().optional(),
  /** Pre-adhoc-filter custom clauses. */
  where: z.string().optional(),
  having: z.string().optional(),
});
export type LegacyFormData = z.infer<typeof legacyFormDataSchema>;

/** How the legacy call asked for its answer. */
export interface LegacyRunOptions {
  resultType: ResultType;
  resultFormat: ResultFormat;
  force: boolean;
}

/** Converts legacy form data into a query context of one query object, as Superset's legacy viz queries. */
export function legacyQueryContext(formData: LegacyFormData, options: LegacyRunOptions): QueryContext {
  const groupby = formData.groupby ?? [];
  const metrics = formData.metrics ?? (formData.metric ? [formData.metric] : []);
  const isRaw = groupby.length === 0 && metrics.length === 0;
  const { filters, where, having } = splitAdhocFilters(formData);
  return queryContextSchema.parse({
    datasource: { id: Number(formData.datasource.split('__')[0]), type: 'table' },
    force: options.force,
    result_type: options.resultType,
    result_format: options.resultFormat,
    form_data: formData,
    queries: [
      {
        columns: isRaw ? (formData.all_columns ?? []) : groupby,
        metrics,
        filters,
        extras: {
          where,
          having,
          ...(formData.time_grain_sqla ? { time_grain_sqla: formData.time_grain_sqla } : {}),
        },
        time_range: formData.time_range ?? null,
        granularity: formData.granularity_sqla ?? null,
        is_timeseries: formData.include_time === true && Boolean(formData.granularity_sqla),
        row_limit: formData.row_limit ?? null,
        order_desc: formData.order_desc ?? true,
      },
    ],
  });
}

/**
 * Superset's split of adhoc filters: SIMPLE WHERE filters become query filters, SQL ones the
 * WHERE and HAVING clauses; SIMPLE HAVING filters are dropped as Superset drops them.
 */
function splitAdhocFilters(formData: LegacyFormData): {
  filters: { col: string; op: string; val?: unknown }[];
  where: string;
  having: string;
} {
  const adhoc = formData.adhoc_filters;
  if (!adhoc) return { filters: [], where: formData.where ?? '', having: formData.having ?? '' };
  const filters = adhoc.flatMap((f) =>
    f.expressionType === 'SIMPLE' && f.clause === 'WHERE' && f.subject && f.operator
      ? [{ col: f.subject, op: f.operator, ...(f.comparator === undefined ? {} : { val: f.comparator }) }]
      : [],
  );
  const sqlOf = (clause: 'WHERE' | 'HAVING') =>
    adhoc
      .filter((f) => f.expressionType === 'SQL' && f.clause === clause && f.sqlExpression?.trim())
      .map((f) => `(${f.sqlExpression?.trim() ?? ''})`)
      .join(' AND ');
  return { filters, where: sqlOf('WHERE'), having: sqlOf('HAVING') };
}
