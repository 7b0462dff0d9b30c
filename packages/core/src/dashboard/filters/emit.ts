import { TIME_GRAINS } from '../../time-grains';
import { NO_TIME_RANGE } from '../../time-range/constants';
import type { DataMask } from './data-mask';
import type { ExtraFormData } from './extra-form-data';

/** A value a select filter can hold. */
export type SelectValue = string | number | boolean | null;

/** Text of a select value in labels (Superset: null is <NULL>, booleans upper case). */
export function selectValueLabel(value: SelectValue): string {
  if (value === null) return '<NULL>';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/** Options of selectDataMask. */
export interface SelectMaskInput {
  /** The filtered column. */
  column: string;
  /** The chosen values; null or empty for none. */
  values: readonly SelectValue[] | null | undefined;
  /** The filter is configured with "Inverse selection". */
  inverseSelection?: boolean;
  /** The inverse toggle reads "is not" (the default when inverse selection is on). */
  excludeFilterValues?: boolean;
  /** A value is required (enableEmptyFilter). */
  required?: boolean;
}

/** The mask a select filter emits (§2): an IN / NOT IN clause, `1 = 0` when required and empty, else nothing. */
export function selectDataMask(input: SelectMaskInput): DataMask {
  const values = input.values ?? [];
  const inverse = Boolean(input.inverseSelection) && input.excludeFilterValues !== false;
  if (values.length === 0) {
    const extraFormData: ExtraFormData =
      input.required && !input.inverseSelection
        ? { adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }] }
        : {};
    return { extraFormData, filterState: { value: null } };
  }
  const label = values.map(selectValueLabel).join(', ') + (inverse ? ' (excluded)' : '');
  return {
    extraFormData: { filters: [{ col: input.column, op: inverse ? 'NOT IN' : 'IN', val: [...values] }] },
    filterState: {
      value: [...values],
      label,
      ...(input.inverseSelection ? { excludeFilterValues: input.excludeFilterValues !== false } : {}),
    },
  };
}

/** Label of a range: `x ≥ 5`, `1 ≤ x ≤ 9`, `x = 3` (Superset writes a literal x). */
export function rangeLabel(lower: number | null, upper: number | null): string {
  if (lower !== null && lower === upper) return `x = ${lower}`;
  if (lower !== null && upper !== null) return `${lower} ≤ x ≤ ${upper}`;
  if (lower !== null) return `x ≥ ${lower}`;
  if (upper !== null) return `x ≤ ${upper}`;
  return '';
}

/** The mask a range filter emits: `>=` and `<=` clauses, one `==` when both ends are equal, none for null ends. */
export function rangeDataMask(
  column: string,
  range: readonly [number | null, number | null] | null,
): DataMask {
  const [lower, upper] = range ?? [null, null];
  if (lower === null && upper === null) return { extraFormData: {}, filterState: { value: null } };
  if (lower !== null && upper !== null && lower > upper) {
    return {
      extraFormData: {},
      filterState: {
        value: null,
        label: '',
        validateStatus: 'error',
        validateMessage: 'The minimum must not be greater than the maximum.',
      },
    };
  }
  const filters =
    lower !== null && lower === upper
      ? [{ col: column, op: '==', val: lower }]
      : [
          ...(lower !== null ? [{ col: column, op: '>=', val: lower }] : []),
          ...(upper !== null ? [{ col: column, op: '<=', val: upper }] : []),
        ];
  return {
    extraFormData: { filters },
    filterState: { value: [lower, upper], label: rangeLabel(lower, upper) },
  };
}

/** The mask a time-range filter emits; "No filter" emits nothing. */
export function timeRangeDataMask(timeRange: string | null | undefined): DataMask {
  if (!timeRange || timeRange === NO_TIME_RANGE)
    return { extraFormData: {}, filterState: { value: undefined } };
  return { extraFormData: { time_range: timeRange }, filterState: { value: timeRange } };
}

/** Display name of a time grain key. */
export function timeGrainName(grain: string): string {
  return TIME_GRAINS.find((item) => item.key === grain)?.name ?? grain;
}

/** The mask a time-grain filter emits. */
export function timeGrainDataMask(grain: string | null | undefined): DataMask {
  if (!grain) return { extraFormData: {}, filterState: { value: null } };
  return {
    extraFormData: { time_grain_sqla: grain },
    filterState: { value: [grain], label: timeGrainName(grain) },
  };
}

/** The mask a time-column filter emits. */
export function timeColumnDataMask(column: string | null | undefined): DataMask {
  if (!column) return { extraFormData: {}, filterState: { value: null } };
  return { extraFormData: { granularity_sqla: column }, filterState: { value: [column], label: column } };
}

/** Whether a mask holds a value (the filter counts as applied). */
export function hasMaskValue(mask: DataMask | undefined): boolean {
  const value = mask?.filterState?.value;
  if (value === undefined || value === null) return false;
  return !Array.isArray(value) || value.length > 0;
}

/** Text shown for a mask's value: its label, else its values joined with ", ". */
export function maskLabel(mask: DataMask | undefined): string {
  const state = mask?.filterState;
  if (!state) return '';
  if (typeof state.label === 'string' && state.label !== '') return state.label;
  const value = state.value;
  if (Array.isArray(value))
    return value.map((item) => (Array.isArray(item) ? item.join(', ') : String(item))).join(', ');
  return value === undefined || value === null ? '' : String(value);
}

/** Paste splitting of multi-selects (§5): on comma, newline, tab and semicolon; trimmed, unique, non-empty. */
export function splitPastedValues(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[,\n\t;]/)) {
    const item = part.trim();
    if (item !== '') seen.add(item);
  }
  return [...seen];
}

/**
 * The cross-filter a click on a chart item emits (§4): one IN clause per dimension of the clicked item. Clicking
 * the item already selected clears the cross-filter (null).
 */
export function crossFilterDataMask(
  clicked: Readonly<Record<string, unknown>>,
  current: DataMask | undefined,
): DataMask | null {
  const columns = Object.keys(clicked);
  if (columns.length === 0) return null;
  const values = columns.map((column) => toSelectValue(clicked[column]));
  const label = values.map(selectValueLabel).join(', ');
  const selected = current?.filterState?.selectedValues;
  if (Array.isArray(selected) && selected.length === 1 && selected[0] === label) return null;
  return {
    extraFormData: { filters: columns.map((col, i) => ({ col, op: 'IN', val: [values[i] ?? null] })) },
    filterState: { value: [values], selectedValues: [label], label },
  };
}

function toSelectValue(value: unknown): SelectValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}
