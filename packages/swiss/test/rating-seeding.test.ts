import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  createSwissStage,
  pairNextRound,
  registerPlayers,
  type StartOptions,
  startStage,
} from '../src/index.js';

/** Ratings as `rate` of @tcgkit/rating returns them (Glicko-2). */
const glicko = (rating: number) => ({
  rating,
  deviation: 90,
  volatility: 0.06,
  matches: 12,
  change: 4,
});

function stageWith(
  players: { id: string; rating?: number }[],
  seeding: 'rating' | 'manual' = 'rating',
) {
  const created = unwrap(
    createSwissStage({ firstRoundSeeding: seeding, pairingStyle: 'adjacent' }, { seed: 'r' }),
  );
  return unwrap(registerPlayers(created, players));
}

const seedOrder = (stage: ReturnType<typeof stageWith>) =>
  [...stage.players].sort((a, b) => a.initialSeed! - b.initialSeed!).map((p) => p.id);

describe('rating seeding from a @tcgkit/rating table', () => {
  const players = [{ id: 'ana' }, { id: 'ben', rating: 1900 }, { id: 'cy' }, { id: 'dee' }];
  const ratings = { ana: glicko(1650), cy: glicko(1720), ben: glicko(1500) };

  it('seeds by the table, over a player’s own rating, and stores the rating each was seeded by', () => {
    const started = unwrap(startStage(stageWith(players), { ratings, missingRating: 1600 }));
    expect(seedOrder(started)).toEqual(['cy', 'ana', 'dee', 'ben']);
    expect(started.players.map((p) => p.rating)).toEqual([1650, 1500, 1720, 1600]);
    const round = unwrap(pairNextRound(started)).rounds[0]!;
    expect(round.matches.map((m) => m.players)).toEqual([
      ['cy', 'ana'],
      ['dee', 'ben'],
    ]);
  });

  it('puts unrated players last, in registration order, by default (missingRating "last")', () => {
    const started = unwrap(startStage(stageWith([...players, { id: 'eve' }]), { ratings }));
    expect(seedOrder(started)).toEqual(['cy', 'ana', 'ben', 'dee', 'eve']);
    expect(started.players.find((p) => p.id === 'dee')!.rating).toBeUndefined();
  });

  it('refuses an unrated player with missingRating "error"', () => {
    const r = startStage(stageWith(players), { ratings, missingRating: 'error' });
    expect(r.ok || r.error).toMatchObject({
      code: 'swiss/missing-rating',
      path: '/players/3/rating',
    });
  });

  it.each<[StartOptions, string, string]>([
    [{ ratings: [] as never }, 'core/invalid-ratings', '/ratings'],
    [{ ratings: { ana: { rating: Number.NaN } } }, 'core/invalid-ratings', '/ratings/ana/rating'],
    [{ missingRating: 'first' as never }, 'core/invalid-missing-rating', '/missingRating'],
  ])('bad options %j are %s at %s', (options, code, path) => {
    const r = startStage(stageWith(players), options);
    expect(r.ok || r.error).toMatchObject({ code, path });
  });

  it('leaves other seedings alone', () => {
    const manual = stageWith(
      players.map((p, i) => ({ ...p, seed: i + 1 })),
      'manual',
    );
    const started = unwrap(startStage(manual, { ratings, missingRating: 'error' }));
    expect(seedOrder(started)).toEqual(['ana', 'ben', 'cy', 'dee']);
    expect(started.players[0]!.rating).toBeUndefined();
  });
});

describe('conservative rating seeding (issue 36)', () => {
  it('seedBy: conservative seeds by rating − 2 × deviation: an uncertain newcomer goes under an established player', () => {
    const players = [{ id: 'est' }, { id: 'new' }, { id: 'mid' }, { id: 'low' }];
    const ratings = {
      est: { ...glicko(1700), deviation: 60 },
      new: { ...glicko(1900), deviation: 300 },
      mid: { ...glicko(1450), deviation: 50 },
      low: { ...glicko(1200), deviation: 50 },
    };
    const plain = unwrap(startStage(stageWith(players), { ratings }));
    const safe = unwrap(startStage(stageWith(players), { ratings, seedBy: 'conservative' }));
    expect(seedOrder(plain)).toEqual(['new', 'est', 'mid', 'low']);
    expect(seedOrder(safe)).toEqual(['est', 'mid', 'new', 'low']);
    expect(safe.players.find((p) => p.id === 'new')!.rating).toBe(1300);
    const bad = startStage(stageWith(players), { ratings, seedBy: 'safe' as never });
    expect(bad.ok || bad.error.code).toBe('core/invalid-seed-by');
  });
});
