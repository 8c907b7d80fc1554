import { describe, expect, it } from 'vitest';
import {
  POKEMON_ROUNDS_TABLE,
  POKEMON_SWISS_TABLE,
  pokemonRecommendedRounds,
  ROUND_COUNT_TABLE,
  roundsForOneUndefeated,
  suggestTopCut,
} from '../src/index.js';

describe('Choosing a round count (tournaments.md table)', () => {
  // Players | Rounds for one undefeated player | Pokémon TCG recommendation, from the page.
  const page: [number, number, number, number][] = [
    [4, 4, 2, 3],
    [5, 8, 3, 3],
    [9, 12, 4, 4],
    [13, 16, 4, 5],
    [17, 32, 5, 5],
    [33, 64, 6, 6],
    [65, 128, 7, 7],
    [129, 226, 8, 8],
    [227, 256, 8, 9],
    [257, 409, 9, 9],
    [410, 512, 9, 10],
    [513, 1024, 10, 10],
  ];
  it('the exported table is the page table', () => {
    expect(
      ROUND_COUNT_TABLE.map((r) => [
        r.minPlayers,
        r.maxPlayers,
        r.roundsForOneUndefeated,
        r.pokemonRecommendation,
      ]),
    ).toEqual(page);
  });
  it.each(page)(
    '%i to %i players: %i rounds for one undefeated, Pokémon recommends %i',
    (min, max, one, pokemon) => {
      for (const n of [min, max, Math.floor((min + max) / 2)]) {
        expect(roundsForOneUndefeated(n)).toBe(one);
        expect(pokemonRecommendedRounds(n)).toBe(pokemon);
      }
    },
  );
  it('with no draws, n rounds leave at most one undefeated player out of 2^n', () => {
    for (let n = 2; n <= 5000; n++)
      expect(2 ** roundsForOneUndefeated(n)).toBeGreaterThanOrEqual(n);
    expect(roundsForOneUndefeated(4096)).toBe(12);
    expect(roundsForOneUndefeated(4097)).toBe(13);
  });
  it('Decision: outside the table the Pokémon recommendation is undefined', () => {
    expect(pokemonRecommendedRounds(3)).toBeUndefined();
    expect(pokemonRecommendedRounds(1025)).toBeUndefined();
  });
});

describe('Play! Pokémon top cut chart (pokemon-swiss.md)', () => {
  it('the exported chart is the page chart', () => {
    expect(
      POKEMON_SWISS_TABLE.map((r) => [r.minPlayers, r.maxPlayers, r.rounds, r.topCut]),
    ).toEqual([
      [1, 8, 3, [2]],
      [9, 16, 4, [4, 2]],
      [17, 32, 5, [4, 2]],
      [33, 64, 6, [8, 4, 2]],
      [65, undefined, 7, [16, 8, 4, 2]],
    ]);
  });
  it('pokemon-swiss.md: "top 2 in anything 10 or below, top 4 anything above 10"', () => {
    for (let n = 2; n <= 10; n++) expect(suggestTopCut(n).suggested).toBe(2);
    for (let n = 11; n <= 32; n++) expect(suggestTopCut(n).suggested).toBe(4);
    expect(suggestTopCut(11)).toEqual({ rounds: 4, topCutSizes: [4, 2], suggested: 4 });
    expect(suggestTopCut(13)).toEqual({ rounds: 4, topCutSizes: [4, 2], suggested: 4 });
  });
  it('suggests the largest allowed cut within about 30% of the players, at least the top 2 / top 4 rule', () => {
    expect(suggestTopCut(8)).toEqual({ rounds: 3, topCutSizes: [2], suggested: 2 });
    expect(suggestTopCut(10)).toEqual({ rounds: 4, topCutSizes: [4, 2], suggested: 2 });
    expect(suggestTopCut(33)).toEqual({ rounds: 6, topCutSizes: [8, 4, 2], suggested: 8 });
    expect(suggestTopCut(16)).toEqual({ rounds: 4, topCutSizes: [4, 2], suggested: 4 });
    expect(suggestTopCut(40)).toEqual({ rounds: 6, topCutSizes: [8, 4, 2], suggested: 8 });
    expect(suggestTopCut(300)).toEqual({ rounds: 7, topCutSizes: [16, 8, 4, 2], suggested: 16 });
  });
  it('the rounds table (6-8: 3 ... 129-256: 8) is the page table', () => {
    expect(POKEMON_ROUNDS_TABLE.map((r) => [r.minPlayers, r.maxPlayers, r.rounds])).toEqual([
      [6, 8, 3],
      [9, 16, 4],
      [17, 32, 5],
      [33, 64, 6],
      [65, 128, 7],
      [129, 256, 8],
    ]);
  });
  it('Decision: the rounds table wins over the chart\'s "65 or more: 7" where it covers the count', () => {
    expect(suggestTopCut(200).rounds).toBe(8);
    expect(suggestTopCut(100).rounds).toBe(7);
    expect(suggestTopCut(257).rounds).toBe(7);
  });
});
