import { z } from 'zod';
import type { ResolvedAggregate } from './aggregators';
import { aggregateSpecSchema, resolveAggregates } from './aggregators';
import type { Cell, Column, Frame, Label } from './frame';
import { cellAt, cellColumn, constantColumn, isMissing, makeFrame, positionsOf, renameColumn } from './frame';
import { timestampLabel } from './labels';
import { addMargins } from './pivot-margins';
import type { PivotCells, PivotColumn, PivotPlan, PivotTable } from './pivot-table';
import { aggregateCells, comboLabels, fillColumn, layoutTable } from './pivot-table';
import { postProcessingError, requireColumn, validateColumnArgs } from './validation';

/** Superset's `NULL_STRING`: the default label of a missing column key. */
export const NULL_STRING = '<NULL>';

/** Options of `pivot`. */
export const pivotOptionsSchema = z.object({
  /** Columns that become the row index (at least one). */
  index: z.array(z.string()),
  /** Columns whose values become the lower column levels. */
  columns: z.array(z.string()).nullish(),
  /** Metric -> `{operator, column?, options?}`; pandas keys the result by the source column. */
  aggregates: z.record(z.string(), aggregateSpecSchema),
  /** Value for missing cells. */
  metric_fill_value: z.union([z.number(), z.string(), z.boolean()]).nullish(),
  /** Label for a missing column key (default `<NULL>`); null or empty drops such rows instead. */
  column_fill_value: z.string().nullish(),
  /** Leave out column combinations whose cells are all missing (default true). */
  drop_missing_columns: z.boolean().nullish(),
  /** Put the metric level last: `dim, metric` instead of `metric, dim`. */
  combine_value_with_metric: z.boolean().nullish(),
  /** Add row and column totals. */
  marginal_distributions: z.boolean().nullish(),
  /** Label of the totals (default `All`). */
  marginal_distribution_name: z.string().nullish(),
});

/** Options of `pivot`. */
export type PivotOptions = z.infer<typeof pivotOptionsSchema>;

/**
 * Superset's `pivot` (pandas `pivot_table`): the index columns become the row index, sorted;
 * each metric's aggregate per (index, column keys) cell becomes a column named
 * `(metric, key1, key2, …)`, sorted; `flatten` later joins these names with ", ". With
 * `drop_missing_columns`, rows and columns that are entirely missing are left out, but a
 * metric left with no column at all gets its columns back, empty (as newer Superset does, so
 * later operations can still reference it).
 */
export function pivot(frame: Frame, options: PivotOptions): Frame {
  const plan = planPivot(frame, options);
  const cells = aggregateCells(plan);
  let table = layoutTable(plan, cells);
  if (options.marginal_distributions) {
    table = addMargins(plan, cells, table, options.marginal_distribution_name ?? 'All');
  }
  if (plan.dropna) table = restoreMissingMetrics(plan, cells, dropEmptyColumns(table));
  if (options.combine_value_with_metric && plan.dims.length > 0) table = combineValueWithMetric(table);
  return tableToFrame(plan, options, table);
}

function planPivot(frame: Frame, options: PivotOptions): PivotPlan {
  if (options.index.length === 0) throw postProcessingError('Pivot operation requires at least one index');
  if (Object.keys(options.aggregates).length === 0) {
    throw postProcessingError('Pivot operation must include at least one aggregate');
  }
  const dimNames = options.columns ?? [];
  validateColumnArgs(frame, options.index, dimNames);
  const byColumn = new Map<string, ResolvedAggregate>();
  for (const aggregate of resolveAggregates(
    options.aggregates,
    (name) => positionsOf(frame, name).length > 0,
  )) {
    byColumn.set(aggregate.column, aggregate);
  }
  const metrics = [...byColumn.values()]
    .sort((a, b) => (a.column < b.column ? -1 : a.column > b.column ? 1 : 0))
    .map((aggregate) => ({
      name: aggregate.column,
      column: requireColumn(frame, aggregate.column),
      aggregate,
    }));
  const fillLabel = options.column_fill_value === undefined ? NULL_STRING : options.column_fill_value;
  return {
    index: options.index.map((name) => requireColumn(frame, name)),
    dims: dimNames.map((name) => fillDimension(requireColumn(frame, name), fillLabel || null)),
    dimNames,
    metrics,
    dropna: options.drop_missing_columns ?? true,
    fill: options.metric_fill_value ?? undefined,
    length: frame.length,
  };
}

/**
 * pandas `fillna(column_fill_value)` on a column key: the column becomes text-like, numbers
 * sorting before text as pandas sorts mixed labels; timestamps become their labels.
 */
function fillDimension(column: Column, label: string | null): Column {
  const length = column.values.length;
  let hasMissing = false;
  for (let row = 0; row < length && !hasMissing; row += 1) hasMissing = isMissing(column, row);
  if (label === null || !hasMissing) return column;
  const cells = Array.from({ length }, (_, row): Cell => {
    if (isMissing(column, row)) return label;
    return column.kind === 'temporal' ? timestampLabel(column.values[row] ?? 0) : cellAt(column, row);
  });
  return cellColumn(column.name, cells, 'mixed');
}

/** pandas' last `dropna(how='all', axis=1)`. */
function dropEmptyColumns(table: PivotTable): PivotTable {
  const rows = table.rowGroupOf.length;
  const columns = table.columns.filter((column) => {
    for (let row = 0; row < rows; row += 1) if (!isMissing(column.values, row)) return true;
    return false;
  });
  return { ...table, columns };
}

/** A metric left with no column gets one per column-key combination seen in the data, in first-seen order. */
function restoreMissingMetrics(plan: PivotPlan, cells: PivotCells, table: PivotTable): PivotTable {
  const present = new Set(table.columns.map((column) => column.metric));
  const missing = plan.metrics.filter((metric) => !present.has(metric.name));
  if (missing.length === 0) return table;
  const groups = Array.from(cells.colGroups.firstRow.keys()).sort(
    (a, b) => (cells.colGroups.firstRow[a] ?? 0) - (cells.colGroups.firstRow[b] ?? 0),
  );
  const rows = table.rowGroupOf.length;
  const restored: PivotColumn[] = missing.flatMap((metric) =>
    groups.map((group) => {
      const empty = constantColumn([metric.name], rows, null);
      return {
        metric: metric.name,
        combo: comboLabels(plan, cells, group),
        group,
        values: plan.fill === undefined ? empty : fillColumn(empty, plan.fill),
      };
    }),
  );
  return { ...table, columns: [...table.columns, ...restored] };
}

/** pandas `stack(0).unstack()`: columns become `(keys…, metric)`, every metric under every key combination. */
function combineValueWithMetric(table: PivotTable): PivotTable {
  const combos = new Map<string, readonly Label[]>();
  const metrics: string[] = [];
  for (const column of table.columns) {
    combos.set(JSON.stringify(column.combo), column.combo);
    if (!metrics.includes(column.metric)) metrics.push(column.metric);
  }
  const rows = table.rowGroupOf.length;
  const columns: PivotColumn[] = [];
  for (const [key, combo] of combos) {
    for (const metric of metrics) {
      const found = table.columns.find(
        (column) => column.metric === metric && JSON.stringify(column.combo) === key,
      );
      columns.push(found ?? { metric, combo, group: -1, values: constantColumn([metric], rows, null) });
    }
  }
  return { ...table, columns, isCombined: true };
}

function tableToFrame(plan: PivotPlan, options: PivotOptions, table: PivotTable): Frame {
  const hasDims = plan.dims.length > 0;
  const levelNames: Label[] = !hasDims
    ? [null]
    : table.isCombined
      ? [...plan.dimNames, null]
      : [null, ...plan.dimNames];
  const columns = table.columns.map((column) => {
    const name = !hasDims
      ? [column.metric]
      : table.isCombined
        ? [...column.combo, column.metric]
        : [column.metric, ...column.combo];
    return renameColumn(column.values, name);
  });
  const index = table.rowKeys.map((column, level) => renameColumn(column, [options.index[level] ?? null]));
  return makeFrame({ columns, index, levelNames, length: table.rowGroupOf.length });
}
