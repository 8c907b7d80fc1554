import type { AnySearchCard, SearchCardOf } from './card-shapes.js';
import { attackCostMatches, type EnergyMix, parseCostSymbols } from './cost.js';
import { boundedEditDistance, typoBudget } from './edit-distance.js';
import { CardSearchErrors } from './errors.js';
import type { FieldDefinition, GameSearchDefinition } from './field-types.js';
import { fold, words } from './fold.js';
import { anyDefinition, findField, findShortcut, virtualValueOf } from './games.js';
import { combine, parse } from './parser.js';
import {
  type CatalogIndex,
  catalogValues,
  fieldPostings,
  gameCache,
  letterMask,
  namePostings,
  type Prepared,
  popcount,
  prepare,
  preparedField,
  prepareList,
  squash,
  textTrigrams,
  trigramBucket,
  type Vocabulary,
} from './prepared.js';
import { didYouMean, suggest } from './suggest.js';
import type {
  FieldNode,
  ParsedQuery,
  QueryNode,
  SearchGame,
  SearchIssue,
  SearchOperator,
  WordNode,
} from './types.js';
import { compileUserRegex, type UserRegex } from './user-regex.js';

/** How close a card's name is to the name words of a query: lower sorts first. */
export interface NameRank {
  /** 0 exact name, 1 name contains every name term, 2 typo match, 3 matched elsewhere (rules text). */
  readonly tier: 0 | 1 | 2 | 3;
  /** Total edits over the name terms (0 unless `tier` is 2). */
  readonly distance: number;
  /** Length of the card's name (shorter first). */
  readonly nameLength: number;
}

/** Options of {@link CompiledQuery.search}. */
export interface SearchOptions {
  /**
   * Sort best name matches first when the query has a plain word or a `n:` term (default `true`).
   * Pass `false` when the user picked a sort of their own: the caller's order is kept.
   */
  readonly rank?: boolean;
  /** Return at most this many cards. */
  readonly limit?: number;
  /**
   * Work units the search may spend (default {@link DEFAULT_WORK_BUDGET}; `Infinity` for no
   * limit). Work is counted, not timed, in units of about a nanosecond of CPU on the benchmark
   * machine: each card checked, each term test that runs (an `and` stops paying at its first
   * failing term), each regex engine call and each character it or a substring test reads, each
   * index list merged, each match ranked. A search that runs out stops and returns what it found;
   * {@link CompiledQuery.searchReport} says so.
   */
  readonly budget?: number;
}

/** Options of {@link compile}. */
export interface CompileOptions<C> {
  /**
   * The catalog the query will search. With it, a value field term (`kw:`, `region:`, `t:`,
   * `e:`, `tag:`, `domain:` …) whose value no card has gets a `card-search/no-such-value`
   * warning with "did you mean" values from the catalog's own vocabulary.
   */
  readonly catalog?: readonly C[];
}

/** What {@link CompiledQuery.searchReport} returns: the cards, and whether the search finished. */
export interface SearchReport<T> {
  /** The matching cards found (all of them when `complete`). */
  readonly cards: T[];
  /** False when the work budget ran out before every candidate card was checked. */
  readonly complete: boolean;
  /** How many candidate cards were checked. */
  readonly checked: number;
  /** Work units spent. */
  readonly work: number;
  /** `card-search/budget-exceeded` when incomplete, else empty. */
  readonly issues: readonly SearchIssue[];
}

/** A query compiled for one game: match and rank many cards without parsing again. */
export interface CompiledQuery<C> {
  /** The query text. */
  readonly query: string;
  /** The game the query was compiled for. */
  readonly game: SearchGame;
  /** The syntax tree of the valid part of the query (`null`: matches every card). */
  readonly ast: QueryNode | null;
  /** Every problem, syntax and per-game, sorted by position. Errors left their term out; warnings did not. */
  readonly issues: readonly SearchIssue[];
  /** True when the query has a plain word or `n:` term, so results are ranked by name. */
  readonly ranked: boolean;
  /** Whether a card matches. */
  matches(card: C): boolean;
  /** How close the card's name is to the query's name terms (for sorting). */
  rank(card: C): NameRank;
  /**
   * The matching cards, best name matches first when {@link CompiledQuery.ranked}, else in the
   * given order. Returns the caller's own card type (for example `LorCard` from `@tcgkit/cards`).
   */
  search<T extends C>(cards: readonly T[], options?: SearchOptions): T[];
  /**
   * Like {@link CompiledQuery.search}, with a report: whether the search finished within its
   * work budget, how many cards it checked and the work it spent.
   */
  searchReport<T extends C>(cards: readonly T[], options?: SearchOptions): SearchReport<T>;
}

// ---------------------------------------------------------------------------------------------
// Name matching with typos.

type Pred = (p: Prepared) => boolean;

/**
 * Work done by the running search, in units of roughly a nanosecond of CPU on the benchmark
 * machine: each card checked, each term test actually run (an `and` that fails early does not pay
 * for its other terms), each character a regex engine or a native `includes` reads, and the search
 * stops once its budget is spent. Counted, not timed, so the same query on the same cards always
 * stops at the same card.
 */
interface Meter {
  used: number;
  /**
   * The running search's budget (infinite outside a search). A regex engine call, the costliest
   * single step, is not started past it: the search stops inside the card (see {@link BudgetStop}).
   */
  limit: number;
}

/**
 * Thrown inside a card's test when the budget is spent before a regex engine call, so a card with
 * many long texts and costly patterns (a 40-regex `or`) cannot overshoot the budget by much: the
 * search stops at that card, as if it had stopped before it (a card's test has no side effects).
 */
class BudgetStop {}
const BUDGET_STOP = new BudgetStop();

interface NameTerm {
  /** The folded value. */
  readonly value: string;
  /** Its words. */
  readonly words: readonly string[];
  /** True when typos are allowed (unquoted `:`), false for exact phrase, `!` and regex. */
  readonly fuzzy: boolean;
  /** The term's own test on the name (for ranking). */
  readonly test: (p: Prepared) => boolean;
  /** Edits from the term to the name (fuzzy terms only), infinite when too far. */
  readonly distance?: (p: Prepared) => number;
}

/** Per query word: edits to each distinct name word (by vocabulary id), computed once per query. */
class WordDistances {
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

function fuzzyName(
  value: string,
  vocabulary: Vocabulary,
): { test: Pred; distance: (p: Prepared) => number; first: WordDistances | undefined } {
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
  return { test: (p) => distance(p) !== Number.POSITIVE_INFINITY, distance, first: qWords[0] };
}

// ---------------------------------------------------------------------------------------------
// Candidates: a superset of the matching cards found through the catalog's indexes, so a query
// with a name or text term checks a few hundred cards instead of every card.

/** Sorted card positions that may match, or `null` when every card may. */
type Candidates = (index: CatalogIndex, meter: Meter) => readonly number[] | null;

function unionSorted(lists: readonly (readonly number[])[], size: number, meter: Meter): number[] {
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
function nameCandidates(first: WordDistances | undefined, fuzzy: boolean): Candidates {
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
function textCandidates(
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
function postingCandidates(
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

function candidatesOf(
  node: QueryNode | null,
  leaves: Map<QueryNode, Candidates>,
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

// ---------------------------------------------------------------------------------------------

function regexOf(source: string): UserRegex {
  // Already validated (compiles, and runs in linear time on its engine) by the lexer.
  const r = compileUserRegex(source);
  if (!r.ok) throw new Error(`card-search: regex /${source}/ was accepted but cannot run`);
  return r.regex;
}

const NEVER: Pred = () => false;

/** A card test that reads a malformed card (wrong types in `game`) as not matching, never throwing. */
function guarded<C>(test: (card: C) => boolean): (card: C) => boolean {
  return (card) => {
    try {
      return test(card) === true;
    } catch {
      return false;
    }
  };
}

/** Whether some text matches, skipping texts that lack a literal every match contains. */
function anyMatches(list: readonly string[], re: UserRegex, meter: Meter): boolean {
  const required = re.required;
  outer: for (let i = 0; i < list.length; i++) {
    const text = list[i] as string;
    meter.used += 1 + ((text.length * required.length) >> 2);
    for (let k = 0; k < required.length; k++)
      if (!text.includes(required[k] as string)) continue outer;
    if (meter.used > meter.limit) throw BUDGET_STOP;
    meter.used += (re.engine === 're2' ? RE2_CALL : JS_CALL) + text.length * re.weight;
    if (re.test(text)) return true;
  }
  return false;
}

function anyIncludes(list: readonly string[], part: string): boolean {
  for (let i = 0; i < list.length; i++) if ((list[i] as string).includes(part)) return true;
  return false;
}

function anyEquals(list: readonly string[], value: string): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === value) return true;
  return false;
}

function anyCost(costs: readonly EnergyMix[], op: SearchOperator, mix: EnergyMix): boolean {
  for (let i = 0; i < costs.length; i++)
    if (attackCostMatches(costs[i] as EnergyMix, op, mix)) return true;
  return false;
}

function compareNumbers(a: number, op: SearchOperator, b: number): boolean {
  switch (op) {
    case ':':
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    default: {
      const never: never = op;
      throw new Error(`unknown operator ${String(never)}`);
    }
  }
}

/**
 * Work units one search may spend by default. The units are calibrated (see the constants below
 * and the regex weights in `user-regex.ts`) to about a nanosecond of CPU each on the shared 2-core
 * benchmark machine under load, so that the fuzz run's and the hand-made worst queries stay under
 * 50 ms of CPU time on 20,000 real cards; `pnpm bench card-search` prints the worst.
 */
export const DEFAULT_WORK_BUDGET = 20_000_000;
/** Units per candidate card checked: the loop, the test's call and keeping a match. */
const PER_CARD = 150;
/** Units per run of a field test on a prepared card (a value, number or cost compared). */
const PER_FIELD_TEST = 100;
/**
 * Units per run of a shortcut: a shortcut reads the card itself (a Pokémon one folds the card's
 * subtypes: about 0.7 µs a card on the loaded machine).
 */
const PER_SHORTCUT_TEST = 250;
/**
 * Units per run of a plain word's test: the typo-tolerant name test (edits per distinct name
 * word are computed once per query, then looked up) and a call into the rules-text test, whose
 * characters are counted on their own.
 */
const PER_WORD_TEST = 350;
/** Units per call of a native `includes` on a text, plus half a unit per character. */
const INCLUDES_CALL = 20;
/** Units per call of the RE2 engine: it sets up a matcher each time (0.15 to 1 µs on a short name, by pattern). */
const RE2_CALL = 1000;
/** Units per call of JavaScript's engine. */
const JS_CALL = 40;
/** Units per attack whose energy mix a cost test compares. */
const PER_ATTACK_COST = 100;
/**
 * Units per name term for ranking one match (a typo-tolerant term reuses the edits its test just
 * computed on the card).
 */
const PER_RANKED_TERM = 150;
/**
 * Units per ranked match: its rank's key, and its share of sorting the matches (a full scan that
 * matches nearly every card, `jinx or -kw:x`, ranks them all: about 0.3 µs a match with one term
 * on the benchmark machine, against 0.21 µs charged before).
 */
const PER_RANKED_MATCH = 120;

/** Room for the catalog position in a packed rank key (2^33 cards). */
const POSITION = 2 ** 33;

const ORDERING: readonly SearchOperator[] = ['<', '<=', '>', '>='];
const NUMBER = /^-?\d+(\.\d+)?$/;

interface Compiler {
  readonly def: GameSearchDefinition<AnySearchCard>;
  readonly vocabulary: Vocabulary;
  readonly issues: SearchIssue[];
  readonly nameTerms: NameTerm[];
  /** Candidate finders of the leaf terms that can use an index. */
  readonly candidates: Map<QueryNode, Candidates>;
  /** The running search's work (reset by each search). */
  readonly meter: Meter;
  /** The catalog given to compile, prepared. */
  readonly catalog: CatalogIndex | null;
}

function problem(
  c: Compiler,
  code: SearchIssue['code'],
  start: number,
  end: number,
  message: string,
  severity: SearchIssue['severity'],
  suggestions?: readonly string[],
): void {
  c.issues.push(
    suggestions && suggestions.length > 0
      ? { code, start, end, message, severity, suggestions }
      : { code, start, end, message, severity },
  );
}

function fieldIndex(c: Compiler, field: FieldDefinition<AnySearchCard>): number {
  return c.def.fields.indexOf(field);
}

function textPred(
  c: Compiler,
  fieldName: string,
  node: { value: string; mode: WordNode['mode'] },
  op: SearchOperator,
): Pred {
  const field = findField(c.def, fieldName) as FieldDefinition<AnySearchCard>;
  const idx = fieldIndex(c, field);
  const value = fold(node.value);
  const meter = c.meter;
  if (node.mode === 'regex') {
    const re = regexOf(node.value);
    return (p) => anyMatches(preparedField(p, idx, field).strings, re, meter);
  }
  const exact = node.mode === 'exact' || op === '=' || op === '!=';
  if (exact) {
    const eq: Pred = (p) => anyEquals(preparedField(p, idx, field).strings, value);
    return op === '!=' ? (p) => !eq(p) : eq;
  }
  return (p) => {
    const joined = preparedField(p, idx, field).joined;
    meter.used += INCLUDES_CALL + (joined.length >> 1);
    return joined.includes(value);
  };
}

function compileWord(c: Compiler, node: WordNode): Pred {
  const nameField = findField(c.def, 'name') as FieldDefinition<AnySearchCard>;
  const textField = findField(c.def, 'text') as FieldDefinition<AnySearchCard>;
  const textIndex = fieldIndex(c, textField);
  const inName = textPred(c, nameField.name, node, ':');
  const inText = textPred(c, textField.name, node, ':');
  const value = fold(node.value);
  const fuzzy = fuzzyName(value, c.vocabulary);
  if (node.mode === 'plain') {
    const names = nameCandidates(fuzzy.first, !node.quoted);
    const texts = textCandidates(value, textIndex, textField);
    c.candidates.set(node, (index, meter) => {
      // Rules text first: while its index is young (a new catalog), most cards are still
      // candidates, and the name index would narrow nothing, so it is not built yet.
      const b = texts(index, meter);
      if (!b || b.length * 2 > index.list.length) return null;
      const a = names(index, meter);
      return a ? unionSorted([a, b], index.list.length, meter) : null;
    });
  }
  if (node.mode === 'plain' && !node.quoted) {
    c.nameTerms.push({
      value,
      words: words(value),
      fuzzy: true,
      test: fuzzy.test,
      distance: fuzzy.distance,
    });
    return (p) => fuzzy.test(p) || inText(p);
  }
  c.nameTerms.push({ value, words: words(value), fuzzy: false, test: inName });
  return (p) => inName(p) || inText(p);
}

/**
 * With a catalog: warns when no card has the value (`:` contains, `!`, `=`, `!=` a whole value),
 * suggesting the catalog's closest values of that field.
 */
function checkCatalogValue(
  c: Compiler,
  node: FieldNode,
  idx: number,
  field: FieldDefinition<AnySearchCard>,
  key: string,
): void {
  const index = c.catalog as CatalogIndex;
  const values = catalogValues(index, idx, field);
  const whole = node.mode === 'exact' || node.op === '=' || node.op === '!=';
  for (const k of values.keys()) if (whole ? k === key : k.includes(key)) return;
  const byKey = new Map<string, string>();
  for (const [k, display] of values) byKey.set(k, display);
  // Values holding what was typed first (kw=strike: QuickStrike), then the closest spellings.
  const holding = [...byKey.keys()].filter((k) => k.includes(key)).sort();
  const close = suggest(key, [...byKey.keys()]);
  const suggestions = [...new Set([...holding, ...close])]
    .slice(0, 3)
    .map((k) => byKey.get(k) as string);
  problem(
    c,
    CardSearchErrors.noSuchValue,
    node.start + node.field.length + node.op.length,
    node.end,
    `No card in this catalog has a ${field.name} ${whole ? 'equal to' : 'containing'} "${node.value}", so this term matches no cards.${didYouMean(suggestions, `${node.field}:`)}`,
    'warning',
    suggestions,
  );
}

function compileField(c: Compiler, node: FieldNode): Pred | null {
  const field = findField(c.def, node.field);
  const valueStart = node.start + node.field.length + node.op.length;
  if (!field) {
    const names = c.def.fields.flatMap((f) => [f.name, ...f.aliases]);
    const suggestions = suggest(node.field, [...names, 'is', 'not']);
    problem(
      c,
      CardSearchErrors.unknownField,
      node.start,
      node.start + node.field.length,
      `This game has no field "${node.field}", so this term matches no cards.${didYouMean(suggestions)}`,
      'warning',
      suggestions,
    );
    return NEVER;
  }
  const idx = fieldIndex(c, field);
  const opStart = node.start + node.field.length;
  const opEnd = opStart + node.op.length;
  const notComparable = (): null => {
    problem(
      c,
      CardSearchErrors.notComparable,
      opStart,
      opEnd,
      `"${field.name}" has no order, so "${node.op}" cannot be used with it: use ":" (contains), "=" or "!=".`,
      'error',
    );
    return null;
  };
  switch (field.kind) {
    case 'text': {
      if (ORDERING.includes(node.op)) return notComparable();
      if (field.name === 'name' && node.mode === 'plain' && !node.quoted && node.op === ':') {
        const value = fold(node.value);
        const fuzzy = fuzzyName(value, c.vocabulary);
        c.candidates.set(node, nameCandidates(fuzzy.first, true));
        c.nameTerms.push({
          value,
          words: words(value),
          fuzzy: true,
          test: fuzzy.test,
          distance: fuzzy.distance,
        });
        return fuzzy.test;
      }
      const pred = textPred(c, field.name, node, node.op);
      if (node.mode === 'regex' && field.name === 'text') {
        // Every match contains the pattern's literal runs: the rules-text index narrows on them.
        const runs = regexOf(node.value).required.filter((r) => r.length >= 3);
        if (runs.length > 0) {
          const finders = runs.map((r) => textCandidates(r, idx, field));
          c.candidates.set(node, (index, meter) => {
            let best: readonly number[] | null = null;
            for (const f of finders) {
              const l = f(index, meter);
              if (l && (!best || l.length < best.length)) best = l;
            }
            return best;
          });
        }
      }
      if (node.mode !== 'regex' && node.op !== '!=') {
        const value = fold(node.value);
        if (field.name === 'name') {
          c.candidates.set(node, nameCandidates(fuzzyName(value, c.vocabulary).first, false));
        } else if (field.name === 'text') {
          c.candidates.set(node, textCandidates(value, idx, field));
        }
      }
      if (field.name === 'name' && node.op !== '!=') {
        const value = fold(node.value);
        c.nameTerms.push({ value, words: words(value), fuzzy: false, test: pred });
      }
      return pred;
    }
    case 'value': {
      const value = fold(node.value);
      const key = squash(value);
      const virtual = virtualValueOf(field, value);
      if (
        virtual &&
        node.mode !== 'regex' &&
        (node.op === ':' || node.op === '=' || node.op === '!=')
      ) {
        // It reads the card itself, like a shortcut.
        const read = guarded(virtual.test);
        const test = charged(c.meter, PER_SHORTCUT_TEST - PER_FIELD_TEST, (p) => read(p.card));
        return node.op === '!=' ? (p) => !test(p) : test;
      }
      if (node.mode === 'regex') {
        const re = regexOf(node.value);
        const meter = c.meter;
        return (p) => anyMatches(preparedField(p, idx, field).strings, re, meter);
      }
      // With a listed order, every operator but ":" compares ranks (values outside the list never match).
      if (node.op !== ':' && (field.values || ORDERING.includes(node.op))) {
        if (!field.values) return notComparable();
        const ranks = field.values.map((v) => squash(fold(v)));
        const want = ranks.indexOf(key);
        if (want < 0) {
          const suggestions = suggest(node.value, field.values);
          problem(
            c,
            CardSearchErrors.unknownValue,
            valueStart,
            node.end,
            `"${node.value}" is not one of the ordered values of ${field.name} (${field.values.join(', ')}), so this comparison matches no cards.${didYouMean(suggestions)}`,
            'warning',
            suggestions,
          );
          return NEVER;
        }
        const op = node.op;
        if (op === '!=') {
          // Some listed value, and none of them equal (a Demacia-Noxus card is not region!=demacia).
          return (p) => {
            let listed = false;
            for (const s of preparedField(p, idx, field).squashed) {
              const r = ranks.indexOf(s);
              if (r === want) return false;
              if (r >= 0) listed = true;
            }
            return listed;
          };
        }
        c.candidates.set(
          node,
          postingCandidates(idx, field, (k) => {
            const r = ranks.indexOf(k as string);
            return r >= 0 && compareNumbers(r, op, want);
          }),
        );
        return (p) => {
          for (const s of preparedField(p, idx, field).squashed) {
            const r = ranks.indexOf(s);
            if (r >= 0 && compareNumbers(r, op, want)) return true;
          }
          return false;
        };
      }
      if (c.catalog) checkCatalogValue(c, node, idx, field, key);
      if (node.mode === 'exact' || node.op === '=' || node.op === '!=') {
        const eq: Pred = (p) => anyEquals(preparedField(p, idx, field).squashed, key);
        if (node.op !== '!=')
          c.candidates.set(
            node,
            postingCandidates(idx, field, (k) => k === key),
          );
        return node.op === '!=' ? (p) => !eq(p) : eq;
      }
      c.candidates.set(
        node,
        postingCandidates(idx, field, (k) => (k as string).includes(key)),
      );
      return (p) => anyIncludes(preparedField(p, idx, field).squashed, key);
    }
    case 'number':
    case 'cost': {
      if (node.mode !== 'plain') {
        problem(
          c,
          CardSearchErrors.unsupportedPattern,
          valueStart,
          node.end,
          `"${field.name}" is a number: compare it with a number, like ${node.field}${node.op === ':' ? '=' : node.op}3.`,
          'error',
        );
        return null;
      }
      const text = node.value.trim();
      if (NUMBER.test(text)) {
        const n = Number(text);
        const op = node.op;
        c.candidates.set(
          node,
          postingCandidates(idx, field, (k) => typeof k === 'number' && compareNumbers(k, op, n)),
        );
        return (p) => {
          const v = preparedField(p, idx, field).num;
          return v !== undefined && compareNumbers(v, op, n);
        };
      }
      if (field.kind === 'number') {
        problem(
          c,
          CardSearchErrors.invalidNumber,
          valueStart,
          node.end,
          `"${field.name}" takes a number, and "${node.value}" is not one.`,
          'error',
        );
        return null;
      }
      const mix = parseCostSymbols(text);
      if (!mix) {
        problem(
          c,
          CardSearchErrors.invalidCost,
          valueStart,
          node.end,
          `"${node.value}" is neither a number nor energy symbols, so this term matches no cards. Symbols are capital letters (R W L G P F D M Y N C, * for any), with optional counts (1R2C) or full names in braces ({Fire}).`,
          'warning',
        );
        return NEVER;
      }
      const op = node.op;
      const meter = c.meter;
      if (op === '!=') {
        return (p) => {
          const costs = preparedField(p, idx, field).costs;
          meter.used += costs.length * PER_ATTACK_COST;
          return costs.length > 0 && !anyCost(costs, '=', mix);
        };
      }
      return (p) => {
        const costs = preparedField(p, idx, field).costs;
        meter.used += costs.length * PER_ATTACK_COST;
        return anyCost(costs, op, mix);
      };
    }
    default: {
      const never: never = field;
      throw new Error(`card-search: unknown field kind ${JSON.stringify(never)}`);
    }
  }
}

/** A term's test that adds its cost to the meter each time it runs. */
function charged(meter: Meter, units: number, pred: Pred): Pred {
  return (p) => {
    meter.used += units;
    return pred(p);
  };
}

function compileNode(c: Compiler, node: QueryNode, positive: boolean): Pred | null {
  switch (node.type) {
    case 'word': {
      const before = c.nameTerms.length;
      const pred = compileWord(c, node);
      if (!positive) c.nameTerms.length = before;
      return charged(c.meter, PER_WORD_TEST, pred);
    }
    case 'field': {
      const before = c.nameTerms.length;
      const pred = compileField(c, node);
      if (!positive) c.nameTerms.length = before;
      return pred && charged(c.meter, PER_FIELD_TEST, pred);
    }
    case 'shortcut': {
      const sc = findShortcut(c.def, node.name);
      if (!sc) {
        const suggestions = suggest(
          node.name,
          c.def.shortcuts.map((s) => s.name),
        );
        problem(
          c,
          CardSearchErrors.unknownShortcut,
          node.start,
          node.end,
          `This game has no shortcut "${node.negated ? 'not' : 'is'}:${node.name}", so this term matches no cards.${didYouMean(suggestions, `${node.negated ? 'not' : 'is'}:`)}`,
          'warning',
          suggestions,
        );
        // not:unknown is -is:unknown: it leaves out nothing.
        return node.negated ? () => true : NEVER;
      }
      const test = guarded(sc.test);
      const meter = c.meter;
      return node.negated
        ? (p) => {
            meter.used += PER_SHORTCUT_TEST;
            return !test(p.card);
          }
        : (p) => {
            meter.used += PER_SHORTCUT_TEST;
            return test(p.card);
          };
    }
    case 'not': {
      const inner = compileNode(c, node.child, !positive);
      return inner ? (p) => !inner(p) : null;
    }
    case 'and': {
      const preds = node.children
        .map((ch) => compileNode(c, ch, positive))
        .filter((p): p is Pred => p !== null);
      if (preds.length === 0) return null;
      return (p) => {
        for (const pr of preds) if (!pr(p)) return false;
        return true;
      };
    }
    case 'or': {
      const preds = node.children
        .map((ch) => compileNode(c, ch, positive))
        .filter((p): p is Pred => p !== null);
      if (preds.length === 0) return null;
      return (p) => {
        for (const pr of preds) if (pr(p)) return true;
        return false;
      };
    }
    default: {
      const never: never = node;
      throw new Error(`card-search: unknown node ${JSON.stringify(never)}`);
    }
  }
}

/** Removes terms that had errors from the tree, so `ast` shows what actually runs. */
function pruneErrors(node: QueryNode | null, errors: readonly SearchIssue[]): QueryNode | null {
  if (!node) return null;
  const bad = (n: QueryNode): boolean => errors.some((e) => e.start >= n.start && e.end <= n.end);
  switch (node.type) {
    case 'word':
    case 'field':
    case 'shortcut':
      return bad(node) ? null : node;
    case 'not': {
      const child = pruneErrors(node.child, errors);
      return child ? (child === node.child ? node : { ...node, child }) : null;
    }
    case 'and':
    case 'or': {
      const kids = node.children
        .map((k) => pruneErrors(k, errors))
        .filter((k): k is QueryNode => k !== null);
      if (kids.length === node.children.length && kids.every((k, i) => k === node.children[i]))
        return node;
      return combine(node.type, kids);
    }
    default:
      return node;
  }
}

/** Room for the edits in a packed tier (see {@link tierOf}). */
const EDITS = 2 ** 20;

function rankOf(terms: readonly NameTerm[], phrase: string, p: Prepared): NameRank {
  const t = tierOf(terms, phrase, p);
  const tier = Math.floor(t / EDITS) as NameRank['tier'];
  return { tier, distance: t - tier * EDITS, nameLength: p.name.length };
}

/**
 * A card's tier and edits packed in one number, `tier * EDITS + distance` (no object per match:
 * a search that ranks 20,000 matches would leave 20,000 of them to the garbage collector).
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

/**
 * Compiles a query for one game: parses it (if given as text), checks every field, shortcut, value
 * and regular expression against the game's definition, and returns a predicate and a ranker that
 * run over a whole catalog without parsing again. Never throws on bad input: problems are in
 * `issues` with their character ranges, and the valid rest of the query still runs.
 *
 * @example
 * ```ts
 * import { compile } from '@tcgkit/card-search';
 * const q = compile('t:unit cost<=2 region:demacia', 'lor');
 * const found = q.search(cards); // Demacia units that cost 2 or less
 * compile('jnx', 'lor').search(cards)[0]?.name; // 'Jinx'
 * compile('kw:elusvie', 'lor', { catalog: cards }).issues[0]?.suggestions; // ['Elusive']
 * const report = compile('o:/(a+)+$/', 'lor').searchReport(cards);
 * report.complete; // false only when the work budget ran out (then report.issues says so)
 * ```
 */
export function compile<G extends SearchGame>(
  query: string | ParsedQuery,
  game: G,
  options: CompileOptions<SearchCardOf<G>> = {},
): CompiledQuery<SearchCardOf<G>> {
  const parsed = typeof query === 'string' ? parse(query) : query;
  const def = anyDefinition(game);
  const cache = gameCache(def);
  const fieldCount = def.fields.length;
  const meter: Meter = { used: 0, limit: Number.POSITIVE_INFINITY };
  const c: Compiler = {
    def,
    vocabulary: cache.vocabulary,
    issues: [...parsed.issues],
    nameTerms: [],
    candidates: new Map(),
    meter,
    catalog: options.catalog
      ? prepareList(cache, fieldCount, options.catalog as readonly AnySearchCard[])
      : null,
  };
  const pred = parsed.ast ? compileNode(c, parsed.ast, true) : null;
  c.issues.sort((a, b) => a.start - b.start || a.end - b.end);
  const errors = c.issues.filter((i) => i.severity === 'error');
  const ast = pruneErrors(parsed.ast, errors);
  const terms = c.nameTerms;
  const phrase = terms.flatMap((t) => t.words).join(' ');
  const ranked = terms.length > 0;
  const perCard = PER_CARD;
  const rankCost = PER_RANKED_MATCH + terms.length * PER_RANKED_TERM;

  function run<T extends SearchCardOf<G>>(
    cards: readonly T[],
    options: SearchOptions,
  ): SearchReport<T> {
    const budget = options.budget ?? DEFAULT_WORK_BUDGET;
    const outer = meter.used;
    const outerLimit = meter.limit;
    meter.used = 0;
    meter.limit = budget;
    try {
      const index = prepareList(cache, fieldCount, cards);
      const list = index.list;
      const limit = options.limit === undefined ? cards.length : Math.max(0, options.limit);
      // Only cards the indexes cannot rule out are checked; positions stay in catalog order.
      let only: readonly number[] | null = null;
      // Set when the index lookups spent the whole budget: no card is checked.
      let stoppedBefore = false;
      try {
        only = c.candidates.size > 0 ? candidatesOf(ast, c.candidates, index, meter) : null;
      } catch (e) {
        if (e !== BUDGET_STOP) throw e;
        stoppedBefore = true;
      }
      const count = only ? only.length : list.length;
      const at = only ? (k: number) => only[k] as number : (k: number) => k;
      const useRank = ranked && options.rank !== false;
      const out: T[] = [];
      // One number per match when ranking: tier, edits, name length and position packed into 51
      // bits (exact in a double), so a plain numeric sort orders them.
      // At most one key per card checked, and the budget bounds the cards checked (each costs
      // perCard before the next check), so a huge catalog does not get a huge buffer.
      // (A budget that is not a number leaves the search unbounded: one key per candidate.)
      const bounded = Math.floor(budget / perCard) + 2;
      const keys = new Float64Array(
        useRank ? (bounded >= 0 && bounded < count ? bounded : count) : 0,
      );
      let matched = 0;
      let k = 0;
      try {
        for (; !stoppedBefore && k < count && (useRank || out.length < limit); k++) {
          if (meter.used > budget) break;
          meter.used += perCard;
          const i = at(k);
          const p = list[i] as Prepared;
          if (pred && !pred(p)) continue;
          if (!useRank) {
            out.push(p.card as T);
            continue;
          }
          meter.used += rankCost;
          const t = tierOf(terms, phrase, p);
          const tier = Math.floor(t / EDITS);
          const distance = Math.min(t - tier * EDITS, 63);
          keys[matched++] =
            ((tier * 64 + distance) * 1024 + Math.min(p.name.length, 1023)) * POSITION + i;
        }
      } catch (e) {
        // Stopped inside card k before a regex engine call: that card counts as not checked.
        if (e !== BUDGET_STOP) throw e;
      }
      const complete = !stoppedBefore && (k >= count || (!useRank && out.length >= limit));
      if (useRank) {
        const sorted = keys.subarray(0, matched).sort();
        for (let j = 0; j < sorted.length && j < limit; j++) {
          out.push((list[(sorted[j] as number) % POSITION] as Prepared).card as T);
        }
      }
      const issues: SearchIssue[] = complete
        ? []
        : [
            {
              code: CardSearchErrors.budgetExceeded,
              start: 0,
              end: parsed.query.length,
              severity: 'warning',
              message: `This search was stopped after ${k} of ${count} cards because it needs more work than one search may take, so some matching cards may be missing. Add a term that narrows it (a word, t:unit) or simplify its regular expressions.`,
            },
          ];
      return { cards: out, complete, checked: k, work: meter.used, issues };
    } finally {
      meter.used = outer;
      meter.limit = outerLimit;
    }
  }

  return {
    query: parsed.query,
    game,
    ast,
    issues: c.issues,
    ranked,
    matches: (card) => (pred ? pred(prepare(cache, fieldCount, card)) : true),
    rank: (card) => rankOf(terms, phrase, prepare(cache, fieldCount, card)),
    search: (cards, options = {}) => run(cards, options).cards,
    searchReport: (cards, options = {}) => run(cards, options),
  };
}
