import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  formatPercent,
  gameWinPercentage,
  matchWinPercentage,
  presets,
  roundPercentage,
  type Standing,
  type StandingsSettings,
  TIEBREAKER_IDS,
  TIEBREAKERS,
  toStandingsView,
} from '../src/index.js';
import { matches, players } from './spec-example.js';

const find = (rows: Standing[], id: string) => rows.find((r) => r.playerId === id)!;
const example: StandingsSettings = {
  scoring: { win: 3, draw: 1, loss: 0, bye: 3, byeHandling: 'full-points' },
  tiebreakers: ['head_to_head'],
};

describe('the README example', () => {
  it('ranks Ana, Eli (bye, no opponents), Ben under the Riftbound defaults', () => {
    const rows = computeStandings({
      players: [{ id: 'ana' }, { id: 'ben' }, { id: 'eli' }],
      matches: [
        { type: 'played', round: 1, players: ['ana', 'ben'], games: [2, 0] },
        { type: 'bye', round: 1, player: 'eli' },
      ],
      settings: presets.riftboundDefault,
    });
    expect(rows.map((r) => `${r.rank}. ${r.playerId} ${r.points}`)).toEqual([
      '1. ana 3',
      '2. eli 3',
      '3. ben 0',
    ]);
    expect(rows[0]!.explanations.opponent_match_win_percentage?.summary).toBe('(33%) / 1 = 33%');
  });
});

describe('TIEBREAKERS', () => {
  it('lists every spec value plus the extra ids, each with a label and a description', () => {
    expect(TIEBREAKER_IDS).toEqual(
      expect.arrayContaining([
        'head_to_head',
        'score_difference',
        'game_win_percentage',
        'points_scored',
        'buchholz',
        'median_buchholz',
        'sonneborn_berger',
        'opponent_match_win_percentage',
        'opponent_opponent_match_win_percentage',
        'opponent_game_win_percentage',
        'tardiness',
        'standing_of_last_opponent',
        'match_win_percentage',
        'head_to_head_pair',
      ]),
    );
    expect(TIEBREAKER_IDS).toHaveLength(14);
    for (const id of TIEBREAKER_IDS) {
      expect(TIEBREAKERS[id].id).toBe(id);
      expect(TIEBREAKERS[id].label.length).toBeGreaterThan(0);
      expect(TIEBREAKERS[id].description.length).toBeGreaterThan(20);
    }
  });
});

describe('the spec table: presets', () => {
  it('match the per-game defaults', () => {
    expect(presets.lorDefault.tiebreakers).toEqual(['buchholz']);
    expect(presets.lorDefault.scoring).toMatchObject({
      win: 3,
      draw: 0,
      loss: 0,
      byeHandling: 'no-byes',
    });
    expect(presets.pokemonDefault).toMatchObject({
      matchWinFormula: 'wins_over_rounds',
      opponentMatchWinFloor: 0.25,
      gameWinFloor: 0,
      tiebreakers: ['opponent_match_win_percentage', 'opponent_opponent_match_win_percentage'],
    });
    expect(presets.pokemonDefault.scoring).toMatchObject({
      win: 3,
      draw: 1,
      loss: 0,
      bye: 3,
      byeHandling: 'full-points',
    });
    expect(presets.riftboundDefault).toMatchObject({
      matchWinFormula: 'match_points',
      opponentMatchWinFloor: 0.33,
      gameWinFloor: 0.33,
      tiebreakers: [
        'opponent_match_win_percentage',
        'game_win_percentage',
        'opponent_game_win_percentage',
      ],
    });
  });
  it('Riftbound: the game-win floor raises a player’s own GW% too', () => {
    const rows = computeStandings({ players, matches, settings: presets.riftboundDefault });
    // Ben won 0 of 4 games: raised to 33%.
    expect(find(rows, 'ben').values.game_win_percentage).toBe(0.33);
    expect(find(rows, 'ben').explanations.game_win_percentage!.summary).toBe(
      '0 / 4 = 0%, raised to the 33% floor',
    );
  });
  it('Legends of Runeterra: no byes means sitting out adds nothing to the record', () => {
    const rows = computeStandings({ players, matches, settings: presets.lorDefault });
    expect(find(rows, 'eli').record).toEqual({ wins: 1, losses: 1, draws: 0 });
    expect(find(rows, 'eli').points).toBe(3);
    expect(find(rows, 'eli').byes).toBe(0);
    // A drawn match is worth 0 with 3 / 0 / 0.
    expect(find(rows, 'ana').points).toBe(6);
  });
  it('bye handling "zero points": the player sits out and gets nothing', () => {
    const zero = {
      ...example,
      scoring: { ...example.scoring, byeHandling: 'zero-points' as const },
    };
    const rows = computeStandings({ players, matches, settings: zero });
    expect(find(rows, 'ben').points).toBe(0);
    expect(find(rows, 'ben').record).toEqual({ wins: 0, losses: 2, draws: 0 });
  });
});

describe('ranking rules', () => {
  it('percentages are compared after rounding to four decimals; equal rows share a placement', () => {
    // a won 1 of 3 games (33.333%), b 2,999 of 8,998 (33.330%): both 33.33% at four decimals.
    const rows = computeStandings({
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
      matches: [
        { type: 'played', round: 1, players: ['a', 'c'], games: [1, 2] },
        { type: 'played', round: 1, players: ['b', 'd'], games: [2999, 5999] },
      ],
      settings: { ...example, tiebreakers: ['game_win_percentage'] },
    });
    expect(1 / 3).not.toBe(2999 / 8998);
    expect(find(rows, 'a').values.game_win_percentage).toBe(
      find(rows, 'b').values.game_win_percentage,
    );
    expect(rows.map((r) => [r.playerId, r.rank, r.shared])).toEqual([
      ['c', 1, true],
      ['d', 1, true],
      ['a', 3, true],
      ['b', 3, true],
    ]);
    expect(roundPercentage(1 / 3)).toBe(0.3333);
    expect(roundPercentage(2 / 3)).toBe(0.6667);
  });
  it('the better initial seed orders players tied on everything', () => {
    const rows = computeStandings({
      players: [
        { id: 'a', seed: 2 },
        { id: 'b', seed: 1 },
      ],
      matches: [],
      settings: example,
    });
    expect(rows.map((r) => [r.playerId, r.rank, r.shared])).toEqual([
      ['b', 1, true],
      ['a', 1, true],
    ]);
  });
  it('head_to_head scores 0 for a player alone on their points', () => {
    const rows = computeStandings({ players, matches, settings: example });
    expect(find(rows, 'ana').values.head_to_head).toBe(0);
  });
  it('a late-entry loss is a loss with no opponent: in the record, in no one’s tiebreakers', () => {
    const rows = computeStandings({
      players: [{ id: 'a' }, { id: 'b' }, { id: 'late' }],
      matches: [
        { type: 'played', round: 1, players: ['a', 'b'], games: [2, 0] },
        { type: 'late-entry-loss', round: 1, player: 'late' },
        { type: 'played', round: 2, players: ['late', 'a'], games: [2, 1] },
        { type: 'bye', round: 2, player: 'b' },
      ],
      settings: presets.riftboundDefault,
    });
    const late = find(rows, 'late');
    expect(late.record).toEqual({ wins: 1, losses: 1, draws: 0 });
    expect(late.opponents).toEqual(['a']);
    expect(late.values.match_win_percentage).toBe(0.5);
    expect(late.values.game_win_percentage).toBe(0.6667);
  });
});

describe('formulas', () => {
  const scoring = { win: 3, draw: 1, loss: 0 };
  it('matchWinPercentage under each formula (Dee: a loss, a draw, a bye)', () => {
    const dee = { wins: 0, draws: 1, losses: 1, byes: 1 };
    expect(matchWinPercentage(dee, 'not_set', scoring)).toBe(0.5);
    expect(formatPercent(matchWinPercentage(dee, 'match_points', scoring))).toBe('44.44%');
    expect(matchWinPercentage(dee, 'wins_over_rounds', scoring)).toBe(0);
    expect(matchWinPercentage({ wins: 0, draws: 0, losses: 0, byes: 0 }, 'not_set', scoring)).toBe(
      0,
    );
  });
  it('gameWinPercentage: games, and Magic game points', () => {
    expect(formatPercent(gameWinPercentage(5, 2, 0, 'games'))).toBe('71.43%');
    expect(gameWinPercentage(2, 1, 1, 'game-points')).toBe(7 / 12);
    expect(gameWinPercentage(0, 0, 0, 'games')).toBe(0);
  });
});

describe('toStandingsView', () => {
  const rows = computeStandings({ players, matches, settings: presets.pokemonDefault });
  const view = toStandingsView(rows, { players, title: 'Swiss', afterRound: 3 });
  it('has a points column and one column per applied tiebreaker', () => {
    expect(view.kind).toBe('standings');
    expect(view.title).toBe('Swiss');
    expect(view.afterRound).toBe(3);
    expect(view.columns.map((c) => c.id)).toEqual([
      'points',
      'opponent_match_win_percentage',
      'opponent_opponent_match_win_percentage',
    ]);
    expect(view.columns[1]!.label).toBe('OMW%');
  });
  it('rows carry names, ranks, records and cells with the "why" behind each value', () => {
    const ana = view.rows[0]!;
    expect(ana).toMatchObject({
      participantId: 'ana',
      name: 'Ana',
      rank: 1,
      shared: false,
      points: 7,
    });
    expect(ana.record).toEqual({ wins: 2, losses: 0, draws: 1 });
    const omw = ana.cells.opponent_match_win_percentage!;
    expect(omw.display).toBe('38.89%');
    expect(omw.explanation).toEqual([
      { label: 'Ben', display: '25% (raised from 0%)', participantId: 'ben' },
      { label: 'Cam', display: '66.67%', participantId: 'cam' },
      { label: 'Dee', display: '25% (raised from 0%)', participantId: 'dee' },
      { label: '=', display: '(25% + 66.67% + 25%) / 3 = 38.89%' },
    ]);
  });
  it('can show any columns, with signed and plain numbers', () => {
    const custom = toStandingsView(rows, {
      columns: ['score_difference', 'buchholz', 'tardiness'],
    });
    const cells = custom.rows[0]!.cells;
    expect(cells.score_difference!.display).toBe('+3');
    expect(cells.buchholz!.display).toBe('13');
    expect(cells.tardiness!.display).toBe('–');
    expect(custom.rows[0]!.name).toBe('ana');
  });
  it('a tiebreaker applied twice (the group order) is one column, at its first place', () => {
    const group = computeStandings({ players, matches, settings: presets.groupStage });
    expect(toStandingsView(group).columns.map((c) => c.id)).toEqual([
      'points',
      'head_to_head_pair',
      'game_win_percentage',
      'opponent_game_win_percentage',
      'opponent_match_win_percentage',
    ]);
  });
  it('an empty table is still a valid view', () => {
    expect(toStandingsView([])).toEqual({
      kind: 'standings',
      columns: [{ id: 'points', label: 'Pts', description: 'Match points.' }],
      rows: [],
    });
  });
});
