import { createRng, err, type Issue, ok, type ParticipantId, type Result } from '@tcgkit/core';
import { pairPlayers, type SwissErrorCode } from '@tcgkit/swiss';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import { groupTables } from './standings.js';
import { checkActor, parseTime } from './time.js';
import type { Actor, LogEntry, Rest, RoundRobinMatch, RoundRobinState } from './types.js';

/** The last round paired so far (0 before lay-out). */
export function currentRound(state: RoundRobinState): number {
  return (
    state.matches.reduce((max, m) => Math.max(max, m.round), 0) ||
    state.rests.reduce((max, r) => Math.max(max, r.round), 0)
  );
}

/**
 * Pairs one Swiss round inside each group through `@tcgkit/swiss` (`pairPlayers`): players in
 * the group's current order (points first), score groups from the top, random within each score
 * group, no rematches. Dropped players are not paired. With an odd count the lowest-ranked
 * player who has not rested yet rests (worth nothing, as in the round robin).
 */
export function pairGroupsRound(
  state: RoundRobinState,
  round: number,
): Result<
  { matches: RoundRobinMatch[]; rests: Rest[]; rng: RoundRobinState['rng'] },
  RoundRobinErrorCode | SwissErrorCode
> {
  const rng = createRng(state.rng);
  const tables = groupTables(state);
  const matches: RoundRobinMatch[] = [];
  const rests: Rest[] = [];
  for (const group of state.groups) {
    const table = tables.find((t) => t.group === group.id);
    const entries = (table?.entries ?? []).filter((e) => !state.dropped.includes(e.playerId));
    let players = entries.map((e) => ({ id: e.playerId, points: e.points }));
    if (players.length % 2 === 1) {
      const rested = new Set(
        state.rests.filter((r) => r.group === group.id).map((r) => r.playerId),
      );
      const pick =
        [...players].reverse().find((p) => !rested.has(p.id)) ?? players[players.length - 1];
      if (pick) {
        rests.push({ group: group.id, round, playerId: pick.id });
        players = players.filter((p) => p.id !== pick.id);
      }
    }
    if (players.length < 2) continue;
    const previousOpponents: Record<ParticipantId, ParticipantId[]> = {};
    for (const m of state.matches.filter((x) => x.group === group.id)) {
      const [a, b] = m.players;
      (previousOpponents[a] ??= []).push(b);
      (previousOpponents[b] ??= []).push(a);
    }
    const paired = pairPlayers({ players, previousOpponents, style: 'random' }, rng);
    if (!paired.ok) {
      const problem: Issue<RoundRobinErrorCode | SwissErrorCode> = {
        code: paired.error.code,
        message: `${group.name}: ${paired.error.message}`,
        path: `/groups/${state.groups.indexOf(group)}`,
      };
      return { ok: false, error: problem };
    }
    paired.value.pairs.forEach((players, i) => {
      matches.push({
        id: `${group.id}-${round}-${i + 1}`,
        group: group.id,
        round,
        cycle: 1,
        players,
        result: null,
      });
    });
  }
  return ok({ matches, rests, rng: rng.snapshot() });
}

/** What {@link pairNextRound} needs. */
export interface PairNextRoundOptions {
  readonly actor: Actor;
  /** This round's deadline (ISO 8601). */
  readonly deadline?: string | null;
}

/**
 * Swiss rounds within groups: pairs the next round in every group once every match of the
 * current round is final. Each round has its own deadline. Recorded in the log as a lay-out.
 *
 * Errors: `round-robin/not-laid-out`, `round-robin/not-swiss-groups`,
 * `round-robin/round-not-complete`, `round-robin/all-rounds-paired`, `round-robin/invalid-time`,
 * and `swiss/no-rematch-free-pairing` from `@tcgkit/swiss`.
 *
 * @example
 * ```ts
 * stage = unwrap(pairNextRound(stage, { actor, deadline: '2026-05-02T20:00:00Z' }));
 * ```
 */
export function pairNextRound(
  state: RoundRobinState,
  options: PairNextRoundOptions,
): Result<RoundRobinState, RoundRobinErrorCode | SwissErrorCode> {
  const play = state.settings.groupPlay;
  if (play.type !== 'swiss') {
    return err(
      RoundRobinErrors.notSwissGroups,
      'Only Swiss rounds within groups are paired round by round; a round robin is laid out at once.',
      '/settings/groupPlay',
    );
  }
  if (state.status !== 'laid-out') {
    return err(RoundRobinErrors.notLaidOut, 'Lay out the first round first.');
  }
  const deadline = options.deadline ?? null;
  const bad = checkActor(options.actor);
  if (bad) return { ok: false, error: bad };
  if (deadline !== null && parseTime(deadline) === undefined) {
    return err(
      RoundRobinErrors.invalidTime,
      `"${deadline}" is not an ISO 8601 date-time.`,
      '/deadline',
    );
  }
  const round = currentRound(state);
  if (state.matches.some((m) => m.round === round && m.result?.status !== 'final')) {
    return err(
      RoundRobinErrors.roundNotComplete,
      `Round ${round} still has matches without a final result.`,
    );
  }
  if (round >= play.rounds) {
    return err(RoundRobinErrors.allRoundsPaired, `All ${play.rounds} rounds are paired.`);
  }
  const paired = pairGroupsRound(state, round + 1);
  if (!paired.ok) return paired;
  const entry: LogEntry = { type: 'lay-out', by: options.actor.by, at: options.actor.at, deadline };
  return ok({
    ...state,
    matches: [...state.matches, ...paired.value.matches],
    rests: [...state.rests, ...paired.value.rests],
    rng: paired.value.rng,
    deadline,
    roundDeadlines: [...state.roundDeadlines, deadline],
    log: [...state.log, entry],
  });
}
