import { z } from 'zod';
import { datasetSchema, ownerSchema } from '../dataset';
import { roleRefSchema } from '../users';
import { DASHBOARD_MESSAGES } from './constants';

/** A dashboard as `GET /api/v1/dashboard/{id_or_slug}` answers it. */
export const dashboardSchema = z.object({
  /** Dashboard id. */
  id: z.number().int(),
  /** Stable id across exports. */
  uuid: z.string(),
  /** Title shown in the header and in lists. */
  dashboard_title: z.string(),
  /** Unique readable part of its address, or null. */
  slug: z.string().nullable(),
  /** `/superset/dashboard/{slug or id}/`. */
  url: z.string(),
  /** CSS applied to the dashboard page. */
  css: z.string(),
  /** Whether it is listed for everyone who may see its charts (drafts are listed for owners only). */
  published: z.boolean(),
  /** Users who may edit it. */
  owners: z.array(ownerSchema),
  /** Roles that may see it; empty means access follows the charts' datasets. */
  roles: z.array(roleRefSchema),
  /** Who certified it. */
  certified_by: z.string().nullable(),
  /** Details of the certification. */
  certification_details: z.string().nullable(),
  /** JSON text of the layout (see positionJsonSchema), or null before the first save of a layout. */
  position_json: z.string().nullable(),
  /** JSON text of the metadata (see dashboardMetadataSchema), or null. */
  json_metadata: z.string().nullable(),
  /** Names of the charts on it that the caller may see. */
  charts: z.array(z.string()),
  /** Whether an external system owns it. */
  is_managed_externally: z.boolean(),
  /** Link to the external system. */
  external_url: z.string().nullable(),
  /** Thumbnails are not rendered yet: always null. */
  thumbnail_url: z.string().nullable(),
  /** When it was last changed (ISO 8601); send it back on save to detect concurrent edits. */
  changed_on: z.string(),
  /** Who changed it last. */
  changed_by_name: z.string().nullable(),
  /** How long ago it was changed, e.g. "3 days ago". */
  changed_on_delta_humanized: z.string(),
  /** When it was created (ISO 8601). */
  created_on: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** A row of the dashboard list. */
export const dashboardListItemSchema = dashboardSchema
  .omit({ position_json: true, json_metadata: true, css: true, charts: true })
  .extend({
    /** `published` or `draft`. */
    status: z.enum(['published', 'draft']),
  });
export type DashboardListItem = z.infer<typeof dashboardListItemSchema>;

/** Fields a dashboard save may set (shared by create and update). */
const dashboardFields = {
  /** Title; blank becomes "[ untitled dashboard ]". */
  dashboard_title: z.string().max(500).nullable(),
  /** Readable address part; trimmed, spaces become dashes, other punctuation is dropped; must be unique. */
  slug: z.string().max(255).nullable(),
  /** Owner user ids; a non-admin editor stays among them. */
  owners: z.array(z.number().int()),
  /** Ids of roles that may see the dashboard. */
  roles: z.array(z.number().int()),
  /** JSON text of the layout; validated, and the charts it shows are linked to the dashboard. */
  position_json: z.string().nullable(),
  /** CSS of the page. */
  css: z.string().nullable(),
  /** JSON text of the metadata; a `positions` key in it is taken as the layout. */
  json_metadata: z.string().nullable(),
  /** Published (listed) or draft. */
  published: z.boolean(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
};

/** Body of `POST /api/v1/dashboard/`. */
export const dashboardCreateSchema = z.object({
  dashboard_title: dashboardFields.dashboard_title.default(null),
  slug: dashboardFields.slug.default(null),
  owners: dashboardFields.owners.default([]),
  roles: dashboardFields.roles.default([]),
  position_json: dashboardFields.position_json.default(null),
  css: dashboardFields.css.default(null),
  json_metadata: dashboardFields.json_metadata.default(null),
  published: dashboardFields.published.default(false),
  certified_by: dashboardFields.certified_by.default(null),
  certification_details: dashboardFields.certification_details.default(null),
  is_managed_externally: dashboardFields.is_managed_externally.default(false),
  external_url: dashboardFields.external_url.default(null),
  /** Stable id across exports; generated when absent. */
  uuid: z.uuid().optional(),
});
export type DashboardCreate = z.infer<typeof dashboardCreateSchema>;

/** Body of `PUT /api/v1/dashboard/{id_or_slug}`: any subset; `owners` and `roles` replace the lists. */
export const dashboardUpdateSchema = z.object(dashboardFields).partial().extend({
  /** The `changed_on` the editor loaded; the save is refused with 409 when the dashboard changed since. */
  changed_on: z.string().optional(),
  /** The same check as epoch seconds with milliseconds (the `last_modified_time` of a previous save). */
  last_modified_time: z.number().optional(),
});
export type DashboardUpdate = z.infer<typeof dashboardUpdateSchema>;

/** Answer of a save: the dashboard and its new modification time in epoch seconds. */
export const dashboardSaveResponseSchema = z.object({
  id: z.number().int(),
  result: dashboardSchema,
  last_modified_time: z.number(),
});
export type DashboardSaveResponse = z.infer<typeof dashboardSaveResponseSchema>;

/** Body of `POST /api/v1/dashboard/{id_or_slug}/copy/`. */
export const dashboardCopySchema = z.object({
  /** Title of the copy; the original's followed by " [copy]" when absent. */
  dashboard_title: z.string().max(500).nullable().optional(),
  /** CSS of the copy; the original's when absent. */
  css: z.string().nullable().optional(),
  /** JSON text of the copy's metadata (its `positions` is the copy's layout); the original's when absent. */
  json_metadata: z.string().optional(),
  /** Whether the charts are copied too (the copy then shows the new charts). */
  duplicate_slices: z.boolean().default(false),
});
export type DashboardCopy = z.infer<typeof dashboardCopySchema>;

/** Answer of a copy. */
export const dashboardCopyResponseSchema = z.object({
  id: z.number().int(),
  dashboard_title: z.string(),
  url: z.string(),
  last_modified_time: z.number(),
});
export type DashboardCopyResponse = z.infer<typeof dashboardCopyResponseSchema>;

/** State a dashboard permalink restores (Superset's DashboardPermalinkStateSchema); unknown keys are kept. */
export const dashboardPermalinkStateSchema = z.looseObject({
  /** Filter values per native filter or chart. */
  dataMask: z.record(z.string(), z.unknown()).nullable().optional(),
  /** Ids of the tabs that were open. */
  activeTabs: z.array(z.string()).nullable().optional(),
  /** Id of the component to scroll to. */
  anchor: z.string().nullable().optional(),
  /** Extra URL parameters, as [name, value] pairs. */
  urlParams: z
    .array(z.tuple([z.string(), z.string()]))
    .nullable()
    .optional(),
});
export type DashboardPermalinkState = z.infer<typeof dashboardPermalinkStateSchema>;

/** A chart of a dashboard, as `GET /api/v1/dashboard/{id_or_slug}/charts` lists it. */
export const dashboardChartSchema = z.object({
  id: z.number().int(),
  slice_id: z.number().int(),
  uuid: z.string(),
  slice_name: z.string(),
  /** `/explore/?slice_id=N`. */
  slice_url: z.string(),
  viz_type: z.string(),
  /** The saved form data with slice_id, viz_type and datasource; left out when the caller may not see the data. */
  form_data: z.record(z.string(), z.unknown()).optional(),
  /** `{id}__table`. */
  datasource: z.string().nullable(),
  datasource_id: z.number().int().nullable(),
  datasource_type: z.string().nullable(),
  datasource_name: z.string().nullable(),
  datasource_url: z.string().nullable(),
  description: z.string().nullable(),
  /** The description as escaped HTML. */
  description_markeddown: z.string(),
  cache_timeout: z.number().int().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  owners: z.array(ownerSchema),
  changed_on: z.string(),
  /** How long ago it was changed. */
  modified: z.string(),
  thumbnail_url: z.string().nullable(),
});
export type DashboardChart = z.infer<typeof dashboardChartSchema>;

/** A dataset of a dashboard's charts, with Superset's `uid` (`{id}__table`) and `name`. */
export const dashboardDatasetSchema = datasetSchema.extend({
  uid: z.string(),
  name: z.string(),
});
export type DashboardDataset = z.infer<typeof dashboardDatasetSchema>;

/** A slug as Superset stores it: trimmed, spaces to dashes, anything but letters, digits, _ and - dropped. */
export function normalizeSlug(slug: string | null | undefined): string | null {
  if (slug === null || slug === undefined) return null;
  const normalized = slug
    .trim()
    .replace(/ /g, '-')
    .replace(/[^\p{L}\p{N}_-]+/gu, '');
  return normalized === '' ? null : normalized;
}

/** A title as saved: a blank one becomes "[ untitled dashboard ]" (§5). */
export function dashboardTitleOrUntitled(title: string | null | undefined): string {
  return title === null || title === undefined || title.trim() === '' ? DASHBOARD_MESSAGES.untitled : title;
}

/**
 * Superset's `last_modified_time`: changed_on in epoch seconds, with its milliseconds as the fraction, so a save
 * checked against it tells apart two saves within one second (whole seconds let a stale save through).
 */
export function lastModifiedTime(changedOn: string): number {
  return Date.parse(changedOn) / 1000;
}

/** The address of a dashboard: by slug when it has one. */
export function dashboardUrl(dashboard: { id: number; slug: string | null }): string {
  return `/superset/dashboard/${dashboard.slug ?? dashboard.id}/`;
}
