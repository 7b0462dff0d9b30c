import type { ListFilter, ListQuery } from '@meridian/core';
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { AppError } from '../errors';

/** Columns a list call may filter and order by, mapped to SQL column references. */
export type ListColumns = Record<string, string>;

/** Builds the WHERE condition of a rison list query; unknown columns or operators are refused with 400. */
export function listFilterCondition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  filters: readonly ListFilter[],
  columns: ListColumns,
): Expression<SqlBool> {
  const parts = filters.map((filter) => filterCondition(filter, columns));
  return eb.and(parts.map((part) => sql<SqlBool>`${part}`));
}

/** Filters a repository builds itself (relations, full-text search): which, and how. */
export interface SpecialFilters {
  isSpecial: (filter: ListFilter) => boolean;
  condition: (filter: ListFilter) => Expression<SqlBool>;
}

/** The conditions of a list query: plain comparisons through `columns`, then the special filters. */
export function listConditions<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  filters: readonly ListFilter[],
  columns: ListColumns,
  special: SpecialFilters,
): Expression<SqlBool>[] {
  return [
    listFilterCondition(
      eb,
      filters.filter((filter) => !special.isSpecial(filter)),
      columns,
    ),
    ...filters.filter(special.isSpecial).map(special.condition),
  ];
}

function filterCondition(filter: ListFilter, columns: ListColumns) {
  const column = columns[filter.col];
  if (column === undefined)
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
      filters: [`Filter column "${filter.col}" is not allowed`],
    });
  const ref = sql.ref(column);
  const value = filter.value;
  switch (filter.opr) {
    case 'eq':
      return value === null ? sql`${ref} IS NULL` : sql`${ref} = ${scalar(value)}`;
    case 'neq':
      return value === null ? sql`${ref} IS NOT NULL` : sql`${ref} <> ${scalar(value)}`;
    case 'ct':
      return sql`LOWER(${ref}) LIKE ${`%${likeEscape(String(value).toLowerCase())}%`} ESCAPE '\\'`;
    case 'sw':
      return sql`LOWER(${ref}) LIKE ${`${likeEscape(String(value).toLowerCase())}%`} ESCAPE '\\'`;
    case 'ew':
      return sql`LOWER(${ref}) LIKE ${`%${likeEscape(String(value).toLowerCase())}`} ESCAPE '\\'`;
    case 'in': {
      const values = Array.isArray(value) ? value : [scalar(value)];
      if (values.length === 0) return sql`1 = 0`;
      return sql`${ref} IN (${sql.join(values)})`;
    }
    default:
      throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
        filters: [`Filter operator "${filter.opr}" is not supported`],
      });
  }
}

function scalar(value: ListFilter['value']): string | number {
  if (Array.isArray(value) || value === null) {
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', { filters: ['Filter value must be a single value'] });
  }
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Validates the order column of a list query against the allowed ones. */
export function orderColumn(query: ListQuery, columns: ListColumns, fallback: string): string {
  if (query.order_column === undefined) return fallback;
  const column = columns[query.order_column];
  if (column === undefined) {
    throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', {
      order_column: [`Cannot order by "${query.order_column}"`],
    });
  }
  return column;
}

/** How a list is ordered: the query's column (or a fallback), then a tie-break so pages never overlap. */
export interface ListOrder {
  /** Columns the query may order by. */
  columns: ListColumns;
  /** Column when the query names none. */
  fallback: string;
  /** Direction when the query names no column (the dashboard list's newest first); the query's otherwise. */
  fallbackDirection?: 'asc' | 'desc';
  /** Second order key, usually the id; none leaves ties to the database. */
  tieBreak?: { column: string; direction: 'asc' | 'desc' };
}

/** How many rows a filtered list query matches; it must select nothing yet. */
export async function countMatches<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  // Kysely cannot name a column selected from a generic query; $castTo states the one selected.
  const row = await filtered
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .$castTo<{ n: string | number }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The page a list query asks for of a selection, in the list's order. */
export function onePage<DB, TB extends keyof DB, O>(
  selection: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  order: ListOrder,
): SelectQueryBuilder<DB, TB, O> {
  const direction =
    query.order_column === undefined
      ? (order.fallbackDirection ?? query.order_direction)
      : query.order_direction;
  const ordered = selection.orderBy(sql.ref(orderColumn(query, order.columns, order.fallback)), direction);
  const tied = order.tieBreak
    ? ordered.orderBy(sql.ref(order.tieBreak.column), order.tieBreak.direction)
    : ordered;
  return tied.limit(query.page_size).offset(query.page * query.page_size);
}

/** One page of a filtered list as ids: how many rows match, and the ids of the page in order. */
export async function pageOfIds<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  idColumn: string,
  query: ListQuery,
  order: ListOrder,
): Promise<{ count: number; ids: number[] }> {
  const count = await countMatches(filtered);
  const ids = filtered.select(sql<number>`${sql.ref(idColumn)}`.as('id')).$castTo<{ id: number }>();
  const rows = await onePage(ids, query, order).execute();
  return { count, ids: rows.map((row) => row.id) };
}

/** The rows of these ids in the order of the ids (a page's order); ids without a row are left out. */
export function inIdOrder<R extends { id: number }>(ids: readonly number[], rows: readonly R[]): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
