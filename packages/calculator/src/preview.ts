import { ok, type Result } from '@tcgkit/core';
import {
  type CalculatorField,
  type CalculatorFieldValue,
  getCalculatorField,
  isRecord,
} from './fields.js';
import { normalizeCalculatorResult } from './normalize.js';
import { parseCalculatorSpec } from './spec.js';
import {
  type BuilderCondition,
  type BuilderCountMode,
  type BuilderFilter,
  type BuilderStatAggregate,
  type BuilderWidget,
  type CalculatorSpec,
  PER_CARD,
} from './spec-types.js';
import type { CalculatorCardsById, CalculatorDashboard, CalculatorPile } from './types.js';

// The builder's live preview, in TypeScript: the same rules as the script compileCalculatorSpec
// generates (compile.ts), step for step, so both give the same numbers on every deck.

interface Row {
  readonly ref: string;
  readonly quantity: number;
  readonly card: unknown;
}

interface Entry {
  readonly row: Row;
  readonly weight: number;
}

type Read = (row: Row) => CalculatorFieldValue;

const sameValue = (value: unknown, wanted: string): boolean =>
  String(value).toLowerCase() === wanted.toLowerCase();

function matchesValue(value: CalculatorFieldValue, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((item) => sameValue(item, wanted));
  return value !== undefined && value !== null && sameValue(value, wanted);
}

const identityOf = (row: Row): string =>
  isRecord(row.card) && typeof row.card.id === 'string' && row.card.id.length > 0
    ? row.card.id
    : row.ref;

const nameOf = (row: Row): string =>
  isRecord(row.card) && typeof row.card.name === 'string' && row.card.name.length > 0
    ? row.card.name
    : row.ref;

const compareKeys = (left: string, right: string): number =>
  left < right ? -1 : left > right ? 1 : 0;

const roundTo = (value: number, places: number): number => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

function weighted(selection: readonly Row[], mode: BuilderCountMode): Entry[] {
  if (mode === 'copies') return selection.map((row) => ({ row, weight: row.quantity }));
  const seen = new Set<string>();
  const entries: Entry[] = [];
  for (const row of selection) {
    const key = identityOf(row);
    if (!seen.has(key)) {
      seen.add(key);
      entries.push({ row, weight: 1 });
    }
  }
  return entries;
}

const sumWeights = (entries: readonly Entry[]): number =>
  entries.reduce((sum, entry) => sum + entry.weight, 0);

function statValue(
  entries: readonly Entry[],
  read: Read | null,
  aggregate: BuilderStatAggregate,
  places: number,
): number | string {
  if (aggregate === 'count' || read === null) return sumWeights(entries);
  let sum = 0;
  let weight = 0;
  let low: number | undefined;
  let high: number | undefined;
  for (const entry of entries) {
    const value = read(entry.row);
    if (typeof value === 'number') {
      sum = sum + value * entry.weight;
      weight = weight + entry.weight;
      low = low === undefined || value < low ? value : low;
      high = high === undefined || value > high ? value : high;
    }
  }
  if (weight === 0) return '';
  if (aggregate === 'sum') return roundTo(sum, places);
  if (aggregate === 'average') return roundTo(sum / weight, places);
  return roundTo((aggregate === 'min' ? low : high)!, places);
}

function curve(
  entries: readonly Entry[],
  read: Read,
  size: number,
  min: number,
  max: number | null,
): { buckets: number[]; labels: string[] } {
  const points: { index: number; weight: number }[] = [];
  for (const entry of entries) {
    const value = read(entry.row);
    if (typeof value === 'number' && value >= min) {
      points.push({ index: Math.floor((value - min) / size), weight: entry.weight });
    }
  }
  let last = max === null ? -1 : Math.floor((max - min) / size);
  for (const point of points) if (max === null && point.index > last) last = point.index;
  const overflow = max !== null || last > 199;
  last = Math.min(last, 199);
  const buckets: number[] = [];
  const labels: string[] = [];
  for (let index = 0; index <= last; index++) {
    const low = min + index * size;
    buckets.push(0);
    if (overflow && index === last) labels.push(`${String(low)}+`);
    else if (size === 1) labels.push(String(low));
    else labels.push(`${String(low)}–${String(low + size - 1)}`);
  }
  for (const point of points) {
    const index = Math.min(point.index, last);
    buckets[index] = buckets[index]! + point.weight;
  }
  return { buckets, labels };
}

function groupCounts(entries: readonly Entry[], read: Read): { key: string; value: number }[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const value = read(entry.row);
    const keys: readonly unknown[] = Array.isArray(value)
      ? value
      : value === undefined
        ? []
        : [value];
    for (const key of new Set(keys.map((item) => String(item)))) {
      counts.set(key, (counts.get(key) || 0) + entry.weight);
    }
  }
  const groups: { key: string; value: number }[] = [];
  counts.forEach((value, key) => {
    groups.push({ key, value });
  });
  return groups.sort((left, right) => right.value - left.value || compareKeys(left.key, right.key));
}

interface Line {
  readonly key: string;
  readonly row: Row;
  readonly copies: number;
  readonly count: number;
}

function cardLines(selection: readonly Row[], mode: BuilderCountMode): Line[] {
  const lines = new Map<string, { row: Row; copies: number; identities: Set<string> }>();
  const order: string[] = [];
  for (const row of selection) {
    const key = nameOf(row);
    let line = lines.get(key);
    if (line === undefined) {
      line = { row, copies: 0, identities: new Set() };
      lines.set(key, line);
      order.push(key);
    }
    line.copies = line.copies + row.quantity;
    line.identities.add(identityOf(row));
  }
  return order
    .map((key) => {
      const line = lines.get(key)!;
      return {
        key,
        row: line.row,
        copies: line.copies,
        count: mode === 'copies' ? line.copies : line.identities.size,
      };
    })
    .sort((left, right) => right.count - left.count || compareKeys(left.key, right.key));
}

const cellOf = (value: CalculatorFieldValue): string | number =>
  typeof value === 'number'
    ? value
    : Array.isArray(value)
      ? value.join(', ')
      : value === undefined
        ? ''
        : String(value);

const formatPercent = (value: number): string => {
  const clamped = Math.min(Math.max(value, 0), 1);
  return `${(Math.round(clamped * 10000) / 100).toFixed(2)}%`;
};

/**
 * Runs a builder spec directly (no script, no sandbox) and returns the raw widgets the compiled
 * script would return for the same deck. {@link previewCalculatorSpec} normalizes them.
 */
export function evaluateCalculatorSpec(
  spec: CalculatorSpec,
  pile: CalculatorPile,
  cardsById: CalculatorCardsById,
): { widgets: Record<string, unknown>[] } {
  const deck: Record<string, unknown> = isRecord(pile) ? pile : {};
  const catalog: Record<string, unknown> = isRecord(cardsById) ? cardsById : {};
  const rows: Row[] = Object.keys(deck)
    .map((ref) => {
      const value = deck[ref];
      const quantity = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : 0;
      return { ref, quantity, card: isRecord(catalog[ref]) ? catalog[ref] : undefined };
    })
    .filter((row) => row.quantity > 0);
  const deckTotal = rows.reduce((sum, row) => sum + row.quantity, 0);

  const readers = new Map<string, Read>();
  const reader = (id: string): Read => {
    let read = readers.get(id);
    if (read === undefined) {
      const field: CalculatorField | undefined = getCalculatorField(spec.game, id);
      if (field === undefined) throw new TypeError(`Unknown field ${id} (parse the spec first).`);
      read = (row) => field.read(row.card);
      readers.set(id, read);
    }
    return read;
  };
  const conditionTest = (condition: BuilderCondition): ((row: Row) => boolean) => {
    const read = reader(condition.field);
    if (condition.operator === 'is') return (row) => matchesValue(read(row), condition.value);
    return (row) => condition.values.some((wanted) => matchesValue(read(row), wanted));
  };
  const filterRows = (filter: BuilderFilter): Row[] => {
    if (filter.conditions.length === 0) return rows.slice();
    const tests = filter.conditions.map(conditionTest);
    return rows.filter((row) =>
      filter.match === 'all' ? tests.every((test) => test(row)) : tests.some((test) => test(row)),
    );
  };
  const probNoneOf = (excluded: number, drawCount: number): number => {
    if (deckTotal - excluded < drawCount) return 0;
    let probability = 1;
    for (let i = 0; i < drawCount; i++) {
      probability = (probability * (deckTotal - excluded - i)) / (deckTotal - i);
    }
    return probability;
  };
  const copiesOf = (selection: readonly Row[]): number =>
    selection.reduce((sum, row) => sum + row.quantity, 0);

  const widgets = spec.widgets.map((widget: BuilderWidget): Record<string, unknown> => {
    switch (widget.kind) {
      case 'stat': {
        const selection = filterRows(widget.filter);
        const read = widget.field === null ? null : reader(widget.field);
        const value = statValue(
          weighted(selection, widget.count),
          read,
          widget.aggregate,
          widget.decimals,
        );
        return widget.unit === ''
          ? { kind: 'stat', label: widget.label, value }
          : { kind: 'stat', label: widget.label, value, unit: widget.unit };
      }
      case 'histogram': {
        const selection = filterRows(widget.filter);
        const result = curve(
          weighted(selection, widget.count),
          reader(widget.field),
          widget.bucketSize,
          widget.min,
          widget.max,
        );
        return {
          kind: 'histogram',
          label: widget.label,
          buckets: result.buckets,
          labels: result.labels,
        };
      }
      case 'donut':
      case 'gauge': {
        const field = getCalculatorField(spec.game, widget.groupBy);
        const groups = groupCounts(
          weighted(filterRows(widget.filter), widget.count),
          reader(widget.groupBy),
        );
        const segments = groups.map((group) => ({
          key: group.key,
          label: group.key,
          value: group.value,
          color: '',
        }));
        return field?.vocabulary === undefined
          ? { kind: widget.kind, label: widget.label, segments }
          : { kind: widget.kind, label: widget.label, vocabulary: field.vocabulary, segments };
      }
      case 'table': {
        const selection = filterRows(widget.filter);
        const columns = widget.columns.map((column) => column.label);
        if (widget.groupBy === PER_CARD) {
          const matchTotal = copiesOf(selection);
          const lines = cardLines(selection, widget.count);
          const rowsOut = lines.map((line) =>
            widget.columns.map((column): string | number => {
              switch (column.kind) {
                case 'group':
                  return line.key;
                case 'count':
                  return line.count;
                case 'field':
                  return cellOf(reader(column.field)(line.row));
                case 'possibleStarter':
                  return formatPercent(
                    1 - probNoneOf(line.copies, Math.min(column.draws, deckTotal)),
                  );
                case 'forcedStarter': {
                  const draws = Math.min(column.draws, deckTotal);
                  return formatPercent(
                    probNoneOf(matchTotal - line.copies, draws) - probNoneOf(matchTotal, draws),
                  );
                }
                default:
                  throw new TypeError('Unknown column kind.');
              }
            }),
          );
          return { kind: 'table', label: widget.label, columns, rows: rowsOut };
        }
        const groups = groupCounts(weighted(selection, widget.count), reader(widget.groupBy));
        return {
          kind: 'table',
          label: widget.label,
          columns,
          rows: groups.map((group) =>
            widget.columns.map((column) => (column.kind === 'count' ? group.value : group.key)),
          ),
        };
      }
      case 'hypergeometric': {
        const selection = filterRows(widget.filter);
        const base = {
          kind: 'hypergeometric',
          label: widget.label,
          population: deckTotal,
          successCount: copiesOf(selection),
          draws: widget.draws,
        };
        return widget.exactCounts.length > 0
          ? { ...base, exactCounts: [...widget.exactCounts] }
          : base;
      }
      case 'ratio':
        return {
          kind: 'ratio',
          label: widget.label,
          numerator: sumWeights(
            weighted(filterRows(widget.numerator.filter), widget.numerator.count),
          ),
          denominator: sumWeights(
            weighted(filterRows(widget.denominator.filter), widget.denominator.count),
          ),
          format: widget.format,
        };
      default:
        throw new TypeError(
          `Unknown widget kind: ${String((widget satisfies never as { kind: unknown }).kind)}`,
        );
    }
  });
  return { widgets };
}

/**
 * The builder's live preview: validates a spec and computes its dashboard in-process (no script
 * and no sandbox), normalized exactly like a script's output. The compiled script gives the
 * same dashboard on every deck.
 *
 * @example
 * ```ts
 * import { createBuilderWidget, previewCalculatorSpec } from '@tcgkit/calculator';
 * const dashboard = previewCalculatorSpec(
 *   { game: 'riftbound', widgets: [createBuilderWidget('histogram', 'riftbound')] },
 *   pile,
 *   cardsById,
 * );
 * ```
 */
export function previewCalculatorSpec(
  spec: unknown,
  pile: CalculatorPile,
  cardsById: CalculatorCardsById,
): Result<CalculatorDashboard> {
  const parsed = parseCalculatorSpec(spec);
  if (!parsed.ok) return parsed;
  return ok(normalizeCalculatorResult(evaluateCalculatorSpec(parsed.value, pile, cardsById)));
}
