/**
 * The normalized dashboard: what {@link normalizeCalculatorResult} returns and what a renderer
 * (such as the `<tcg-calculator-dashboard>` element) draws. Every field is present and of the
 * documented type, every list is within {@link CALCULATOR_LIMITS}, and each widget says whether
 * it has anything to show (`noData`).
 *
 * @module
 */

/** Every widget kind a calculator may return. Any other `kind` is dropped. */
export type CalculatorWidgetKind =
  | 'stat'
  | 'histogram'
  | 'donut'
  | 'gauge'
  | 'bars'
  | 'table'
  | 'hypergeometric'
  | 'ratio';

/** The widget kinds, in the order the widget reference lists them. */
export const CALCULATOR_WIDGET_KINDS: readonly CalculatorWidgetKind[] = [
  'stat',
  'histogram',
  'donut',
  'gauge',
  'bars',
  'table',
  'hypergeometric',
  'ratio',
];

/**
 * How a `ratio` widget shows its quotient: `number` (`1.83`), `percent` (`65.0%`),
 * `multiplier` (`1.83×`) or `ratio` (the pair in lowest terms, `11:6`).
 */
export type CalculatorRatioFormat = 'number' | 'percent' | 'multiplier' | 'ratio';

/** The ratio formats. */
export const CALCULATOR_RATIO_FORMATS: readonly CalculatorRatioFormat[] = [
  'number',
  'percent',
  'multiplier',
  'ratio',
];

/** Fields every normalized widget carries. */
export interface CalculatorWidgetBase {
  /** Title shown on the widget; empty when the script gave none (or a non-string). */
  readonly label: string;
  /** Optional i18n key under `calculators.widgets.*`; a renderer falls back to `label`. */
  readonly labelKey?: string;
  /**
   * True when the widget has nothing to show and the renderer draws a "No data" placeholder: a
   * `stat` whose value is empty text, a `histogram`, `donut`, `gauge` or `bars` with no positive
   * value, a `table` with no columns or no rows, a `hypergeometric` with a population of `0` or
   * less, or a `ratio` with a denominator of `0`.
   */
  readonly noData: boolean;
}

/** A single headline value in a stat tile (e.g. "Average cost: 3.4"). */
export interface StatWidget extends CalculatorWidgetBase {
  readonly kind: 'stat';
  /** A finite number (format it in the viewer's locale) or text shown verbatim. */
  readonly value: number | string;
  /** Suffix shown after the value (e.g. `"cards"`). */
  readonly unit?: string;
}

/** A bar chart: one bar per bucket, paired with `labels` by index. */
export interface HistogramWidget extends CalculatorWidgetBase {
  readonly kind: 'histogram';
  /** Bar heights, left to right (finite numbers). */
  readonly buckets: readonly number[];
  /** One axis label per bucket, same order as `buckets` (may be shorter or longer). */
  readonly labels: readonly string[];
}

/** A `donut` slice, `gauge` arc or `bars` bar. */
export interface DeckStatSegment {
  /** Stable identifier (e.g. `"spells"`); a vocabulary looks labels and colors up by it. */
  readonly key: string;
  /** Legend text. */
  readonly label: string;
  /** The segment's size (a finite number). Segments with no positive value are not drawn. */
  readonly value: number;
  /** CSS color; empty means "pick one" (see {@link resolveSegments}). */
  readonly color: string;
}

/** Fields shared by the three segment widgets. */
export interface SegmentWidgetBase extends CalculatorWidgetBase {
  /** Optional vocabulary id (e.g. `lor.region`) resolving segment labels and colors per game. */
  readonly vocabulary?: string;
  /** The segments, in drawing order. */
  readonly segments: readonly DeckStatSegment[];
}

/** A donut (pie) chart of labelled, coloured segments. */
export interface DonutWidget extends SegmentWidgetBase {
  readonly kind: 'donut';
}

/** A semicircular meter: segments fill a half-circle in proportion to their values. */
export interface GaugeWidget extends SegmentWidgetBase {
  readonly kind: 'gauge';
}

/** Horizontal bars, one per segment. */
export interface BarsWidget extends SegmentWidgetBase {
  readonly kind: 'bars';
}

/** One table cell: a finite number (format it in the viewer's locale) or text. */
export type CalculatorTableCell = number | string;

/** A table of rows under column headers. */
export interface TableWidget extends CalculatorWidgetBase {
  readonly kind: 'table';
  /** Column headers, left to right. */
  readonly columns: readonly string[];
  /** Optional i18n keys under `calculators.widgets.*`, parallel to `columns`. */
  readonly columnKeys?: readonly string[];
  /** Rows of cells; each row pairs with `columns` by index. */
  readonly rows: readonly (readonly CalculatorTableCell[])[];
}

/** One exact-count line of a hypergeometric widget: P(X = count). */
export interface ExactCountOdds {
  /** The exact number of successes k. */
  readonly count: number;
  /** P(X = k), between 0 and 1. */
  readonly probability: number;
}

/** The odds a renderer shows for a `hypergeometric` widget, computed by the normalizer. */
export interface HypergeometricOdds {
  /** P(X ≥ 1): at least one success in `draws` cards. `0` when the widget has no data. */
  readonly atLeastOne: number;
  /** P(X = k) for each of `exactCounts`, in the same order; empty when there are none. */
  readonly exact: readonly ExactCountOdds[];
}

/** Draw odds without replacement (closed-form hypergeometric). */
export interface HypergeometricWidget extends CalculatorWidgetBase {
  readonly kind: 'hypergeometric';
  /** Population size: the deck drawn from. */
  readonly population: number;
  /** Successes in the population: cards matching a filter. */
  readonly successCount: number;
  /** Number of cards drawn. */
  readonly draws: number;
  /** Exact-count targets k; each gets a P(X = k) line. */
  readonly exactCounts?: readonly number[];
  /** The computed odds (see {@link hypergeometricOdds}). */
  readonly odds: HypergeometricOdds;
}

/** A derived index number `numerator / denominator`, shown as a stat tile. */
export interface RatioWidget extends CalculatorWidgetBase {
  readonly kind: 'ratio';
  readonly numerator: number;
  /** A zero denominator shows the "No data" placeholder. */
  readonly denominator: number;
  /** How to show the quotient; absent means `number`. */
  readonly format?: CalculatorRatioFormat;
  /** `numerator / denominator`, or `null` when the denominator is `0`. */
  readonly quotient: number | null;
}

/** Any normalized widget, discriminated on `kind`. */
export type CalculatorWidget =
  | StatWidget
  | HistogramWidget
  | DonutWidget
  | GaugeWidget
  | BarsWidget
  | TableWidget
  | HypergeometricWidget
  | RatioWidget;

/** A normalized dashboard: widgets drawn in array order. */
export interface CalculatorDashboard {
  readonly widgets: readonly CalculatorWidget[];
}

/**
 * The deck a calculator runs over: card ref to number of copies. Refs are the keys of
 * {@link CalculatorCardsById}.
 */
export type CalculatorPile = Readonly<Record<string, number>>;

/**
 * Every card in the pile, by ref. Cards are plain objects from a game catalog (see
 * `@tcgkit/cards`); game-specific fields live on `card.game`. A ref may be missing.
 */
export type CalculatorCardsById = Readonly<Record<string, unknown>>;

/** The optional third argument of `compute`: catalog context. */
export interface CalculatorScriptContext {
  /** The game catalog's globals document (region, keyword and set lookup tables). */
  readonly globals?: unknown;
}
