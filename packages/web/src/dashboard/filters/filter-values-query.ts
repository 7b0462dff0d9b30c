import { FILTER_VALUES_ROW_LIMIT, filterControls, filterTarget } from '@meridian/core';
import type { ExtraFormData, NativeFilter, QueryContext } from '@meridian/core';
import { buildQueryContext, queryFormDataSchema } from '@meridian/viz';

/** What a filter's values query needs besides the filter. */
export interface ValuesQueryInput {
  /** The filter. */
  filter: NativeFilter;
  /** Merged selected masks of its parents (cascade). */
  parentExtraFormData: ExtraFormData;
  /** Text typed in a select with searchAllOptions: matched server-side. */
  search?: string;
}

/** The pre-filters a filter carries on its own values query (select and range only). */
function preFilters(filter: NativeFilter): Record<string, unknown> {
  const record = filter as Record<string, unknown>;
  return {
    adhoc_filters: Array.isArray(record['adhoc_filters']) ? record['adhoc_filters'] : [],
    ...(typeof record['time_range'] === 'string' ? { time_range: record['time_range'] } : {}),
    ...(typeof record['granularity_sqla'] === 'string'
      ? { granularity_sqla: record['granularity_sqla'] }
      : {}),
  };
}

/** Rows per value: the metric of a select's values query when it has no sort metric. */
const COUNT_METRIC = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' } as const;

/**
 * The distinct-values query of a select filter (§5.2): group by the column, sorted by the sort metric or the
 * column, at most 1000 rows, restricted by the parents' selection and the pre-filters.
 */
export function selectValuesQuery(input: ValuesQueryInput): QueryContext | null {
  const { datasetId, column } = filterTarget(input.filter);
  if (datasetId === undefined || column === undefined) return null;
  const controls = filterControls(input.filter);
  const sortMetric = sortMetricOf(input.filter);
  const search = input.search?.trim();
  const searchFilter = search
    ? [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: column,
          operator: 'ILIKE',
          comparator: `%${search}%`,
        },
      ]
    : [];
  const pre = preFilters(input.filter);
  const formData = queryFormDataSchema.parse({
    datasource: `${datasetId}__table`,
    viz_type: 'filter_select',
    ...pre,
    adhoc_filters: [...(pre['adhoc_filters'] as unknown[]), ...searchFilter],
    groupby: [column],
    // A metric makes the query a GROUP BY (distinct values); without one the server answers raw rows, and 1000
    // rows of a big table ordered by the column held a handful of values. The spec's values query counts rows.
    metrics: [sortMetric ?? COUNT_METRIC],
    row_limit: FILTER_VALUES_ROW_LIMIT,
    extra_form_data: input.parentExtraFormData,
  });
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      orderby: sortMetric
        ? [[sortMetric, controls.sortAscending !== false]]
        : controls.sortAscending !== undefined
          ? [[column, controls.sortAscending]]
          : [],
    },
  ]);
}

/** Label of the range query's lower bound. */
export const RANGE_MIN = 'min';
/** Label of the range query's upper bound. */
export const RANGE_MAX = 'max';

/** The bounds query of a range filter: `MIN(col) AS min, MAX(col) AS max`, one row, no grouping. */
export function rangeBoundsQuery(input: ValuesQueryInput): QueryContext | null {
  const { datasetId, column } = filterTarget(input.filter);
  if (datasetId === undefined || column === undefined) return null;
  const metric = (aggregate: 'MIN' | 'MAX', label: string) => ({
    expressionType: 'SIMPLE' as const,
    aggregate,
    column: { column_name: column },
    label,
  });
  const formData = queryFormDataSchema.parse({
    datasource: `${datasetId}__table`,
    viz_type: 'filter_range',
    ...preFilters(input.filter),
    metrics: [metric('MIN', RANGE_MIN), metric('MAX', RANGE_MAX)],
    groupby: [],
    row_limit: 1,
    extra_form_data: input.parentExtraFormData,
  });
  return buildQueryContext(formData, (base) => [{ ...base, orderby: [] }]);
}

/** The sort metric of a select filter (Superset's `sortMetric`), when it has one. */
export function sortMetricOf(filter: NativeFilter): string | null {
  const value = (filter as Record<string, unknown>)['sortMetric'];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A select's options in display order (§5.2): with a sort metric the query's order is kept; otherwise the
 * options are sorted by value when sortAscending is set (numbers as numbers), and left as they came if not.
 */
export function sortSelectOptions<T extends { label: string; raw: unknown }>(
  options: readonly T[],
  filter: NativeFilter,
): T[] {
  const ascending = filterControls(filter).sortAscending;
  if (sortMetricOf(filter) !== null || ascending === undefined) return [...options];
  const compare = (a: T, b: T) =>
    typeof a.raw === 'number' && typeof b.raw === 'number'
      ? a.raw - b.raw
      : a.label.localeCompare(b.label, undefined, { numeric: true });
  return [...options].sort((a, b) => (ascending ? compare(a, b) : compare(b, a)));
}
