// The card objects and catalog globals of each game, exactly as the card-data pages describe them
// (platform/card-data-lor.md, card-data-pokemon.md, card-data-riftbound.md).

import type { GameId } from '@tcgkit/core';
import type { RIFTBOUND_CARD_TYPES, RIFTBOUND_DOMAINS, RIFTBOUND_RARITIES } from './vocab.js';

/**
 * The games tcgkit knows the cards of: every core `GameId` but `mtg` (tcgkit has Magic
 * tiebreakers, not Magic card data). The spelling is core's; this only narrows it.
 */
export type CardGameId = Exclude<GameId, 'mtg'>;

/** Every {@link CardGameId}, in core's order (useful for menus and exhaustive loops). */
export const CARD_GAME_IDS: readonly CardGameId[] = ['lor', 'pokemon', 'riftbound'];

/** Any JSON value. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };

/** A JSON object: the shape of every `metadata` bag on printings, variants and assets. */
export type JsonObject = { [key: string]: JsonValue };

/**
 * What an image shows: `"card"` (framed render), `"full"` (full art), `"icon"`, `"banner"`,
 * `"slice"`, `"portrait"`, … The list is open: other strings are allowed.
 */
export type CardAssetKind =
  | 'card'
  | 'full'
  | 'icon'
  | 'banner'
  | 'slice'
  | 'portrait'
  | (string & {});

/** Image format (`"webp"`, `"png"`, …), when known. Open list. */
export type CardAssetFormat = 'webp' | 'png' | 'jpg' | 'jpeg' | 'avif' | (string & {});

/** One image of a card or of a printing (`CardCatalogCardAssetContract` in the spec). */
export interface CardAsset {
  /** What the image shows. */
  kind: CardAssetKind;
  /** Image URL. */
  url: string;
  /** Image format, when known. */
  format?: CardAssetFormat;
  /** Width in pixels, when known. */
  width?: number;
  /** Height in pixels, when known. */
  height?: number;
  /** Extra per-asset data; game-specific. */
  metadata?: JsonObject;
}

/** One treatment of a printing: foil, alternate art, … (`CardVariantContract` in the spec). */
export interface CardVariant {
  /** Variant id, usually `<printing id>:<kind>` (`"ogn-030-298:normal"`). */
  id: string;
  /** Treatment kind (`"normal"`, `"foil"`, `"alternate_art"`); values are per game. */
  kind?: string;
  /** Display label, when the kind alone is not enough. */
  label?: string;
  /** Extra per-variant data; game-specific. */
  metadata?: JsonObject;
}

/** One printing of a card identity (`CardPrintingContract` in the spec). */
export interface CardPrinting {
  /** Printing id; deck refs use it (`"sv2-11"` for Pokémon, `"ogn-030-298"` for Riftbound). */
  id: string;
  /** Set the printing belongs to (`"sv2"`, `"OGN"`). */
  setCode: string;
  /** Collector number within the set. */
  number?: string;
  /** Language of the printing, when it is not the catalog's own. */
  language?: string;
  /** Release date as the source gives it (`"2023/06/09"`). */
  releaseDate?: string;
  /** This printing's own images. */
  assets?: CardAsset[];
  /** Treatments of this printing. */
  variants?: CardVariant[];
  /** Extra per-printing data (rarity, artist, store ids); game-specific. */
  metadata?: JsonObject;
}

/**
 * The top-level fields every card has, in every game. `TGameData` is the game-specific
 * `card.game` object, `TPrinting` the game's printing type.
 */
export interface CatalogCard<TGameData, TPrinting extends CardPrinting = CardPrinting> {
  /** Catalog id of the card identity (`"01DE012"` in LoR, `"pikachu-ex--1f29b66b68bc"` in Pokémon). */
  id: string;
  /** Display name in the catalog locale. */
  name: string;
  /** Set of the card, or of its default printing (`"set1"`, `"sv2"`, `"OGN"`). */
  setCode: string;
  /** False for cards that can't go in a deck (LoR tokens and level-ups). */
  collectible?: boolean;
  /** Images of the card's default printing. */
  assets?: CardAsset[];
  /** Every printing of the identity, default printing first. Absent in LoR. */
  printings?: TPrinting[];
  /** False when none of the card's printings has an image in this language. Absent means it has one. */
  hasImage?: boolean;
  /** Game-specific fields. */
  game?: TGameData;
}

// ---------------------------------------------------------------------------------------------
// Legends of Runeterra

/** The `card.game` fields of a Legends of Runeterra card. */
export interface LorCardGameData {
  /** Card codes of related cards: level-ups, spawned tokens, spells a champion creates. */
  associatedCardRefs?: string[];
  /** Formats the card is legal in, as `globals.formats` keys (`"client_Formats_Standard_name"`). */
  formatRefs?: string[];
  /** Keywords on the card, as `globals.keywords` keys (`"QuickStrike"`). */
  keywordRefs?: string[];
  /** Rarity key: `"Common"`, `"Rare"`, `"Epic"`, `"Champion"` or `"None"`. */
  rarityRef?: string;
  /** Regions, as `globals.regions` keys; a Runeterra champion's own cards also carry its card code. */
  regionRefs?: string[];
  /** Spell speed key (`"Burst"`, `"Fast"`, `"Slow"`); spells only. */
  spellSpeedRef?: string;
  /** Glossary terms linked from the card text, as `globals.vocabTerms` keys. */
  vocabTerms?: string[];
  /** Localized supertype; `"Champion"` on champions. Use `supertypeRef` in logic. */
  supertype?: string;
  /** Localized card type. Use `typeRef` in logic. */
  type?: string;
  /** English card type: `"Unit"`, `"Spell"`, `"Landmark"`, `"Equipment"`, `"Ability"` or `"Trap"`. */
  typeRef?: string;
  /** English supertype: `"Champion"` on champions, absent otherwise. */
  supertypeRef?: string;
  /** Mana cost. */
  cost?: number;
  /** Power (attack); usually `0` on non-units. */
  attack?: number;
  /** Health; usually `0` on non-units. */
  health?: number;
  /** Rules text with the game client's inline markup. */
  description?: string;
  /** Rules text as plain text. */
  descriptionRaw?: string;
  /** Champion level-up condition, with inline markup. */
  levelupDescription?: string;
  /** Champion level-up condition as plain text. */
  levelupDescriptionRaw?: string;
  /** Flavor text. */
  flavorText?: string;
  /** Unit subtypes in upper case (`["ELITE"]`). */
  subtypes?: string[];
  /** Card artist's name. */
  artistName?: string;
}

/**
 * A Legends of Runeterra card, keyed by its card code (`"01DE012"`). A card code is one printing,
 * so a LoR card has no `printings` (the LoR card schema refuses them).
 */
export type LorCard = CatalogCard<LorCardGameData> & { printings?: never };

/** The anchor an operator override is matched on (shape owned by the catalog service). */
export type LorCatalogMetadataReference = JsonObject;

/** One entry of a Legends of Runeterra globals table. */
export interface LorLookupEntry {
  /** Display color: a hex value or a CSS variable name. */
  color?: string;
  /** Icon image URL; empty or `null` when there is none. */
  icon?: string | null;
  /** Display name in the catalog locale. */
  label: string;
  /** Anchor an operator override is matched on. */
  metadataRef?: LorCatalogMetadataReference;
  /** Sort position, lowest first. */
  order?: number;
  /** Whether the entry is offered as a filter option in the card browser. */
  showInFilter?: boolean;
}

/** A `keywords` or `vocabTerms` entry: a lookup entry with reminder text. */
export interface LorKeywordEntry extends LorLookupEntry {
  /** Reminder text, in the catalog locale. */
  description?: string;
}

/** A `runeterraChampions` entry. */
export interface LorRuneterraChampionEntry extends LorLookupEntry {
  /** The champion's card code, also its key in `runeterraChampions`. */
  cardCode: string;
}

/** The catalog globals of Legends of Runeterra (`ctx.globals`). */
export interface LorGlobals {
  /** Formats by `formatRefs` key. */
  formats?: Record<string, LorLookupEntry>;
  /** Keywords by `keywordRefs` key, with reminder text. */
  keywords?: Record<string, LorKeywordEntry>;
  /** Rarities by `rarityRef` key. */
  rarities?: Record<string, LorLookupEntry>;
  /** Regions by `regionRefs` key. */
  regions?: Record<string, LorLookupEntry>;
  /** Runeterra champions by card code. */
  runeterraChampions?: Record<string, LorRuneterraChampionEntry>;
  /** Sets by the card's `setCode`. */
  sets?: Record<string, LorLookupEntry>;
  /** Spell speeds by `spellSpeedRef` key. */
  spellSpeeds?: Record<string, LorLookupEntry>;
  /** Card types by English type. */
  types?: Record<string, LorLookupEntry>;
  /** Glossary terms by `vocabTerms` key, with descriptions. */
  vocabTerms?: Record<string, LorKeywordEntry>;
}

// ---------------------------------------------------------------------------------------------
// Pokémon TCG

/** One ability of a Pokémon. */
export interface PokemonAbilityPayload {
  /** Ability name. */
  name: string;
  /** Effect text. */
  text: string;
  /** `"Ability"`, `"Poké-Power"`, `"Poké-Body"` etc., as printed. */
  type: string;
}

/** One attack of a Pokémon. */
export interface PokemonAttackPayload {
  /** Number of Energy the attack needs. */
  convertedEnergyCost?: number;
  /** Energy type per required Energy. */
  cost?: string[];
  /** Printed damage as text (`"30"`, `"60+"`, `"×"`). */
  damage?: string;
  /** Attack name. */
  name: string;
  /** Effect text. */
  text?: string;
}

/** One weakness of a Pokémon. */
export interface PokemonWeaknessPayload {
  /** Energy type the Pokémon is weak to. */
  type: string;
  /** Printed modifier (`"×2"`, `"+20"`). */
  value: string;
}

/** One resistance of a Pokémon. */
export interface PokemonResistancePayload {
  /** Energy type the Pokémon resists. */
  type: string;
  /** Printed modifier (`"-30"`). */
  value: string;
}

/** The `card.game` fields of a Pokémon TCG card. */
export interface PokemonCardGameData {
  /** Reserved for related-card ids. */
  associatedCardRefs?: string[];
  /** Abilities, in printed order. */
  abilities?: PokemonAbilityPayload[];
  /** Illustrator of the default printing. */
  artist?: string;
  /** Attacks, in printed order. */
  attacks?: PokemonAttackPayload[];
  /** Pokémon TCG Live display name when it differs from the printed name. */
  clientName?: string;
  /** Number of Energy in the retreat cost. */
  convertedRetreatCost?: number;
  /** Printing id of the identity's representative printing. */
  defaultPrintingId?: string;
  /** True when every printing exists only in Pokémon TCG Live. */
  digitalOnly?: boolean;
  /** Printed "Evolves from" name. */
  evolvesFrom?: string;
  /** Catalog ids of the identities this card evolves from. */
  evolvesFromIds?: string[];
  /** Printed "Evolves to" names. */
  evolvesTo?: string[];
  /** Catalog ids of the identities this card evolves into. */
  evolvesToIds?: string[];
  /** Flavor text, markup removed. */
  flavorText?: string;
  /** Printed HP as a string (`"120"`). */
  hp?: string;
  /** Older identity ids that now point to this card. */
  identityAliases?: string[];
  /** False when the card has no printing in this language's market. */
  inMarket?: boolean;
  /** True while the card is an unofficial pre-release entry. */
  isProvisional?: boolean;
  /** True when at least one printing is playable in Pokémon TCG Live. */
  isLiveAvailable?: boolean;
  /** Format key to `"Legal"`, `"Illegal"` or `"Banned"`. Compare case-insensitively. */
  legalities?: JsonObject;
  /** Printed level on older cards. */
  level?: string;
  /** Pokémon TCG Live card id. */
  liveCardId?: string;
  /** National Pokédex numbers of the Pokémon on the card. */
  nationalPokedexNumbers?: number[];
  /** Collector number of the default printing; the set is the card's `setCode`. */
  number: string;
  /** Rarity of the default printing as printed. */
  rarity?: string;
  /**
   * The newest regulation mark among the identity's printings (`"G"`, `"H"`). Each printing's own
   * mark is in its `metadata.regulationMark`; legality reads those.
   */
  regulationMark?: string;
  /** Resistances, usually zero or one. */
  resistances?: PokemonResistancePayload[];
  /** Energy type per retreat-cost Energy. */
  retreatCost?: string[];
  /** Rule-box lines. */
  rules?: string[];
  /** Stage and kind tokens (`["Basic", "ex"]`). */
  subtypes?: string[];
  /** `"Pokemon"` (unaccented), `"Trainer"` or `"Energy"`. */
  supertype: string;
  /** Energy types of a Pokémon. */
  types?: string[];
  /** Weaknesses, usually zero or one. */
  weaknesses?: PokemonWeaknessPayload[];
}

/**
 * The `metadata` of a Pokémon printing: the fields the loader writes are typed, others stay open
 * (the spec's `metadata` is a `JsonObject`).
 */
export type PokemonPrintingMetadata = JsonObject & PokemonPrintingFields;

/** The typed fields of {@link PokemonPrintingMetadata}. */
export interface PokemonPrintingFields {
  /** Rarity of this printing as printed. */
  rarity?: string;
  /**
   * This printing's regulation mark (`"G"`, `"I"`): marks belong to printings, and a card is
   * Standard when any printing of its identity carries a legal mark (the reprint rule).
   */
  regulationMark?: string;
  /** Illustrator of this printing. */
  artist?: string;
}

/** One printing of a Pokémon card identity, with its own regulation mark in `metadata`. */
export interface PokemonPrinting extends CardPrinting {
  /** Rarity, regulation mark and artist of this printing, plus any game-specific extras. */
  metadata?: PokemonPrintingMetadata;
}

/** A Pokémon TCG card identity with all of its printings. */
export type PokemonCard = CatalogCard<PokemonCardGameData, PokemonPrinting>;

/** A Pokémon set's logo and symbol image URLs. */
export interface PokemonSetImagesPayload {
  /** Set logo image URL. */
  logo?: string;
  /** Set symbol image URL. */
  symbol?: string;
}

/** One entry of the Pokémon `globals.sets` table. */
export interface PokemonSetEntry {
  /** Set logo and symbol image URLs. */
  images?: PokemonSetImagesPayload;
  /** Set name in the catalog locale. */
  label: string;
  /** Card count printed on the cards (the `/193` in `001/193`). */
  printedTotal?: number;
  /** PTCGO/PTCG Live set abbreviation (`"PAL"`) used in text deck lists. */
  ptcgoCode?: string;
  /** Release date as `YYYY/MM/DD`. */
  releaseDate?: string;
  /** Series (`"Scarlet & Violet"`). */
  series?: string;
  /** Total cards in the set, secret rares included. */
  total?: number;
}

/** The catalog globals of the Pokémon TCG (`ctx.globals`). */
export interface PokemonGlobals {
  /** Printing id to owning card identity id. */
  printings?: Record<string, string>;
  /** Sets by set code. */
  sets?: Record<string, PokemonSetEntry>;
}

// ---------------------------------------------------------------------------------------------
// Riftbound

/** A Riftbound card type. Champions are units with `supertype: "Champion"`. */
export type RiftboundCardType = (typeof RIFTBOUND_CARD_TYPES)[number];

/** A Riftbound rarity (open list). */
export type RiftboundRarity = (typeof RIFTBOUND_RARITIES)[number] | (string & {});

/** A Riftbound domain (color); a card with no domain carries `"colorless"`. */
export type RiftboundDomain = (typeof RIFTBOUND_DOMAINS)[number] | (string & {});

/** Legality per format; a missing format counts as legal. */
export type RiftboundCardLegalities = Record<string, 'legal' | 'banned'>;

/** Card orientation: battlefields are landscape. */
export type RiftboundCardOrientation = 'portrait' | 'landscape';

/** The `card.game` fields of a Riftbound card (describing its default printing). */
export interface RiftboundCardGameData {
  /** Card type. */
  type?: RiftboundCardType;
  /** Printed supertype: `"Champion"`, `"Signature"`, `"Basic"`, `"Token"`. */
  supertype?: string;
  /** Rarity of the default printing. */
  rarity?: RiftboundRarity;
  /** Domains (colors). */
  domains?: RiftboundDomain[];
  /** Printed tags such as champion names and factions. */
  tags?: string[];
  /** Energy cost. */
  energy?: number;
  /** Might (combat strength); units only. */
  might?: number;
  /** Power cost: the domain-rune part of the cost. */
  power?: number;
  /** Collector number of the default printing, without leading zeros (`"30"`). */
  collectorNumber?: string;
  /** Id of the default printing (`"ogn-030-298"`), always the first entry of `printings`. */
  defaultPrintingId?: string;
  /** Legality per format. */
  legalities?: RiftboundCardLegalities;
  /** Rules text as HTML, with `[Keyword]` markers and `:rb_…:` symbol tokens. */
  text?: string;
  /** Rules text without HTML tags. */
  textPlain?: string;
  /** Flavor text. */
  flavorText?: string;
  /** Keywords in the rules text, as `globals.keywords` keys (`["accelerate", "assault"]`). */
  keywordRefs?: string[];
  /** `"portrait"`, or `"landscape"` for battlefields. */
  orientation?: RiftboundCardOrientation;
  /** Treatment of the default printing. */
  variant?: string;
  /** True when the default printing is foil. */
  foil?: boolean;
  /** True when the default printing is an alternate-art print. */
  alternateArt?: boolean;
  /** True when the default printing is a signature print. */
  signature?: boolean;
  /** Artist of the default printing. */
  artistName?: string;
}

/** A Riftbound card identity with all of its printings. */
export type RiftboundCard = CatalogCard<RiftboundCardGameData>;

/** The anchor an operator override is matched on (shape owned by the catalog service). */
export type RiftboundCatalogMetadataReference = JsonObject;

/** One entry of a Riftbound globals lookup table. */
export interface RiftboundLookupEntry {
  /** Display name. */
  label: string;
  /** Display color set by an operator override. */
  color?: string;
  /** Icon image URL set by an operator override. */
  icon?: string | null;
  /** Sort position, lowest first. */
  order?: number;
  /** Whether the entry is offered as a filter option; absent means shown. */
  showInFilter?: boolean;
  /** Anchor an operator override is matched on. */
  metadataRef?: RiftboundCatalogMetadataReference;
}

/** A Riftbound `keywords` entry. */
export interface RiftboundKeywordEntry extends RiftboundLookupEntry {
  /** Reminder text; may contain `:rb_…:` symbol tokens. */
  description?: string;
}

/** A Riftbound `symbols` entry. */
export interface RiftboundSymbolEntry {
  /** The full inline token, e.g. `":rb_energy_1:"`. */
  token: string;
}

/** The catalog globals of Riftbound (`ctx.globals`). */
export interface RiftboundGlobals {
  /** Domains by `domains` value. */
  domains?: Record<string, RiftboundLookupEntry>;
  /** Rarities by `rarity` value. */
  rarities?: Record<string, RiftboundLookupEntry>;
  /** Card types by `type` value. */
  types?: Record<string, RiftboundLookupEntry>;
  /** Sets by the card's `setCode`. */
  sets?: Record<string, RiftboundLookupEntry>;
  /** Formats by `legalities` key. */
  formats?: Record<string, RiftboundLookupEntry>;
  /** Keyword glossary, keyed by normalized keyword id. */
  keywords?: Record<string, RiftboundKeywordEntry>;
  /** Inline symbol-token lexicon, keyed by token key. */
  symbols?: Record<string, RiftboundSymbolEntry>;
  /** Printing or variant id to owning card identity id; identity ids map to themselves. */
  aliases?: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------
// Per-game unions and the catalog container

/** Any card of any game. Narrow with the catalog's `game` (or {@link CardOf}). */
export type Card = LorCard | PokemonCard | RiftboundCard;

/** The card type of one game: `CardOf<'riftbound'>` is {@link RiftboundCard}. */
export type CardOf<G extends CardGameId> = G extends 'lor'
  ? LorCard
  : G extends 'pokemon'
    ? PokemonCard
    : RiftboundCard;

/** The `card.game` type of one game. */
export type CardGameDataOf<G extends CardGameId> = G extends 'lor'
  ? LorCardGameData
  : G extends 'pokemon'
    ? PokemonCardGameData
    : RiftboundCardGameData;

/** The globals type of one game: `GlobalsOf<'pokemon'>` is {@link PokemonGlobals}. */
export type GlobalsOf<G extends CardGameId> = G extends 'lor'
  ? LorGlobals
  : G extends 'pokemon'
    ? PokemonGlobals
    : RiftboundGlobals;

/**
 * A card catalog of one game as plain JSON: its cards (identities) and its globals. This is the
 * shape the JSON Schemas check and the shape every tcgkit package takes as `catalog`.
 */
export interface CardCatalog<G extends CardGameId = CardGameId> {
  /** Version of this container shape; `1`. */
  schemaVersion: 1;
  /** Which game the cards belong to. */
  game: G;
  /** Catalog locale, when known (`"en"`). */
  locale?: string;
  /** Every card identity. */
  cards: CardOf<G>[];
  /** The catalog globals (lookup tables, printing and alias maps). */
  globals?: GlobalsOf<G>;
}

/** A Legends of Runeterra catalog. */
export type LorCatalog = CardCatalog<'lor'>;
/** A Pokémon TCG catalog. */
export type PokemonCatalog = CardCatalog<'pokemon'>;
/** A Riftbound catalog. */
export type RiftboundCatalog = CardCatalog<'riftbound'>;
/** A catalog of any game, discriminated on `game`. */
export type AnyCardCatalog = LorCatalog | PokemonCatalog | RiftboundCatalog;
