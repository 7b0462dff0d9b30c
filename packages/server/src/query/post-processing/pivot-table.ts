/**
 * The body of `pivot`: pandas `pivot_table` on columnar data. Rows are grouped three ways
 * (by index keys, by column keys, by both); each metric is aggregated once per (index,
 * column) cell, then laid out as one output column per metric and column-key combination.
 */
import type { ResolvedAggregate } from './aggregators';
import { aggregateColumn } from './aggregators';
import type { Cell, Column, Label } from './frame';
import { cellColumn, isMissing, isNumericColumn, takeRows } from './frame';
import type { Grouping } from './group-by';
import { crossGroups, factorize, groupMembers, groupRows } from './group-by';
import { compareCells } from './compare-rows';
import { valueLabel } from './labels';
import { postProcessingError } from './validation';

/** Largest number of (row, column) cells a pivot may lay out. */
export const MAX_PIVOT_CELLS = 1 << 24;

/** A metric of the pivot: the source column and its aggregate (pandas keys aggregates by source column). */
export interface PivotMetric {
  /** Output label (the source column's name). */
  readonly name: string;
  /** Source column. */
  readonly column: Column;
  /** Aggregate applied to it. */
  readonly aggregate: ResolvedAggregate;
}

/** What to pivot, resolved against the frame. */
export interface PivotPlan {
  /** Index key columns. */
  readonly index: readonly Column[];
  /** Column key columns, missing values already replaced by `column_fill_value`. */
  readonly dims: readonly Column[];
  /** Names of the column keys (the lower column-index levels). */
  readonly dimNames: readonly string[];
  /** Metrics, sorted by name (pandas sorts the columns). */
  readonly metrics: readonly PivotMetric[];
  /** pandas `dropna` (Superset's `drop_missing_columns`). */
  readonly dropna: boolean;
  /** `metric_fill_value`, or undefined. */
  readonly fill: Cell | undefined;
  /** Rows of the source frame. */
  readonly length: number;
}

/** Aggregated cells. */
export interface PivotCells {
  /** Rows grouped by index keys, sorted. */
  readonly rowGroups: Grouping;
  /** Rows grouped by column keys, sorted. */
  readonly colGroups: Grouping;
  /** Row group of each cell. */
  readonly cellRow: Int32Array;
  /** Column group of each cell. */
  readonly cellCol: Int32Array;
  /** Per metric, the aggregate of each cell. */
  readonly values: readonly Column[];
}

/** One output column of the table. */
export interface PivotColumn {
  /** First level: the metric. */
  readonly metric: string;
  /** Lower levels: the column-key labels. */
  readonly combo: readonly Label[];
  /** Column group the values come from; -1 for margin and restored columns. */
  readonly group: number;
  /** Values, one per table row. */
  readonly values: Column;
}

/** The pivot table before it becomes a frame. */
export interface PivotTable {
  /** Index key values, one per table row. */
  readonly rowKeys: readonly Column[];
  /** Row group of each table row; -1 for rows with no data (cartesian rows, margins). */
  readonly rowGroupOf: Int32Array;
  /** Output columns in order. */
  readonly columns: readonly PivotColumn[];
  /** Whether `combine_value_with_metric` moved the metric to the last level. */
  readonly isCombined?: boolean;
}

/** Groups and aggregates every (index, column) cell. */
export function aggregateCells(plan: PivotPlan): PivotCells {
  const options = { dropMissing: plan.dropna, sort: true };
  const rowGroups = groupRows(plan.index, plan.length, options);
  const colGroups = groupRows(plan.dims, plan.length, options);
  if (rowGroups.count * colGroups.count > MAX_PIVOT_CELLS)
    throw postProcessingError('The pivot table is too large');
  const cells = crossGroups(rowGroups, colGroups);
  const cellRow = Int32Array.from(cells.firstRow, (row) => rowGroups.groupOf[row] ?? -1);
  const cellCol = Int32Array.from(cells.firstRow, (row) => colGroups.groupOf[row] ?? -1);
  const members = groupMembers(cells);
  const values = plan.metrics.map((metric) =>
    aggregateColumn(metric.column, members, metric.aggregate, [metric.name]),
  );
  return { rowGroups, colGroups, cellRow, cellCol, values };
}

/** Lays the cells out: pandas drops all-missing (index, column) cells first when `dropna`, then unstacks. */
export function layoutTable(plan: PivotPlan, cells: PivotCells): PivotTable {
  const present = presentCells(plan, cells);
  const usedRows = new Uint8Array(cells.rowGroups.count);
  const usedCols = new Uint8Array(cells.colGroups.count);
  const width = cells.colGroups.count;
  const cellAtPair = new Int32Array(cells.rowGroups.count * width).fill(-1);
  present.forEach((isPresent, cell) => {
    if (!isPresent) return;
    const row = cells.cellRow[cell] ?? 0;
    const col = cells.cellCol[cell] ?? 0;
    usedRows[row] = 1;
    usedCols[col] = 1;
    cellAtPair[row * width + col] = cell;
  });
  const { rowKeys, rowGroupOf } =
    !plan.dropna && plan.index.length > 1
      ? cartesianRows(plan, cells.rowGroups)
      : usedRowKeys(plan, cells, usedRows);
  const combos = indicesWhere(usedCols);
  const columns: PivotColumn[] = [];
  const rows = new Int32Array(rowGroupOf.length);
  for (const [m, metric] of plan.metrics.entries()) {
    const values = cells.values[m] as Column;
    for (const combo of combos) {
      rowGroupOf.forEach((group, i) => {
        rows[i] = group < 0 ? -1 : (cellAtPair[group * width + combo] ?? -1);
      });
      const column = takeRows(values, rows);
      const filled = plan.fill === undefined ? column : fillColumn(column, plan.fill);
      columns.push({
        metric: metric.name,
        combo: comboLabels(plan, cells, combo),
        group: combo,
        values: filled,
      });
    }
  }
  return { rowKeys, rowGroupOf, columns };
}

/** Cells pandas keeps: with `dropna`, those where some metric has a value (`agged.dropna(how='all')`). */
function presentCells(plan: PivotPlan, cells: PivotCells): Uint8Array {
  const present = new Uint8Array(cells.cellRow.length);
  if (!plan.dropna) return present.fill(1);
  for (const column of cells.values) {
    for (let cell = 0; cell < present.length; cell += 1) if (!isMissing(column, cell)) present[cell] = 1;
  }
  return present;
}

function indicesWhere(flags: Uint8Array): number[] {
  const out: number[] = [];
  flags.forEach((flag, i) => flag && out.push(i));
  return out;
}

function usedRowKeys(
  plan: PivotPlan,
  cells: PivotCells,
  usedRows: Uint8Array,
): Pick<PivotTable, 'rowKeys' | 'rowGroupOf'> {
  const rowGroupOf = Int32Array.from(plan.dropna ? indicesWhere(usedRows) : usedRows.keys());
  const firstRows = Int32Array.from(rowGroupOf, (group) => cells.rowGroups.firstRow[group] ?? 0);
  return { rowKeys: plan.index.map((column) => takeRows(column, firstRows)), rowGroupOf };
}

/** pandas with `dropna=False` reindexes a multi-level index to the product of its levels' sorted values. */
function cartesianRows(plan: PivotPlan, rowGroups: Grouping): Pick<PivotTable, 'rowKeys' | 'rowGroupOf'> {
  const levels = plan.index.map((column) => {
    const { codes, count } = factorize(column);
    const representatives = new Int32Array(count).fill(-1);
    codes.forEach((code, row) => {
      if (code >= 0 && (representatives[code] ?? 0) < 0) representatives[code] = row;
    });
    const order = Array.from(representatives).sort((a, b) =>
      compareCells(cellOf(column, a), cellOf(column, b)),
    );
    const rank = new Map<number, number>(order.map((row, position) => [codes[row] ?? -1, position]));
    return { codes, order, rank };
  });
  const total = levels.reduce((product, level) => product * level.order.length, 1);
  if (total > MAX_PIVOT_CELLS) throw postProcessingError('The pivot table is too large');
  const groupByKey = new Map<string, number>();
  rowGroups.firstRow.forEach((row, group) => {
    groupByKey.set(levels.map((level) => level.rank.get(level.codes[row] ?? -1) ?? -1).join(','), group);
  });
  const rowGroupOf = new Int32Array(total);
  const picks = levels.map(() => new Int32Array(total));
  for (let i = 0; i < total; i += 1) {
    let rest = i;
    const positions: number[] = [];
    for (let level = levels.length - 1; level >= 0; level -= 1) {
      const size = levels[level]?.order.length ?? 1;
      positions[level] = rest % size;
      rest = Math.floor(rest / size);
    }
    levels.forEach((level, l) => {
      (picks[l] as Int32Array)[i] = level.order[positions[l] ?? 0] ?? 0;
    });
    rowGroupOf[i] = groupByKey.get(positions.join(',')) ?? -1;
  }
  return { rowKeys: plan.index.map((column, l) => takeRows(column, picks[l] as Int32Array)), rowGroupOf };
}

function cellOf(column: Column, row: number): Cell {
  return isNumericColumn(column) ? (column.values[row] ?? null) : (column.values[row] ?? null);
}

/** Labels of a column group's keys. */
export function comboLabels(plan: PivotPlan, cells: PivotCells, combo: number): Label[] {
  const row = cells.colGroups.firstRow[combo] ?? 0;
  return plan.dims.map((dim) => valueLabel(dim, row));
}

/** Missing values of a column replaced by `fill` (pandas `fillna`). */
export function fillColumn(column: Column, fill: Cell): Column {
  if (isNumericColumn(column) && typeof fill === 'number') {
    return { ...column, values: column.values.map((value) => (Number.isNaN(value) ? fill : value)) };
  }
  const cells = Array.from({ length: column.values.length }, (_, row): Cell =>
    isMissing(column, row) ? fill : cellOf(column, row),
  );
  return cellColumn(column.name, cells);
}
