/**
 * The parts of a catalog card the search reads, per game: narrow `Pick`s of the `@tcgkit/cards`
 * types, so every `LorCard`, `PokemonCard` and `RiftboundCard` fits, and so does a trimmed object
 * holding only these fields (the shapes of the card-data spec pages).
 */

import type {
  CatalogCard,
  LorCardGameData,
  PokemonAbilityPayload,
  PokemonAttackPayload,
  PokemonCardGameData,
  PokemonWeaknessPayload,
  RiftboundCardGameData,
} from '@tcgkit/cards';
import type { SearchGame } from './types.js';

/** The top-level fields every card has, in every game, that the search reads. */
export type SearchCardBase<TGame> = Pick<
  CatalogCard<TGame>,
  'id' | 'name' | 'setCode' | 'collectible'
> & {
  /** Game-specific fields. */
  readonly game?: TGame;
};

/** The `card.game` fields of a Legends of Runeterra card that the search reads. */
export type LorSearchGameData = Pick<
  LorCardGameData,
  | 'keywordRefs'
  | 'rarityRef'
  | 'regionRefs'
  | 'typeRef'
  | 'supertypeRef'
  | 'cost'
  | 'description'
  | 'descriptionRaw'
  | 'levelupDescription'
  | 'levelupDescriptionRaw'
>;

/** A Legends of Runeterra card as the search reads it (any `LorCard` fits). */
export type LorSearchCard = SearchCardBase<LorSearchGameData>;

/** A Pokémon attack as the search reads it. */
export type PokemonSearchAttack = Pick<
  PokemonAttackPayload,
  'name' | 'text' | 'cost' | 'convertedEnergyCost' | 'damage'
>;

/** The `card.game` fields of a Pokémon TCG card that the search reads. */
export type PokemonSearchGameData = Pick<
  PokemonCardGameData,
  | 'convertedRetreatCost'
  | 'retreatCost'
  | 'evolvesTo'
  | 'evolvesToIds'
  | 'hp'
  | 'rarity'
  | 'regulationMark'
  | 'rules'
  | 'subtypes'
  | 'types'
> & {
  /** `"Pokemon"`, `"Trainer"` or `"Energy"`. */
  readonly supertype?: string;
  /** Abilities (name and text are searched). */
  readonly abilities?: readonly Pick<PokemonAbilityPayload, 'name' | 'text'>[];
  /** Attacks. */
  readonly attacks?: readonly PokemonSearchAttack[];
  /** Weaknesses (the type is searched). */
  readonly weaknesses?: readonly Pick<PokemonWeaknessPayload, 'type'>[];
};

/** A Pokémon TCG card as the search reads it (any `PokemonCard` fits). */
export type PokemonSearchCard = SearchCardBase<PokemonSearchGameData>;

/** The `card.game` fields of a Riftbound card that the search reads. */
export type RiftboundSearchGameData = Pick<
  RiftboundCardGameData,
  'supertype' | 'tags' | 'energy' | 'might' | 'power' | 'text' | 'textPlain' | 'keywordRefs'
> & {
  /** Card type (`"unit"`, `"spell"`, ...). */
  readonly type?: string;
  /** Rarity of the default printing. */
  readonly rarity?: string;
  /** Domains. */
  readonly domains?: readonly string[];
};

/** A Riftbound card as the search reads it (any `RiftboundCard` fits). */
export type RiftboundSearchCard = SearchCardBase<RiftboundSearchGameData>;

/** The card shape the search reads for each game. */
export type SearchCardOf<G extends SearchGame> = G extends 'lor'
  ? LorSearchCard
  : G extends 'pokemon'
    ? PokemonSearchCard
    : RiftboundSearchCard;

/** A card of any game, as the search reads it. */
export type AnySearchCard = LorSearchCard | PokemonSearchCard | RiftboundSearchCard;
