import { hypergeometricOdds } from './hypergeometric.js';
import { CALCULATOR_LIMITS } from './limits.js';
import type {
  CalculatorDashboard,
  CalculatorRatioFormat,
  CalculatorTableCell,
  CalculatorWidget,
  CalculatorWidgetKind,
  DeckStatSegment,
} from './types.js';
import { CALCULATOR_RATIO_FORMATS } from './types.js';

type Raw = Record<string, unknown>;

const EMPTY: CalculatorDashboard = Object.freeze({ widgets: Object.freeze([]) });

/**
 * Entries looked at in one list (widgets, segments, rows) while searching for ones to keep, so a
 * huge sparse array cannot stall the page. The sandbox already reads at most this many entries
 * of any guest array.
 */
const MAX_SCANNED = 10_000;

/** Plain objects only: not `null`, not arrays, not functions. */
function isRecord(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Cuts a string to at most `max` characters, counted in code points so a surrogate pair is
 * never split.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  let count = 0;
  for (const char of text) {
    if (count === max) break;
    out += char;
    count++;
  }
  return out;
}

/**
 * A number field: primitives go through `Number()`; `NaN`, `±Infinity`, objects, arrays,
 * functions and symbols become `0` (objects are never coerced, so no guest code runs here).
 */
export function toNumberField(value: unknown): number {
  let number: number;
  switch (typeof value) {
    case 'number':
      number = value;
      break;
    case 'string':
    case 'boolean':
    case 'bigint':
    case 'undefined':
      number = Number(value);
      break;
    default:
      number = value === null ? 0 : Number.NaN;
  }
  return Number.isFinite(number) ? number : 0;
}

/** A text field: a string is kept (cut), a number or boolean becomes text, anything else `""`. */
export function toTextField(
  value: unknown,
  max: number = CALCULATOR_LIMITS.maxLabelLength,
): string {
  if (typeof value === 'string') return cutText(value, max);
  if (typeof value === 'number' || typeof value === 'boolean') return cutText(String(value), max);
  return '';
}

/** An optional text field: kept (cut) only when it is a string; otherwise left out. */
function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' ? cutText(value, CALCULATOR_LIMITS.maxLabelLength) : undefined;
}

function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

function take<T>(items: readonly unknown[], max: number, map: (item: unknown) => T): T[] {
  const out: T[] = [];
  const end = Math.min(items.length, max);
  for (let i = 0; i < end; i++) out.push(map(items[i]));
  return out;
}

function hasPositive(values: readonly number[]): boolean {
  return values.some((value) => value > 0);
}

/** Adds `labelKey` and the other optional fields only when present. */
function withOptional<T extends object>(base: T, optional: Raw): T {
  const out: Raw = { ...(base as Raw) };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) out[key] = value;
  return out as T;
}

function segments(value: unknown): DeckStatSegment[] {
  const out: DeckStatSegment[] = [];
  const items = list(value);
  for (let i = 0; i < items.length && i < MAX_SCANNED; i++) {
    const item = items[i];
    if (out.length === CALCULATOR_LIMITS.maxSegments) break;
    if (!isRecord(item)) continue;
    out.push({
      key: toTextField(item.key),
      label: toTextField(item.label),
      value: toNumberField(item.value),
      color: toTextField(item.color),
    });
  }
  return out;
}

function tableCell(value: unknown): CalculatorTableCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  return toTextField(value, CALCULATOR_LIMITS.maxCellLength);
}

function tableRows(value: unknown): CalculatorTableCell[][] {
  const out: CalculatorTableCell[][] = [];
  const rows = list(value);
  for (let i = 0; i < rows.length && i < MAX_SCANNED; i++) {
    const row = rows[i];
    if (out.length === CALCULATOR_LIMITS.maxTableRows) break;
    if (!Array.isArray(row)) continue;
    out.push(take(row, CALCULATOR_LIMITS.maxTableColumns, tableCell));
  }
  return out;
}

function ratioFormat(value: unknown): CalculatorRatioFormat | undefined {
  return CALCULATOR_RATIO_FORMATS.find((format) => format === value);
}

const KINDS = new Set<string>([
  'stat',
  'histogram',
  'donut',
  'gauge',
  'bars',
  'table',
  'hypergeometric',
  'ratio',
] satisfies CalculatorWidgetKind[]);

/**
 * Normalizes one raw widget, or returns `undefined` when it is dropped (not an object, or an
 * unknown `kind`).
 */
export function normalizeCalculatorWidget(raw: unknown): CalculatorWidget | undefined {
  if (!isRecord(raw)) return undefined;
  const kind = raw.kind;
  if (typeof kind !== 'string' || !KINDS.has(kind)) return undefined;
  const label =
    typeof raw.label === 'string' ? cutText(raw.label, CALCULATOR_LIMITS.maxLabelLength) : '';
  const labelKey = optionalText(raw.labelKey);
  switch (kind as CalculatorWidgetKind) {
    case 'stat': {
      const value =
        typeof raw.value === 'number'
          ? Number.isFinite(raw.value)
            ? raw.value
            : 0
          : toTextField(raw.value);
      return withOptional(
        { kind: 'stat' as const, label, value, noData: value === '' },
        { labelKey, unit: optionalText(raw.unit) },
      );
    }
    case 'histogram': {
      const max = CALCULATOR_LIMITS.maxHistogramBuckets;
      const buckets = take(list(raw.buckets), max, toNumberField);
      const labels = take(list(raw.labels), max, (item) => toTextField(item));
      return withOptional(
        { kind: 'histogram' as const, label, buckets, labels, noData: !hasPositive(buckets) },
        { labelKey },
      );
    }
    case 'donut':
    case 'gauge':
    case 'bars': {
      const items = segments(raw.segments);
      return withOptional(
        {
          kind: kind as 'donut' | 'gauge' | 'bars',
          label,
          segments: items,
          noData: !hasPositive(items.map((segment) => segment.value)),
        },
        { labelKey, vocabulary: optionalText(raw.vocabulary) },
      );
    }
    case 'table': {
      const columns = take(list(raw.columns), CALCULATOR_LIMITS.maxTableColumns, (item) =>
        toTextField(item),
      );
      const rows = tableRows(raw.rows);
      const columnKeys = Array.isArray(raw.columnKeys)
        ? take(raw.columnKeys, CALCULATOR_LIMITS.maxTableColumns, (item) => toTextField(item))
        : undefined;
      return withOptional(
        {
          kind: 'table' as const,
          label,
          columns,
          rows,
          noData: columns.length === 0 || rows.length === 0,
        },
        { labelKey, columnKeys },
      );
    }
    case 'hypergeometric': {
      const population = toNumberField(raw.population);
      const successCount = toNumberField(raw.successCount);
      const draws = toNumberField(raw.draws);
      const exactCounts = Array.isArray(raw.exactCounts)
        ? take(raw.exactCounts, CALCULATOR_LIMITS.maxExactCounts, toNumberField)
        : undefined;
      const noData = population <= 0;
      const odds = noData
        ? { atLeastOne: 0, exact: (exactCounts ?? []).map((count) => ({ count, probability: 0 })) }
        : hypergeometricOdds({ population, successCount, draws }, exactCounts);
      return withOptional(
        { kind: 'hypergeometric' as const, label, population, successCount, draws, odds, noData },
        { labelKey, exactCounts },
      );
    }
    case 'ratio': {
      const numerator = toNumberField(raw.numerator);
      const denominator = toNumberField(raw.denominator);
      const noData = denominator === 0;
      const quotient = noData ? null : numerator / denominator;
      return withOptional(
        {
          kind: 'ratio' as const,
          label,
          numerator,
          denominator,
          quotient: quotient !== null && Number.isFinite(quotient) ? quotient : noData ? null : 0,
          noData,
        },
        { labelKey, format: ratioFormat(raw.format) },
      );
    }
    default:
      return undefined;
  }
}

/**
 * Checks and repairs whatever a calculator script returned, so a renderer can draw it safely.
 * It never throws: a buggy or hostile script gets a smaller dashboard, never a crash.
 *
 * - Anything other than an object with a `widgets` array gives an empty dashboard.
 * - A widget that is not an object, or has an unknown `kind`, is dropped; the rest are kept.
 * - A missing or non-text `label` becomes `""`.
 * - Number fields go through `Number()`; `NaN`, `Infinity` and non-numbers become `0`.
 * - Text fields set to a number or boolean become text; anything else becomes `""`.
 * - A `stat` value stays a number if it is one (non-finite becomes `0`), otherwise text.
 * - A `table` cell stays a number if it is one, otherwise text; a row that is not an array is
 *   dropped. A segment that is not an object is dropped.
 * - `unit`, `exactCounts`, `format` (and `labelKey`, `vocabulary`, `columnKeys`) of the wrong
 *   type are left out; extra properties are dropped.
 * - Everything is cut to {@link CALCULATOR_LIMITS}.
 *
 * Each widget also says whether it has anything to show (`noData`), and `hypergeometric` and
 * `ratio` widgets carry their computed odds and quotient.
 *
 * @example
 * ```ts
 * import { normalizeCalculatorResult } from '@tcgkit/calculator';
 * normalizeCalculatorResult({
 *   widgets: [{ kind: 'stat', label: 'Deck size', value: 60, unit: 'cards', color: 'red' }, { kind: 'pie' }],
 * });
 * // { widgets: [{ kind: 'stat', label: 'Deck size', value: 60, unit: 'cards', noData: false }] }
 * normalizeCalculatorResult('oops'); // { widgets: [] }
 * ```
 */
export function normalizeCalculatorResult(result: unknown): CalculatorDashboard {
  try {
    if (!isRecord(result) || !Array.isArray(result.widgets)) return EMPTY;
    const raw: readonly unknown[] = result.widgets;
    const widgets: CalculatorWidget[] = [];
    const end = Math.min(raw.length, MAX_SCANNED);
    for (let i = 0; i < end && widgets.length < CALCULATOR_LIMITS.maxWidgets; i++) {
      let widget: CalculatorWidget | undefined;
      try {
        widget = normalizeCalculatorWidget(raw[i]);
      } catch {
        // A hostile in-process value (a throwing getter, a revoked proxy) drops only its widget.
        widget = undefined;
      }
      if (widget !== undefined) widgets.push(widget);
    }
    return { widgets };
  } catch {
    return EMPTY;
  }
}
