import {
  ADVANCED_DATA_TYPES,
  AdvancedFilterError,
  translateAdvancedFilter,
  columnLabel,
  resolveTimeRange,
  TimeRangeError,
  type GenericType,
  type ComparisonGroups,
  type QueryFilter,
} from '@meridian/core';
import type { Dialect } from '../engines/base/engine-spec';
import { AppError } from '../errors';
import type { QueryableDataset } from './query-dataset';
import { resolveColumn } from './select-items';
import type { SqlParams } from './sql-params';

/** Filters turned into WHERE fragments, with what was applied and rejected. */
export interface CompiledFilters {
  fragments: string[];
  applied: { column: string }[];
  rejected: { column: string; reason: 'not_in_datasource' | 'no_temporal_column' }[];
  /** Bounds of the time range filter, epoch ms. */
  fromDttm: number | null;
  toDttm: number | null;
}

/** What filter compilation needs besides the filters. */
export interface FilterContext {
  dataset: QueryableDataset;
  dialect: Dialect;
  params: SqlParams;
  now: Date;
  relativeStart?: 'today' | 'now' | undefined;
  relativeEnd?: 'today' | 'now' | undefined;
}

type Scalar = string | number | boolean | null;

/** Compiles simple filters; filters on unknown columns are rejected, not fatal (Superset's rejected_filters). */
export function compileFilters(filters: readonly QueryFilter[], context: FilterContext): CompiledFilters {
  const out: CompiledFilters = { fragments: [], applied: [], rejected: [], fromDttm: null, toDttm: null };
  for (const filter of filters) {
    const label = columnLabel(filter.col);
    const column = resolveColumn(filter.col, context.dataset, context.dialect);
    if (!column) {
      out.rejected.push({ column: label, reason: 'not_in_datasource' });
      continue;
    }
    if (filter.op === 'TEMPORAL_RANGE') {
      if (column.generic !== 'TEMPORAL') {
        out.rejected.push({ column: label, reason: 'no_temporal_column' });
        continue;
      }
      const range = temporalRange(String(filter.val ?? 'No filter'), context);
      out.fromDttm = range.since?.getTime() ?? null;
      out.toDttm = range.until?.getTime() ?? null;
      if (range.since) out.fragments.push(`${column.sql} >= ${timestamp(range.since, context)}`);
      if (range.until) out.fragments.push(`${column.sql} < ${timestamp(range.until, context)}`);
    } else {
      const groups = advancedGroups(filter, context);
      out.fragments.push(
        groups
          ? groupsFragment(groups, filter, column.sql, column.generic, label, context)
          : comparison(filter, column.sql, column.generic, label, context),
      );
    }
    out.applied.push({ column: label });
  }
  return out;
}

/**
 * The comparisons of a filter on a column with an advanced data type, or null for other filters. Its values are
 * addresses or ports as typed (Superset saves them so); 400 with the conversion's message when one does not convert.
 * Converted whatever ENABLE_ADVANCED_DATA_TYPES says: a numeric comparator converts to itself, so only filters that
 * could not run otherwise read differently.
 */
function advancedGroups(filter: QueryFilter, context: FilterContext): ComparisonGroups | null {
  const name =
    typeof filter.col === 'string' ? context.dataset.columns.get(filter.col)?.advancedDataType : null;
  const type = name ? ADVANCED_DATA_TYPES.get(name) : undefined;
  if (!type) return null;
  try {
    return translateAdvancedFilter(type, filter);
  } catch (error) {
    if (error instanceof AdvancedFilterError)
      throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', error.message);
    throw error;
  }
}

/** Comparisons in disjunctive form as one WHERE fragment; no groups match no row. */
function groupsFragment(
  groups: ComparisonGroups,
  filter: QueryFilter,
  ...rest: [sql: string, generic: GenericType | null, label: string, context: FilterContext]
): string {
  if (groups.length === 0) return '1 = 0';
  const ors = groups.map((group) =>
    group.map(({ op, val }) => comparison({ col: filter.col, op, val }, ...rest)).join(' AND '),
  );
  return ors.length === 1 ? `(${ors[0] ?? ''})` : `(${ors.map((and) => `(${and})`).join(' OR ')})`;
}

/** The bounds of a time range; 400 with the grammar's message when it does not resolve. */
export function temporalRange(
  range: string,
  context: FilterContext,
): { since: Date | null; until: Date | null } {
  try {
    return resolveTimeRange(range, {
      now: context.now,
      relativeStart: context.relativeStart,
      relativeEnd: context.relativeEnd,
    });
  } catch (error) {
    if (error instanceof TimeRangeError)
      throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `Invalid time range "${range}": ${error.message}`);
    throw error;
  }
}

/** A timestamp parameter, as the engine compares it with temporal columns. */
export function timestamp(date: Date, context: FilterContext): string {
  const text = date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, '');
  return context.dialect.timestampParameter(context.params.add(text));
}

function comparison(
  filter: QueryFilter,
  sql: string,
  generic: GenericType | null,
  label: string,
  context: FilterContext,
): string {
  const { params, dialect } = context;
  const op = filter.op;
  switch (op) {
    case 'IS NULL':
      return `${sql} IS NULL`;
    case 'IS NOT NULL':
      return `${sql} IS NOT NULL`;
    case 'IS TRUE':
    case 'IS FALSE':
      if (generic === 'STRING' || generic === 'TEMPORAL') throw invalidOperator(op, generic, label);
      return `${sql} ${op}`;
    case 'IN':
    case 'NOT IN': {
      const values = (Array.isArray(filter.val) ? filter.val : [filter.val ?? null]).map((v) =>
        coerce(v, generic, label),
      );
      const present = values.filter((v) => v !== null);
      const hasNull = present.length < values.length;
      const list =
        present.length > 0
          ? `${sql} ${op} (${present.map((v) => bind(v, generic, context)).join(', ')})`
          : op === 'IN'
            ? '1 = 0'
            : '1 = 1';
      if (!hasNull) return list;
      return op === 'IN' ? `(${list} OR ${sql} IS NULL)` : `(${list} AND ${sql} IS NOT NULL)`;
    }
    case 'LIKE':
    case 'NOT LIKE':
    case 'ILIKE': {
      if (generic !== null && generic !== 'STRING') throw invalidOperator(op, generic, label);
      const pattern = params.add(String(scalar(filter.val, label)));
      if (op === 'ILIKE' && !dialect.capabilities.ilike) return `LOWER(${sql}) LIKE LOWER(${pattern})`;
      return `${sql} ${op} ${pattern}`;
    }
    case '==':
    case '!=':
    case '>':
    case '<':
    case '>=':
    case '<=': {
      const value = coerce(scalar(filter.val, label), generic, label);
      if (value === null) {
        if (op === '==') return `${sql} IS NULL`;
        if (op === '!=') return `${sql} IS NOT NULL`;
        throw new AppError(
          'INVALID_PAYLOAD_SCHEMA_ERROR',
          `Filter on "${label}" compares with ${op} but has no value`,
        );
      }
      return `${sql} ${op === '==' ? '=' : op === '!=' ? '<>' : op} ${bind(value, generic, context)}`;
    }
    case 'TEMPORAL_RANGE':
      throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', 'TEMPORAL_RANGE is compiled separately');
  }
}

function invalidOperator(op: string, generic: GenericType | null, label: string): AppError {
  return new AppError(
    'INVALID_PAYLOAD_SCHEMA_ERROR',
    `Operator ${op} is not valid for the ${generic ?? 'untyped'} column "${label}"`,
  );
}

function scalar(value: QueryFilter['val'], label: string): Scalar {
  if (Array.isArray(value))
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `Filter on "${label}" expects one value, got a list`);
  return value ?? null;
}

/** Converts a comparator to the column's type; 400 when it cannot be. */
function coerce(value: Scalar, generic: GenericType | null, label: string): Scalar {
  if (value === null) return null;
  if (generic === 'NUMERIC') {
    const number = typeof value === 'boolean' ? Number(value) : Number(value);
    if (typeof value === 'string' && value.trim() === '') throw notA('number', value, label);
    if (!Number.isFinite(number)) throw notA('number', value, label);
    return number;
  }
  if (generic === 'BOOLEAN') {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 1 || value === '1') return true;
    if (value === 'false' || value === 0 || value === '0') return false;
    throw notA('boolean', value, label);
  }
  if (generic === 'TEMPORAL') {
    const date =
      typeof value === 'number'
        ? new Date(value)
        : new Date(String(value).replace(' ', 'T') + (/[zZ]|[+-]\d\d:?\d\d$/.test(String(value)) ? '' : 'Z'));
    if (Number.isNaN(date.getTime())) throw notA('date', value, label);
    return date.toISOString();
  }
  return typeof value === 'string' ? value : String(value);
}

function notA(kind: string, value: Scalar, label: string): AppError {
  return new AppError(
    'INVALID_PAYLOAD_SCHEMA_ERROR',
    `Filter value ${JSON.stringify(value)} of column "${label}" is not a ${kind}`,
  );
}

function bind(value: Scalar, generic: GenericType | null, context: FilterContext): string {
  if (generic === 'TEMPORAL' && typeof value === 'string') return timestamp(new Date(value), context);
  return context.params.add(value);
}
