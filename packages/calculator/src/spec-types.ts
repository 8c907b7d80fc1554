/**
 * The no-code builder's model: a {@link CalculatorSpec} is what the builder edits, what the
 * `// @calculator-spec:v1 {...}` marker stores, and what {@link compileCalculatorSpec} turns
 * into a calculator script. It is plain JSON, validated by `calculator-spec.schema.json`.
 *
 * @module
 */

import type { GameId } from '@tcgkit/core';

/** The games a calculator can belong to: core's `GameId` without `mtg` (no Magic card data). */
export type CalculatorGame = Exclude<GameId, 'mtg'>;

/** The games, in a fixed order. */
export const CALCULATOR_GAMES: readonly CalculatorGame[] = ['lor', 'pokemon', 'riftbound'];

/** **Count**: `copies` counts a 3-of three times; `distinct` counts it once. */
export type BuilderCountMode = 'copies' | 'distinct';

/** With two or more conditions: a card must match `all` of them, or `any`. */
export type BuilderMatch = 'all' | 'any';

/** A filter condition: **field · is · value**. Values compare case-insensitively. */
export interface BuilderIsCondition {
  readonly field: string;
  readonly operator: 'is';
  readonly value: string;
}

/** A filter condition: **field · is one of · values** (the comma-separated list, split). */
export interface BuilderIsOneOfCondition {
  readonly field: string;
  readonly operator: 'isOneOf';
  readonly values: readonly string[];
}

/** One filter condition. On a list field (subtypes, regions) it matches when any entry does. */
export type BuilderCondition = BuilderIsCondition | BuilderIsOneOfCondition;

/** **Filter**: which cards a widget looks at. With no conditions, every card counts. */
export interface BuilderFilter {
  readonly match: BuilderMatch;
  readonly conditions: readonly BuilderCondition[];
}

/** What a **Stat** shows: a count of the matching cards, or a sum/average/min/max of a number field. */
export type BuilderStatAggregate = 'count' | 'sum' | 'average' | 'min' | 'max';

/** Palette **Stat**: one number, like an average or a count. */
export interface BuilderStatWidget {
  readonly kind: 'stat';
  /** **Title**. */
  readonly label: string;
  readonly aggregate: BuilderStatAggregate;
  /** The number field for `sum`, `average`, `min` and `max`; `null` for `count`. */
  readonly field: string | null;
  /** Decimal places the value is rounded to (0 to 6). */
  readonly decimals: number;
  /** Suffix shown after the value; empty for none. */
  readonly unit: string;
  readonly count: BuilderCountMode;
  readonly filter: BuilderFilter;
}

/** Palette **Curve**: bars over a number range, like a mana or energy curve. */
export interface BuilderCurveWidget {
  readonly kind: 'histogram';
  readonly label: string;
  /** **Number field**. */
  readonly field: string;
  /** **Bucket size** (whole number, at least 1). */
  readonly bucketSize: number;
  /** **Min**: where the curve starts; values below it are not counted. */
  readonly min: number;
  /**
   * **Max**: the last bucket, which also takes every higher value (labelled `7+`). `null`
   * (empty) stretches the curve to the highest value in the deck.
   */
  readonly max: number | null;
  readonly count: BuilderCountMode;
  readonly filter: BuilderFilter;
}

/** Palette **Donut** and **Gauge**: a ring or bar split by the values of a field. */
export interface BuilderSplitWidget {
  readonly kind: 'donut' | 'gauge';
  readonly label: string;
  /** The field whose values make the segments; a card on a list field counts under each entry. */
  readonly groupBy: string;
  readonly count: BuilderCountMode;
  readonly filter: BuilderFilter;
}

/** The value of the table's **Group by**: a field id, or `"card"` for **Per card**. */
export type BuilderTableGroupBy = string;

/** The group by value meaning **Per card**: one row per distinct card name. */
export const PER_CARD = 'card';

/** A table column: the group (the field value, or the card name per card). */
export interface BuilderGroupColumn {
  readonly kind: 'group';
  readonly label: string;
}

/** A table column: copies (or distinct cards, per the count mode) in the row. */
export interface BuilderCountColumn {
  readonly kind: 'count';
  readonly label: string;
}

/** A table column (per card only): the value of a card field. */
export interface BuilderFieldColumn {
  readonly kind: 'field';
  readonly label: string;
  readonly field: string;
}

/**
 * A table column (per card only): **Possible starter** (at least one copy in the first `draws`
 * cards) or **Forced starter** (the card is the only filter match in those cards).
 */
export interface BuilderStarterColumn {
  readonly kind: 'possibleStarter' | 'forcedStarter';
  readonly label: string;
  /** **Cards drawn**. */
  readonly draws: number;
}

/** Any table column. */
export type BuilderTableColumn =
  | BuilderGroupColumn
  | BuilderCountColumn
  | BuilderFieldColumn
  | BuilderStarterColumn;

/** Palette **Table**: a grouped count, or one row per card. */
export interface BuilderTableWidget {
  readonly kind: 'table';
  readonly label: string;
  readonly groupBy: BuilderTableGroupBy;
  readonly columns: readonly BuilderTableColumn[];
  readonly count: BuilderCountMode;
  readonly filter: BuilderFilter;
}

/** Palette **Draw odds**: the chance of drawing at least one (or exactly N) of the filtered cards. */
export interface BuilderDrawOddsWidget {
  readonly kind: 'hypergeometric';
  readonly label: string;
  /** **Cards drawn**. */
  readonly draws: number;
  /** Exact counts k to show P(X = k) for; may be empty. */
  readonly exactCounts: readonly number[];
  readonly filter: BuilderFilter;
}

/** One side of a ratio: the cards a filter matches, counted per the count mode. */
export interface BuilderRatioPart {
  readonly count: BuilderCountMode;
  readonly filter: BuilderFilter;
}

/** Palette **Ratio**: one count divided by another. */
export interface BuilderRatioWidget {
  readonly kind: 'ratio';
  readonly label: string;
  readonly numerator: BuilderRatioPart;
  readonly denominator: BuilderRatioPart;
  readonly format: 'number' | 'percent' | 'multiplier' | 'ratio';
}

/** Any builder widget, discriminated on `kind` (the script API's widget type). */
export type BuilderWidget =
  | BuilderStatWidget
  | BuilderCurveWidget
  | BuilderSplitWidget
  | BuilderTableWidget
  | BuilderDrawOddsWidget
  | BuilderRatioWidget;

/** The builder's palette buttons, with the widget type each one adds. */
export const BUILDER_PALETTE: readonly {
  readonly button: string;
  readonly kind: BuilderWidget['kind'];
}[] = [
  { button: 'Stat', kind: 'stat' },
  { button: 'Curve', kind: 'histogram' },
  { button: 'Donut', kind: 'donut' },
  { button: 'Gauge', kind: 'gauge' },
  { button: 'Table', kind: 'table' },
  { button: 'Draw odds', kind: 'hypergeometric' },
  { button: 'Ratio', kind: 'ratio' },
];

/** A builder calculator: its widgets, in order, for one game. Version 1 of the marker. */
export interface CalculatorSpec {
  readonly widgets: readonly BuilderWidget[];
  readonly game: CalculatorGame;
}
