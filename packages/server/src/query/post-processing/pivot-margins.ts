/**
 * pandas `pivot_table(margins=True)`: a column of totals per metric (named
 * `(metric, All, '', …)`) placed after the metric's columns, and a last row of totals named
 * `All`. Totals are the metric's own aggregate over the source rows (not sums of the
 * table); with `dropna`, rows with a missing key or value are left out first.
 */
import { aggregateColumn } from './aggregators';
import type { Cell, Column, Label } from './frame';
import { cellAt, cellColumn, isMissing, isNumericColumn, takeRows } from './frame';
import type { Grouping } from './group-by';
import { groupMembers } from './group-by';
import type { PivotCells, PivotColumn, PivotPlan, PivotTable } from './pivot-table';

/** The table with margin columns and the margin row added. */
export function addMargins(plan: PivotPlan, cells: PivotCells, table: PivotTable, name: string): PivotTable {
  const keep = marginRows(plan);
  const rowsWithIndex = maskRows(keep, plan.index);
  const rowsWithDims = maskRows(keep, plan.dims);
  const grand = plan.metrics.map((metric) =>
    cellAt(
      aggregateColumn(metric.column, groupMembers(oneGroup(rowsWithIndex)), metric.aggregate, [metric.name]),
      0,
    ),
  );
  const byCombo = plan.metrics.map((metric) =>
    aggregateColumn(metric.column, groupMembers(masked(cells.colGroups, rowsWithDims)), metric.aggregate, [
      metric.name,
    ]),
  );
  const columns: PivotColumn[] = [];
  plan.metrics.forEach((metric, m) => {
    for (const column of table.columns.filter((candidate) => candidate.metric === metric.name)) {
      const total =
        plan.dims.length === 0
          ? (grand[m] ?? null)
          : column.group < 0
            ? (plan.fill ?? null)
            : cellAt(byCombo[m] as Column, column.group);
      columns.push({ ...column, values: appendCell(column.values, total) });
    }
    if (plan.dims.length === 0) return;
    const perRow = aggregateColumn(
      metric.column,
      groupMembers(masked(cells.rowGroups, rowsWithIndex)),
      metric.aggregate,
      [metric.name],
    );
    const values = takeRows(perRow, table.rowGroupOf);
    const combo: Label[] = [name, ...plan.dims.slice(1).map(() => '')];
    columns.push({ metric: metric.name, combo, group: -1, values: appendCell(values, grand[m] ?? null) });
  });
  const rowKeys = table.rowKeys.map((column, level) => appendCell(column, level === 0 ? name : ''));
  const rowGroupOf = Int32Array.from([...table.rowGroupOf, -1]);
  return { ...table, rowKeys, rowGroupOf, columns };
}

/** Rows used for margins: with dropna, only rows whose keys and values are all present. */
function marginRows(plan: PivotPlan): Uint8Array {
  const keep = new Uint8Array(plan.length).fill(1);
  if (!plan.dropna) return keep;
  const used = [...plan.index, ...plan.dims, ...plan.metrics.map((metric) => metric.column)];
  return maskRows(keep, used);
}

function maskRows(keep: Uint8Array, columns: readonly Column[]): Uint8Array {
  return keep.map((flag, row) => (flag && columns.every((column) => !isMissing(column, row)) ? 1 : 0));
}

function masked(grouping: Grouping, keep: Uint8Array): Grouping {
  return { ...grouping, groupOf: grouping.groupOf.map((group, row) => (keep[row] ? group : -1)) };
}

function oneGroup(keep: Uint8Array): Grouping {
  return {
    groupOf: Int32Array.from(keep, (flag) => (flag ? 0 : -1)),
    count: 1,
    firstRow: new Uint32Array(1),
  };
}

/** A column with one more value at the end. */
export function appendCell(column: Column, cell: Cell): Column {
  if (isNumericColumn(column) && (typeof cell === 'number' || cell === null)) {
    const values = new Float64Array(column.values.length + 1);
    values.set(column.values);
    values[column.values.length] = cell ?? Number.NaN;
    return { ...column, values };
  }
  const values = Array.from({ length: column.values.length }, (_, row) => cellAt(column, row));
  return cellColumn(column.name, [...values, cell]);
}
