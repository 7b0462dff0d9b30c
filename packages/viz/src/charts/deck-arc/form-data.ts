import { z } from 'zod';
import { numberish } from '../../form-data/schemas';
import { colorPickerSchema } from '../../maps/colors';
import { deckFormDataSchema, requiredSpatial } from '../../maps/deck-form-data';

/** Form data of deck.gl Arc (deck_arc); keys verbatim, defaults as Superset reads absent keys. */
export const deckArcFormDataSchema = deckFormDataSchema.extend({
  /** Where each arc starts. */
  start_spatial: requiredSpatial,
  /** Where each arc ends. */
  end_spatial: requiredSpatial,
  /** Colour at the arc's end (its start takes color_picker). */
  target_color_picker: colorPickerSchema.nullable().optional(),
  /** Arc width, pixels. */
  stroke_width: numberish(z.number().min(0)).catch(3).default(3),
});

/** Parsed form data of deck.gl Arc. */
export type DeckArcFormData = z.infer<typeof deckArcFormDataSchema>;
