/**
 * Every error and warning code of `@tcgkit/elimination`. Codes are public API: match on them,
 * never on messages.
 *
 * @example
 * ```ts
 * import { EliminationErrors } from '@tcgkit/elimination';
 * if (!result.ok && result.error.code === EliminationErrors.downstreamPlayed) {
 *   // undo the later result first
 * }
 * ```
 */
export const EliminationErrors = {
  /** The settings fail their JSON Schema. */
  invalidSettings: 'elimination/invalid-settings',
  /** A saved state fails its JSON Schema or does not hold together. */
  invalidState: 'elimination/invalid-state',
  /** Fewer than two players. */
  tooFewParticipants: 'elimination/too-few-participants',
  /** A participant has no id, or two have the same id. */
  invalidParticipants: 'elimination/invalid-participants',
  /** Byes are off and the player count does not fill the bracket (2, 4, 8...). */
  bracketNotFull: 'elimination/bracket-not-full',
  /** Random seeding without a `seed`. */
  missingSeed: 'elimination/missing-seed',
  /** Rating seeding and a player has no rating. */
  missingRating: 'elimination/missing-rating',
  /** The qualification order is not a permutation of the players. */
  invalidQualificationOrder: 'elimination/invalid-qualification-order',
  /** No match has this id. */
  unknownMatch: 'elimination/unknown-match',
  /** No participant has this id. */
  unknownParticipant: 'elimination/unknown-participant',
  /** The match does not have both players yet, or is a bye or a skipped reset. */
  matchNotReady: 'elimination/match-not-ready',
  /** The match already has a result: use `correctResult`. */
  alreadyReported: 'elimination/already-reported',
  /** `correctResult` on a match with no reported result. */
  notReported: 'elimination/not-reported',
  /** The result is malformed (negative or fractional games...). */
  invalidResult: 'elimination/invalid-result',
  /** Equal games: an elimination match must have a winner. */
  noWinner: 'elimination/no-winner',
  /** A correction would move a player out of a match that has already been played. */
  downstreamPlayed: 'elimination/downstream-played',
  /** The stage is over (a champion, or the early cutoff is reached). */
  stageComplete: 'elimination/stage-complete',
  /** With an early cutoff: both players of the match are already sure of a place in the range. */
  beyondCutoff: 'elimination/beyond-cutoff',
  /** The player already dropped. */
  alreadyDropped: 'elimination/already-dropped',
  /** The player is already knocked out. */
  alreadyEliminated: 'elimination/already-eliminated',
  /** `continueBracket` on a stage that was not stopped by an early cutoff. */
  nothingToContinue: 'elimination/nothing-to-continue',
  /** Warning: the third-place match needs at least four bracket slots and was left out. */
  thirdPlaceIgnored: 'elimination/third-place-ignored',
  /** Warning: a setting that does not apply to this format was ignored. */
  settingIgnored: 'elimination/setting-ignored',
  /** `eliminationEngine.pairNext`: a bracket lays its matches out when it is made; there is no round to pair. */
  nothingToPair: 'elimination/nothing-to-pair',
  /** `eliminationEngine.lateEntry`: a bracket's seeds are placed when it is made, so no player can join it. */
  lateEntryClosed: 'elimination/late-entry-closed',
} as const;

/** One of the {@link EliminationErrors} values. */
export type EliminationErrorCode = (typeof EliminationErrors)[keyof typeof EliminationErrors];

/**
 * The same codes under their old name and PascalCase keys.
 *
 * @deprecated Renamed to {@link EliminationErrors} (every package names its codes `<Package>Errors`, keys in camelCase); this name is removed in the next minor version.
 */
export const EliminationErrorCode = {
  InvalidSettings: EliminationErrors.invalidSettings,
  InvalidState: EliminationErrors.invalidState,
  TooFewParticipants: EliminationErrors.tooFewParticipants,
  InvalidParticipants: EliminationErrors.invalidParticipants,
  BracketNotFull: EliminationErrors.bracketNotFull,
  MissingSeed: EliminationErrors.missingSeed,
  MissingRating: EliminationErrors.missingRating,
  InvalidQualificationOrder: EliminationErrors.invalidQualificationOrder,
  UnknownMatch: EliminationErrors.unknownMatch,
  UnknownParticipant: EliminationErrors.unknownParticipant,
  MatchNotReady: EliminationErrors.matchNotReady,
  AlreadyReported: EliminationErrors.alreadyReported,
  NotReported: EliminationErrors.notReported,
  InvalidResult: EliminationErrors.invalidResult,
  NoWinner: EliminationErrors.noWinner,
  DownstreamPlayed: EliminationErrors.downstreamPlayed,
  StageComplete: EliminationErrors.stageComplete,
  BeyondCutoff: EliminationErrors.beyondCutoff,
  AlreadyDropped: EliminationErrors.alreadyDropped,
  AlreadyEliminated: EliminationErrors.alreadyEliminated,
  NothingToContinue: EliminationErrors.nothingToContinue,
  ThirdPlaceIgnored: EliminationErrors.thirdPlaceIgnored,
  SettingIgnored: EliminationErrors.settingIgnored,
} as const;
