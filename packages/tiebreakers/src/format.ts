/**
 * Rounding and display of tiebreaker values.
 * @module
 */

/**
 * Rounds a fraction to four decimal places (0.01% as a percentage), the precision at which the
 * spec compares percentages. The tiny nudge keeps binary noise (0.33335 stored as 0.333349999...)
 * from rounding the wrong way.
 *
 * @example
 * ```ts
 * roundPercentage(5 / 7); // 0.7143
 * ```
 */
export function roundPercentage(fraction: number): number {
  return Math.round(fraction * 10_000 + 1e-7) / 10_000;
}

/**
 * Shows a fraction as a percentage with at most two decimals and no trailing zeros, as the spec
 * prints them: `0.7143` is `71.43%`, `0.625` is `62.5%`, `0.5` is `50%`.
 *
 * @example
 * ```ts
 * formatPercent(5 / 7); // '71.43%'
 * ```
 */
export function formatPercent(fraction: number): string {
  const hundredths = Math.round(fraction * 10_000 + 1e-7);
  return `${String(hundredths / 100)}%`;
}

/**
 * Shows a plain number (points, Buchholz...) with at most two decimals.
 *
 * @example
 * ```ts
 * import { formatNumber } from '@tcgkit/tiebreakers';
 * console.log(formatNumber(7.456), formatNumber(12)); // '7.46' '12'
 * ```
 */
export function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * Shows a signed number, `+3`, `0`, `-4`: how the spec prints score difference.
 *
 * @example
 * ```ts
 * import { formatSigned } from '@tcgkit/tiebreakers';
 * console.log(formatSigned(3), formatSigned(0), formatSigned(-4)); // '+3' '0' '-4'
 * ```
 */
export function formatSigned(value: number): string {
  return value > 0 ? `+${formatNumber(value)}` : formatNumber(value);
}
