import { z } from 'zod';

/** Path parameter of routes addressing one object by its numeric id. */
export const pkParamsSchema = z.object({ pk: z.coerce.number().int().positive() });

/** Answer carrying one object and its id. */
export function objectResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ id: z.number().int(), result: item });
}

/** Plain message answer. */
export const messageResponseSchema = z.object({ message: z.string() });
