import { z } from 'zod';

/** Keys of extra form data whose lists are concatenated when masks merge (Superset's EXTRA_FORM_DATA_APPEND_KEYS). */
export const EXTRA_FORM_DATA_APPEND_KEYS = [
  'adhoc_filters',
  'filters',
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
  'custom_form_data',
] as const;

/** Keys of extra form data where the last defined value wins (Superset's EXTRA_FORM_DATA_OVERRIDE_*_KEYS). */
export const EXTRA_FORM_DATA_OVERRIDE_KEYS = [
  'granularity',
  'granularity_sqla',
  'time_column',
  'time_grain',
  'time_range',
  'time_compare',
  'relative_start',
  'relative_end',
  'time_grain_sqla',
] as const;

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One simple filter a dashboard filter adds to a chart's query: `{col, op, val}`. */
export const extraFilterSchema = z.looseObject({
  /** Column name (or an adhoc column). */
  col: z.union([
    z.string().min(1),
    z.looseObject({ sqlExpression: z.string(), label: z.string().optional() }),
  ]),
  /** IN, NOT IN, ==, >=, <=, … */
  op: z.string().min(1),
  /** A scalar, or a list for IN / NOT IN. */
  val: z.union([scalar, z.array(scalar)]).optional(),
  /** Time grain of a temporal value (table cross-filters on __timestamp). */
  grain: z.string().optional(),
  /** Set on filters that came from a dashboard. */
  isExtra: z.boolean().optional(),
});
/** One simple filter of extra form data. */
export type ExtraFilter = z.infer<typeof extraFilterSchema>;

/** A SQL or simple adhoc filter appended to a chart's own (e.g. the `1 = 0` of a required empty select). */
const extraAdhocFilterSchema = z.looseObject({
  expressionType: z.enum(['SIMPLE', 'SQL']),
  clause: z.enum(['WHERE', 'HAVING']).optional(),
  sqlExpression: z.string().nullable().optional(),
  subject: z.unknown().optional(),
  operator: z.string().optional(),
  comparator: z.unknown().optional(),
});

/** What a filter adds to or overrides in a chart's form data (Superset's extraFormData). */
export const extraFormDataSchema = z.looseObject({
  /** Simple filters, ANDed with the chart's. */
  filters: z.array(extraFilterSchema).optional(),
  /** Adhoc filters appended to the chart's. */
  adhoc_filters: z.array(extraAdhocFilterSchema).optional(),
  /** Passed through unchanged to the chart. */
  interactive_groupby: z.array(z.unknown()).optional(),
  interactive_highlight: z.array(z.unknown()).optional(),
  interactive_drilldown: z.array(z.unknown()).optional(),
  custom_form_data: z.unknown().optional(),
  /** Time range replacing the chart's ("Last week", "No filter", "a : b"). */
  time_range: z.string().optional(),
  /** Time grain replacing the chart's (P1D, P1M, …). */
  time_grain_sqla: z.string().optional(),
  /** Time column replacing the chart's. */
  granularity_sqla: z.string().optional(),
  granularity: z.string().optional(),
  time_column: z.string().optional(),
  time_grain: z.string().optional(),
  time_compare: z.unknown().optional(),
  relative_start: z.string().optional(),
  relative_end: z.string().optional(),
});
/** Extra form data of one data mask, or the merge of several. */
export type ExtraFormData = z.infer<typeof extraFormDataSchema>;

/**
 * Superset's mergeExtraFormData: append keys are concatenated (original first), and for override keys the
 * newer defined value wins. Keys outside both lists are dropped, as Superset drops them.
 */
export function mergeExtraFormData(original: ExtraFormData = {}, next: ExtraFormData = {}): ExtraFormData {
  const merged: Record<string, unknown> = {};
  for (const key of EXTRA_FORM_DATA_APPEND_KEYS) {
    const values = [...asList(original[key]), ...asList(next[key])];
    if (values.length > 0) merged[key] = values;
  }
  for (const key of EXTRA_FORM_DATA_OVERRIDE_KEYS) {
    if (original[key] !== undefined) merged[key] = original[key];
    if (next[key] !== undefined) merged[key] = next[key];
  }
  return merged as ExtraFormData;
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Whether two extra form data are equal, ignoring keys whose value is undefined (the filter bar's Apply check). */
export function sameExtraFormData(a: ExtraFormData | undefined, b: ExtraFormData | undefined): boolean {
  return stableJson(a ?? {}) === stableJson(b ?? {});
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      const record = item as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .filter((k) => record[k] !== undefined)
          .sort()
          .map((k) => [k, record[k]]),
      );
    }
    return item;
  });
}
