import { FILTER_OPERATORS, type FilterOperator, type QueryFilter } from '@meridian/core';
import type { AdhocFilter, QueryFormData } from '../form-data/schemas';
import { getXAxisColumn } from './x-axis';

type FilterValue = Exclude<QueryFilter['val'], undefined>;
type Scalar = string | number | boolean | null;

/** Operators that take no comparator. */
export const UNARY_OPERATORS: readonly FilterOperator[] = ['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE'];
/** Operators whose comparator is a list. */
export const SET_OPERATORS: readonly FilterOperator[] = ['IN', 'NOT IN'];
/** Superset's "no time filter" value of a time range. */
export const NO_TIME_RANGE = 'No filter';

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function toFilterValue(value: unknown): FilterValue | undefined {
  if (isScalar(value)) return value;
  if (Array.isArray(value)) return value.filter(isScalar);
  return undefined;
}

/** The operator of a filter as the query object spells it, or undefined when unknown. */
export function normalizeOperator(operator: string | null | undefined): FilterOperator | undefined {
  const upper = operator?.trim().toUpperCase();
  return FILTER_OPERATORS.find((op) => op === upper);
}

/** Spec §5: whether an adhoc filter is complete enough to apply. */
export function isAdhocFilterValid(filter: AdhocFilter): boolean {
  if (filter.expressionType === 'SQL') return Boolean(filter.sqlExpression?.trim()) && Boolean(filter.clause);
  const op = normalizeOperator(filter.operator);
  if (!op || !filter.subject) return false;
  if (op === 'IS NULL' || op === 'IS NOT NULL') return true;
  if (op === 'IS TRUE' || op === 'IS FALSE') return filter.comparator !== null;
  const { comparator } = filter;
  if (Array.isArray(comparator)) return comparator.length > 0;
  return comparator !== null && comparator !== undefined && comparator !== '';
}

/** A SQL literal for a HAVING clause built from a SIMPLE filter (the server sanitises the clause). */
function sqlLiteral(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return 'NULL';
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** A SIMPLE filter as SQL text (used for HAVING, which has no structured form in the query object). */
export function simpleFilterToSql(filter: AdhocFilter): string {
  const known = normalizeOperator(filter.operator);
  const op = known ?? filter.operator ?? '';
  const subject = filter.subject ?? '';
  if (known && UNARY_OPERATORS.includes(known)) return `${subject} ${op}`;
  if (known && SET_OPERATORS.includes(known)) {
    const values = Array.isArray(filter.comparator) ? filter.comparator : [filter.comparator];
    return `${subject} ${op} (${values.map(sqlLiteral).join(', ')})`;
  }
  return `${subject} ${op} ${sqlLiteral(filter.comparator)}`;
}

/** A SIMPLE WHERE adhoc filter as a query filter (Superset's convertFilter). */
export function convertAdhocFilter(filter: AdhocFilter): QueryFilter | undefined {
  const op = normalizeOperator(filter.operator);
  if (!op || !filter.subject) return undefined;
  if (UNARY_OPERATORS.includes(op)) return { col: filter.subject, op };
  const val = toFilterValue(filter.comparator);
  return val === undefined ? { col: filter.subject, op } : { col: filter.subject, op, val };
}

/** Adhoc filters split as Superset's processFilters does: simple WHERE filters, and SQL where / having. */
export function processFilters(adhocFilters: readonly AdhocFilter[]): {
  filters: QueryFilter[];
  where: string;
  having: string;
} {
  const filters: QueryFilter[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of adhocFilters) {
    if (!isAdhocFilterValid(filter)) continue;
    if (filter.expressionType === 'SQL') {
      (filter.clause === 'HAVING' ? having : where).push(filter.sqlExpression ?? '');
    } else if (filter.clause === 'HAVING') {
      having.push(simpleFilterToSql(filter));
    } else {
      const converted = convertAdhocFilter(filter);
      if (converted) filters.push(converted);
    }
  }
  const join = (parts: string[]) => parts.map((part) => `(${part})`).join(' AND ');
  return { filters, where: join(where), having: join(having) };
}

function isTemporalRange(filter: AdhocFilter): boolean {
  return filter.expressionType === 'SIMPLE' && normalizeOperator(filter.operator) === 'TEMPORAL_RANGE';
}

/**
 * Applies dashboard overrides (extra_form_data) to form data: time grain replaced, adhoc filters
 * appended as inherited, and the time range replacing every TEMPORAL_RANGE filter's value.
 */
export function mergeExtraFormData<T extends QueryFormData>(formData: T): T {
  const extra = formData.extra_form_data;
  let adhocFilters = [
    ...formData.adhoc_filters,
    ...(extra.adhoc_filters ?? []).map((f) => ({ ...f, isExtra: true })),
  ];
  if (extra.time_range !== undefined) {
    const timeRange = extra.time_range;
    adhocFilters = adhocFilters.map((f) => (isTemporalRange(f) ? { ...f, comparator: timeRange } : f));
  }
  return {
    ...formData,
    adhoc_filters: adhocFilters,
    ...(extra.time_range !== undefined ? { time_range: extra.time_range } : {}),
    ...(extra.time_grain_sqla !== undefined ? { time_grain_sqla: extra.time_grain_sqla } : {}),
    ...(extra.granularity_sqla !== undefined ? { granularity_sqla: extra.granularity_sqla } : {}),
  };
}

/**
 * The legacy `time_range` as a TEMPORAL_RANGE filter on the time column (x-axis or granularity_sqla),
 * unless an adhoc TEMPORAL_RANGE filter already carries the range.
 */
export function timeRangeFilter(formData: QueryFormData): QueryFilter | undefined {
  const { time_range: timeRange } = formData;
  if (!timeRange) return undefined;
  if (formData.adhoc_filters.some(isTemporalRange)) return undefined;
  const column = formData.granularity_sqla || getXAxisColumn(formData);
  return column ? { col: column, op: 'TEMPORAL_RANGE', val: timeRange } : undefined;
}
