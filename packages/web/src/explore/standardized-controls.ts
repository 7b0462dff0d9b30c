/**
 * Superset's standardized form data: when the viz type changes, the metrics and dimensions of the
 * chart carry over even when the two types name their controls differently (Line's `groupby` is a
 * Pivot Table's `groupbyColumns`; a Big Number's `metric` is a Line's `metrics`).
 */

/** Form data as explore edits it. */
type FormData = Record<string, unknown>;

/** Controls holding one metric. */
const SINGLE_METRIC_KEYS = ['metric', 'metric_2', 'secondary_metric', 'size', 'x', 'y'] as const;
/** Controls holding a list of metrics. */
const METRIC_LIST_KEYS = ['metrics', 'percent_metrics', 'metrics_b'] as const;
/** Controls holding dimensions (one column or a list). */
const COLUMN_KEYS = [
  'groupby',
  'groupbyColumns',
  'groupbyRows',
  'columns',
  'series',
  'entity',
  'groupby_b',
] as const;
/** Where the dimensions go in a type that lacks the previous type's control, first present wins. */
const COLUMN_TARGETS = ['groupby', 'groupbyColumns', 'columns'] as const;

/** The metrics and dimensions of a chart, whatever its controls are called. */
export interface StandardizedControls {
  /** Every metric, in control order, without repeats. */
  metrics: unknown[];
  /** Every dimension, in control order, without repeats. */
  columns: unknown[];
}

function valuesOf(formData: FormData, keys: readonly string[]): unknown[] {
  return keys.flatMap((key) => {
    const value = formData[key];
    if (Array.isArray(value)) return value;
    return value === null || value === undefined || value === '' ? [] : [value];
  });
}

function unique(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** The metrics and dimensions a chart's form data holds. */
export function standardizedControlsOf(formData: FormData): StandardizedControls {
  return {
    metrics: unique(valuesOf(formData, [...METRIC_LIST_KEYS, ...SINGLE_METRIC_KEYS])),
    columns: unique(valuesOf(formData, COLUMN_KEYS)),
  };
}

/**
 * Fills the new type's empty metric and dimension controls from the previous chart's: all metrics
 * into `metrics` (else the first into `metric`), all dimensions into the first of `groupby`,
 * `groupbyColumns`, `columns` it has; what the new form data already holds is not repeated.
 */
export function applyStandardizedControls(
  next: FormData,
  controlNames: readonly string[],
  previous: StandardizedControls,
): FormData {
  const names = new Set(controlNames);
  const held = standardizedControlsOf(next);
  const isHeld = (pool: unknown[], value: unknown) =>
    pool.some((v) => JSON.stringify(v) === JSON.stringify(value));
  const metrics = previous.metrics.filter((m) => !isHeld(held.metrics, m));
  const columns = previous.columns.filter((c) => !isHeld(held.columns, c));
  const result: FormData = { ...next };
  if (metrics.length > 0) {
    if (names.has('metrics') && isEmpty(result['metrics'])) result['metrics'] = metrics;
    else if (names.has('metric') && isEmpty(result['metric'])) result['metric'] = metrics[0];
  }
  const target = COLUMN_TARGETS.find((key) => names.has(key));
  if (columns.length > 0 && target && isEmpty(result[target])) result[target] = columns;
  return result;
}
