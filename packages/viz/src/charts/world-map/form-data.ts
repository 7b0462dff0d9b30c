import { z } from 'zod';
import { formColumnSchema, formMetricSchema, numberish, queryFormDataSchema } from '../../form-data/schemas';
import { colorPickerSchema } from '../../maps/colors';

/** How rows name countries (Superset's country_fieldtype). */
export const COUNTRY_FIELD_TYPES = ['cca2', 'cca3', 'cioc', 'name'] as const;

/** Form data of World Map (world_map); keys verbatim, defaults as Superset reads absent keys. */
export const worldMapFormDataSchema = queryFormDataSchema.extend({
  /** The column naming countries. */
  entity: formColumnSchema.nullable().optional(),
  /** How that column names them. */
  country_fieldtype: z.enum(COUNTRY_FIELD_TYPES).catch('cca2').default('cca2'),
  /** Colours the countries. */
  metric: formMetricSchema.nullable().optional(),
  /** Sizes the bubbles. */
  secondary_metric: formMetricSchema.nullable().optional(),
  /** Order by the metric, descending. */
  sort_by_metric: z.boolean().nullable().optional(),
  /** Draw a bubble per country. */
  show_bubbles: z
    .boolean()
    .nullable()
    .default(false)
    .transform((v) => v ?? false),
  /** Largest bubble radius, pixels. */
  max_bubble_size: numberish(z.number().positive()).catch(25).default(25),
  /** Colour by the metric (sequential scheme) or by country (categorical scheme). */
  color_by: z.enum(['metric', 'country']).catch('metric').default('metric'),
  /** Bubble colour. */
  color_picker: colorPickerSchema.nullable().optional(),
  /** Sequential scheme of metric colouring. */
  linear_color_scheme: z.string().nullable().optional(),
});

/** Parsed form data of World Map. */
export type WorldMapFormData = z.infer<typeof worldMapFormDataSchema>;
