import { candidatesOf } from './candidates.js';
import type { AnySearchCard, SearchCardOf } from './card-shapes.js';
import { CardSearchErrors } from './errors.js';
import {
  type Compiler,
  compileField,
  compileWord,
  guarded,
  NEVER,
  problem,
} from './field-predicates.js';
import { anyDefinition, findShortcut } from './games.js';
import { combine, parse } from './parser.js';
import { gameCache, type Pred, type Prepared, prepare, prepareList } from './prepared.js';
import { type NameRank, positionOfKey, rankKey, rankOf } from './ranking.js';
import { didYouMean, suggest } from './suggest.js';
import type { ParsedQuery, QueryNode, SearchGame, SearchIssue } from './types.js';
import {
  BUDGET_STOP,
  charged,
  DEFAULT_WORK_BUDGET,
  type Meter,
  PER_CARD,
  PER_FIELD_TEST,
  PER_RANKED_MATCH,
  PER_RANKED_TERM,
  PER_SHORTCUT_TEST,
  PER_WORD_TEST,
} from './work-budget.js';

export type { NameRank } from './ranking.js';
export { DEFAULT_WORK_BUDGET } from './work-budget.js';

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
      const preds = childPreds(c, node.children, positive);
      return preds.length === 0
        ? null
        : (p) => {
            for (const pr of preds) if (!pr(p)) return false;
            return true;
          };
    }
    case 'or': {
      const preds = childPreds(c, node.children, positive);
      return preds.length === 0
        ? null
        : (p) => {
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

/** The tests of an `and`'s or an `or`'s children, without those left out for an error. */
function childPreds(c: Compiler, children: readonly QueryNode[], positive: boolean): Pred[] {
  const preds: Pred[] = [];
  for (const child of children) {
    const pred = compileNode(c, child, positive);
    if (pred) preds.push(pred);
  }
  return preds;
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
      // One number per match when ranking (see rankKey), so a plain numeric sort orders them.
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
          keys[matched++] = rankKey(terms, phrase, p, i);
        }
      } catch (e) {
        // Stopped inside card k before a regex engine call: that card counts as not checked.
        if (e !== BUDGET_STOP) throw e;
      }
      const complete = !stoppedBefore && (k >= count || (!useRank && out.length >= limit));
      if (useRank) {
        const sorted = keys.subarray(0, matched).sort();
        for (let j = 0; j < sorted.length && j < limit; j++) {
          out.push((list[positionOfKey(sorted[j] as number)] as Prepared).card as T);
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
