import { createRng, err, type Issue, ok, type ParticipantId, type Result } from '@tcgkit/core';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import { currentRound } from './group-swiss.js';
import { groupOf, unknownPlayer } from './stage.js';
import { checkActor, parseTime } from './time.js';
import type {
  Actor,
  LogEntry,
  MatchRecord,
  RoundRobinMatch,
  RoundRobinState,
  ScoreReport,
} from './types.js';

const fail = (problem: Issue<RoundRobinErrorCode>) => ({ ok: false as const, error: problem });

/** The match to act on (internal), or the problem: not laid out, unknown match. */
export function findMatch(
  state: RoundRobinState,
  matchId: string,
): { match: RoundRobinMatch; index: number } | Issue<RoundRobinErrorCode> {
  if (state.status !== 'laid-out') {
    return { code: RoundRobinErrors.notLaidOut, message: 'The matches are not laid out yet.' };
  }
  const index = state.matches.findIndex((m) => m.id === matchId);
  const match = state.matches[index];
  if (!match) {
    return { code: RoundRobinErrors.unknownMatch, message: `There is no match "${matchId}".` };
  }
  return { match, index };
}

/** The problem with a score (internal), or `undefined`. */
export function checkScore(score: ScoreReport): Issue<RoundRobinErrorCode> | undefined {
  const [a, b] = Array.isArray(score?.games) ? score.games : [];
  const drawn = score?.drawnGames ?? 0;
  for (const [n, path] of [
    [a, '/games/0'],
    [b, '/games/1'],
    [drawn, '/drawnGames'],
  ] as const) {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
      return {
        code: RoundRobinErrors.invalidScore,
        message: 'Games must be whole numbers of 0 or more.',
        path,
      };
    }
  }
  return undefined;
}

function settle(
  state: RoundRobinState,
  score: ScoreReport,
): { winner: 0 | 1 | null; decidedBy: 'score' | 'coin-flip'; rng: RoundRobinState['rng'] } {
  const [a, b] = score.games;
  if (a !== b) return { winner: a > b ? 0 : 1, decidedBy: 'score', rng: state.rng };
  if (state.settings.draws === 'counts')
    return { winner: null, decidedBy: 'score', rng: state.rng };
  const rng = createRng(state.rng);
  const winner = rng.int(2) as 0 | 1;
  return { winner, decidedBy: 'coin-flip', rng: rng.snapshot() };
}

function withResult(
  state: RoundRobinState,
  index: number,
  result: MatchRecord,
  rng: RoundRobinState['rng'],
  entry: LogEntry,
): RoundRobinState {
  const matches = state.matches.slice();
  const match = matches[index] as RoundRobinMatch;
  matches[index] = { ...match, result };
  return { ...state, matches, rng, log: [...state.log, entry] };
}

/**
 * Stores a validated result and logs it: a player's report (awaiting confirmation when the stage
 * asks for it) or an administrator's decision (final, decided by the administrator unless the
 * draw was settled by the seeded coin flip).
 */
function recordResult(
  state: RoundRobinState,
  index: number,
  matchId: string,
  score: Parameters<typeof settle>[1],
  actor: { readonly by: string; readonly at: string },
  by: 'player' | 'administrator',
): RoundRobinState {
  const settled = settle(state, score);
  const decidedBy =
    by === 'player' || settled.decidedBy === 'coin-flip' ? settled.decidedBy : 'administrator';
  const games = [score.games[0], score.games[1]] as const;
  const result: MatchRecord = {
    games,
    drawnGames: score.drawnGames ?? 0,
    winner: settled.winner,
    decidedBy,
    status:
      by === 'player' && state.settings.requireConfirmation ? 'awaiting-confirmation' : 'final',
    reportedBy: actor.by,
    reportedAt: actor.at,
  };
  return withResult(state, index, result, settled.rng, {
    type: 'result',
    by: actor.by,
    at: actor.at,
    matchId,
    games,
    drawnGames: result.drawnGames,
    winner: settled.winner,
    decidedBy,
  });
}

/**
 * The index of the match a score is entered for, once the match exists, the actor and the score
 * pass their checks, `also` finds nothing wrong, and the match has no final result yet.
 */
function openForScore(
  state: RoundRobinState,
  matchId: string,
  score: ScoreReport,
  actor: Actor,
  also: (match: RoundRobinMatch) => Issue<RoundRobinErrorCode> | undefined = () => undefined,
): Result<number, RoundRobinErrorCode> {
  const found = findMatch(state, matchId);
  if ('code' in found) return fail(found);
  const bad = checkActor(actor) ?? checkScore(score) ?? also(found.match);
  if (bad) return fail(bad);
  if (found.match.result?.status === 'final') {
    return err(RoundRobinErrors.alreadyDecided, `Match ${matchId} already has a result.`);
  }
  return ok(found.index);
}

/**
 * One of the two players reports the score of a match. A drawn score follows the draw setting:
 * the draw counts, or a seeded coin flip picks the winner (recorded as `coin-flip`). When the
 * stage requires confirmation the result waits for the opponent ({@link confirmResult});
 * otherwise it counts at once. Reporting again before confirmation replaces the report.
 *
 * Errors: `round-robin/not-laid-out`, `round-robin/unknown-match`, `round-robin/not-in-match`,
 * `round-robin/already-decided`, `round-robin/invalid-score`, `round-robin/invalid-time`.
 *
 * @example
 * ```ts
 * const next = reportResult(stage, 'A-1-1', { games: [2, 1] }, { by: 'p3', at: '2026-05-01T19:00:00Z' });
 * ```
 */
export function reportResult(
  state: RoundRobinState,
  matchId: string,
  score: ScoreReport,
  actor: Actor,
): Result<RoundRobinState, RoundRobinErrorCode> {
  const open = openForScore(state, matchId, score, actor, (match) =>
    match.players.includes(actor.by)
      ? undefined
      : {
          code: RoundRobinErrors.notInMatch,
          message: `"${actor.by}" is not playing match ${matchId}.`,
          path: '/actor/by',
        },
  );
  if (!open.ok) return open;
  return ok(recordResult(state, open.value, matchId, score, actor, 'player'));
}

/**
 * The opponent of the player who reported confirms the result; it then counts.
 *
 * Errors: `round-robin/nothing-to-confirm`, `round-robin/self-confirmation`,
 * `round-robin/not-in-match`, `round-robin/unknown-match`, `round-robin/invalid-time`.
 */
export function confirmResult(
  state: RoundRobinState,
  matchId: string,
  actor: Actor,
): Result<RoundRobinState, RoundRobinErrorCode> {
  const found = findMatch(state, matchId);
  if ('code' in found) return fail(found);
  const { match, index } = found;
  const bad = checkActor(actor);
  if (bad) return fail(bad);
  const result = match.result;
  if (result?.status !== 'awaiting-confirmation') {
    return err(
      RoundRobinErrors.nothingToConfirm,
      `Match ${matchId} has no result waiting for confirmation.`,
    );
  }
  if (!match.players.includes(actor.by)) {
    return err(RoundRobinErrors.notInMatch, `"${actor.by}" is not playing match ${matchId}.`);
  }
  if (actor.by === result.reportedBy) {
    return err(
      RoundRobinErrors.selfConfirmation,
      'The opponent must confirm, not the player who reported.',
    );
  }
  const confirmed: MatchRecord = {
    ...result,
    status: 'final',
    confirmedBy: actor.by,
    confirmedAt: actor.at,
  };
  return ok(
    withResult(state, index, confirmed, state.rng, {
      type: 'confirm',
      by: actor.by,
      at: actor.at,
      matchId,
    }),
  );
}

/**
 * The administrator decides a match still missing once the deadline has passed (never
 * automatically: nothing in this package decides a match because time passed). A result waiting
 * for confirmation may be overruled; the draw setting applies as for a reported score. With no
 * deadline set, the administrator may decide at any time.
 *
 * Errors: `round-robin/deadline-not-passed`, `round-robin/already-decided`,
 * `round-robin/unknown-match`, `round-robin/invalid-score`, `round-robin/invalid-time`.
 */
export function decideMatch(
  state: RoundRobinState,
  matchId: string,
  score: ScoreReport,
  actor: Actor,
): Result<RoundRobinState, RoundRobinErrorCode> {
  const open = openForScore(state, matchId, score, actor);
  if (!open.ok) return open;
  const index = open.value;
  const deadline = deadlineOf(state, state.matches[index] as RoundRobinMatch);
  if (deadline !== null && (parseTime(actor.at) ?? 0) <= (parseTime(deadline) ?? 0)) {
    return err(
      RoundRobinErrors.deadlineNotPassed,
      `The deadline (${deadline}) has not passed: the players can still report.`,
      '/actor/at',
    );
  }
  return ok(recordResult(state, index, matchId, score, actor, 'administrator'));
}

/**
 * A player drops in the middle of the group stage: each opponent in a match not yet played gets
 * an automatic win (the points for a win, left out of every percentage). Played results stand
 * (a result waiting for confirmation becomes final). The player keeps their place in the table
 * but does not advance.
 *
 * Errors: `round-robin/not-laid-out`, `round-robin/unknown-player`,
 * `round-robin/already-dropped`, `round-robin/invalid-time`.
 */
export function dropPlayer(
  state: RoundRobinState,
  playerId: ParticipantId,
  actor: Actor,
): Result<RoundRobinState, RoundRobinErrorCode> {
  if (state.status !== 'laid-out') {
    return err(RoundRobinErrors.notLaidOut, 'Players drop once the matches are laid out.');
  }
  const bad = checkActor(actor);
  if (bad) return fail(bad);
  if (!groupOf(state, playerId)) return fail(unknownPlayer(playerId));
  if (state.dropped.includes(playerId)) {
    return err(RoundRobinErrors.alreadyDropped, `"${playerId}" has already dropped.`);
  }
  const changed: string[] = [];
  const matches = state.matches.map((m): RoundRobinMatch => {
    const side = m.players.indexOf(playerId);
    if (side === -1) return m;
    if (m.result?.status === 'awaiting-confirmation') {
      return { ...m, result: { ...m.result, status: 'final' } };
    }
    if (m.result !== null) return m;
    changed.push(m.id);
    return {
      ...m,
      result: {
        games: [0, 0],
        drawnGames: 0,
        winner: side === 0 ? 1 : 0,
        decidedBy: 'drop',
        status: 'final',
        reportedBy: actor.by,
        reportedAt: actor.at,
      },
    };
  });
  const entry: LogEntry = { type: 'drop', by: actor.by, at: actor.at, playerId, matchIds: changed };
  return ok({
    ...state,
    matches,
    dropped: [...state.dropped, playerId],
    log: [...state.log, entry],
  });
}

/**
 * The deadline a match is played under: the group stage's deadline for a round robin, its own
 * round's deadline for Swiss rounds within groups.
 */
export function deadlineOf(state: RoundRobinState, match: RoundRobinMatch): string | null {
  return state.settings.groupPlay.type === 'swiss'
    ? (state.roundDeadlines[match.round - 1] ?? null)
    : state.deadline;
}

/**
 * True once every match of the stage has a final result (with Swiss rounds within groups: every
 * round paired, and every match final).
 */
export function isComplete(state: RoundRobinState): boolean {
  if (state.status !== 'laid-out') return false;
  const play = state.settings.groupPlay;
  if (play.type === 'swiss' && currentRound(state) < play.rounds) return false;
  return state.matches.every((m) => m.result?.status === 'final');
}

/** The matches still without a final result once `at` is past their deadline (for the administrator). */
export function missingAfterDeadline(state: RoundRobinState, at: string): RoundRobinMatch[] {
  const now = parseTime(at);
  if (now === undefined) return [];
  return state.matches.filter((m) => {
    const d = deadlineOf(state, m);
    const deadline = d === null ? undefined : parseTime(d);
    return deadline !== undefined && now > deadline && m.result?.status !== 'final';
  });
}
