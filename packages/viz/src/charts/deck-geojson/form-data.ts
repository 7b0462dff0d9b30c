import { z } from 'zod';
import { formColumnSchema, numberish } from '../../form-data/schemas';
import { colorPickerSchema } from '../../maps/colors';
import { deckFormDataSchema } from '../../maps/deck-form-data';

const flag = (fallback: boolean) =>
  z
    .boolean()
    .nullable()
    .default(fallback)
    .transform((v) => v ?? fallback);

/** Form data of deck.gl Geojson (deck_geojson); keys verbatim, defaults as Superset reads absent keys. */
export const deckGeojsonFormDataSchema = deckFormDataSchema.extend({
  /** The column holding GeoJSON. */
  geojson: formColumnSchema.nullable().optional(),
  fill_color_picker: colorPickerSchema.nullable().optional(),
  stroke_color_picker: colorPickerSchema.nullable().optional(),
  filled: flag(true),
  stroked: flag(false),
  extruded: flag(true),
  /** Scale of point radii. */
  point_radius_scale: numberish(z.number().min(0)).catch(100).default(100),
  /** Superset reads an absent unit on saved GeoJSON charts as meters. */
  line_width_unit: z.enum(['pixels', 'meters']).catch('meters').default('meters'),
});

/** Parsed form data of deck.gl Geojson. */
export type DeckGeojsonFormData = z.infer<typeof deckGeojsonFormDataSchema>;
