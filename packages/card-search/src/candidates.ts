/**
 * Candidates: a superset of the matching cards found through the catalog's indexes (name words,
 * rules-text trigrams, field values), so a query with a name or text term checks a few hundred
 * cards instead of every card. Every lookup is charged to the search's work meter.
 */
import type { AnySearchCard } from './card-shapes.js';
import type { FieldDefinition } from './field-types.js';
import type { WordDistances } from './name-match.js';
import {
  type CatalogIndex,
  fieldPostings,
  namePostings,
  textTrigrams,
  trigramBucket,
} from './prepared.js';
import type { QueryNode } from './types.js';
import { BUDGET_STOP, type Meter } from './work-budget.js';

/** Sorted card positions that may match, or `null` when every card may. */
export type Candidates = (index: CatalogIndex, meter: Meter) => readonly number[] | null;

/** Positions in any of the lists (all sorted ascending), sorted. */
export function unionSorted(
  lists: readonly (readonly number[])[],
  size: number,
  meter: Meter,
): number[] {
  if (lists.length === 1) return lists[0] as number[];
  meter.used += size;
  for (const l of lists) meter.used += l.length;
  const mark = new Uint8Array(size);
  for (const l of lists) for (let i = 0; i < l.length; i++) mark[l[i] as number] = 1;
  const out: number[] = [];
  for (let i = 0; i < size; i++) if (mark[i]) out.push(i);
  return out;
}

/** Cards with a name word close to (or containing) the first word of the value. */
export function nameCandidates(first: WordDistances | undefined, fuzzy: boolean): Candidates {
  return (index, meter) => {
    if (!first) return null;
    const postings = namePostings(index);
    const ids = fuzzy ? first.matchingIds(meter) : first.containingIds(meter);
    const lists: number[][] = [];
    for (const id of ids) {
      const l = postings[id];
      if (l) lists.push(l);
    }
    return unionSorted(lists, index.list.length, meter);
  };
}

/**
 * Cards whose text may hold the value: the shortest trigram bucket of its three-character slices
 * among the indexed cards, plus every card not indexed yet (the index grows with each search).
 */
export function textCandidates(
  value: string,
  fieldIndex: number,
  field: FieldDefinition<AnySearchCard>,
): Candidates {
  return (index, meter) => {
    if (value.length < 3) return null;
    const { trigrams } = textTrigrams(index, fieldIndex, field);
    meter.used += value.length * 8;
    let best: readonly number[] | undefined;
    for (let k = 0; k + 3 <= value.length; k++) {
      const l = trigrams.buckets[trigramBucket(value, k)] ?? [];
      if (!best || l.length < best.length) best = l;
      if (l.length === 0) break;
    }
    const n = index.list.length;
    if (!best || trigrams.upTo >= n) return best ?? null;
    const out = best.slice();
    for (let i = trigrams.upTo; i < n; i++) out.push(i);
    meter.used += out.length;
    return out;
  };
}

/** Cards whose value (or number) passes `keep`, from the field's postings. */
export function postingCandidates(
  fieldIdx: number,
  field: FieldDefinition<AnySearchCard>,
  keep: (key: string | number) => boolean,
): Candidates {
  return (index, meter) => {
    const lists: number[][] = [];
    const postings = fieldPostings(index, fieldIdx, field);
    meter.used += postings.size * 16;
    for (const [key, list] of postings) if (keep(key)) lists.push(list);
    return lists.length === 0 ? [] : unionSorted(lists, index.list.length, meter);
  };
}

/** Positions in every list (all sorted ascending). */
function intersectSorted(lists: readonly (readonly number[])[], meter: Meter): number[] {
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  for (const l of lists) meter.used += l.length;
  let out = [...(sorted[0] as readonly number[])];
  for (let k = 1; k < sorted.length && out.length > 0; k++) {
    const other = sorted[k] as readonly number[];
    const next: number[] = [];
    let j = 0;
    for (const v of out) {
      while (j < other.length && (other[j] as number) < v) j++;
      if (other[j] === v) next.push(v);
    }
    out = next;
  }
  return out;
}

/**
 * The candidate positions of a whole query: its leaves' lookups, intersected under an `and` and
 * united under an `or` (`null`, every card, under a `not` or where a leaf has no index). Throws
 * {@link BUDGET_STOP} once the lookups alone spend the budget.
 */
export function candidatesOf(
  node: QueryNode | null,
  leaves: ReadonlyMap<QueryNode, Candidates>,
  index: CatalogIndex,
  meter: Meter,
): readonly number[] | null {
  if (!node) return null;
  switch (node.type) {
    case 'word':
    case 'field':
    case 'shortcut':
      return leaves.get(node)?.(index, meter) ?? null;
    case 'not':
      return null;
    case 'and': {
      const lists: (readonly number[])[] = [];
      for (const child of node.children) {
        const c = candidatesOf(child, leaves, index, meter);
        // Each term's lookup is charged (a typo-tolerant one scans the name vocabulary), and a
        // query of hundreds of them can spend the budget before any card is checked.
        if (meter.used > meter.limit) throw BUDGET_STOP;
        if (c) lists.push(c);
        // An empty list settles the whole AND: no need to look up the other terms.
        if (c && c.length === 0) return c;
      }
      return lists.length === 0
        ? null
        : lists.length === 1
          ? (lists[0] as readonly number[])
          : intersectSorted(lists, meter);
    }
    case 'or': {
      const lists: (readonly number[])[] = [];
      for (const child of node.children) {
        const c = candidatesOf(child, leaves, index, meter);
        if (meter.used > meter.limit) throw BUDGET_STOP;
        if (!c) return null;
        lists.push(c);
      }
      return unionSorted(lists, index.list.length, meter);
    }
    default:
      return null;
  }
}
