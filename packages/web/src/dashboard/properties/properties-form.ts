import { dashboardMetadataSchema, jsonObjectSchema, readJsonText } from '@meridian/core';
import type { Dashboard, DashboardUpdate } from '@meridian/core';

/** The fields of the properties modal. */
export interface PropertiesFields {
  /** Title. */
  dashboard_title: string;
  /** Readable address part; blank clears it. */
  slug: string;
  /** Owner user ids. */
  owners: number[];
  /** Role ids that may see the dashboard. */
  roles: number[];
  /** Who certified it; blank clears the certification. */
  certified_by: string;
  /** Details of the certification. */
  certification_details: string;
  /** Colour scheme id; undefined keeps each chart's own. */
  color_scheme: string | undefined;
  /** The JSON metadata, as text. */
  json_metadata: string;
}

/** Message of metadata text that is not JSON. */
export const METADATA_NOT_JSON = 'JSON metadata is invalid!';

/** The modal's starting fields: the stored values, the metadata pretty-printed. */
export function initialPropertiesFields(dashboard: Dashboard): PropertiesFields {
  const metadata = readJsonText(dashboard.json_metadata ?? '{}', jsonObjectSchema, {});
  const scheme = metadata['color_scheme'];
  return {
    dashboard_title: dashboard.dashboard_title,
    slug: dashboard.slug ?? '',
    owners: dashboard.owners.map((owner) => owner.id),
    roles: dashboard.roles.map((role) => role.id),
    certified_by: dashboard.certified_by ?? '',
    certification_details: dashboard.certification_details ?? '',
    color_scheme: typeof scheme === 'string' && scheme !== '' ? scheme : undefined,
    json_metadata: JSON.stringify(metadata, null, 2),
  };
}

/** What is wrong with metadata text: not a JSON object, or a key dashboardMetadataSchema refuses; null when valid. */
export function metadataProblem(text: string): string | null {
  if (text.trim() === '') return null;
  const value = readJsonText(text, jsonObjectSchema, null);
  if (!value) return METADATA_NOT_JSON;
  const parsed = dashboardMetadataSchema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return issue ? `${issue.path.join('.') || 'json_metadata'}: ${issue.message}` : METADATA_NOT_JSON;
}

/** The colour scheme written in metadata text, or undefined (also when the text is not an object). */
export function colorSchemeOf(text: string): string | undefined {
  const scheme = readJsonText(text, jsonObjectSchema, null)?.['color_scheme'];
  return typeof scheme === 'string' && scheme !== '' ? scheme : undefined;
}

/** Metadata text with `color_scheme` set (or removed when undefined); unchanged when the text is not an object. */
export function withColorScheme(text: string, scheme: string | undefined): string {
  const value = text.trim() === '' ? {} : readJsonText(text, jsonObjectSchema, null);
  if (!value) return text;
  const { color_scheme: _previous, ...rest } = value;
  return JSON.stringify(scheme === undefined ? rest : { ...rest, color_scheme: scheme }, null, 2);
}

function blankToNull(text: string): string | null {
  return text.trim() === '' ? null : text.trim();
}

/** The save of the modal's fields; the colour scheme goes into json_metadata. Call only on valid metadata. */
export function propertiesUpdate(fields: PropertiesFields): DashboardUpdate {
  return {
    dashboard_title: fields.dashboard_title,
    slug: blankToNull(fields.slug),
    owners: fields.owners,
    roles: fields.roles,
    certified_by: blankToNull(fields.certified_by),
    certification_details: blankToNull(fields.certification_details),
    json_metadata: withColorScheme(fields.json_metadata, fields.color_scheme),
  };
}
