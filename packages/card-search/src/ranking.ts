/**
 * Ranking by name: a card's tier (exact name, every name term, typo match, matched elsewhere),
 * its edits and its name's length, packed into one number a plain numeric sort orders, so a
 * search that ranks 20,000 matches leaves no object per match to the garbage collector.
 */
import type { NameTerm } from './name-match.js';
import type { Prepared } from './prepared.js';

/** How close a card's name is to the name words of a query: lower sorts first. */
export interface NameRank {
  /** 0 exact name, 1 name contains every name term, 2 typo match, 3 matched elsewhere (rules text). */
  readonly tier: 0 | 1 | 2 | 3;
  /** Total edits over the name terms (0 unless `tier` is 2). */
  readonly distance: number;
  /** Length of the card's name (shorter first). */
  readonly nameLength: number;
}

/** Room for the edits in a packed tier (see {@link tierOf}). */
const EDITS = 2 ** 20;

/** Room for the catalog position in a packed rank key (2^33 cards). */
const POSITION = 2 ** 33;

/**
 * A card's tier and edits packed in one number, `tier * EDITS + distance` (no object per match).
 */
function tierOf(terms: readonly NameTerm[], phrase: string, p: Prepared): number {
  if (terms.length === 0) return 3 * EDITS;
  if (phrase !== '' && phrase === p.nameKey) return 0;
  for (const t of terms) if (t.value === p.name) return 0;
  let tier = 1;
  let distance = 0;
  for (const t of terms) {
    if (p.name.includes(t.value)) continue;
    if (!t.distance) {
      if (!t.test(p)) tier = 3;
      continue;
    }
    const d = t.distance(p);
    if (d === Number.POSITIVE_INFINITY) tier = 3;
    else {
      distance += d;
      if (d > 0 && tier < 2) tier = 2;
    }
  }
  return tier === 3 ? 3 * EDITS : tier * EDITS + Math.min(distance, EDITS - 1);
}

/** The rank of a card's name against the query's name terms (`phrase`: their words, joined). */
export function rankOf(terms: readonly NameTerm[], phrase: string, p: Prepared): NameRank {
  const t = tierOf(terms, phrase, p);
  const tier = Math.floor(t / EDITS) as NameRank['tier'];
  return { tier, distance: t - tier * EDITS, nameLength: p.name.length };
}

/**
 * One number per match: tier, edits (up to 63), name length (up to 1,023) and catalog position
 * packed into 51 bits (exact in a double), so sorting the keys as numbers orders the matches by
 * rank, then by position. {@link positionOfKey} reads the position back.
 */
export function rankKey(
  terms: readonly NameTerm[],
  phrase: string,
  p: Prepared,
  position: number,
): number {
  const t = tierOf(terms, phrase, p);
  const tier = Math.floor(t / EDITS);
  const distance = Math.min(t - tier * EDITS, 63);
  return ((tier * 64 + distance) * 1024 + Math.min(p.name.length, 1023)) * POSITION + position;
}

/** The catalog position a {@link rankKey} holds. */
export function positionOfKey(key: number): number {
  return key % POSITION;
}
