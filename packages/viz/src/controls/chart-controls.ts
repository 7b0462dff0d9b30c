import { DEFAULT_SEQUENTIAL_SCHEME, sequentialSchemeChoices } from '../color/sequential-schemes';
import { X_TICKS_LAYOUTS } from '../form-data/fields';
import { checkboxControl, selectControl, textControl } from './shared-controls';
import type { ControlConfig, ControlFormData } from './types';
import { validateNonEmpty } from './validators';

// Controls that several chart types of Superset's catalogue share (its sharedControls), beside shared-controls.ts.

const render = { renderTrigger: true } as const;

/** Sequential colour scheme (render only). */
export function linearColorSchemeControl(
  overrides: { description?: string; visibility?: (fd: ControlFormData) => boolean } = {},
): ControlConfig {
  return {
    type: 'ColorSchemeControl',
    name: 'linear_color_scheme',
    label: 'Linear color scheme',
    choices: sequentialSchemeChoices(),
    default: DEFAULT_SEQUENTIAL_SCHEME,
    renderTrigger: true,
    ...overrides,
  };
}

/** One column (a dimension picked alone, e.g. a sankey's source). */
export function columnControl(
  name: string,
  label: string,
  options: { required?: boolean; description?: string; temporalOnly?: boolean } = {},
): ControlConfig {
  return {
    type: 'ColumnControl',
    multi: false,
    name,
    label,
    default: null,
    ...(options.required === false ? {} : { validators: [validateNonEmpty] }),
    ...(options.description ? { description: options.description } : {}),
    ...(options.temporalOnly ? { temporalOnly: true } : {}),
  };
}

/** Sort by metric (query). */
export function sortByMetricControl(defaultValue = true): ControlConfig {
  return checkboxControl('sort_by_metric', 'Sort by metric', defaultValue, {
    description: 'Whether to sort results by the selected metric in descending order.',
  });
}

/** Superset's x_ticks_layout select. */
export const xTicksLayoutControl: ControlConfig = selectControl(
  'x_ticks_layout',
  'X Tick Layout',
  X_TICKS_LAYOUTS.map((v) => [v, v] as const),
  'auto',
  { ...render, description: 'The way the ticks are laid out on the X-axis' },
);

/** Show values on the chart. */
export const showValueControl: ControlConfig = checkboxControl('show_value', 'Show Values', false, {
  ...render,
  description: 'Show series values on the chart',
});

/** Show the legend. */
export const showLegendControl: ControlConfig = checkboxControl('show_legend', 'Show legend', true, {
  ...render,
  description: 'Whether to display a legend for the chart',
});

/** Show the labels. */
export function showLabelsControl(defaultValue: boolean): ControlConfig {
  return checkboxControl('show_labels', 'Show Labels', defaultValue, {
    ...render,
    description: 'Whether to display the labels.',
  });
}

/** An axis title text box. */
export function axisTitleControl(name: string, label: string): ControlConfig {
  return textControl(name, label, '', render);
}

/** A title margin select (Superset's TITLE_MARGIN_OPTIONS). */
export function titleMarginControl(name: string, label: string, defaultValue = 15): ControlConfig {
  return selectControl(
    name,
    label,
    [15, 30, 50, 75, 100, 125, 150, 200].map((v) => [v, String(v)] as const),
    defaultValue,
    { ...render, freeForm: true, clearable: true },
  );
}

/** A percentage threshold under which labels hide. */
export function labelsThresholdControl(
  visibility?: (fd: ControlFormData) => boolean,
  defaultValue = 5,
): ControlConfig {
  return textControl('show_labels_threshold', 'Percentage threshold', defaultValue, {
    ...render,
    isFloat: true,
    description: 'Minimum threshold in percentage points for showing labels.',
    ...(visibility ? { visibility } : {}),
  });
}
