import { z } from 'zod';
import { formColumnSchema, numberish, queryFormDataSchema } from '../../form-data/schemas';

/** Superset's mapbox_color choices: an rgb() text each. */
export const MAPBOX_COLORS = [
  ['rgb(0, 139, 139)', 'Dark Cyan'],
  ['rgb(128, 0, 128)', 'Purple'],
  ['rgb(255, 215, 0)', 'Gold'],
  ['rgb(69, 69, 69)', 'Dim Gray'],
  ['rgb(220, 20, 60)', 'Crimson'],
  ['rgb(34, 139, 34)', 'Forest Green'],
] as const;

/** How the label column of a cluster's points is combined (Superset's pandas_aggfunc). */
export const CLUSTER_AGGREGATES = ['sum', 'mean', 'min', 'max', 'std', 'var'] as const;
/** One of CLUSTER_AGGREGATES. */
export type ClusterAggregate = (typeof CLUSTER_AGGREGATES)[number];

/** Units of a point_radius column. */
export const POINT_RADIUS_UNITS = ['Pixels', 'Miles', 'Kilometers'] as const;

/** Superset's mapbox viewport defaults (San Francisco). */
export const MAPBOX_DEFAULT_VIEWPORT = { longitude: -122.405293, latitude: 37.772123, zoom: 11 } as const;

const columnName = z.string().min(1).nullable().optional().catch(null);
const columnList = z
  .array(formColumnSchema)
  .nullable()
  .catch([])
  .default([])
  .transform((v) => v ?? []);

/** Form data of MapBox (mapbox); keys verbatim, defaults as Superset reads absent keys. */
export const mapboxFormDataSchema = queryFormDataSchema.extend({
  /** Longitude column. */
  all_columns_x: columnName,
  /** Latitude column. */
  all_columns_y: columnName,
  /** Columns the rows are grouped by (distinct rows). */
  groupby: columnList,
  /** Pixels within which points join one cluster. */
  clustering_radius: numberish(z.number().min(0)).catch(60).default(60),
  /** A column holding each point's radius, or 'Auto'. */
  point_radius: z.string().min(1).nullable().catch('Auto').default('Auto'),
  /** Unit of the point_radius column. */
  point_radius_unit: z.enum(POINT_RADIUS_UNITS).catch('Pixels').default('Pixels'),
  /** A column whose values a cluster shows combined (Superset keeps a list; the first counts). */
  mapbox_label: z
    .union([z.array(z.string()), z.string()])
    .nullable()
    .catch([])
    .default([])
    .transform((v) => (typeof v === 'string' ? [v] : (v ?? []))),
  /** How a cluster combines its label values. */
  pandas_aggfunc: z.enum(CLUSTER_AGGREGATES).catch('sum').default('sum'),
  /** Superset re-renders while the map is dragged; Meridian's renderer always does (kept for saving). */
  render_while_dragging: z.boolean().nullable().optional(),
  /** Superset's MapBox style; Meridian draws its offline boundaries or MERIDIAN_MAP_STYLE_URL instead. */
  mapbox_style: z.string().nullable().optional(),
  /** Opacity of the circles, 0–1. */
  global_opacity: numberish(z.number().min(0).max(1)).catch(1).default(1),
  /** Colour of the circles (rgb() text). */
  mapbox_color: z.string().nullable().catch('rgb(0, 139, 139)').default('rgb(0, 139, 139)'),
  /** The saved camera (Superset saves the three keys apart). */
  viewport_longitude: numberish(z.number())
    .catch(MAPBOX_DEFAULT_VIEWPORT.longitude)
    .default(MAPBOX_DEFAULT_VIEWPORT.longitude),
  viewport_latitude: numberish(z.number())
    .catch(MAPBOX_DEFAULT_VIEWPORT.latitude)
    .default(MAPBOX_DEFAULT_VIEWPORT.latitude),
  viewport_zoom: numberish(z.number())
    .catch(MAPBOX_DEFAULT_VIEWPORT.zoom)
    .default(MAPBOX_DEFAULT_VIEWPORT.zoom),
});

/** Parsed form data of MapBox. */
export type MapboxFormData = z.infer<typeof mapboxFormDataSchema>;
