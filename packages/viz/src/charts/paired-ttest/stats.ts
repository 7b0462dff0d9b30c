/** Student's t distribution for the paired t-test: log-gamma, the regularized incomplete beta, the t CDF. */

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7; about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] ?? 1;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] ?? 0) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The continued fraction of the incomplete beta (modified Lentz), valid for x < (a + 1) / (a + b + 2). */
function betaFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    for (const aa of [
      (m * (b - m) * x) / ((a + m2 - 1) * (a + m2)),
      (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1)),
    ]) {
      d = 1 + aa * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + aa / c;
      if (Math.abs(c) < tiny) c = tiny;
      h *= d * c;
    }
    if (Math.abs(d * c - 1) < 1e-15) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaFraction(x, a, b)) / a
    : 1 - (front * betaFraction(1 - x, b, a)) / b;
}

/** P(T ≤ t) for Student's t with `df` degrees of freedom. */
export function studentTCdf(t: number, df: number): number {
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t < 0 ? tail : 1 - tail;
}

/**
 * Two-sided p-value of the paired t-test of a group against the control, over the periods where both have a value:
 * t = −|Σd · √((n − 1) / (n·Σd² − (Σd)²))| with d = control − group, p = 2·F(t; n − 1). NaN when it is undefined
 * (fewer than two pairs, or no variation).
 */
export function pairedTTestPValue(
  group: readonly (number | null)[],
  control: readonly (number | null)[],
): number {
  let [n, sum, squares] = [0, 0, 0];
  group.forEach((value, i) => {
    const base = control[i];
    if (value === null || base === null || base === undefined) return;
    const diff = base - value;
    if (!Number.isFinite(diff)) return;
    [n, sum, squares] = [n + 1, sum + diff, squares + diff * diff];
  });
  const t = -Math.abs(sum * Math.sqrt((n - 1) / (n * squares - sum * sum)));
  return n < 2 || !Number.isFinite(t) ? Number.NaN : 2 * studentTCdf(t, n - 1);
}

/** Lift of a group over the control in percent: (Σgroup − Σcontrol) / Σcontrol × 100, over the paired periods. */
export function liftPercent(group: readonly (number | null)[], control: readonly (number | null)[]): number {
  let [sumGroup, sumControl] = [0, 0];
  group.forEach((value, i) => {
    const base = control[i];
    if (value === null || base === null || base === undefined) return;
    [sumGroup, sumControl] = [sumGroup + value, sumControl + base];
  });
  return ((sumGroup - sumControl) / sumControl) * 100;
}
