/**
 * Rolling-window kernels with pandas' semantics on one Float64Array: a fixed window of rows
 * (optionally centred), NaN skipped, NaN out where fewer than `minPeriods` values are
 * present. Sum, mean and variance update as the window slides, with pandas' Kahan-compensated
 * add/remove and its "same value repeated" exactness rules; the others look at each window.
 */
import type { QuantileMethod } from './quantile';
import { medianSorted, quantileSorted } from './quantile';

/** Shape of the window. */
export interface WindowSpec {
  /** Rows per window. */
  readonly window: number;
  /** Fewest non-missing values for a result. */
  readonly minPeriods: number;
  /** Label each window at its centre instead of its end. */
  readonly center: boolean;
}

/** Running state of a sliding statistic. */
interface Accumulator {
  add(value: number): void;
  remove(value: number): void;
  result(minPeriods: number): number;
}

/** Runs an accumulator over every window, removing rows that leave before adding rows that enter. */
function slide(values: Float64Array, spec: WindowSpec, create: () => Accumulator): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  const offset = spec.center ? Math.floor((spec.window - 1) / 2) : 0;
  let state = create();
  let previousStart = 0;
  let previousEnd = 0;
  for (let i = 0; i < n; i += 1) {
    const end = Math.min(n, i + 1 + offset);
    const start = Math.max(0, end - spec.window);
    if (i === 0 || start >= previousEnd) {
      state = create();
      for (let j = start; j < end; j += 1) state.add(values[j] ?? Number.NaN);
    } else {
      for (let j = previousStart; j < start; j += 1) state.remove(values[j] ?? Number.NaN);
      for (let j = previousEnd; j < end; j += 1) state.add(values[j] ?? Number.NaN);
    }
    out[i] = state.result(spec.minPeriods);
    previousStart = start;
    previousEnd = end;
  }
  return out;
}

/** Kahan-compensated running sum with pandas' bookkeeping (`add_sum`/`remove_sum`). */
class SumState implements Accumulator {
  nobs = 0;
  sum = 0;
  private addCompensation = 0;
  private removeCompensation = 0;
  sameRun = 0;
  previous = Number.NaN;
  negatives = 0;

  add(value: number): void {
    if (Number.isNaN(value)) return;
    this.nobs += 1;
    if (value < 0) this.negatives += 1;
    const y = value - this.addCompensation;
    const t = this.sum + y;
    this.addCompensation = t - this.sum - y;
    this.sum = t;
    this.sameRun = value === this.previous ? this.sameRun + 1 : 1;
    this.previous = value;
  }

  remove(value: number): void {
    if (Number.isNaN(value)) return;
    this.nobs -= 1;
    if (value < 0) this.negatives -= 1;
    const y = -value - this.removeCompensation;
    const t = this.sum + y;
    this.removeCompensation = t - this.sum - y;
    this.sum = t;
  }

  result(minPeriods: number): number {
    if (this.nobs === 0 && minPeriods === 0) return 0;
    if (this.nobs < minPeriods) return Number.NaN;
    return this.sameRun >= this.nobs ? this.previous * this.nobs : this.sum;
  }
}

/** pandas `calc_mean`: sum / nobs, exact for a repeated value, never of the wrong sign. */
class MeanState extends SumState {
  override result(minPeriods: number): number {
    if (this.nobs < minPeriods || this.nobs === 0) return Number.NaN;
    if (this.sameRun >= this.nobs) return this.previous;
    const mean = this.sum / this.nobs;
    if (this.negatives === 0 && mean < 0) return 0;
    if (this.negatives === this.nobs && mean > 0) return 0;
    return mean;
  }
}

/** Welford's running variance with removal (pandas `add_var`/`remove_var`). */
class VarianceState implements Accumulator {
  private nobs = 0;
  private mean = 0;
  private squares = 0;
  private compensation = 0;
  private sameRun = 0;
  private previous = Number.NaN;

  constructor(private readonly ddof: number) {}

  add(value: number): void {
    if (Number.isNaN(value)) return;
    this.sameRun = value === this.previous ? this.sameRun + 1 : 1;
    this.previous = value;
    this.nobs += 1;
    const previousMean = this.mean - this.compensation;
    const y = value - this.compensation;
    const t = y - this.mean;
    this.compensation = t + this.mean - y;
    this.mean += t / this.nobs;
    this.squares += (value - previousMean) * (value - this.mean);
  }

  remove(value: number): void {
    if (Number.isNaN(value)) return;
    this.nobs -= 1;
    if (this.nobs === 0) {
      this.mean = 0;
      this.squares = 0;
      return;
    }
    const previousMean = this.mean - this.compensation;
    const y = value - this.compensation;
    const t = y - this.mean;
    this.compensation = t + this.mean - y;
    this.mean -= t / this.nobs;
    this.squares -= (value - previousMean) * (value - this.mean);
  }

  result(minPeriods: number): number {
    if (this.nobs < minPeriods || this.nobs <= this.ddof) return Number.NaN;
    if (this.nobs === 1 || this.sameRun >= this.nobs) return 0;
    return Math.max(0, this.squares / (this.nobs - this.ddof));
  }
}

/** Rolling sum. */
export function rollingSum(values: Float64Array, spec: WindowSpec): Float64Array {
  return slide(values, spec, () => new SumState());
}

/** Rolling mean. */
export function rollingMean(values: Float64Array, spec: WindowSpec): Float64Array {
  return slide(values, spec, () => new MeanState());
}

/** Rolling variance with `ddof` (pandas default 1). */
export function rollingVariance(values: Float64Array, spec: WindowSpec, ddof: number): Float64Array {
  return slide(values, spec, () => new VarianceState(ddof));
}

/** Rolling count of non-missing values (pandas sums a not-null indicator, so every row counts toward min_periods). */
export function rollingCount(values: Float64Array, spec: WindowSpec): Float64Array {
  return rollingSum(
    values.map((value) => (Number.isNaN(value) ? 0 : 1)),
    spec,
  );
}

/** Applies `statistic` to the sorted non-missing values of each window holding at least max(minPeriods, 1) of them. */
export function rollingSorted(
  values: Float64Array,
  spec: WindowSpec,
  statistic: (sorted: Float64Array) => number,
): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  const offset = spec.center ? Math.floor((spec.window - 1) / 2) : 0;
  const buffer = new Float64Array(spec.window);
  for (let i = 0; i < n; i += 1) {
    const end = Math.min(n, i + 1 + offset);
    let count = 0;
    for (let j = Math.max(0, end - spec.window); j < end; j += 1) {
      const value = values[j] ?? Number.NaN;
      if (!Number.isNaN(value)) buffer[count++] = value;
    }
    out[i] =
      count === 0 || count < spec.minPeriods ? Number.NaN : statistic(buffer.subarray(0, count).sort());
  }
  return out;
}

/** Rolling minimum or maximum. */
export function rollingExtreme(values: Float64Array, spec: WindowSpec, sign: 1 | -1): Float64Array {
  return rollingSorted(values, spec, (sorted) =>
    sign > 0 ? (sorted[sorted.length - 1] ?? Number.NaN) : (sorted[0] ?? Number.NaN),
  );
}

/** Rolling median. */
export function rollingMedian(values: Float64Array, spec: WindowSpec): Float64Array {
  return rollingSorted(values, spec, medianSorted);
}

/** Rolling quantile, `q` in [0, 1]. */
export function rollingQuantile(
  values: Float64Array,
  spec: WindowSpec,
  q: number,
  method: QuantileMethod,
): Float64Array {
  return rollingSorted(values, spec, (sorted) => quantileSorted(sorted, q, method));
}

/** Rolling skewness (pandas `calc_skew`: bias-corrected, needs 3 values, 0 for a constant window). */
export function rollingSkew(values: Float64Array, spec: WindowSpec): Float64Array {
  return rollingSorted(values, spec, (sorted) => {
    const n = sorted.length;
    if (n < 3) return Number.NaN;
    const { m2, m3, constant } = moments(sorted);
    if (constant) return 0;
    if (m2 <= 1e-14) return Number.NaN;
    return (Math.sqrt(n * (n - 1)) * m3) / ((n - 2) * m2 ** 1.5);
  });
}

/** Rolling excess kurtosis (pandas `calc_kurt`: needs 4 values, -3 for a constant window). */
export function rollingKurt(values: Float64Array, spec: WindowSpec): Float64Array {
  return rollingSorted(values, spec, (sorted) => {
    const n = sorted.length;
    if (n < 4) return Number.NaN;
    const { m2, m4, constant } = moments(sorted);
    if (constant) return -3;
    if (m2 <= 1e-14) return Number.NaN;
    const k = ((n * n - 1) * m4) / (m2 * m2) - 3 * (n - 1) ** 2;
    return k / ((n - 2) * (n - 3));
  });
}

/** Central moments divided by n. */
function moments(sorted: Float64Array): { m2: number; m3: number; m4: number; constant: boolean } {
  const n = sorted.length;
  let total = 0;
  for (const value of sorted) total += value;
  const mean = total / n;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  for (const value of sorted) {
    const d = value - mean;
    m2 += d * d;
    m3 += d * d * d;
    m4 += d * d * d * d;
  }
  return { m2: m2 / n, m3: m3 / n, m4: m4 / n, constant: sorted[0] === sorted[n - 1] };
}
