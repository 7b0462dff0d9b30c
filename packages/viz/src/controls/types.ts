import type { Validator } from './validators';

/** Form data as controls see it: any plugin's form data. */
export type ControlFormData = Readonly<Record<string, unknown>>;

/** What the explore page knows beside form data when it asks whether a control shows. */
export interface ControlContext {
  /** Names of the dataset's temporal columns, when known. */
  temporalColumns?: readonly string[];
}

/** What every control declares. `name` is the form-data key it writes, verbatim. */
export interface BaseControl<T> {
  /** Form-data key (Superset's spelling). */
  name: string;
  /** Label shown above the control. */
  label: string;
  /** Tooltip text. */
  description?: string;
  /** Value of a new chart, and the value a hidden control resets to. */
  default: T;
  /** Pure validators; their messages show under the control and block running the query. */
  validators?: readonly Validator[];
  /** Whether the control shows for this form data; shown when absent. */
  visibility?: (formData: ControlFormData, context: ControlContext) => boolean;
  /** Reset to the default when hidden (spec §4); true when absent. */
  resetOnHide?: boolean;
  /** A change only re-renders (transformProps), it does not re-query. */
  renderTrigger?: boolean;
}

/** [value, label] pairs of a select. */
export type Choices = readonly (readonly [string | number, string])[];

/** Closed list of control types the explore page renders (an unknown one logs a warning and renders nothing). */
export type ControlConfig =
  | (BaseControl<string | null> & { type: 'DatasourceControl' })
  | (BaseControl<string | null> & { type: 'VizTypeControl' })
  | (BaseControl<string | null> & { type: 'ColorSchemeControl'; choices: Choices })
  | (BaseControl<string | null> & { type: 'TimeRangeControl' })
  | (BaseControl<unknown[] | null> & { type: 'MetricsControl'; multi: true })
  | (BaseControl<unknown> & { type: 'MetricControl'; multi: false })
  | (BaseControl<unknown[] | null> & { type: 'ColumnsControl'; multi: true; temporalOnly?: boolean })
  | (BaseControl<unknown> & { type: 'ColumnControl'; multi: false; temporalOnly?: boolean })
  | (BaseControl<unknown[]> & { type: 'AdhocFiltersControl' })
  | (BaseControl<unknown[]> & { type: 'ConditionalFormattingControl' })
  | (BaseControl<unknown[]> & { type: 'AnnotationLayerControl' })
  | (BaseControl<unknown[]> & { type: 'CollectionControl'; itemLabel: string })
  | (BaseControl<Readonly<Record<string, unknown>>> & {
      type: 'ColumnConfigControl';
      /** Fixed columns with the comparison settings (shown, custom name, symbol), e.g. pop_kpi's; else the table's. */
      comparisonColumns?: readonly string[];
    })
  /** The time-series table's columns (`column_collection`): a list edited one column at a time in a popover. */
  | (BaseControl<unknown[]> & { type: 'TimeSeriesColumnsControl' })
  | (BaseControl<unknown> & { type: 'ColorPickerControl' })
  | (BaseControl<{ longitude: number; latitude: number; zoom: number; bearing: number; pitch: number }> & {
      type: 'ViewportControl';
    })
  | (BaseControl<{ type: 'fix' | 'metric'; value: unknown } | null> & { type: 'MetricOrFixedControl' })
  | (BaseControl<Readonly<Record<string, unknown>> | null> & { type: 'SpatialControl' })
  | (BaseControl<readonly [number | null, number | null]> & { type: 'BoundsControl' })
  | (BaseControl<number> & { type: 'SliderControl'; min: number; max: number; step: number })
  | (BaseControl<boolean> & { type: 'CheckboxControl' })
  | (BaseControl<string | number | null> & {
      type: 'TextControl';
      isInt?: boolean;
      isFloat?: boolean;
      placeholder?: string;
      /** Several lines of text (templates, CSS), edited in a monospace text area. */
      multiline?: boolean;
    })
  | (BaseControl<unknown> & {
      type: 'SelectControl';
      choices: Choices;
      multi?: boolean;
      freeForm?: boolean;
      clearable?: boolean;
    })
  | (BaseControl<unknown> & { type: 'HiddenControl' });

/** The control type names. */
export type ControlType = ControlConfig['type'];

/** A row of controls; null leaves an empty cell. */
export type ControlRow = readonly (ControlConfig | null)[];

/** A titled, collapsible group of rows. */
export interface ControlPanelSection {
  /** Section title, e.g. "Query". */
  label: string;
  /** Open by default. */
  expanded: boolean;
  /** Optional help text. */
  description?: string;
  /** Rows of controls. */
  controlSetRows: readonly ControlRow[];
}

/** A plugin's control panel: sections, top to bottom. */
export interface ControlPanelConfig {
  /** Sections, top to bottom. */
  sections: readonly ControlPanelSection[];
}
