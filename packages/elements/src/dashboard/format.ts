import type { DashboardWidget } from '@tcgkit/core';

type Ratio = Extract<DashboardWidget, { kind: 'ratio' }>;

const cache = new Map<string, Intl.NumberFormat>();
function formatter(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (f === undefined) {
    try {
      f = new Intl.NumberFormat(lang, options);
    } catch {
      f = new Intl.NumberFormat('en', options);
    }
    cache.set(key, f);
  }
  return f;
}

/** A number in the viewer's language, with at most `digits` decimals. */
export function formatValue(n: number, lang: string, digits = 2): string {
  return formatter(lang, { maximumFractionDigits: digits }).format(n);
}

/** A probability (0–1) as a percentage with two decimals, for example `39.95%`. */
export function formatPercent(p: number, lang: string): string {
  return formatter(lang, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(p);
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y > 0) [x, y] = [y, x % y];
  return x;
}

/**
 * A ratio widget's quotient in its format: `number` (`1.83`), `percent` (`183.33%`),
 * `multiplier` (`1.83×`) or `ratio` (lowest terms, `11:6`; non-integers fall back to `number`).
 * Returns `undefined` when there is nothing to show (a zero denominator).
 */
export function formatRatio(widget: Ratio, lang: string): string | undefined {
  if (widget.quotient === null || widget.denominator === 0) return undefined;
  switch (widget.format ?? 'number') {
    case 'percent':
      return formatPercent(widget.quotient, lang);
    case 'multiplier':
      return `${formatValue(widget.quotient, lang)}×`;
    case 'ratio': {
      const { numerator: a, denominator: b } = widget;
      if (!Number.isInteger(a) || !Number.isInteger(b)) return formatValue(widget.quotient, lang);
      const d = gcd(a, b) || 1;
      const sign = b < 0 ? -1 : 1;
      return `${formatValue((sign * a) / d, lang, 0)}:${formatValue((sign * b) / d, lang, 0)}`;
    }
    case 'number':
      return formatValue(widget.quotient, lang);
    default:
      return formatValue(widget.quotient, lang);
  }
}

/**
 * The fallback palette for segments whose color is empty: ten hues that each keep at least 3:1
 * contrast against white and against `#0d1117`, the graphics contrast WCAG asks for.
 */
export const FALLBACK_PALETTE: readonly string[] = [
  '#2f6fcf',
  '#c2570c',
  '#2a8c46',
  '#c0243f',
  '#7e57c2',
  '#a07800',
  '#0e8a9e',
  '#c24d8a',
  '#6b7b8c',
  '#8c6a3e',
];

/** A segment's color, or the palette's color for its position when the segment left it empty. */
export function segmentColor(color: string, index: number): string {
  return color.trim() === '' ? FALLBACK_PALETTE[index % FALLBACK_PALETTE.length]! : color;
}
