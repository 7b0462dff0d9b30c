import { encodeRison } from '@meridian/core';
import type { JsonValue } from '@meridian/core';

/** Page and order of a list call. */
export interface ListArgs {
  /** Zero-based page. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Column to order by. */
  orderColumn?: string;
  /** Order direction. */
  orderDirection?: 'asc' | 'desc';
}

/** The `q` parameter of a list call, rison-encoded and URL-escaped. */
export function listQueryParam(args: ListArgs): string {
  const query: Record<string, JsonValue> = { page: args.page, page_size: args.pageSize };
  if (args.orderColumn) {
    query.order_column = args.orderColumn;
    query.order_direction = args.orderDirection ?? 'asc';
  }
  return encodeURIComponent(encodeRison(query));
}
