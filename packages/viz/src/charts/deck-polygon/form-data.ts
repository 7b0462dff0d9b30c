import { z } from 'zod';
import { formMetricSchema, numberish } from '../../form-data/schemas';
import { colorPickerSchema } from '../../maps/colors';
import { deckFormDataSchema, metricOrFixedSchema } from '../../maps/deck-form-data';
import { lineFormDataShape } from '../../maps/line-form-data';

const flag = (fallback: boolean) =>
  z
    .boolean()
    .nullable()
    .default(fallback)
    .transform((v) => v ?? fallback);

/** Form data of deck.gl Polygon (deck_polygon); keys verbatim, defaults as Superset reads absent keys. */
export const deckPolygonFormDataSchema = deckFormDataSchema.extend({
  ...lineFormDataShape,
  /** The metric colouring polygons. */
  metric: formMetricSchema.nullable().optional(),
  /** Elevation: a fixed number or a metric. */
  point_radius_fixed: metricOrFixedSchema,
  /** Buckets of the metric's colour scale. */
  num_buckets: numberish(z.number().int().min(1)).catch(5).default(5),
  /** Explicit bucket edges, overriding num_buckets. */
  break_points: z.array(numberish(z.number())).nullable().catch(null).optional(),
  /** Fill opacity, percent. */
  opacity: numberish(z.number().min(0).max(100)).catch(80).default(80),
  fill_color_picker: colorPickerSchema.nullable().optional(),
  stroke_color_picker: colorPickerSchema.nullable().optional(),
  filled: flag(true),
  stroked: flag(false),
  extruded: flag(true),
  /** Superset reads an absent unit on saved polygons as meters. */
  line_width_unit: z.enum(['pixels', 'meters']).catch('meters').default('meters'),
});

/** Parsed form data of deck.gl Polygon. */
export type DeckPolygonFormData = z.infer<typeof deckPolygonFormDataSchema>;
