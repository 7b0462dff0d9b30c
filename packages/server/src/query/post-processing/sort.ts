import { z } from 'zod';
import { rowsComparator, sortedPermutation } from './compare-rows';
import type { Frame } from './frame';
import { takeFrameRows } from './frame';
import { postProcessingError, requireColumn, validateColumnArgs } from './validation';

/** Options of `sort` (the `by`/`ascending` shape the code uses; not the stale `columns{}` of the docs). */
export const sortOptionsSchema = z.object({
  /** Sort by the row index instead of by columns. */
  is_sort_index: z.boolean().nullish(),
  /** Column or columns to sort by. */
  by: z.union([z.string(), z.array(z.string())]).nullish(),
  /** Direction, one for all keys or one per key; default ascending. */
  ascending: z.union([z.boolean(), z.array(z.boolean())]).nullish(),
});

/** Options of `sort`. */
export type SortOptions = z.infer<typeof sortOptionsSchema>;

/**
 * Superset's `sort` (pandas `sort_values` / `sort_index`), missing values last in either
 * direction. Ties keep their order (pandas' default quicksort does not promise that for one key).
 */
export function sort(frame: Frame, options: SortOptions): Frame {
  const by =
    options.by === undefined || options.by === null
      ? []
      : typeof options.by === 'string'
        ? [options.by]
        : options.by;
  validateColumnArgs(frame, by);
  if (!options.is_sort_index && by.length === 0) {
    throw postProcessingError('either sort_index or sort_by must be specified');
  }
  const ascending = options.ascending ?? true;
  if (options.is_sort_index)
    return sortIndex(frame, typeof ascending === 'boolean' ? ascending : (ascending[0] ?? true));
  const directions = typeof ascending === 'boolean' ? by.map(() => ascending) : ascending;
  if (directions.length !== by.length) {
    throw postProcessingError(`Length of ascending (${directions.length}) != length of by (${by.length})`);
  }
  const keys = by.map((name) => requireColumn(frame, name));
  return takeFrameRows(frame, sortedPermutation(frame.length, rowsComparator(keys, directions)));
}

function sortIndex(frame: Frame, ascending: boolean): Frame {
  if (frame.index.length === 0) {
    if (ascending) return frame;
    return takeFrameRows(
      frame,
      Uint32Array.from({ length: frame.length }, (_, i) => frame.length - 1 - i),
    );
  }
  const compare = rowsComparator(
    frame.index,
    frame.index.map(() => ascending),
  );
  return takeFrameRows(frame, sortedPermutation(frame.length, compare));
}
