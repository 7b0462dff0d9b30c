import { z } from 'zod';
import { formMetricSchema, queryFormDataSchema } from '../../form-data/schemas';

/** Superset's default template: every row as JSON in a list. */
export const DEFAULT_HANDLEBARS_TEMPLATE = `<ul class="data-list">
  {{#each data}}
    <li>{{stringify this}}</li>
  {{/each}}
</ul>`;

/** Superset's default style (a commented-out example). */
export const DEFAULT_HANDLEBARS_STYLE = `/*
.data-list {
  background-color: yellow;
}
*/`;

/** Form data of Handlebars (handlebars); keys verbatim. */
export const handlebarsFormDataSchema = queryFormDataSchema
  .extend({
    /** aggregate (group by + metrics) or raw (columns as they are). */
    query_mode: z.enum(['aggregate', 'raw']).nullable().optional(),
    /** Metrics shown as each row's share (kept for Superset's form; the template reads rows). */
    percent_metrics: z.array(formMetricSchema).nullable().optional(),
    /** Raw-mode ordering: JSON strings '["col", ascending]'. */
    order_by_cols: z.array(z.string()).nullable().optional(),
    /** Add the time column (granularity_sqla at the time grain) as __timestamp. */
    include_time: z.boolean().nullable().default(false).transform(Boolean),
    /** The template; older charts saved it as handlebars_template. */
    handlebarsTemplate: z.string().nullable().optional(),
    handlebars_template: z.string().nullable().optional(),
    /** CSS applied to the chart. */
    styleTemplate: z.string().nullable().optional(),
  })
  .transform((fd) => ({
    ...fd,
    handlebarsTemplate: fd.handlebarsTemplate ?? fd.handlebars_template ?? DEFAULT_HANDLEBARS_TEMPLATE,
    styleTemplate: fd.styleTemplate ?? DEFAULT_HANDLEBARS_STYLE,
  }));

/** Parsed form data of Handlebars. */
export type HandlebarsFormData = z.infer<typeof handlebarsFormDataSchema>;

/** Raw mode: explicit, else when all_columns has items (as the table reads it). */
export function isRawMode(formData: Pick<HandlebarsFormData, 'query_mode' | 'all_columns'>): boolean {
  if (formData.query_mode) return formData.query_mode === 'raw';
  return (formData.all_columns?.length ?? 0) > 0;
}
