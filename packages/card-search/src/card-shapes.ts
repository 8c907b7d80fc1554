/**
 * The parts of a catalog card the search reads, per game, as narrow structural types: every
 * `@tcgkit/cards` card (`LorCard`, `PokemonCard`, `RiftboundCard`) fits them, and so does any
 * plain object with the same fields (the shapes of the card-data spec pages).
 */

/** The top-level fields every card has, in every game. */
export interface SearchCardBase<TGame> {
  /** Catalog id. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** Set code (`"set1"`, `"sv2"`, `"OGN"`). */
  readonly setCode: string;
  /** False for cards that cannot go in a deck. Absent means collectible. */
  readonly collectible?: boolean;
  /** Game-specific fields. */
  readonly game?: TGame;
}

/** The `card.game` fields of a Legends of Runeterra card that the search reads. */
export interface LorSearchGameData {
  readonly keywordRefs?: readonly string[];
  readonly rarityRef?: string;
  readonly regionRefs?: readonly string[];
  readonly typeRef?: string;
  readonly supertypeRef?: string;
  readonly cost?: number;
  readonly description?: string;
  readonly descriptionRaw?: string;
  readonly levelupDescription?: string;
  readonly levelupDescriptionRaw?: string;
}

/** A Legends of Runeterra card as the search reads it. */
export type LorSearchCard = SearchCardBase<LorSearchGameData>;

/** A Pokémon attack as the search reads it. */
export interface PokemonSearchAttack {
  readonly name: string;
  readonly text?: string;
  readonly cost?: readonly string[];
  readonly convertedEnergyCost?: number;
  readonly damage?: string;
}

/** The `card.game` fields of a Pokémon TCG card that the search reads. */
export interface PokemonSearchGameData {
  readonly abilities?: readonly { readonly name: string; readonly text: string }[];
  readonly attacks?: readonly PokemonSearchAttack[];
  readonly convertedRetreatCost?: number;
  readonly retreatCost?: readonly string[];
  readonly evolvesTo?: readonly string[];
  readonly evolvesToIds?: readonly string[];
  readonly hp?: string;
  readonly rarity?: string;
  readonly regulationMark?: string;
  readonly rules?: readonly string[];
  readonly subtypes?: readonly string[];
  readonly supertype?: string;
  readonly types?: readonly string[];
  readonly weaknesses?: readonly { readonly type: string }[];
}

/** A Pokémon TCG card as the search reads it. */
export type PokemonSearchCard = SearchCardBase<PokemonSearchGameData>;

/** The `card.game` fields of a Riftbound card that the search reads. */
export interface RiftboundSearchGameData {
  readonly type?: string;
  readonly supertype?: string;
  readonly rarity?: string;
  readonly domains?: readonly string[];
  readonly tags?: readonly string[];
  readonly energy?: number;
  readonly might?: number;
  readonly power?: number;
  readonly text?: string;
  readonly textPlain?: string;
  readonly keywordRefs?: readonly string[];
}

/** A Riftbound card as the search reads it. */
export type RiftboundSearchCard = SearchCardBase<RiftboundSearchGameData>;

/** The card shape the search reads for each game. */
export type SearchCardOf<G extends 'lor' | 'pokemon' | 'riftbound'> = G extends 'lor'
  ? LorSearchCard
  : G extends 'pokemon'
    ? PokemonSearchCard
    : RiftboundSearchCard;

/** A card of any game, as the search reads it. */
export type AnySearchCard = LorSearchCard | PokemonSearchCard | RiftboundSearchCard;
