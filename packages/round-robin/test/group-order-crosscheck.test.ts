import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import { dropPlayer, groupTables, type RoundRobinState, reportResult } from '../src/index.js';
import { oracleTables } from './group-order-oracle.js';
import { organizer, stageWithGroups } from './helpers.js';

describe('the group tables (computed with @tcgkit/tiebreakers) agree with an oracle written from the spec in test/ (group-stage order and tiebreaker lists)', () => {
  it('random groups of 3 to 6, one or two cycles, with draws, sweeps, unfinished tables and drops', () => {
    let seed = 42;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let compared = 0;
    for (let run = 0; run < 150; run++) {
      const size = 3 + Math.floor(rand() * 4);
      const ids = Array.from({ length: size }, (_, i) => `p${i}`);
      const list = run % 2 === 1;
      let s: RoundRobinState = stageWithGroups([ids], {
        tiebreakers: list
          ? (['head_to_head', 'score_difference', 'game_win_percentage', 'points_scored'].slice(
              0,
              1 + (run % 4),
            ) as never)
          : 'group-stage',
        cycles: run % 3 === 0 ? 2 : 1,
      });
      const dropAt = rand() < 0.3 ? Math.floor(rand() * s.matches.length) : -1;
      s.matches.forEach((m, i) => {
        if (i === dropAt) s = unwrap(dropPlayer(s, m.players[0], organizer()));
        const current = s.matches[i];
        if (current?.result !== null || rand() < 0.1) return;
        const r = rand();
        // Few distinct scores, so ties on every tiebreaker happen often.
        const loser = rand() < 0.5 ? 0 : 1;
        const games: [number, number] = r < 0.4 ? [2, loser] : r < 0.8 ? [loser, 2] : [1, 1];
        s = unwrap(
          reportResult(s, m.id, { games }, { by: m.players[0], at: '2026-05-01T12:00:00Z' }),
        );
      });
      const pkg = groupTables(s)[0]?.entries ?? [];
      const own = oracleTables(s)[0] ?? [];
      expect(pkg.map((e) => e.playerId)).toEqual(own.map((e) => e.playerId));
      expect(pkg.map((e) => e.decidedBy)).toEqual(own.map((e) => e.decidedBy));
      expect(pkg.map((e) => [e.rank, e.shared])).toEqual(own.map((e) => [e.rank, e.shared]));
      expect(pkg.map((e) => [e.headToHead, e.scoreDifference, e.pointsScored])).toEqual(
        own.map((e) => [e.headToHead, e.scoreDifference, e.pointsScored]),
      );
      for (const [i, e] of pkg.entries()) {
        const o = own[i];
        expect([
          e.gameWinPercentage,
          e.opponentGameWinPercentage,
          e.opponentMatchWinPercentage,
          e.matchWinPercentage,
        ]).toEqual([
          o?.gameWinPercentage,
          o?.opponentGameWinPercentage,
          o?.opponentMatchWinPercentage,
          o?.matchWinPercentage,
        ]);
      }
      compared++;
    }
    expect(compared).toBe(150);
  });
});
