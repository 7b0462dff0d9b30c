import { NO_TIME_RANGE, metricLabel } from '@meridian/core';
import type { Dataset, DatasetColumn, QueryMetric } from '@meridian/core';
import type { AdhocFilter } from '@meridian/viz';
import { simpleFilterToSql } from '@meridian/viz';
import type { FilterClause, OperatorId } from './operators';
import {
  BOOLEAN_OPERATORS,
  CUSTOM_OPERATORS,
  FILTER_OPERATOR_TYPES,
  MULTI_OPERATORS,
  NULL_OPERATORS,
  isOperatorRelevant,
  operatorIdOf,
} from './operators';

/** Messages of the filter editor, verbatim from the spec. */
export const FILTER_MESSAGES = {
  noSuchColumn: 'No such column found. To filter on a metric, try the Custom SQL tab.',
  inherited:
    "This filter was inherited from the dashboard's context. It won't be saved when saving the chart.",
  incompatible: 'This filter might be incompatible with current dataset',
} as const;

/** Something a simple filter can be on: a dataset column (WHERE) or a metric (HAVING). */
export interface FilterSubjectOption {
  /** column or metric. */
  kind: 'column' | 'metric';
  /** The subject written into the filter. */
  value: string;
  /** Text shown in the select. */
  label: string;
  /** The dataset column, for columns. */
  column?: DatasetColumn;
}

/** The subjects a simple filter offers: filterable columns, saved metrics and the chart's adhoc metrics. */
export function filterSubjectOptions(
  dataset: Pick<Dataset, 'columns' | 'metrics'>,
  chartMetrics: readonly unknown[] = [],
): FilterSubjectOption[] {
  const options: FilterSubjectOption[] = dataset.columns
    .filter((column) => column.filterable)
    .map((column) => ({
      kind: 'column',
      value: column.column_name,
      label: column.verbose_name || column.column_name,
      column,
    }));
  const seen = new Set(options.map((o) => `column:${o.value}`));
  const add = (value: string, label: string) => {
    if (!value || seen.has(`metric:${value}`)) return;
    seen.add(`metric:${value}`);
    options.push({ kind: 'metric', value, label });
  };
  for (const metric of dataset.metrics) add(metric.metric_name, metric.verbose_name || metric.metric_name);
  for (const metric of chartMetrics) {
    if (typeof metric === 'object' && metric !== null)
      add(metricLabel(metric as QueryMetric), metricLabel(metric as QueryMetric));
  }
  return options;
}

/** Random option name as Superset's editors give new items. */
export function newOptionName(prefix: string): string {
  return `${prefix}_${Math.random().toString(36).slice(2, 10)}_${Math.random().toString(36).slice(2, 10)}`;
}

/** A new simple filter: WHERE, operator IN, no subject yet. */
export function newAdhocFilter(): AdhocFilter {
  return {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: null,
    operator: 'IN',
    operatorId: 'IN',
    comparator: [],
    isExtra: false,
    filterOptionName: newOptionName('filter'),
  };
}

/** What the filter editor checks operators against beside the filter. */
export interface FilterEditorContext {
  /** The dataset's columns. */
  columns: readonly DatasetColumn[];
  /** The partition column, when known. */
  partitionColumn?: string | null;
  /** `schema.table` for the latest-partition template. */
  tableName?: string;
}

function columnOf(
  subject: string | null | undefined,
  context: FilterEditorContext,
): DatasetColumn | undefined {
  return subject ? context.columns.find((c) => c.column_name === subject) : undefined;
}

/** Whether an operator may be used by this filter's subject and clause. */
export function isOperatorAllowed(
  operatorId: OperatorId,
  filter: Pick<AdhocFilter, 'subject' | 'clause'>,
  context: FilterEditorContext,
): boolean {
  return isOperatorRelevant(operatorId, {
    column: columnOf(filter.subject, context),
    subject: filter.subject,
    clause: filter.clause,
    partitionColumn: context.partitionColumn,
  });
}

function comparatorFor(operatorId: OperatorId, previous: unknown): unknown {
  if (operatorId === 'IS_TRUE') return true;
  if (operatorId === 'IS_FALSE') return false;
  if (NULL_OPERATORS.has(operatorId)) return null;
  if (operatorId === 'TEMPORAL_RANGE')
    return typeof previous === 'string' && previous ? previous : NO_TIME_RANGE;
  if (typeof previous === 'boolean') return MULTI_OPERATORS.has(operatorId) ? [] : null;
  if (MULTI_OPERATORS.has(operatorId)) {
    if (Array.isArray(previous)) return previous;
    return previous === null || previous === undefined || previous === '' ? [] : [previous];
  }
  return Array.isArray(previous) ? (previous[0] ?? null) : (previous ?? null);
}

/**
 * Custom SQL of the latest-partition operator. Superset writes `{{ presto.latest_partition('schema.table') }}`, a
 * Jinja macro of Presto and Hive; Meridian renders no templates and its engines have no such macro, so the filter
 * asks for the greatest value of the partition column, which is the partition that macro names.
 */
export function latestPartitionSql(column: string, table: string): string {
  return `${column} = (SELECT MAX(${column}) FROM ${table})`;
}

/**
 * The filter with another operator: the wire operator follows the id, the comparator is converted
 * (a list for IN / NOT IN, one value otherwise, true / false for IS TRUE / IS FALSE), and the
 * latest-partition operator turns the filter into Custom SQL.
 */
export function changeOperator(
  filter: AdhocFilter,
  operatorId: OperatorId,
  context: FilterEditorContext,
): AdhocFilter {
  if (CUSTOM_OPERATORS.has(operatorId)) {
    const table = context.tableName ?? '';
    return {
      ...filter,
      expressionType: 'SQL',
      operatorId,
      operator: FILTER_OPERATOR_TYPES[operatorId].operation,
      sqlExpression: latestPartitionSql(filter.subject ?? '', table),
    };
  }
  const wasTemporal = operatorIdOf(filter) === 'TEMPORAL_RANGE';
  const previous = wasTemporal && operatorId !== 'TEMPORAL_RANGE' ? null : filter.comparator;
  return {
    ...filter,
    operatorId,
    operator: FILTER_OPERATOR_TYPES[operatorId].operation,
    comparator: comparatorFor(operatorId, previous),
  };
}

/**
 * Spec §4: a new subject picks the clause (column → WHERE, metric → HAVING). A temporal column
 * keeps the filter temporal (a time range, as Superset filters time columns; an existing range is
 * kept). Otherwise the operator stays when still allowed, else falls back to IN (or to `=` where
 * IN is not allowed, e.g. HAVING).
 */
export function changeSubject(
  filter: AdhocFilter,
  option: Pick<FilterSubjectOption, 'kind' | 'value'>,
  context: FilterEditorContext,
): AdhocFilter {
  const clause: FilterClause = option.kind === 'column' ? 'WHERE' : 'HAVING';
  const next: AdhocFilter = { ...filter, subject: option.value, clause, expressionType: 'SIMPLE' };
  const current = operatorIdOf(filter);
  const isTemporalColumn = option.kind === 'column' && Boolean(columnOf(option.value, context)?.is_dttm);
  if (
    isTemporalColumn &&
    (current === null || current === 'TEMPORAL_RANGE' || current === 'IN' || current === 'NOT_IN')
  ) {
    return changeOperator(next, 'TEMPORAL_RANGE', context);
  }
  if (current !== null && isOperatorAllowed(current, next, context)) {
    return { ...next, operatorId: current, operator: FILTER_OPERATOR_TYPES[current].operation };
  }
  const fallback: OperatorId = isOperatorAllowed('IN', next, context) ? 'IN' : 'EQUALS';
  return changeOperator(next, fallback, context);
}

/** Spec §5: whether a filter is complete. */
export function isFilterValid(filter: AdhocFilter): boolean {
  if (filter.expressionType === 'SQL') return Boolean(filter.sqlExpression?.trim()) && Boolean(filter.clause);
  const operatorId = operatorIdOf(filter);
  if (operatorId !== null && NULL_OPERATORS.has(operatorId))
    return Boolean(filter.operator) && Boolean(filter.subject);
  if (operatorId !== null && BOOLEAN_OPERATORS.has(operatorId))
    return Boolean(filter.subject) && filter.comparator !== null && filter.comparator !== undefined;
  if (!filter.operator || !filter.subject || !filter.clause) return false;
  const { comparator } = filter;
  if (Array.isArray(comparator)) return comparator.length > 0;
  return comparator !== null && comparator !== undefined && comparator !== '';
}

/** Whether the simple tab's operator is allowed for its subject (a SQL filter has nothing to check). */
export function isSimpleTabValid(filter: AdhocFilter, context: FilterEditorContext): boolean {
  if (filter.expressionType === 'SQL') return true;
  const operatorId = operatorIdOf(filter);
  return operatorId !== null && isOperatorAllowed(operatorId, filter, context);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Spec §4: Save is enabled when the filter is valid, the simple tab is valid and something changed. */
export function canSaveFilter(
  original: AdhocFilter,
  draft: AdhocFilter,
  context: FilterEditorContext,
): boolean {
  return isFilterValid(draft) && isSimpleTabValid(draft, context) && !sameJson(original, draft);
}

/** The filter on another tab: switching to Custom SQL starts from the simple filter's SQL. */
export function switchExpressionType(filter: AdhocFilter, expressionType: 'SIMPLE' | 'SQL'): AdhocFilter {
  if (filter.expressionType === expressionType) return filter;
  if (expressionType === 'SIMPLE') return { ...filter, expressionType };
  const sqlExpression =
    filter.sqlExpression ?? (filter.subject && filter.operator ? simpleFilterToSql(filter) : null);
  return { ...filter, expressionType, sqlExpression };
}

/** The filter with another clause (Custom SQL tab). */
export function changeClause(filter: AdhocFilter, clause: FilterClause): AdhocFilter {
  return { ...filter, clause };
}

const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A typed comparator value: numbers stay numbers on numeric columns, anything else is text. */
export function coerceComparatorValue(
  value: unknown,
  column: Pick<DatasetColumn, 'type_generic'> | undefined,
): unknown {
  if (typeof value !== 'string' || column?.type_generic !== 'NUMERIC') return value;
  const text = value.trim();
  return NUMERIC_TEXT.test(text) ? Number(text) : value;
}

/** The warning shown on a filter pill: inherited from the dashboard, or a subject the dataset lacks. */
export function filterWarning(
  filter: AdhocFilter,
  options: readonly Pick<FilterSubjectOption, 'value'>[],
): string | null {
  if (filter.isExtra) return FILTER_MESSAGES.inherited;
  if (
    filter.expressionType === 'SIMPLE' &&
    filter.subject &&
    !options.some((o) => o.value === filter.subject)
  )
    return FILTER_MESSAGES.incompatible;
  return null;
}
