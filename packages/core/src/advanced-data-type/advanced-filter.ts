import type { ComparisonGroups, ComparisonOperator } from './comparisons';
import { AdvancedFilterError } from './comparisons';
import type { AdvancedDataType } from './registry';

const TRANSLATED: ReadonlySet<string> = new Set<ComparisonOperator>([
  '==',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'IN',
  'NOT IN',
]);

function isComparisonOperator(op: string): op is ComparisonOperator {
  return TRANSLATED.has(op);
}

/**
 * What a simple filter on a column of an advanced type stands for (Superset's get_sqla_query): the comparator as
 * typed is converted, then translated into comparisons with the converted values. Null for operators the type does
 * not translate (IS NULL, LIKE…), which compile as usual. Throws AdvancedFilterError with the conversion's message
 * when a value does not convert.
 */
export function translateAdvancedFilter(
  type: AdvancedDataType,
  filter: { op: string; val?: unknown },
): ComparisonGroups | null {
  if (!isComparisonOperator(filter.op)) return null;
  const raw = Array.isArray(filter.val) ? filter.val : [filter.val ?? ''];
  const typed = raw.map((value: unknown) => (typeof value === 'number' ? value : String(value ?? '')));
  const converted = type.translateType(typed);
  if (converted.error_message) throw new AdvancedFilterError(converted.error_message);
  return type.translateFilter(filter.op, converted.values);
}
