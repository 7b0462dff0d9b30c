import { z } from 'zod';
import { deckFormDataSchema } from '../../maps/deck-form-data';
import { lineFormDataShape } from '../../maps/line-form-data';

/** Form data of deck.gl Path (deck_path); keys verbatim, defaults as Superset reads absent keys. */
export const deckPathFormDataSchema = deckFormDataSchema.extend({
  ...lineFormDataShape,
  /** Superset reads an absent unit on saved paths as meters. */
  line_width_unit: z.enum(['pixels', 'meters']).catch('meters').default('meters'),
});

/** Parsed form data of deck.gl Path. */
export type DeckPathFormData = z.infer<typeof deckPathFormDataSchema>;
