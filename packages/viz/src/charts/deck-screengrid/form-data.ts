import { z } from 'zod';
import { numberish } from '../../form-data/schemas';
import { weightedFormDataSchema } from '../../maps/weighted';

/** Form data of deck.gl Screen Grid; keys verbatim, defaults as Superset reads absent keys. */
export const deckScreengridFormDataSchema = weightedFormDataSchema.extend({
  /** Cell size in pixels. */
  grid_size: numberish(z.number().positive()).catch(20).default(20),
});

/** Parsed form data of deck.gl Screen Grid. */
export type DeckScreengridFormData = z.infer<typeof deckScreengridFormDataSchema>;
