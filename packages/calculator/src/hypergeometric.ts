import type { HypergeometricOdds } from './types.js';

/**
 * The three numbers of a draw without replacement: take `draws` cards from a `population` of
 * which `successCount` are successes.
 */
export interface HypergeometricDraw {
  /** Population size N (the deck). */
  readonly population: number;
  /** Successes K in the population. */
  readonly successCount: number;
  /** Cards drawn n. */
  readonly draws: number;
}

// Exact products are used up to this many draws; past it, log-factorials (O(1)).
const PRODUCT_LIMIT = 500;
// P(X = 0) sums log1p terms up to this many draws; past it, log-factorials.
const LOG_SUM_LIMIT = 10_000;
const TABLE_SIZE = 1024;
let lnFactorialTable: Float64Array | undefined;

/** ln(x!) for a non-negative integer: a table below 1024, a Stirling series above. */
function lnFactorial(x: number): number {
  if (x < TABLE_SIZE) {
    if (lnFactorialTable === undefined) {
      const table = new Float64Array(TABLE_SIZE);
      for (let i = 2; i < TABLE_SIZE; i++) table[i] = table[i - 1]! + Math.log(i);
      lnFactorialTable = table;
    }
    return lnFactorialTable[x]!;
  }
  const inv = 1 / x;
  const inv2 = inv * inv;
  return (
    x * Math.log(x) -
    x +
    0.5 * Math.log(2 * Math.PI * x) +
    inv * (1 / 12 - inv2 * (1 / 360 - inv2 * (1 / 1260 - inv2 / 1680)))
  );
}

function lnChoose(n: number, k: number): number {
  return lnFactorial(n) - lnFactorial(k) - lnFactorial(n - k);
}

/** Turns any value into a non-negative integer (non-finite and negative become 0). */
function whole(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Cleans a draw: every number becomes a non-negative integer, `successCount` and `draws` are
 * clamped to the population.
 */
function clean(draw: HypergeometricDraw): { N: number; K: number; n: number } {
  const N = whole(draw.population);
  return { N, K: Math.min(whole(draw.successCount), N), n: Math.min(whole(draw.draws), N) };
}

/** ln P(X = 0); `-Infinity` when a success cannot be avoided. */
function lnProbabilityNone(N: number, K: number, n: number): number {
  if (K === 0 || n === 0) return 0;
  if (N - K < n) return Number.NEGATIVE_INFINITY;
  if (n <= LOG_SUM_LIMIT) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += Math.log1p(-K / (N - i));
    return sum;
  }
  return lnFactorial(N - K) - lnFactorial(N - K - n) - lnFactorial(N) + lnFactorial(N - n);
}

/**
 * P(X ≥ 1): the chance of drawing at least one success. Computed as `-expm1(ln P(X = 0))`, so
 * it stays accurate for tiny and near-certain odds and never overflows a factorial.
 *
 * Inputs are cleaned first: non-finite or negative numbers count as `0`, fractions are floored,
 * and `successCount` and `draws` are clamped to the population. A population of `0` gives `0`.
 *
 * @example
 * ```ts
 * import { hypergeometricAtLeastOne } from '@tcgkit/calculator';
 * // A 60-card deck with 4 copies, 7 cards drawn: 39.95%.
 * hypergeometricAtLeastOne({ population: 60, successCount: 4, draws: 7 }); // 0.39949...
 * ```
 */
export function hypergeometricAtLeastOne(draw: HypergeometricDraw): number {
  const { N, K, n } = clean(draw);
  if (N === 0) return 0;
  // `0 - x` rather than `-x`, so a certain miss is +0, not -0.
  return 0 - Math.expm1(lnProbabilityNone(N, K, n));
}

/**
 * P(X = k): the chance of drawing exactly `k` successes. `0` when `k` is not a whole number or
 * is impossible (more than the draws or the successes, or too few failures to fill the draw).
 * Exact running products up to 500 draws (no factorial is ever formed), log-factorials above.
 *
 * @example
 * ```ts
 * import { hypergeometricExactly } from '@tcgkit/calculator';
 * hypergeometricExactly({ population: 60, successCount: 4, draws: 7 }, 1); // 0.3363...
 * ```
 */
export function hypergeometricExactly(draw: HypergeometricDraw, k: number): number {
  const { N, K, n } = clean(draw);
  if (N === 0 || !Number.isInteger(k) || k < 0 || k > n || k > K || n - k > N - K) return 0;
  if (k === 0) return Math.exp(lnProbabilityNone(N, K, n));
  if (n <= PRODUCT_LIMIT) {
    // One ordered sequence (k successes, then n - k failures) times C(n, k), built up as a
    // product of ratios each at most 1 (sequence) or at least 1 (binomial), interleaved.
    let probability = 1;
    for (let i = 0; i < n; i++) {
      const numerator = i < k ? K - i : N - K - (i - k);
      probability = (probability * numerator) / (N - i);
    }
    const smaller = Math.min(k, n - k);
    for (let j = 1; j <= smaller; j++) probability = (probability * (n - smaller + j)) / j;
    return Math.min(1, probability);
  }
  return Math.min(1, Math.exp(lnChoose(K, k) + lnChoose(N - K, n - k) - lnChoose(N, n)));
}

/**
 * The odds a `hypergeometric` widget shows: P(X ≥ 1) and P(X = k) for each exact count.
 *
 * @example
 * ```ts
 * import { hypergeometricOdds } from '@tcgkit/calculator';
 * hypergeometricOdds({ population: 60, successCount: 4, draws: 7 }, [1, 2]);
 * // { atLeastOne: 0.3995, exact: [{ count: 1, probability: 0.3363 }, { count: 2, probability: 0.0576 }] }
 * ```
 */
export function hypergeometricOdds(
  draw: HypergeometricDraw,
  exactCounts: readonly number[] = [],
): HypergeometricOdds {
  return {
    atLeastOne: hypergeometricAtLeastOne(draw),
    exact: exactCounts.map((count) => ({ count, probability: hypergeometricExactly(draw, count) })),
  };
}
