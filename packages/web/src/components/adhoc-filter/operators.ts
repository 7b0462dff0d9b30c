import type { DatasetColumn } from '@meridian/core';

/** Operator ids of the filter editor (Superset's `Operators`), each with its wire string and display text. */
export const FILTER_OPERATOR_TYPES = {
  EQUALS: { display: 'Equal to (=)', operation: '==' },
  NOT_EQUALS: { display: 'Not equal to (≠)', operation: '!=' },
  LESS_THAN: { display: 'Less than (<)', operation: '<' },
  LESS_THAN_OR_EQUAL: { display: 'Less or equal (<=)', operation: '<=' },
  GREATER_THAN: { display: 'Greater than (>)', operation: '>' },
  GREATER_THAN_OR_EQUAL: { display: 'Greater or equal (>=)', operation: '>=' },
  IN: { display: 'In', operation: 'IN' },
  NOT_IN: { display: 'Not in', operation: 'NOT IN' },
  LIKE: { display: 'Like', operation: 'LIKE' },
  NOT_LIKE: { display: 'Not like', operation: 'NOT LIKE' },
  ILIKE: { display: 'Like (case insensitive)', operation: 'ILIKE' },
  IS_NOT_NULL: { display: 'Is not null', operation: 'IS NOT NULL' },
  IS_NULL: { display: 'Is null', operation: 'IS NULL' },
  LATEST_PARTITION: { display: 'use latest_partition template', operation: 'LATEST PARTITION' },
  IS_TRUE: { display: 'Is true', operation: '==' },
  IS_FALSE: { display: 'Is false', operation: '==' },
  TEMPORAL_RANGE: { display: 'TEMPORAL_RANGE', operation: 'TEMPORAL_RANGE' },
} as const;

/** An operator id, e.g. `IN`, `IS_TRUE`. */
export type OperatorId = keyof typeof FILTER_OPERATOR_TYPES;

/** Operator ids in the order the editor lists them. */
export const OPERATOR_IDS = Object.keys(FILTER_OPERATOR_TYPES) as OperatorId[];

/** Operators whose comparator is a list of values. */
export const MULTI_OPERATORS: ReadonlySet<OperatorId> = new Set<OperatorId>(['IN', 'NOT_IN']);

/** Operators that take no typed comparator. */
export const DISABLE_INPUT_OPERATORS: ReadonlySet<OperatorId> = new Set<OperatorId>([
  'IS_NOT_NULL',
  'IS_NULL',
  'LATEST_PARTITION',
  'IS_TRUE',
  'IS_FALSE',
]);

/** Operators that need no comparator at all (spec §5 "null operators"). */
export const NULL_OPERATORS: ReadonlySet<OperatorId> = new Set<OperatorId>(['IS_NULL', 'IS_NOT_NULL']);

/** Operators that carry a boolean comparator (spec §5 "true/false operators"). */
export const BOOLEAN_OPERATORS: ReadonlySet<OperatorId> = new Set<OperatorId>(['IS_TRUE', 'IS_FALSE']);

/** Operators that turn the filter into Custom SQL when picked. */
export const CUSTOM_OPERATORS: ReadonlySet<OperatorId> = new Set<OperatorId>(['LATEST_PARTITION']);

/** The operators a HAVING filter may use. */
export const HAVING_OPERATORS: ReadonlySet<OperatorId> = new Set<OperatorId>([
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
]);

/** WHERE (a column filter) or HAVING (a metric filter). */
export type FilterClause = 'WHERE' | 'HAVING';

const BOOLEAN_TYPE = /^BOOL(EAN)?$/i;
const INTEGER_TYPE = /^(TINY|SMALL|BIG|HUGE|U)?INT(EGER)?\d*$/i;

/** Whether a column holds booleans (its generic or native type). */
export function isBooleanColumn(column: Pick<DatasetColumn, 'type' | 'type_generic'>): boolean {
  return column.type_generic === 'BOOLEAN' || BOOLEAN_TYPE.test(column.type?.trim() ?? '');
}

/** Whether a column holds integers (native type INT, INTEGER, BIGINT…). */
export function isIntegerColumn(column: Pick<DatasetColumn, 'type'>): boolean {
  return INTEGER_TYPE.test(column.type?.trim() ?? '');
}

/** Whether a column is calculated (a SQL expression). */
export function isExpressionColumn(column: Pick<DatasetColumn, 'expression'>): boolean {
  return Boolean(column.expression?.trim());
}

/** What an operator is checked against: the subject's column (undefined for metrics), clause and partition column. */
export interface OperatorContext {
  /** The dataset column the subject names; undefined for a metric or an unknown subject. */
  column?: Pick<DatasetColumn, 'column_name' | 'type' | 'type_generic' | 'expression' | 'is_dttm'>;
  /** The subject text. */
  subject?: string | null;
  /** The filter's clause. */
  clause: FilterClause;
  /** The dataset's partition column, when the engine has one. */
  partitionColumn?: string | null;
}

/**
 * Spec §5: whether an operator may be picked for a subject. IS TRUE / IS FALSE for boolean, integer
 * or expression columns; boolean columns otherwise only IS NULL / IS NOT NULL; the latest-partition
 * operator only for the partition column; HAVING only its restricted set; TEMPORAL_RANGE only on a
 * temporal column (never for ordinary subjects).
 */
export function isOperatorRelevant(operatorId: OperatorId, context: OperatorContext): boolean {
  const { column, clause, subject, partitionColumn } = context;
  if (CUSTOM_OPERATORS.has(operatorId))
    return Boolean(partitionColumn && subject && subject === partitionColumn);
  if (operatorId === 'TEMPORAL_RANGE') return clause === 'WHERE' && Boolean(column?.is_dttm);
  const isBoolean = column !== undefined && isBooleanColumn(column);
  if (BOOLEAN_OPERATORS.has(operatorId)) {
    return column !== undefined && (isBoolean || isIntegerColumn(column) || isExpressionColumn(column));
  }
  if (isBoolean) return NULL_OPERATORS.has(operatorId);
  return !(clause === 'HAVING' && !HAVING_OPERATORS.has(operatorId));
}

/** The operator ids a subject may use, in the editor's order. */
export function relevantOperators(context: OperatorContext): OperatorId[] {
  return OPERATOR_IDS.filter((id) => isOperatorRelevant(id, context));
}

function isOperatorId(value: unknown): value is OperatorId {
  return typeof value === 'string' && value in FILTER_OPERATOR_TYPES;
}

/**
 * The operator id of a saved filter: its operatorId when known, else read from the wire operator
 * (`==` with a boolean comparator is IS TRUE / IS FALSE; legacy lower-case operators are accepted).
 */
export function operatorIdOf(filter: {
  operatorId?: string | null;
  operator?: string | null;
  comparator?: unknown;
}): OperatorId | null {
  if (isOperatorId(filter.operatorId)) return filter.operatorId;
  const operator = filter.operator?.trim().toUpperCase();
  if (!operator) return null;
  if (operator === 'IS TRUE') return 'IS_TRUE';
  if (operator === 'IS FALSE') return 'IS_FALSE';
  if (operator === '==' && typeof filter.comparator === 'boolean')
    return filter.comparator ? 'IS_TRUE' : 'IS_FALSE';
  if (operator === '=') return 'EQUALS';
  if (operator === '<>') return 'NOT_EQUALS';
  return OPERATOR_IDS.find((id) => FILTER_OPERATOR_TYPES[id].operation === operator) ?? null;
}
