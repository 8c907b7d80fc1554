/**
 * Every error and warning code of `@tcgkit/elimination`. Codes are public API: match on them,
 * never on messages.
 *
 * @example
 * ```ts
 * import { EliminationErrorCode } from '@tcgkit/elimination';
 * if (!result.ok && result.error.code === EliminationErrorCode.DownstreamPlayed) {
 *   // undo the later result first
 * }
 * ```
 */
export const EliminationErrorCode = {
  /** The settings fail their JSON Schema. */
  InvalidSettings: 'elimination/invalid-settings',
  /** A saved state fails its JSON Schema or does not hold together. */
  InvalidState: 'elimination/invalid-state',
  /** Fewer than two players. */
  TooFewParticipants: 'elimination/too-few-participants',
  /** A participant has no id, or two have the same id. */
  InvalidParticipants: 'elimination/invalid-participants',
  /** Byes are off and the player count does not fill the bracket (2, 4, 8...). */
  BracketNotFull: 'elimination/bracket-not-full',
  /** Random seeding without a `seed`. */
  MissingSeed: 'elimination/missing-seed',
  /** Rating seeding and a player has no rating. */
  MissingRating: 'elimination/missing-rating',
  /** The qualification order is not a permutation of the players. */
  InvalidQualificationOrder: 'elimination/invalid-qualification-order',
  /** No match has this id. */
  UnknownMatch: 'elimination/unknown-match',
  /** No participant has this id. */
  UnknownParticipant: 'elimination/unknown-participant',
  /** The match does not have both players yet, or is a bye or a skipped reset. */
  MatchNotReady: 'elimination/match-not-ready',
  /** The match already has a result: use `correctResult`. */
  AlreadyReported: 'elimination/already-reported',
  /** `correctResult` on a match with no reported result. */
  NotReported: 'elimination/not-reported',
  /** The result is malformed (negative or fractional games...). */
  InvalidResult: 'elimination/invalid-result',
  /** Equal games: an elimination match must have a winner. */
  NoWinner: 'elimination/no-winner',
  /** A correction would move a player out of a match that has already been played. */
  DownstreamPlayed: 'elimination/downstream-played',
  /** The stage is over (a champion, or the early cutoff is reached). */
  StageComplete: 'elimination/stage-complete',
  /** With an early cutoff: both players of the match are already sure of a place in the range. */
  BeyondCutoff: 'elimination/beyond-cutoff',
  /** The player already dropped. */
  AlreadyDropped: 'elimination/already-dropped',
  /** The player is already knocked out. */
  AlreadyEliminated: 'elimination/already-eliminated',
  /** `continueBracket` on a stage that was not stopped by an early cutoff. */
  NothingToContinue: 'elimination/nothing-to-continue',
  /** Warning: the third-place match needs at least four bracket slots and was left out. */
  ThirdPlaceIgnored: 'elimination/third-place-ignored',
  /** Warning: a setting that does not apply to this format was ignored. */
  SettingIgnored: 'elimination/setting-ignored',
} as const;

/** One of the {@link EliminationErrorCode} values. */
export type EliminationErrorCode = (typeof EliminationErrorCode)[keyof typeof EliminationErrorCode];
