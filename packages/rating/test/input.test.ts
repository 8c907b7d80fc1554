import { describe, expect, it } from 'vitest';
import {
  parseRatings,
  RatingErrors,
  rate,
  ratePeriods,
  resolveRatingSettings,
} from '../src/index.js';

function fails(
  r: { ok: boolean; error?: { code: string; path?: string; message: string } },
  code: string,
  path?: string,
) {
  expect(r.ok).toBe(false);
  expect(r.error?.code).toBe(code);
  if (path !== undefined) expect(r.error?.path).toBe(path);
  expect(r.error?.message.length).toBeGreaterThan(10);
}

const g = { system: 'glicko2' } as const;

describe('settings', () => {
  it('fill in the defaults', () => {
    const r = resolveRatingSettings({ system: 'glicko2' });
    expect(r.ok && r.value).toEqual({
      system: 'glicko2',
      tau: 0.5,
      tolerance: 0.000001,
      maxIterations: 100,
      initialRating: 1500,
      initialDeviation: 350,
      initialVolatility: 0.06,
      maxDeviation: 350,
      provisionalDeviation: 110,
    });
    const e = resolveRatingSettings({ system: 'elo', kFactor: 24 });
    expect(e.ok && e.value).toEqual({
      system: 'elo',
      kFactor: [{ k: 24 }],
      scale: 400,
      initialRating: 1500,
    });
  });

  it.each([
    [null, ''],
    [[], ''],
    ['glicko2', ''],
    [{}, '/system'],
    [{ system: 'trueskill' }, '/system'],
    [{ system: 'glicko2', tau: 0 }, '/tau'],
    [{ system: 'glicko2', tau: '0.5' }, '/tau'],
    [{ system: 'glicko2', tolerance: -1 }, '/tolerance'],
    [{ system: 'glicko2', maxIterations: 2.5 }, '/maxIterations'],
    [{ system: 'glicko2', initialRating: Number.NaN }, '/initialRating'],
    [{ system: 'glicko2', initialDeviation: 400 }, '/initialDeviation'],
    [{ system: 'glicko2', initialVolatility: 0 }, '/initialVolatility'],
    [{ system: 'glicko2', k: 32 }, '/k'],
    [{ system: 'glicko2', 'a/b': 1 }, '/a~1b'],
    [{ system: 'elo', kFactor: 0 }, '/kFactor'],
    [{ system: 'elo', kFactor: [] }, '/kFactor'],
    [{ system: 'elo', kFactor: [null] }, '/kFactor/0'],
    [{ system: 'elo', kFactor: [{ k: 40, matchesBelow: 30 }] }, '/kFactor/0'],
    [
      { system: 'elo', kFactor: [{ k: 40, matchesBelow: -1 }, { k: 20 }] },
      '/kFactor/0/matchesBelow',
    ],
    [{ system: 'elo', kFactor: [{ k: 40, games: 3 }, { k: 20 }] }, '/kFactor/0/games'],
    [{ system: 'elo', kFactor: [{ matchesBelow: 3 }, { k: 20 }] }, '/kFactor/0/k'],
    [{ system: 'elo', scale: 0 }, '/scale'],
    [{ system: 'elo', tau: 0.5 }, '/tau'],
  ])('%j is rating/invalid-settings at %j', (input, path) => {
    fails(resolveRatingSettings(input), RatingErrors.invalidSettings, path);
    fails(rate({}, [], input), RatingErrors.invalidSettings, path);
  });
});

describe('ratings', () => {
  const good = { rating: 1500, deviation: 200, volatility: 0.06, matches: 0, change: 0 };
  it.each([
    [null, ''],
    [[good], ''],
    [{ ana: 1500 }, '/ana'],
    [{ ana: { ...good, rating: '1500' } }, '/ana/rating'],
    [{ ana: { ...good, rating: Number.POSITIVE_INFINITY } }, '/ana/rating'],
    [{ ana: { rating: 1500 } }, '/ana/deviation'],
    [{ ana: { ...good, deviation: 0 } }, '/ana/deviation'],
    [{ ana: { ...good, volatility: -0.06 } }, '/ana/volatility'],
    [{ ana: { ...good, matches: 1.5 } }, '/ana/matches'],
    [{ ana: { ...good, change: 'up' } }, '/ana/change'],
    [{ 'a/b': { ...good, matches: -1 } }, '/a~1b/matches'],
  ])('%j is rating/invalid-ratings at %j', (input, path) => {
    fails(rate(input, [], g), RatingErrors.invalidRatings, path);
    fails(parseRatings(input, g), RatingErrors.invalidRatings, path);
  });

  it('Elo needs only a rating; matches and change default to 0', () => {
    const r = parseRatings({ ana: { rating: 1612 } }, { system: 'elo' });
    expect(r.ok && r.value).toEqual({ ana: { rating: 1612, matches: 0, change: 0 } });
  });
});

describe('matches', () => {
  it.each([
    [null, ''],
    [{}, ''],
    [[null], '/0'],
    [[{ players: ['a'], score: 1 }], '/0/players'],
    [[{ players: 'ab', score: 1 }], '/0/players'],
    [[{ players: ['a', 3], score: 1 }], '/0/players/1'],
    [[{ players: ['', 'b'], score: 1 }], '/0/players/0'],
    [[{ players: ['a', 'b'] }], '/0/score'],
    [[{ players: ['a', 'b'], score: 2 }], '/0/score'],
    [[{ players: ['a', 'b'], score: '1' }], '/0/score'],
    [
      [
        { players: ['a', 'b'], score: 1 },
        { players: ['a', 'b'], score: 0.25 },
      ],
      '/1/score',
    ],
  ])('%j is rating/invalid-match at %j', (input, path) => {
    fails(rate({}, input, g), RatingErrors.invalidMatch, path);
  });

  it('a player cannot play themselves', () => {
    fails(rate({}, [{ players: ['a', 'a'], score: 1 }], g), RatingErrors.selfMatch, '/0/players');
  });
});

describe('ratePeriods', () => {
  it('rates periods in order and names the bad one in the path', () => {
    const two = ratePeriods(
      {},
      [[{ players: ['a', 'b'], score: 1 }], [{ players: ['a', 'b'], score: 1 }]],
      g,
    );
    const one = rate({}, [{ players: ['a', 'b'], score: 1 }], g);
    expect(two.ok && one.ok).toBe(true);
    if (two.ok && one.ok) {
      const again = rate(one.value, [{ players: ['a', 'b'], score: 1 }], g);
      expect(again.ok && again.value).toEqual(two.value);
    }
    fails(
      ratePeriods({}, [[], [{ players: ['a', 'a'], score: 1 }]], g),
      RatingErrors.selfMatch,
      '/1/0/players',
    );
    fails(ratePeriods({}, {}, g), RatingErrors.invalidMatch, '');
  });

  it('with no periods returns the ratings checked and unchanged', () => {
    const r = ratePeriods({ a: { rating: 1500, deviation: 80, volatility: 0.06 } }, [], g);
    expect(r.ok && r.value).toEqual({
      a: { rating: 1500, deviation: 80, volatility: 0.06, matches: 0, change: 0 },
    });
  });
});
