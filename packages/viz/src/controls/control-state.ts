import type { ControlConfig, ControlContext, ControlFormData, ControlPanelConfig } from './types';
import { runValidators } from './validators';

/** Every control of a panel, top to bottom, left to right. */
export function listControls(panel: ControlPanelConfig): ControlConfig[] {
  return panel.sections.flatMap((section) =>
    section.controlSetRows.flatMap((row) => row.filter((c): c is ControlConfig => c !== null)),
  );
}

/** The form data of a new chart as the controls start it. */
export function getControlDefaults(panel: ControlPanelConfig): Record<string, unknown> {
  return Object.fromEntries(listControls(panel).map((control) => [control.name, control.default]));
}

/** Whether a control shows for this form data. */
export function isControlVisible(
  control: ControlConfig,
  formData: ControlFormData,
  context: ControlContext = {},
): boolean {
  return control.visibility ? control.visibility(formData, context) : true;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * Spec §4: a control that is hidden resets to its default when its value differs from it, unless
 * resetOnHide is false. Returns the same object when nothing changes.
 */
export function applyHiddenControlResets<F extends ControlFormData>(
  panel: ControlPanelConfig,
  formData: F,
  context: ControlContext = {},
): F {
  const resets: Record<string, unknown> = {};
  for (const control of listControls(panel)) {
    if (control.resetOnHide === false || isControlVisible(control, formData, context)) continue;
    if (control.name in formData && !sameValue(formData[control.name], control.default))
      resets[control.name] = control.default;
  }
  return Object.keys(resets).length === 0 ? formData : { ...formData, ...resets };
}

/** Validation errors of the visible controls, by form-data key; empty when valid. */
export function validateControls(
  panel: ControlPanelConfig,
  formData: ControlFormData,
  context: ControlContext = {},
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const control of listControls(panel)) {
    if (!isControlVisible(control, formData, context)) continue;
    const messages = runValidators(formData[control.name], control.validators, formData);
    if (messages.length > 0) errors[control.name] = messages;
  }
  return errors;
}

/**
 * Spec §4: a select drops values no longer among its choices; a single-value select with an
 * invalid value becomes null. Free-form selects keep what they have.
 */
export function sanitizeSelectValue(control: ControlConfig, value: unknown): unknown {
  if (control.type !== 'SelectControl' || control.freeForm) return value;
  const allowed = new Set(control.choices.map(([v]) => v));
  if (Array.isArray(value)) return value.filter((v) => allowed.has(v));
  return value === null || value === undefined || allowed.has(value as string | number) ? value : null;
}

/** Whether going from one form data to another needs a new query (some changed control is not render-only). */
export function needsQuery(
  panel: ControlPanelConfig,
  previous: ControlFormData,
  next: ControlFormData,
): boolean {
  const renderOnly = new Set(
    listControls(panel)
      .filter((c) => c.renderTrigger)
      .map((c) => c.name),
  );
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  for (const key of keys) {
    if (!renderOnly.has(key) && !sameValue(previous[key], next[key])) return true;
  }
  return false;
}

/**
 * Raw form data of a new chart: the panel's control defaults, then the given keys (datasource...).
 * It may not parse yet (a required metric is still null): validate with validateControls, and
 * parse with the plugin's formDataSchema once it is valid.
 */
export function getDefaultFormData(
  plugin: { vizType: string; controlPanel: ControlPanelConfig },
  base: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return { ...getControlDefaults(plugin.controlPanel), ...base, viz_type: plugin.vizType };
}
