/**
 * The order inside a round-robin group and the best-of-the-rest comparison across groups
 * (`group-stage-and-playoffs.md`).
 * @module
 */
import { presets } from './presets.js';
import { computeStandings } from './standings.js';
import type {
  MatchRecord,
  Standing,
  StandingsInput,
  StandingsPlayer,
  StandingsSettings,
} from './types.js';

/** What {@link rankGroup} needs: one group's players (their `seed` is the draw order) and matches. */
export interface GroupInput {
  readonly players: readonly StandingsPlayer[];
  readonly matches: readonly MatchRecord[];
  /** Defaults to {@link presets}`.groupStage`; pass another to change points or floors. */
  readonly settings?: StandingsSettings;
  /** Which explanations to build, as in {@link StandingsInput} (default: the applied tiebreakers). */
  readonly explain?: boolean | 'all';
}

/**
 * Orders one group: points (3 / 1 / 0), then head-to-head when exactly two are tied and one
 * beat the other, then GW%, OGW%, OMW%, head-to-head again for two still dead even, then the
 * draw order (`seed`), so every player has a distinct place. Automatic wins from a drop give
 * their points but stay out of every percentage.
 *
 * @example
 * ```ts
 * const table = rankGroup({
 *   players: [{ id: 'a', seed: 1 }, { id: 'b', seed: 2 }],
 *   matches: [{ type: 'played', round: 1, players: ['a', 'b'], games: [0, 2] }],
 * });
 * table.map((r) => r.playerId); // ['b', 'a']
 * ```
 */
export function rankGroup(input: GroupInput): Standing[] {
  return computeStandings({
    players: input.players,
    matches: input.matches,
    settings: input.settings ?? presets.groupStage,
    explain: input.explain ?? true,
  });
}

/** The values compared for the best of the rest, in order. */
export const BEST_OF_REST_ORDER = [
  'match_win_percentage',
  'game_win_percentage',
  'opponent_game_win_percentage',
  'opponent_match_win_percentage',
] as const;

/**
 * Compares two players from different groups for a fill-up place ("the best of the next"):
 * match-win % (not points, fair when groups differ in size), then GW%, OGW% and OMW%, each
 * compared at four decimals. Negative when `a` is better, positive when `b` is, 0 when they are
 * equal on all four (the caller then applies its cut rule). Use it with `Array.prototype.sort`.
 *
 * @example
 * ```ts
 * const thirds = groups.map((g) => rankGroup(g)[2]!);
 * const best = [...thirds].sort(compareBestOfRest)[0];
 * ```
 */
export function compareBestOfRest(a: Standing, b: Standing): number {
  for (const id of BEST_OF_REST_ORDER) {
    const d = b.values[id] - a.values[id];
    if (d !== 0) return d;
  }
  return 0;
}
