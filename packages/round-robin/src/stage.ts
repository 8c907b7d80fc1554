import {
  err,
  type Issue,
  ok,
  type Participant,
  type ParticipantId,
  type Result,
  seedRng,
  withPathPrefix,
} from '@tcgkit/core';
import type { SwissErrorCode } from '@tcgkit/swiss';
import { dealGroups } from './draw.js';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import { pairGroupsRound, type pairNextRound } from './group-swiss.js';
import { roundRobinSchedule } from './schedule.js';
import { groupCountFor, resolveSettings } from './settings.js';
import { checkActor, parseTime } from './time.js';
import type {
  Actor,
  CreateStageInput,
  Group,
  LogEntry,
  Rest,
  RoundRobinMatch,
  RoundRobinState,
} from './types.js';
import { roundRobinSettings } from './validate.js';

const fail = (problem: Issue<RoundRobinErrorCode>) => ({ ok: false as const, error: problem });

function sizeWarnings(groups: readonly Group[]): Issue<RoundRobinErrorCode>[] {
  const warnings: Issue<RoundRobinErrorCode>[] = [];
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
export function createStage(input: CreateStageInput): Result<RoundRobinState, RoundRobinErrorCode> {
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

function whileProvisional(
  state: RoundRobinState,
  actor: Actor,
): Issue<RoundRobinErrorCode> | undefined {
  if (state.status !== 'provisional') {
    return {
      code: RoundRobinErrors.groupsLocked,
      message: 'The matches are laid out, so the groups are locked.',
    };
  }
  return checkActor(actor);
}

export function groupOf(state: RoundRobinState, playerId: ParticipantId): Group | undefined {
  return state.groups.find((g) => g.playerIds.includes(playerId));
}

export function unknownPlayer(playerId: ParticipantId): Issue<RoundRobinErrorCode> {
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
): Result<RoundRobinState, RoundRobinErrorCode> {
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
): Result<RoundRobinState, RoundRobinErrorCode> {
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
): Result<RoundRobinState, RoundRobinErrorCode> {
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
export function redrawGroups(
  state: RoundRobinState,
  actor: Actor,
): Result<RoundRobinState, RoundRobinErrorCode> {
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
): Result<RoundRobinState, RoundRobinErrorCode | SwissErrorCode> {
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
