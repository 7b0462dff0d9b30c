import type { ListFilter } from '@meridian/core';
import type { TableProps } from 'antd';
import { orderFromSorter } from '../../app/list-query';
import type { ListRequest } from '../../app/list-query';
import { listFiltersOf } from './list-filters';
import type { FilterRule, FilterValues } from './list-filters';

/** Superset's list page size (spec §9). */
export const LIST_PAGE_SIZE = 25;

/** Column and direction a list is ordered by; empty for the server's order. */
export type ListOrder = Pick<ListRequest, 'orderColumn' | 'orderDirection'>;

/** What a list page's pager, sorter and filter inputs hold. */
export interface ListPageState {
  /** Zero-based page. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  order: ListOrder;
  /** Values of the filter inputs, by rule key. */
  filters: FilterValues;
}

/** How a list page's inputs become its list call. */
export interface ListQuerySpec {
  /** Rules of the filter inputs, in the order their filters are sent. */
  filterFields: readonly FilterRule[];
  /** Filters the page always sends, before the inputs' (e.g. the report list's type). */
  fixedFilters: readonly ListFilter[];
}

/** The list call of a page's state: page, size, order, then fixed filters and the inputs' filters. */
export function listRequestOf(state: ListPageState, spec: ListQuerySpec): ListRequest {
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...state.order,
    filters: [...spec.fixedFilters, ...listFiltersOf(spec.filterFields, state.filters)],
  };
}

/** The state with other filter values: back to the first page, since the old page may not exist. */
export function withFilters(state: ListPageState, filters: FilterValues): ListPageState {
  return { ...state, page: 0, filters };
}

type TableChange<R> = NonNullable<TableProps<R>['onChange']>;
/** What an antd table change hands over: its pager and its sorter(s). */
export type TablePagination<R> = Parameters<TableChange<R>>[0];
export type TableSorter<R> = Parameters<TableChange<R>>[2];

/** The state an antd table change asks for: its page and page size, and its order when sortable. */
export function stateOfTableChange<R>(
  state: ListPageState,
  pagination: TablePagination<R>,
  sorter: TableSorter<R>,
  sortable: ReadonlySet<string>,
): ListPageState {
  // antd hands an array when several columns sort; the lists sort by one.
  const sort = Array.isArray(sorter) ? sorter[0] : sorter;
  return {
    ...state,
    page: (pagination.current ?? 1) - 1,
    pageSize: pagination.pageSize ?? state.pageSize,
    // A list without sortable columns keeps its set order (the execution log's newest first).
    order: sortable.size === 0 ? state.order : orderFromSorter(sort, sortable),
  };
}

/** Selected ids with one id ticked or unticked; an id is held once. */
export function withSelected(ids: readonly number[], id: number, isSelected: boolean): number[] {
  const others = ids.filter((held) => held !== id);
  return isSelected ? [...others, id] : others;
}

/** Selected ids without the given ones (e.g. just deleted). */
export function withoutIds(ids: readonly number[], dropped: readonly number[]): number[] {
  return ids.filter((id) => !dropped.includes(id));
}
