/**
 * Name matching with typos: the edits from each query word to each distinct name word of the
 * game's vocabulary, computed once per query and looked up on every card.
 */
import { boundedEditDistance, typoBudget } from './edit-distance.js';
import { words } from './fold.js';
import { letterMask, type Pred, type Prepared, popcount, type Vocabulary } from './prepared.js';
import type { Meter } from './work-budget.js';

/** A term of the query that the name ranking reads (a plain word or an `n:` term). */
export interface NameTerm {
  /** The folded value. */
  readonly value: string;
  /** Its words. */
  readonly words: readonly string[];
  /** True when typos are allowed (unquoted `:`), false for exact phrase, `!` and regex. */
  readonly fuzzy: boolean;
  /** The term's own test on the name (for ranking). */
  readonly test: Pred;
  /** Edits from the term to the name (fuzzy terms only), infinite when too far. */
  readonly distance?: (p: Prepared) => number;
}

/** Per query word: edits to each distinct name word (by vocabulary id), computed once per query. */
export class WordDistances {
  /** 0 = not computed yet, else distance + 1. */
  private memo = new Uint8Array(64);
  readonly limit: number;
  private readonly mask: number;
  constructor(
    readonly word: string,
    private readonly vocabulary: Vocabulary,
  ) {
    this.limit = typoBudget(word.length);
    this.mask = letterMask(word);
  }
  private compute(id: number): number {
    const nameWord = this.vocabulary.words[id] as string;
    if (nameWord.includes(this.word)) return 0;
    if (Math.abs(nameWord.length - this.word.length) > this.limit) return this.limit + 1;
    if (popcount(this.mask ^ (this.vocabulary.masks[id] as number)) > 2 * this.limit)
      return this.limit + 1;
    return boundedEditDistance(this.word, nameWord, this.limit);
  }
  /** Ids of every vocabulary word within the typo budget (or containing the word). */
  matchingIds(meter: Meter): number[] {
    const out: number[] = [];
    const n = this.vocabulary.words.length;
    meter.used += n * 16;
    for (let id = 0; id < n; id++) if (this.distance(id) <= this.limit) out.push(id);
    return out;
  }
  /** Ids of every vocabulary word containing the word. */
  containingIds(meter: Meter): number[] {
    const out: number[] = [];
    const words = this.vocabulary.words;
    meter.used += words.length * 4;
    for (let id = 0; id < words.length; id++)
      if ((words[id] as string).includes(this.word)) out.push(id);
    return out;
  }
  /** Edits to the vocabulary word `id` (0 when it contains the query word), or limit + 1. */
  distance(id: number): number {
    if (id >= this.memo.length) {
      const grown = new Uint8Array(Math.max(id + 1, this.memo.length * 2));
      grown.set(this.memo);
      this.memo = grown;
    }
    let v = this.memo[id] as number;
    if (v === 0) {
      v = 1 + this.compute(id);
      this.memo[id] = v;
    }
    return v - 1;
  }
  /** Best distance over a name's words (0 when one contains the query word), or limit + 1. */
  best(ids: readonly number[]): number {
    let best = this.limit + 1;
    for (let i = 0; i < ids.length; i++) {
      const d = this.distance(ids[i] as number);
      if (d < best) {
        best = d;
        if (d === 0) break;
      }
    }
    return best;
  }
}

/** A typo-tolerant name test: the name term it ranks by, and the first word's distances (for the name index). */
export interface FuzzyName {
  readonly term: NameTerm;
  readonly first: WordDistances | undefined;
}

/**
 * The typo-tolerant test of a folded value on card names: each of its words must be within the
 * typo budget of some word of the name (or the whole value inside the name).
 */
export function fuzzyName(value: string, vocabulary: Vocabulary): FuzzyName {
  const qWords = words(value).map((w) => new WordDistances(w, vocabulary));
  const compute = (p: Prepared): number => {
    if (p.name.includes(value)) return 0;
    if (qWords.length === 0) return Number.POSITIVE_INFINITY;
    let total = 0;
    for (const q of qWords) {
      const d = q.best(p.nameWordIds);
      if (d > q.limit) return Number.POSITIVE_INFINITY;
      total += d;
    }
    return total;
  };
  // The search tests a card, then ranks it if it matches: the second call reuses the first.
  let last: Prepared | undefined;
  let lastDistance = 0;
  const distance = (p: Prepared): number => {
    if (p !== last) {
      lastDistance = compute(p);
      last = p;
    }
    return lastDistance;
  };
  return {
    term: {
      value,
      words: words(value),
      fuzzy: true,
      test: (p) => distance(p) !== Number.POSITIVE_INFINITY,
      distance,
    },
    first: qWords[0],
  };
}
