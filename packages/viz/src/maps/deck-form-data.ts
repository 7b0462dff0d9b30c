import { z } from 'zod';
import { formColumnSchema, formMetricSchema, numberish, queryFormDataSchema } from '../form-data/schemas';
import { DEFAULT_VIEWPORT } from '../constants';
import { colorPickerSchema } from './colors';
import { spatialSchema } from './spatial';

/** A saved viewport; missing or non-numeric fields take the default (spec §9). */
export const viewportSchema = z
  .looseObject({
    longitude: numberish(z.number()).catch(DEFAULT_VIEWPORT.longitude).default(DEFAULT_VIEWPORT.longitude),
    latitude: numberish(z.number()).catch(DEFAULT_VIEWPORT.latitude).default(DEFAULT_VIEWPORT.latitude),
    zoom: numberish(z.number()).catch(DEFAULT_VIEWPORT.zoom).default(DEFAULT_VIEWPORT.zoom),
    bearing: numberish(z.number()).catch(DEFAULT_VIEWPORT.bearing).default(DEFAULT_VIEWPORT.bearing),
    pitch: numberish(z.number()).catch(DEFAULT_VIEWPORT.pitch).default(DEFAULT_VIEWPORT.pitch),
  })
  .nullable()
  .catch(null)
  .default(null)
  .transform((v) => v ?? { ...DEFAULT_VIEWPORT });

/** `point_radius_fixed` and other metric-or-fixed values: `{type: 'fix' | 'metric', value}`. */
export const metricOrFixedSchema = z
  .looseObject({ type: z.enum(['fix', 'metric']), value: z.unknown().optional() })
  .nullable()
  .optional();

/** Where a map's legend sits. */
export const LEGEND_POSITIONS = ['tl', 'tr', 'bl', 'br'] as const;

const optionalText = z.string().nullable().optional();

/** Keys every deck.gl chart reads (Superset's shared deck.gl controls), defaults as Superset reads absent keys. */
export const deckFormDataSchema = queryFormDataSchema.extend({
  /** The saved camera. */
  viewport: viewportSchema,
  /** Fit the camera to the data instead of the saved viewport. */
  autozoom: z
    .boolean()
    .nullable()
    .default(true)
    .transform((v) => v ?? true),
  /** Superset's base map style; Meridian draws its offline boundaries or MERIDIAN_MAP_STYLE_URL instead. */
  mapbox_style: optionalText,
  /** Add IS NOT NULL filters on the position columns. */
  filter_nulls: z
    .boolean()
    .nullable()
    .default(true)
    .transform((v) => v ?? true),
  /** Fixed colour. */
  color_picker: colorPickerSchema.nullable().optional(),
  /** Categorical colour scheme of `dimension`. */
  color_scheme: optionalText,
  /** A column whose values colour the features by category. */
  dimension: formColumnSchema.nullable().optional(),
  /** Sequential scheme. */
  linear_color_scheme: optionalText,
  /** Legend corner; null hides it. */
  legend_position: z.enum(LEGEND_POSITIONS).nullable().catch('tr').default('tr'),
  /** d3 format of legend numbers. */
  legend_format: optionalText,
  /** Superset's JavaScript hooks: kept in saved charts, never run by Meridian. */
  js_columns: z.array(z.string()).nullable().optional(),
  js_data_mutator: optionalText,
  js_tooltip: optionalText,
  js_onclick_href: optionalText,
  /** Multiplies radii, widths and elevations. */
  multiplier: numberish(z.number()).catch(1).default(1),
  /** Line width of strokes. */
  line_width: numberish(z.number().min(0)).catch(1).default(1),
  /** Units of line widths. */
  line_width_unit: z.enum(['pixels', 'meters']).catch('pixels').default('pixels'),
});
/** Parsed deck.gl form data (shared keys). */
export type DeckFormData = z.infer<typeof deckFormDataSchema>;

/** The geographic position key of a chart: required, but saved charts may lack it until chosen. */
export const requiredSpatial = spatialSchema.nullable().optional();

/** A metric that may be absent. */
export const optionalMetric = formMetricSchema.nullable().optional();
