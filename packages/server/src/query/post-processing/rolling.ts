import { z } from 'zod';
import { appendColumns, requireNumeric, selectColumns } from './append-columns';
import type { Frame } from './frame';
import { numericColumn, sliceFrame } from './frame';
import { isQuantileMethod } from './quantile';
import type { WindowSpec } from './rolling-window';
import {
  rollingCount,
  rollingExtreme,
  rollingKurt,
  rollingMean,
  rollingMedian,
  rollingQuantile,
  rollingSkew,
  rollingSum,
  rollingVariance,
} from './rolling-window';
import { postProcessingError, validateColumnArgs } from './validation';

/** Rolling types Superset allows (its `DENYLIST_ROLLING_FUNCTIONS`, which is in fact an allow-list). */
export const ROLLING_TYPES = [
  'count',
  'corr',
  'cov',
  'kurt',
  'max',
  'mean',
  'median',
  'min',
  'std',
  'skew',
  'sum',
  'var',
  'quantile',
] as const;

/** A rolling type. */
export type RollingType = (typeof ROLLING_TYPES)[number];

/** Largest window accepted (Superset's documented schema range). */
export const MAX_ROLLING_WINDOW = 10_000;

/** Options of `rolling`. */
export const rollingOptionsSchema = z.object({
  /** The pandas rolling method: sum, mean, std, … */
  rolling_type: z.enum(ROLLING_TYPES, { error: (issue) => `Invalid rolling_type: ${String(issue.input)}` }),
  /** Source column -> target column; `{y: y}` replaces `y`, `{y: y2}` adds `y2`. */
  columns: z.record(z.string(), z.string()).nullish(),
  /** Rows per window. */
  window: z.number().int().nullish(),
  /** Keyword arguments of the method (`quantile`, `interpolation`, `ddof`). */
  rolling_type_options: z.record(z.string(), z.unknown()).nullish(),
  /** Label each window at its centre. */
  center: z.boolean().nullish(),
  /** scipy window type; not supported. */
  win_type: z.string().nullish(),
  /** Fewest values for a result (default the window); the leading rows that cannot have one are dropped. */
  min_periods: z.number().int().nullish(),
});

/** Options of `rolling`. */
export type RollingOptions = z.infer<typeof rollingOptionsSchema>;

/**
 * Superset's `rolling`: pandas `DataFrame.rolling(window, min_periods, center).<type>()` on the
 * selected columns, merged back like `_append_columns`; then, when `min_periods` is set, the
 * first `min_periods - 1` rows, which cannot reach it, are dropped (Superset's `df[min_periods - 1:]`).
 */
export function rolling(frame: Frame, options: RollingOptions): Frame {
  const mapping = options.columns ?? {};
  validateColumnArgs(frame, Object.keys(mapping));
  const spec = windowSpec(options);
  const kernel = kernelOf(options.rolling_type, options.rolling_type_options ?? {});
  const results = selectColumns(frame, Object.keys(mapping)).map((selected) => ({
    position: selected.position,
    column: numericColumn(selected.column.name, kernel(requireNumeric(selected, 'rolling').values, spec)),
  }));
  const merged = appendColumns(frame, results, mapping);
  return options.min_periods ? sliceFrame(merged, options.min_periods - 1) : merged;
}

function windowSpec(options: RollingOptions): WindowSpec {
  const { window } = options;
  if (window === undefined || window === null)
    throw postProcessingError('Undefined window for rolling operation');
  if (window === 0) throw postProcessingError('Window must be > 0');
  if (window < 0) throw postProcessingError('window must be an integer 0 or greater');
  if (window > MAX_ROLLING_WINDOW) throw postProcessingError(`Window must not exceed ${MAX_ROLLING_WINDOW}`);
  if (options.win_type !== undefined && options.win_type !== null) {
    throw postProcessingError(`Weighted windows (win_type=${options.win_type}) are not supported`);
  }
  const minPeriods = options.min_periods ?? window;
  if (minPeriods < 0) throw postProcessingError('min_periods must be >= 0');
  if (minPeriods > window) throw postProcessingError(`min_periods ${minPeriods} must be <= window ${window}`);
  return { window, minPeriods, center: options.center ?? false };
}

type Kernel = (values: Float64Array, spec: WindowSpec) => Float64Array;

const ALLOWED_OPTIONS: Partial<Record<RollingType, readonly string[]>> = {
  std: ['ddof'],
  var: ['ddof'],
  quantile: ['quantile', 'interpolation'],
};

function kernelOf(type: RollingType, options: Readonly<Record<string, unknown>>): Kernel {
  const allowed = ALLOWED_OPTIONS[type] ?? [];
  const invalid = () => postProcessingError(`Invalid options for ${type}: ${JSON.stringify(options)}`);
  if (Object.keys(options).some((key) => !allowed.includes(key) && key !== 'numeric_only')) throw invalid();
  switch (type) {
    case 'sum':
      return rollingSum;
    case 'mean':
      return rollingMean;
    case 'count':
      return rollingCount;
    case 'max':
      return (values, spec) => rollingExtreme(values, spec, 1);
    case 'min':
      return (values, spec) => rollingExtreme(values, spec, -1);
    case 'median':
      return rollingMedian;
    case 'skew':
      return rollingSkew;
    case 'kurt':
      return rollingKurt;
    case 'std':
    case 'var': {
      const ddof = options.ddof ?? 1;
      if (typeof ddof !== 'number' || !Number.isInteger(ddof)) throw invalid();
      return type === 'var'
        ? (values, spec) => rollingVariance(values, spec, ddof)
        : (values, spec) => rollingVariance(values, spec, ddof).map(Math.sqrt);
    }
    case 'quantile': {
      const { quantile, interpolation = 'linear' } = options;
      if (typeof quantile !== 'number' || quantile < 0 || quantile > 1) throw invalid();
      if (typeof interpolation !== 'string' || !isQuantileMethod(interpolation)) throw invalid();
      return (values, spec) => rollingQuantile(values, spec, quantile, interpolation);
    }
    case 'corr':
    case 'cov':
      throw postProcessingError(`Rolling ${type} needs a second series and is not supported`);
  }
}
