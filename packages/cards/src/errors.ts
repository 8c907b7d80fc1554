/**
 * The error codes of `@tcgkit/cards`, part of its public API (match on `code`, never on the
 * message).
 */
export const CardsErrors = {
  /** A catalog failed its JSON Schema (`parseCatalog`, `catalogValidators`). */
  invalidCatalog: 'cards/invalid-catalog',
  /** A single card failed its JSON Schema (`cardValidators`). */
  invalidCard: 'cards/invalid-card',
  /** `parseCatalog` got a value whose `game` is not `lor`, `pokemon` or `riftbound`. */
  unknownGame: 'cards/unknown-game',
  /** `catalogFromDataDragon` got set bundles or globals that are not Data Dragon's shape. */
  invalidDataDragon: 'cards/invalid-data-dragon',
  /** `catalogFromPokemonTcgData` got sets or cards that are not pokemon-tcg-data's shape. */
  invalidPokemonTcgData: 'cards/invalid-pokemon-tcg-data',
  /** `catalogFromRiftboundGallery` got a value that is not the gallery's flattened card list. */
  invalidRiftboundGallery: 'cards/invalid-riftbound-gallery',
  /** A loader met the same card code or printing id twice. */
  duplicateCard: 'cards/duplicate-card',
  /** `catalogFromPokemonTcgData` got cards for a set id that its `sets` list does not have. */
  unknownSet: 'cards/unknown-set',
} as const;

/** One of the {@link CardsErrors} codes. */
export type CardsErrorCode = (typeof CardsErrors)[keyof typeof CardsErrors];
