import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  formatPercent,
  formatSigned,
  presets,
  type Standing,
  type StandingsSettings,
} from '../src/index.js';
import { matches, players } from './spec-example.js';

// "The opponent percentages above use no win-percentage formula and no floors (the Legends of
// Runeterra defaults)", with the example's scoring: 3 / 1 / 0, byes worth full points, and
// Head-to-head applied first.
const settings: StandingsSettings = {
  scoring: { win: 3, draw: 1, loss: 0, bye: 3, byeHandling: 'full-points' },
  tiebreakers: ['head_to_head'],
};
const rows = computeStandings({ players, matches, settings, explain: 'all' });
const byId = (id: string): Standing => rows.find((r) => r.playerId === id)!;

describe('tournaments.md worked example: first table (rank, record, points, H2H, diff, GW%, scored)', () => {
  const table = [
    ['ana', 1, '2-0-1', 7, 0, '+3', '71.43%', 5],
    ['cam', 2, '2-1-0', 6, 3, '+2', '62.5%', 5],
    ['eli', 3, '2-1-0', 6, 0, '0', '50%', 2],
    ['dee', 4, '1-1-1', 4, 0, '-1', '40%', 2],
    ['ben', 5, '1-2-0', 3, 0, '-4', '0%', 0],
  ] as const;
  it.each(table)('%s', (id, rank, record, points, h2h, diff, gw, scored) => {
    const row = byId(id);
    expect(row.rank).toBe(rank);
    expect(`${row.record.wins}-${row.record.losses}-${row.record.draws}`).toBe(record);
    expect(row.points).toBe(points);
    expect(row.values.head_to_head).toBe(h2h);
    expect(formatSigned(row.values.score_difference)).toBe(diff);
    expect(formatPercent(row.values.game_win_percentage)).toBe(gw);
    expect(row.values.points_scored).toBe(scored);
  });
  it('ranks Ana, Cam, Eli, Dee, Ben with no shared placement', () => {
    expect(rows.map((r) => r.playerId)).toEqual(['ana', 'cam', 'eli', 'dee', 'ben']);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.some((r) => r.shared)).toBe(false);
  });
});

describe('tournaments.md worked example: second table (Buchholz, median, SB, OMW%, OOMW%, OGW%)', () => {
  const table = [
    ['ana', 13, 4, 11, '50%', '71.43%', '34.17%'],
    ['cam', 17, 6, 10, '66.67%', '57.14%', '53.81%'],
    ['eli', 9, 9, 3, '50%', '70%', '31.25%'],
    ['dee', 13, 13, 3.5, '75%', '58.33%', '66.96%'],
    ['ben', 13, 13, 0, '75%', '50%', '60.71%'],
  ] as const;
  it.each(table)('%s', (id, buchholz, median, sb, omw, oomw, ogw) => {
    const v = byId(id).values;
    expect(v.buchholz).toBe(buchholz);
    expect(v.median_buchholz).toBe(median);
    expect(v.sonneborn_berger).toBe(sb);
    expect(formatPercent(v.opponent_match_win_percentage)).toBe(omw);
    expect(formatPercent(v.opponent_opponent_match_win_percentage)).toBe(oomw);
    expect(formatPercent(v.opponent_game_win_percentage)).toBe(ogw);
  });
});

describe('tournaments.md worked example: the numbers worked through', () => {
  it('Head-to-head: Cam scores the 3 points of his win over Eli, Ana alone on 7 scores 0', () => {
    expect(byId('cam').explanations.head_to_head?.items).toEqual([
      { label: 'Eli', value: 3, participantId: 'eli' },
    ]);
    expect(byId('ana').explanations.head_to_head?.items).toEqual([]);
  });
  it('Game win %: Eli won 2 of 4, the bye adds no games', () => {
    expect(byId('eli').gamesWon + byId('eli').gamesLost).toBe(4);
    expect(byId('eli').explanations.game_win_percentage?.summary).toBe('2 / 4 = 50%');
  });
  it('Buchholz: Cam 4 + 7 + 6 = 17; Eli 3 + 6 = 9 (the bye is not an opponent)', () => {
    expect(byId('cam').explanations.buchholz?.summary).toBe('4 + 7 + 6 = 17');
    expect(byId('eli').explanations.buchholz?.summary).toBe('3 + 6 = 9');
    expect(byId('eli').opponents).toEqual(['ben', 'cam']);
  });
  it('Median Buchholz: Cam drops Ana (7) and Dee (4), leaving 6', () => {
    expect(byId('cam').explanations.median_buchholz?.summary).toBe(
      '17 − 7 (highest) − 4 (lowest) = 6',
    );
  });
  it('Sonneborn-Berger: Ana 3 + 6 + 2 = 11; Dee half of 7 = 3.5', () => {
    expect(byId('ana').explanations.sonneborn_berger?.summary).toBe('3 + 6 + 2 = 11');
    expect(byId('dee').explanations.sonneborn_berger?.summary).toBe('3.5 = 3.5');
  });
  it("OMW%: Ana's opponents Ben 33.33%, Cam 66.67%, Dee 50% average 50%", () => {
    expect(byId('ana').explanations.opponent_match_win_percentage?.summary).toBe(
      '(33.33% + 66.67% + 50%) / 3 = 50%',
    );
  });
  it('OOMW%: (75% × 2 + 66.67% × 3 + 75% × 2) / 7 = 71.43%', () => {
    expect(byId('ana').explanations.opponent_opponent_match_win_percentage?.summary).toBe(
      '(75% × 2 + 66.67% × 3 + 75% × 2) / 7 = 71.43%',
    );
  });
  it('OGW%: (0% + 62.5% + 40%) / 3 = 34.17%', () => {
    expect(byId('ana').explanations.opponent_game_win_percentage?.summary).toBe(
      '(0% + 62.5% + 40%) / 3 = 34.17%',
    );
  });
});

describe('tournaments.md match-win % under each formula (15 values)', () => {
  const table = [
    ['ana', '83.33%', '77.78%', '66.67%'],
    ['ben', '33.33%', '33.33%', '0%'],
    ['cam', '66.67%', '66.67%', '66.67%'],
    ['dee', '50%', '44.44%', '0%'],
    ['eli', '66.67%', '66.67%', '50%'],
  ] as const;
  const under = (formula: 'not_set' | 'match_points' | 'wins_over_rounds') =>
    computeStandings({ players, matches, settings: { ...settings, matchWinFormula: formula } });
  const results = {
    not_set: under('not_set'),
    match_points: under('match_points'),
    wins_over_rounds: under('wins_over_rounds'),
  };
  it.each(table)('%s', (id, notSet, matchPoints, winsOverRounds) => {
    const mw = (rs: Standing[]) =>
      formatPercent(rs.find((r) => r.playerId === id)!.values.match_win_percentage);
    expect(mw(results.not_set)).toBe(notSet);
    expect(mw(results.match_points)).toBe(matchPoints);
    expect(mw(results.wins_over_rounds)).toBe(winsOverRounds);
  });
});

describe("tournaments.md OMW% with each game's defaults (10 values)", () => {
  const table = [
    ['ana', '38.89%', '48.15%'],
    ['cam', '47.22%', '62.96%'],
    ['eli', '45.83%', '50%'],
    ['dee', '66.67%', '72.22%'],
    ['ben', '58.33%', '72.22%'],
  ] as const;
  const pokemon = computeStandings({ players, matches, settings: presets.pokemonDefault });
  const riftbound = computeStandings({ players, matches, settings: presets.riftboundDefault });
  it.each(table)('%s', (id, pokemonOmw, riftboundOmw) => {
    const omw = (rs: Standing[]) =>
      formatPercent(rs.find((r) => r.playerId === id)!.values.opponent_match_win_percentage);
    expect(omw(pokemon)).toBe(pokemonOmw);
    expect(omw(riftbound)).toBe(riftboundOmw);
  });
  it('Ana under the Pokémon TCG defaults: Ben and Dee raised from 0% to 25%: (25% + 66.67% + 25%) / 3', () => {
    const ana = pokemon.find((r) => r.playerId === 'ana')!;
    const explanation = ana.explanations.opponent_match_win_percentage!;
    expect(explanation.summary).toBe('(25% + 66.67% + 25%) / 3 = 38.89%');
    expect(explanation.items.map((i) => [i.participantId, i.value, i.beforeFloor])).toEqual([
      ['ben', 0.25, 0],
      ['cam', 2 / 3, undefined],
      ['dee', 0.25, 0],
    ]);
  });
  it('Ana under the Pokémon TCG defaults without the floor: 22.22%', () => {
    const noFloor = computeStandings({
      players,
      matches,
      settings: { ...presets.pokemonDefault, opponentMatchWinFloor: 0 },
    });
    expect(formatPercent(noFloor[0]!.values.opponent_match_win_percentage)).toBe('22.22%');
  });
});
