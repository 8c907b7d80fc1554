import {
  type Engine,
  type EngineActor,
  type EngineReport,
  type EngineStanding,
  err,
  type GroupsView,
  ok,
  type Result,
  unreadReportField,
} from '@tcgkit/core';
import type { SwissErrorCode } from '@tcgkit/swiss';
import { closeStage, correctResult } from './correction.js';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import { pairNextRound } from './group-swiss.js';
import { compareAcrossGroups, qualify } from './qualification.js';
import { decideMatch, dropPlayer, isComplete } from './results.js';
import { addLatecomer, createStage, layOutMatches } from './stage.js';
import { groupTables } from './standings.js';
import type { Actor, RoundRobinSettings, RoundRobinState, StandingEntry } from './types.js';
import { toGroupsView } from './views.js';

/** Every code the round robin engine's verbs fail with: the package's own and, with Swiss rounds within groups, Swiss pairing's. */
export type RoundRobinEngineErrorCode = RoundRobinErrorCode | SwissErrorCode;

/** The log entry's `by` and `at`: `organizer` at the Unix epoch when not given (no clock is read). */
function actor(options: EngineActor = {}): Actor {
  return { by: options.by ?? 'organizer', at: options.at ?? '1970-01-01T00:00:00.000Z' };
}

function scored(
  state: RoundRobinState,
  report: EngineReport,
  options: EngineActor | undefined,
  correction: boolean,
): Result<RoundRobinState, RoundRobinErrorCode> {
  const unread = unreadReportField(
    report,
    correction ? ['games', 'drawnGames', 'winner'] : ['games', 'drawnGames'],
  );
  if (unread !== undefined) {
    return err(
      RoundRobinErrors.invalidScore,
      unread === 'winner'
        ? 'A winner is only given when correcting a drawn score decided by a coin flip: send a correction.'
        : `A round robin result is games won by each side (and drawn games); ${unread} is not one of them.`,
      `/${unread}`,
    );
  }
  if (report.games === undefined) {
    return err(
      RoundRobinErrors.invalidScore,
      'A round robin result needs games: [won, won].',
      '/games',
    );
  }
  const score = {
    games: report.games,
    ...(report.drawnGames === undefined ? {} : { drawnGames: report.drawnGames }),
  };
  if (!correction) return decideMatch(state, report.match, score, actor(options));
  // The organizer corrects a final result until the stage is closed (its playoffs drawn).
  const fixed = correctResult(
    state,
    report.match,
    report.winner === undefined ? score : { ...score, winner: report.winner },
    actor(options),
  );
  if (fixed.ok || fixed.error.path !== undefined) return fixed;
  const path = fixed.error.code === RoundRobinErrors.correctionClosed ? '/stage' : '/match';
  return err(fixed.error.code, fixed.error.message, path);
}

/**
 * The order across groups: one group's table as it stands; with several groups, winners first,
 * then runners-up and so on, each tier compared across groups (match-win %, GW%, OGW%, OMW%,
 * draw). With crossover playoffs and the group stage complete, the playoffs' qualifiers
 * (`qualify`) come first, in the qualification order, so places 1 to the playoff size are them.
 */
function standings(state: RoundRobinState): EngineStanding[] {
  const tables = groupTables(state);
  if (tables.length === 1) {
    return (tables[0]?.entries ?? []).map((e, i) => ({
      participantId: e.playerId,
      rank: e.rank,
      position: i + 1,
      points: e.points,
      dropped: e.dropped,
    }));
  }
  const tiers: StandingEntry[][] = [];
  for (const table of tables) {
    table.entries.forEach((e, place) => {
      (tiers[place] ??= []).push(e);
    });
  }
  let order = tiers.flatMap((tier) =>
    tier.sort((a, b) => compareAcrossGroups(a, b, state.drawOrder)),
  );
  const q = state.settings.playoffs === null ? null : qualify(state);
  if (q?.ok) {
    const first = new Set(q.value.order);
    const byId = new Map(order.map((e) => [e.playerId, e]));
    order = [
      ...q.value.order.map((id) => byId.get(id) as StandingEntry),
      ...order.filter((e) => !first.has(e.playerId)),
    ];
  }
  return order.map((e, i) => ({
    participantId: e.playerId,
    rank: i + 1,
    position: i + 1,
    points: e.points,
    dropped: e.dropped,
  }));
}

/**
 * The round robin stage behind the one engine interface of `@tcgkit/core` (what
 * `@tcgkit/tournament` runs), entered by the organizer (the administrator's path: results count
 * at once, no confirmation). `create` draws the provisional groups; `start` gives them back as
 * they are (the organizer may still change them); `pairNext` lays the matches out (locking the
 * groups) and, with Swiss rounds within groups, pairs each next round; `lateEntry` adds the
 * player to the smallest group while the groups are provisional; `finish` closes the stage
 * (`closeStage`: no more corrections). Groups rank by the stage's own points and tiebreakers,
 * so `standings` rules are ignored; `views` gives the `GroupsView`.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { roundRobinEngine } from '@tcgkit/round-robin';
 * let groups = unwrap(roundRobinEngine.create({
 *   settings: {},
 *   participants: ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id })),
 *   seed: 'league',
 * }));
 * groups = unwrap(roundRobinEngine.pairNext(groups));
 * const first = groups.matches[0];
 * if (first) groups = unwrap(roundRobinEngine.report(groups, { match: first.id, games: [2, 1] }));
 * ```
 */
export const roundRobinEngine: Engine<
  RoundRobinState,
  RoundRobinSettings,
  RoundRobinEngineErrorCode,
  unknown,
  GroupsView
> = {
  format: 'round-robin',
  create: (input) =>
    createStage({
      settings: input.settings,
      participants: [...input.participants],
      seed: input.seed,
      actor: actor(input),
    }),
  start: (state) => ok(state),
  pairNext(state, options = {}) {
    const opts = { actor: actor(options), deadline: options.deadline ?? null };
    return state.status === 'provisional' ? layOutMatches(state, opts) : pairNextRound(state, opts);
  },
  report: (state, report, options) => scored(state, report, options, false),
  correct: (state, report, options) => scored(state, report, options, true),
  drop: (state, id, options) =>
    state.participants.some((p) => p.id === id) ? dropPlayer(state, id, actor(options)) : ok(state),
  lateEntry(state, p, options) {
    const smallest = state.groups.reduce<RoundRobinState['groups'][number] | undefined>(
      (best, g) => (best === undefined || g.playerIds.length < best.playerIds.length ? g : best),
      undefined,
    );
    if (smallest === undefined || state.status !== 'provisional') {
      return err(
        RoundRobinErrors.groupsLocked,
        `The matches are laid out, so "${p.id}" can no longer join a group: add late players before pairing the stage.`,
        '/participant',
      );
    }
    return addLatecomer(state, p, smallest.id, actor(options));
  },
  finish: (state, options) =>
    state.closed === undefined ? closeStage(state, actor(options)) : ok(state),
  isComplete,
  standings,
  views: (state, options = {}) =>
    toGroupsView(state, options.title === undefined ? {} : { title: options.title }),
};
