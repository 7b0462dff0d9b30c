import type { ListFilter, ListQuery } from '@meridian/core';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
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
