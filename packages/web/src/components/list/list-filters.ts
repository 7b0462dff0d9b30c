import type { ListFilter, RelatedOption } from '@meridian/core';

/** A value a list filter holds; undefined means "All" (no filter). */
export type FilterValue = string | number | boolean;

/** The values of a filter bar, by field key. */
export type FilterValues = Readonly<Record<string, FilterValue | undefined>>;

/** What an options hook answers: the options, whether they are loading, and a way to load them again. */
export interface OptionsAnswer {
  /** Options for the search text. */
  options: readonly RelatedOption[];
  /** Whether they are loading. */
  isFetching: boolean;
  /** Loads them again (the select does on opening, so items created since show up). */
  refetch: () => void;
}

/** Options of a related/distinct select for a search text. */
export type OptionsHook = (search: string) => OptionsAnswer;

/** What every field of a filter bar declares: the rison filter it becomes (Superset's list-view `Filters`). */
interface FieldBase {
  /** Key of the value in FilterValues; unique in a bar. */
  key: string;
  /** Column of the rison filter, e.g. `owners`. */
  col: string;
  /** Operator of the rison filter, e.g. `rel_m_m`, `chart_is_favorite`. */
  opr: string;
  /** Accessible name and placeholder. */
  label: string;
  /** Width in pixels. */
  width?: number;
}

/** A free-text search, applied on Enter. */
export interface SearchField extends FieldBase {
  input: 'search';
  /** Placeholder text; defaults to the label. */
  placeholder?: string;
}

/** A choice among fixed options (status, yes/no). */
export interface ChoiceField extends FieldBase {
  input: 'choice';
  /** The options, in order; values must be distinct. */
  options: readonly { label: string; value: FilterValue }[];
}

/** A searchable choice among options the server lists (`related/owners`, `distinct/viz_type`, …). */
export interface RelatedField extends FieldBase {
  input: 'related';
  /** Loads the options for the typed text; the same hook on every render. */
  useOptions: OptionsHook;
  /** Label of a chosen value, e.g. a display name for a viz_type key. */
  labelOf?: (option: RelatedOption) => string;
}

/** One field of a list's filter bar. */
export type ListFilterField = SearchField | ChoiceField | RelatedField;

/** Yes/No options of a boolean filter (favourite, certified). */
export const YES_NO_OPTIONS: ChoiceField['options'] = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

/** What a filter value becomes in the list call: a page's own inputs declare just this. */
export type FilterRule = Pick<FieldBase, 'key' | 'col' | 'opr'>;

/** The rison filters of the set values, in field order; blank searches are left out. */
export function listFiltersOf(fields: readonly FilterRule[], values: FilterValues): ListFilter[] {
  return fields.flatMap((field) => {
    const raw = values[field.key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === '') return [];
    return [{ col: field.col, opr: field.opr, value }];
  });
}

/** Values with one field changed; undefined or a blank text clears it. */
export function withFilterValue(
  values: FilterValues,
  key: string,
  value: FilterValue | undefined,
): FilterValues {
  const next: Record<string, FilterValue | undefined> = { ...values };
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) delete next[key];
  else next[key] = value;
  return next;
}
