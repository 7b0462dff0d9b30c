import { NO_TIME_RANGE } from '@meridian/core';
import type { Dataset } from '@meridian/core';
import {
  createSchemeRegistry,
  DEFAULT_COLOR_SCHEME,
  getControlDefaults,
  getDefaultFormData,
  listControls,
  migrateLegacyChart,
} from '@meridian/viz';
import type { ControlContext, ControlPanelConfig, LoadedVizRegistry } from '@meridian/viz';
import { newOptionName } from '../components/adhoc-filter/adhoc-filter';
import { applyStandardizedControls, standardizedControlsOf } from './standardized-controls';

import type { FormData } from '../chart-runtime/chart-query';

// Explore's modules name the form data type here, beside the functions that shape it.
export type { FormData };

/** Viz type of a new chart (spec §9; Superset's DEFAULT_VIZ_TYPE). */
export const DEFAULT_VIZ_TYPE = 'table';

const schemes = createSchemeRegistry();

/** `"<id>__table"`, the datasource key of form data. */
export function datasourceKey(datasetId: number): string {
  return `${datasetId}__table`;
}

/** Names of the dataset's temporal columns, for control visibility and validation. */
export function temporalColumnsOf(dataset: Dataset | null): string[] {
  return (dataset?.columns ?? []).filter((c) => c.is_dttm).map((c) => c.column_name);
}

/** What controls need to know besides form data. */
export function controlContextOf(dataset: Dataset | null): ControlContext {
  return { temporalColumns: temporalColumnsOf(dataset) };
}

/** The dataset's default temporal column: its main datetime column when temporal, else its first temporal column, else null. */
export function defaultTemporalColumn(dataset: Dataset | null): string | null {
  const temporal = temporalColumnsOf(dataset);
  if (dataset?.main_dttm_col && temporal.includes(dataset.main_dttm_col)) return dataset.main_dttm_col;
  return temporal[0] ?? null;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** Fills what a new chart takes from its dataset: the x-axis (or a legacy chart's time column) starts on the default temporal column. */
function withDatasetDefaults(
  panel: ControlPanelConfig,
  formData: FormData,
  dataset: Dataset | null,
): FormData {
  const names = new Set(listControls(panel).map((control) => control.name));
  const key = ['x_axis', 'granularity_sqla'].find((name) => names.has(name) && isEmpty(formData[name]));
  const column = key ? defaultTemporalColumn(dataset) : null;
  return key && column !== null ? { ...formData, [key]: column } : formData;
}

/**
 * Superset's default time filter of a new chart: a `TEMPORAL_RANGE` filter on the dataset's main
 * datetime column set to No filter (the pill reads `ds (No filter)`), so the time range is one click away.
 */
export function defaultTimeFilter(dataset: Dataset | null): FormData | null {
  const column = dataset?.main_dttm_col;
  if (!column || !temporalColumnsOf(dataset).includes(column)) return null;
  return {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: column,
    operator: 'TEMPORAL_RANGE',
    operatorId: 'TEMPORAL_RANGE',
    comparator: NO_TIME_RANGE,
    isExtra: false,
    filterOptionName: newOptionName('filter'),
  };
}

function withDefaultTimeFilter(
  panel: ControlPanelConfig,
  formData: FormData,
  dataset: Dataset | null,
): FormData {
  const hasFilterControl = listControls(panel).some((control) => control.name === 'adhoc_filters');
  const current = formData['adhoc_filters'];
  const isUnset = current === undefined || (Array.isArray(current) && current.length === 0);
  const filter = hasFilterControl && isUnset ? defaultTimeFilter(dataset) : null;
  return filter ? { ...formData, adhoc_filters: [filter] } : formData;
}

/** How explore opened: a new chart on a dataset, a saved chart, or a permalink's state. */
export type HydrationSource = 'dataset' | 'slice' | 'permalink';

/** Options of hydrateFormData. */
export interface HydrateOptions {
  /** The plugins. */
  registry: LoadedVizRegistry;
  /** The dataset, when it still exists. */
  dataset: Dataset | null;
  /** What explore opened. */
  source: HydrationSource;
}

/**
 * Spec §4 "Explore hydration": the default viz type and time range, an old viz type migrated, and an unknown saved colour
 * scheme falls back to the default. A new chart also starts from its controls' defaults; saved
 * form data keeps its keys as they are, so it builds the query it was saved with.
 */
export function hydrateFormData(raw: FormData, options: HydrateOptions): FormData {
  const saved =
    typeof raw['viz_type'] === 'string' && raw['viz_type'] !== '' ? raw['viz_type'] : DEFAULT_VIZ_TYPE;
  // A chart of an old type (stored before its import migrated it, or saved by an old Superset) opens as the type it
  // migrates to; saving it stores that type.
  const migrated = migrateLegacyChart(saved, raw);
  const vizType = migrated.vizType;
  const plugin = options.registry.get(vizType);
  let formData: FormData = { ...migrated.formData, viz_type: vizType };
  if (plugin && options.source === 'dataset') {
    formData = withDatasetDefaults(
      plugin.controlPanel,
      getDefaultFormData(plugin, formData),
      options.dataset,
    );
    formData = withDefaultTimeFilter(plugin.controlPanel, formData, options.dataset);
  }
  if (isEmpty(formData['time_range'])) formData = { ...formData, time_range: NO_TIME_RANGE };
  const scheme = formData['color_scheme'];
  if (typeof scheme === 'string' && scheme !== '' && !schemes.has(scheme)) {
    formData = { ...formData, color_scheme: DEFAULT_COLOR_SCHEME };
  }
  return formData;
}

/** Keys that belong to the chart rather than to one viz type's controls; they survive a switch. */
const CHART_KEYS = ['datasource', 'slice_id', 'time_range', 'adhoc_filters', 'url_params', 'dashboardId'];

/**
 * Form data after switching to another viz type: the new panel's defaults, then every value the
 * previous form data has for a control the new panel also has, then the form data last used with
 * that type (memory); then, as Superset's standardized controls, the metrics and dimensions go to
 * the new type's own metric and dimension controls when it names them differently.
 */
export function switchVizType(
  current: FormData,
  next: { vizType: string; controlPanel: ControlPanelConfig },
  options: { dataset: Dataset | null; memory?: FormData },
): FormData {
  const defaults = getControlDefaults(next.controlPanel);
  const carried: FormData = {};
  for (const key of [...Object.keys(defaults), ...CHART_KEYS]) {
    if (key in current && key !== 'viz_type') carried[key] = current[key];
  }
  const merged = { ...defaults, ...options.memory, ...carried, viz_type: next.vizType };
  const standardized = applyStandardizedControls(
    merged,
    listControls(next.controlPanel).map((control) => control.name),
    standardizedControlsOf(current),
  );
  return withDatasetDefaults(next.controlPanel, standardized, options.dataset);
}

/**
 * Spec §4 "Datasource save": when the legacy time column is no longer a temporal column of the
 * saved dataset, it resets to the default temporal column (else the first one, else null).
 */
export function resetTimeColumnAfterSave(formData: FormData, dataset: Dataset): FormData {
  if (!('granularity_sqla' in formData)) return formData;
  const column = formData['granularity_sqla'];
  if (typeof column === 'string' && temporalColumnsOf(dataset).includes(column)) return formData;
  return { ...formData, granularity_sqla: defaultTemporalColumn(dataset) };
}

/** Form data on another dataset (swap): the datasource key changes, the rest stays. */
export function withDatasource(formData: FormData, dataset: Dataset): FormData {
  return { ...formData, datasource: datasourceKey(dataset.id) };
}

/** The dataset id of a form data's datasource key, or null. */
export function datasetIdOf(formData: FormData): number | null {
  const key = formData['datasource'];
  const id = typeof key === 'string' ? Number(key.split('__')[0]) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}
