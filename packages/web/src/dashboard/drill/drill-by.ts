import type { DashboardDataset } from '@meridian/core';
import type { DrillFilter } from './drill-payload';

/** A column a point can be drilled by. */
export interface DrillByColumn {
  /** Column name, as queries name it. */
  name: string;
  /** What the menu shows (the verbose name when there is one). */
  label: string;
}

/** One step of a drill by: the form data drawn and how the breadcrumb names it. */
export interface DrillByLevel {
  /** Form data of the chart at this step. */
  formData: Readonly<Record<string, unknown>>;
  /** Breadcrumb text: the dimension of this step, with the value clicked to leave it once there is one. */
  dimension: string;
  /** The clicked values that led to the next step, once the person drilled further. */
  clicked?: string;
}

/**
 * The columns of a chart's dataset a point can be drilled by: groupable ones, minus those the chart already
 * groups by. Only datasets the dashboard lists are read, so a person never sees columns of data they cannot read.
 */
export function drillByColumns(
  dataset: Pick<DashboardDataset, 'columns'> | undefined,
  grouped: readonly string[],
): DrillByColumn[] {
  if (!dataset) return [];
  return dataset.columns
    .filter((column) => column.groupby !== false && !grouped.includes(column.column_name))
    .map((column) => ({ name: column.column_name, label: column.verbose_name || column.column_name }));
}

/** The dimension columns a chart's form data groups by (what Drill by replaces). */
export function dimensionsOf(formData: Readonly<Record<string, unknown>>): string[] {
  const names = (value: unknown): string[] =>
    (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
  const groupby = names(formData['groupby']);
  if (groupby.length > 0) return groupby;
  return names(formData['x_axis']);
}

/**
 * The form data of a point drilled by `column`: the chart's own form data (dashboard filters included in its
 * extra form data) with its dimension replaced by `column` and the point's values added as filters, as
 * Superset's Drill by does. Null when the chart has no dimension to replace.
 */
export function drillByFormData(
  formData: Readonly<Record<string, unknown>>,
  column: string,
  points: readonly DrillFilter[],
): Record<string, unknown> | null {
  const extra = (formData['extra_form_data'] ?? {}) as Record<string, unknown>;
  const filters = Array.isArray(extra['filters']) ? (extra['filters'] as unknown[]) : [];
  const withPoints = {
    ...extra,
    filters: [...filters, ...points.map(({ col, op, val }) => ({ col, op, val }))],
  };
  const groupby = formData['groupby'];
  if (Array.isArray(groupby) && groupby.length > 0)
    return { ...formData, groupby: [column], extra_form_data: withPoints };
  if (typeof formData['x_axis'] === 'string')
    return { ...formData, x_axis: column, extra_form_data: withPoints };
  return null;
}

/** Breadcrumb text of the clicked values: `a, b`. */
export function clickedLabel(points: readonly DrillFilter[]): string {
  return points.map((point) => point.formattedVal).join(', ');
}

/** The levels after drilling the last one by `column` at `points`; unchanged when the chart cannot drill. */
export function drillFurther(
  levels: readonly DrillByLevel[],
  column: DrillByColumn,
  points: readonly DrillFilter[],
): DrillByLevel[] {
  const last = levels[levels.length - 1];
  if (!last) return [...levels];
  const formData = drillByFormData(last.formData, column.name, points);
  if (!formData) return [...levels];
  return [
    ...levels.slice(0, -1),
    { ...last, clicked: clickedLabel(points) },
    { formData, dimension: column.label },
  ];
}

/** The levels after a click on breadcrumb `index`: that step drawn again, the later ones dropped. */
export function backTo(levels: readonly DrillByLevel[], index: number): DrillByLevel[] {
  if (index < 0 || index >= levels.length - 1) return [...levels];
  const kept = levels.slice(0, index + 1);
  const { clicked: _dropped, ...target } = kept[index] as DrillByLevel;
  return [...kept.slice(0, -1), target];
}
