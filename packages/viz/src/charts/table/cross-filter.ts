import type { CrossFilterSelection } from '../../components/chart-context';
import type { ClickedValues } from '../../echarts/click';
import type { TableColumn } from './transform-props';

/** Whether clicking a cell of the column cross-filters: dimension columns do, metric columns do not. */
export function isCrossFilterColumn(column: TableColumn): boolean {
  return !column.isMetric;
}

/** Whether a cell holds a value the chart's own cross-filter keeps (it is drawn highlighted). */
export function isSelectedCell(
  selection: readonly CrossFilterSelection[],
  column: string,
  value: unknown,
): boolean {
  // The filter holds the value as the click sent it; numbers and strings compare by text, as labels do.
  return selection.some(
    (filter) =>
      filter.col === column && filter.val.some((kept) => kept === value || String(kept) === String(value)),
  );
}

/**
 * The values a click on a cell sends: a dimension cell its own column and value; a metric cell every dimension
 * of its row (what the number stands for), or null when the row has none.
 */
export function clickedCellValues(
  columns: readonly TableColumn[],
  row: Readonly<Record<string, unknown>>,
  column: TableColumn,
): ClickedValues | null {
  if (isCrossFilterColumn(column)) return { [column.key]: row[column.key] };
  const dimensions = columns.filter(isCrossFilterColumn);
  return dimensions.length > 0 ? Object.fromEntries(dimensions.map((c) => [c.key, row[c.key]])) : null;
}
