import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  formatPercent,
  type MatchRecord,
  presets,
  type Standing,
  type StandingsSettings,
} from '../src/index.js';

const find = (rows: Standing[], id: string) => rows.find((r) => r.playerId === id)!;
const order = (rows: Standing[]) => rows.map((r) => r.playerId).join(' ');

describe('presets.melee: Magic as Melee.gg computes it', () => {
  it('is presets.mtg with the four Melee differences, and presets.mtg stays the MTR', () => {
    expect(presets.melee).toEqual({
      ...presets.mtg,
      opponentMatchWinFloor: 1 / 3,
      gameWinFloor: 1 / 3,
      gameWinFloorOnOwn: true,
      gameWinMethod: 'games',
      byeGames: [2, 0],
      byesInOpponentFigures: true,
    });
    expect(presets.mtg.opponentMatchWinFloor).toBe(0.33);
    expect(presets.mtg.gameWinFloorOnOwn).toBe(false);
    expect(presets.mtg.gameWinMethod).toBe('game-points');
    expect(presets.mtg.byesInOpponentFigures).toBe(false);
  });

  // The README's worked examples, one per difference.
  it('difference 1: the floor is exactly 1/3 (an opponent at 0-1 counts 33.33%, not 33%)', () => {
    const matches: MatchRecord[] = [
      { type: 'played', round: 1, players: ['you', 'opp'], games: [2, 0] },
    ];
    const players = [{ id: 'you' }, { id: 'opp' }];
    const melee = find(computeStandings({ players, matches, settings: presets.melee }), 'you');
    const mtg = find(computeStandings({ players, matches, settings: presets.mtg }), 'you');
    expect(formatPercent(melee.values.opponent_match_win_percentage)).toBe('33.33%');
    expect(formatPercent(mtg.values.opponent_match_win_percentage)).toBe('33%');
    expect(formatPercent(melee.values.opponent_game_win_percentage)).toBe('33.33%');
    expect(formatPercent(mtg.values.opponent_game_win_percentage)).toBe('33%');
  });

  it("difference 2: a player's own GW% is floored too (2 of 7 games: 33.33%, not 28.57%)", () => {
    const players = [{ id: 'you' }, { id: 'x' }, { id: 'y' }];
    const matches: MatchRecord[] = [
      { type: 'played', round: 1, players: ['you', 'x'], games: [2, 1] },
      { type: 'played', round: 2, players: ['you', 'y'], games: [0, 2] },
      { type: 'played', round: 3, players: ['you', 'x'], games: [0, 2] },
    ];
    const melee = find(computeStandings({ players, matches, settings: presets.melee }), 'you');
    const mtg = find(computeStandings({ players, matches, settings: presets.mtg }), 'you');
    expect(formatPercent(melee.values.game_win_percentage)).toBe('33.33%');
    expect(melee.explanations.game_win_percentage!.summary).toBe(
      '2 / 7 = 28.57%, raised to the 33.33% floor',
    );
    // MTR: game points, no floor on your own GW%: 6 of 21.
    expect(formatPercent(mtg.values.game_win_percentage)).toBe('28.57%');
  });

  it('difference 3: a drawn game is played but worth 0 (2-1 with a drawn game: 50%, not 58.33%)', () => {
    const players = [{ id: 'you' }, { id: 'opp' }];
    const matches: MatchRecord[] = [
      { type: 'played', round: 1, players: ['you', 'opp'], games: [2, 1], drawnGames: 1 },
    ];
    const melee = find(computeStandings({ players, matches, settings: presets.melee }), 'you');
    const mtg = find(computeStandings({ players, matches, settings: presets.mtg }), 'you');
    expect(melee.explanations.game_win_percentage!.summary).toBe('2 / 4 = 50%');
    expect(formatPercent(mtg.values.game_win_percentage)).toBe('58.33%');
    expect(mtg.explanations.game_win_percentage!.summary).toBe('(3 × 2 + 1) / (3 × 4) = 58.33%');
  });

  it("difference 4: an opponent's bye is a 2-0 won match in OMW% and OGW% (2-2 with a bye: 50%, not 33.33%)", () => {
    const players = [{ id: 'you' }, { id: 'opp' }, { id: 'x' }, { id: 'y' }];
    const matches: MatchRecord[] = [
      { type: 'bye', round: 1, player: 'opp' },
      { type: 'played', round: 2, players: ['opp', 'x'], games: [2, 1] },
      { type: 'played', round: 3, players: ['opp', 'y'], games: [0, 2] },
      { type: 'played', round: 4, players: ['opp', 'you'], games: [1, 2] },
    ];
    const melee = find(computeStandings({ players, matches, settings: presets.melee }), 'you');
    const mtg = find(computeStandings({ players, matches, settings: presets.mtg }), 'you');
    // Melee: 6 of 12 match points; games 2 + 2 + 0 + 1 won of 10 (the bye as 2-0).
    expect(formatPercent(melee.values.opponent_match_win_percentage)).toBe('50%');
    expect(formatPercent(melee.values.opponent_game_win_percentage)).toBe('50%');
    // MTR: the bye is left out: 3 of 9 match points; 3 of 8 games (9 of 24 game points).
    expect(formatPercent(mtg.values.opponent_match_win_percentage)).toBe('33.33%');
    expect(formatPercent(mtg.values.opponent_game_win_percentage)).toBe('37.5%');
  });

  describe('a constructed event where each difference, on its own, changes the order', () => {
    // Seven players, three rounds, a bye each round, drawn games. d and e both end on 4 points
    // with the same OMW% under Melee (51.85%) and the same GW% (33.33%: d's 3 of 9 exactly, e's
    // 2 of 7 raised to the floor), so OGW% puts e (46.83%) above d (44.44%). Undo any one of the
    // four differences and d goes back above e.
    const players = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({ id }));
    const matches: MatchRecord[] = [
      { type: 'bye', round: 1, player: 'a' },
      { type: 'played', round: 1, players: ['f', 'e'], games: [1, 1], drawnGames: 1 },
      { type: 'played', round: 1, players: ['b', 'c'], games: [2, 0], drawnGames: 1 },
      { type: 'played', round: 1, players: ['g', 'd'], games: [2, 0], drawnGames: 1 },
      { type: 'bye', round: 2, player: 'f' },
      { type: 'played', round: 2, players: ['e', 'c'], games: [0, 2] },
      { type: 'played', round: 2, players: ['g', 'b'], games: [2, 1] },
      { type: 'played', round: 2, players: ['d', 'a'], games: [2, 0], drawnGames: 1 },
      { type: 'bye', round: 3, player: 'c' },
      { type: 'played', round: 3, players: ['e', 'a'], games: [1, 0], drawnGames: 1 },
      { type: 'played', round: 3, players: ['b', 'd'], games: [1, 1], drawnGames: 1 },
      { type: 'played', round: 3, players: ['f', 'g'], games: [1, 1], drawnGames: 1 },
    ];
    const rows = (settings: StandingsSettings) => computeStandings({ players, matches, settings });
    const m = presets.melee;

    it('Melee: g c f b e d a; the MTR: g c f b d e a', () => {
      const melee = rows(m);
      expect(order(melee)).toBe('g c f b e d a');
      expect(order(rows(presets.mtg))).toBe('g c f b d e a');
      const d = find(melee, 'd');
      const e = find(melee, 'e');
      expect([d.points, e.points]).toEqual([4, 4]);
      expect(formatPercent(d.values.opponent_match_win_percentage)).toBe('51.85%');
      expect(formatPercent(e.values.opponent_match_win_percentage)).toBe('51.85%');
      expect(d.explanations.game_win_percentage!.summary).toBe('3 / 9 = 33.33%');
      expect(e.explanations.game_win_percentage!.summary).toBe(
        '2 / 7 = 28.57%, raised to the 33.33% floor',
      );
      expect(formatPercent(e.values.opponent_game_win_percentage)).toBe('46.83%');
      expect(formatPercent(d.values.opponent_game_win_percentage)).toBe('44.44%');
    });
    it("1. with 0.33 floors instead of 1/3, e's floored GW% (33%) falls below d's 33.33%", () => {
      const r = rows({ ...m, opponentMatchWinFloor: 0.33, gameWinFloor: 0.33 });
      expect(order(r)).toBe('g c f b d e a');
      expect(find(r, 'e').values.game_win_percentage).toBe(0.33);
    });
    it("2. without the floor on a player's own GW%, e's 28.57% falls below d's 33.33%", () => {
      const r = rows({ ...m, gameWinFloorOnOwn: false });
      expect(order(r)).toBe('g c f b d e a');
      expect(formatPercent(find(r, 'e').values.game_win_percentage)).toBe('28.57%');
    });
    it('3. with game points (a drawn game worth 1), d (44.44%) passes e (38.1%) on GW%', () => {
      const r = rows({ ...m, gameWinMethod: 'game-points' });
      expect(order(r)).toBe('g c f b d e a');
      expect(formatPercent(find(r, 'd').values.game_win_percentage)).toBe('44.44%');
      expect(formatPercent(find(r, 'e').values.game_win_percentage)).toBe('38.1%');
    });
    it("4. with opponents' byes left out, e's OMW% drops to 38.89% (d stays at 51.85%)", () => {
      const r = rows({ ...m, byesInOpponentFigures: false });
      expect(order(r)).toBe('g c f b d e a');
      expect(formatPercent(find(r, 'e').values.opponent_match_win_percentage)).toBe('38.89%');
      expect(formatPercent(find(r, 'd').values.opponent_match_win_percentage)).toBe('51.85%');
    });
  });
});
