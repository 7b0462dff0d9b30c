import { z } from 'zod';
import { numberish } from '../../form-data/schemas';
import { colorPickerSchema } from '../../maps/colors';
import { weightedFormDataSchema } from '../../maps/weighted';

/** One contour as Superset saves it: a band with an upper threshold, else an isoline. */
export const contourSchema = z.looseObject({
  color: colorPickerSchema.nullable().optional(),
  lowerThreshold: numberish(z.number()).nullable().optional(),
  upperThreshold: numberish(z.number()).nullable().optional(),
  strokeWidth: numberish(z.number().min(0)).nullable().optional(),
});

/** Form data of deck.gl Contour; keys verbatim, defaults as Superset reads absent keys. */
export const deckContourFormDataSchema = weightedFormDataSchema.extend({
  /** Aggregation cell size, metres. */
  cellSize: numberish(z.number().positive()).catch(300).default(300),
  /** How weights of one cell combine. */
  aggregation: z.enum(['sum', 'mean', 'min', 'max']).catch('sum').default('sum'),
  /** The contours to draw. */
  contours: z
    .array(contourSchema)
    .nullable()
    .catch([])
    .default([])
    .transform((v) => v ?? []),
});

/** Parsed form data of deck.gl Contour. */
export type DeckContourFormData = z.infer<typeof deckContourFormDataSchema>;
