import {
  POKEMON_ENERGY_SYMBOLS,
  POKEMON_ENERGY_TYPES,
  type PokemonEnergyType,
} from '@tcgkit/cards/vocab';
import { fold } from './fold.js';
import type { SearchOperator } from './types.js';

/** Pokémon energy symbols and the energy type each stands for (the spec's Attack cost table). */
export const ENERGY_SYMBOLS: Readonly<Record<string, PokemonEnergyType>> = POKEMON_ENERGY_SYMBOLS;

/** Slot of each energy type in a cost vector; the last slot counts energy types the list does not know. */
const SLOT: Readonly<Record<string, number>> = Object.fromEntries(
  POKEMON_ENERGY_TYPES.map((t, i) => [fold(t), i]),
);
const OTHER = POKEMON_ENERGY_TYPES.length;

/** An energy mix: a count per energy type (plus unknown types), wildcards and the total. */
export interface EnergyMix {
  /** Energy per type, in {@link POKEMON_ENERGY_TYPES} order, then unknown types. */
  readonly counts: readonly number[];
  /** `*` energy: any one type each. */
  readonly wildcards: number;
  /** All energy, wildcards included. */
  readonly total: number;
}

/** The mix of an attack cost written as energy type names. */
export function mixOf(cost: readonly string[]): EnergyMix {
  const counts = new Array<number>(OTHER + 1).fill(0);
  for (const e of cost) {
    const key = fold(e);
    const slot = Object.hasOwn(SLOT, key) ? (SLOT[key] as number) : OTHER;
    counts[slot] = (counts[slot] as number) + 1;
  }
  return { counts, wildcards: 0, total: cost.length };
}

/**
 * Reads cost symbols: `RCC`, `1R2C`, `RR*`, `{Fire}{Colorless}` (braces take a full type name or a
 * symbol, ignoring case). Symbols outside braces are capital letters; anything else gives `null`.
 *
 * @example
 * ```ts
 * parseCostSymbols('1R2C')?.total; // 3
 * parseCostSymbols('rcc'); // null: symbols are capital letters
 * ```
 */
export function parseCostSymbols(text: string): EnergyMix | null {
  const counts = new Array<number>(OTHER + 1).fill(0);
  let wildcards = 0;
  let i = 0;
  if (text === '') return null;
  while (i < text.length) {
    const digits = /^\d+/.exec(text.slice(i));
    let count = 1;
    if (digits) {
      count = Number(digits[0]);
      i += digits[0].length;
      if (count > 99) return null;
    }
    const c = text[i];
    if (c === undefined) return null;
    let type: string | undefined;
    if (c === '{') {
      const close = text.indexOf('}', i);
      if (close < 0) return null;
      const inner = text.slice(i + 1, close);
      type =
        ENERGY_SYMBOLS[inner.toUpperCase()] ??
        POKEMON_ENERGY_TYPES.find((t) => fold(t) === fold(inner));
      if (inner === '*') type = '*';
      if (type === undefined) return null;
      i = close + 1;
    } else if (c === '*') {
      type = '*';
      i++;
    } else {
      type = ENERGY_SYMBOLS[c];
      if (type === undefined) return null;
      i++;
    }
    if (type === '*') wildcards += count;
    else {
      const slot = SLOT[fold(type)] as number;
      counts[slot] = (counts[slot] as number) + count;
    }
  }
  const total = counts.reduce((s, n) => s + n, 0) + wildcards;
  return { counts, wildcards, total };
}

/** True when `attack` has at least the typed energy of `query` (its wildcards aside). */
function containsTyped(attack: EnergyMix, query: EnergyMix): boolean {
  for (let t = 0; t < query.counts.length; t++)
    if ((attack.counts[t] as number) < (query.counts[t] as number)) return false;
  return true;
}

/** True when every energy of `attack` fits in `query`, wildcards taking any type. */
function fitsIn(attack: EnergyMix, query: EnergyMix): boolean {
  let overflow = 0;
  for (let t = 0; t < attack.counts.length; t++) {
    overflow += Math.max(0, (attack.counts[t] as number) - (query.counts[t] as number));
  }
  return overflow <= query.wildcards;
}

/**
 * Whether one attack's cost satisfies `op` against the queried mix (the spec's symbol table):
 * `:`/`=` exactly the mix (`*` any one type); `>=` at least it; `>` at least it plus one or more;
 * `<=` made only of energy from it; `<` that and strictly less. `!=` is decided per card by the
 * caller (no attack costs exactly the mix).
 */
export function attackCostMatches(
  attack: EnergyMix,
  op: SearchOperator,
  query: EnergyMix,
): boolean {
  switch (op) {
    case ':':
    case '=':
    case '!=':
      return attack.total === query.total && containsTyped(attack, query);
    case '>=':
      return attack.total >= query.total && containsTyped(attack, query);
    case '>':
      return attack.total > query.total && containsTyped(attack, query);
    case '<=':
      return attack.total <= query.total && fitsIn(attack, query);
    case '<':
      return attack.total < query.total && fitsIn(attack, query);
    default: {
      const never: never = op;
      throw new Error(`unknown operator ${String(never)}`);
    }
  }
}
