import { POKEMON_ENERGY_TYPES } from '@tcgkit/cards/vocab';
import type { AnySearchCard } from './card-shapes.js';
import { type CompiledQuery, compile } from './compile.js';
import { type EnergyMix, parseCostSymbols } from './cost.js';
import { CardSearchErrors } from './errors.js';
import type { FieldDefinition } from './field-types.js';
import { fold } from './fold.js';
import { anyDefinition, findField, findShortcut, virtualValueOf } from './games.js';
import { parse } from './parser.js';
import { squash } from './prepared.js';
import type {
  FieldNode,
  ParsedQuery,
  QueryNode,
  SearchGame,
  SearchIssue,
  SearchOperator,
  WordNode,
} from './types.js';

const q = (s: string): string => `"${s}"`;

// ---------------------------------------------------------------------------------------------
// Each game's own words.

/** How a field reads in a sentence, where the game's own word differs from the field name. */
const LABELS: Readonly<Record<SearchGame, Readonly<Record<string, string>>>> = {
  lor: { cost: 'mana cost', text: 'rules text' },
  pokemon: {
    type: 'energy type',
    cost: 'attack cost',
    hp: 'HP',
    regmark: 'regulation mark',
    text: 'rules text',
  },
  riftbound: { cost: 'Energy cost', power: 'Power cost', text: 'rules text' },
};

/** Plural nouns for `type:` values that name a kind of card, per game (folded value). */
const TYPE_NOUNS: Readonly<Record<SearchGame, Readonly<Record<string, string>>>> = {
  lor: {
    unit: 'units',
    spell: 'spells',
    landmark: 'landmarks',
    ability: 'abilities',
    equipment: 'equipment',
  },
  // A Pokémon's type is its energy type: an adjective, never a kind of card.
  pokemon: {},
  riftbound: {
    unit: 'units',
    champion: 'champion units',
    spell: 'spells',
    gear: 'gear',
    battlefield: 'battlefields',
    rune: 'runes',
    legend: 'legends',
  },
};

/** Plural nouns for `is:` shortcuts that name a kind of card, per game. */
const SHORTCUT_NOUNS: Readonly<Record<SearchGame, Readonly<Record<string, string>>>> = {
  lor: {
    champion: 'champion units',
    unit: 'units',
    spell: 'spells',
    landmark: 'landmarks',
    equipment: 'equipment',
  },
  pokemon: {
    ex: 'Pokémon ex',
    EX: 'Pokémon-EX',
    v: 'Pokémon V',
    vmax: 'Pokémon VMAX',
    vstar: 'Pokémon VSTAR',
    gx: 'Pokémon-GX',
  },
  riftbound: { champion: 'champion units and legends' },
};

/** Fields whose listed values read as adjectives ("Demacia units", "Basic Water Pokémon"). */
const ADJECTIVE_FIELDS: Readonly<Record<SearchGame, readonly string[]>> = {
  lor: ['region'],
  pokemon: ['stage', 'type'],
  riftbound: ['domain'],
};

/** Listed-value fields that read as a clause after the noun ("weak to Fighting"). */
const VALUE_CLAUSES: Readonly<Record<SearchGame, Readonly<Record<string, (v: string) => string>>>> =
  {
    lor: {},
    pokemon: {
      weakness: (v) => `weak to ${v}`,
      regmark: (v) => `with regulation mark ${v}`,
    },
    riftbound: {},
  };

const own = <T>(map: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;

// ---------------------------------------------------------------------------------------------
// Phrases for one term, positive or negated, so that "-cost:2" reads "mana cost is not 2, or it
// has none" and never "not cost is 2".

interface Context {
  readonly game: SearchGame | undefined;
  /** Warnings of the compiled query, to say which terms match no cards and why. */
  readonly warnings: readonly SearchIssue[];
}

const NEGATED_OP: Readonly<Record<SearchOperator, SearchOperator>> = {
  ':': '!=',
  '=': '!=',
  '!=': '=',
  '<': '>=',
  '<=': '>',
  '>': '<=',
  '>=': '<',
};

function numberPhrase(label: string, op: SearchOperator, n: string): string {
  switch (op) {
    case ':':
    case '=':
      return `${label} is ${n}`;
    case '!=':
      return `${label} is not ${n}`;
    case '<':
      return `${label} is less than ${n}`;
    case '<=':
      return `${label} is ${n} or less`;
    case '>':
      return `${label} is more than ${n}`;
    case '>=':
      return `${label} is ${n} or more`;
    default: {
      const never: never = op;
      return String(never);
    }
  }
}

function rankPhrase(label: string, op: SearchOperator, v: string, negated: boolean): string {
  const not = negated ? 'not ' : '';
  switch (op) {
    case '<':
      return `${label} is ${not}below ${v}`;
    case '<=':
      return `${label} is ${not}${v} or below`;
    case '>':
      return `${label} is ${not}above ${v}`;
    case '>=':
      return `${label} is ${not}${v} or above`;
    case '!=':
      return `${label} is ${negated ? '' : 'not '}${v}`;
    default:
      return `${label} is ${not}${v}`;
  }
}

function mixPhrase(mix: EnergyMix): string {
  const parts: string[] = [];
  mix.counts.forEach((n, i) => {
    if (n > 0) parts.push(`${n} ${POKEMON_ENERGY_TYPES[i] ?? 'other'}`);
  });
  if (mix.wildcards > 0) parts.push(`${mix.wildcards} of any type`);
  if (parts.length === 0) return 'no energy';
  return parts.length === 1
    ? (parts[0] as string)
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function costPhrase(op: SearchOperator, mix: EnergyMix, negated: boolean): string {
  const m = mixPhrase(mix);
  const some = negated ? 'no attack' : 'an attack';
  switch (op) {
    case ':':
    case '=':
      return `${some} costs exactly ${m}`;
    case '!=':
      return negated
        ? `it has no attacks, or an attack costs exactly ${m}`
        : `it has attacks and none costs exactly ${m}`;
    case '>=':
      return `${some} costs at least ${m}`;
    case '>':
      return `${some} costs at least ${m} plus at least one more energy`;
    case '<=':
      return `${some} costs only energy from ${m}`;
    case '<':
      return `${some} costs only energy from ${m}, and less in total`;
    default: {
      const never: never = op;
      return String(never);
    }
  }
}

function labelOf(
  field: FieldDefinition<AnySearchCard> | undefined,
  name: string,
  ctx: Context,
): string {
  if (!field) return name;
  return (ctx.game ? own(LABELS[ctx.game], field.name) : undefined) ?? field.name;
}

/** The reason a term matches no cards, from the compiled query's warnings inside its span. */
function noMatchNote(node: QueryNode, ctx: Context): string | null {
  const w = ctx.warnings.find(
    (i) =>
      i.start >= node.start &&
      i.end <= node.end &&
      (i.code === CardSearchErrors.unknownValue ||
        i.code === CardSearchErrors.invalidCost ||
        i.code === CardSearchErrors.noSuchValue),
  );
  if (!w) return null;
  return w.code === CardSearchErrors.noSuchValue
    ? 'no card in the catalog has it'
    : w.code === CardSearchErrors.invalidCost
      ? 'not a number nor energy symbols'
      : 'not one of the listed values';
}

function fieldPhrase(node: FieldNode, ctx: Context, negated: boolean): string {
  const def = ctx.game ? anyDefinition(ctx.game) : undefined;
  const field = def ? findField(def, node.field) : undefined;
  if (def && !field) {
    return negated
      ? `the unknown field ${q(node.field)} is ignored (it leaves out no cards)`
      : `the unknown field ${q(node.field)} (matches no cards)`;
  }
  const label = labelOf(field, node.field, ctx);
  const none = noMatchNote(node, ctx);
  const base = fieldPhraseOf(node, field, label, negated);
  if (!none) return base;
  return negated ? `${base} (every card, since ${none})` : `${base} (no card, since ${none})`;
}

function fieldPhraseOf(
  node: FieldNode,
  field: FieldDefinition<AnySearchCard> | undefined,
  label: string,
  negated: boolean,
): string {
  const does = negated ? 'does not' : '';
  if (node.mode === 'regex') {
    return `${label} ${negated ? 'does not match' : 'matches'} /${node.value}/ (ignoring case)`;
  }
  if (node.mode === 'exact') return `${label} is ${negated ? 'not ' : ''}exactly ${q(node.value)}`;
  const kind = field?.kind;
  const numeric = /^-?\d+(\.\d+)?$/.test(node.value.trim());
  if (kind === 'number' || ((kind === 'cost' || !field) && numeric)) {
    const l = kind === 'cost' ? 'the cheapest attack cost' : label;
    if (!negated) return numberPhrase(l, node.op, node.value.trim());
    return `${numberPhrase(l, NEGATED_OP[node.op], node.value.trim())}, or it has none`;
  }
  if (kind === 'cost') {
    const mix = parseCostSymbols(node.value.trim());
    return mix
      ? costPhrase(node.op, mix, negated)
      : `${label} is ${negated ? 'not ' : ''}the unreadable ${q(node.value)}`;
  }
  if (field?.kind === 'value') {
    const virtual = virtualValueOf(field, fold(node.value));
    if (virtual && node.op !== '<' && node.op !== '<=' && node.op !== '>' && node.op !== '>=') {
      const is = (node.op === '!=') !== negated ? 'is not' : 'is';
      return `${label} ${is} ${node.value.toLowerCase()} (${virtual.description})`;
    }
    if (field.values && node.op !== ':') {
      return rankPhrase(label, node.op, node.value, negated);
    }
  }
  switch (node.op) {
    case ':':
      if (field?.name === 'name' && !node.quoted) {
        return `name is ${negated ? 'not ' : ''}close to ${q(node.value)} (typos allowed)`;
      }
      return negated
        ? `${label} ${does} contain ${q(node.value)}`
        : `${label} contains ${q(node.value)}`;
    case '=':
      return `${label} is ${negated ? 'not ' : ''}${q(node.value)}`;
    case '!=':
      return `${label} is ${negated ? '' : 'not '}${q(node.value)}`;
    default:
      return rankPhrase(label, node.op, node.value, negated);
  }
}

function wordPhrase(node: WordNode, negated: boolean): string {
  const who = negated ? 'neither name nor rules text' : 'name or rules text';
  if (node.mode === 'regex') return `${who} matches /${node.value}/ (ignoring case)`;
  if (node.mode === 'exact') return `${who} is exactly ${q(node.value)}`;
  if (node.quoted) return `${who} contains ${q(node.value)}`;
  return `${who} has ${q(node.value)} (typos allowed in names)`;
}

/** Generic plural nouns that open a shortcut description and read lower-case mid-sentence. */
const COMMON_NOUNS = new Set(['Cards', 'Landmarks', 'Units', 'Spells', 'Equipment']);

/** A shortcut's description as a noun phrase: no final period, a generic first word lower-cased. */
function shortcutKind(description: string): string {
  const what = description.replace(/\.$/, '');
  const first = /^[A-Za-z]+/.exec(what)?.[0] ?? '';
  return COMMON_NOUNS.has(first) ? `${first.toLowerCase()}${what.slice(first.length)}` : what;
}

function phrase(node: QueryNode, ctx: Context, negated: boolean, nested: boolean): string {
  switch (node.type) {
    case 'word':
      return wordPhrase(node, negated);
    case 'field':
      return fieldPhrase(node, ctx, negated);
    case 'shortcut': {
      const def = ctx.game ? anyDefinition(ctx.game) : undefined;
      const sc = def ? findShortcut(def, node.name) : undefined;
      const not = node.negated !== negated;
      if (def && !sc) {
        return `the unknown shortcut ${q(`${node.negated ? 'not' : 'is'}:${node.name}`)} (${not ? 'leaves out no cards' : 'matches no cards'})`;
      }
      const what = sc ? shortcutKind(sc.description) : q(node.name);
      return not ? `it is not one of the ${what}` : `it is one of the ${what}`;
    }
    case 'not':
      return phrase(node.child, ctx, !negated, nested);
    case 'and': {
      const parts = node.children.map((c) => phrase(c, ctx, false, true));
      const list = `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
      if (negated) return parts.length === 2 ? `not both ${list}` : `not all of: ${list}`;
      return nested ? `(${list})` : list;
    }
    case 'or': {
      if (negated) {
        const parts = node.children.map((c) => phrase(c, ctx, false, true));
        return parts.length === 2
          ? `neither ${parts[0]} nor ${parts[1]}`
          : `none of: ${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
      }
      const parts = node.children.map((c) => phrase(c, ctx, false, true));
      const text = `either ${parts.slice(0, -1).join(', or ')} or ${parts[parts.length - 1]}`;
      return nested ? `(${text})` : text;
    }
    default: {
      const never: never = node;
      return String(never);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// A short natural sentence for the common shape "adjectives noun that cost N": a top-level AND of
// kind, adjective and number terms that match as they read. Anything else gets the precise one.

const spaced = (v: string): string => v.replace(/([a-z])([A-Z])/g, '$1 $2');
const capital = (v: string): string => (v === '' ? v : `${v[0]?.toUpperCase()}${v.slice(1)}`);

/** The one listed value a `:` value is part of (`region:shadow` is ShadowIsles), if exactly one. */
function onlyListedValue(values: readonly string[], value: string): string | null {
  const key = squash(fold(value));
  const hits = values.filter((v) => squash(fold(v)).includes(key));
  return hits.length === 1 ? (hits[0] as string) : null;
}

function naturalSentence(ast: QueryNode, ctx: Context): string | null {
  const game = ctx.game;
  if (!game) return null;
  const def = anyDefinition(game);
  const terms = ast.type === 'and' ? ast.children : [ast];
  const adjectives: { field: string; rank: number; text: string }[] = [];
  const clauses: string[] = [];
  let noun: string | null = null;
  for (const t of terms) {
    if (ctx.warnings.some((w) => w.start >= t.start && w.end <= t.end)) return null;
    if (t.type === 'shortcut' && findShortcut(def, t.name)) {
      const kind = own(SHORTCUT_NOUNS[game], (findShortcut(def, t.name) as { name: string }).name);
      if (!kind) return null;
      if (!t.negated && !noun) {
        noun = kind;
        continue;
      }
      if (t.negated) {
        clauses.push(`that are not ${kind}`);
        continue;
      }
      return null;
    }
    if (t.type === 'not' && t.child.type === 'shortcut' && !t.child.negated) {
      const sc = findShortcut(def, t.child.name);
      const kind = sc ? own(SHORTCUT_NOUNS[game], sc.name) : undefined;
      if (!kind) return null;
      clauses.push(`that are not ${kind}`);
      continue;
    }
    if (t.type !== 'field' || t.mode !== 'plain') return null;
    const field = findField(def, t.field);
    if (!field) return null;
    if (
      field.name === 'type' &&
      (t.op === ':' || t.op === '=') &&
      !noun &&
      field.kind === 'value'
    ) {
      const listed = field.values ? onlyListedValue(field.values, t.value) : null;
      const kind = listed ? own(TYPE_NOUNS[game], fold(listed)) : undefined;
      if (kind && (t.op === ':' || squash(fold(t.value)) === squash(fold(listed as string)))) {
        noun = kind;
        continue;
      }
    }
    if (field.kind === 'value' && field.values && t.op === ':') {
      // A value that stands for a test (stage:final) does not read as an adjective.
      if (virtualValueOf(field, fold(t.value))) return null;
      const listed = onlyListedValue(field.values, t.value);
      if (!listed) return null;
      const clause = own(VALUE_CLAUSES[game], field.name);
      const rank = ADJECTIVE_FIELDS[game].indexOf(field.name);
      if (rank >= 0) {
        // Two values of one field (domain:mind domain:order) read as a list, not as adjectives.
        if (adjectives.some((a) => a.field === field.name)) return null;
        adjectives.push({ field: field.name, rank, text: capital(spaced(listed)) });
      } else if (clause) clauses.push(clause(listed));
      else return null;
      continue;
    }
    if (
      game === 'pokemon' &&
      field.name === 'retreat' &&
      t.op !== '!=' &&
      /^0+$/.test(t.value) &&
      (t.op === ':' || t.op === '=' || t.op === '<=')
    ) {
      clauses.push('with free retreat');
      continue;
    }
    if (
      (field.kind === 'number' || field.kind === 'cost') &&
      /^-?\d+(\.\d+)?$/.test(t.value.trim())
    ) {
      const n = t.value.trim();
      if (field.name === 'cost' && game !== 'pokemon') {
        const unit = game === 'riftbound' ? ' Energy' : '';
        clauses.push(costClause(t.op, n, unit));
      } else {
        const label =
          field.kind === 'cost' ? 'a cheapest attack cost' : labelOf(field, field.name, ctx);
        const text = numberPhrase(label, t.op, n);
        clauses.push(`with ${text.replace(` is not `, ' other than ').replace(/ is /, ' ')}`);
      }
      continue;
    }
    return null;
  }
  if (!noun && adjectives.length === 0) return null;
  // Adjectives in the order of the game's list ("Basic Psychic Pokémon"), then "with …" clauses,
  // then "that …" clauses ("… with regulation mark H that are not Pokémon ex").
  adjectives.sort((a, b) => a.rank - b.rank);
  const head = [
    ...adjectives.map((a) => a.text),
    noun ?? (game === 'pokemon' && adjectives.length > 0 ? 'Pokémon' : 'cards'),
  ].join(' ');
  const list = (xs: readonly string[]): string =>
    xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
  const that = clauses.filter((c) => c.startsWith('that '));
  const other = clauses.filter((c) => !c.startsWith('that '));
  const tail = [list(other), list(that)].filter((x) => x !== '').join(' ');
  return `${capital(head)}${tail ? ` ${tail}` : ''}.`;
}

/** "that cost 2 or less", "that do not cost 2", "that cost 3 Energy or less". */
function costClause(op: SearchOperator, n: string, unit: string): string {
  switch (op) {
    case ':':
    case '=':
      return `that cost ${n}${unit}`;
    case '!=':
      return `that do not cost ${n}${unit}`;
    case '<':
      return `that cost less than ${n}${unit}`;
    case '<=':
      return `that cost ${n}${unit} or less`;
    case '>':
      return `that cost more than ${n}${unit}`;
    case '>=':
      return `that cost ${n}${unit} or more`;
    default: {
      const never: never = op;
      return String(never);
    }
  }
}

// ---------------------------------------------------------------------------------------------

/** What the query left out: each error that dropped a term, with what was typed and why. */
function leftOut(query: string, issues: readonly SearchIssue[]): string {
  const notes: string[] = [];
  for (const i of issues) {
    if (i.severity !== 'error') continue;
    if (i.code === CardSearchErrors.tooLong) {
      // Nothing of it was read, and it is too long to quote back.
      notes.push(` Left out: the whole query: ${i.message}`);
      continue;
    }
    // The whole term the error is in: from the start of its word (a field name before a bad value).
    let start = i.start;
    if (!/[()]/.test(query[start] ?? '')) {
      while (start > 0 && !/[\s()]/.test(query[start - 1] as string)) start--;
    }
    const typed = query.slice(start, i.end);
    const what = i.code === CardSearchErrors.unclosedParen ? 'Note' : 'Left out';
    notes.push(` ${what}: ${q(typed)}: ${i.message}`);
  }
  return notes.join('');
}

function isCompiled(x: unknown): x is CompiledQuery<unknown> {
  return typeof x === 'object' && x !== null && 'matches' in x && 'game' in x;
}

/**
 * Restates a query in plain English, so a user can check what it does. With a game (or a
 * {@link CompiledQuery}) it explains exactly what runs: the compiled query, in the game's own
 * words (mana cost, energy type, champion units), with every term an error left out named as
 * left out, and terms that match no cards (an unknown field, a value outside the list, a value no
 * card in the catalog has) said to. A plain AND of card kinds, colors and numbers reads as a short
 * sentence ("Demacia units that cost 2 or less."); anything else as a precise one ("Cards where
 * …, … and …", `or` groups in parentheses, negations folded into each term: "mana cost is not 2,
 * or it has none").
 *
 * @example
 * ```ts
 * import { explain } from '@tcgkit/card-search';
 * explain('t:unit cost<=2 region:demacia', 'lor');
 * // 'Demacia units that cost 2 or less.'
 * explain('t:unit cost:abc', 'lor');
 * // 'Units. Left out: "cost:abc": "cost" takes a number, and "abc" is not one.'
 * ```
 */
export function explain(
  query: string | ParsedQuery | QueryNode | CompiledQuery<unknown> | null,
  game?: SearchGame,
): string {
  if (query === null) return 'Every card.';
  let ast: QueryNode | null;
  let text = '';
  let issues: readonly SearchIssue[] = [];
  let g = game;
  if (isCompiled(query)) {
    ast = query.ast;
    text = query.query;
    issues = query.issues;
    g = query.game;
  } else if (typeof query === 'object' && 'type' in query) {
    ast = query;
  } else if (game) {
    const compiled = compile(query, game);
    ast = compiled.ast;
    text = compiled.query;
    issues = compiled.issues;
  } else {
    const parsed = typeof query === 'string' ? parse(query) : query;
    ast = parsed.ast;
    text = parsed.query;
    issues = parsed.issues;
  }
  const ctx: Context = { game: g, warnings: issues.filter((i) => i.severity === 'warning') };
  const notes = leftOut(text, issues);
  if (!ast) return `Every card.${notes}`;
  const sentence = naturalSentence(ast, ctx) ?? `Cards where ${phrase(ast, ctx, false, false)}.`;
  return `${sentence}${notes}`;
}
