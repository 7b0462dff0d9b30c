import { z } from 'zod';
import type { Column, Frame, Label } from './frame';
import { paddedName, renameColumn, withFrame } from './frame';
import { FLAT_COLUMN_SEPARATOR, escapeSeparator } from './labels';
import { postProcessingError } from './validation';

/** Options of `flatten`; the frontend often sends none. */
export const flattenOptionsSchema = z.object({
  /** Move the (first level of the) row index into the first column; default true. */
  reset_index: z.boolean().nullish(),
  /** Column-index levels to drop first, by position (negative counts from the end) or name. */
  drop_levels: z.array(z.union([z.number().int(), z.string()])).nullish(),
});

/** Options of `flatten`. */
export type FlattenOptions = z.infer<typeof flattenOptionsSchema>;

/**
 * Superset's `flatten`: multi-level column names become one string, the non-null levels
 * joined with ", " after escaping commas inside labels (`escape_separator`); then the first
 * index level becomes the first column (pandas `reset_index(level=0)`).
 */
export function flatten(frame: Frame, options: FlattenOptions = {}): Frame {
  let result = frame;
  if (frame.levelNames.length > 1) {
    const dropped = new Set((options.drop_levels ?? []).map((level) => levelPosition(frame, level)));
    if (dropped.size >= frame.levelNames.length) {
      throw postProcessingError(
        `Cannot remove ${dropped.size} levels from an index with ${frame.levelNames.length} levels`,
      );
    }
    const columns = frame.columns.map((column) => {
      const labels = column.name.filter(
        (label, level): label is string => label !== null && !dropped.has(level),
      );
      return renameColumn(column, [
        labels.map((label) => escapeSeparator(label)).join(FLAT_COLUMN_SEPARATOR),
      ]);
    });
    result = withFrame(frame, { columns, levelNames: [null] });
  }
  return options.reset_index === false ? result : resetFirstIndexLevel(result);
}

/** pandas `reset_index(level=0)`: the first index level becomes the first data column. */
export function resetFirstIndexLevel(frame: Frame): Frame {
  const [first, ...rest] = frame.index;
  if (!first) return frame;
  const column: Column = renameColumn(first, paddedName(frame, first.name[0] ?? 'index'));
  return withFrame(frame, { index: rest, columns: [column, ...frame.columns] });
}

/** Position of a column-index level given by number (negative from the end) or by name. */
export function levelPosition(frame: Frame, level: number | string | null): number {
  const count = frame.levelNames.length;
  if (typeof level === 'number') {
    const position = level < 0 ? count + level : level;
    if (position < 0 || position >= count)
      throw postProcessingError(`Too many levels: the index has only ${count} levels, not ${level}`);
    return position;
  }
  const position = frame.levelNames.indexOf(level as Label);
  if (position < 0) throw postProcessingError(`Level ${String(level)} not found`);
  return position;
}
