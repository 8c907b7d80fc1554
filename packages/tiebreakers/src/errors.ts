/**
 * The error codes of `@tcgkit/tiebreakers`. They are public API: match on the code, never on
 * the message.
 */
export const TiebreakersErrorCode = {
  /** Two players share an id. */
  duplicatePlayer: 'tiebreakers/duplicate-player',
  /** A match names a player who is not in `players`. */
  unknownPlayer: 'tiebreakers/unknown-player',
  /** A played match has the same player on both sides. */
  selfMatch: 'tiebreakers/self-match',
  /**
   * Games, a round or a seed is negative or not a finite number; or a match record is malformed
   * (not an object, an unknown `type`, not two `players`, an `outcome` or `lostOnTime` that is
   * not a side).
   */
  invalidNumber: 'tiebreakers/invalid-number',
  /** A tiebreaker id in the settings is not one this package knows. */
  unknownTiebreaker: 'tiebreakers/unknown-tiebreaker',
  /**
   * A floor or cap is outside 0..1, points are not numbers or a win is worth 0, a choice
   * (bye handling, formula, game-win method, OOMW% average) is unknown, or `byeGames` is bad.
   */
  invalidSettings: 'tiebreakers/invalid-settings',
} as const;

/** One of the {@link TiebreakersErrorCode} values. */
export type TiebreakersErrorCode = (typeof TiebreakersErrorCode)[keyof typeof TiebreakersErrorCode];
