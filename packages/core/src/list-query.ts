import { z } from 'zod';

/** One filter of a rison list query: `(col:name,opr:ct,value:x)`. */
export const listFilterSchema = z.object({
  /** Column the filter applies to. */
  col: z.string().min(1),
  /** Operator, e.g. `eq`, `ct` (contains), `sw` (starts with), `rel_o_m`. */
  opr: z.string().min(1),
  /** Value compared against. */
  value: z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]),
});
export type ListFilter = z.infer<typeof listFilterSchema>;

/** Default page size of list calls (Superset's). */
export const DEFAULT_PAGE_SIZE = 25;
/** Largest page size a list call accepts. */
export const MAX_PAGE_SIZE = 1000;

/** The decoded rison `q` of Superset's list calls. */
export const listQuerySchema = z.object({
  /** Column to order by. */
  order_column: z.string().optional(),
  /** asc or desc. */
  order_direction: z.enum(['asc', 'desc']).default('asc'),
  /** Zero-based page number. */
  page: z.number().int().min(0).default(0),
  /** Rows per page. */
  page_size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Filters, all of which must hold. */
  filters: z.array(listFilterSchema).default([]),
  /** Keys of the `_info` call to answer. */
  keys: z.array(z.string()).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Query string of a list call: `q` holds a rison-encoded ListQuery. */
export const listQuerystringSchema = z.object({ q: listQuerySchema.default(listQuerySchema.parse({})) });

/** Query string of `_info`: `q=(keys:!(permissions))`. */
export const infoQuerystringSchema = z.object({
  q: z.object({ keys: z.array(z.string()).default(['permissions']) }).default({ keys: ['permissions'] }),
});

/** Answer of `GET /api/v1/{resource}/_info`. */
export const infoResponseSchema = z.object({
  /** The current user's actions on that resource, e.g. can_read, can_write. */
  permissions: z.array(z.string()),
});

/** Builds the paged answer shape of Superset's list calls. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    /** Total rows matching the filters. */
    count: z.number().int(),
    /** Ids of the rows on this page. */
    ids: z.array(z.number().int()),
    /** The rows on this page. */
    result: z.array(item),
  });
}
