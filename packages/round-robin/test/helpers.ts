import { unwrap } from '@tcgkit/core';
import {
  createStage,
  layOutMatches,
  type RoundRobinSettings,
  type RoundRobinState,
  reportResult,
} from '../src/index.js';

export const organizer = (at = '2026-05-01T10:00:00Z') => ({ by: 'organizer', at });

/**
 * A stage whose groups are set by hand (as a saved state would have them), laid out. The draw
 * order is the order of the players within each group.
 */
export function stageWithGroups(
  groups: readonly (readonly string[])[],
  settings: RoundRobinSettings = {},
  options: { deadline?: string; layOut?: boolean } = {},
): RoundRobinState {
  const ids = groups.flat();
  const grouping =
    settings.grouping ??
    (groups.length === 1 && !settings.playoffs
      ? { type: 'none' as const }
      : { type: 'group-count' as const, groups: groups.length });
  const created = unwrap(
    createStage({
      participants: ids.map((id) => ({ id, name: id[0]?.toUpperCase() + id.slice(1) })),
      seed: 'test',
      settings: { ...settings, grouping },
      actor: organizer(),
    }),
  );
  const drawn = groups.map((playerIds, i) => ({
    id: created.groups[i]?.id ?? String(i),
    name: created.groups[i]?.name ?? String(i),
    playerIds,
  }));
  // The draw in the log is the one set here, so the stage agrees with its own log (loadStage).
  const withGroups: RoundRobinState = {
    ...created,
    groups: drawn,
    drawOrder: ids,
    log: created.log.map((e) => (e.type === 'draw' ? { ...e, groups: drawn } : e)),
  };
  if (options.layOut === false) return withGroups;
  return unwrap(
    layOutMatches(withGroups, { actor: organizer(), deadline: options.deadline ?? null }),
  );
}

/** The id of the match between two players (the first one found). */
export function matchOf(state: RoundRobinState, a: string, b: string): string {
  const m = state.matches.find((x) => x.players.includes(a) && x.players.includes(b));
  if (!m) throw new Error(`no match ${a} v ${b}`);
  return m.id;
}

/** Reports `a` v `b` as `ga`-`gb` (games of a first), reported by `a`. */
export function play(
  state: RoundRobinState,
  a: string,
  b: string,
  ga: number,
  gb: number,
  drawnGames = 0,
): RoundRobinState {
  const id = matchOf(state, a, b);
  const m = state.matches.find((x) => x.id === id);
  const games: [number, number] = m?.players[0] === a ? [ga, gb] : [gb, ga];
  return unwrap(
    reportResult(state, id, { games, drawnGames }, { by: a, at: '2026-05-01T12:00:00Z' }),
  );
}

/** Plays a list of `[a, b, ga, gb]` results. */
export function playAll(
  state: RoundRobinState,
  results: readonly (readonly [string, string, number, number])[],
): RoundRobinState {
  return results.reduce((s, [a, b, ga, gb]) => play(s, a, b, ga, gb), state);
}
