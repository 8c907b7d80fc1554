import {
  LOR_CARD_TYPES,
  LOR_RARITIES,
  LOR_REGIONS,
  LOR_SPELL_SPEEDS,
  LOR_SUPERTYPES,
  POKEMON_ENERGY_TYPES,
  POKEMON_REGULATION_MARKS,
  POKEMON_STAGES,
  POKEMON_SUPERTYPES,
  RIFTBOUND_CARD_TYPES,
  RIFTBOUND_DOMAINS,
  RIFTBOUND_RARITIES,
  RIFTBOUND_SUPERTYPES,
} from '@tcgkit/cards/vocab';
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

const js = (value: unknown): string => JSON.stringify(value);

/** How a field of each type reads a raw value: the script's helper, and the same helper here. */
const READERS = {
  number: { helper: 'toNumber', read: toNumber },
  category: { helper: 'toText', read: toText },
  text: { helper: 'toText', read: toText },
  list: { helper: 'toTextList', read: toTextList },
} as const satisfies Record<
  CalculatorFieldType,
  { helper: string; read: (value: unknown) => CalculatorFieldValue }
>;

/** What a field read straight from `card.game` may add: its values, vocabulary, a fallback key. */
interface GameFieldOptions {
  readonly values?: readonly string[];
  readonly vocabulary?: string;
  /** A second `card.game` key, read when the first one is empty (`typeRef`, then `type`). */
  readonly orElse?: string;
}

/** A field that is `card.game[key]` as a number, text or list (`toNumber(game.cost)`). */
function gameField(
  id: string,
  label: string,
  type: CalculatorFieldType,
  key: string,
  options: GameFieldOptions = {},
): CalculatorField {
  const { helper, read } = READERS[type];
  const { orElse, ...rest } = options;
  return {
    id,
    label,
    type,
    ...rest,
    source:
      orElse === undefined
        ? `${helper}(game.${key})`
        : `${helper}(game.${key}) ?? ${helper}(game.${orElse})`,
    read: (card) => {
      const game = gameOf(card);
      const value = read(game[key]);
      return orElse === undefined ? value : (value ?? read(game[orElse]));
    },
  };
}

/** A field computed from the card: `source` for the script and `read`, the same, for the preview. */
function derivedField(
  id: string,
  label: string,
  type: CalculatorFieldType,
  options: Omit<GameFieldOptions, 'orElse'>,
  source: string,
  read: (card: unknown) => CalculatorFieldValue,
): CalculatorField {
  return { id, label, type, ...options, source, read };
}

/** A field that is a top-level text of the card (`card.name`). */
const cardText = (id: string, label: string, key: string): CalculatorField => ({
  id,
  label,
  type: 'text',
  source: `toText(isRecord(card) ? card.${key} : undefined)`,
  read: (card) => toText(isRecord(card) ? card[key] : undefined),
});

const COMMON: readonly CalculatorField[] = [
  cardText('name', 'Name', 'name'),
  cardText('set', 'Set', 'setCode'),
];

const POKEMON: readonly CalculatorField[] = [
  derivedField(
    'cardType',
    'Card type',
    'category',
    { values: POKEMON_SUPERTYPES },
    'game.supertype === "Pokemon" || game.supertype === "Pokémon" ? "Pokémon" : toText(game.supertype)',
    (card) => {
      const game = gameOf(card);
      return isPokemon(game) ? 'Pokémon' : toText(game.supertype);
    },
  ),
  derivedField(
    'stage',
    'Stage',
    'category',
    { values: POKEMON_STAGES },
    `game.supertype === "Pokemon" || game.supertype === "Pokémon" ? toTextList(game.subtypes).find((subtype) => ${js(POKEMON_STAGES)}.indexOf(subtype) !== -1) : undefined`,
    (card) => {
      const game = gameOf(card);
      return isPokemon(game)
        ? toTextList(game.subtypes).find((subtype) =>
            (POKEMON_STAGES as readonly string[]).includes(subtype),
          )
        : undefined;
    },
  ),
  gameField('subtype', 'Subtype', 'list', 'subtypes'),
  gameField('energyType', 'Energy type', 'list', 'types', {
    values: POKEMON_ENERGY_TYPES,
    vocabulary: 'pokemon.energyType',
  }),
  gameField('regulationMark', 'Regulation mark', 'category', 'regulationMark', {
    values: POKEMON_REGULATION_MARKS,
    vocabulary: 'pokemon.regulationMark',
  }),
  derivedField(
    'retreatCost',
    'Retreat cost',
    'number',
    {},
    // A Pokémon printed with no retreat cost carries no convertedRetreatCost: it retreats for 0.
    'game.supertype === "Pokemon" || game.supertype === "Pokémon" ? (toNumber(game.convertedRetreatCost) ?? (Array.isArray(game.retreatCost) ? game.retreatCost.length : 0)) : undefined',
    (card) => {
      const game = gameOf(card);
      if (!isPokemon(game)) return undefined;
      return (
        toNumber(game.convertedRetreatCost) ??
        (Array.isArray(game.retreatCost) ? game.retreatCost.length : 0)
      );
    },
  ),
  derivedField(
    'hp',
    'HP',
    'number',
    {},
    'toNumber(typeof game.hp === "string" ? Number.parseFloat(game.hp) : game.hp)',
    (card) => {
      const hp = gameOf(card).hp;
      return toNumber(typeof hp === 'string' ? Number.parseFloat(hp) : hp);
    },
  ),
  derivedField(
    'weakness',
    'Weakness',
    'list',
    { values: POKEMON_ENERGY_TYPES, vocabulary: 'pokemon.energyType' },
    'toTextList((Array.isArray(game.weaknesses) ? game.weaknesses : []).map((weakness) => (isRecord(weakness) ? weakness.type : undefined)))',
    (card) => {
      const weaknesses = gameOf(card).weaknesses;
      return toTextList(
        (Array.isArray(weaknesses) ? weaknesses : []).map((weakness: unknown) =>
          isRecord(weakness) ? weakness.type : undefined,
        ),
      );
    },
  ),
  gameField('rarity', 'Rarity', 'text', 'rarity'),
];

const LOR: readonly CalculatorField[] = [
  gameField('cardType', 'Card type', 'category', 'typeRef', {
    values: LOR_CARD_TYPES,
    orElse: 'type',
  }),
  gameField('supertype', 'Supertype', 'category', 'supertypeRef', {
    values: LOR_SUPERTYPES,
    orElse: 'supertype',
  }),
  derivedField(
    'region',
    'Region',
    'list',
    { values: LOR_REGIONS, vocabulary: 'lor.region' },
    // A Runeterra champion's own cards carry its card code among the regions: not a region.
    'toTextList(game.regionRefs).filter((ref) => !/^\\d/.test(ref))',
    (card) => toTextList(gameOf(card).regionRefs).filter((ref) => !/^\d/.test(ref)),
  ),
  gameField('cost', 'Cost', 'number', 'cost'),
  gameField('attack', 'Power', 'number', 'attack'),
  gameField('health', 'Health', 'number', 'health'),
  gameField('rarity', 'Rarity', 'category', 'rarityRef', {
    values: LOR_RARITIES,
    vocabulary: 'lor.rarity',
  }),
  gameField('spellSpeed', 'Spell speed', 'category', 'spellSpeedRef', {
    values: LOR_SPELL_SPEEDS,
  }),
  gameField('keyword', 'Keyword', 'list', 'keywordRefs'),
  gameField('subtype', 'Subtype', 'list', 'subtypes'),
];

const RIFTBOUND: readonly CalculatorField[] = [
  gameField('cardType', 'Card type', 'category', 'type', {
    values: RIFTBOUND_CARD_TYPES,
    vocabulary: 'riftbound.cardType',
  }),
  gameField('supertype', 'Supertype', 'category', 'supertype', { values: RIFTBOUND_SUPERTYPES }),
  gameField('domain', 'Domain', 'list', 'domains', {
    values: RIFTBOUND_DOMAINS,
    vocabulary: 'riftbound.domain',
  }),
  gameField('energy', 'Energy', 'number', 'energy'),
  gameField('might', 'Might', 'number', 'might'),
  gameField('power', 'Power', 'number', 'power'),
  gameField('rarity', 'Rarity', 'category', 'rarity', { values: RIFTBOUND_RARITIES }),
  gameField('tag', 'Tag', 'list', 'tags'),
  gameField('keyword', 'Keyword', 'list', 'keywordRefs'),
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
