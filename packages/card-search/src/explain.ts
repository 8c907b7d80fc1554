import { type EnergyMix, parseCostSymbols } from './cost.js';
import { POKEMON_ENERGY_TYPES } from './fields-pokemon.js';
import { fold } from './fold.js';
import { anyDefinition, findField, findShortcut, virtualValueOf } from './games.js';
import { parse } from './parser.js';
import type { FieldNode, ParsedQuery, QueryNode, SearchGame, SearchOperator } from './types.js';

const q = (s: string): string => `"${s}"`;

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

function rankPhrase(label: string, op: SearchOperator, v: string): string {
  switch (op) {
    case '<':
      return `${label} is below ${v}`;
    case '<=':
      return `${label} is ${v} or below`;
    case '>':
      return `${label} is above ${v}`;
    case '>=':
      return `${label} is ${v} or above`;
    default:
      return `${label} is ${v}`;
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

function costPhrase(op: SearchOperator, mix: EnergyMix): string {
  const m = mixPhrase(mix);
  switch (op) {
    case ':':
    case '=':
      return `an attack costs exactly ${m}`;
    case '!=':
      return `no attack costs exactly ${m}`;
    case '>=':
      return `an attack costs at least ${m}`;
    case '>':
      return `an attack costs at least ${m} plus at least one more energy`;
    case '<=':
      return `an attack costs only energy from ${m}`;
    case '<':
      return `an attack costs only energy from ${m}, and less in total`;
    default: {
      const never: never = op;
      return String(never);
    }
  }
}

function fieldPhrase(node: FieldNode, game: SearchGame | undefined): string {
  const def = game ? anyDefinition(game) : undefined;
  const field = def ? findField(def, node.field) : undefined;
  if (def && !field) return `the unknown field ${q(node.field)} (matches no cards)`;
  const label = field?.name ?? node.field;
  if (node.mode === 'regex') return `${label} matches /${node.value}/ (ignoring case)`;
  if (node.mode === 'exact') return `${label} is exactly ${q(node.value)}`;
  const kind = field?.kind;
  const numeric = /^-?\d+(\.\d+)?$/.test(node.value.trim());
  if (kind === 'number' || ((kind === 'cost' || !field) && numeric)) {
    const l = kind === 'cost' ? 'the cheapest attack cost' : label;
    return numberPhrase(l, node.op, node.value);
  }
  if (kind === 'cost') {
    const mix = parseCostSymbols(node.value.trim());
    return mix
      ? costPhrase(node.op, mix)
      : `cost is the unreadable ${q(node.value)} (matches no cards)`;
  }
  if (kind === 'value' && field?.kind === 'value') {
    const virtual = virtualValueOf(field, fold(node.value));
    if (virtual && (node.op === ':' || node.op === '='))
      return `${label} is ${virtual.description}`;
    if (virtual && node.op === '!=') return `${label} is not ${virtual.description}`;
  }
  switch (node.op) {
    case ':':
      if (label === 'name' && !node.quoted)
        return `name is close to ${q(node.value)} (typos allowed)`;
      return `${label} contains ${q(node.value)}`;
    case '=':
      return `${label} is ${q(node.value)}`;
    case '!=':
      return `${label} is not ${q(node.value)}`;
    default:
      return rankPhrase(label, node.op, node.value);
  }
}

/** Generic plural nouns that open a shortcut description and read lower-case mid-sentence. */
const COMMON_NOUNS = new Set(['Cards', 'Landmarks', 'Units', 'Spells', 'Equipment']);

/** A shortcut's description as a noun phrase: no final period, a generic first word lower-cased. */
function shortcutKind(description: string): string {
  const what = description.replace(/\.$/, '');
  const first = /^[A-Za-z]+/.exec(what)?.[0] ?? '';
  return COMMON_NOUNS.has(first) ? `${first.toLowerCase()}${what.slice(first.length)}` : what;
}

function phrase(node: QueryNode, game: SearchGame | undefined, nested: boolean): string {
  switch (node.type) {
    case 'word':
      if (node.mode === 'regex') return `name or text matches /${node.value}/ (ignoring case)`;
      if (node.mode === 'exact') return `name or text is exactly ${q(node.value)}`;
      if (node.quoted) return `name or text contains ${q(node.value)}`;
      return `name or text has ${q(node.value)} (typos allowed in names)`;
    case 'field':
      return fieldPhrase(node, game);
    case 'shortcut': {
      const def = game ? anyDefinition(game) : undefined;
      const sc = def ? findShortcut(def, node.name) : undefined;
      if (def && !sc) return `the unknown shortcut ${q(`is:${node.name}`)} (matches no cards)`;
      const what = sc ? shortcutKind(sc.description) : q(node.name);
      return node.negated ? `it is not one of the ${what}` : `it is one of the ${what}`;
    }
    case 'not': {
      // -is:x reads like not:x ("it is not one of the …"), never "not it is …".
      if (node.child.type === 'shortcut') {
        return phrase({ ...node.child, negated: !node.child.negated }, game, nested);
      }
      return `not ${phrase(node.child, game, true)}`;
    }
    case 'and': {
      const parts = node.children.map((c) => phrase(c, game, true));
      const text = `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
      return nested ? `(${text})` : text;
    }
    case 'or': {
      const parts = node.children.map((c) => phrase(c, game, true));
      const text = `either ${parts.slice(0, -1).join(', or ')} or ${parts[parts.length - 1]}`;
      return nested ? `(${text})` : text;
    }
    default: {
      const never: never = node;
      return String(never);
    }
  }
}

/**
 * Restates a query in plain English, so a user can check what it does. With a game, field aliases
 * are spelled out and unknown fields and shortcuts are called out.
 *
 * @example
 * ```ts
 * import { explain } from '@tcgkit/card-search';
 * explain('t:unit cost<=2 region:demacia', 'lor');
 * // 'Demacia units that cost 2 or less.'
 * ```
 */
export function explain(query: string | ParsedQuery | QueryNode | null, game?: SearchGame): string {
  const ast =
    query === null
      ? null
      : typeof query === 'string'
        ? parse(query).ast
        : 'type' in query
          ? query
          : query.ast;
  if (!ast) return 'Every card.';
  const natural = game ? naturalSentence(ast, game) : null;
  return natural ?? `Cards where ${phrase(ast, game, false)}.`;
}

// ---------------------------------------------------------------------------------------------
// A short natural sentence for the common shape "adjectives noun that cost N": a top-level AND of
// kind, color and number terms. Anything else gets the precise sentence above.

/** Plural nouns for card kinds, by folded type value or shortcut name. */
const NOUNS: Readonly<Record<string, string>> = {
  unit: 'units',
  spell: 'spells',
  landmark: 'landmarks',
  ability: 'abilities',
  equipment: 'equipment',
  gear: 'gear',
  battlefield: 'battlefields',
  rune: 'runes',
  legend: 'legends',
  champion: 'champions',
};
/** The plural noun of a card kind, by type value or shortcut name (own keys only). */
const nounOf = (kind: string): string | undefined => {
  const key = fold(kind);
  return Object.hasOwn(NOUNS, key) ? NOUNS[key] : undefined;
};
/** Fields whose values read as adjectives ("Demacia units", "Fury units", "Water Pokémon"). */
const ADJECTIVE_FIELDS: Readonly<Record<SearchGame, readonly string[]>> = {
  lor: ['region'],
  pokemon: ['type'],
  riftbound: ['domain'],
};

const spaced = (v: string): string => v.replace(/([a-z])([A-Z])/g, '$1 $2');
const capital = (v: string): string => (v === '' ? v : `${v[0]?.toUpperCase()}${v.slice(1)}`);

function naturalSentence(ast: QueryNode, game: SearchGame): string | null {
  const def = anyDefinition(game);
  const terms = ast.type === 'and' ? ast.children : [ast];
  const adjectives: string[] = [];
  const clauses: string[] = [];
  let noun: string | null = null;
  for (const t of terms) {
    if (
      t.type === 'shortcut' &&
      !t.negated &&
      nounOf(t.name) &&
      findShortcut(def, t.name) &&
      !noun
    ) {
      noun = nounOf(t.name) as string;
      continue;
    }
    if (
      t.type === 'not' &&
      t.child.type === 'shortcut' &&
      !t.child.negated &&
      nounOf(t.child.name)
    ) {
      if (!findShortcut(def, t.child.name)) return null;
      clauses.push(`that are not ${nounOf(t.child.name)}`);
      continue;
    }
    if (t.type !== 'field' || t.mode !== 'plain') return null;
    const field = findField(def, t.field);
    if (!field) return null;
    const value = fold(t.value);
    if (
      field.name === 'type' &&
      game !== 'pokemon' &&
      (t.op === ':' || t.op === '=') &&
      nounOf(value) &&
      !noun
    ) {
      noun = nounOf(value) as string;
      continue;
    }
    if (
      field.kind === 'value' &&
      ADJECTIVE_FIELDS[game].includes(field.name) &&
      t.op === ':' &&
      field.values
    ) {
      const full = field.values.filter((v) =>
        fold(v)
          .replace(/[\s_-]+/g, '')
          .includes(value.replace(/[\s_-]+/g, '')),
      );
      if (full.length !== 1) return null;
      adjectives.push(capital(spaced(full[0] as string)));
      continue;
    }
    if (
      (field.kind === 'number' || field.kind === 'cost') &&
      /^-?\d+(\.\d+)?$/.test(t.value.trim())
    ) {
      if (field.name === 'cost' && game !== 'pokemon') {
        clauses.push(
          `that ${numberPhrase('cost', t.op, t.value.trim()).replace(/^cost is /, 'cost ')}`,
        );
      } else {
        const label =
          field.kind === 'cost'
            ? 'a cheapest attack cost'
            : field.name === 'hp'
              ? 'HP'
              : field.name;
        clauses.push(`with ${numberPhrase(label, t.op, t.value.trim()).replace(/ is /, ' ')}`);
      }
      continue;
    }
    return null;
  }
  if (!noun && adjectives.length === 0) return null;
  const head = [
    ...adjectives,
    noun ?? (game === 'pokemon' && adjectives.length > 0 ? 'Pokémon' : 'cards'),
  ].join(' ');
  const joinedClauses =
    clauses.length <= 1
      ? clauses.join('')
      : `${clauses.slice(0, -1).join(', ')} and ${clauses[clauses.length - 1]}`;
  return `${capital(head)}${joinedClauses ? ` ${joinedClauses}` : ''}.`;
}
