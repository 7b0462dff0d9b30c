import { addAlpha } from './color-utils';

/** Comparators of the conditional-formatting editor (Superset's wire strings). */
export const COMPARATORS = [
  'None',
  '>',
  '<',
  '≥',
  '≤',
  '=',
  '≠',
  '< x <',
  '≤ x ≤',
  '≤ x <',
  '< x ≤',
] as const;
/** One comparator. */
export type Comparator = (typeof COMPARATORS)[number];
/** Comparators that take a left and a right target value. */
export const RANGE_COMPARATORS: readonly Comparator[] = ['< x <', '≤ x ≤', '≤ x <', '< x ≤'];

/** Named colours of the formatter's scheme select (spec: green, yellow, red). */
export const CONDITIONAL_FORMATTING_COLORS: Readonly<Record<string, string>> = {
  green: '#5AC189',
  yellow: '#FCC700',
  red: '#E04355',
};

/** A saved conditional formatter (`conditional_formatting` items). */
export interface ConditionalFormatter {
  /** Column (or metric label) the rule colours. */
  column?: string | null;
  /** Colour name (green, yellow, red) or a colour. */
  colorScheme?: string | null;
  /** Comparator. */
  operator?: string | null;
  /** Target of single-value comparators. */
  targetValue?: number | null;
  /** Left bound of range comparators. */
  targetValueLeft?: number | null;
  /** Right bound of range comparators. */
  targetValueRight?: number | null;
}

/** Opacity bounds of Superset's colour scale. */
const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0;
const MAX_OPACITY = 1;

/** Opacity grows linearly from the cutoff to the extreme value. */
export function getOpacity(
  value: number,
  cutoff: number,
  extreme: number,
  minOpacity = MIN_OPACITY_BOUNDED,
): number {
  if (extreme === cutoff) return MAX_OPACITY;
  const raw = Math.abs(((MAX_OPACITY - minOpacity) / (extreme - cutoff)) * (value - cutoff)) + minOpacity;
  return Math.min(MAX_OPACITY, Math.round(raw * 100) / 100);
}

type Match = { cutoff: number; extreme: number } | null;

function comparatorMatch(
  rule: Required<Pick<ConditionalFormatter, 'targetValue' | 'targetValueLeft' | 'targetValueRight'>> & {
    operator: Comparator;
  },
  value: number,
  min: number,
  max: number,
): Match {
  const t = rule.targetValue ?? 0;
  const left = rule.targetValueLeft ?? 0;
  const right = rule.targetValueRight ?? 0;
  switch (rule.operator) {
    case 'None':
      return { cutoff: min, extreme: max };
    case '>':
      return value > t ? { cutoff: t, extreme: max } : null;
    case '<':
      return value < t ? { cutoff: t, extreme: min } : null;
    case '≥':
      return value >= t ? { cutoff: t, extreme: max } : null;
    case '≤':
      return value <= t ? { cutoff: t, extreme: min } : null;
    case '=':
      return value === t ? { cutoff: t, extreme: t } : null;
    case '≠':
      if (value === t) return null;
      return { cutoff: t, extreme: Math.abs(t - min) > Math.abs(max - t) ? min : max };
    case '< x <':
      return value > left && value < right ? { cutoff: left, extreme: right } : null;
    case '≤ x ≤':
      return value >= left && value <= right ? { cutoff: left, extreme: right } : null;
    case '≤ x <':
      return value >= left && value < right ? { cutoff: left, extreme: right } : null;
    case '< x ≤':
      return value > left && value <= right ? { cutoff: left, extreme: right } : null;
  }
}

/** The base colour of a formatter's scheme: a named colour or the colour itself. */
export function formatterBaseColor(colorScheme: string): string {
  return CONDITIONAL_FORMATTING_COLORS[colorScheme.toLowerCase()] ?? colorScheme;
}

function isComparator(value: unknown): value is Comparator {
  return typeof value === 'string' && (COMPARATORS as readonly string[]).includes(value);
}

/**
 * A function giving the background of a cell under one formatter, or undefined when the rule does
 * not apply; incomplete rules never apply. Opacity scales with distance from the cutoff.
 */
export function getColorFunction(
  rule: ConditionalFormatter,
  columnValues: readonly number[],
): (value: number | null | undefined) => string | undefined {
  const { operator, colorScheme } = rule;
  if (!isComparator(operator) || !colorScheme) return () => undefined;
  const isRange = RANGE_COMPARATORS.includes(operator);
  if (isRange && (rule.targetValueLeft == null || rule.targetValueRight == null)) return () => undefined;
  if (!isRange && operator !== 'None' && rule.targetValue == null) return () => undefined;
  const finite = columnValues.filter((v) => Number.isFinite(v));
  const min = finite.length ? Math.min(...finite) : 0;
  const max = finite.length ? Math.max(...finite) : 0;
  const base = formatterBaseColor(colorScheme);
  const minOpacity = operator === 'None' ? MIN_OPACITY_UNBOUNDED : MIN_OPACITY_BOUNDED;
  const normalized = {
    operator,
    targetValue: rule.targetValue ?? null,
    targetValueLeft: rule.targetValueLeft ?? null,
    targetValueRight: rule.targetValueRight ?? null,
  };
  return (value) => {
    if (value === null || value === undefined || !Number.isFinite(value)) return undefined;
    const match = comparatorMatch(normalized, value, min, max);
    if (!match) return undefined;
    return addAlpha(base, getOpacity(value, match.cutoff, match.extreme, minOpacity));
  };
}

/** Cell colour functions per column; the last matching rule of a column wins. */
export function getColorFormatters(
  rules: readonly ConditionalFormatter[] | null | undefined,
  rows: readonly Record<string, unknown>[],
): Map<string, (value: number | null | undefined) => string | undefined> {
  const byColumn = new Map<string, ((value: number | null | undefined) => string | undefined)[]>();
  for (const rule of rules ?? []) {
    if (!rule.column) continue;
    const column = rule.column;
    const values = rows.map((row) => row[column]).filter((v): v is number => typeof v === 'number');
    const list = byColumn.get(column) ?? [];
    list.push(getColorFunction(rule, values));
    byColumn.set(column, list);
  }
  const out = new Map<string, (value: number | null | undefined) => string | undefined>();
  for (const [column, fns] of byColumn) {
    out.set(column, (value) => fns.reduce<string | undefined>((color, fn) => fn(value) ?? color, undefined));
  }
  return out;
}

/** Messages of the formatter editor (spec §5). */
export const CONDITIONAL_FORMATTING_MESSAGES = {
  required: 'Required',
  leftTooBig: 'This value should be smaller than the right target value',
  rightTooSmall: 'This value should be greater than the left target value',
} as const;

/** Field errors of a formatter being edited (validated on blur); empty when valid. */
export function validateConditionalFormatter(
  rule: ConditionalFormatter,
): Partial<Record<keyof ConditionalFormatter, string>> {
  const errors: Partial<Record<keyof ConditionalFormatter, string>> = {};
  const { required, leftTooBig, rightTooSmall } = CONDITIONAL_FORMATTING_MESSAGES;
  if (!rule.operator) errors.operator = required;
  if (!rule.column) errors.column = required;
  if (!rule.colorScheme) errors.colorScheme = required;
  if (isComparator(rule.operator) && RANGE_COMPARATORS.includes(rule.operator)) {
    if (rule.targetValueLeft == null) errors.targetValueLeft = required;
    if (rule.targetValueRight == null) errors.targetValueRight = required;
    if (
      rule.targetValueLeft != null &&
      rule.targetValueRight != null &&
      rule.targetValueLeft >= rule.targetValueRight
    ) {
      errors.targetValueLeft = leftTooBig;
      errors.targetValueRight = rightTooSmall;
    }
  } else if (rule.operator && rule.operator !== 'None' && rule.targetValue == null) {
    errors.targetValue = required;
  }
  return errors;
}
