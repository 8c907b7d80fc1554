import {
  POKEMON_ENERGY_TYPES,
  POKEMON_EVOLUTION_STAGES,
  POKEMON_RARITIES,
  POKEMON_REGULATION_MARKS,
} from '@tcgkit/cards/vocab';
import type { PokemonSearchCard } from './card-shapes.js';
import type { GameSearchDefinition, ShortcutDefinition } from './field-types.js';
import { nameField, rulesTextField, setField } from './fields-common.js';
import { fold } from './fold.js';

/** Pokémon energy types and rarities, in the order of the spec's fields table (`@tcgkit/cards/vocab`). */
export { POKEMON_ENERGY_TYPES, POKEMON_RARITIES };

/**
 * Folded supertypes and subtypes, remembered: a catalog has a few dozen distinct ones, and
 * folding them on every card of every search was most of a shortcut's time and garbage (the
 * memory is bounded, for hostile data).
 */
const foldedKinds = new Map<string, string>();
const MAX_FOLDED_KINDS = 1_000;

function foldKind(s: string): string {
  let f = foldedKinds.get(s);
  if (f === undefined) {
    f = fold(s);
    if (foldedKinds.size < MAX_FOLDED_KINDS) foldedKinds.set(s, f);
  }
  return f;
}

const isPokemon = (c: PokemonSearchCard): boolean => {
  const supertype: unknown = c.game?.supertype;
  return typeof supertype === 'string' && foldKind(supertype) === 'pokemon';
};

/** True for a Pokémon that evolves into nothing (no printed "Evolves to" and no evolution ids). */
export function isFinalStage(c: PokemonSearchCard): boolean {
  const g = c.game;
  return isPokemon(c) && !g?.evolvesTo?.length && !g?.evolvesToIds?.length;
}

/** Highest printed base damage: the leading number of each attack's damage, `+`/`×`/`-` ignored. */
function highestDamage(c: PokemonSearchCard): number | undefined {
  let best: number | undefined;
  for (const a of c.game?.attacks ?? []) {
    const m = /\d+/.exec(a.damage ?? '');
    if (m) {
      const n = Number(m[0]);
      if (best === undefined || n > best) best = n;
    }
  }
  return best;
}

function cheapestAttack(c: PokemonSearchCard): number | undefined {
  let best: number | undefined;
  for (const a of c.game?.attacks ?? []) {
    const n = a.cost?.length ?? a.convertedEnergyCost ?? 0;
    if (best === undefined || n < best) best = n;
  }
  return best;
}

/** Whether the card has one of the (already folded) subtypes. */
function hasSubtype(c: PokemonSearchCard, wanted: readonly string[]): boolean {
  const subtypes: unknown = c.game?.subtypes;
  if (!Array.isArray(subtypes)) return false;
  for (const s of subtypes) if (typeof s === 'string' && wanted.includes(foldKind(s))) return true;
  return false;
}

const bySubtype = (
  name: string,
  description: string,
  ...subtypes: string[]
): ShortcutDefinition<PokemonSearchCard> => {
  // Folded once here, not on every card.
  const wanted = (subtypes.length > 0 ? subtypes : [name]).map(fold);
  return { name, description, test: (c) => hasSubtype(c, wanted) };
};

/**
 * The Pokémon TCG search language (spec `search-pokemon.md`). `text` covers rules, ability and
 * attack names and text; `damage` is the highest leading number of the printed damage; `cost` is
 * the cheapest attack as a number and any one attack's exact mix as symbols; `stage:final` is a
 * Pokémon that evolves into nothing.
 */
export const pokemonSearch: GameSearchDefinition<PokemonSearchCard> = {
  game: 'pokemon',
  fields: [
    nameField(),
    rulesTextField('Rules text, plus the names and text of abilities and attacks.', (c) => {
      const g = c.game;
      if (!g) return [];
      const out: string[] = [...(g.rules ?? [])];
      for (const a of g.abilities ?? []) out.push(a.name, a.text);
      for (const a of g.attacks ?? []) {
        out.push(a.name);
        if (a.text) out.push(a.text);
      }
      return out;
    }),
    {
      name: 'type',
      aliases: ['t'],
      kind: 'value',
      description: "A Pokémon's energy type. Trainers have none.",
      values: POKEMON_ENERGY_TYPES,
      read: (c) => c.game?.types ?? [],
    },
    {
      name: 'rarity',
      aliases: ['r'],
      kind: 'value',
      description:
        'Printed rarity. Comparisons use the order of the allowed values; any other rarity never matches a comparison.',
      values: POKEMON_RARITIES,
      read: (c) => (c.game?.rarity === undefined ? [] : [c.game.rarity]),
    },
    setField('sv1 or sm11'),
    {
      name: 'cost',
      aliases: ['attackcost', 'energy', 'mv', 'cmc'],
      kind: 'cost',
      description:
        "Attack cost. A number compares the total energy of the card's cheapest attack; energy symbols match the exact typed cost of any one attack.",
      read: cheapestAttack,
      readCosts: (c) => (c.game?.attacks ?? []).map((a) => a.cost ?? []),
    },
    {
      name: 'hp',
      aliases: [],
      kind: 'number',
      description: 'Hit points.',
      read: (c) => {
        const hp = c.game?.hp;
        if (hp === undefined || !/^\s*\d+\s*$/.test(hp)) return undefined;
        return Number(hp);
      },
    },
    {
      name: 'damage',
      aliases: ['dmg'],
      kind: 'number',
      description:
        "Highest printed base damage among the card's attacks. A + or × after the number is ignored.",
      read: highestDamage,
    },
    {
      name: 'stage',
      aliases: [],
      kind: 'value',
      description: 'Evolution stage. final matches Pokémon that do not evolve any further.',
      values: [...POKEMON_EVOLUTION_STAGES, 'Final'],
      // Stage is a Pokémon's: a Basic Energy's "Basic" subtype is not a stage.
      read: (c) =>
        isPokemon(c)
          ? (c.game?.subtypes ?? []).filter((s) =>
              POKEMON_EVOLUTION_STAGES.some((st) => fold(st) === fold(s)),
            )
          : [],
      virtualValues: {
        final: { description: 'Pokémon that do not evolve any further', test: isFinalStage },
      },
    },
    {
      name: 'retreat',
      aliases: [],
      kind: 'number',
      description: 'Retreat cost, as a number of energy.',
      read: (c) =>
        c.game?.convertedRetreatCost ??
        c.game?.retreatCost?.length ??
        (isPokemon(c) ? 0 : undefined),
    },
    {
      name: 'weakness',
      aliases: ['weak'],
      kind: 'value',
      description: 'The energy type the card is weak to.',
      values: POKEMON_ENERGY_TYPES,
      read: (c) => (c.game?.weaknesses ?? []).map((w) => w.type),
    },
    {
      name: 'regmark',
      aliases: ['reg'],
      kind: 'value',
      description: 'Regulation mark letter. Comparisons use the order of the allowed values.',
      values: POKEMON_REGULATION_MARKS,
      read: (c) => (c.game?.regulationMark === undefined ? [] : [c.game.regulationMark]),
    },
    {
      name: 'subtype',
      aliases: [],
      kind: 'text',
      description:
        'Any subtype, ignoring case: Supporter, Item, Stadium, Pokémon Tool, ex, V and so on.',
      read: (c) => c.game?.subtypes ?? [],
    },
  ],
  shortcuts: [
    {
      name: 'ex',
      description: 'Pokémon ex (the modern, lowercase mechanic).',
      test: (c) => (c.game?.subtypes ?? []).includes('ex'),
    },
    bySubtype('v', 'Pokémon V.'),
    bySubtype('vmax', 'Pokémon VMAX.'),
    bySubtype('vstar', 'Pokémon VSTAR.'),
    bySubtype('v-union', 'Pokémon V-UNION.'),
    bySubtype('gx', 'Pokémon-GX.'),
    {
      name: 'EX',
      caseSensitive: true,
      description: 'Pokémon-EX (the older, uppercase mechanic).',
      test: (c) => (c.game?.subtypes ?? []).includes('EX'),
    },
    bySubtype('break', 'Pokémon BREAK.'),
    bySubtype('radiant', 'Radiant Pokémon.'),
    bySubtype('prism star', 'Prism Star cards.'),
    bySubtype('ace spec', 'ACE SPEC cards.'),
    bySubtype('mega', 'Mega Evolution Pokémon.', 'mega', 'mega evolution'),
    bySubtype('tera', 'Tera Pokémon.'),
    bySubtype('ancient', 'Ancient cards.'),
    bySubtype('future', 'Future cards.'),
    bySubtype('fusion strike', 'Fusion Strike cards.'),
    bySubtype('single strike', 'Single Strike cards.'),
    bySubtype('rapid strike', 'Rapid Strike cards.'),
    bySubtype('tag team', 'TAG TEAM cards.'),
    bySubtype('ultra beast', 'Ultra Beasts.'),
    bySubtype('team plasma', 'Team Plasma cards.'),
    bySubtype('sp', 'Pokémon SP.'),
    bySubtype('delta species', 'Delta Species Pokémon.'),
  ],
};
