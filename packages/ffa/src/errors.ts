/**
 * The error and warning codes of `@tcgkit/ffa`. They are part of the public API: match on the
 * code, never on the message.
 */
export const FfaErrors = {
  /** Settings that fail their JSON Schema or contradict each other. */
  invalidSettings: 'ffa/invalid-settings',
  /** A saved stage that fails its JSON Schema. */
  invalidState: 'ffa/invalid-state',
  /** A saved stage that passes its schema but does not add up (unknown ids, wrong points, wrong status). */
  inconsistentState: 'ffa/inconsistent-state',
  /** Fewer than two active players to put in lobbies. */
  notEnoughPlayers: 'ffa/not-enough-players',
  /** The same participant id twice. */
  duplicatePlayer: 'ffa/duplicate-player',
  /** A participant id that is not in the stage (or not in that lobby). */
  unknownPlayer: 'ffa/unknown-player',
  /** A lobby id that is not in the stage. */
  unknownLobby: 'ffa/unknown-lobby',
  /** A finishing order that does not rank every player of the lobby exactly once. */
  invalidRanking: 'ffa/invalid-ranking',
  /** A negative or fractional elimination count. */
  invalidEliminations: 'ffa/invalid-eliminations',
  /** Reporting a lobby that already has a result (use `correctLobby`). */
  alreadyReported: 'ffa/already-reported',
  /** Correcting a lobby that has no result yet, or that belongs to an earlier match. */
  cannotCorrect: 'ffa/cannot-correct',
  /** Starting a match while lobbies of the current match still wait for results. */
  matchInProgress: 'ffa/match-in-progress',
  /** The stage is complete: no more matches. */
  stageComplete: 'ffa/stage-complete',
  /** The player already dropped. */
  alreadyDropped: 'ffa/already-dropped',
  /** Warning: a lobby has fewer than three players (not a free-for-all game). */
  smallLobby: 'ffa/small-lobby',
  /** `ffaEngine.lateEntry`: a free-for-all stage takes its players when it is made. */
  lateEntryClosed: 'ffa/late-entry-closed',
} as const;

/** One of the codes in {@link FfaErrors}. */
export type FfaErrorCode = (typeof FfaErrors)[keyof typeof FfaErrors];
