import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import { createBracket, EliminationErrorCode, type EliminationState } from '../src/index.js';

const seeds = (s: EliminationState) => s.participants.map((p) => p.id);
/** Ratings as `rate` of @tcgkit/rating returns them (Glicko-2). */
const glicko = (rating: number) => ({
  rating,
  deviation: 70,
  volatility: 0.06,
  matches: 9,
  change: -3,
});

const participants = [{ id: 'a' }, { id: 'b', rating: 2000 }, { id: 'c' }, { id: 'd' }];
const ratings = { a: glicko(1600), b: glicko(1550), c: glicko(1800) };
const bracket = (extra: object) =>
  createBracket({
    settings: { format: 'single-elimination', seeding: 'rating' },
    participants,
    ...extra,
  });

describe('Rating seeding from a @tcgkit/rating table', () => {
  it('seeds by the table over a player’s own rating, and keeps the rating each was seeded by', () => {
    const s = unwrap(bracket({ ratings, missingRating: 1500 }));
    expect(seeds(s)).toEqual(['c', 'a', 'b', 'd']);
    expect(s.participants.map((p) => p.rating)).toEqual([1800, 1600, 1550, 1500]);
  });

  it('refuses an unrated player by default (missingRating "error")', () => {
    const r = bracket({ ratings });
    expect(r.ok || r.error).toMatchObject({
      code: EliminationErrorCode.MissingRating,
      path: '/participants/3/rating',
    });
  });

  it('puts unrated players after the rated, in list order, with missingRating "last"', () => {
    const s = unwrap(bracket({ ratings: { c: glicko(1800) }, missingRating: 'last' }));
    expect(seeds(s)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('rejects a table that is not ratings', () => {
    const r = bracket({ ratings: { a: { rating: 'high' } } });
    expect(r.ok || r.error).toMatchObject({
      code: 'core/invalid-ratings',
      path: '/ratings/a/rating',
    });
  });
});
