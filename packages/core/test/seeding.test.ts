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
