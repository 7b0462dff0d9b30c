import { z } from 'zod';
import { numberish } from '../../form-data/schemas';
import { weightedFormDataSchema } from '../../maps/weighted';

/** Form data of deck.gl Heatmap; keys verbatim, defaults as Superset reads absent keys. */
export const deckHeatmapFormDataSchema = weightedFormDataSchema.extend({
  /** Multiplies the weights. */
  intensity: numberish(z.number().positive()).catch(1).default(1),
  /** Radius of a point's influence, pixels. */
  radius_pixels: numberish(z.number().positive()).catch(30).default(30),
  /** How weights of one pixel combine. */
  /** How weights of one pixel combine. */
  aggregation: z.enum(['sum', 'mean']).catch('sum').default('sum'),
});

/** Parsed form data of deck.gl Heatmap. */
export type DeckHeatmapFormData = z.infer<typeof deckHeatmapFormDataSchema>;
