import type { Dataset } from '@meridian/core';
import { isControlVisible, listControls } from '@meridian/viz';
import type {
  ControlConfig,
  ControlContext,
  ControlFormData,
  ControlPanelConfig,
  ControlType,
} from '@meridian/viz';

/** The control types the panel renders (VizTypeControl renders nothing here: the page shows the picker). */
export const RENDERED_CONTROL_TYPES: ReadonlySet<string> = new Set<ControlType>([
  'DatasourceControl',
  'VizTypeControl',
  'ColorSchemeControl',
  'TimeRangeControl',
  'MetricsControl',
  'MetricControl',
  'ColumnsControl',
  'ColumnControl',
  'AdhocFiltersControl',
  'ConditionalFormattingControl',
  'AnnotationLayerControl',
  'CollectionControl',
  'ColumnConfigControl',
  'TimeSeriesColumnsControl',
  'ColorPickerControl',
  'ViewportControl',
  'MetricOrFixedControl',
  'SpatialControl',
  'BoundsControl',
  'SliderControl',
  'CheckboxControl',
  'TextControl',
  'SelectControl',
  'HiddenControl',
]);

/** Whether the panel knows a control's type (an unknown one logs a warning and renders nothing). */
export function isKnownControlType(type: string): boolean {
  return RENDERED_CONTROL_TYPES.has(type);
}

/** What controls see besides form data: the dataset's temporal columns. */
export function controlContextOfDataset(dataset: Pick<Dataset, 'columns'>): ControlContext {
  return { temporalColumns: dataset.columns.filter((c) => c.is_dttm).map((c) => c.column_name) };
}

/** Names of the controls visible for this form data. */
export function visibleControlNames(
  panel: ControlPanelConfig,
  formData: ControlFormData,
  context: ControlContext,
): Set<string> {
  return new Set(
    listControls(panel)
      .filter((control) => isControlVisible(control, formData, context))
      .map((control) => control.name),
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * Spec §4: the resets due when controls become hidden — a control visible before and hidden now
 * resets to its default when its value differs, unless resetOnHide is false. A saved chart that
 * opens with a hidden control keeps its value.
 */
export function resetsForNewlyHidden(
  panel: ControlPanelConfig,
  previouslyVisible: ReadonlySet<string>,
  formData: ControlFormData,
  context: ControlContext,
): [string, unknown][] {
  const resets: [string, unknown][] = [];
  for (const control of listControls(panel)) {
    if (control.resetOnHide === false || !previouslyVisible.has(control.name)) continue;
    if (isControlVisible(control, formData, context)) continue;
    if (control.name in formData && !sameValue(formData[control.name], control.default))
      resets.push([control.name, control.default]);
  }
  return resets;
}

/** Messages under a control: the page's validation errors plus the control's own, each once. */
export function mergeErrors(...lists: readonly (readonly string[] | undefined)[]): string[] {
  return [...new Set(lists.flatMap((list) => list ?? []))];
}

/**
 * A row's cells as the panel lays them out: controls that are hidden for this form data, hidden
 * controls and the viz type picker (the page renders it) take no cell; null cells of the config
 * stay empty cells. Null when no control is left.
 */
export function visibleRow(
  row: readonly (ControlConfig | null)[],
  formData: ControlFormData,
  context: ControlContext,
): (ControlConfig | null)[] | null {
  const cells = row.filter(
    (control) =>
      control === null ||
      (control.type !== 'HiddenControl' &&
        control.type !== 'VizTypeControl' &&
        isControlVisible(control, formData, context)),
  );
  return cells.some((cell) => cell !== null) ? cells : null;
}
