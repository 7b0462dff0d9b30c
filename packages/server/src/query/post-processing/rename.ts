import { z } from 'zod';
import type { Frame, Label } from './frame';
import { renameColumn, withFrame } from './frame';
import { levelPosition } from './flatten';
import { postProcessingError, validateColumnArgs } from './validation';

/** Options of `rename`. */
export const renameOptionsSchema = z.object({
  /** Old label -> new label; null removes the label (flatten then skips that level). */
  columns: z.record(z.string(), z.string().nullable()),
  /** pandas' in-place flag; the result is the same either way. */
  inplace: z.boolean().nullish(),
  /** Only rename labels of this column-index level (position or name); default every level. */
  level: z.union([z.number().int(), z.string()]).nullish(),
});

/** Options of `rename`. */
export type RenameOptions = z.infer<typeof renameOptionsSchema>;

/**
 * Superset's `rename`. As there, the old labels must be first-level labels even when another
 * level is renamed, and renaming fails with "Label already exists" when every new label
 * is already a label of the level.
 */
export function rename(frame: Frame, options: RenameOptions): Frame {
  const mapping = options.columns;
  const sources = Object.keys(mapping);
  if (sources.length === 0) return frame;
  validateColumnArgs(frame, sources);
  const checked = levelPosition(frame, options.level ?? null);
  const existing = new Set(frame.columns.map((column) => column.name[checked] ?? null));
  if (Object.values(mapping).every((target) => existing.has(target))) {
    throw postProcessingError('Label already exists');
  }
  const only = options.level === undefined || options.level === null ? undefined : checked;
  return withFrame(frame, {
    columns: frame.columns.map((column) =>
      renameColumn(
        column,
        column.name.map((label, level) =>
          only === undefined || level === only ? renamed(mapping, label) : label,
        ),
      ),
    ),
  });
}

/** A label through a `{old: new}` mapping (unchanged when not mapped). */
export function renamed(mapping: Readonly<Record<string, string | null>>, label: Label): Label {
  if (label === null || !Object.hasOwn(mapping, label)) return label;
  return mapping[label] ?? null;
}
