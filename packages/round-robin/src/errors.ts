/**
 * The error and warning codes of `@tcgkit/round-robin`. They are part of the public API: match on
 * the code, never on the message.
 */
export const RoundRobinErrors = {
  /** Settings that contradict each other or are out of range. */
  invalidSettings: 'round-robin/invalid-settings',
  /** A saved stage that fails its JSON Schema. */
  invalidState: 'round-robin/invalid-state',
  /** `loadStage`: the saved state says something its own log does not (an edited result, group or drop). */
  logMismatch: 'round-robin/log-mismatch',
  /** Fewer players than the setup needs (two per group, or more than the playoff places). */
  notEnoughPlayers: 'round-robin/not-enough-players',
  /** The same player id appears twice. */
  duplicatePlayer: 'round-robin/duplicate-player',
  /** A player id that is not in the stage. */
  unknownPlayer: 'round-robin/unknown-player',
  /** A group id that is not in the stage. */
  unknownGroup: 'round-robin/unknown-group',
  /** A match id that is not in the stage. */
  unknownMatch: 'round-robin/unknown-match',
  /** The matches are laid out, so the groups can no longer change. */
  groupsLocked: 'round-robin/groups-locked',
  /** An action that needs the matches laid out, before they are. */
  notLaidOut: 'round-robin/not-laid-out',
  /** Swapping two players of the same group, moving a player to their own group, or a correction that changes nothing. */
  noChange: 'round-robin/no-change',
  /** A score that is not whole, non-negative game counts. */
  invalidScore: 'round-robin/invalid-score',
  /** Someone other than the two players reported or confirmed. */
  notInMatch: 'round-robin/not-in-match',
  /** The match already has a final result. */
  alreadyDecided: 'round-robin/already-decided',
  /** Confirming a match that has no result waiting for confirmation. */
  nothingToConfirm: 'round-robin/nothing-to-confirm',
  /** The player who reported tried to confirm their own result. */
  selfConfirmation: 'round-robin/self-confirmation',
  /** The administrator tried to decide a match before the deadline passed. */
  deadlineNotPassed: 'round-robin/deadline-not-passed',
  /** A time that is not an ISO 8601 date-time. */
  invalidTime: 'round-robin/invalid-time',
  /** The player already dropped. */
  alreadyDropped: 'round-robin/already-dropped',
  /** Pairing a next round in a stage whose groups play a round robin (laid out at once). */
  notSwissGroups: 'round-robin/not-swiss-groups',
  /** Pairing the next Swiss round before every match of the current one is final. */
  roundNotComplete: 'round-robin/round-not-complete',
  /** Pairing a Swiss round beyond the stage's number of rounds. */
  allRoundsPaired: 'round-robin/all-rounds-paired',
  /** Qualification or the playoff draw asked for before every group match is decided. */
  groupStageNotComplete: 'round-robin/group-stage-not-complete',
  /** Not enough eligible players (not dropped) to fill every playoff place. */
  notEnoughQualifiers: 'round-robin/not-enough-qualifiers',
  /** Playoff placements given a player who is not in the qualification order. */
  invalidPlayoffResult: 'round-robin/invalid-playoff-result',
  /** Accepting a time suggestion that does not exist. */
  unknownProposal: 'round-robin/unknown-proposal',
  /** A stream address that is not a Twitch or YouTube address. */
  invalidStreamAddress: 'round-robin/invalid-stream-address',
  /** Reading a match room's messages as neither one of its players nor an organizer. */
  notAllowed: 'round-robin/not-allowed',
  /** Correcting a result after the stage was closed (`closeStage`): the playoffs are drawn. */
  correctionClosed: 'round-robin/correction-closed',
  /** Correcting a match with no final played result (none yet, awaiting confirmation, or an automatic win after a drop). */
  nothingToCorrect: 'round-robin/nothing-to-correct',
  /** Closing a stage that is already closed. */
  alreadyClosed: 'round-robin/already-closed',
  /** Warning: the organizer's change leaves groups that differ by more than one player. */
  unevenGroups: 'round-robin/uneven-groups',
  /** Warning: a group has fewer than two players, so it has no matches. */
  tinyGroup: 'round-robin/tiny-group',
  /** Warning: two players from one group meet in the first playoff round and no swap removes it. */
  unavoidableGroupClash: 'round-robin/unavoidable-group-clash',
} as const;

/** One of the {@link RoundRobinErrors} codes. */
export type RoundRobinErrorCode = (typeof RoundRobinErrors)[keyof typeof RoundRobinErrors];
