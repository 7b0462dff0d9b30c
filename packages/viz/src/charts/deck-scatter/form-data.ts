import { z } from 'zod';
import { numberish } from '../../form-data/schemas';
import { deckFormDataSchema, metricOrFixedSchema, requiredSpatial } from '../../maps/deck-form-data';

/** Units a scatter point's size value is in (Superset's point_unit). */
export const POINT_UNITS = [
  'square_m',
  'square_km',
  'square_miles',
  'radius_m',
  'radius_km',
  'radius_miles',
] as const;

/** Form data of deck.gl Scatterplot (deck_scatter); keys verbatim, defaults as Superset reads absent keys. */
export const deckScatterFormDataSchema = deckFormDataSchema.extend({
  /** Where each point is. */
  spatial: requiredSpatial,
  /** Point size: a fixed number or a metric. */
  point_radius_fixed: metricOrFixedSchema,
  /** Unit of the size value. */
  point_unit: z.enum(POINT_UNITS).catch('square_m').default('square_m'),
  /** Smallest radius drawn, pixels. */
  min_radius: numberish(z.number().min(0)).catch(2).default(2),
  /** Largest radius drawn, pixels. */
  max_radius: numberish(z.number().min(0)).catch(250).default(250),
});

/** Parsed form data of deck.gl Scatterplot. */
export type DeckScatterFormData = z.infer<typeof deckScatterFormDataSchema>;
