import {
  err,
  type Issue,
  issue,
  ok,
  type ParticipantId,
  type Result,
  seedRng,
  withRng,
} from '@tcgkit/core';
import { type FfaErrorCode, FfaErrors } from './errors.js';
import { distribute, lobbyCount, MIN_LOBBY_SIZE } from './lobbies.js';
import { scoreLobby } from './scoring.js';
import { resolveFfaSettings, settingsErrorAt } from './settings.js';
import { evaluateOutcome, ffaStandings } from './standings.js';
import type {
  CreateFfaStageInput,
  FfaLobby,
  FfaMatch,
  FfaParticipant,
  FfaState,
  LobbyReport,
} from './types.js';

function withOutcome(state: Omit<FfaState, 'status' | 'winnerId' | 'decidedBy'>): FfaState {
  const outcome = evaluateOutcome(state.settings, state.participants, state.matches);
  return { ...state, ...outcome };
}

function stripOutcome(state: FfaState): Omit<FfaState, 'status' | 'winnerId' | 'decidedBy'> {
  const { status: _s, winnerId: _w, decidedBy: _d, ...rest } = state;
  return rest;
}

/**
 * Creates a free-for-all stage. Players keep the order given as their initial seeds unless they
 * carry a `seed` (those with one come first, by seed; seeds are then renumbered 1..n).
 *
 * @example
 * ```ts
 * const created = createFfaStage({
 *   participants: ['ana', 'ben', 'cam', 'dee'],
 *   seed: 'pod-night',
 *   settings: { format: 'threshold-win' },
 * });
 * if (created.ok) {
 *   const started = startMatch(created.value); // lobbies for match 1
 * }
 * ```
 */
export function createFfaStage(input: CreateFfaStageInput): Result<FfaState, FfaErrorCode> {
  const settings = settingsErrorAt(resolveFfaSettings(input.settings ?? {}), '/settings');
  if (!settings.ok) return settings;
  if (
    typeof input.seed === 'number' ? !Number.isFinite(input.seed) : typeof input.seed !== 'string'
  ) {
    return err(FfaErrors.invalidSettings, 'The seed must be a string or a finite number.', '/seed');
  }
  const seen = new Set<string>();
  const given: { id: string; name?: string; seed?: number; index: number }[] = [];
  for (let i = 0; i < input.participants.length; i++) {
    const raw = input.participants[i] as CreateFfaStageInput['participants'][number];
    const p = typeof raw === 'string' ? { id: raw } : raw;
    if (typeof p.id !== 'string' || p.id === '') {
      return err(
        FfaErrors.unknownPlayer,
        'Every participant needs a non-empty id.',
        `/participants/${i}`,
      );
    }
    if (seen.has(p.id)) {
      return err(
        FfaErrors.duplicatePlayer,
        `Participant "${p.id}" is listed twice.`,
        `/participants/${i}`,
      );
    }
    seen.add(p.id);
    given.push({ ...p, index: i });
  }
  if (given.length < 2) {
    return err(
      FfaErrors.notEnoughPlayers,
      'A free-for-all stage needs at least two players.',
      '/participants',
    );
  }
  given.sort(
    (a, b) =>
      (a.seed ?? Number.POSITIVE_INFINITY) - (b.seed ?? Number.POSITIVE_INFINITY) ||
      a.index - b.index,
  );
  const participants: FfaParticipant[] = given.map((p, i) =>
    p.name === undefined ? { id: p.id, seed: i + 1 } : { id: p.id, name: p.name, seed: i + 1 },
  );
  return ok(
    withOutcome({
      schemaVersion: 1,
      type: 'ffa',
      seed: input.seed,
      rng: seedRng(input.seed),
      settings: settings.value,
      participants,
      matches: [],
    }),
  );
}

/**
 * Forms the lobbies of the next match. The first match (and every match when Reshuffle lobbies is
 * on) orders the active players by Lobby seeding and deals them by Lobby distribution; otherwise
 * the previous match's lobbies are kept, without players who dropped (they are redrawn if a lobby
 * would be left with fewer than three players, or two with lobbies of two). A free-for-all game
 * has three or more players, so lobbies are never dealt under three while three players are in
 * ({@link lobbyCount}: 5 players in pods of 4 play as one lobby of 5). A lobby of two (only two
 * players left, or lobbies of two set) gives an `ffa/small-lobby` warning.
 *
 * Errors: `ffa/stage-complete`, `ffa/match-in-progress`, `ffa/not-enough-players`.
 *
 * @example
 * ```ts
 * const next = startMatch(stage);
 * if (next.ok) console.log(next.value.matches.at(-1)?.lobbies);
 * ```
 */
export function startMatch(state: FfaState): Result<FfaState, FfaErrorCode> {
  if (state.status === 'complete') {
    return err(FfaErrors.stageComplete, 'The stage is complete: no more matches are played.');
  }
  const last = state.matches.at(-1);
  if (last?.lobbies.some((l) => l.result === undefined)) {
    return err(
      FfaErrors.matchInProgress,
      `Match ${last.number} still has lobbies without a result.`,
      `/matches/${state.matches.length - 1}`,
    );
  }
  const active = state.participants.filter((p) => p.dropped !== true);
  if (active.length < 2) {
    return err(FfaErrors.notEnoughPlayers, 'Fewer than two players are still in the stage.');
  }
  const number = state.matches.length + 1;
  const { settings } = state;
  let groups: ParticipantId[][] | undefined;
  if (last !== undefined && !settings.reshuffleLobbies) {
    const activeIds = new Set(active.map((p) => p.id));
    const kept = last.lobbies
      .map((l) => l.participantIds.filter((id) => activeIds.has(id)))
      .filter((ids) => ids.length > 0);
    // A kept lobby that drops left under the game's minimum (three players, or two with lobbies
    // of two) is not a game: the match is redrawn.
    const minimum = Math.min(MIN_LOBBY_SIZE, settings.playersPerLobby);
    if (kept.every((ids) => ids.length >= minimum)) groups = kept;
  }
  let rng = state.rng;
  if (groups === undefined) {
    let ordered: ParticipantId[];
    if (settings.lobbySeeding === 'random') {
      const drawn = withRng(rng, (r) => r.shuffle(active.map((p) => p.id)));
      ordered = drawn.value;
      rng = drawn.state;
    } else if (settings.lobbySeeding === 'current-standings') {
      const activeIds = new Set(active.map((p) => p.id));
      ordered = ffaStandings(state)
        .map((row) => row.participantId)
        .filter((id) => activeIds.has(id));
    } else {
      ordered = active.map((p) => p.id);
    }
    const count = lobbyCount(ordered.length, settings.playersPerLobby, settings.unevenLobbies);
    groups = distribute(ordered, count, settings.lobbyDistribution);
  }
  const lobbies: FfaLobby[] = groups.map((ids, i) => ({
    id: `m${number}-l${i + 1}`,
    number: i + 1,
    participantIds: ids,
  }));
  const warnings: Issue[] = [];
  for (const lobby of lobbies) {
    if (lobby.participantIds.length < 3 && settings.playersPerLobby >= 3) {
      warnings.push(
        issue(
          FfaErrors.smallLobby,
          `Lobby ${lobby.number} of match ${number} has only ${lobby.participantIds.length} players.`,
          `/matches/${number - 1}/lobbies/${lobby.number - 1}`,
        ),
      );
    }
  }
  const match: FfaMatch = { number, lobbies };
  return ok(
    withOutcome({ ...stripOutcome(state), rng, matches: [...state.matches, match] }),
    warnings,
  );
}

function checkReport(
  lobby: FfaLobby,
  report: LobbyReport,
): Result<readonly (readonly string[])[], FfaErrorCode> {
  const members = new Set(lobby.participantIds);
  const seen = new Set<string>();
  const ranking: string[][] = [];
  for (let i = 0; i < report.ranking.length; i++) {
    const entry = report.ranking[i];
    const group = typeof entry === 'string' ? [entry] : [...(entry ?? [])];
    if (group.length === 0) {
      return err(FfaErrors.invalidRanking, `Place ${i + 1} lists no player.`, `/ranking/${i}`);
    }
    for (let j = 0; j < group.length; j++) {
      const id = group[j] as string;
      const path = typeof entry === 'string' ? `/ranking/${i}` : `/ranking/${i}/${j}`;
      if (!members.has(id)) {
        return err(FfaErrors.unknownPlayer, `"${id}" is not in lobby ${lobby.id}.`, path);
      }
      if (seen.has(id)) {
        return err(FfaErrors.invalidRanking, `"${id}" is ranked twice.`, path);
      }
      seen.add(id);
    }
    ranking.push(group);
  }
  const missing = lobby.participantIds.filter((id) => !seen.has(id));
  if (missing.length > 0) {
    return err(
      FfaErrors.invalidRanking,
      `The finishing order of lobby ${lobby.id} leaves out ${missing.join(', ')}.`,
      '/ranking',
    );
  }
  for (const [id, n] of Object.entries(report.eliminations ?? {})) {
    if (!members.has(id)) {
      return err(
        FfaErrors.unknownPlayer,
        `"${id}" is not in lobby ${lobby.id}.`,
        `/eliminations/${id}`,
      );
    }
    if (!Number.isInteger(n) || n < 0 || n > lobby.participantIds.length - 1) {
      return err(
        FfaErrors.invalidEliminations,
        `Eliminations must be a whole number from 0 to ${lobby.participantIds.length - 1}; got ${n}.`,
        `/eliminations/${id}`,
      );
    }
  }
  const total = Object.values(report.eliminations ?? {}).reduce((a, b) => a + b, 0);
  if (total > lobby.participantIds.length - 1) {
    return err(
      FfaErrors.invalidEliminations,
      `A lobby of ${lobby.participantIds.length} has at most ${lobby.participantIds.length - 1} eliminations in all; got ${total}.`,
      '/eliminations',
    );
  }
  return ok(ranking);
}

function record(
  state: FfaState,
  report: LobbyReport,
  correcting: boolean,
): Result<FfaState, FfaErrorCode> {
  const matchIndex = state.matches.findIndex((m) => m.lobbies.some((l) => l.id === report.lobbyId));
  if (matchIndex < 0) {
    return err(FfaErrors.unknownLobby, `There is no lobby "${report.lobbyId}".`, '/lobbyId');
  }
  const match = state.matches[matchIndex] as FfaMatch;
  const lobby = match.lobbies.find((l) => l.id === report.lobbyId) as FfaLobby;
  if (correcting) {
    if (lobby.result === undefined || matchIndex !== state.matches.length - 1) {
      return err(
        FfaErrors.cannotCorrect,
        lobby.result === undefined
          ? `Lobby ${lobby.id} has no result to correct; report it instead.`
          : `Lobby ${lobby.id} belongs to an earlier match; only the latest match can be corrected.`,
        '/lobbyId',
      );
    }
  } else if (lobby.result !== undefined) {
    return err(FfaErrors.alreadyReported, `Lobby ${lobby.id} already has a result.`, '/lobbyId');
  } else if (state.status === 'complete') {
    return err(FfaErrors.stageComplete, 'The stage is complete.', '/lobbyId');
  }
  const ranking = checkReport(lobby, report);
  if (!ranking.ok) return ranking;
  const result = scoreLobby(state.settings, ranking.value, report.eliminations ?? {});
  const lobbies = match.lobbies.map((l) => (l.id === lobby.id ? { ...l, result } : l));
  const matches = state.matches.map((m, i) => (i === matchIndex ? { ...m, lobbies } : m));
  return ok(withOutcome({ ...stripOutcome(state), matches }));
}

/**
 * Records one lobby's finish: the places best first (ties as arrays) and any eliminations. Once
 * every lobby of the match has a result, the stage may end (Cumulative Points after the last
 * match; Threshold Win when someone qualifies or Maximum matches is reached).
 *
 * Errors: `ffa/unknown-lobby`, `ffa/already-reported`, `ffa/stage-complete`, `ffa/unknown-player`,
 * `ffa/invalid-ranking`, `ffa/invalid-eliminations` (paths point into the report).
 *
 * @example
 * ```ts
 * reportLobby(stage, { lobbyId: 'm1-l1', ranking: ['ana', ['ben', 'cam'], 'dee'] });
 * ```
 */
export function reportLobby(state: FfaState, report: LobbyReport): Result<FfaState, FfaErrorCode> {
  return record(state, report, false);
}

/**
 * Replaces the result of a lobby of the latest match; the stage's outcome is worked out again.
 * Error `ffa/cannot-correct` for a lobby with no result or from an earlier match.
 *
 * @example
 * ```ts
 * correctLobby(stage, { lobbyId: 'm2-l1', ranking: ['ben', 'ana', 'cam', 'dee'] });
 * ```
 */
export function correctLobby(state: FfaState, report: LobbyReport): Result<FfaState, FfaErrorCode> {
  return record(state, report, true);
}

/**
 * Drops a player: their results stand and they stay in the standings (marked dropped), but they
 * are left out of every lobby formed afterwards and can no longer win a Threshold Win stage.
 * Errors: `ffa/unknown-player`, `ffa/already-dropped`, `ffa/stage-complete`.
 *
 * @example
 * ```ts
 * dropPlayer(stage, 'dee');
 * ```
 */
export function dropPlayer(
  state: FfaState,
  participantId: ParticipantId,
): Result<FfaState, FfaErrorCode> {
  const index = state.participants.findIndex((p) => p.id === participantId);
  if (index < 0) {
    return err(FfaErrors.unknownPlayer, `There is no player "${participantId}".`);
  }
  if (state.participants[index]?.dropped === true) {
    return err(FfaErrors.alreadyDropped, `"${participantId}" already dropped.`);
  }
  if (state.status === 'complete') {
    return err(FfaErrors.stageComplete, 'The stage is complete: its final standings stand.');
  }
  const participants = state.participants.map((p, i) =>
    i === index ? { ...p, dropped: true } : p,
  );
  return ok({ ...state, participants });
}
