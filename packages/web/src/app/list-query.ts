import { encodeRison } from '@meridian/core';
import type { JsonValue, ListFilter } from '@meridian/core';

/** Page, order and filters of a list call. */
export interface ListRequest {
  /** Zero-based page. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Column to order by. */
  orderColumn?: string;
  /** Order direction. */
  orderDirection?: 'asc' | 'desc';
  /** Filters, all of which must hold. */
  filters?: ListFilter[];
}

/** The `q` parameter of a list call with filters, rison-encoded and URL-escaped. */
export function encodeListRequest(request: ListRequest): string {
  const query: Record<string, JsonValue> = { page: request.page, page_size: request.pageSize };
  if (request.orderColumn) {
    query.order_column = request.orderColumn;
    query.order_direction = request.orderDirection ?? 'asc';
  }
  if (request.filters && request.filters.length > 0) {
    query.filters = request.filters.map((filter) => ({
      col: filter.col,
      opr: filter.opr,
      value: filter.value,
    }));
  }
  return encodeURIComponent(encodeRison(query));
}

/** The `q` of a related/distinct call: `(filter:'x',page:0,page_size:25)`. */
export function encodeOptionsRequest(filter: string, pageSize = 25): string {
  return encodeURIComponent(encodeRison({ filter, page: 0, page_size: pageSize }));
}

/** The list order an antd table's sorter asks for, or none when unsorted or not sortable. */
export function orderFromSorter(
  sorter: { columnKey?: unknown; order?: 'ascend' | 'descend' | null } | undefined,
  sortable: ReadonlySet<string>,
): Pick<ListRequest, 'orderColumn' | 'orderDirection'> {
  const column = typeof sorter?.columnKey === 'string' && sorter.order ? sorter.columnKey : undefined;
  if (!column || !sortable.has(column)) return {};
  return { orderColumn: column, orderDirection: sorter?.order === 'descend' ? 'desc' : 'asc' };
}
