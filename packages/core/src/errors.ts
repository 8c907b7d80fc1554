/**
 * The error codes of `@tcgkit/core`, namespaced `core/…`. They are part of the public API: match
 * on the code, never on the message.
 *
 * @example
 * ```ts
 * import { CoreErrors, parseGameId } from '@tcgkit/core';
 * const game = parseGameId('chess');
 * if (!game.ok && game.error.code === CoreErrors.unknownGame) console.log(game.error.message);
 * ```
 */
export const CoreErrors = {
  /** `parseGameId`: a value that is not one of the game ids. */
  unknownGame: 'core/unknown-game',
  /** `createRng`: a saved PRNG state that is not four 32-bit words, or all zero. */
  invalidRngState: 'core/invalid-rng-state',
  /** `seedingRatings`: a `missingRating` that is not `error`, `last` or a finite number. */
  invalidMissingRating: 'core/invalid-missing-rating',
  /** Rating seeding's `seedBy` is neither `rating` nor `conservative`. */
  invalidSeedBy: 'core/invalid-seed-by',
  /** `seedingRatings`: a ratings table that is not an object of finite numbers. */
  invalidRatings: 'core/invalid-ratings',
  /** `checkCatalogGame`: the catalog (its `game`, or every card in it) is for another game. */
  catalogWrongGame: 'core/catalog-wrong-game',
  /** `checkCatalogGame`: the catalog mixes cards of two or more games. */
  catalogMixedGames: 'core/catalog-mixed-games',
  /** `checkCatalogGame`: the value is not a catalog (`{ game, cards: [...] }`) or an array of cards. */
  notACatalog: 'core/not-a-catalog',
} as const;

/** One of the {@link CoreErrors} codes. */
export type CoreErrorCode = (typeof CoreErrors)[keyof typeof CoreErrors];
