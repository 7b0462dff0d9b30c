import type { z } from 'zod';
import { binnedFormDataSchema } from '../../maps/weighted';

/** Form data of deck.gl Hex: that of every chart binning points into cells. */
export const deckHexFormDataSchema = binnedFormDataSchema;

/** Parsed form data of deck.gl Hex. */
export type DeckHexFormData = z.infer<typeof deckHexFormDataSchema>;
