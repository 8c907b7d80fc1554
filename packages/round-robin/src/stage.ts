import {
  createRng,
  err,
  type Issue,
  ok,
  type Participant,
  type ParticipantId,
  type Result,
  seedRng,
  withPathPrefix,
} from '@tcgkit/core';
import { dealGroups } from './draw.js';
import { RoundRobinErrors } from './errors.js';
import { currentRound, pairGroupsRound, type pairNextRound } from './group-swiss.js';
import { roundRobinSchedule } from './schedule.js';
import { groupCountFor, resolveSettings } from './settings.js';
import { checkActor, parseTime } from './time.js';
import type {
  Actor,
  CreateStageInput,
  Group,
  LogEntry,
  MatchRecord,
  Rest,
  RoundRobinMatch,
  RoundRobinState,
  ScoreReport,
} from './types.js';
import { roundRobinSettings } from './validate.js';

const fail = (problem: Issue) => ({ ok: false as const, error: problem });

function sizeWarnings(groups: readonly Group[]): Issue[] {
  const warnings: Issue[] = [];
  const sizes = groups.map((g) => g.playerIds.length);
  if (sizes.length > 0 && Math.max(...sizes) - Math.min(...sizes) > 1) {
    warnings.push({
      code: RoundRobinErrors.unevenGroups,
      message: `The groups now differ by more than one player (${sizes.join(', ')}).`,
    });
  }
  for (const g of groups) {
    if (g.playerIds.length < 2) {
      warnings.push({
        code: RoundRobinErrors.tinyGroup,
        message: `${g.name} has fewer than two players, so it has no matches.`,
        path: `/groups/${g.id}`,
      });
    }
  }
  return warnings;
}

function drawFor(
  state: Pick<RoundRobinState, 'settings'>,
  participants: readonly Participant[],
  rng: RoundRobinState['rng'],
): { groups: Group[]; drawOrder: ParticipantId[]; rng: RoundRobinState['rng'] } {
  const ids = participants.map((p) => p.id);
  if (state.settings.grouping.type === 'none') {
    // One round robin: no draw; the list (or seed) order is the draw order.
    const ordered = participants
      .map((p, i) => ({ p, i }))
      .sort((a, b) => (a.p.seed ?? Infinity) - (b.p.seed ?? Infinity) || a.i - b.i)
      .map(({ p }) => p.id);
    return {
      groups: [{ id: 'RR', name: 'Round robin', playerIds: ordered }],
      drawOrder: ordered,
      rng,
    };
  }
  return dealGroups(ids, groupCountFor(state.settings.grouping, ids.length), rng);
}

/**
 * Starts a stage: checks the settings, then draws the groups at random from the stage seed among
 * the players who showed up (dealt like cards). The groups stay provisional until
 * {@link layOutMatches}. The draw is the first entry of the log.
 *
 * Errors: `round-robin/invalid-settings`, `round-robin/duplicate-player`,
 * `round-robin/not-enough-players`, `round-robin/invalid-time`.
 *
 * @example
 * ```ts
 * import { createStage, layOutMatches } from '@tcgkit/round-robin';
 * const players = Array.from({ length: 16 }, (_, i) => ({ id: `p${i + 1}` }));
 * const stage = createStage({
 *   participants: players,
 *   seed: 'spring-cup',
 *   settings: { grouping: { type: 'group-count', groups: 4 }, playoffs: { advancePerGroup: 2, size: 8 } },
 *   actor: { by: 'organizer', at: '2026-05-01T10:00:00Z' },
 * });
 * ```
 */
export function createStage(input: CreateStageInput): Result<RoundRobinState> {
  const problem = roundRobinSettings.check(input.settings ?? {});
  if (problem)
    return fail({ ...problem, path: `/settings${problem.path === '/' ? '' : problem.path}` });
  const settings = resolveSettings(input.settings);
  if (!settings.ok) return fail(withPathPrefix(settings.error, '/settings'));
  const bad = checkActor(input.actor);
  if (bad) return fail(bad);
  const seen = new Set<ParticipantId>();
  for (const [i, p] of input.participants.entries()) {
    if (typeof p?.id !== 'string' || p.id === '') {
      return err(
        RoundRobinErrors.unknownPlayer,
        'Every player needs a non-empty id.',
        `/participants/${i}/id`,
      );
    }
    if (seen.has(p.id)) {
      return err(
        RoundRobinErrors.duplicatePlayer,
        `Player "${p.id}" is listed twice.`,
        `/participants/${i}/id`,
      );
    }
    seen.add(p.id);
  }
  const s = settings.value;
  const count = input.participants.length;
  const groupCount = groupCountFor(s.grouping, count);
  if (count < 2 * groupCount) {
    return err(
      RoundRobinErrors.notEnoughPlayers,
      `${count} players cannot fill ${groupCount} groups of at least two.`,
      '/participants',
    );
  }
  if (s.playoffs !== null) {
    if (groupCount * s.playoffs.advancePerGroup > s.playoffs.size) {
      return err(
        RoundRobinErrors.invalidSettings,
        `${groupCount} groups with ${s.playoffs.advancePerGroup} through each give more qualifiers than the ${s.playoffs.size} playoff places.`,
        '/settings/playoffs/size',
      );
    }
    if (count < s.playoffs.size) {
      return err(
        RoundRobinErrors.notEnoughPlayers,
        `${count} players cannot fill a ${s.playoffs.size}-player playoff.`,
        '/participants',
      );
    }
  }
  const participants = input.participants.map((p) => ({ ...p }));
  const dealt = drawFor({ settings: s }, participants, seedRng(input.seed));
  return ok({
    schemaVersion: 1,
    settings: s,
    participants,
    status: 'provisional',
    groups: dealt.groups,
    drawOrder: dealt.drawOrder,
    matches: [],
    rests: [],
    dropped: [],
    deadline: null,
    roundDeadlines: [],
    rng: dealt.rng,
    log: [{ type: 'draw', by: input.actor.by, at: input.actor.at, groups: dealt.groups }],
    rooms: {},
  });
}

function whileProvisional(state: RoundRobinState, actor: Actor): Issue | undefined {
  if (state.status !== 'provisional') {
    return {
      code: RoundRobinErrors.groupsLocked,
      message: 'The matches are laid out, so the groups are locked.',
    };
  }
  return checkActor(actor);
}

function groupOf(state: RoundRobinState, playerId: ParticipantId): Group | undefined {
  return state.groups.find((g) => g.playerIds.includes(playerId));
}

function unknownPlayer(playerId: ParticipantId): Issue {
  return {
    code: RoundRobinErrors.unknownPlayer,
    message: `Player "${playerId}" is not in the stage.`,
  };
}

/**
 * Swaps two players of different groups while the groups are provisional; each takes the
 * other's place in the draw order. Recorded in the log.
 *
 * Errors: `round-robin/groups-locked`, `round-robin/unknown-player`, `round-robin/no-change`
 * (both in the same group), `round-robin/invalid-time`.
 */
export function swapPlayers(
  state: RoundRobinState,
  a: ParticipantId,
  b: ParticipantId,
  actor: Actor,
): Result<RoundRobinState> {
  const locked = whileProvisional(state, actor);
  if (locked) return fail(locked);
  const ga = groupOf(state, a);
  const gb = groupOf(state, b);
  if (!ga) return fail(unknownPlayer(a));
  if (!gb) return fail(unknownPlayer(b));
  if (ga.id === gb.id) {
    return err(RoundRobinErrors.noChange, `"${a}" and "${b}" are both in ${ga.name}.`);
  }
  const swap = (id: ParticipantId) => (id === a ? b : id === b ? a : id);
  const groups = state.groups.map((g) => ({ ...g, playerIds: g.playerIds.map(swap) }));
  const entry: LogEntry = {
    type: 'swap',
    by: actor.by,
    at: actor.at,
    players: [a, b],
    groups: [ga.id, gb.id],
  };
  return ok({ ...state, groups, log: [...state.log, entry] }, sizeWarnings(groups));
}

/**
 * Moves a player to another group (at the end of its draw order) while the groups are
 * provisional. Recorded in the log. Warns (`round-robin/uneven-groups`,
 * `round-robin/tiny-group`) when the groups end up uneven: the organizer may still do it.
 *
 * Errors: `round-robin/groups-locked`, `round-robin/unknown-player`,
 * `round-robin/unknown-group`, `round-robin/no-change`, `round-robin/invalid-time`.
 */
export function movePlayer(
  state: RoundRobinState,
  playerId: ParticipantId,
  toGroup: string,
  actor: Actor,
): Result<RoundRobinState> {
  const locked = whileProvisional(state, actor);
  if (locked) return fail(locked);
  const from = groupOf(state, playerId);
  if (!from) return fail(unknownPlayer(playerId));
  const to = state.groups.find((g) => g.id === toGroup);
  if (!to) {
    return err(RoundRobinErrors.unknownGroup, `There is no group "${toGroup}".`);
  }
  if (to.id === from.id) {
    return err(RoundRobinErrors.noChange, `"${playerId}" is already in ${to.name}.`);
  }
  const groups = state.groups.map((g) =>
    g.id === from.id
      ? { ...g, playerIds: g.playerIds.filter((id) => id !== playerId) }
      : g.id === to.id
        ? { ...g, playerIds: [...g.playerIds, playerId] }
        : g,
  );
  const entry: LogEntry = {
    type: 'move',
    by: actor.by,
    at: actor.at,
    playerId,
    from: from.id,
    to: to.id,
  };
  return ok({ ...state, groups, log: [...state.log, entry] }, sizeWarnings(groups));
}

/**
 * Adds a latecomer to a group while the groups are provisional: they join the end of that
 * group's draw order and of the overall draw order. Recorded in the log.
 *
 * Errors: `round-robin/groups-locked`, `round-robin/duplicate-player`,
 * `round-robin/unknown-group`, `round-robin/invalid-time`.
 */
export function addLatecomer(
  state: RoundRobinState,
  participant: Participant,
  toGroup: string,
  actor: Actor,
): Result<RoundRobinState> {
  const locked = whileProvisional(state, actor);
  if (locked) return fail(locked);
  if (typeof participant?.id !== 'string' || participant.id === '') {
    return err(RoundRobinErrors.unknownPlayer, 'The latecomer needs a non-empty id.', '/id');
  }
  if (state.participants.some((p) => p.id === participant.id)) {
    return err(RoundRobinErrors.duplicatePlayer, `"${participant.id}" is already in the stage.`);
  }
  const to = state.groups.find((g) => g.id === toGroup);
  if (!to) return err(RoundRobinErrors.unknownGroup, `There is no group "${toGroup}".`);
  const groups = state.groups.map((g) =>
    g.id === to.id ? { ...g, playerIds: [...g.playerIds, participant.id] } : g,
  );
  const entry: LogEntry = {
    type: 'add-latecomer',
    by: actor.by,
    at: actor.at,
    playerId: participant.id,
    to: to.id,
  };
  return ok(
    {
      ...state,
      participants: [...state.participants, { ...participant }],
      groups,
      drawOrder: [...state.drawOrder, participant.id],
      log: [...state.log, entry],
    },
    sizeWarnings(groups),
  );
}

/**
 * Draws the groups again, from the stage's PRNG (so a redraw differs from the first draw but
 * replays identically), among everyone now in the stage. Recorded in the log.
 *
 * Errors: `round-robin/groups-locked`, `round-robin/invalid-time`.
 */
export function redrawGroups(state: RoundRobinState, actor: Actor): Result<RoundRobinState> {
  const locked = whileProvisional(state, actor);
  if (locked) return fail(locked);
  const dealt = drawFor(state, state.participants, state.rng);
  const entry: LogEntry = { type: 'redraw', by: actor.by, at: actor.at, groups: dealt.groups };
  return ok({
    ...state,
    groups: dealt.groups,
    drawOrder: dealt.drawOrder,
    rng: dealt.rng,
    log: [...state.log, entry],
  });
}

/** What {@link layOutMatches} needs besides the state. */
export interface LayOutOptions {
  readonly actor: Actor;
  /** The group stage deadline (ISO 8601), shown on the round board. */
  readonly deadline?: string | null;
}

/**
 * Lays out every group's matches at once (the circle method, `cycles` times) and locks the
 * groups. Players in an odd-sized group rest one round each cycle. With Swiss rounds within
 * groups it pairs round 1 only (later rounds: {@link pairNextRound}), and `deadline` is round 1's.
 *
 * Errors: `round-robin/groups-locked` (already laid out), `round-robin/invalid-time`,
 * `swiss/no-rematch-free-pairing` (Swiss rounds).
 *
 * @example
 * ```ts
 * stage = unwrap(layOutMatches(stage, { actor, deadline: '2026-05-08T22:00:00Z' }));
 * ```
 */
export function layOutMatches(
  state: RoundRobinState,
  options: LayOutOptions,
): Result<RoundRobinState> {
  const locked = whileProvisional(state, options.actor);
  if (locked) return fail(locked);
  const deadline = options.deadline ?? null;
  if (deadline !== null && parseTime(deadline) === undefined) {
    return err(
      RoundRobinErrors.invalidTime,
      `"${deadline}" is not an ISO 8601 date-time.`,
      '/deadline',
    );
  }
  const entry: LogEntry = { type: 'lay-out', by: options.actor.by, at: options.actor.at, deadline };
  if (state.settings.groupPlay.type === 'swiss') {
    // Swiss rounds within groups: only round 1 now, each later round with pairNextRound.
    const first = pairGroupsRound(state, 1);
    if (!first.ok) return first;
    return ok({
      ...state,
      status: 'laid-out',
      matches: first.value.matches,
      rests: first.value.rests,
      rng: first.value.rng,
      deadline,
      roundDeadlines: [deadline],
      log: [...state.log, entry],
    });
  }
  const matches: RoundRobinMatch[] = [];
  const rests: Rest[] = [];
  for (const g of state.groups) {
    for (const round of roundRobinSchedule(g.playerIds, state.settings.cycles)) {
      round.pairings.forEach((players, i) => {
        matches.push({
          id: `${g.id}-${round.round}-${i + 1}`,
          group: g.id,
          round: round.round,
          cycle: round.cycle,
          players,
          result: null,
        });
      });
      if (round.rest !== null)
        rests.push({ group: g.id, round: round.round, playerId: round.rest });
    }
  }
  return ok({
    ...state,
    status: 'laid-out',
    matches,
    rests,
    deadline,
    roundDeadlines: [],
    log: [...state.log, entry],
  });
}

/** The match to act on (internal), or the problem: not laid out, unknown match. */
export function findMatch(
  state: RoundRobinState,
  matchId: string,
): { match: RoundRobinMatch; index: number } | Issue {
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
export function checkScore(score: ScoreReport): Issue | undefined {
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
): Result<RoundRobinState> {
  const found = findMatch(state, matchId);
  if ('code' in found) return fail(found);
  const { match, index } = found;
  const bad = checkActor(actor) ?? checkScore(score);
  if (bad) return fail(bad);
  if (!match.players.includes(actor.by)) {
    return err(
      RoundRobinErrors.notInMatch,
      `"${actor.by}" is not playing match ${matchId}.`,
      '/actor/by',
    );
  }
  if (match.result?.status === 'final') {
    return err(RoundRobinErrors.alreadyDecided, `Match ${matchId} already has a result.`);
  }
  return ok(recordResult(state, index, matchId, score, actor, 'player'));
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
): Result<RoundRobinState> {
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
): Result<RoundRobinState> {
  const found = findMatch(state, matchId);
  if ('code' in found) return fail(found);
  const { match, index } = found;
  const bad = checkActor(actor) ?? checkScore(score);
  if (bad) return fail(bad);
  if (match.result?.status === 'final') {
    return err(RoundRobinErrors.alreadyDecided, `Match ${matchId} already has a result.`);
  }
  const deadline = deadlineOf(state, match);
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
): Result<RoundRobinState> {
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
