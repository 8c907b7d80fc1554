/**
 * The error codes of `@tcgkit/tiebreakers`. They are public API: match on the code, never on
 * the message.
 */
export const TiebreakersErrors = {
  /**
   * The input is not of the right shape: not an object, `players` or `matches` not a list, a
   * player not an object (or its name or `late` of the wrong type), `explain` not a choice.
   */
  invalidInput: 'tiebreakers/invalid-input',
  /** Two players share an id. */
  duplicatePlayer: 'tiebreakers/duplicate-player',
  /** A match names a player who is not in `players`. */
  unknownPlayer: 'tiebreakers/unknown-player',
  /** A played match has the same player on both sides. */
  selfMatch: 'tiebreakers/self-match',
  /**
   * Games, a round, `throughRound` or a seed is negative or not a finite number; or a match
   * record is malformed (not an object, an unknown `type`, not two `players`, `games` not two
   * counts (`null` included), an `outcome` or `lostOnTime` that is not a side).
   */
  invalidNumber: 'tiebreakers/invalid-number',
  /** A tiebreaker id in the settings is not one this package knows. */
  unknownTiebreaker: 'tiebreakers/unknown-tiebreaker',
  /**
   * `settings`, `settings.scoring` or `settings.tiebreakers` is missing or of the wrong type, a
   * floor or cap is outside 0..1, points are not numbers or a win is worth 0, a choice (bye
   * handling, formula, game-win method, OOMW% average) is unknown, `byeGames` is bad, or a
   * yes/no option is not a boolean.
   */
  invalidSettings: 'tiebreakers/invalid-settings',
} as const;

/** One of the {@link TiebreakersErrors} values. */
export type TiebreakersErrorCode = (typeof TiebreakersErrors)[keyof typeof TiebreakersErrors];

/**
 * The same codes under their old name.
 *
 * @deprecated Renamed to {@link TiebreakersErrors} (every package names its codes `<Package>Errors`, keys in camelCase); this name is removed in the next minor version.
 */
export const TiebreakersErrorCode = TiebreakersErrors;
