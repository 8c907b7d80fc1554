/**
 * The predicates of each kind of term: plain words (typo-tolerant name or rules text), and
 * fields of each kind (text, value, number, cost), each checked against the game's definition
 * (unknown field, no order, bad number, unknown value, a value no card of the catalog has) and
 * compiled to a test on a prepared card that charges its work to the search's meter.
 */

import {
  type Candidates,
  nameCandidates,
  postingCandidates,
  textCandidates,
  unionSorted,
} from './candidates.js';
import type { AnySearchCard } from './card-shapes.js';
import { attackCostMatches, type EnergyMix, parseCostSymbols } from './cost.js';
import { CardSearchErrors } from './errors.js';
import type { FieldDefinition, GameSearchDefinition } from './field-types.js';
import { fold, words } from './fold.js';
import { findField, virtualValueOf } from './games.js';
import { fuzzyName, type NameTerm } from './name-match.js';
import {
  type CatalogIndex,
  catalogValues,
  type Pred,
  preparedField,
  squash,
  type Vocabulary,
} from './prepared.js';
import { didYouMean, suggest } from './suggest.js';
import type { FieldNode, QueryNode, SearchIssue, SearchOperator, WordNode } from './types.js';
import { compileUserRegex, type UserRegex } from './user-regex.js';
import {
  BUDGET_STOP,
  charged,
  INCLUDES_CALL,
  JS_CALL,
  type Meter,
  PER_ATTACK_COST,
  PER_FIELD_TEST,
  PER_SHORTCUT_TEST,
  RE2_CALL,
} from './work-budget.js';

/** The compiled form of a user regex the lexer already accepted. */
export function regexOf(source: string): UserRegex {
  // Already validated (compiles, and runs in linear time on its engine) by the lexer.
  const r = compileUserRegex(source);
  if (!r.ok) throw new Error(`card-search: regex /${source}/ was accepted but cannot run`);
  return r.regex;
}

/** The test of a term that matches no card. */
export const NEVER: Pred = () => false;

/** A card test that reads a malformed card (wrong types in `game`) as not matching, never throwing. */
export function guarded<C>(test: (card: C) => boolean): (card: C) => boolean {
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

const ORDERING: readonly SearchOperator[] = ['<', '<=', '>', '>='];
const NUMBER = /^-?\d+(\.\d+)?$/;

/** What compiling a query's terms reads and collects. */
export interface Compiler {
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

/** Records a problem of the query at a range of its text. */
export function problem(
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

/**
 * A plain word: typo-tolerant on names (unless quoted), contained in the rules text, and a name
 * term of the ranking.
 */
export function compileWord(c: Compiler, node: WordNode): Pred {
  const nameField = findField(c.def, 'name') as FieldDefinition<AnySearchCard>;
  const textField = findField(c.def, 'text') as FieldDefinition<AnySearchCard>;
  const textIndex = fieldIndex(c, textField);
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
    const inName = fuzzy.term.test;
    c.nameTerms.push(fuzzy.term);
    return (p) => inName(p) || inText(p);
  }
  const inName = textPred(c, nameField.name, node, ':');
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

/** A field term being compiled, with its field found. */
interface FieldTerm<F extends FieldDefinition<AnySearchCard>> {
  readonly c: Compiler;
  readonly node: FieldNode;
  readonly field: F;
  /** The field's index in the game's field list. */
  readonly idx: number;
  /** Where the value starts in the query. */
  readonly valueStart: number;
}

type FieldOfKind<K extends FieldDefinition<AnySearchCard>['kind']> = Extract<
  FieldDefinition<AnySearchCard>,
  { kind: K }
>;

/**
 * A field term (`field op value`): an unknown field warns with "did you mean" field names and
 * matches nothing; a known one compiles by its field's kind. `null` when the term has an error
 * (it is left out of the query).
 */
export function compileField(c: Compiler, node: FieldNode): Pred | null {
  const field = findField(c.def, node.field);
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
  const valueStart = node.start + node.field.length + node.op.length;
  switch (field.kind) {
    case 'text':
      return textFieldPred({ c, node, field, idx, valueStart });
    case 'value':
      return valueFieldPred({ c, node, field, idx, valueStart });
    case 'number':
    case 'cost':
      return numberFieldPred({ c, node, field, idx, valueStart });
    default: {
      const never: never = field;
      throw new Error(`card-search: unknown field kind ${JSON.stringify(never)}`);
    }
  }
}

/** The error of an ordering operator (`<`, `>=` …) on a field with no order; the term is left out. */
function notComparable(t: FieldTerm<FieldDefinition<AnySearchCard>>): null {
  const opStart = t.node.start + t.node.field.length;
  problem(
    t.c,
    CardSearchErrors.notComparable,
    opStart,
    opStart + t.node.op.length,
    `"${t.field.name}" has no order, so "${t.node.op}" cannot be used with it: use ":" (contains), "=" or "!=".`,
    'error',
  );
  return null;
}

/** A text field (`n:`, `o:` …): contains, exact, or a regex; an unquoted `n:` allows typos. */
function textFieldPred(t: FieldTerm<FieldOfKind<'text'>>): Pred | null {
  const { c, node, field, idx } = t;
  if (ORDERING.includes(node.op)) return notComparable(t);
  if (field.name === 'name' && node.mode === 'plain' && !node.quoted && node.op === ':') {
    const fuzzy = fuzzyName(fold(node.value), c.vocabulary);
    c.candidates.set(node, nameCandidates(fuzzy.first, true));
    c.nameTerms.push(fuzzy.term);
    return fuzzy.term.test;
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

/**
 * A value field (`kw:`, `region:`, `t:` …): a virtual value reads the card itself; a listed
 * order compares ranks; else contains or equals a squashed value, warned against the catalog.
 */
function valueFieldPred(t: FieldTerm<FieldOfKind<'value'>>): Pred | null {
  const { c, node, field, idx } = t;
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
    if (!field.values) return notComparable(t);
    return rankPred(t, field.values, key);
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

/** A comparison of a value field's listed order (`r>=rare`): by rank in `values`. */
function rankPred(
  t: FieldTerm<FieldOfKind<'value'>>,
  values: readonly string[],
  key: string,
): Pred {
  const { c, node, field, idx } = t;
  const ranks = values.map((v) => squash(fold(v)));
  const want = ranks.indexOf(key);
  if (want < 0) {
    const suggestions = suggest(node.value, values);
    problem(
      c,
      CardSearchErrors.unknownValue,
      t.valueStart,
      node.end,
      `"${node.value}" is not one of the ordered values of ${field.name} (${values.join(', ')}), so this comparison matches no cards.${didYouMean(suggestions)}`,
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

/**
 * A number field (`cost<=2`) or a cost field (a number, or energy symbols compared with each
 * attack's cost: `cost:RCC`).
 */
function numberFieldPred(t: FieldTerm<FieldOfKind<'number' | 'cost'>>): Pred | null {
  const { c, node, field, idx, valueStart } = t;
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
