import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatProbability,
  formatRatio,
  formatRatioWidget,
  formatStatValue,
  hypergeometricAtLeastOne,
  hypergeometricExactly,
  hypergeometricOdds,
  normalizeCalculatorWidget,
  type RatioWidget,
  reduceRatio,
  type StatWidget,
} from '../src/index.js';

// Exact C(n, k) with BigInt, for checking the floating-point results.
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

function exactProbability(N: number, K: number, n: number, k: number): number {
  const top = choose(K, k) * choose(N - K, n - k);
  const bottom = choose(N, n);
  // 30 significant digits of the quotient, then to a double.
  const scale = 10n ** 30n;
  return Number((top * scale) / bottom) / 1e30;
}

describe('hypergeometric draw odds', () => {
  it('a 60-card deck, 4 copies, 7 drawn: 39.95% at least one', () => {
    const draw = { population: 60, successCount: 4, draws: 7 };
    const p = hypergeometricAtLeastOne(draw);
    expect(formatProbability(p, 'en')).toBe('39.95%');
    expect(p).toBeCloseTo(1 - 231917400 / 386206920, 14);
  });

  it('P(X = k) for the same deck matches the exact binomial quotient', () => {
    const draw = { population: 60, successCount: 4, draws: 7 };
    for (let k = 0; k <= 4; k++) {
      expect(hypergeometricExactly(draw, k)).toBeCloseTo(exactProbability(60, 4, 7, k), 14);
    }
    expect(formatProbability(hypergeometricExactly(draw, 1), 'en')).toBe('33.63%');
  });

  it('impossible and degenerate draws', () => {
    expect(hypergeometricExactly({ population: 60, successCount: 4, draws: 7 }, 5)).toBe(0);
    expect(hypergeometricExactly({ population: 60, successCount: 4, draws: 7 }, 1.5)).toBe(0);
    expect(hypergeometricExactly({ population: 60, successCount: 4, draws: 7 }, -1)).toBe(0);
    expect(hypergeometricAtLeastOne({ population: 0, successCount: 0, draws: 7 })).toBe(0);
    expect(hypergeometricAtLeastOne({ population: 60, successCount: 0, draws: 7 })).toBe(0);
    expect(hypergeometricAtLeastOne({ population: 60, successCount: 4, draws: 0 })).toBe(0);
    // Too few non-successes to fill the hand: a success cannot be avoided.
    expect(hypergeometricAtLeastOne({ population: 10, successCount: 5, draws: 6 })).toBe(1);
    expect(hypergeometricExactly({ population: 10, successCount: 5, draws: 6 }, 0)).toBe(0);
    // Out-of-range inputs are cleaned: successes and draws clamp to the population.
    expect(hypergeometricAtLeastOne({ population: 5, successCount: 9, draws: 9 })).toBe(1);
    expect(hypergeometricAtLeastOne({ population: Number.NaN, successCount: 1, draws: 1 })).toBe(0);
  });

  it('stays finite and accurate where factorials overflow (N = 5000, 1000 drawn)', () => {
    const draw = { population: 5000, successCount: 40, draws: 1000 };
    const total = Array.from({ length: 41 }, (_, k) => hypergeometricExactly(draw, k)).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBeCloseTo(1, 9);
    expect(hypergeometricExactly(draw, 8)).toBeCloseTo(exactProbability(5000, 40, 1000, 8), 9);
    expect(hypergeometricAtLeastOne(draw)).toBeCloseTo(1 - exactProbability(5000, 40, 1000, 0), 12);
    const huge = { population: 1e12, successCount: 1e6, draws: 1e6 };
    const p = hypergeometricAtLeastOne(huge);
    expect(Number.isFinite(p) && p > 0 && p <= 1).toBe(true);
  });

  it('tiny odds keep their relative precision (no 1 - p cancellation)', () => {
    const p = hypergeometricAtLeastOne({ population: 1_000_000, successCount: 1, draws: 1 });
    expect(p / 1e-6).toBeCloseTo(1, 12);
  });

  it('property: matches exact BigInt arithmetic and sums to 1 on deck-sized draws', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 120 })
          .chain((N) =>
            fc.tuple(
              fc.constant(N),
              fc.integer({ min: 0, max: N }),
              fc.integer({ min: 0, max: N }),
            ),
          ),
        ([N, K, n]) => {
          const draw = { population: N, successCount: K, draws: n };
          let total = 0;
          for (let k = 0; k <= Math.min(n, K); k++) {
            const p = hypergeometricExactly(draw, k);
            const exact = exactProbability(N, K, n, k);
            expect(Math.abs(p - exact)).toBeLessThanOrEqual(1e-12 + 1e-12 * exact);
            total += p;
          }
          expect(total).toBeCloseTo(1, 10);
          expect(hypergeometricAtLeastOne(draw)).toBeCloseTo(1 - exactProbability(N, K, n, 0), 12);
        },
      ),
      { numRuns: 200, seed: 60 },
    );
  });

  it('hypergeometricOdds lists P(X = k) in exactCounts order', () => {
    const odds = hypergeometricOdds({ population: 60, successCount: 4, draws: 7 }, [2, 1]);
    expect(odds.exact.map((line) => line.count)).toEqual([2, 1]);
    expect(odds.exact[1]!.probability).toBeCloseTo(exactProbability(60, 4, 7, 1), 14);
  });
});

describe('ratio formats', () => {
  it('"number": the raw quotient to two decimals (1.83)', () => {
    expect(formatRatio(11, 6, 'number', 'en')).toBe('1.83');
    expect(formatRatio(11, 6, undefined, 'en')).toBe('1.83');
  });
  it('"percent": the quotient as a percentage to one decimal (65.0%)', () => {
    expect(formatRatio(13, 20, 'percent', 'en')).toBe('65.0%');
  });
  it('"multiplier": two decimals with a multiplier sign (1.83×)', () => {
    expect(formatRatio(11, 6, 'multiplier', 'en')).toBe('1.83×');
  });
  it('"ratio": the pair reduced to lowest terms (11:6)', () => {
    expect(formatRatio(22, 12, 'ratio', 'en')).toBe('11:6');
    expect(formatRatio(11, 6, 'ratio', 'en')).toBe('11:6');
    expect(formatRatio(0, 6, 'ratio', 'en')).toBe('0:1');
    expect(formatRatio(1.5, 1, 'ratio', 'en')).toBe('3:2');
    expect(formatRatio(-4, 6, 'ratio', 'en')).toBe('-2:3');
    expect(formatRatio(4, -6, 'ratio', 'en')).toBe('-2:3');
    expect(reduceRatio(26, 13)).toEqual([2, 1]);
  });
  it('a zero denominator gives no text (the "No data" placeholder)', () => {
    for (const format of ['number', 'percent', 'multiplier', 'ratio'] as const) {
      expect(formatRatio(5, 0, format, 'en')).toBeUndefined();
    }
    expect(reduceRatio(1, 0)).toBeUndefined();
  });
  it('property: a reduced pair has the same quotient and no common factor', () => {
    const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (a, b) => {
          const [x, y] = reduceRatio(a, b)!;
          expect(x * b).toBe(a * y);
          expect(gcd(x, y)).toBe(1);
          expect(y).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300, seed: 6 },
    );
  });
  it('formatRatioWidget formats a normalized ratio widget, defaulting to "number"', () => {
    const widget = normalizeCalculatorWidget({
      kind: 'ratio',
      label: 'Units : Spells',
      numerator: 22,
      denominator: 12,
      format: 'ratio',
    }) as RatioWidget;
    expect(formatRatioWidget(widget, 'en')).toBe('11:6');
    const plain = normalizeCalculatorWidget({
      kind: 'ratio',
      label: 'r',
      numerator: 22,
      denominator: 12,
    }) as RatioWidget;
    expect(formatRatioWidget(plain, 'en')).toBe('1.83');
  });
});

describe('locale number formatting through Intl.NumberFormat', () => {
  it('formats in the viewer locale', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatRatio(11, 6, 'number', 'de')).toBe('1,83');
    expect(formatRatio(11, 6, 'multiplier', 'fr')).toBe('1,83×');
    expect(formatProbability(0.39949, 'de')).toMatch(/^39,95\s?%$/);
  });
  it('an invalid locale tag falls back instead of throwing', () => {
    expect(formatNumber(3.4, 'not a locale!!')).toMatch(/3.4/);
  });
  it('a stat tile: numbers formatted, text verbatim, unit after a space', () => {
    const stat = (value: number | string, unit?: string): StatWidget =>
      unit === undefined
        ? { kind: 'stat', label: 's', value, noData: false }
        : { kind: 'stat', label: 's', value, unit, noData: false };
    expect(formatStatValue(stat(60, 'cards'), 'en')).toBe('60 cards');
    expect(formatStatValue(stat(3.4), 'de')).toBe('3,4');
    expect(formatStatValue(stat('12.5%'), 'de')).toBe('12.5%');
  });
});
