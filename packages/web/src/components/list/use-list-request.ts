import type { TableProps } from 'antd';
import { useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { orderFromSorter } from '../../app/list-query';
import type { ListRequest } from '../../app/list-query';

type TableChange<R> = NonNullable<TableProps<R>['onChange']>;
type Pagination<R> = Parameters<TableChange<R>>[0];
type Sorter<R> = Parameters<TableChange<R>>[2];

/** The list request an antd table change asks for: its page and page size, and its order when sortable. */
export function requestOfTableChange<R>(
  pagination: Pagination<R>,
  sorter: Sorter<R>,
  sortable: ReadonlySet<string>,
  pageSize: number,
): ListRequest {
  // antd hands an array when several columns sort; the admin lists sort by one.
  const sort = Array.isArray(sorter) ? sorter[0] : sorter;
  return {
    page: (pagination.current ?? 1) - 1,
    pageSize: pagination.pageSize ?? pageSize,
    ...orderFromSorter(sort, sortable),
  };
}

/** Paging and sort of a server-paged list page, and the table's onChange that updates them. */
export interface ListRequestState<R> {
  /** Page, page size and order of the list call. */
  request: ListRequest;
  /** Sets them, e.g. back to the first page when a search changes. */
  setRequest: Dispatch<SetStateAction<ListRequest>>;
  /** The table's onChange: paging and sorting. */
  onTableChange: TableChange<R>;
}

/** The list request of an admin list page (annotation layers, annotations, databases, saved queries). */
export function useListRequest<R>(initial: ListRequest, sortable: ReadonlySet<string>): ListRequestState<R> {
  const [request, setRequest] = useState<ListRequest>(initial);
  const onTableChange: TableChange<R> = (pagination, _filters, sorter) =>
    setRequest(requestOfTableChange(pagination, sorter, sortable, request.pageSize));
  return { request, setRequest, onTableChange };
}
