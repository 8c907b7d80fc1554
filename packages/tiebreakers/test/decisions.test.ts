// One test for each place the spec was silent, as listed in the README's "Decisions".
import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  type MatchRecord,
  presets,
  type Standing,
  type StandingsSettings,
} from '../src/index.js';

const find = (rows: Standing[], id: string) => rows.find((r) => r.playerId === id)!;
const plain: StandingsSettings = {
  scoring: { win: 3, draw: 1, loss: 0, bye: 3, byeHandling: 'full-points' },
  tiebreakers: ['buchholz'],
};

describe('README decisions', () => {
  it('head_to_head counts everyone on the same points, whatever tiebreakers come before it', () => {
    // a, b, c on 3 points; a beat b. Even with GW% applied first, a's head-to-head is 3.
    const rows = computeStandings({
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
      matches: [
        { type: 'played', round: 1, players: ['a', 'b'], games: [2, 1] },
        { type: 'played', round: 1, players: ['c', 'd'], games: [2, 0] },
        { type: 'played', round: 2, players: ['b', 'd'], games: [2, 0] },
        { type: 'played', round: 2, players: ['a', 'c'], games: [0, 2] },
      ],
      settings: { ...plain, tiebreakers: ['game_win_percentage', 'head_to_head'] },
    });
    expect(find(rows, 'a').points).toBe(3);
    expect(find(rows, 'b').points).toBe(3);
    expect(find(rows, 'a').values.head_to_head).toBe(3);
    expect(find(rows, 'b').values.head_to_head).toBe(0);
  });
  it('a rematch counts twice: the opponent appears once per match', () => {
    const rows = computeStandings({
      players: [{ id: 'a' }, { id: 'b' }],
      matches: [
        { type: 'played', round: 1, players: ['a', 'b'], games: [2, 0] },
        { type: 'played', round: 2, players: ['a', 'b'], games: [2, 0] },
      ],
      settings: plain,
    });
    expect(find(rows, 'b').opponents).toEqual(['a', 'a']);
    expect(find(rows, 'b').values.buchholz).toBe(12);
  });
  it('a player with no opponent has 0 opponent percentages, not the floor', () => {
    const rows = computeStandings({
      players: [{ id: 'a' }],
      matches: [{ type: 'bye', round: 1, player: 'a' }],
      settings: presets.riftboundDefault,
    });
    expect(find(rows, 'a').values.opponent_match_win_percentage).toBe(0);
    expect(find(rows, 'a').values.opponent_game_win_percentage).toBe(0);
    // ...while their own GW% with no games is the floor (spec: "0 (or the floor)").
    expect(find(rows, 'a').values.game_win_percentage).toBe(0.33);
  });
  it('match_points: a bye is a won match worth the points for a win, whatever the bye points', () => {
    const rows = computeStandings({
      players: [{ id: 'a' }],
      matches: [{ type: 'bye', round: 1, player: 'a' }],
      settings: {
        ...plain,
        scoring: { ...plain.scoring, bye: 1 },
        matchWinFormula: 'match_points',
      },
    });
    expect(find(rows, 'a').points).toBe(1);
    expect(find(rows, 'a').values.match_win_percentage).toBe(1);
  });
  it('a late-entry loss is a round played and lost for every formula', () => {
    const matches: MatchRecord[] = [
      { type: 'late-entry-loss', round: 1, player: 'a' },
      { type: 'played', round: 2, players: ['a', 'b'], games: [2, 0] },
    ];
    for (const formula of ['not_set', 'match_points', 'wins_over_rounds'] as const) {
      const rows = computeStandings({
        players: [{ id: 'a' }, { id: 'b' }],
        matches,
        settings: { ...plain, matchWinFormula: formula },
      });
      expect(find(rows, 'a').values.match_win_percentage).toBe(0.5);
    }
  });
  it('automatic wins count in head-to-head (the points were earned against that player)', () => {
    const rows = computeStandings({
      players: [{ id: 'a' }, { id: 'b' }],
      matches: [
        { type: 'played', round: 1, players: ['a', 'b'], games: [0, 2] },
        { type: 'automatic-win', round: 2, winner: 'a', loser: 'b', reason: 'drop' },
      ],
      settings: { ...plain, tiebreakers: ['head_to_head'] },
    });
    expect(find(rows, 'a').values.head_to_head).toBe(3);
    expect(find(rows, 'b').values.head_to_head).toBe(3);
    expect(find(rows, 'a').opponents).toEqual(['b']);
  });
  it('OOMW% averages the opponents’ unrounded OMW%, rounding only the result', () => {
    const rows = computeStandings({
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      matches: [
        { type: 'played', round: 1, players: ['a', 'b'], games: [2, 0] },
        { type: 'bye', round: 1, player: 'c' },
        { type: 'played', round: 2, players: ['b', 'c'], games: [2, 0] },
        { type: 'bye', round: 2, player: 'a' },
        { type: 'played', round: 3, players: ['c', 'a'], games: [2, 0] },
        { type: 'bye', round: 3, player: 'b' },
      ],
      settings: plain,
      explain: 'all',
    });
    const a = find(rows, 'a');
    const items = a.explanations.opponent_opponent_match_win_percentage!.items;
    const exact =
      items.reduce((s, x) => s + x.value * x.weight!, 0) / items.reduce((s, x) => s + x.weight!, 0);
    expect(a.values.opponent_opponent_match_win_percentage).toBe(
      Math.round(exact * 10_000) / 10_000,
    );
  });
  it('a player counts as dropped only when they dropped before the last counted round', () => {
    const players = [{ id: 'a', droppedAfterRound: 2 }, { id: 'b' }];
    const matches: MatchRecord[] = [
      { type: 'played', round: 1, players: ['a', 'b'], games: [2, 0] },
      { type: 'played', round: 2, players: ['a', 'b'], games: [2, 0] },
    ];
    expect(find(computeStandings({ players, matches, settings: plain }), 'a').dropped).toBe(false);
    const later: MatchRecord[] = [...matches, { type: 'bye', round: 3, player: 'b' }];
    expect(find(computeStandings({ players, matches: later, settings: plain }), 'a').dropped).toBe(
      true,
    );
  });
  it('seeds default to the order of players', () => {
    const rows = computeStandings({
      players: [{ id: 'z' }, { id: 'y' }],
      matches: [],
      settings: plain,
    });
    expect(rows.map((r) => [r.playerId, r.seed])).toEqual([
      ['z', 1],
      ['y', 2],
    ]);
  });
  it('a drawn match counted as a loss (MTGO) changes points and Sonneborn-Berger, not games', () => {
    const rows = computeStandings({
      players: [{ id: 'a' }, { id: 'b' }],
      matches: [{ type: 'played', round: 1, players: ['a', 'b'], games: [1, 1] }],
      settings: presets.mtgo,
    });
    expect(find(rows, 'a').values.sonneborn_berger).toBe(0);
    expect(find(rows, 'a').gamesWon).toBe(1);
    expect(find(rows, 'a').points).toBe(0);
  });
  it('explain: explanations of the applied tiebreakers by default, all, or none', () => {
    const input = {
      players: [{ id: 'a' }, { id: 'b' }],
      matches: [{ type: 'played', round: 1, players: ['a', 'b'], games: [2, 0] }] as MatchRecord[],
      settings: presets.riftboundDefault,
    };
    expect(Object.keys(computeStandings(input)[0]!.explanations).sort()).toEqual([
      'game_win_percentage',
      'opponent_game_win_percentage',
      'opponent_match_win_percentage',
    ]);
    expect(
      Object.keys(computeStandings({ ...input, explain: 'all' })[0]!.explanations),
    ).toHaveLength(14);
    expect(computeStandings({ ...input, explain: false })[0]!.explanations).toEqual({});
  });
});
