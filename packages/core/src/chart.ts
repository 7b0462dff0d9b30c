import { z } from 'zod';
import { ownerSchema } from './dataset';
import { isJsonObjectText } from './json-text';

/** Messages of the charts API, verbatim from Superset where it has one. */
export const CHART_MESSAGES = {
  forbidden: 'Changing this chart is forbidden',
  noQueryContext: 'Chart has no query context saved. Please save the chart again.',
  datasourceMissing: 'Datasource does not exist',
  ownersInvalid: 'Owners are invalid',
  notJsonObject: 'Must be a JSON object',
} as const;

/** JSON text that must hold an object, as `params` and `query_context` are saved. */
const jsonObjectText = z.string().refine(isJsonObjectText, CHART_MESSAGES.notJsonObject);

/** A dashboard a chart is on, as charts list them. */
export const chartDashboardSchema = z.object({
  id: z.number().int(),
  dashboard_title: z.string(),
});
export type ChartDashboard = z.infer<typeof chartDashboardSchema>;

/** A chart (Superset's slice) as `GET /api/v1/chart/{id}` answers it. */
export const chartSchema = z.object({
  /** Chart id (Superset's slice_id). */
  id: z.number().int(),
  /** Stable id across exports. */
  uuid: z.string(),
  /** Name shown on dashboards and in lists. */
  slice_name: z.string(),
  /** Description shown in the chart's info tooltip. */
  description: z.string().nullable(),
  /** Visualization type, e.g. echarts_timeseries_line. */
  viz_type: z.string(),
  /** JSON text of the form data the chart was saved with. */
  params: z.string().nullable(),
  /** JSON text of the query context the chart runs, or null for charts saved without one. */
  query_context: z.string().nullable(),
  /** Id of the dataset it reads. */
  datasource_id: z.number().int().nullable(),
  /** Always "table" for datasets. */
  datasource_type: z.string().nullable(),
  /** `schema.table_name` of its dataset. */
  datasource_name_text: z.string().nullable(),
  /** Explore URL of its dataset. */
  datasource_url: z.string().nullable(),
  /** Explore URL of the chart: `/explore/?slice_id=N`. */
  url: z.string(),
  /** Users who may edit it. */
  owners: z.array(ownerSchema),
  /** Seconds its results stay cached; null uses the dataset's. */
  cache_timeout: z.number().int().nullable(),
  /** Who certified it. */
  certified_by: z.string().nullable(),
  /** Details of the certification. */
  certification_details: z.string().nullable(),
  /** Whether an external system owns it. */
  is_managed_externally: z.boolean(),
  /** Link to the external system. */
  external_url: z.string().nullable(),
  /** Dashboards showing it. */
  dashboards: z.array(chartDashboardSchema),
  changed_on: z.string(),
  changed_by_name: z.string().nullable(),
  created_on: z.string(),
  /** Thumbnails are not rendered yet: always null. */
  thumbnail_url: z.string().nullable(),
});
export type Chart = z.infer<typeof chartSchema>;

/** A row of the chart list (everything but the query context). */
export const chartListItemSchema = chartSchema.omit({ query_context: true });
export type ChartListItem = z.infer<typeof chartListItemSchema>;

/** Fields a chart save may set, without defaults (shared by create and update). */
const chartFields = {
  /** Chart name. */
  slice_name: z.string().trim().min(1, 'This field is required').max(250),
  /** Visualization type. */
  viz_type: z.string().trim().min(1, 'This field is required').max(250),
  /** Dataset id. */
  datasource_id: z.number().int().positive(),
  /** Only datasets ("table") are supported. */
  datasource_type: z.enum(['table']),
  /** JSON text of the form data; must hold an object. */
  params: jsonObjectText.nullable(),
  /** JSON text of the query context; must hold an object. */
  query_context: jsonObjectText.nullable(),
  description: z.string().nullable(),
  cache_timeout: z.number().int().min(-1).nullable(),
  /** Owner user ids; the creator is added. */
  owners: z.array(z.number().int()),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  /** Dashboard ids to place the chart on (ignored until dashboards exist). */
  dashboards: z.array(z.number().int()),
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
};

/** Body of `POST /api/v1/chart/`. */
export const chartCreateSchema = z.object({
  slice_name: chartFields.slice_name,
  viz_type: chartFields.viz_type,
  datasource_id: chartFields.datasource_id,
  datasource_type: chartFields.datasource_type.default('table'),
  params: chartFields.params.default(null),
  query_context: chartFields.query_context.default(null),
  description: chartFields.description.default(null),
  cache_timeout: chartFields.cache_timeout.default(null),
  owners: chartFields.owners.default([]),
  certified_by: chartFields.certified_by.default(null),
  certification_details: chartFields.certification_details.default(null),
  dashboards: chartFields.dashboards.default([]),
  is_managed_externally: chartFields.is_managed_externally.default(false),
  external_url: chartFields.external_url.default(null),
  /** Stable id across exports; generated when absent. */
  uuid: z.uuid().optional(),
});
export type ChartCreate = z.infer<typeof chartCreateSchema>;

/** Body of `PUT /api/v1/chart/{id}`: any subset; `owners` replaces the list. */
export const chartUpdateSchema = z.object(chartFields).partial();
export type ChartUpdate = z.infer<typeof chartUpdateSchema>;

/** Answer of `GET /api/v1/{chart|dashboard}/favorite_status/?q=!(ids)`. */
export const favoriteStatusResponseSchema = z.object({
  result: z.array(z.object({ id: z.number().int(), value: z.boolean() })),
});
export type FavoriteStatusResponse = z.infer<typeof favoriteStatusResponseSchema>;
