import type { AnySearchCard, SearchCardOf } from './card-shapes.js';
import { attackCostMatches, type EnergyMix, mixOf, parseCostSymbols } from './cost.js';
import { boundedEditDistance, typoBudget } from './edit-distance.js';
import { CardSearchErrorCode } from './errors.js';
import type { FieldDefinition, GameSearchDefinition } from './field-types.js';
import { fold, words } from './fold.js';
import { anyDefinition, findField, findShortcut } from './games.js';
import { combine, parse } from './parser.js';
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
  /** The matching cards, best name matches first when {@link CompiledQuery.ranked}, else in the given order. */
  search(cards: readonly C[], options?: SearchOptions): C[];
}

// ---------------------------------------------------------------------------------------------
// Prepared cards: folded strings and parsed numbers, computed once per card and field.

interface PreparedField {
  /** Folded strings (text and value fields). */
  strings?: readonly string[];
  /** The folded strings joined by a newline, for fast "contains". */
  joined?: string;
  /** Squashed strings (value fields): folded with spaces, `_` and `-` removed. */
  squashed?: readonly string[];
  /** Number (number and cost fields). */
  num?: number | undefined;
  /** Attack costs (cost field). */
  costs?: readonly EnergyMix[];
}

interface Prepared {
  readonly card: AnySearchCard;
  readonly name: string;
  readonly nameWords: readonly string[];
  readonly nameKey: string;
  readonly fields: (PreparedField | undefined)[];
}

const squash = (s: string): string => s.replace(/[\s_-]+/g, '');
const preparedCache = new WeakMap<object, WeakMap<object, Prepared>>();

function prepare(def: GameSearchDefinition<AnySearchCard>, card: AnySearchCard): Prepared {
  let perGame = preparedCache.get(def);
  if (!perGame) {
    perGame = new WeakMap();
    preparedCache.set(def, perGame);
  }
  let p = perGame.get(card);
  if (!p) {
    const name = fold(card.name ?? '');
    const nameWords = words(name);
    p = {
      card,
      name,
      nameWords,
      nameKey: nameWords.join(' '),
      fields: new Array(def.fields.length),
    };
    perGame.set(card, p);
  }
  return p;
}

function preparedField(
  p: Prepared,
  index: number,
  field: FieldDefinition<AnySearchCard>,
): PreparedField {
  const cached = p.fields[index];
  if (cached) return cached;
  let out: PreparedField;
  switch (field.kind) {
    case 'text': {
      const strings = field.read(p.card).map(fold);
      out = { strings, joined: strings.join('\n') };
      break;
    }
    case 'value': {
      const strings = field.read(p.card).map(fold);
      out = { strings, joined: strings.join('\n'), squashed: strings.map(squash) };
      break;
    }
    case 'number':
      out = { num: field.read(p.card) };
      break;
    case 'cost':
      out = { num: field.read(p.card), costs: field.readCosts(p.card).map(mixOf) };
      break;
    default: {
      const never: never = field;
      throw new Error(`card-search: unknown field kind ${JSON.stringify(never)}`);
    }
  }
  p.fields[index] = out;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Name matching with typos.

type Pred = (p: Prepared) => boolean;

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

/** Per query word: best edit distance to each distinct name word, computed once per word. */
class WordDistances {
  private readonly memo = new Map<string, number>();
  private readonly budget: number;
  constructor(private readonly word: string) {
    this.budget = typoBudget(word.length);
  }
  /** Edits from the query word to `nameWord` (0 when the name word contains it), or budget + 1. */
  distance(nameWord: string): number {
    let d = this.memo.get(nameWord);
    if (d === undefined) {
      d = nameWord.includes(this.word) ? 0 : boundedEditDistance(this.word, nameWord, this.budget);
      this.memo.set(nameWord, d);
    }
    return d;
  }
  /** Best distance over a name's words, or budget + 1. */
  best(nameWords: readonly string[]): number {
    let best = this.budget + 1;
    for (const w of nameWords) {
      const d = this.distance(w);
      if (d < best) {
        best = d;
        if (d === 0) break;
      }
    }
    return best;
  }
  get limit(): number {
    return this.budget;
  }
}

function fuzzyName(value: string): { test: Pred; distance: (p: Prepared) => number } {
  const qWords = words(value).map((w) => new WordDistances(w));
  const distance = (p: Prepared): number => {
    if (p.name.includes(value)) return 0;
    if (qWords.length === 0) return Number.POSITIVE_INFINITY;
    let total = 0;
    for (const q of qWords) {
      const d = q.best(p.nameWords);
      if (d > q.limit) return Number.POSITIVE_INFINITY;
      total += d;
    }
    return total;
  };
  return { test: (p) => distance(p) !== Number.POSITIVE_INFINITY, distance };
}

// ---------------------------------------------------------------------------------------------

function regexOf(source: string): RegExp {
  // Already validated (compiles, and is bounded) by the lexer.
  return new RegExp(source, 'i');
}

const NEVER: Pred = () => false;

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

const ORDERING: readonly SearchOperator[] = ['<', '<=', '>', '>='];
const NUMBER = /^-?\d+(\.\d+)?$/;

interface Compiler {
  readonly def: GameSearchDefinition<AnySearchCard>;
  readonly issues: SearchIssue[];
  readonly nameTerms: NameTerm[];
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
  if (node.mode === 'regex') {
    const re = regexOf(node.value);
    return (p) => (preparedField(p, idx, field).strings ?? []).some((s) => re.test(s));
  }
  const exact = node.mode === 'exact' || op === '=' || op === '!=';
  if (exact) {
    const eq: Pred = (p) => (preparedField(p, idx, field).strings ?? []).includes(value);
    return op === '!=' ? (p) => !eq(p) : eq;
  }
  return (p) => (preparedField(p, idx, field).joined ?? '').includes(value);
}

function compileWord(c: Compiler, node: WordNode): Pred {
  const nameField = findField(c.def, 'name') as FieldDefinition<AnySearchCard>;
  const textField = findField(c.def, 'text') as FieldDefinition<AnySearchCard>;
  const inName = textPred(c, nameField.name, node, ':');
  const inText = textPred(c, textField.name, node, ':');
  const value = fold(node.value);
  if (node.mode === 'plain' && !node.quoted) {
    const fuzzy = fuzzyName(value);
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

function compileField(c: Compiler, node: FieldNode): Pred | null {
  const field = findField(c.def, node.field);
  const valueStart = node.start + node.field.length + node.op.length;
  if (!field) {
    const names = c.def.fields.flatMap((f) => [f.name, ...f.aliases]);
    const suggestions = suggest(node.field, [...names, 'is', 'not']);
    problem(
      c,
      CardSearchErrorCode.UnknownField,
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
      CardSearchErrorCode.NotComparable,
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
        const fuzzy = fuzzyName(value);
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
      if (field.name === 'name' && node.op !== '!=') {
        const value = fold(node.value);
        c.nameTerms.push({ value, words: words(value), fuzzy: false, test: pred });
      }
      return pred;
    }
    case 'value': {
      const value = fold(node.value);
      const key = squash(value);
      const virtual = field.virtualValues?.[value];
      if (
        virtual &&
        node.mode !== 'regex' &&
        (node.op === ':' || node.op === '=' || node.op === '!=')
      ) {
        const test = virtual.test;
        return node.op === '!=' ? (p) => !test(p.card) : (p) => test(p.card);
      }
      if (node.mode === 'regex') {
        const re = regexOf(node.value);
        return (p) => (preparedField(p, idx, field).strings ?? []).some((s) => re.test(s));
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
            CardSearchErrorCode.UnknownValue,
            valueStart,
            node.end,
            `"${node.value}" is not one of the ordered values of ${field.name} (${field.values.join(', ')}), so this comparison matches no cards.${didYouMean(suggestions)}`,
            'warning',
            suggestions,
          );
          return NEVER;
        }
        const op = node.op;
        return (p) => {
          for (const s of preparedField(p, idx, field).squashed ?? []) {
            const r = ranks.indexOf(s);
            if (r >= 0 && compareNumbers(r, op, want)) return true;
          }
          return false;
        };
      }
      if (node.mode === 'exact' || node.op === '=' || node.op === '!=') {
        const eq: Pred = (p) => (preparedField(p, idx, field).squashed ?? []).includes(key);
        return node.op === '!=' ? (p) => !eq(p) : eq;
      }
      return (p) => (preparedField(p, idx, field).squashed ?? []).some((s) => s.includes(key));
    }
    case 'number':
    case 'cost': {
      if (node.mode !== 'plain') {
        problem(
          c,
          CardSearchErrorCode.UnsupportedPattern,
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
        return (p) => {
          const v = preparedField(p, idx, field).num;
          return v !== undefined && compareNumbers(v, op, n);
        };
      }
      if (field.kind === 'number') {
        problem(
          c,
          CardSearchErrorCode.InvalidNumber,
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
          CardSearchErrorCode.InvalidCost,
          valueStart,
          node.end,
          `"${node.value}" is neither a number nor energy symbols, so this term matches no cards. Symbols are capital letters (R W L G P F D M Y N C, * for any), with optional counts (1R2C) or full names in braces ({Fire}).`,
          'warning',
        );
        return NEVER;
      }
      const op = node.op;
      if (op === '!=') {
        return (p) => {
          const costs = preparedField(p, idx, field).costs ?? [];
          return costs.length > 0 && !costs.some((a) => attackCostMatches(a, '=', mix));
        };
      }
      return (p) =>
        (preparedField(p, idx, field).costs ?? []).some((a) => attackCostMatches(a, op, mix));
    }
    default: {
      const never: never = field;
      throw new Error(`card-search: unknown field kind ${JSON.stringify(never)}`);
    }
  }
}

function compileNode(c: Compiler, node: QueryNode, positive: boolean): Pred | null {
  switch (node.type) {
    case 'word': {
      const before = c.nameTerms.length;
      const pred = compileWord(c, node);
      if (!positive) c.nameTerms.length = before;
      return pred;
    }
    case 'field': {
      const before = c.nameTerms.length;
      const pred = compileField(c, node);
      if (!positive) c.nameTerms.length = before;
      return pred;
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
          CardSearchErrorCode.UnknownShortcut,
          node.start,
          node.end,
          `This game has no shortcut "${node.negated ? 'not' : 'is'}:${node.name}", so this term matches no cards.${didYouMean(suggestions, `${node.negated ? 'not' : 'is'}:`)}`,
          'warning',
          suggestions,
        );
        // not:unknown is -is:unknown: it leaves out nothing.
        return node.negated ? () => true : NEVER;
      }
      const test = sc.test;
      return node.negated ? (p) => !test(p.card) : (p) => test(p.card);
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

function rankOf(terms: readonly NameTerm[], p: Prepared): NameRank {
  const nameLength = p.name.length;
  if (terms.length === 0) return { tier: 3, distance: 0, nameLength };
  const phrase = terms.flatMap((t) => t.words).join(' ');
  if (phrase !== '' && phrase === p.nameKey) return { tier: 0, distance: 0, nameLength };
  if (terms.some((t) => t.value === p.name)) return { tier: 0, distance: 0, nameLength };
  let tier: 1 | 2 | 3 = 1;
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
  return { tier, distance: tier === 3 ? 0 : distance, nameLength };
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
 * ```
 */
export function compile<G extends SearchGame>(
  query: string | ParsedQuery,
  game: G,
): CompiledQuery<SearchCardOf<G>> {
  const parsed = typeof query === 'string' ? parse(query) : query;
  const def = anyDefinition(game);
  const c: Compiler = { def, issues: [...parsed.issues], nameTerms: [] };
  const pred = parsed.ast ? compileNode(c, parsed.ast, true) : null;
  c.issues.sort((a, b) => a.start - b.start || a.end - b.end);
  const errors = c.issues.filter((i) => i.severity === 'error');
  const ast = pruneErrors(parsed.ast, errors);
  const terms = c.nameTerms;
  // Ranking terms are matched lazily: one fuzzy matcher per term, shared by every card.
  const matches = (card: SearchCardOf<G>): boolean => (pred ? pred(prepare(def, card)) : true);
  const rank = (card: SearchCardOf<G>): NameRank => rankOf(terms, prepare(def, card));
  const ranked = terms.length > 0;
  return {
    query: parsed.query,
    game,
    ast,
    issues: c.issues,
    ranked,
    matches,
    rank,
    search(cards, options = {}) {
      const found: { card: SearchCardOf<G>; index: number; rank?: NameRank }[] = [];
      for (let i = 0; i < cards.length; i++) {
        const card = cards[i] as SearchCardOf<G>;
        if (matches(card)) found.push({ card, index: i });
      }
      if (ranked && options.rank !== false) {
        for (const f of found) f.rank = rank(f.card);
        found.sort((a, b) => {
          const ra = a.rank as NameRank;
          const rb = b.rank as NameRank;
          return (
            ra.tier - rb.tier ||
            ra.distance - rb.distance ||
            ra.nameLength - rb.nameLength ||
            a.index - b.index
          );
        });
      }
      const out = found.map((f) => f.card);
      return options.limit === undefined ? out : out.slice(0, Math.max(0, options.limit));
    },
  };
}
