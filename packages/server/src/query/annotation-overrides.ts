import type { ChartAnnotationLayer, QueryObject } from '@meridian/core';

/** The form-data keys a chart-sourced layer can take over from its host chart. */
export type AnnotationOverrideKey = 'granularity' | 'time_grain_sqla' | 'time_range' | 'time_shift';

/** What the host chart's query says about each overridable key (undefined: it does not set it). */
export function hostValues(host: QueryObject): Partial<Record<AnnotationOverrideKey, string>> {
  const range = host.filters.find((filter) => filter.op === 'TEMPORAL_RANGE')?.val;
  const axisGrain = host.columns.find(
    (column) => typeof column !== 'string' && column.columnType === 'BASE_AXIS',
  );
  const values: Partial<Record<AnnotationOverrideKey, string>> = {
    time_range: typeof range === 'string' ? range : (host.time_range ?? undefined),
    time_grain_sqla:
      host.extras.time_grain_sqla ??
      (axisGrain && typeof axisGrain !== 'string' ? axisGrain.timeGrain : undefined),
    granularity: host.granularity ?? undefined,
    time_shift: host.time_shift ?? undefined,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as typeof values;
}

/**
 * A layer's overrides resolved against its host chart, as Superset's annotation query does: a key set to a value
 * keeps it, a key set to null (the editor's "Override time range" checkbox) takes the host chart's value, a key
 * the layer does not name is left to the source chart.
 */
export function resolveOverrides(
  layer: Pick<ChartAnnotationLayer, 'overrides'>,
  host: QueryObject | undefined,
): Partial<Record<AnnotationOverrideKey, string>> {
  const inherited = host ? hostValues(host) : {};
  const resolved: Partial<Record<AnnotationOverrideKey, string>> = {};
  for (const [key, value] of Object.entries(layer.overrides) as [AnnotationOverrideKey, unknown][]) {
    const chosen = typeof value === 'string' && value !== '' ? value : inherited[key];
    if (chosen) resolved[key] = chosen;
  }
  return resolved;
}

/**
 * The source chart's query with the resolved overrides applied, as Superset applies them to a chart-sourced
 * layer's query context: the time grain goes to `extras.time_grain_sqla` (and, here, to the x-axis column, whose own
 * grain would otherwise win); the time range replaces the range of every temporal filter and the legacy
 * `time_range`; a granularity replaces the legacy time column of a query that has one. `time_shift` only moves
 * Superset's legacy NVD3 series and is not applied to query contexts, so neither here.
 */
export function applyOverrides(
  query: QueryObject,
  overrides: Partial<Record<AnnotationOverrideKey, string>>,
): QueryObject {
  let next = query;
  const grain = overrides.time_grain_sqla;
  if (grain) {
    next = {
      ...next,
      extras: { ...next.extras, time_grain_sqla: grain },
      columns: next.columns.map((column) =>
        typeof column !== 'string' && column.columnType === 'BASE_AXIS'
          ? { ...column, timeGrain: grain }
          : column,
      ),
    };
  }
  const range = overrides.time_range;
  if (range) {
    next = {
      ...next,
      // Only a legacy query with a time range of its own is filtered by it (one without has no time column).
      ...(next.time_range || next.granularity ? { time_range: range } : {}),
      filters: next.filters.map((filter) =>
        filter.op === 'TEMPORAL_RANGE' ? { ...filter, val: range } : filter,
      ),
    };
  }
  if (overrides.granularity && next.granularity) next = { ...next, granularity: overrides.granularity };
  return next;
}
