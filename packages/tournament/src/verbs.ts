import type {
  MissingRating,
  Participant,
  ParticipantId,
  RatingTable,
  Result,
  SeedBy,
} from '@tcgkit/core';
import { applyAction } from './event.js';
import type {
  ActionMeta,
  GroupChange,
  LoadableEngine,
  MatchReport,
  StageSettingsChange,
  StageState,
  TournamentState,
} from './types.js';

// The organizer's verbs: one function per action of the log, each a thin call of `applyAction`.

/**
 * Registers a player before the start (after it, {@link addLateEntry}). Errors:
 * `tournament/duplicate-player` for an id already registered, `tournament/already-started`.
 *
 * @example
 * ```ts
 * event = unwrap(registerParticipant(event, { id: 'p1', name: 'Ash Ketchum' }));
 * ```
 */
export function registerParticipant(
  state: TournamentState,
  participant: Participant,
  meta?: ActionMeta & { readonly stage?: string },
): Result<TournamentState> {
  const { stage, ...audit } = meta ?? {};
  return applyAction(
    state,
    stage === undefined
      ? { type: 'register', participant }
      : { type: 'register', participant, stage },
    audit,
  );
}

/**
 * Starts the event: the first stage gets every registered player who has not dropped. For
 * `rating` seeding, pass `ratings` (the output of `rate` in @tcgkit/rating): each registered
 * player in it gets that rating (over the one they registered with), and `missingRating` says
 * what happens to a player with none: `last` (default: seeded after the rated), `error`
 * (`tournament/missing-rating`) or a number to give them. `seedBy: 'conservative'` seeds by
 * rating − 2 × deviation where the table gives a deviation (an uncertain newcomer is not seeded
 * over established players). `rounds: 'recommended'` makes the
 * first (Swiss) stage play the game's recommended round count for the players present (Pokémon
 * TCG's table, Magic's Appendix E; `suggestedSwissRounds`) instead of its Number of rounds: the
 * stage's definition shows the new count and a `tournament/recommended-rounds` warning says it.
 * Without it the stage plays exactly its Number of rounds. All of them are stored in the log, so a
 * replay starts the same way.
 *
 * @example
 * ```ts
 * event = unwrap(startTournament(event, { rounds: 'recommended' })); // 10 Pokémon players: 4 rounds
 * ```
 */
export function startTournament(
  state: TournamentState,
  meta?: ActionMeta & {
    readonly ratings?: RatingTable;
    readonly missingRating?: MissingRating;
    readonly seedBy?: SeedBy;
    readonly rounds?: 'recommended';
  },
): Result<TournamentState> {
  const { ratings, missingRating, seedBy, rounds, ...audit } = meta ?? {};
  return applyAction(
    state,
    {
      type: 'start',
      ...(ratings === undefined ? {} : { ratings }),
      ...(missingRating === undefined ? {} : { missingRating }),
      ...(seedBy === undefined ? {} : { seedBy }),
      ...(rounds === undefined ? {} : { rounds }),
    },
    audit,
  );
}

/**
 * Pairs the next Swiss round, forms the next free-for-all lobbies, or lays out a round robin
 * stage's matches (with an optional `deadline`), of a stage. The new matches are then in
 * {@link openMatches}.
 *
 * @example
 * ```ts
 * event = unwrap(pairStage(event, 'swiss'));
 * for (const m of openMatches(event, 'swiss')) console.log(m.table, m.players);
 * ```
 */
export function pairStage(
  state: TournamentState,
  stage: string,
  meta?: ActionMeta & { readonly deadline?: string },
): Result<TournamentState> {
  const { deadline, ...rest } = meta ?? {};
  return applyAction(
    state,
    deadline === undefined ? { type: 'pair', stage } : { type: 'pair', stage, deadline },
    rest,
  );
}

/**
 * Reports a match: Swiss `R1-T3`, bracket `W1.1`, lobby `m1-l1` (the ids {@link openMatches}
 * gives). A second report of the same match is refused: use {@link correctMatch}.
 *
 * @example
 * ```ts
 * event = unwrap(reportMatch(event, { stage: 'swiss', match: 'R1-T1', games: [2, 1] }));
 * ```
 */
export function reportMatch(
  state: TournamentState,
  report: MatchReport,
  meta?: ActionMeta,
): Result<TournamentState> {
  return applyAction(state, { type: 'result', ...report }, meta);
}

/**
 * Corrects a reported match (the `correction` action). Swiss, bracket and lobby results go to
 * their engine's correction; a round robin result goes to `@tcgkit/round-robin`'s
 * `correctResult` while the stage's players have not advanced (afterwards
 * `round-robin/correction-closed` at `/stage`), with `winner` for a drawn score in a stage whose
 * draws are decided by a coin flip.
 *
 * @example
 * ```ts
 * const fixed = correctMatch(event, { stage: 'groups', match: 'A-1-1', games: [0, 2] }, { by: 'judge' });
 * ```
 */
export function correctMatch(
  state: TournamentState,
  report: MatchReport,
  meta?: ActionMeta,
): Result<TournamentState> {
  return applyAction(state, { type: 'correction', ...report }, meta);
}

/**
 * Drops a player from the event: out of every running stage, and never advanced. Their results
 * so far stay (opponents keep them for tiebreakers).
 *
 * @example
 * ```ts
 * event = unwrap(dropParticipant(event, 'p7', { by: 'scorekeeper' }));
 * ```
 */
export function dropParticipant(
  state: TournamentState,
  participantId: ParticipantId,
  meta?: ActionMeta,
): Result<TournamentState> {
  return applyAction(state, { type: 'drop', participantId }, meta);
}

/**
 * Adds a player after the start, into a running first Swiss stage whose `lateEntry` setting was
 * turned on when the event was created (else `swiss/late-entry-closed`). The player joins
 * from the next round paired, with a loss for each round already paired.
 *
 * @example
 * ```ts
 * event = unwrap(addLateEntry(event, { id: 'p38', name: 'Late Larry' }));
 * ```
 */
export function addLateEntry(
  state: TournamentState,
  participant: Participant,
  meta?: ActionMeta & { readonly stage?: string },
): Result<TournamentState> {
  const { stage, ...audit } = meta ?? {};
  return applyAction(
    state,
    stage === undefined
      ? { type: 'late-entry', participant }
      : { type: 'late-entry', participant, stage },
    audit,
  );
}

/**
 * Loads an engine state paired and played elsewhere into a waiting stage (the `load-stage`
 * action): a `@tcgkit/swiss` stage into a Swiss stage, a `@tcgkit/elimination` bracket into a
 * single or double elimination stage. The whole state goes into the log, so
 * {@link replayTournament} and {@link importTournament} give the same event. Register its
 * players first; the event marks those the state records as dropped or late. Loading a stage
 * starts the event (`startTournament` is then refused); loading a stage advancement feeds closes
 * the stages that feed it (they must be complete), as advancing would. A Swiss stage still
 * taking registrations is started. Errors: `tournament/already-started` (the stage is not
 * waiting), `tournament/invalid-stage-state` (a state of the wrong format, a stage that cannot
 * be loaded, or one whose feeding stages are not complete), the engine loader's errors under
 * `/engine/state` (`swiss/invalid-stage`...), `tournament/unknown-player` (a player in the
 * state who is not registered), `tournament/unknown-stage`.
 *
 * @example
 * ```ts
 * event = unwrap(loadStage(event, 'pod-1', { format: 'swiss', state: swissStage }));
 * event = unwrap(pairStage(event, 'pod-1')); // the next round, paired by tcgkit
 * ```
 */
export function loadStage(
  state: TournamentState,
  stage: string,
  engine: LoadableEngine,
  meta?: ActionMeta,
): Result<TournamentState> {
  return applyAction(state, { type: 'load-stage', stage, engine }, meta);
}

/** Swaps, moves or redraws players in a round robin stage's provisional groups (the log's group changes). */
export function changeGroup(
  state: TournamentState,
  stage: string,
  change: GroupChange,
  meta?: ActionMeta,
): Result<TournamentState> {
  return applyAction(state, { type: 'group-change', stage, change }, meta);
}

/**
 * Applies a complete stage's advancement rules (the top cut by the stage's standings rules), and
 * starts every stage that now has its players.
 *
 * @example
 * ```ts
 * event = unwrap(advanceStage(event, 'swiss')); // the top 8 bracket starts
 * ```
 */
export function advanceStage(
  state: TournamentState,
  stage: string,
  meta?: ActionMeta,
): Result<TournamentState> {
  return applyAction(state, { type: 'advance', stage }, meta);
}

/**
 * Changes the settings that stay editable while a Swiss stage runs: Prevent repeat matchups and
 * the pairing style (the `stage-settings` action, logged and replayed like any other, so
 * {@link undoLast} takes it back). They apply from the next round paired; the stage's definition
 * in `settings.stages` shows the new values. Errors: `tournament/unknown-stage`,
 * `tournament/stage-not-running`, `tournament/invalid-settings` (not a Swiss stage), and the
 * Swiss engine's errors under `/settings` (`swiss/invalid-settings`).
 *
 * @example
 * ```ts
 * const paired = pairStage(event, 'swiss');
 * if (!paired.ok && paired.error.code === 'swiss/no-rematch-free-pairing') {
 *   event = unwrap(changeStageSettings(event, 'swiss', { preventRepeatMatchups: false }));
 *   event = unwrap(pairStage(event, 'swiss'));
 * }
 * ```
 */
export function changeStageSettings(
  state: TournamentState,
  stage: string,
  settings: StageSettingsChange,
  meta?: ActionMeta,
): Result<TournamentState> {
  return applyAction(state, { type: 'stage-settings', stage, settings }, meta);
}

/** A stage's state by id. */
export function getStage(state: TournamentState, stage: string): StageState | undefined {
  return state.stages.find((s) => s.id === stage);
}
