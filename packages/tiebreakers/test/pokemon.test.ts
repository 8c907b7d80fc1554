import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  type MatchRecord,
  presets,
  type Standing,
  type StandingsPlayer,
} from '../src/index.js';
import { eventAround } from './build.js';
import { readTom } from './tom.js';

const find = (rows: Standing[], id: string) => rows.find((r) => r.playerId === id)!;
const order = (rows: Standing[]) => rows.map((r) => r.playerId);

describe('pokemon-swiss.md: Opponents’ Win Percentage', () => {
  // "if a player wins 3 matches in a 5-round tournament, that player's win percentage is 3/5, or
  // 60%"; "If a player wins no matches in a 5-round tournament, that player's win percentage is
  // 25%, not 0/5 or 0%."
  const { players, matches } = eventAround('you', [
    { id: 'three-wins', record: 'WWWLL', vsFocus: 4 },
    { id: 'no-wins', record: 'LLLLL', vsFocus: 1 },
  ]);
  for (const name of ['playPokemon', 'pokemonDefault'] as const) {
    it(`${name}: 3 wins in 5 rounds is 60%, no wins is 25% (not 0%)`, () => {
      const rows = computeStandings({ players, matches, settings: presets[name] });
      const items = find(rows, 'you').explanations.opponent_match_win_percentage!.items;
      expect(items.map((i) => [i.participantId, i.value, i.beforeFloor])).toEqual([
        ['no-wins', 0.25, 0],
        ['three-wins', 0.6, undefined],
      ]);
      expect(find(rows, 'you').values.opponent_match_win_percentage).toBe(0.425);
    });
  }
  it('a bye counts as a win but is not included when calculating tiebreakers', () => {
    const rows = computeStandings({
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      matches: [
        { type: 'bye', round: 1, player: 'a' },
        { type: 'played', round: 1, players: ['b', 'c'], outcome: 0 },
        { type: 'played', round: 2, players: ['a', 'b'], outcome: 1 },
        { type: 'bye', round: 2, player: 'c' },
      ],
      settings: presets.playPokemon,
    });
    const a = find(rows, 'a');
    expect(a.points).toBe(3);
    expect(a.opponents).toEqual(['b']);
    // b sees a as 0 wins of 1 round played (the bye left out), raised to 25%.
    const seen = find(rows, 'b').explanations.opponent_match_win_percentage!.items[1]!;
    expect([seen.participantId, seen.value, seen.beforeFloor]).toEqual(['a', 0.25, 0]);
  });
  it('a player who dropped counts as at most 75% for their opponents', () => {
    const rows = computeStandings({
      players: [{ id: 'a', droppedAfterRound: 1 }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
      matches: [
        { type: 'played', round: 1, players: ['a', 'b'], outcome: 0 },
        { type: 'played', round: 1, players: ['c', 'd'], outcome: 0 },
        { type: 'played', round: 2, players: ['b', 'd'], outcome: 0 },
        { type: 'bye', round: 2, player: 'c' },
      ],
      settings: presets.playPokemon,
    });
    const seen = find(rows, 'b').explanations.opponent_match_win_percentage!.items[0]!;
    expect([seen.participantId, seen.value]).toEqual(['a', 0.75]);
    // a's own OWP stays as it was after round 1 (b then 0-1: 25%), with that round's explanation,
    // although b finished 1-1.
    const a = find(rows, 'a');
    expect(a.values.opponent_match_win_percentage).toBe(0.25);
    expect(a.explanations.opponent_match_win_percentage!.summary).toBe('(25%) / 1 = 25%');
    const unfrozen = computeStandings({
      players: [{ id: 'a', droppedAfterRound: 1 }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
      matches: [
        { type: 'played', round: 1, players: ['a', 'b'], outcome: 0 },
        { type: 'played', round: 1, players: ['c', 'd'], outcome: 0 },
        { type: 'played', round: 2, players: ['b', 'd'], outcome: 0 },
        { type: 'bye', round: 2, player: 'c' },
      ],
      settings: { ...presets.playPokemon, freezeDroppedTiebreakers: false },
    });
    expect(find(unfrozen, 'a').values.opponent_match_win_percentage).toBe(0.5);
  });
});

describe('pokemon-swiss.md: tardiness, head to head, standing of last opponent', () => {
  it('Tardiness: a late player ranks below an on-time player on the same record', () => {
    const rows = computeStandings({
      players: [{ id: 'late', late: true }, { id: 'on-time' }, { id: 'x' }, { id: 'y' }],
      matches: [
        { type: 'played', round: 1, players: ['late', 'x'], outcome: 0 },
        { type: 'played', round: 1, players: ['on-time', 'y'], outcome: 0 },
      ],
      settings: presets.playPokemon,
    });
    // x and y are equal down to the last opponent: y lost to on-time, who stands higher.
    expect(order(rows)).toEqual(['on-time', 'late', 'y', 'x']);
    expect(find(rows, 'late').values.tardiness).toBe(1);
  });

  // a, b, x, y all finish 1-1 with every opponent on 50%; x and y arrived late.
  const square: MatchRecord[] = [
    { type: 'played', round: 1, players: ['a', 'b'], outcome: 0 },
    { type: 'played', round: 1, players: ['x', 'y'], outcome: 0 },
    { type: 'played', round: 2, players: ['y', 'a'], outcome: 0 },
    { type: 'played', round: 2, players: ['b', 'x'], outcome: 0 },
  ];
  it('Head to Head: two players tied who played each other: the winner ranks higher', () => {
    const players: StandingsPlayer[] = [
      { id: 'b', seed: 1 },
      { id: 'a', seed: 2 },
      { id: 'y', seed: 3, late: true },
      { id: 'x', seed: 4, late: true },
    ];
    const rows = computeStandings({ players, matches: square, settings: presets.playPokemon });
    expect(order(rows)).toEqual(['a', 'b', 'x', 'y']);
    expect(find(rows, 'a').values.head_to_head_pair).toBe(3);
    expect(find(rows, 'b').values.head_to_head_pair).toBe(0);
    // Without head-to-head the better seed decides.
    const seedOnly = computeStandings({
      players,
      matches: square,
      settings: { ...presets.playPokemon, tiebreakers: ['tardiness'] },
    });
    expect(order(seedOnly)).toEqual(['b', 'a', 'y', 'x']);
  });

  it('Standing of Last Opponent: the tied player whose last opponent stands higher ranks higher', () => {
    // All four go 1-1 against 50% opponents; d arrived late so stands last. a's last opponent
    // is d, b's is c: b ranks above a. b and c were each other's last opponent: their chain
    // never separates, so the seed decides between them.
    const players: StandingsPlayer[] = [
      { id: 'a', seed: 1 },
      { id: 'b', seed: 2 },
      { id: 'c', seed: 3 },
      { id: 'd', seed: 4, late: true },
    ];
    const matches: MatchRecord[] = [
      { type: 'played', round: 1, players: ['a', 'c'], outcome: 0 },
      { type: 'played', round: 1, players: ['b', 'd'], outcome: 0 },
      { type: 'played', round: 2, players: ['a', 'd'], outcome: 1 },
      { type: 'played', round: 2, players: ['b', 'c'], outcome: 1 },
    ];
    const rows = computeStandings({ players, matches, settings: presets.playPokemon });
    expect(order(rows)).toEqual(['b', 'c', 'a', 'd']);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    expect(find(rows, 'a').values.standing_of_last_opponent).toBe(4);
    expect(find(rows, 'a').explanations.standing_of_last_opponent!.summary).toBe(
      'last opponent d, placed 4',
    );
  });

  it('drops in every round stay cheap (one computation per round, not per subset of rounds)', () => {
    const players: StandingsPlayer[] = [];
    const matches: MatchRecord[] = [];
    // Two players drop after each of 24 rounds; two stay to the end.
    for (let r = 1; r <= 25; r++) {
      const a = `a${r}`;
      const b = `b${r}`;
      players.push({ id: a, droppedAfterRound: r }, { id: b, droppedAfterRound: r });
      for (let k = 1; k <= r; k++)
        matches.push({ type: 'played', round: k, players: [a, b], outcome: k % 2 === 0 ? 0 : 1 });
    }
    const start = performance.now();
    const rows = computeStandings({ players, matches, settings: presets.playPokemon });
    expect(rows).toHaveLength(50);
    expect(performance.now() - start).toBeLessThan(4_000);
  });

  it('every player gets a distinct place', () => {
    const rows = computeStandings({
      players: [{ id: 'a' }, { id: 'b' }],
      matches: [],
      settings: presets.playPokemon,
    });
    expect(rows.map((r) => [r.rank, r.shared])).toEqual([
      [1, false],
      [2, false],
    ]);
  });
});

describe('Play! Pokémon against real TOM exports (test/fixtures/tom)', () => {
  const ranked = (file: string, settings = presets.playPokemon) => {
    const event = readTom(`./fixtures/tom/${file}`);
    const rows = computeStandings({ ...event, settings });
    const byCategory: Record<string, { ours: string[]; tom: string[] }> = {};
    for (const [category, tom] of Object.entries(event.placements)) {
      const inCategory = new Set(tom);
      byCategory[category] = { ours: order(rows).filter((id) => inCategory.has(id)), tom };
    }
    return byCategory;
  };

  it('round-rock-summer: the 23-player pod in TOM’s exact final order (bye, 5 drops, a tie)', () => {
    const { ours, tom } = ranked('round-rock-summer-2026-06-20.xml')['0']!;
    expect(tom).toHaveLength(23);
    expect(ours).toEqual(tom);
  });
  it('cg-league-night: every category in TOM’s exact final order (age-combined pairing)', () => {
    const categories = ranked('cg-league-night-2026-07-28.xml');
    expect(Object.keys(categories).sort()).toEqual(['0', '1', '2']);
    expect(categories['2']!.tom).toHaveLength(12);
    for (const { ours, tom } of Object.values(categories)) expect(ours).toEqual(tom);
  });
  it('decision: a dropped player keeps the tiebreakers they had when they dropped', () => {
    // TOM ranks 5829175 (0-1, dropped after round 1, whose only opponent then stood 1-0) 17th,
    // above two players who went 0-3. With values from every round, that opponent finished
    // 1-2 and 5829175 would sink below them.
    const unfrozen = { ...presets.playPokemon, freezeDroppedTiebreakers: false };
    const rr = ranked('round-rock-summer-2026-06-20.xml', unfrozen)['0']!;
    expect(rr.ours).not.toEqual(rr.tom);
    expect(rr.ours.indexOf('5829175')).toBeGreaterThan(rr.tom.indexOf('5829175'));
  });
  it('decision: a tie is worth a third of a win in a win % (wins over rounds, ties as 0, disagrees with TOM)', () => {
    const winsOnly = { ...presets.playPokemon, matchWinFormula: 'wins_over_rounds' as const };
    const rr = ranked('round-rock-summer-2026-06-20.xml', winsOnly)['0']!;
    expect(rr.ours).not.toEqual(rr.tom);
  });
  it('decision: byes are left out of a win % (counting the bye as a won round disagrees with TOM)', () => {
    const byesIn = { ...presets.playPokemon, byesInOpponentFigures: true };
    const rr = ranked('round-rock-summer-2026-06-20.xml', byesIn)['0']!;
    expect(rr.ours).not.toEqual(rr.tom);
  });
});
