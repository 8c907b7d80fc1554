/**
 * The hard caps {@link normalizeCalculatorResult} applies to guest output. Output past a cap is
 * truncated (extra entries dropped, strings cut), never rejected.
 *
 * @example
 * ```ts
 * import { CALCULATOR_LIMITS } from '@tcgkit/calculator';
 * CALCULATOR_LIMITS.maxWidgets; // 50
 * ```
 */
export const CALCULATOR_LIMITS = {
  /** Widgets kept per dashboard; later widgets are dropped. */
  maxWidgets: 50,
  /** Segments kept per `donut`, `gauge` or `bars` widget. */
  maxSegments: 100,
  /** Entries kept in a `histogram`'s `buckets` and in its `labels`. */
  maxHistogramBuckets: 200,
  /** Rows kept per `table`. */
  maxTableRows: 200,
  /** Entries kept in a `table`'s `columns` (and `columnKeys`), and cells kept per row. */
  maxTableColumns: 20,
  /**
   * Characters kept in every short string: widget labels and label keys, `stat` string values
   * and units, segment keys, labels and colors, histogram labels, table column headers and keys.
   */
  maxLabelLength: 200,
  /** Characters kept in a string `table` cell. */
  maxCellLength: 200,
  /** Entries kept in a `hypergeometric` widget's `exactCounts`. */
  maxExactCounts: 50,
} as const;

/** The shape of {@link CALCULATOR_LIMITS}. */
export type CalculatorLimits = typeof CALCULATOR_LIMITS;

/** A calculator run that takes longer than this many milliseconds is stopped (5 seconds). */
export const CALCULATOR_TIME_LIMIT_MS = 5000;
