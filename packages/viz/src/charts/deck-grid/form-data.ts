import type { z } from 'zod';
import { binnedFormDataSchema } from '../../maps/weighted';

/** Form data of deck.gl Grid: that of every chart binning points into cells. */
export const deckGridFormDataSchema = binnedFormDataSchema;

/** Parsed form data of deck.gl Grid. */
export type DeckGridFormData = z.infer<typeof deckGridFormDataSchema>;
