import { describe, expect, it } from 'vitest';
import {
  compareBestOfRest,
  type MatchRecord,
  rankGroup,
  type Standing,
  type StandingsPlayer,
} from '../src/index.js';

const order = (rows: Standing[]) => rows.map((r) => r.playerId);
const find = (rows: Standing[], id: string) => rows.find((r) => r.playerId === id)!;
const play = (round: number, a: string, b: string, ga: number, gb: number): MatchRecord => ({
  type: 'played',
  round,
  players: [a, b],
  games: [ga, gb],
});
const draw = (ids: string[]): StandingsPlayer[] => ids.map((id, k) => ({ id, seed: k + 1 }));

describe('group-stage-and-playoffs.md: the order inside a group', () => {
  it('a win gives 3 points, a draw 1 and a loss 0', () => {
    const rows = rankGroup({
      players: draw(['a', 'b', 'c']),
      matches: [play(1, 'a', 'b', 2, 0), play(2, 'a', 'c', 1, 1), play(3, 'b', 'c', 1, 1)],
    });
    expect(rows.map((r) => [r.playerId, r.points])).toEqual([
      ['a', 4],
      ['c', 2],
      ['b', 1],
    ]);
  });

  it('1. Head-to-head: exactly two tied and one beat the other, even with the worse GW%', () => {
    const rows = rankGroup({
      players: draw(['b', 'a', 'c', 'd']),
      matches: [
        play(1, 'a', 'b', 2, 1),
        play(1, 'c', 'd', 1, 2),
        play(2, 'a', 'c', 0, 2),
        play(2, 'b', 'd', 2, 0),
        play(3, 'a', 'd', 2, 1),
        play(3, 'b', 'c', 2, 0),
      ],
    });
    // a and b on 6 (a: 4 of 8 games, b: 5 of 7), c and d on 3 (d beat c).
    expect(find(rows, 'a').values.game_win_percentage).toBeLessThan(
      find(rows, 'b').values.game_win_percentage,
    );
    expect(order(rows)).toEqual(['a', 'b', 'd', 'c']);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  // a beat b, b beat c, c beat a (each 2-1), and everyone beat d 2-0, except c, who beat d 2-1.
  const cycle = [
    play(1, 'a', 'b', 2, 1),
    play(1, 'c', 'd', 2, 1),
    play(2, 'b', 'c', 2, 1),
    play(2, 'a', 'd', 2, 0),
    play(3, 'c', 'a', 2, 1),
    play(3, 'b', 'd', 2, 0),
  ];
  it('2. GW%: three tied on points skip head-to-head; own games separate them', () => {
    const rows = rankGroup({ players: draw(['c', 'b', 'a', 'd']), matches: cycle });
    // a and b: 5 of 8 games (62.5%); c: 5 of 9 (55.56%).
    expect(find(rows, 'c').values.game_win_percentage).toBe(0.5556);
    expect(order(rows).indexOf('c')).toBe(2);
  });
  it('5. Head-to-head again for the two still dead even after GW%, OGW% and OMW%', () => {
    const rows = rankGroup({ players: draw(['b', 'a', 'c', 'd']), matches: cycle });
    const [a, b] = [find(rows, 'a'), find(rows, 'b')];
    for (const id of [
      'game_win_percentage',
      'opponent_game_win_percentage',
      'opponent_match_win_percentage',
    ] as const) {
      expect(a.values[id]).toBe(b.values[id]);
    }
    // b has the better draw position, but a beat b.
    expect(order(rows)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('6. The draw order, so the table always has a single order', () => {
    const rows = rankGroup({
      players: draw(['z', 'y']),
      matches: [play(1, 'z', 'y', 1, 1)],
    });
    expect(order(rows)).toEqual(['z', 'y']);
    expect(rows.map((r) => [r.rank, r.shared])).toEqual([
      [1, false],
      [2, false],
    ]);
  });
  it("an opponent's percentage counts as at least 33%; your own GW% has no floor", () => {
    const rows = rankGroup({ players: draw(['a', 'b']), matches: [play(1, 'a', 'b', 2, 0)] });
    expect(find(rows, 'b').values.game_win_percentage).toBe(0);
    expect(find(rows, 'a').values.opponent_game_win_percentage).toBe(0.33);
    expect(find(rows, 'a').values.opponent_match_win_percentage).toBe(0.33);
  });
  it('a drop: automatic wins give 3 points but stay outside every percentage', () => {
    const rows = rankGroup({
      players: [
        { id: 'a', seed: 1 },
        { id: 'b', seed: 2 },
        { id: 'x', seed: 3, droppedAfterRound: 1 },
      ],
      matches: [
        play(1, 'x', 'a', 2, 0),
        { type: 'automatic-win', round: 2, winner: 'b', loser: 'x', reason: 'drop' },
        play(3, 'b', 'a', 2, 1),
      ],
    });
    const b = find(rows, 'b');
    expect(b.points).toBe(6);
    expect(b.record).toEqual({ wins: 2, losses: 0, draws: 0 });
    expect(b.opponents).toEqual(['a']);
    expect(b.values.match_win_percentage).toBe(1);
    expect(b.values.game_win_percentage).toBe(0.6667);
    // x's only counted match is the win over a: 100%, so a's opponents are x and b at 100%.
    expect(find(rows, 'x').values.match_win_percentage).toBe(1);
    expect(find(rows, 'a').values.opponent_match_win_percentage).toBe(1);
    expect(order(rows)).toEqual(['b', 'x', 'a']);
  });
});

describe('group-stage-and-playoffs.md: the best of the next', () => {
  // Group of four: t4 went 1-1-1 (4 points, 44.44%). Group of three: t3 went 1-1 (3 points, 50%).
  const four = rankGroup({
    players: draw(['p', 'q', 'r', 't4']),
    matches: [
      play(1, 't4', 'p', 2, 0),
      play(2, 't4', 'q', 1, 1),
      play(3, 't4', 'r', 0, 2),
      play(1, 'q', 'r', 2, 0),
      play(2, 'p', 'r', 2, 0),
      play(3, 'p', 'q', 2, 0),
    ],
  });
  const three = rankGroup({
    players: draw(['u', 'v', 't3']),
    matches: [play(1, 't3', 'u', 2, 0), play(2, 't3', 'v', 0, 2), play(3, 'u', 'v', 2, 0)],
  });
  const t4 = find(four, 't4');
  const t3 = find(three, 't3');
  it('compares match-win percentage, not points', () => {
    expect(t4.points).toBeGreaterThan(t3.points);
    expect(t4.values.match_win_percentage).toBe(0.4444);
    expect(t3.values.match_win_percentage).toBe(0.5);
    expect([t4, t3].sort(compareBestOfRest).map((r) => r.playerId)).toEqual(['t3', 't4']);
    expect(compareBestOfRest(t3, t4)).toBeLessThan(0);
    expect(compareBestOfRest(t4, t3)).toBeGreaterThan(0);
  });
  it('then GW%, OGW% and OMW%; 0 when equal on all four', () => {
    expect(compareBestOfRest(t3, t3)).toBe(0);
    const shifted = { ...t3, values: { ...t3.values, game_win_percentage: 0 } };
    expect(compareBestOfRest(t3, shifted)).toBeLessThan(0);
    const ogw = { ...t3, values: { ...t3.values, opponent_game_win_percentage: 0 } };
    expect(compareBestOfRest(t3, ogw)).toBeLessThan(0);
    const omw = { ...t3, values: { ...t3.values, opponent_match_win_percentage: 0 } };
    expect(compareBestOfRest(t3, omw)).toBeLessThan(0);
  });
});
