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
} as const;

/** One of the {@link CardsErrors} codes. */
export type CardsErrorCode = (typeof CardsErrors)[keyof typeof CardsErrors];
