import type { CalculatorRatioFormat, RatioWidget, StatWidget } from './types.js';

/** A locale tag (`"en"`, `"de-DE"`) or list of tags, as `Intl.NumberFormat` takes it. */
export type CalculatorLocale = string | readonly string[] | undefined;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: CalculatorLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify([locale ?? null, options]);
  let cached = formatters.get(key);
  if (cached === undefined) {
    try {
      cached = new Intl.NumberFormat(locale as string | string[] | undefined, options);
    } catch {
      // An invalid locale tag from a page falls back to the default locale instead of throwing.
      cached = new Intl.NumberFormat(undefined, options);
    }
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Formats a number in the viewer's locale with `Intl.NumberFormat` (formatters are cached).
 *
 * @example
 * ```ts
 * import { formatNumber } from '@tcgkit/calculator';
 * formatNumber(1234.5, 'en'); // "1,234.5"
 * formatNumber(1234.5, 'de'); // "1.234,5"
 * ```
 */
export function formatNumber(
  value: number,
  locale?: CalculatorLocale,
  options: Intl.NumberFormatOptions = {},
): string {
  return formatter(locale, options).format(value);
}

/**
 * Formats a probability (0 to 1) as a percentage with two decimals, as draw odds are shown.
 *
 * @example
 * ```ts
 * import { formatProbability } from '@tcgkit/calculator';
 * formatProbability(0.39949, 'en'); // "39.95%"
 * ```
 */
export function formatProbability(probability: number, locale?: CalculatorLocale): string {
  return formatNumber(probability, locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/**
 * The text of a `stat` tile: a number formatted in the locale, or text verbatim, with the unit
 * after a space when there is one.
 *
 * @example
 * ```ts
 * import { formatStatValue } from '@tcgkit/calculator';
 * formatStatValue({ kind: 'stat', label: 'Deck size', value: 60, unit: 'cards', noData: false }, 'en'); // "60 cards"
 * ```
 */
export function formatStatValue(widget: StatWidget, locale?: CalculatorLocale): string {
  const value =
    typeof widget.value === 'number' ? formatNumber(widget.value, locale) : widget.value;
  return widget.unit === undefined || widget.unit === '' ? value : `${value} ${widget.unit}`;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Decimal places needed to write `value` exactly, at most 6. */
function decimals(value: number): number {
  for (let places = 0; places < 6; places++) {
    const scaled = value * 10 ** places;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, Math.abs(scaled))) return places;
  }
  return 6;
}

/**
 * Reduces `numerator : denominator` to lowest terms. Whole numbers reduce exactly (with
 * `BigInt`); fractions are first scaled to whole numbers (up to 6 decimals, so `1.5 : 1` is
 * `3 : 2`). The sign is carried on the numerator. `undefined` when the denominator is `0` or
 * either number is not finite.
 *
 * @example
 * ```ts
 * import { reduceRatio } from '@tcgkit/calculator';
 * reduceRatio(22, 12); // [11, 6]
 * ```
 */
export function reduceRatio(
  numerator: number,
  denominator: number,
): readonly [number, number] | undefined {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator === 0) {
    return undefined;
  }
  const places = Math.max(decimals(numerator), decimals(denominator));
  const scale = 10 ** places;
  const top = Math.round(numerator * scale);
  const bottom = Math.round(denominator * scale);
  if (!Number.isSafeInteger(top) || !Number.isSafeInteger(bottom)) {
    // Too large to reduce exactly: show the quotient against 1.
    return [numerator / denominator, 1];
  }
  let a = BigInt(top);
  let b = BigInt(bottom);
  if (b < 0n) {
    a = -a;
    b = -b;
  }
  const divisor = gcd(a, b);
  return divisor === 0n ? [0, 1] : [Number(a / divisor), Number(b / divisor)];
}

/**
 * Formats a ratio per its format: `number` (two decimals, `1.83`), `percent` (one decimal,
 * `65.0%`), `multiplier` (two decimals and a multiplication sign, `1.83×`) or `ratio` (the pair
 * in lowest terms, `11:6`). A zero denominator gives `undefined`: draw the "No data"
 * placeholder instead.
 *
 * @example
 * ```ts
 * import { formatRatio } from '@tcgkit/calculator';
 * formatRatio(22, 12, 'ratio'); // "11:6"
 * formatRatio(22, 12, 'multiplier', 'en'); // "1.83×"
 * formatRatio(13, 20, 'percent', 'en'); // "65.0%"
 * ```
 */
export function formatRatio(
  numerator: number,
  denominator: number,
  format: CalculatorRatioFormat = 'number',
  locale?: CalculatorLocale,
): string | undefined {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator === 0) {
    return undefined;
  }
  // `+ 0` turns -0 (0 / -4) into 0, so it never shows as "-0.00".
  const quotient = numerator / denominator + 0;
  const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  switch (format) {
    case 'number':
      return formatNumber(quotient, locale, twoDecimals);
    case 'percent':
      return formatNumber(quotient, locale, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
    case 'multiplier':
      return `${formatNumber(quotient, locale, twoDecimals)}×`;
    case 'ratio': {
      const pair = reduceRatio(numerator, denominator);
      if (pair === undefined) return undefined;
      const whole = { maximumFractionDigits: 6 };
      return `${formatNumber(pair[0], locale, whole)}:${formatNumber(pair[1], locale, whole)}`;
    }
    default:
      throw new TypeError(`Unknown ratio format: ${String(format satisfies never)}`);
  }
}

/**
 * The text of a `ratio` tile, or `undefined` for the "No data" placeholder.
 *
 * @example
 * ```ts
 * import { formatRatioWidget, normalizeCalculatorWidget } from '@tcgkit/calculator';
 * const widget = normalizeCalculatorWidget({ kind: 'ratio', label: 'Units : Spells', numerator: 22, denominator: 12, format: 'ratio' });
 * formatRatioWidget(widget as RatioWidget); // "11:6"
 * ```
 */
export function formatRatioWidget(
  widget: RatioWidget,
  locale?: CalculatorLocale,
): string | undefined {
  return formatRatio(widget.numerator, widget.denominator, widget.format ?? 'number', locale);
}
