import { listControls, needsQuery } from '@meridian/viz';
import type { LoadedVizPlugin } from '@meridian/viz';
import { buildContext } from '../chart-runtime/chart-query';
import type { ControlError } from './chart/ChartPane';
import type { FormData } from './form-data';

/** Validation errors with their controls' labels, in panel order. */
export function controlErrors(
  plugin: LoadedVizPlugin | undefined,
  errors: Record<string, string[]>,
): ControlError[] {
  if (!plugin) return [];
  return listControls(plugin.controlPanel)
    .filter((control) => (errors[control.name]?.length ?? 0) > 0)
    .map((control) => ({ label: control.label, messages: errors[control.name] ?? [] }));
}

function withoutSliceId(formData: FormData): FormData {
  const { slice_id: _sliceId, ...rest } = formData;
  return rest;
}

/** Whether the controls changed since the last query in a way that needs a new query (saving does not count). */
export function isQueryStale(
  plugin: LoadedVizPlugin | undefined,
  latest: FormData | null,
  formData: FormData,
): boolean {
  if (!plugin || !latest) return false;
  return needsQuery(plugin.controlPanel, withoutSliceId(latest), withoutSliceId(formData));
}

/** The body of a chart save: form data as params (without slice_id) and its query context, both JSON text. */
export function chartSaveFields(plugin: LoadedVizPlugin | undefined, formData: FormData) {
  const params = withoutSliceId(formData);
  const context = plugin ? buildContext(plugin, formData) : null;
  return {
    viz_type: String(formData['viz_type'] ?? ''),
    params: JSON.stringify(params),
    query_context: context ? JSON.stringify(context) : null,
  };
}
