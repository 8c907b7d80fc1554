import { engineStandings } from './engines.js';
import type { StageEngine, StageStandingRow } from './types.js';
/**
 * A stage's standings in the one shape advancement reads: rank (shared by players equal on
 * points and every tiebreaker), position (ties ordered by initial seed), points.
 *
 * - Swiss: `swissStandings` (points, the stage's tiebreakers, initial seed).
 * - Elimination: `placements` (champion, players still in after an early cutoff, then by
 *   placement; players knocked out at the same point share it, ordered by qualification).
 * - Free-for-all: `ffaStandings` (total points; the Threshold Win winner alone at 1st).
 * - Round robin: one group's table as it stands; with several groups, winners first, then
 *   runners-up and so on, each tier ordered across groups (no shared ranks across groups). With
 *   crossover playoffs and the group stage complete, the playoffs' qualifiers (`qualify`) first,
 *   in the qualification order, then everyone else in that tier order.
 *
 * @example
 * ```ts
 * const rows = stageStandings(event.stages[0].engine);
 * ```
 */
export function stageStandings(engine: StageEngine): StageStandingRow[] {
  // One lookup: every engine gives its standings in this shape through the engine interface.
  return engineStandings(engine);
}
