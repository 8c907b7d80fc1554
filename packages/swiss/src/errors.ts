/**
 * The error and warning codes of `@tcgkit/swiss`. They are part of the public API: match on the
 * code, never on the message. Each one is tabled in the package README.
 *
 * @example
 * ```ts
 * const next = pairNextRound(stage);
 * if (!next.ok && next.error.code === SwissErrorCode.noRematchFreePairing) {
 *   // turn Prevent repeat matchups off, or change the pairing style
 * }
 * ```
 */
export const SwissErrors = {
  /** Settings fail the settings JSON Schema or a rule between fields. */
  invalidSettings: 'swiss/invalid-settings',
  /** A saved stage fails the state JSON Schema or a consistency rule. */
  invalidState: 'swiss/invalid-state',
  /** A player to register or add is malformed (id, name, rating, seed). */
  invalidPlayer: 'swiss/invalid-player',
  /** Rating seeding with `missingRating: 'error'` and a player who has no rating. */
  missingRating: 'swiss/missing-rating',
  /** A player id is already registered. */
  duplicatePlayer: 'swiss/duplicate-player',
  /** No registered player has that id. */
  unknownPlayer: 'swiss/unknown-player',
  /** The operation needs a stage that has not started yet. */
  alreadyStarted: 'swiss/already-started',
  /** The operation needs a started stage. */
  notStarted: 'swiss/not-started',
  /** The stage is finished; nothing can change. */
  stageFinished: 'swiss/stage-finished',
  /** Fewer than two active players to pair. */
  tooFewPlayers: 'swiss/too-few-players',
  /** The current round still has matches without a result. */
  roundInProgress: 'swiss/round-in-progress',
  /** Every round of the stage has been paired already. */
  allRoundsPaired: 'swiss/all-rounds-paired',
  /** With Prevent repeat matchups on, no pairing of the active players avoids every rematch. */
  noRematchFreePairing: 'swiss/no-rematch-free-pairing',
  /** No match at that round and table. */
  unknownMatch: 'swiss/unknown-match',
  /** A result is malformed (not an object, games not whole non-negative numbers, a bad round). */
  invalidResult: 'swiss/invalid-result',
  /** The same match is reported twice in one batch of results (the path names the second). */
  duplicateReport: 'swiss/duplicate-report',
  /** A `pairPlayers` request is malformed (players, points, style, earlier opponents, rng). */
  invalidPairingRequest: 'swiss/invalid-pairing-request',
  /** A setting that cannot change once the stage has started (only pairing style and Prevent repeat matchups can). */
  settingLocked: 'swiss/setting-locked',
  /** A drawn match reported in a stage where draws are not allowed. */
  drawsNotAllowed: 'swiss/draws-not-allowed',
  /** The player has already dropped. */
  alreadyDropped: 'swiss/already-dropped',
  /** Late entry is off, or the round it allows is past. */
  lateEntryClosed: 'swiss/late-entry-closed',
  /** Finishing needs every round paired and reported. */
  roundsRemaining: 'swiss/rounds-remaining',
  /** Warning: manual seeding with players that have no seed; they go after the seeded ones. */
  missingSeed: 'swiss/missing-seed',
  /** Warning: a bye went to a player who already had one, because everyone had one. */
  secondBye: 'swiss/second-bye',
  /** Warning: the pairing repeats matches (Prevent repeat matchups off and no way around it). */
  rematchesPaired: 'swiss/rematches-paired',
} as const;

/** One of the {@link SwissErrors} values. */
export type SwissErrorCode = (typeof SwissErrors)[keyof typeof SwissErrors];

/**
 * The same codes under their old name.
 *
 * @deprecated Renamed to {@link SwissErrors} (every package names its codes `<Package>Errors`, keys in camelCase); this name is removed in the next minor version.
 */
export const SwissErrorCode = SwissErrors;
