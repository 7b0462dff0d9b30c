import { dashboardCopySchema, type DashboardCopy } from '@meridian/core';
import { fieldErrors } from '../errors';

/**
 * Superset's legacy copy form: `data` holds dashboard_title, duplicate_slices and css beside the metadata keys
 * (positions, filter_scopes and default_filters as the page sent them); last_modified_time is dropped.
 */
export function legacyCopyInput(data: string | Record<string, unknown>): DashboardCopy {
  const fields = typeof data === 'string' ? parseDataObject(data) : data;
  const { dashboard_title, duplicate_slices, css, last_modified_time: _dropped, ...metadata } = fields;
  if (typeof metadata['filter_scopes'] === 'string')
    metadata['filter_scopes'] = parseDataObject(metadata['filter_scopes']);
  return dashboardCopySchema.parse({
    dashboard_title: dashboard_title ?? undefined,
    css: css ?? undefined,
    duplicate_slices: duplicate_slices === true || duplicate_slices === 'true',
    json_metadata: JSON.stringify(metadata),
  });
}

function parseDataObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw fieldErrors({ data: ['Must be a JSON object'] }, 'INVALID_PAYLOAD_SCHEMA_ERROR');
}
