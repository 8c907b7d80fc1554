import { describe, expect, it } from 'vitest';
import { seedingRatings } from '../src/index.js';

const players = [{ id: 'ana' }, { id: 'ben', rating: 1400 }, { id: 'cy' }];

describe('seedingRatings', () => {
  it('takes the table first, then the player’s own rating, then the fallback', () => {
    const r = seedingRatings(
      players,
      { ana: { rating: 1700, deviation: 80 }, ben: { rating: 1450 } },
      1500,
    );
    expect(r).toEqual({
      ok: true,
      value: { ratings: [1700, 1450, 1500], unrated: [] },
      warnings: [],
    });
  });

  it('leaves unrated players out under last and error, by index', () => {
    for (const missing of ['last', 'error'] as const) {
      const r = seedingRatings(players, {}, missing);
      expect(r.ok && r.value).toEqual({ ratings: [undefined, 1400, undefined], unrated: [0, 2] });
    }
    expect(seedingRatings(players).ok && seedingRatings(players)).toMatchObject({
      value: { unrated: [0, 2] },
    });
  });

  it.each([
    [[], undefined, '/ratings', 'core/invalid-ratings'],
    ['x', undefined, '/ratings', 'core/invalid-ratings'],
    [{ ana: { rating: '1700' } }, undefined, '/ratings/ana/rating', 'core/invalid-ratings'],
    [{ ana: null }, undefined, '/ratings/ana/rating', 'core/invalid-ratings'],
    [{}, 'first', '/missingRating', 'core/invalid-missing-rating'],
    [{}, Number.NaN, '/missingRating', 'core/invalid-missing-rating'],
  ])('%j with missingRating %j is an error at %j', (table, missing, path, code) => {
    const r = seedingRatings(players, table, missing ?? 'last');
    expect(r.ok || r.error).toMatchObject({ code, path });
  });
});

describe('seedingRatings with seedBy: conservative (issue 36)', () => {
  const players = [{ id: 'est' }, { id: 'new' }, { id: 'elo' }, { id: 'own', rating: 1600 }];
  const table = {
    est: { rating: 1700, deviation: 60 },
    new: { rating: 1900, deviation: 300 },
    elo: { rating: 1650 },
  };

  it('seeds by rating − 2 × deviation where the table gives one, the rating otherwise', () => {
    const r = seedingRatings(players, table, 1500, 'conservative');
    expect(r.ok && r.value.ratings).toEqual([1580, 1300, 1650, 1600]);
    const plain = seedingRatings(players, table, 1500);
    expect(plain.ok && plain.value.ratings).toEqual([1700, 1900, 1650, 1600]);
    expect(seedingRatings(players, table, 1500, 'rating')).toEqual(plain);
  });

  it.each([
    [table, 'fast', 'core/invalid-seed-by', '/seedBy'],
    [
      { est: { rating: 1700, deviation: -1 } },
      'conservative',
      'core/invalid-ratings',
      '/ratings/est/deviation',
    ],
    [
      { est: { rating: 1700, deviation: 'wide' } },
      'rating',
      'core/invalid-ratings',
      '/ratings/est/deviation',
    ],
  ])('%j with seedBy %j is %s at %s', (t, seedBy, code, path) => {
    const r = seedingRatings(players, t, 1500, seedBy);
    expect(r.ok || [r.error.code, r.error.path]).toEqual([code, path]);
  });

  it('a huge deviation seeds last, never at -Infinity', () => {
    const r = seedingRatings(
      [{ id: 'x' }],
      { x: { rating: 0, deviation: Number.MAX_VALUE } },
      'last',
      'conservative',
    );
    expect(r.ok && Number.isFinite(r.value.ratings[0]!)).toBe(true);
  });
});
