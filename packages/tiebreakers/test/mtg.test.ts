import { describe, expect, it } from 'vitest';
import { computeStandings, formatPercent, presets, type Standing } from '../src/index.js';
import { eventAround } from './build.js';

const find = (rows: Standing[], id: string) => rows.find((r) => r.playerId === id)!;

describe('mtg-tiebreakers.md: the OMW% example (57.76%)', () => {
  // Eight opponents in an 8-round event; the letters are each opponent's rounds. The page's first
  // row says "6-2, 18 of 24" but ".667": only .667 gives the page's 57.76% (with .750 the average
  // is 58.80%), so the first opponent has 16 of 24 match points (5-2-1). See README, Decisions.
  const { players, matches } = eventAround('you', [
    { id: 'o1', record: 'WWWWWLLD', vsFocus: 1 }, // 16 / 24 = .667
    { id: 'o2', record: 'LLWWLLL-', vsFocus: 2, droppedAfterRound: 7 }, // 2-5: 6 / 21 = .286 -> .33
    { id: 'o3', record: 'WLLL----', vsFocus: 3, droppedAfterRound: 4 }, // 1-3: 3 / 12 = .25 -> .33
    { id: 'o4', record: 'BWWLLLLL', vsFocus: 4 }, // 3-5 with a bye: 6 / 21 = .286 -> .33
    { id: 'o5', record: 'WWWLLL--', vsFocus: 5, droppedAfterRound: 6 }, // 3-3: 9 / 18 = .500
    { id: 'o6', record: 'WWWWWWWW', vsFocus: 6 }, // 8-0: 24 / 24 = 1.000
    { id: 'o7', record: 'WWWLLWW-', vsFocus: 7, droppedAfterRound: 7 }, // 5-2: 15 / 21 = .714
    { id: 'o8', record: 'WWLLWWWW', vsFocus: 8 }, // 6-2: 18 / 24 = .750
  ]);
  const rows = computeStandings({ players, matches, settings: presets.mtg });
  const you = find(rows, 'you');

  it("the player's OMW% is 57.76%, the average of the 8 opponents' figures", () => {
    expect(formatPercent(you.values.opponent_match_win_percentage)).toBe('57.76%');
  });
  it('each opponent figure is as in the table, raised to .33 where lower', () => {
    const items = you.explanations.opponent_match_win_percentage!.items;
    const shown = items.map((i) => [
      i.participantId,
      i.value.toFixed(3),
      i.beforeFloor?.toFixed(3),
    ]);
    expect(shown).toEqual([
      ['o1', '0.667', undefined],
      ['o2', '0.330', '0.286'],
      ['o3', '0.330', '0.250'],
      ['o4', '0.330', '0.286'],
      ['o5', '0.500', undefined],
      ['o6', '1.000', undefined],
      ['o7', '0.714', undefined],
      ['o8', '0.750', undefined],
    ]);
  });
  it('the bye is excluded: 3-5 including a bye is 6 of 21, not 9 of 24', () => {
    const counted = computeStandings({
      players,
      matches,
      settings: { ...presets.mtg, byesInOpponentFigures: true, opponentMatchWinFloor: 0 },
    });
    const o4 = find(counted, 'you').explanations.opponent_match_win_percentage!.items[3]!;
    expect(o4.value).toBeCloseTo(9 / 24, 10);
  });
  it('the player who received the bye still has it as a won match (3 match points)', () => {
    expect(find(rows, 'o4').points).toBe(9);
    expect(find(rows, 'o4').record).toEqual({ wins: 3, losses: 5, draws: 0 });
  });
});

describe('mtg-tiebreakers.md: game-win percentage', () => {
  const settings = presets.mtg;
  it('no minimum on your own GW%: 0-2 is 0 of 6 game points, but 33% for your opponents', () => {
    const rows = computeStandings({
      players: [{ id: 'a' }, { id: 'b' }],
      matches: [{ type: 'played', round: 1, players: ['a', 'b'], games: [0, 2] }],
      settings,
    });
    expect(find(rows, 'a').values.game_win_percentage).toBe(0);
    expect(find(rows, 'b').values.opponent_game_win_percentage).toBe(0.33);
    expect(find(rows, 'b').explanations.opponent_game_win_percentage!.items[0]!.beforeFloor).toBe(
      0,
    );
  });
  it('a bye is a 2-0 win for your own GW% (6 of 6 game points) and ignored by your opponents', () => {
    const rows = computeStandings({
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      matches: [
        { type: 'bye', round: 1, player: 'a' },
        { type: 'played', round: 1, players: ['b', 'c'], games: [2, 0] },
        { type: 'played', round: 2, players: ['a', 'b'], games: [0, 2] },
        { type: 'bye', round: 2, player: 'c' },
      ],
      settings,
    });
    // a: bye 2-0 plus 0-2: 6 of 12 game points.
    expect(find(rows, 'a').values.game_win_percentage).toBe(0.5);
    // b sees a's games without the bye: 0 of 2 games, raised to .33.
    const item = find(rows, 'b').explanations.opponent_game_win_percentage!.items.find(
      (i) => i.participantId === 'a',
    )!;
    expect(item.beforeFloor).toBe(0);
    expect(item.value).toBe(0.33);
  });
  it('a drawn game is 1 game point for each player and adds to the game count', () => {
    const rows = computeStandings({
      players: [{ id: 'a' }, { id: 'b' }],
      matches: [{ type: 'played', round: 1, players: ['a', 'b'], games: [2, 1], drawnGames: 1 }],
      settings,
    });
    // a: (3 × 2 + 1) / (3 × 4) = 58.33%; b: (3 × 1 + 1) / 12 = 33.33%.
    expect(formatPercent(find(rows, 'a').values.game_win_percentage)).toBe('58.33%');
    expect(formatPercent(find(rows, 'b').values.game_win_percentage)).toBe('33.33%');
  });
  it('a player who times out in game 1 loses that game: 1-0, one game played', () => {
    const rows = computeStandings({
      players: [{ id: 'a' }, { id: 'b' }],
      matches: [{ type: 'played', round: 1, players: ['a', 'b'], games: [0, 0], lostOnTime: 0 }],
      settings,
    });
    const b = find(rows, 'b');
    expect([b.gamesWon, b.gamesLost]).toEqual([1, 0]);
    expect(b.points).toBe(3);
    expect(find(rows, 'a').values.game_win_percentage).toBe(0);
  });
});

describe('mtg-tiebreakers.md: match points, playoffs, MTGO', () => {
  const players = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
  const swiss = [
    { type: 'played', round: 1, players: ['a', 'b'], games: [2, 0] },
    { type: 'played', round: 1, players: ['c', 'd'], games: [1, 1] },
  ] as const;
  it('3 match points for a win, 1 for a draw, 0 for a loss', () => {
    const rows = computeStandings({ players, matches: [...swiss], settings: presets.mtg });
    expect(rows.map((r) => [r.playerId, r.points])).toEqual([
      ['a', 3],
      ['c', 1],
      ['d', 1],
      ['b', 0],
    ]);
  });
  it('on MTGO a drawn match counts as a loss for both players', () => {
    const rows = computeStandings({ players, matches: [...swiss], settings: presets.mtgo });
    expect(find(rows, 'c').points).toBe(0);
    expect(find(rows, 'c').record).toEqual({ wins: 0, losses: 1, draws: 0 });
    expect(find(rows, 'c').values.match_win_percentage).toBe(0);
  });
  it('playoff matches are not counted: values stay frozen at the end of Swiss', () => {
    const before = computeStandings({ players, matches: [...swiss], settings: presets.mtg });
    const after = computeStandings({
      players,
      matches: [
        ...swiss,
        { type: 'played', round: 2, players: ['b', 'a'], games: [2, 0], playoff: true },
      ],
      settings: presets.mtg,
    });
    expect(after).toEqual(before);
  });
});
