import { z } from 'zod';
import { extraFormDataSchema, type ExtraFormData } from './extra-form-data';

/** What a filter shows: its value and label, and a validation message when the value is refused. */
export const filterStateSchema = z.looseObject({
  /** The chosen value(s): a list for selects, [lo, hi] for ranges, a string for time ranges. */
  value: z.unknown().optional(),
  /** Text shown for the value ("FR, DE", "1 ≤ x ≤ 9", "Day"). */
  label: z.unknown().optional(),
  /** "error" when the value is refused. */
  validateStatus: z.enum(['error', 'warning', 'validating']).optional(),
  /** Why the value is refused. */
  validateMessage: z.string().optional(),
  /** Cross-filters: the selected series names. */
  selectedValues: z.unknown().optional(),
  /** Table cross-filters: column -> values. */
  filters: z.record(z.string(), z.unknown()).optional(),
  /** Select filters: whether the inverse toggle reads "is not". */
  excludeFilterValues: z.boolean().optional(),
});
/** A filter's shown state. */
export type FilterState = z.infer<typeof filterStateSchema>;

/** A filter's value as charts receive it (extraFormData) and as the filter shows it (filterState). */
export const dataMaskSchema = z.looseObject({
  /** The native filter id, or a chart id (as a string) for a cross-filter. */
  id: z.string().optional(),
  /** Merged into each in-scope chart's form data. */
  extraFormData: extraFormDataSchema.optional(),
  /** The value and label the filter shows. */
  filterState: filterStateSchema.optional(),
  /** The emitter's own state (search text, pagination), never sent to other charts. */
  ownState: z.record(z.string(), z.unknown()).optional(),
});
/** One data mask. */
export type DataMask = z.infer<typeof dataMaskSchema>;

/** Data masks keyed by native filter id or chart id. */
export type DataMaskMap = Record<string, DataMask>;

/** The mask of a filter with no value. */
export function emptyDataMask(id: string): DataMask & { extraFormData: ExtraFormData } {
  return { id, extraFormData: {}, filterState: {}, ownState: {} };
}

/** Result of reading masks from an untrusted place (URL, permalink, stored state). */
export interface ParsedDataMasks {
  /** The masks that are well formed. */
  masks: DataMaskMap;
  /** One sentence per entry that was ignored, and why. */
  problems: string[];
}

/**
 * Reads a data-mask map from untrusted input, keeping the well-formed entries: a malformed one is ignored
 * with a message rather than breaking the page.
 */
export function parseDataMaskMap(input: unknown): ParsedDataMasks {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return input === undefined || input === null
      ? { masks: {}, problems: [] }
      : { masks: {}, problems: ['The filter state is not an object of filter id to value; it was ignored.'] };
  }
  const masks: DataMaskMap = {};
  const problems: string[] = [];
  for (const [id, value] of Object.entries(input)) {
    const parsed = dataMaskSchema.safeParse(value);
    if (parsed.success) masks[id] = { ...parsed.data, id };
    else {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      problems.push(`The value of filter ${id} is malformed${where} and was ignored.`);
    }
  }
  return { masks, problems };
}
