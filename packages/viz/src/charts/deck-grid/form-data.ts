import { z } from 'zod';
import { numberish } from '../../form-data/schemas';
import { weightedFormDataSchema } from '../../maps/weighted';

/** How cell values combine (Superset's js_agg_function, the ones deck.gl aggregates natively). */
export const CELL_AGGREGATIONS = ['sum', 'mean', 'min', 'max', 'count'] as const;

/** Form data of deck.gl Grid; keys verbatim, defaults as Superset reads absent keys. */
export const deckGridFormDataSchema = weightedFormDataSchema.extend({
  /** Cell size in metres (hexagon radius / grid cell side). */
  grid_size: numberish(z.number().positive()).catch(20).default(20),
  /** Raise cells by their value. */
  extruded: z
    .boolean()
    .nullable()
    .default(true)
    .transform((v) => v ?? true),
  /** How a cell's points combine. */
  js_agg_function: z.enum(CELL_AGGREGATIONS).catch('sum').default('sum'),
});

/** Parsed form data of deck.gl Grid. */
export type DeckGridFormData = z.infer<typeof deckGridFormDataSchema>;
