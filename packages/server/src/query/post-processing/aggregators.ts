/**
 * Superset's `NUMPY_FUNCTIONS`, the aggregate operators of `aggregate` and `pivot`, computed
 * on one group's values at a time. Superset wraps each in `functools.partial`, so pandas
 * calls the numpy function on the group's Series: numpy then defers to the Series method
 * where one exists (sum, mean, max, min, prod, std, var, argmin, argmax skip NaN; std and var
 * use ddof=0) and works on the raw array otherwise (average, median, percentile return NaN
 * when a NaN is present; count and count_nonzero count NaN too).
 */
import { z } from 'zod';
import type { Cell, Column } from './frame';
import { cellColumn, isNumericColumn, numericColumn, numericView, toNumbers } from './frame';
import type { GroupMembers } from './group-by';
import { gatherByGroup } from './group-by';
import { postProcessingError } from './validation';
import { compareCells } from './compare-rows';
import type { QuantileMethod } from './quantile';
import { isQuantileMethod, medianSorted, quantileSorted, sortedWithoutNaN } from './quantile';

/** Superset's aggregate operator names (`NUMPY_FUNCTIONS`). */
export const NUMPY_FUNCTIONS = [
  'average',
  'argmin',
  'argmax',
  'count',
  'count_nonzero',
  'cumsum',
  'cumprod',
  'max',
  'mean',
  'median',
  'nansum',
  'nanmin',
  'nanmax',
  'nanmean',
  'nanmedian',
  'nanpercentile',
  'min',
  'percentile',
  'prod',
  'product',
  'std',
  'sum',
  'var',
] as const;

/** An aggregate operator name. */
export type NumpyFunction = (typeof NUMPY_FUNCTIONS)[number];

/** One aggregate of `aggregate`/`pivot`: `{operator, column?, options?}`, keyed by its output name. */
export const aggregateSpecSchema = z.object({
  /** numpy function name; checked when the operation runs, with Superset's message. */
  operator: z.string().optional(),
  /** Source column; defaults to the aggregate's name. */
  column: z.string().optional(),
  /** Keyword arguments of the numpy function (`q` for percentiles, `ddof` for std/var). */
  options: z.record(z.string(), z.unknown()).optional(),
});

/** One aggregate spec. */
export type AggregateSpec = z.infer<typeof aggregateSpecSchema>;

/** An aggregate resolved against a frame. */
export interface ResolvedAggregate {
  /** Output name. */
  readonly name: string;
  /** Source column name. */
  readonly column: string;
  /** Operator. */
  readonly operator: NumpyFunction;
  /** Keyword arguments. */
  readonly options: Readonly<Record<string, unknown>>;
}

/** Superset's `_get_aggregate_funcs` checks: the column exists and the operator is known. */
export function resolveAggregates(
  aggregates: Readonly<Record<string, AggregateSpec>>,
  hasColumn: (name: string) => boolean,
): ResolvedAggregate[] {
  return Object.entries(aggregates).map(([name, spec]) => {
    const column = spec.column ?? name;
    if (!hasColumn(column)) {
      throw postProcessingError(`Column referenced by aggregate is undefined: ${column}`);
    }
    if (spec.operator === undefined) {
      throw postProcessingError(`Operator undefined for aggregator: ${name}`);
    }
    if (!(NUMPY_FUNCTIONS as readonly string[]).includes(spec.operator)) {
      throw postProcessingError(`Invalid numpy function: ${spec.operator}`);
    }
    return { name, column, operator: spec.operator as NumpyFunction, options: spec.options ?? {} };
  });
}

/** A reduction of one group's values to one number. */
export type Aggregator = (values: Float64Array) => number;

/** The reduction for an operator; cumsum/cumprod are not reductions and fail as pandas does. */
export function numericAggregator(
  operator: NumpyFunction,
  options: Readonly<Record<string, unknown>>,
): Aggregator {
  switch (operator) {
    case 'sum':
    case 'nansum':
      return (values) => fold(values, 0, (total, value) => total + value);
    case 'prod':
    case 'product':
      return (values) => fold(values, 1, (total, value) => total * value);
    case 'mean':
    case 'nanmean':
      return mean;
    case 'average':
      return (values) => (values.some(Number.isNaN) ? Number.NaN : mean(values));
    case 'max':
    case 'nanmax':
      return (values) => extreme(values, 1);
    case 'min':
    case 'nanmin':
      return (values) => extreme(values, -1);
    case 'median':
      return (values) => (values.some(Number.isNaN) ? Number.NaN : medianSorted(values.slice().sort()));
    case 'nanmedian':
      return (values) => medianSorted(sortedWithoutNaN(values));
    case 'percentile':
    case 'nanpercentile':
      return percentileAggregator(operator, options);
    case 'std':
      return (values) => Math.sqrt(variance(values, ddofOf(options)));
    case 'var':
      return (values) => variance(values, ddofOf(options));
    case 'count':
      return (values) => values.length;
    case 'count_nonzero':
      return (values) => values.reduce((count, value) => count + (value === 0 ? 0 : 1), 0);
    case 'argmin':
      return (values) => argExtreme(values, -1);
    case 'argmax':
      return (values) => argExtreme(values, 1);
    case 'cumsum':
    case 'cumprod':
      throw postProcessingError(`Must produce aggregated value: ${operator} is not an aggregate`);
  }
}

function fold(values: Float64Array, start: number, step: (total: number, value: number) => number): number {
  let total = start;
  for (const value of values) if (!Number.isNaN(value)) total = step(total, value);
  return total;
}

function mean(values: Float64Array): number {
  let total = 0;
  let count = 0;
  for (const value of values) {
    if (Number.isNaN(value)) continue;
    total += value;
    count += 1;
  }
  return count === 0 ? Number.NaN : total / count;
}

function extreme(values: Float64Array, sign: 1 | -1): number {
  let best = Number.NaN;
  for (const value of values) {
    if (Number.isNaN(value)) continue;
    if (Number.isNaN(best) || sign * (value - best) > 0) best = value;
  }
  return best;
}

function argExtreme(values: Float64Array, sign: 1 | -1): number {
  let best = -1;
  values.forEach((value, position) => {
    if (Number.isNaN(value)) return;
    if (best < 0 || sign * (value - (values[best] ?? 0)) > 0) best = position;
  });
  return best;
}

/** Variance with `ddof` delta degrees of freedom, skipping NaN; NaN when too few values. */
export function variance(values: Float64Array, ddof: number): number {
  const average = mean(values);
  let squares = 0;
  let count = 0;
  for (const value of values) {
    if (Number.isNaN(value)) continue;
    squares += (value - average) * (value - average);
    count += 1;
  }
  return count - ddof <= 0 ? Number.NaN : squares / (count - ddof);
}

function ddofOf(options: Readonly<Record<string, unknown>>): number {
  const ddof = options.ddof ?? 0;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof))
    throw postProcessingError('Invalid options: ddof must be an integer');
  return ddof;
}

function percentileAggregator(
  operator: 'percentile' | 'nanpercentile',
  options: Readonly<Record<string, unknown>>,
): Aggregator {
  const q = options.q;
  if (typeof q !== 'number' || q < 0 || q > 100) {
    throw postProcessingError(`Invalid options for ${operator}: q must be a number between 0 and 100`);
  }
  const method = options.method ?? options.interpolation ?? 'linear';
  if (typeof method !== 'string' || !isQuantileMethod(method)) {
    throw postProcessingError(`Invalid options for ${operator}: unknown method ${String(method)}`);
  }
  const quantile = q / 100;
  const methodName: QuantileMethod = method;
  if (operator === 'percentile') {
    return (values) =>
      values.some(Number.isNaN) ? Number.NaN : quantileSorted(values.slice().sort(), quantile, methodName);
  }
  return (values) => quantileSorted(sortedWithoutNaN(values), quantile, methodName);
}

const KIND_KEEPING: ReadonlySet<NumpyFunction> = new Set([
  'max',
  'min',
  'nanmax',
  'nanmin',
  'mean',
  'nanmean',
  'median',
  'nanmedian',
  'average',
  'percentile',
  'nanpercentile',
]);
const TEXT_OPERATORS: ReadonlySet<NumpyFunction> = new Set(['max', 'min', 'nanmax', 'nanmin']);

/** Aggregates a column per group into a new column named `name` (one value per group). */
export function aggregateColumn(
  source: Column,
  members: GroupMembers,
  aggregate: ResolvedAggregate,
  name: readonly (string | null)[],
): Column {
  const groups = members.offsets.length - 1;
  if (aggregate.operator === 'count') {
    const out = new Float64Array(groups);
    for (let g = 0; g < groups; g += 1) out[g] = (members.offsets[g + 1] ?? 0) - (members.offsets[g] ?? 0);
    return numericColumn(name, out);
  }
  const column = numericView(source) ?? source;
  if (!isNumericColumn(column) && column.kind !== 'boolean') {
    if (TEXT_OPERATORS.has(aggregate.operator))
      return textExtreme(column.values, members, aggregate.operator, name);
    throw postProcessingError(`Aggregate ${aggregate.operator} needs a numeric column: ${aggregate.column}`);
  }
  if (column.kind === 'temporal' && !KIND_KEEPING.has(aggregate.operator)) {
    throw postProcessingError(
      `Aggregate ${aggregate.operator} cannot apply to the temporal column ${aggregate.column}`,
    );
  }
  const reduce = numericAggregator(aggregate.operator, aggregate.options);
  const single = singleValueRule(aggregate.operator);
  const gathered = gatherByGroup(toNumbers(column), members);
  const out = new Float64Array(groups);
  for (let g = 0; g < groups; g += 1) {
    const start = members.offsets[g] ?? 0;
    const end = members.offsets[g + 1] ?? 0;
    // Rows from SQL are usually one per cell already: skip the subarray for those.
    out[g] =
      single && end - start === 1
        ? single(gathered[start] ?? Number.NaN)
        : reduce(gathered.subarray(start, end));
  }
  return numericColumn(name, out, column.kind === 'temporal' ? 'temporal' : 'number');
}

/** The aggregate of a group of one value, where it is a simple function of it. */
function singleValueRule(operator: NumpyFunction): ((value: number) => number) | undefined {
  switch (operator) {
    case 'sum':
    case 'nansum':
      return (value) => (Number.isNaN(value) ? 0 : value);
    case 'prod':
    case 'product':
      return (value) => (Number.isNaN(value) ? 1 : value);
    case 'count':
      return () => 1;
    case 'count_nonzero':
      return (value) => (value === 0 ? 0 : 1);
    case 'argmin':
    case 'argmax':
      return (value) => (Number.isNaN(value) ? -1 : 0);
    case 'std':
    case 'var':
    case 'cumsum':
    case 'cumprod':
      return undefined;
    default:
      return (value) => value;
  }
}

function textExtreme(
  values: readonly Cell[],
  members: GroupMembers,
  operator: NumpyFunction,
  name: readonly (string | null)[],
): Column {
  const sign = operator === 'max' || operator === 'nanmax' ? 1 : -1;
  const groups = members.offsets.length - 1;
  const out: Cell[] = new Array<Cell>(groups).fill(null);
  for (let g = 0; g < groups; g += 1) {
    for (let i = members.offsets[g] ?? 0; i < (members.offsets[g + 1] ?? 0); i += 1) {
      const value = values[members.rows[i] ?? 0] ?? null;
      const best = out[g] ?? null;
      if (value !== null && (best === null || sign * compareCells(value, best) > 0)) out[g] = value;
    }
  }
  return cellColumn(name, out);
}
