import { COMPARATORS, RANGE_COMPARATORS, validateConditionalFormatter } from '@meridian/viz';
import type { Comparator, ConditionalFormatter } from '@meridian/viz';
import type { Dataset } from '@meridian/core';
import { metricPillLabel, metricList } from '../metrics/adhoc-metric';

/** Texts of the conditional formatting control (spec §2). */
export const FORMATTER_TEXTS = {
  add: 'Add new color formatter',
  edit: 'Edit formatter',
  apply: 'Apply',
  column: 'Column',
  colorScheme: 'Color scheme',
  operator: 'Operator',
  targetValue: 'Target value',
  leftValue: 'Left value',
  rightValue: 'Right value',
} as const;

/** The colours a formatter may use (spec §3: green, yellow, red). */
export const FORMATTER_COLOR_OPTIONS = [
  { value: 'green', label: 'green' },
  { value: 'yellow', label: 'yellow' },
  { value: 'red', label: 'red' },
] as const;

/** A formatter field that is validated. */
export type FormatterField = keyof ConditionalFormatter;

/** A new formatter: green, no operator yet (Superset starts with the scheme and operator None). */
export function newFormatter(): ConditionalFormatter {
  return { colorScheme: 'green', operator: 'None' };
}

/** Whether an operator takes a left and a right target value. */
export function isRangeOperator(operator: string | null | undefined): boolean {
  return RANGE_COMPARATORS.some((c) => c === operator);
}

/** Whether an operator takes one target value. */
export function isSingleValueOperator(operator: string | null | undefined): boolean {
  return Boolean(operator) && operator !== 'None' && !isRangeOperator(operator);
}

/** The operators of the editor. */
export const FORMATTER_OPERATORS: readonly Comparator[] = COMPARATORS;

/**
 * Spec §5: errors shown for the fields the person has left (validated on blur); the range pair
 * is checked together, so leaving either shows both messages.
 */
export function visibleFormatterErrors(
  formatter: ConditionalFormatter,
  touched: ReadonlySet<FormatterField>,
): Partial<Record<FormatterField, string>> {
  const errors = validateConditionalFormatter(formatter);
  const rangeTouched = touched.has('targetValueLeft') || touched.has('targetValueRight');
  const shown: Partial<Record<FormatterField, string>> = {};
  for (const [field, message] of Object.entries(errors) as [FormatterField, string][]) {
    const isRangeField = field === 'targetValueLeft' || field === 'targetValueRight';
    if (touched.has(field) || (isRangeField && rangeTouched && message !== 'Required'))
      shown[field] = message;
  }
  return shown;
}

/** Whether a formatter can be applied: no field errors at all. */
export function isFormatterValid(formatter: ConditionalFormatter): boolean {
  return Object.keys(validateConditionalFormatter(formatter)).length === 0;
}

/** The formatter with a new operator; target values the operator does not use are dropped. */
export function changeFormatterOperator(
  formatter: ConditionalFormatter,
  operator: string,
): ConditionalFormatter {
  const next: ConditionalFormatter = { ...formatter, operator };
  if (!isSingleValueOperator(operator)) delete next.targetValue;
  if (!isRangeOperator(operator)) {
    delete next.targetValueLeft;
    delete next.targetValueRight;
  }
  return next;
}

/** Superset's label of a formatter in the list, e.g. `10 < amount < 20` or `amount > 5`. */
export function formatterLabel(
  formatter: ConditionalFormatter,
  verboseMap: Readonly<Record<string, string>> = {},
): string {
  const column = formatter.column ? (verboseMap[formatter.column] ?? formatter.column) : '';
  const { operator, targetValue, targetValueLeft: left, targetValueRight: right } = formatter;
  switch (operator) {
    case 'None':
    case null:
    case undefined:
      return column;
    case '< x <':
      return `${left} < ${column} < ${right}`;
    case '≤ x ≤':
      return `${left} ≤ ${column} ≤ ${right}`;
    case '≤ x <':
      return `${left} ≤ ${column} < ${right}`;
    case '< x ≤':
      return `${left} < ${column} ≤ ${right}`;
    default:
      return `${column} ${operator} ${targetValue}`;
  }
}

/** A number typed into a target input, or null when blank or not a number. */
export function parseTargetValue(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * Columns a formatter may colour: the chart's metrics (and `%` percentage metrics), then the
 * numeric dataset columns it shows (raw columns or dimensions).
 */
export function formatterColumnOptions(
  formData: Readonly<Record<string, unknown>>,
  dataset: Pick<Dataset, 'columns' | 'metrics'>,
): { value: string; label: string }[] {
  const labels: string[] = [];
  for (const metric of metricList(formData['metrics'])) labels.push(metricPillLabel(metric));
  for (const metric of metricList(formData['metric'])) labels.push(metricPillLabel(metric));
  for (const metric of metricList(formData['percent_metrics'])) labels.push(`%${metricPillLabel(metric)}`);
  const shown = [formData['all_columns'], formData['groupby']].flatMap((v) => (Array.isArray(v) ? v : []));
  for (const name of shown) {
    const column = typeof name === 'string' ? dataset.columns.find((c) => c.column_name === name) : undefined;
    if (column?.type_generic === 'NUMERIC') labels.push(column.column_name);
  }
  return [...new Set(labels)].map((label) => ({ value: label, label }));
}
