/**
 * Quantiles of the standard normal and of Student's t, for the census interval (bowden.ts). No
 * statistics library is among the project's dependencies; these are two published algorithms.
 */

// P. J. Acklam's rational approximation of the normal quantile (relative error < 1.15e-9).
const A = [
  -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2,
  -3.066479806614716e1, 2.506628277459239,
];
const B = [
  -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1,
  -1.328068155288572e1,
];
const C = [
  -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734,
  4.374664141464968, 2.938163982698783,
];
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
const P_LOW = 0.02425;

/** Horner's rule: coefficients from the highest power down. */
const poly = (coefficients: readonly number[], x: number) =>
  coefficients.reduce((sum, k) => sum * x + k, 0);

/** The p-quantile of the standard normal distribution, 0 < p < 1. */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p = ${p}`);
  if (p < P_LOW) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(C, q) / (poly(D, q) * q + 1);
  }
  if (p > 1 - P_LOW) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (poly(A, r) * q) / (poly(B, r) * r + 1);
}

/**
 * The p-quantile of Student's t with `df` degrees of freedom: G. W. Hill, "Algorithm 396:
 * Student's t-quantiles", Communications of the ACM 13(10), 1970, as R's qt uses it (exact for
 * 1 and 2 degrees of freedom; within 1e-4 of the tables elsewhere, student-t.test.ts).
 */
export function studentTQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`studentTQuantile: p = ${p}`);
  if (!(df >= 1)) throw new RangeError(`studentTQuantile: df = ${df}`);
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  if (p === 0.5) return 0;
  // Hill's algorithm takes the two-tailed probability.
  const two = 2 * (1 - p);
  const n = df;
  if (n === 1) return 1 / Math.tan((two * Math.PI) / 2);
  if (n === 2) return Math.sqrt(2 / (two * (2 - two)) - 2);
  const a = 1 / (n - 0.5);
  const b = 48 / (a * a);
  let c = (((20700 * a) / b - 98) * a - 16) * a + 96.36;
  const d = ((94.5 / (b + c) - 3) / b + 1) * Math.sqrt((a * Math.PI) / 2) * n;
  let y = Math.pow(d * two, 2 / n);
  if (y > 0.05 + a) {
    const x = normalQuantile(two / 2);
    y = x * x;
    if (n < 5) c += 0.3 * (n - 4.5) * (x + 0.6);
    c = (((0.05 * d * x - 5) * x - 7) * x - 2) * x + b + c;
    y = (((((0.4 * y + 6.3) * y + 36) * y + 94.5) / c - y - 3) / b + 1) * x;
    y = Math.expm1(a * y * y);
  } else {
    y =
      ((1 / (((n + 6) / (n * y) - 0.089 * d - 0.822) * (n + 2) * 3) + 0.5 / (n + 4)) * y - 1) *
        ((n + 1) / (n + 2)) +
      1 / y;
  }
  return Math.sqrt(n * y);
}
