import { placements } from '@tcgkit/elimination';
import { ffaStandings } from '@tcgkit/ffa';
import { compareAcrossGroups, groupTables, qualify, type StandingEntry } from '@tcgkit/round-robin';
import { swissStandings } from '@tcgkit/swiss';
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
  switch (engine.format) {
    case 'swiss':
      return swissStandings(engine.state, { explain: false }).map((s) => ({
        participantId: s.playerId,
        rank: s.rank,
        position: s.position,
        points: s.points,
        dropped: s.dropped,
      }));
    case 'elimination': {
      const dropped = new Set(engine.state.dropped);
      const rows = placements(engine.state);
      return rows.map((p, i) => {
        let rank: number;
        if (p.placement !== null) rank = p.placement;
        else {
          // Still in after an early cutoff: their order among themselves is undecided.
          rank = 1;
        }
        return {
          participantId: p.participantId,
          rank,
          position: i + 1,
          points: null,
          dropped: dropped.has(p.participantId),
        };
      });
    }
    case 'ffa':
      return ffaStandings(engine.state).map((row, i) => ({
        participantId: row.participantId,
        rank: row.rank,
        position: i + 1,
        points: row.points,
        dropped: row.dropped,
      }));
    case 'round-robin': {
      const tables = groupTables(engine.state);
      if (tables.length === 1) {
        return (tables[0]?.entries ?? []).map((e, i) => ({
          participantId: e.playerId,
          rank: e.rank,
          position: i + 1,
          points: e.points,
          dropped: e.dropped,
        }));
      }
      // Several groups: group winners first, then runners-up..., each tier compared across groups
      // as @tcgkit/round-robin compares the best of the next (match-win %, GW%, OGW%, OMW%, draw).
      const tiers: StandingEntry[][] = [];
      for (const table of tables) {
        table.entries.forEach((e, place) => {
          (tiers[place] ??= []).push(e);
        });
      }
      let order = tiers.flatMap((tier) =>
        tier.sort((a, b) => compareAcrossGroups(a, b, engine.state.drawOrder)),
      );
      // With crossover playoffs, the playoffs' qualifiers come first, in the qualification order
      // (the best N of each group who have not dropped, then the best of the next), so a rule of
      // placements 1 to the playoff size selects exactly them.
      const q = engine.state.settings.playoffs === null ? null : qualify(engine.state);
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
    default: {
      const never: never = engine;
      throw new Error(`Unknown stage engine ${JSON.stringify(never)}`);
    }
  }
}
