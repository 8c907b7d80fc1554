/**
 * The error and warning codes of `@tcgkit/tournament`. They are part of the public API: match on
 * the code, never on the message. Errors of the stage engines (`swiss/...`, `elimination/...`,
 * `ffa/...`) pass through unchanged, with their path prefixed by where the input sat.
 */
export const TournamentErrors = {
  /** Settings that fail the JSON Schema or break a rule between stages (path: the field). */
  invalidSettings: 'tournament/invalid-settings',
  /** Starting with `missingRating: 'error'` and a player who has no rating. */
  missingRating: 'tournament/missing-rating',
  /** One-on-one and free-for-all stages in the same event. */
  mixedStageKinds: 'tournament/mixed-stage-kinds',
  /** A format the chosen game does not offer (free-for-all outside Riftbound). */
  formatNotOffered: 'tournament/format-not-offered',
  /** A format this package cannot run yet (round robin as an event stage). */
  formatNotSupported: 'tournament/format-not-supported',
  /** Changing the match-win formula or a floor the game fixes. */
  fixedByGame: 'tournament/fixed-by-game',
  /** An advancement rule that names an unknown or earlier stage, or a condition that cannot apply. */
  invalidRule: 'tournament/invalid-rule',
  /** A later stage that no advancement rule feeds. */
  unreachableStage: 'tournament/unreachable-stage',
  /** Allow early cutoff on a rule that is not a placement range from 1 out of an elimination stage. */
  earlyCutoffNotAllowed: 'tournament/early-cutoff-not-allowed',
  /** Continue brackets without an elimination stage of the same format stopped by an early cutoff before it. */
  invalidAdvanceMode: 'tournament/invalid-advance-mode',
  /** Registration after the start, or starting twice. */
  alreadyStarted: 'tournament/already-started',
  /** An action that needs the event started. */
  notStarted: 'tournament/not-started',
  /** The same participant id twice. */
  duplicatePlayer: 'tournament/duplicate-player',
  /** A participant id that is not registered. */
  unknownPlayer: 'tournament/unknown-player',
  /** A stage id that is not in the event. */
  unknownStage: 'tournament/unknown-stage',
  /** An action on a stage that has not started yet, or that is complete. */
  stageNotRunning: 'tournament/stage-not-running',
  /** Advancing from a stage that is not complete. */
  stageNotComplete: 'tournament/stage-not-complete',
  /** Advancing twice from the same stage. */
  alreadyAdvanced: 'tournament/already-advanced',
  /** A match id that does not fit the stage (`R2-T3` in Swiss, `W1.1` in a bracket, `m1-l1` for a lobby). */
  unknownMatch: 'tournament/unknown-match',
  /** A result without what the stage needs (games, or a finishing order). */
  invalidResult: 'tournament/invalid-result',
  /** The player already dropped. */
  alreadyDropped: 'tournament/already-dropped',
  /** Late entry into an event whose running stage is not Swiss. */
  lateEntryClosed: 'tournament/late-entry-closed',
  /** A loaded engine state of the wrong format for its stage, or for a stage whose feeding stages are not complete. */
  invalidStageState: 'tournament/invalid-stage-state',
  /** Undo with nothing but the creation in the log. */
  nothingToUndo: 'tournament/nothing-to-undo',
  /** A saved event that is not JSON at all. */
  corruptFile: 'tournament/corrupt-file',
  /** A saved event that fails its JSON Schema. */
  invalidEvent: 'tournament/invalid-event',
  /** A saved event whose state does not match what replaying its log gives (path: the first difference). */
  logMismatch: 'tournament/log-mismatch',
  /** Warning: the first stage's round count was set to the game's recommendation, as the organizer asked at the start. */
  recommendedRounds: 'tournament/recommended-rounds',
  /** Warning: players tied on points and every tiebreaker straddled a cut line; says how it was resolved. */
  cutTie: 'tournament/cut-tie',
} as const;

/** One of the codes in {@link TournamentErrors}. */
export type TournamentErrorCode = (typeof TournamentErrors)[keyof typeof TournamentErrors];
