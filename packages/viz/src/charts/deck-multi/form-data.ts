import { z } from 'zod';
import { numberish } from '../../form-data/schemas';
import { deckFormDataSchema } from '../../maps/deck-form-data';

/** Form data of deck.gl Multiple Layers (deck_multi); keys verbatim. */
export const deckMultiFormDataSchema = deckFormDataSchema.extend({
  /** Ids of the saved deck.gl charts drawn as layers, bottom to top. */
  deck_slices: z
    .array(numberish(z.number().int()))
    .nullable()
    .catch([])
    .default([])
    .transform((v) => v ?? []),
});

/** Parsed form data of deck.gl Multiple Layers. */
export type DeckMultiFormData = z.infer<typeof deckMultiFormDataSchema>;
