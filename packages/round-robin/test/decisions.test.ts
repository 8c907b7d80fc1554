import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  compareAcrossGroups,
  crossoverPlan,
  decideMatch,
  drawPlayoffs,
  groupTables,
  planSlotLabel,
  qualify,
  type StandingEntry,
} from '../src/index.js';
import { matchOf, playAll, stageWithGroups } from './helpers.js';

describe('decisions where the spec is silent (README, Decisions)', () => {
  it('more than two through: the places below second are lined up after the last group’s, group by group', () => {
    expect(unwrap(crossoverPlan(2, 3, 8)).line.map(planSlotLabel)).toEqual([
      'A3',
      'B3',
      'Best of the next 1',
      'Best of the next 2',
    ]);
    expect(
      unwrap(crossoverPlan(3, 3, 16))
        .line.map(planSlotLabel)
        .slice(0, 5),
    ).toEqual(['C1', 'C2', 'A3', 'B3', 'C3']);
  });

  it('when one tier of the next is not enough, the tier after it is compared too', () => {
    // Two groups of 4, one through each, 8 places: both runners-up, both thirds, both fourths.
    const s = playAll(
      stageWithGroups(
        [
          ['a1', 'a2', 'a3', 'a4'],
          ['b1', 'b2', 'b3', 'b4'],
        ],
        { playoffs: { advancePerGroup: 1, size: 8 } },
      ),
      [
        ['a1', 'a2', 2, 0],
        ['a1', 'a3', 2, 0],
        ['a1', 'a4', 2, 0],
        ['a2', 'a3', 2, 0],
        ['a2', 'a4', 2, 0],
        ['a3', 'a4', 2, 0],
        ['b1', 'b2', 2, 1],
        ['b1', 'b3', 2, 1],
        ['b1', 'b4', 2, 1],
        ['b2', 'b3', 2, 1],
        ['b2', 'b4', 2, 1],
        ['b3', 'b4', 2, 1],
      ],
    );
    const q = unwrap(qualify(s));
    // Runners-up first (both MW 66.67%; GW a2 4/6 before b2 5/9), then the thirds (MW 33.33%;
    // GW b3 4/9 before a3 2/6), then the fourths (GW b4 3/9 before a4 0).
    expect(q.order).toEqual(['a1', 'b1', 'a2', 'b2', 'b3', 'a3', 'b4', 'a4']);
    expect(q.bestOfNextCandidates).toEqual(['a2', 'b2', 'b3', 'a3', 'b4', 'a4']);
  });

  it('players equal on all four across groups are ordered by the draw order', () => {
    const e = (playerId: string) =>
      ({
        playerId,
        matchWinPercentage: 0.5,
        gameWinPercentage: 0.5,
        opponentGameWinPercentage: 0.5,
        opponentMatchWinPercentage: 0.5,
      }) as StandingEntry;
    expect(compareAcrossGroups(e('x'), e('y'), ['y', 'x'])).toBeGreaterThan(0);
    expect(compareAcrossGroups(e('x'), e('y'), ['x', 'y'])).toBeLessThan(0);
  });

  it('a clash no swap can remove stays, with a warning', () => {
    const s = playAll(
      stageWithGroups([['ana', 'ben']], { playoffs: { advancePerGroup: 2, size: 2 } }),
      [['ana', 'ben', 2, 0]],
    );
    const draw = drawPlayoffs(s);
    expect(draw.ok && draw.value.matches[0]?.players).toEqual(['ana', 'ben']);
    expect(draw.ok && draw.warnings.map((w) => w.code)).toEqual([
      'round-robin/unavoidable-group-clash',
    ]);
  });

  it('with no deadline set, the administrator may decide a missing match at any time', () => {
    const s = stageWithGroups([['ana', 'ben']]);
    const r = decideMatch(
      s,
      matchOf(s, 'ana', 'ben'),
      { games: [1, 0] },
      { by: 'admin', at: '2026-05-01T10:00:00Z' },
    );
    expect(r.ok).toBe(true);
  });

  it('a rest in an odd group gives nothing', () => {
    const s = playAll(stageWithGroups([['ana', 'ben', 'cam']], { tiebreakers: 'group-stage' }), [
      ['ana', 'ben', 2, 0],
    ]);
    const cam = groupTables(s)[0]?.entries.find((x) => x.playerId === 'cam');
    expect(cam).toMatchObject({ points: 0, wins: 0, matchesPlayed: 0 });
  });
});
