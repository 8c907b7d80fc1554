import {
  type CoreErrorCode,
  err,
  type Issue,
  issue,
  ok,
  type Participant,
  type ParticipantId,
  type Result,
  seedingRatings,
  seedRng,
  withRng,
} from '@tcgkit/core';
import { BracketEditor, isReported, matchIndex } from './editor.js';
import { EliminationErrors as Code, type EliminationErrorCode } from './errors.js';
import { buildLayout } from './match-graph.js';
import { beyondCutoff, cutoffReached, isComplete } from './placements.js';
import { bracketSize, isPowerOfTwo } from './seed-order.js';
import type {
  CreateBracketInput,
  EliminationMatch,
  EliminationMatchResult,
  EliminationReport,
  EliminationSettings,
  EliminationState,
  ResolvedEliminationSettings,
} from './types.js';
import { eliminationSettings } from './validation.js';

/** Fills every default of {@link EliminationSettings}. */
export function resolveSettings(settings: EliminationSettings): ResolvedEliminationSettings {
  return {
    format: settings.format,
    seeding: settings.seeding ?? 'random',
    allowByes: settings.allowByes ?? false,
    thirdPlaceMatch: settings.thirdPlaceMatch ?? false,
    grandFinal: settings.grandFinal ?? 'bracket-reset',
    earlyCutoff: settings.earlyCutoff ?? null,
    earlyCutoffMode: settings.earlyCutoffMode ?? 'play-until-decided',
    tiedPlacements: settings.tiedPlacements ?? 'shared',
    title: settings.title ?? null,
  };
}

function checkParticipants(
  participants: readonly Participant[],
): Issue<EliminationErrorCode> | undefined {
  if (!Array.isArray(participants)) {
    return issue(Code.invalidParticipants, 'Participants must be a list.', '/participants');
  }
  const seen = new Set<string>();
  for (let i = 0; i < participants.length; i++) {
    const p = participants[i];
    const id: unknown = p?.id;
    if (typeof id !== 'string' || id === '') {
      return issue(
        Code.invalidParticipants,
        'Every participant needs a non-empty id.',
        `/participants/${i}/id`,
      );
    }
    if (seen.has(id)) {
      return issue(
        Code.invalidParticipants,
        `Participant "${id}" is listed twice.`,
        `/participants/${i}/id`,
      );
    }
    seen.add(id);
  }
  if (participants.length < 2) {
    return issue(
      Code.tooFewParticipants,
      `An elimination bracket needs at least 2 players, got ${participants.length}.`,
      '/participants',
    );
  }
  return undefined;
}

/** Puts the players in seed order by the stage's seeding method. */
function seedParticipants(
  input: CreateBracketInput,
  settings: ResolvedEliminationSettings,
): Result<
  { ordered: Participant[]; rng: EliminationState['rng'] },
  EliminationErrorCode | CoreErrorCode
> {
  const list = input.participants.slice();
  switch (settings.seeding) {
    case 'manual':
    case 'prior-stage-results':
      return ok({ ordered: list, rng: null });
    case 'rating': {
      const missingRating = input.missingRating ?? 'error';
      const seeding = seedingRatings(list, input.ratings, missingRating, input.seedBy);
      if (!seeding.ok) return seeding;
      const missing = seeding.value.unrated[0];
      if (missing !== undefined && missingRating === 'error') {
        return err(
          Code.missingRating,
          `Rating seeding needs a rating for every player; "${list[missing]!.id}" has none.`,
          `/participants/${missing}/rating`,
        );
      }
      // The rating each player was seeded by is kept on them; unrated players (missingRating
      // 'last') go after the rated. The sort is stable: equal ratings keep the listed order.
      const rated = seeding.value.ratings;
      return ok({
        ordered: list
          .map((p, i) =>
            rated[i] === undefined || rated[i] === p.rating ? p : { ...p, rating: rated[i] },
          )
          .map((p, i) => ({ p, r: rated[i] ?? Number.NEGATIVE_INFINITY }))
          .sort((a, b) => (a.r === b.r ? 0 : b.r - a.r))
          .map((x) => x.p),
        rng: null,
      });
    }
    case 'random': {
      if (
        input.seed === undefined ||
        (typeof input.seed === 'number' && !Number.isFinite(input.seed))
      ) {
        return err(
          Code.missingSeed,
          'Random seeding needs a seed (a string or a finite number).',
          '/seed',
        );
      }
      const drawn = withRng(seedRng(input.seed), (rng) => rng.shuffle(list));
      return ok({ ordered: drawn.value, rng: drawn.state });
    }
    default:
      throw new Error(`Unknown seeding method ${String(settings.seeding satisfies never)}.`);
  }
}

/**
 * Creates a bracket from a list of players: seeds them by the stage's seeding method, lays out
 * every match (winners, losers, grand final and reset, third-place match), and moves players
 * with a bye straight on.
 *
 * @example
 * ```ts
 * import { createBracket, nextMatches } from '@tcgkit/elimination';
 * const top8 = createBracket({
 *   settings: { format: 'single-elimination', seeding: 'prior-stage-results' },
 *   participants: ['ana', 'ben', 'cam', 'dee', 'eli', 'fay', 'gus', 'hal'].map((id) => ({ id })),
 * });
 * if (top8.ok) nextMatches(top8.value).map((m) => m.id); // ['W1.1', 'W1.2', 'W1.3', 'W1.4']
 * ```
 */
export function createBracket(
  input: CreateBracketInput,
): Result<EliminationState, EliminationErrorCode | CoreErrorCode> {
  const settingsProblem = eliminationSettings.check(input.settings);
  if (settingsProblem !== undefined) {
    return err(
      settingsProblem.code,
      settingsProblem.message,
      `/settings${settingsProblem.path === '/' ? '' : settingsProblem.path}`,
    );
  }
  const settings = resolveSettings(input.settings);
  const participantProblem = checkParticipants(input.participants);
  if (participantProblem !== undefined) return { ok: false, error: participantProblem };
  const n = input.participants.length;
  if (!settings.allowByes && !isPowerOfTwo(n)) {
    return err(
      Code.bracketNotFull,
      `Byes are off, so the bracket needs 2, 4, 8, 16... players; ${n} do not fill it (turn Allow byes on, or add or remove players).`,
      '/participants',
    );
  }
  const warnings: Issue[] = [];
  const single = settings.format === 'single-elimination';
  if (single && input.settings.grandFinal !== undefined) {
    warnings.push(
      issue(
        Code.settingIgnored,
        'Grand final mode only applies to double elimination.',
        '/settings/grandFinal',
      ),
    );
  }
  if (!single && settings.thirdPlaceMatch) {
    warnings.push(
      issue(
        Code.settingIgnored,
        'A third-place match only applies to single elimination.',
        '/settings/thirdPlaceMatch',
      ),
    );
  }
  const size = bracketSize(n);
  if (single && settings.thirdPlaceMatch && size < 4) {
    warnings.push(
      issue(
        Code.thirdPlaceIgnored,
        'A third-place match needs semifinals: at least 3 players.',
        '/settings/thirdPlaceMatch',
      ),
    );
  }

  const seeded = seedParticipants(input, settings);
  if (!seeded.ok) return seeded;
  const ordered = seeded.value.ordered;

  let qualificationOrder = ordered.map((p) => p.id);
  if (input.qualificationOrder !== undefined) {
    const given = input.qualificationOrder;
    const ids = new Set(qualificationOrder);
    const unique = new Set(given);
    if (
      given.length !== ids.size ||
      unique.size !== given.length ||
      given.some((id) => !ids.has(id))
    ) {
      return err(
        Code.invalidQualificationOrder,
        'The qualification order must list every player exactly once.',
        '/qualificationOrder',
      );
    }
    qualificationOrder = given.slice();
  }

  const drafts = buildLayout({
    format: settings.format,
    size,
    participantCount: n,
    thirdPlaceMatch: single && settings.thirdPlaceMatch,
    grandFinal: settings.grandFinal,
  });
  const empty: EliminationState = {
    schemaVersion: 1,
    kind: 'elimination',
    settings: single
      ? { ...settings, grandFinal: 'bracket-reset' }
      : { ...settings, thirdPlaceMatch: false },
    participants: ordered.map((p, i) => ({ ...p, seed: i + 1 })),
    qualificationOrder,
    size,
    stage: 1,
    rng: seeded.value.rng,
    dropped: [],
    matches: drafts as EliminationMatch[],
  };
  const editor = new BracketEditor(empty);
  editor.placeSeeds();
  return ok(editor.finish(), warnings);
}

/**
 * The match with this id, or `undefined`.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { createBracket, getMatch } from '@tcgkit/elimination';
 * const four = ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id }));
 * let state = unwrap(createBracket({ settings: { format: 'single-elimination', seeding: 'prior-stage-results' }, participants: four }));
 * console.log(getMatch(state, 'W1.1')?.slots.map((s) => s.participantId)); // [ 'ana', 'dee' ]: 1st v 4th
 * console.log(getMatch(state, 'W9.9')); // undefined: no such match
 * ```
 */
export function getMatch(state: EliminationState, matchId: string): EliminationMatch | undefined {
  const i = matchIndex(state.matches).get(matchId);
  return i === undefined ? undefined : state.matches[i];
}

/**
 * True when both players of an undecided match are known, so it can be played now.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { createBracket, isPlayable } from '@tcgkit/elimination';
 * const four = ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id }));
 * let state = unwrap(createBracket({ settings: { format: 'single-elimination', seeding: 'prior-stage-results' }, participants: four }));
 * console.log(state.matches.map((m) => `${m.id} ${isPlayable(m)}`)); // the semifinals can be played, the final waits
 * ```
 */
export function isPlayable(m: EliminationMatch): boolean {
  return (
    m.result === null &&
    !m.skipped &&
    !m.slots[0].bye &&
    !m.slots[1].bye &&
    m.slots[0].participantId !== null &&
    m.slots[1].participantId !== null
  );
}

/**
 * The matches that can be played now: both players known, no result yet. Empty once the stage
 * is complete (a champion, or the early cutoff reached). With an early cutoff, matches between
 * two players already sure of a place in the range wait for the continued bracket.
 *
 * @example
 * ```ts
 * for (const m of nextMatches(state)) console.log(m.id, m.slots[0].participantId, m.slots[1].participantId);
 * ```
 */
export function nextMatches(state: EliminationState): EliminationMatch[] {
  if (state.settings.earlyCutoff === null) return state.matches.filter(isPlayable);
  if (cutoffReached(state)) return [];
  const held = beyondCutoff(state);
  return state.matches.filter((m) => isPlayable(m) && !held.has(m.id));
}

function checkReport(
  report: EliminationReport,
): Result<EliminationMatchResult, EliminationErrorCode> {
  if (report === null || typeof report !== 'object') {
    return err(Code.invalidResult, 'A result must be an object.', '/result');
  }
  if (report.type === 'automatic-win') {
    if (report.winner !== 0 && report.winner !== 1) {
      return err(
        Code.invalidResult,
        'An automatic win needs the winning side: 0 or 1.',
        '/result/winner',
      );
    }
    return ok({
      type: 'automatic-win',
      winner: report.winner,
      reason: report.reason ?? 'no-show',
      byEngine: false,
    });
  }
  if (report.type !== 'played') {
    return err(Code.invalidResult, 'A result is "played" or "automatic-win".', '/result/type');
  }
  const games = report.games;
  const count = (x: unknown) => typeof x === 'number' && Number.isInteger(x) && x >= 0;
  if (!Array.isArray(games) || games.length !== 2 || !count(games[0]) || !count(games[1])) {
    return err(
      Code.invalidResult,
      'Games must be two whole numbers of at least 0.',
      '/result/games',
    );
  }
  const drawnGames = report.drawnGames ?? 0;
  if (!count(drawnGames)) {
    return err(
      Code.invalidResult,
      'Drawn games must be a whole number of at least 0.',
      '/result/drawnGames',
    );
  }
  if (games[0] === games[1]) {
    return err(
      Code.noWinner,
      'An elimination match must have a winner: the games cannot be equal.',
      '/result/games',
    );
  }
  return ok({
    type: 'played',
    winner: games[0] > games[1] ? 0 : 1,
    games: [games[0], games[1]],
    drawnGames,
  });
}

function locate(state: EliminationState, matchId: string): Result<number, EliminationErrorCode> {
  const i = matchIndex(state.matches).get(matchId);
  return i === undefined
    ? err(Code.unknownMatch, `There is no match "${matchId}" in this bracket.`, '/matchId')
    : ok(i);
}

/**
 * Records the result of a playable match and moves the winner (and, in double elimination, the
 * loser) on. Results are from slot 0's point of view.
 *
 * @example
 * ```ts
 * const next = reportResult(state, 'W1.1', { type: 'played', games: [2, 1] });
 * ```
 */
export function reportResult(
  state: EliminationState,
  matchId: string,
  report: EliminationReport,
): Result<EliminationState, EliminationErrorCode> {
  const at = locate(state, matchId);
  if (!at.ok) return at;
  const m = state.matches[at.value]!;
  if (m.result !== null) {
    return m.result.type === 'bye'
      ? err(Code.matchNotReady, `Match ${matchId} is a bye.`, '/matchId')
      : err(
          Code.alreadyReported,
          `Match ${matchId} already has a result; use correctResult to change it.`,
          '/matchId',
        );
  }
  if (!isPlayable(m)) {
    return err(
      Code.matchNotReady,
      m.skipped
        ? `Match ${matchId} is not needed.`
        : `Match ${matchId} does not have both players yet.`,
      '/matchId',
    );
  }
  if (isComplete(state)) {
    return err(Code.stageComplete, 'The stage is complete: no more results can be reported.');
  }
  if (state.settings.earlyCutoff !== null && beyondCutoff(state).has(matchId)) {
    return err(
      Code.beyondCutoff,
      `Match ${matchId} is beyond the early cutoff: both players are already sure of a top ${state.settings.earlyCutoff} place, so it is played when the bracket continues.`,
      '/matchId',
    );
  }
  const result = checkReport(report);
  if (!result.ok) return result;
  const editor = new BracketEditor(state);
  editor.edit(at.value).result = result.value;
  editor.advance(at.value);
  return ok(editor.finish());
}

/**
 * Reports a match by naming its winner: a shorthand for {@link reportResult}. `games` are the
 * winner's and the loser's games won (default 1-0).
 *
 * @example
 * ```ts
 * const next = reportWinner(state, 'W1.1', 'ana', [2, 0]);
 * ```
 */
export function reportWinner(
  state: EliminationState,
  matchId: string,
  winner: ParticipantId,
  games: readonly [number, number] = [1, 0],
): Result<EliminationState, EliminationErrorCode> {
  const m = getMatch(state, matchId);
  if (m === undefined)
    return err(Code.unknownMatch, `There is no match "${matchId}" in this bracket.`, '/matchId');
  const side =
    m.slots[0].participantId === winner ? 0 : m.slots[1].participantId === winner ? 1 : -1;
  if (side === -1) {
    return err(Code.unknownParticipant, `"${winner}" is not playing match ${matchId}.`, '/winner');
  }
  const played: [number, number] = side === 0 ? [games[0], games[1]] : [games[1], games[0]];
  return reportResult(state, matchId, { type: 'played', games: played });
}

/**
 * Changes the result of a decided match. When the winner changes, the players downstream are
 * re-routed; if a match they were sent to has already been played, the correction is refused
 * with `elimination/downstream-played` (correct that match first).
 *
 * @example
 * ```ts
 * const fixed = correctResult(state, 'W1.2', { type: 'played', games: [0, 2] });
 * if (!fixed.ok && fixed.error.code === 'elimination/downstream-played') console.log(fixed.error.message);
 * ```
 */
export function correctResult(
  state: EliminationState,
  matchId: string,
  report: EliminationReport,
): Result<EliminationState, EliminationErrorCode> {
  const at = locate(state, matchId);
  if (!at.ok) return at;
  const i = at.value;
  const m = state.matches[i]!;
  if (m.result === null)
    return err(Code.notReported, `Match ${matchId} has no result to correct.`, '/matchId');
  if (m.result.type === 'bye')
    return err(Code.matchNotReady, `Match ${matchId} is a bye.`, '/matchId');
  const result = checkReport(report);
  if (!result.ok) return result;
  const editor = new BracketEditor(state);
  if (result.value.winner === m.result.winner) {
    editor.edit(i).result = result.value;
    return ok(editor.finish());
  }
  const blocked = editor.blocker(i);
  if (blocked !== undefined) {
    const b = state.matches[blocked]!;
    return err(
      Code.downstreamPlayed,
      `Changing the winner of ${matchId} would move a player out of ${b.id}, which has already been played; correct ${b.id} first.`,
      `/matches/${blocked}`,
    );
  }
  editor.clearOutputs(i);
  editor.edit(i).result = result.value;
  editor.advance(i);
  return ok(editor.finish());
}

/**
 * Drops a player: they forfeit the match they are due to play (now, or as soon as their opponent
 * is known) and every later one, so in double elimination they also forfeit their losers-bracket
 * match. Results already played stand.
 *
 * @example
 * ```ts
 * const next = dropParticipant(state, 'dee');
 * ```
 */
export function dropParticipant(
  state: EliminationState,
  participantId: ParticipantId,
): Result<EliminationState, EliminationErrorCode> {
  if (!state.participants.some((p) => p.id === participantId)) {
    return err(
      Code.unknownParticipant,
      `There is no participant "${participantId}" in this bracket.`,
      '/participantId',
    );
  }
  if (state.dropped.includes(participantId)) {
    return err(Code.alreadyDropped, `"${participantId}" has already dropped.`, '/participantId');
  }
  const current = state.matches.findIndex(
    (m) =>
      m.result === null &&
      !m.skipped &&
      (m.slots[0].participantId === participantId || m.slots[1].participantId === participantId),
  );
  if (current < 0) {
    return err(
      Code.alreadyEliminated,
      `"${participantId}" has no match left to play.`,
      '/participantId',
    );
  }
  const editor = new BracketEditor(state);
  editor.markDropped(participantId);
  editor.settle(current);
  return ok(editor.finish({ dropped: [...state.dropped, participantId] }));
}

/** Options of {@link continueBracket}. */
export interface ContinueBracketOptions {
  /** The early cutoff of the new stage; `null` (the default) plays on to a single winner. */
  readonly earlyCutoff?: number | null;
  /** A new title for the bracket view. */
  readonly title?: string;
}

/**
 * Advance mode "Continue brackets": the next stage carries on the same bracket where a stage
 * stopped by early cutoff left off, every player keeping their winners- or losers-bracket
 * position and every result standing. (For "Reset bracket", create a fresh bracket from
 * {@link advancingParticipants} with `prior-stage-results` seeding.)
 *
 * @example
 * ```ts
 * const dayTwo = continueBracket(dayOne); // plays on to a champion
 * ```
 */
export function continueBracket(
  state: EliminationState,
  options: ContinueBracketOptions = {},
): Result<EliminationState, EliminationErrorCode> {
  if (!cutoffReached(state)) {
    return err(
      Code.nothingToContinue,
      'Only a stage stopped by its early cutoff can be continued; this one is still running or has a champion.',
    );
  }
  const earlyCutoff = options.earlyCutoff ?? null;
  if (earlyCutoff !== null && (!Number.isInteger(earlyCutoff) || earlyCutoff < 1)) {
    return err(
      Code.invalidSettings,
      'The early cutoff must be a whole number of at least 1.',
      '/earlyCutoff',
    );
  }
  const title = options.title ?? state.settings.title;
  return ok({
    ...state,
    settings: { ...state.settings, earlyCutoff, title },
    stage: state.stage + 1,
  });
}

/**
 * True when a person reported this match's result (not a bye or a forfeit the engine awarded).
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { createBracket, getMatch, isReportedMatch, reportResult } from '@tcgkit/elimination';
 * const four = ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id }));
 * let state = unwrap(createBracket({ settings: { format: 'single-elimination', seeding: 'prior-stage-results' }, participants: four }));
 * state = unwrap(reportResult(state, 'W1.1', { type: 'played', games: [2, 1] }));
 * console.log(isReportedMatch(getMatch(state, 'W1.1')!), isReportedMatch(getMatch(state, 'W1.2')!)); // true false
 * ```
 */
export function isReportedMatch(m: EliminationMatch): boolean {
  return isReported(m.result);
}
