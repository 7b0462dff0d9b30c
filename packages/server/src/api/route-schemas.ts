import { z } from 'zod';

/** Path parameter of routes addressing one object by its numeric id. */
export const pkParamsSchema = z.object({ pk: z.coerce.number().int().positive() });

/** Answer carrying one object and its id. */
export function objectResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ id: z.number().int(), result: item });
}

/** Plain message answer. */
export const messageResponseSchema = z.object({ message: z.string() });

/** Path parameter of routes addressing a dashboard by id, slug or uuid, as Superset's `<id_or_slug>`. */
export const idOrSlugParamsSchema = z.object({ id_or_slug: z.string().min(1).max(255) });

/** Query string of bulk calls: `q=!(1,2,3)`. */
export const idsQuerystringSchema = z.object({ q: z.array(z.number().int().positive()).min(1) });

/** The `{result: 'OK'}` answer of favourite calls. */
export const okResponseSchema = z.object({ result: z.literal('OK') });

/** A `true`/`false` query parameter, false when absent. */
export const booleanQuery = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/** Query string of `related/` and `distinct/` calls: `q=(filter, page, page_size)`. */
export const relatedQuerystringSchema = z.object({
  q: z
    .object({
      filter: z.string().default(''),
      page: z.number().int().min(0).default(0),
      page_size: z.number().int().min(1).max(1000).default(25),
    })
    .default({ filter: '', page: 0, page_size: 25 }),
});

/** Answer of `related/` and `distinct/` calls: options with a value and a text. */
export const optionsResponseSchema = z.object({
  count: z.number().int(),
  result: z.array(z.object({ value: z.union([z.number(), z.string()]), text: z.string() })),
});

/** Path of the legacy favstar calls: `<id>/<select|unselect|count>/`. */
export const legacyFavstarParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  action: z.enum(['select', 'unselect', 'count']),
});
/** Whether a legacy favstar GET stars or unstars (a write, so cookie sessions must send the CSRF header). */
export function favstarWrites(params: unknown): boolean {
  const action = (params as { action?: unknown } | null)?.action;
  return action !== 'count';
}
