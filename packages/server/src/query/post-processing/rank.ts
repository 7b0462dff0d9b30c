import { z } from 'zod';
import { columnComparator } from './compare-rows';
import type { Frame } from './frame';
import { isMissing, numericColumn, paddedName, positionOfName, replaceColumns } from './frame';
import { groupRows } from './group-by';
import { requireColumn, validateColumnArgs } from './validation';

/** Options of `rank`. */
export const rankOptionsSchema = z.object({
  /** Column to rank. */
  metric: z.string(),
  /** Rank within the groups of this column. */
  group_by: z.string().nullish(),
});

/** Options of `rank`. */
export type RankOptions = z.infer<typeof rankOptionsSchema>;

/**
 * Superset's `rank`: pandas `rank(pct=True)` of the metric (ties share their average rank,
 * divided by the number of ranked values), overall or within each group, in a column `rank`.
 * Missing values, and rows whose group is missing, get no rank.
 */
export function rank(frame: Frame, options: RankOptions): Frame {
  validateColumnArgs(frame, [options.metric], options.group_by ? [options.group_by] : []);
  const metric = requireColumn(frame, options.metric);
  const keys = options.group_by ? [requireColumn(frame, options.group_by)] : [];
  const grouping = groupRows(keys, frame.length, { dropMissing: true, sort: false });
  const byGroup = Array.from({ length: grouping.count }, (): number[] => []);
  grouping.groupOf.forEach((group, row) => {
    if (group >= 0 && !isMissing(metric, row)) byGroup[group]?.push(row);
  });
  const compare = columnComparator(metric);
  const ranks = new Float64Array(frame.length).fill(Number.NaN);
  for (const rows of byGroup) {
    rows.sort((a, b) => compare(a, b) || a - b);
    for (let start = 0; start < rows.length;) {
      let end = start + 1;
      while (end < rows.length && compare(rows[start] ?? 0, rows[end] ?? 0) === 0) end += 1;
      const average = (start + 1 + end) / 2;
      for (let i = start; i < end; i += 1) ranks[rows[i] ?? 0] = average / rows.length;
      start = end;
    }
  }
  const column = numericColumn(paddedName(frame, 'rank'), ranks);
  const existing = positionOfName(frame, column.name);
  return existing >= 0
    ? replaceColumns(frame, new Map([[existing, column]]))
    : replaceColumns(frame, new Map(), [column]);
}
