import type { CalculatorGame } from './spec-types.js';

/**
 * The kind of value a builder field holds: `number` (curves, sums, averages), `category` (one
 * value from a dropdown), `text` (free text), `list` (several values, e.g. subtypes or regions).
 */
export type CalculatorFieldType = 'number' | 'category' | 'text' | 'list';

/** A card value as builder widgets see it. */
export type CalculatorFieldValue = number | string | readonly string[] | undefined;

/** A card field the builder offers for one game. */
export interface CalculatorField {
  /** Stable id stored in specs (`retreatCost`). */
  readonly id: string;
  /** Name shown in the builder (`Retreat cost`). */
  readonly label: string;
  readonly type: CalculatorFieldType;
  /** Dropdown values for categorical fields (card type, stage, energy type, regulation mark). */
  readonly values?: readonly string[];
  /** Vocabulary id for donut and gauge segments grouped by this field. */
  readonly vocabulary?: string;
  /**
   * The JavaScript expression the compiled script uses to read the field, over `card` (may be
   * `undefined`) and `game` (`card.game`, or `{}`), with the script's helpers `isRecord`,
   * `toNumber`, `toText` and `toTextList`.
   */
  readonly source: string;
  /** The same read, for the builder's preview. Must agree with `source` on every card. */
  readonly read: (card: unknown) => CalculatorFieldValue;
}

type Raw = Record<string, unknown>;

/** Plain objects only. */
export function isRecord(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `card.game`, or `{}`. */
export function gameOf(card: unknown): Raw {
  return isRecord(card) && isRecord(card.game) ? card.game : {};
}

/** A finite number from a number or numeric text, else `undefined` (the script's `toNumber`). */
export function toNumber(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

/** Non-empty text, else `undefined` (the script's `toText`). */
export function toText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The non-empty strings of a list, else `[]` (the script's `toTextList`). */
export function toTextList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.length > 0)
    : [];
}

const isPokemon = (game: Raw): boolean =>
  game.supertype === 'Pokemon' || game.supertype === 'Pokémon';

const POKEMON_STAGES = [
  'Basic',
  'Stage 1',
  'Stage 2',
  'BREAK',
  'LEGEND',
  'Level-Up',
  'MEGA',
  'Restored',
  'V-UNION',
  'VMAX',
  'VSTAR',
];
const POKEMON_TYPES = [
  'Grass',
  'Fire',
  'Water',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
  'Fairy',
  'Dragon',
  'Colorless',
];
const js = (value: unknown): string => JSON.stringify(value);

const COMMON: readonly CalculatorField[] = [
  {
    id: 'name',
    label: 'Name',
    type: 'text',
    source: 'toText(isRecord(card) ? card.name : undefined)',
    read: (card) => toText(isRecord(card) ? card.name : undefined),
  },
  {
    id: 'set',
    label: 'Set',
    type: 'text',
    source: 'toText(isRecord(card) ? card.setCode : undefined)',
    read: (card) => toText(isRecord(card) ? card.setCode : undefined),
  },
];

const POKEMON: readonly CalculatorField[] = [
  {
    id: 'cardType',
    label: 'Card type',
    type: 'category',
    values: ['Pokémon', 'Trainer', 'Energy'],
    source:
      'game.supertype === "Pokemon" || game.supertype === "Pokémon" ? "Pokémon" : toText(game.supertype)',
    read: (card) => {
      const game = gameOf(card);
      return isPokemon(game) ? 'Pokémon' : toText(game.supertype);
    },
  },
  {
    id: 'stage',
    label: 'Stage',
    type: 'category',
    values: POKEMON_STAGES,
    source: `game.supertype === "Pokemon" || game.supertype === "Pokémon" ? toTextList(game.subtypes).find((subtype) => ${js(POKEMON_STAGES)}.indexOf(subtype) !== -1) : undefined`,
    read: (card) => {
      const game = gameOf(card);
      return isPokemon(game)
        ? toTextList(game.subtypes).find((subtype) => POKEMON_STAGES.indexOf(subtype) !== -1)
        : undefined;
    },
  },
  {
    id: 'subtype',
    label: 'Subtype',
    type: 'list',
    source: 'toTextList(game.subtypes)',
    read: (card) => toTextList(gameOf(card).subtypes),
  },
  {
    id: 'energyType',
    label: 'Energy type',
    type: 'list',
    values: POKEMON_TYPES,
    vocabulary: 'pokemon.energyType',
    source: 'toTextList(game.types)',
    read: (card) => toTextList(gameOf(card).types),
  },
  {
    id: 'regulationMark',
    label: 'Regulation mark',
    type: 'category',
    values: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'],
    vocabulary: 'pokemon.regulationMark',
    source: 'toText(game.regulationMark)',
    read: (card) => toText(gameOf(card).regulationMark),
  },
  {
    id: 'retreatCost',
    label: 'Retreat cost',
    type: 'number',
    // A Pokémon printed with no retreat cost carries no convertedRetreatCost: it retreats for 0.
    source:
      'game.supertype === "Pokemon" || game.supertype === "Pokémon" ? (toNumber(game.convertedRetreatCost) ?? (Array.isArray(game.retreatCost) ? game.retreatCost.length : 0)) : undefined',
    read: (card) => {
      const game = gameOf(card);
      if (!isPokemon(game)) return undefined;
      return (
        toNumber(game.convertedRetreatCost) ??
        (Array.isArray(game.retreatCost) ? game.retreatCost.length : 0)
      );
    },
  },
  {
    id: 'hp',
    label: 'HP',
    type: 'number',
    source: 'toNumber(typeof game.hp === "string" ? Number.parseFloat(game.hp) : game.hp)',
    read: (card) => {
      const hp = gameOf(card).hp;
      return toNumber(typeof hp === 'string' ? Number.parseFloat(hp) : hp);
    },
  },
  {
    id: 'weakness',
    label: 'Weakness',
    type: 'list',
    values: POKEMON_TYPES,
    vocabulary: 'pokemon.energyType',
    source:
      'toTextList((Array.isArray(game.weaknesses) ? game.weaknesses : []).map((weakness) => (isRecord(weakness) ? weakness.type : undefined)))',
    read: (card) => {
      const weaknesses = gameOf(card).weaknesses;
      return toTextList(
        (Array.isArray(weaknesses) ? weaknesses : []).map((weakness: unknown) =>
          isRecord(weakness) ? weakness.type : undefined,
        ),
      );
    },
  },
  {
    id: 'rarity',
    label: 'Rarity',
    type: 'text',
    source: 'toText(game.rarity)',
    read: (card) => toText(gameOf(card).rarity),
  },
];

const LOR_REGIONS = [
  'Bilgewater',
  'BandleCity',
  'Demacia',
  'Freljord',
  'Ionia',
  'Noxus',
  'PiltoverZaun',
  'ShadowIsles',
  'Shurima',
  'Targon',
  'Runeterra',
];

const LOR: readonly CalculatorField[] = [
  {
    id: 'cardType',
    label: 'Card type',
    type: 'category',
    values: ['Unit', 'Spell', 'Landmark', 'Equipment', 'Ability', 'Trap'],
    source: 'toText(game.typeRef) ?? toText(game.type)',
    read: (card) => toText(gameOf(card).typeRef) ?? toText(gameOf(card).type),
  },
  {
    id: 'supertype',
    label: 'Supertype',
    type: 'category',
    values: ['Champion'],
    source: 'toText(game.supertypeRef) ?? toText(game.supertype)',
    read: (card) => toText(gameOf(card).supertypeRef) ?? toText(gameOf(card).supertype),
  },
  {
    id: 'region',
    label: 'Region',
    type: 'list',
    values: LOR_REGIONS,
    vocabulary: 'lor.region',
    source: 'toTextList(game.regionRefs).filter((ref) => !/^\\d/.test(ref))',
    read: (card) => toTextList(gameOf(card).regionRefs).filter((ref) => !/^\d/.test(ref)),
  },
  {
    id: 'cost',
    label: 'Cost',
    type: 'number',
    source: 'toNumber(game.cost)',
    read: (card) => toNumber(gameOf(card).cost),
  },
  {
    id: 'attack',
    label: 'Power',
    type: 'number',
    source: 'toNumber(game.attack)',
    read: (card) => toNumber(gameOf(card).attack),
  },
  {
    id: 'health',
    label: 'Health',
    type: 'number',
    source: 'toNumber(game.health)',
    read: (card) => toNumber(gameOf(card).health),
  },
  {
    id: 'rarity',
    label: 'Rarity',
    type: 'category',
    values: ['Common', 'Rare', 'Epic', 'Champion', 'None'],
    vocabulary: 'lor.rarity',
    source: 'toText(game.rarityRef)',
    read: (card) => toText(gameOf(card).rarityRef),
  },
  {
    id: 'spellSpeed',
    label: 'Spell speed',
    type: 'category',
    values: ['Burst', 'Fast', 'Slow', 'Focus'],
    source: 'toText(game.spellSpeedRef)',
    read: (card) => toText(gameOf(card).spellSpeedRef),
  },
  {
    id: 'keyword',
    label: 'Keyword',
    type: 'list',
    source: 'toTextList(game.keywordRefs)',
    read: (card) => toTextList(gameOf(card).keywordRefs),
  },
  {
    id: 'subtype',
    label: 'Subtype',
    type: 'list',
    source: 'toTextList(game.subtypes)',
    read: (card) => toTextList(gameOf(card).subtypes),
  },
];

const RIFTBOUND: readonly CalculatorField[] = [
  {
    id: 'cardType',
    label: 'Card type',
    type: 'category',
    values: ['unit', 'spell', 'gear', 'battlefield', 'rune', 'legend'],
    vocabulary: 'riftbound.cardType',
    source: 'toText(game.type)',
    read: (card) => toText(gameOf(card).type),
  },
  {
    id: 'supertype',
    label: 'Supertype',
    type: 'category',
    values: ['Champion', 'Signature', 'Basic', 'Token'],
    source: 'toText(game.supertype)',
    read: (card) => toText(gameOf(card).supertype),
  },
  {
    id: 'domain',
    label: 'Domain',
    type: 'list',
    values: ['body', 'calm', 'chaos', 'fury', 'mind', 'order', 'colorless'],
    vocabulary: 'riftbound.domain',
    source: 'toTextList(game.domains)',
    read: (card) => toTextList(gameOf(card).domains),
  },
  {
    id: 'energy',
    label: 'Energy',
    type: 'number',
    source: 'toNumber(game.energy)',
    read: (card) => toNumber(gameOf(card).energy),
  },
  {
    id: 'might',
    label: 'Might',
    type: 'number',
    source: 'toNumber(game.might)',
    read: (card) => toNumber(gameOf(card).might),
  },
  {
    id: 'power',
    label: 'Power',
    type: 'number',
    source: 'toNumber(game.power)',
    read: (card) => toNumber(gameOf(card).power),
  },
  {
    id: 'rarity',
    label: 'Rarity',
    type: 'category',
    values: ['common', 'uncommon', 'rare', 'epic', 'showcase'],
    source: 'toText(game.rarity)',
    read: (card) => toText(gameOf(card).rarity),
  },
  {
    id: 'tag',
    label: 'Tag',
    type: 'list',
    source: 'toTextList(game.tags)',
    read: (card) => toTextList(gameOf(card).tags),
  },
  {
    id: 'keyword',
    label: 'Keyword',
    type: 'list',
    source: 'toTextList(game.keywordRefs)',
    read: (card) => toTextList(gameOf(card).keywordRefs),
  },
];

/**
 * The fields the builder offers per game (the game's own fields, then `name` and `set`).
 *
 * @example
 * ```ts
 * import { CALCULATOR_FIELDS } from '@tcgkit/calculator';
 * CALCULATOR_FIELDS.pokemon.map((field) => field.label);
 * // ['Card type', 'Stage', 'Subtype', 'Energy type', 'Regulation mark', 'Retreat cost', 'HP', ...]
 * ```
 */
export const CALCULATOR_FIELDS: Readonly<Record<CalculatorGame, readonly CalculatorField[]>> = {
  lor: [...LOR, ...COMMON],
  pokemon: [...POKEMON, ...COMMON],
  riftbound: [...RIFTBOUND, ...COMMON],
};

/** The field with this id in a game, or `undefined`. */
export function getCalculatorField(game: CalculatorGame, id: string): CalculatorField | undefined {
  return CALCULATOR_FIELDS[game]?.find((field) => field.id === id);
}
