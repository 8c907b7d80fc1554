// One check, shared by every consumer of a card catalog (deck import, deck validation, card
// search), that the catalog holds cards of the game being asked about. Core knows the game ids
// only: what a card of each game looks like (card-id formats, vocabularies) is passed in, from
// `gameOfCard` in @tcgkit/cards/vocab.
import { CoreErrors } from './errors.js';
import { GAME_IDS, GAME_NAMES, type GameId } from './games.js';
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

/**
 * The game a card's shape says it is of, or `undefined`: `gameOfCard` from `@tcgkit/cards/vocab`.
 *
 * @example
 * ```ts
 * import type { CardGameOf } from '@tcgkit/core';
 * const onlyLor: CardGameOf = (card) => (card === null ? undefined : 'lor');
 * ```
 */
export type CardGameOf = (card: unknown) => GameId | undefined;

const nameOf = (game: string): string =>
  (GAME_IDS as readonly string[]).includes(game) ? GAME_NAMES[game as GameId] : `"${game}"`;

/** Knows no card's shape: only the catalog's `game` field is checked. */
const unknownShape: CardGameOf = () => undefined;

const memo = new WeakMap<CardGameOf, WeakMap<object, Map<string, Issue | null>>>();

/**
 * Checks that a catalog (or a plain array of its cards) holds cards of `game`: its `game` field,
 * then every card's shape as `gameOf` tells it (pass `gameOfCard` from `@tcgkit/cards/vocab`;
 * without it only the `game` field is checked).
 * Returns the problem, or `undefined` when it fits. Linear in the number of cards and never throws
 * on any value (as long as `gameOf` does not); the answer is memoized per catalog object and
 * `gameOf` (catalogs are data and never mutated).
 *
 * - `core/catalog-wrong-game` (path `/game`, or `/cards/0`): a catalog of another game.
 * - `core/catalog-mixed-games` (path `/cards/<i>`, the first card of another game): a mix.
 * - `core/not-a-catalog` (path `/`): neither `{ cards: [...] }` nor an array.
 *
 * @example
 * ```ts
 * import { checkCatalogGame } from '@tcgkit/core';
 * import { gameOfCard } from '@tcgkit/cards/vocab';
 * checkCatalogGame({ game: 'pokemon', cards: [] }, 'lor', gameOfCard)?.code;
 * // 'core/catalog-wrong-game'
 * ```
 */
export function checkCatalogGame(
  catalog: unknown,
  game: GameId,
  gameOf: CardGameOf = unknownShape,
): Issue | undefined {
  // A caller without `gameOfCard` (or with something else) gets the `game` field check only.
  if (typeof gameOf !== 'function') gameOf = unknownShape;
  if (typeof catalog !== 'object' || catalog === null) {
    return issue(
      CoreErrors.notACatalog,
      `Expected a ${GAME_NAMES[game]} card catalog ({ game, cards: [...] }), got ${catalog === null ? 'null' : typeof catalog}.`,
      '/',
    );
  }
  let byCatalog = memo.get(gameOf);
  if (byCatalog === undefined) {
    byCatalog = new WeakMap();
    memo.set(gameOf, byCatalog);
  }
  let seen = byCatalog.get(catalog);
  const known = seen?.get(game);
  if (known !== undefined) return known ?? undefined;
  const found = check(catalog, game, gameOf);
  if (seen === undefined) {
    seen = new Map();
    byCatalog.set(catalog, seen);
  }
  seen.set(game, found ?? null);
  return found;
}

function check(catalog: object, game: GameId, gameOf: CardGameOf): Issue | undefined {
  const isArray = Array.isArray(catalog);
  const cards: unknown = isArray ? catalog : (catalog as { cards?: unknown }).cards;
  const prefix = isArray ? '' : '/cards';
  if (!Array.isArray(cards)) {
    return issue(
      CoreErrors.notACatalog,
      `Expected a ${GAME_NAMES[game]} card catalog ({ game, cards: [...] }); this value has no cards list.`,
      '/cards',
    );
  }
  const declared = isArray ? undefined : (catalog as { game?: unknown }).game;
  if (declared !== undefined && declared !== game) {
    const shown = typeof declared === 'string' ? nameOf(declared) : String(declared);
    return issue(
      CoreErrors.catalogWrongGame,
      `This catalog is for ${shown}, not ${GAME_NAMES[game]}: load the ${GAME_NAMES[game]} catalog ("${game}") for this.`,
      '/game',
    );
  }
  let matching = 0;
  let firstOther: { at: number; game: string } | undefined;
  for (let i = 0; i < cards.length; i++) {
    const of = gameOf(cards[i]);
    if (of === undefined) continue;
    if (of === game) matching++;
    else if (firstOther === undefined) firstOther = { at: i, game: of };
  }
  if (firstOther === undefined) return undefined;
  const card = cards[firstOther.at] as { name?: unknown };
  const label = typeof card.name === 'string' ? `"${card.name.slice(0, 60)}"` : 'a card';
  if (matching === 0) {
    return issue(
      CoreErrors.catalogWrongGame,
      `This catalog's cards are ${nameOf(firstOther.game)} cards (${label} is one), not ${GAME_NAMES[game]}: load the ${GAME_NAMES[game]} catalog ("${game}") for this.`,
      `${prefix}/${firstOther.at}`,
    );
  }
  return issue(
    CoreErrors.catalogMixedGames,
    `This ${GAME_NAMES[game]} catalog also holds ${nameOf(firstOther.game)} cards (${label} is one): keep one game per catalog.`,
    `${prefix}/${firstOther.at}`,
  );
}
