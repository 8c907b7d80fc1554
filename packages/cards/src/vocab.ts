/**
 * The words of each game, in one home (`@tcgkit/cards/vocab`): the card-id formats, each game's
 * vocabularies (LoR regions and rarities, Pokémon energy types and rarities, Riftbound domains and
 * rarities, ...) and the one text {@link fold}. It imports nothing at run time, so a package that
 * needs a region list or the fold loads a few hundred bytes, not the rest of `@tcgkit/cards`.
 *
 * Every list is in the order the search spec's fields tables give (the order comparisons such as
 * `r>=rare` follow); where the spec is silent, in the order the game's own data lists them.
 *
 * @packageDocumentation
 */
import type { CardGameId } from './types.js';

// ---------------------------------------------------------------------------------------------
// The fold

/** Marks NFD splits off Latin, Greek and Cyrillic letters (accents, cedillas, tildes). */
const ACCENTS = /[\u0300-\u036f]/g;

/** The general fold: decompose, drop the accents, lower-case, the long s to s. */
function foldSlow(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(ACCENTS, '')
      .toLowerCase()
      // The long s is an s (NFD keeps it): so a search for "s", with or without a regex, finds it.
      .replace(/\u017f/g, 's')
  );
}

/** The fold of each Latin-1 letter (U+00C0 to U+00FF), computed by the general fold itself. */
const LATIN1: readonly string[] = Array.from({ length: 64 }, (_, k) =>
  foldSlow(String.fromCharCode(0xc0 + k)),
);

/**
 * The one text fold of tcgkit: case and accents ignored, so `"Pokémon"`, `"POKEMON"` and
 * `"pokemon"` fold to the same text. Card search, card-name lookup, catalog identities and the
 * elements' find-a-player box all compare folded text, so they never disagree on a name.
 *
 * The definition: Unicode canonical decomposition (NFD), the combining marks U+0300 to U+036F
 * dropped, `toLowerCase` (the same in every locale), and the long s (`ſ`) read as `s`. It is not a
 * compatibility fold: `ﬁ`, `²` and full-width letters keep their own letters, and marks outside
 * that block (a Japanese dakuten, Hebrew points) are kept, because there they change the letter.
 * Linear in the text, never throws; ASCII and Latin-1 text take fast paths with the same result.
 *
 * @example
 * ```ts
 * import { fold } from '@tcgkit/cards/vocab';
 * fold('FLABÉBÉ'); // 'flabebe'
 * fold('José') === fold('jose'); // true
 * ```
 */
export function fold(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  // No Latin-1 character combines with its neighbours, so a table per character is exact.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the Latin-1 range is the point
  if (/^[\x00-\xff]*$/.test(text)) {
    return text
      .toLowerCase()
      .replace(/[\u00c0-\u00ff]/g, (c) => LATIN1[c.charCodeAt(0) - 0xc0] as string);
  }
  return foldSlow(text);
}

// ---------------------------------------------------------------------------------------------
// Card ids

/**
 * A Legends of Runeterra card code: set, region code, number, and `T<n>` for a token or level-up
 * (`01DE012`, `01DE012T1`). Case is ignored, as Riot's tools ignore it.
 */
export const LOR_CARD_CODE: RegExp = /^\d\d[A-Z]{2}\d{3}(?:T\d+)?$/i;

/**
 * The collector number of a Legends of Runeterra card code: its three digits after the region
 * code (`01DE012` → `012`), as the card shows it and card image URLs name it. `''` for a token or
 * level-up (`01DE012T1`, no number of its own) and for what is not a card code ({@link LOR_CARD_CODE}).
 *
 * @example
 * ```ts
 * import { lorCardNumber } from '@tcgkit/cards/vocab';
 * lorCardNumber('01DE012'); // '012'
 * lorCardNumber('01DE012T1'); // ''
 * ```
 */
export function lorCardNumber(code: string): string {
  return LOR_CARD_CODE.test(code) && code.length === 7 ? code.slice(4) : '';
}

/** The start of every Riftbound identity id the gallery loader mints (`rb-` and 20 hex digits). */
export const RIFTBOUND_CARD_ID_PREFIX = 'rb-';

/** A Riftbound identity id: `rb-` and the 20 hex digits of the identity's stable hash. */
export const RIFTBOUND_CARD_ID: RegExp = /^rb-[0-9a-f]{20}$/;

/**
 * A Pokémon TCG identity id as the pokemon-tcg-data loader mints it: the name as a slug, `--`,
 * and 12 hex digits of the gameplay hash (`pikachu-ex--1f29b66b68bc`).
 */
export const POKEMON_CARD_ID: RegExp = /^[a-z0-9]+(?:-[a-z0-9]+)*--[0-9a-f]{12}$/;

// ---------------------------------------------------------------------------------------------
// Legends of Runeterra

/** Each region: its two-letter code in card and deck codes, and its English display name. */
export const LOR_REGION_TABLE = {
  Demacia: { code: 'DE', name: 'Demacia' },
  Freljord: { code: 'FR', name: 'Freljord' },
  Ionia: { code: 'IO', name: 'Ionia' },
  Noxus: { code: 'NX', name: 'Noxus' },
  PiltoverZaun: { code: 'PZ', name: 'Piltover & Zaun' },
  ShadowIsles: { code: 'SI', name: 'Shadow Isles' },
  Bilgewater: { code: 'BW', name: 'Bilgewater' },
  Shurima: { code: 'SH', name: 'Shurima' },
  Targon: { code: 'MT', name: 'Targon' },
  BandleCity: { code: 'BC', name: 'Bandle City' },
  Runeterra: { code: 'RU', name: 'Runeterra' },
} as const;

/** A Legends of Runeterra region key (`"PiltoverZaun"`). */
export type LorRegion = keyof typeof LOR_REGION_TABLE;

/** The regions a deck picks from, as `regionRefs` keys, in the order of the search spec. */
export const LOR_REGIONS: readonly LorRegion[] = Object.keys(LOR_REGION_TABLE) as LorRegion[];

/** The two-letter code of each region in card codes and deck codes (`01DE012`: Demacia). */
export const LOR_REGION_CODES: Readonly<Record<LorRegion, string>> = Object.fromEntries(
  LOR_REGIONS.map((region) => [region, LOR_REGION_TABLE[region].code]),
) as Record<LorRegion, string>;

/** The English display name of each region (`"Piltover & Zaun"`). */
export const LOR_REGION_NAMES: Readonly<Record<LorRegion, string>> = Object.fromEntries(
  LOR_REGIONS.map((region) => [region, LOR_REGION_TABLE[region].name]),
) as Record<LorRegion, string>;

/**
 * The `rarityRef` keys: the four collectible rarities in rank order, then `None` (tokens and the
 * spells a card creates), which ranks nowhere.
 */
export const LOR_RARITIES = ['Common', 'Rare', 'Epic', 'Champion', 'None'] as const;

/** The rarities that rank (`r>=epic` is Epic and Champion): {@link LOR_RARITIES} without `None`. */
export const LOR_RANKED_RARITIES: readonly (typeof LOR_RARITIES)[number][] = LOR_RARITIES.slice(
  0,
  4,
);

/** The card types (`typeRef`), in the order Data Dragon's globals list them. */
export const LOR_CARD_TYPES = [
  'Unit',
  'Spell',
  'Landmark',
  'Equipment',
  'Trap',
  'Ability',
] as const;

/** The spell speeds (`spellSpeedRef`). */
export const LOR_SPELL_SPEEDS = ['Burst', 'Fast', 'Slow', 'Focus'] as const;

/** The supertypes (`supertypeRef`): Champion is the only one in use. */
export const LOR_SUPERTYPES = ['Champion'] as const;

// ---------------------------------------------------------------------------------------------
// Pokémon TCG

/** The energy types, in the order of the search spec (types, weaknesses, attack costs). */
export const POKEMON_ENERGY_TYPES = [
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
] as const;

/** A Pokémon energy type (`"Lightning"`). */
export type PokemonEnergyType = (typeof POKEMON_ENERGY_TYPES)[number];

/**
 * The one-letter energy symbols (the search spec's attack cost table, and PTCG Live's
 * `Basic {L} Energy`): `R` is Fire, `L` Lightning, `Y` Fairy, `N` Dragon, `C` Colorless.
 */
export const POKEMON_ENERGY_SYMBOLS: Readonly<Record<string, PokemonEnergyType>> =
  // One letter per energy type, in the order of POKEMON_ENERGY_TYPES.
  Object.fromEntries([...'GRWLPFDMYNC'].map((symbol, i) => [symbol, POKEMON_ENERGY_TYPES[i]!]));

/** The card kinds (`supertype`), as printed; the catalog spells the first one `"Pokemon"`. */
export const POKEMON_SUPERTYPES = ['Pokémon', 'Trainer', 'Energy'] as const;

/**
 * The stage subtypes of a Pokémon; the first three ({@link POKEMON_EVOLUTION_STAGES}) are the
 * evolution stages the search's `stage` field knows.
 */
export const POKEMON_STAGES = [
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
] as const;

/** The evolution stages: Basic, Stage 1, Stage 2. */
export const POKEMON_EVOLUTION_STAGES: readonly (typeof POKEMON_STAGES)[number][] =
  POKEMON_STAGES.slice(0, 3);

/** The printed rarities in rank order (the search spec's fields table). */
export const POKEMON_RARITIES = [
  'Common',
  'Uncommon',
  'Rare',
  'Double Rare',
  'Ultra Rare',
  'Illustration Rare',
  'Special Illustration Rare',
  'Hyper Rare',
] as const;

/** The letters a regulation mark can be, in order (`A` … `Z`). */
export const POKEMON_REGULATION_MARKS: readonly string[] = Array.from({ length: 26 }, (_, i) =>
  String.fromCharCode(0x41 + i),
);

// ---------------------------------------------------------------------------------------------
// Riftbound

/** The domains (colors), in the order of the search spec; a card with none is `colorless`. */
export const RIFTBOUND_DOMAINS = [
  'body',
  'calm',
  'chaos',
  'fury',
  'mind',
  'order',
  'colorless',
  'neutral',
] as const;

/** The rarities in rank order (the search spec's fields table). */
export const RIFTBOUND_RARITIES = [
  'common',
  'uncommon',
  'rare',
  'epic',
  'legendary',
  'showcase',
  'ultimate',
] as const;

/** The card types; a champion is a `unit` with the `Champion` supertype. */
export const RIFTBOUND_CARD_TYPES = [
  'unit',
  'spell',
  'gear',
  'battlefield',
  'rune',
  'legend',
] as const;

/** The supertypes. */
export const RIFTBOUND_SUPERTYPES = ['Champion', 'Signature', 'Basic', 'Token'] as const;

// ---------------------------------------------------------------------------------------------
// Which game a card is

const FOLDED_SUPERTYPES: ReadonlySet<string> = new Set(POKEMON_SUPERTYPES.map(fold));

const has = (o: Record<string, unknown>, key: string): boolean =>
  Object.hasOwn(o, key) && o[key] !== undefined;

/**
 * The game a catalog card's shape says it belongs to, from the fields only that game's cards
 * carry (LoR `regionRefs`/`typeRef`/`spellSpeedRef` or a card-code id, Pokémon `supertype`
 * Pokémon/Trainer/Energy in any case or accent, Riftbound `domains`/`might` or an `rb-` id), or
 * `undefined` when the card carries no such field. Never throws, on any value. Pass it to core's
 * `checkCatalogGame`.
 *
 * @example
 * ```ts
 * import { gameOfCard } from '@tcgkit/cards/vocab';
 * gameOfCard({ id: '01DE012', name: 'Garen', setCode: 'set1' }); // 'lor'
 * ```
 */
export function gameOfCard(card: unknown): CardGameId | undefined {
  if (typeof card !== 'object' || card === null || Array.isArray(card)) return undefined;
  const c = card as Record<string, unknown>;
  const g = c.game;
  if (typeof g === 'object' && g !== null && !Array.isArray(g)) {
    const game = g as Record<string, unknown>;
    if (has(game, 'regionRefs') || has(game, 'typeRef') || has(game, 'spellSpeedRef')) return 'lor';
    if (typeof game.supertype === 'string' && FOLDED_SUPERTYPES.has(fold(game.supertype)))
      return 'pokemon';
    if (has(game, 'domains') || has(game, 'might')) return 'riftbound';
    if (has(game, 'regulationMark') || has(game, 'attacks') || has(game, 'hp')) return 'pokemon';
  }
  if (typeof c.id === 'string') {
    if (LOR_CARD_CODE.test(c.id)) return 'lor';
    if (RIFTBOUND_CARD_ID.test(c.id)) return 'riftbound';
  }
  return undefined;
}
