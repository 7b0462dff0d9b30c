import type { ListFilter } from '@meridian/core';
import type { TableProps } from 'antd';
import { useState } from 'react';
import type { ListRequest } from '../../app/list-query';
import { withFilterValue } from './list-filters';
import type { FilterRule, FilterValue, FilterValues } from './list-filters';
import {
  LIST_PAGE_SIZE,
  listRequestOf,
  stateOfTableChange,
  withFilters,
  withoutIds,
  withSelected,
} from './list-page-model';
import type { ListOrder, ListPageState } from './list-page-model';

/** What a list page declares: its first order, what the API sorts by, its filters. */
export interface ListPageOptions {
  /** Order before the user sorts. */
  order: ListOrder;
  /** Columns the API can order by; a list without any keeps `order`. */
  sortable: ReadonlySet<string>;
  /** Rows per page; Superset's 25 unless told. */
  pageSize?: number;
  /** Rules of the filter inputs (a ListFilterBar's fields, or the page's own inputs). */
  filterFields?: readonly FilterRule[];
  /** Filters always sent, before the inputs'. */
  fixedFilters?: readonly ListFilter[];
}

/** The ids ticked on a list page, kept across pages. */
export interface ListSelection {
  ids: number[];
  set: (ids: number[]) => void;
  /** Ticks or unticks one row (a card's checkbox). */
  toggle: (id: number, isSelected: boolean) => void;
  /** Unticks the given rows, e.g. once deleted. */
  drop: (ids: readonly number[]) => void;
}

/** Paging, sort, filters and selection of a server-paged list page. */
export interface ListPage<R> {
  /** The list call to make: page, size, order and filters. */
  request: ListRequest;
  /** Values of the filter inputs. */
  filters: FilterValues;
  /** Sets all filter values: first page, nothing selected. */
  changeFilters: (next: FilterValues) => void;
  /** Sets one filter value (undefined or blank clears it), like changeFilters. */
  setFilter: (key: string, value: FilterValue | undefined) => void;
  /** Goes to a zero-based page (the card view's pager). */
  setPage: (page: number) => void;
  /** The table's onChange: paging and sorting. */
  onTableChange: NonNullable<TableProps<R>['onChange']>;
  selection: ListSelection;
}

/** The one list model of the list pages: state, the list call it makes, and the selection. */
export function useListPage<R>(options: ListPageOptions): ListPage<R> {
  const [state, setState] = useState<ListPageState>(() => ({
    page: 0,
    pageSize: options.pageSize ?? LIST_PAGE_SIZE,
    order: options.order,
    filters: {},
  }));
  const [selected, setSelected] = useState<number[]>([]);
  const request = listRequestOf(state, {
    filterFields: options.filterFields ?? [],
    fixedFilters: options.fixedFilters ?? [],
  });
  const changeFilters = (next: FilterValues) => {
    setState((current) => withFilters(current, next));
    setSelected([]);
  };
  return {
    request,
    filters: state.filters,
    changeFilters,
    setFilter: (key, value) => changeFilters(withFilterValue(state.filters, key, value)),
    setPage: (page) => setState((current) => ({ ...current, page })),
    onTableChange: (pagination, _filters, sorter) =>
      setState((current) => stateOfTableChange(current, pagination, sorter, options.sortable)),
    selection: {
      ids: selected,
      set: setSelected,
      toggle: (id, isSelected) => setSelected((current) => withSelected(current, id, isSelected)),
      drop: (ids) => setSelected((current) => withoutIds(current, ids)),
    },
  };
}
