import type { AdhocFilter, FormMetric } from './form-data/schemas';
import { normalizeOperator, simpleFilterToSql } from './query/filters';

/** Labels up to this many characters are shown whole (spec §9). */
export const MAX_LABEL_LENGTH = 42;

/** A label cut to 40 characters plus "..." when longer than 42 (Superset's default labels). */
export function truncateLabel(label: string): string {
  return label.length <= MAX_LABEL_LENGTH ? label : `${label.substring(0, MAX_LABEL_LENGTH - 2)}...`;
}

/** The label a metric shows: its custom label, else AGG(column), else its SQL truncated. */
export function getAdhocMetricLabel(metric: FormMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.hasCustomLabel && metric.label) return metric.label;
  if (metric.expressionType === 'SIMPLE')
    return `${metric.aggregate ?? ''}(${metric.column?.column_name ?? ''})`;
  return truncateLabel(metric.sqlExpression ?? '');
}

/** The label a filter shows: its SQL, or "subject operator comparator", truncated. */
export function getAdhocFilterLabel(filter: AdhocFilter): string {
  if (filter.expressionType === 'SQL') return truncateLabel(filter.sqlExpression ?? '');
  if (normalizeOperator(filter.operator) === 'TEMPORAL_RANGE')
    return truncateLabel(`${filter.subject ?? ''} (${String(filter.comparator ?? '')})`);
  return truncateLabel(simpleFilterToSql(filter));
}
