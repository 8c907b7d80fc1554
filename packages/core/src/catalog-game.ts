// One check, shared by every consumer of a card catalog (deck import, deck validation, card
// search), that the catalog holds cards of the game being asked about. It lives in core because
// card-search must not depend on @tcgkit/cards at run time (only on its types).
import { CoreErrors } from './errors.js';
import { GAME_IDS, type GameId } from './games.js';
import { type Issue, issue } from './result.js';

/**
 * The codes {@link checkCatalogGame} reports.
 *
 * @deprecated They are in {@link CoreErrors} (`catalogWrongGame`, `catalogMixedGames`,
 * `notACatalog`): every package names its codes `<Package>Errors`. This name is removed in the
 * next minor version.
 */
export const CatalogGameErrors = {
  /** The catalog (its `game`, or every card in it) is for another game. */
  wrongGame: CoreErrors.catalogWrongGame,
  /** The catalog mixes cards of two or more games. */
  mixedGames: CoreErrors.catalogMixedGames,
  /** The value is not a catalog (`{ game, cards: [...] }`) or an array of cards. */
  notCatalog: CoreErrors.notACatalog,
} as const;

const GAME_NAMES: Readonly<Record<GameId, string>> = {
  lor: 'Legends of Runeterra',
  pokemon: 'Pokémon TCG',
  riftbound: 'Riftbound',
  mtg: 'Magic: The Gathering',
};

const LOR_CODE = /^\d\d[A-Z]{2}\d{3}(?:T\d+)?$/i;
const RIFTBOUND_ID = /^rb-[0-9a-f]{20}$/;
const POKEMON_SUPERTYPES = new Set(['Pokemon', 'Pokémon', 'Trainer', 'Energy']);

const has = (o: Record<string, unknown>, key: string): boolean =>
  Object.hasOwn(o, key) && o[key] !== undefined;

/**
 * The game a catalog card's shape says it belongs to, from the fields only that game's cards
 * carry (LoR `regionRefs`/`typeRef` or a card code id, Pokémon `supertype` Pokemon/Trainer/Energy,
 * Riftbound `domains` or an `rb-` id), or `undefined` when the card carries no such field.
 *
 * @example
 * ```ts
 * gameOfCard({ id: '01DE012', name: 'Garen', setCode: 'set1' }); // 'lor'
 * ```
 */
export function gameOfCard(card: unknown): Exclude<GameId, 'mtg'> | undefined {
  if (typeof card !== 'object' || card === null || Array.isArray(card)) return undefined;
  const c = card as Record<string, unknown>;
  const g = c.game;
  if (typeof g === 'object' && g !== null && !Array.isArray(g)) {
    const game = g as Record<string, unknown>;
    if (has(game, 'regionRefs') || has(game, 'typeRef') || has(game, 'spellSpeedRef')) return 'lor';
    if (typeof game.supertype === 'string' && POKEMON_SUPERTYPES.has(game.supertype))
      return 'pokemon';
    if (has(game, 'domains') || has(game, 'might')) return 'riftbound';
    if (has(game, 'regulationMark') || has(game, 'attacks') || has(game, 'hp')) return 'pokemon';
  }
  if (typeof c.id === 'string') {
    if (LOR_CODE.test(c.id)) return 'lor';
    if (RIFTBOUND_ID.test(c.id)) return 'riftbound';
  }
  return undefined;
}

const nameOf = (game: string): string =>
  (GAME_IDS as readonly string[]).includes(game) ? GAME_NAMES[game as GameId] : `"${game}"`;

const memo = new WeakMap<object, Map<string, Issue | null>>();

/**
 * Checks that a catalog (or a plain array of its cards) holds cards of `game`: its `game` field,
 * then every card's shape ({@link gameOfCard}). Returns the problem, or `undefined` when it fits.
 * Linear in the number of cards and never throws on any value; the answer is memoized per
 * catalog object (catalogs are data and never mutated).
 *
 * - `core/catalog-wrong-game` (path `/game`, or `/cards/0`): a catalog of another game.
 * - `core/catalog-mixed-games` (path `/cards/<i>`, the first card of another game): a mix.
 * - `core/not-a-catalog` (path `/`): neither `{ cards: [...] }` nor an array.
 *
 * @example
 * ```ts
 * import { checkCatalogGame } from '@tcgkit/core';
 * checkCatalogGame({ game: 'pokemon', cards: [] }, 'lor')?.code; // 'core/catalog-wrong-game'
 * ```
 */
export function checkCatalogGame(catalog: unknown, game: GameId): Issue | undefined {
  if (typeof catalog !== 'object' || catalog === null) {
    return issue(
      CatalogGameErrors.notCatalog,
      `Expected a ${GAME_NAMES[game]} card catalog ({ game, cards: [...] }), got ${catalog === null ? 'null' : typeof catalog}.`,
      '/',
    );
  }
  let seen = memo.get(catalog);
  const known = seen?.get(game);
  if (known !== undefined) return known ?? undefined;
  const found = check(catalog, game);
  if (seen === undefined) {
    seen = new Map();
    memo.set(catalog, seen);
  }
  seen.set(game, found ?? null);
  return found;
}

function check(catalog: object, game: GameId): Issue | undefined {
  const isArray = Array.isArray(catalog);
  const cards: unknown = isArray ? catalog : (catalog as { cards?: unknown }).cards;
  const prefix = isArray ? '' : '/cards';
  if (!Array.isArray(cards)) {
    return issue(
      CatalogGameErrors.notCatalog,
      `Expected a ${GAME_NAMES[game]} card catalog ({ game, cards: [...] }); this value has no cards list.`,
      '/cards',
    );
  }
  const declared = isArray ? undefined : (catalog as { game?: unknown }).game;
  if (declared !== undefined && declared !== game) {
    const shown = typeof declared === 'string' ? nameOf(declared) : String(declared);
    return issue(
      CatalogGameErrors.wrongGame,
      `This catalog is for ${shown}, not ${GAME_NAMES[game]}: load the ${GAME_NAMES[game]} catalog ("${game}") for this.`,
      '/game',
    );
  }
  let matching = 0;
  let firstOther: { at: number; game: string } | undefined;
  for (let i = 0; i < cards.length; i++) {
    const of = gameOfCard(cards[i]);
    if (of === undefined) continue;
    if (of === game) matching++;
    else if (firstOther === undefined) firstOther = { at: i, game: of };
  }
  if (firstOther === undefined) return undefined;
  const card = cards[firstOther.at] as { name?: unknown };
  const label = typeof card.name === 'string' ? `"${card.name.slice(0, 60)}"` : 'a card';
  if (matching === 0) {
    return issue(
      CatalogGameErrors.wrongGame,
      `This catalog's cards are ${nameOf(firstOther.game)} cards (${label} is one), not ${GAME_NAMES[game]}: load the ${GAME_NAMES[game]} catalog ("${game}") for this.`,
      `${prefix}/${firstOther.at}`,
    );
  }
  return issue(
    CatalogGameErrors.mixedGames,
    `This ${GAME_NAMES[game]} catalog also holds ${nameOf(firstOther.game)} cards (${label} is one): keep one game per catalog.`,
    `${prefix}/${firstOther.at}`,
  );
}
