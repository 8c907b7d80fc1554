import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import { createBracket, EliminationErrorCode, type EliminationState } from '../src/index.js';
import { players } from './helpers.js';

const seeds = (s: EliminationState) => s.participants.map((p) => p.id);
const create = (seeding: 'manual' | 'random' | 'rating' | 'prior-stage-results', extra = {}) =>
  createBracket({
    settings: { format: 'single-elimination', seeding },
    participants: players(8),
    ...extra,
  });

describe('Seeding method', () => {
  it('Manual and Prior stage results keep the order of the list, best first', () => {
    const list = ['p3', 'p1', 'p8', 'p2', 'p7', 'p4', 'p6', 'p5'].map((id) => ({ id }));
    for (const seeding of ['manual', 'prior-stage-results'] as const) {
      const s = unwrap(
        createBracket({ settings: { format: 'single-elimination', seeding }, participants: list }),
      );
      expect(seeds(s)).toEqual(list.map((p) => p.id));
      expect(s.rng).toBeNull();
      expect(s.matches[0]!.slots.map((x) => x.participantId)).toEqual(['p3', 'p5']);
    }
  });

  it('Rating puts the highest rating first; equal ratings keep the list order', () => {
    const list = [
      { id: 'a', rating: 1500 },
      { id: 'b', rating: 1700 },
      { id: 'c', rating: 1500 },
      { id: 'd', rating: 1900 },
    ];
    const s = unwrap(
      createBracket({
        settings: { format: 'single-elimination', seeding: 'rating' },
        participants: list,
      }),
    );
    expect(seeds(s)).toEqual(['d', 'b', 'a', 'c']);
    expect(s.participants.map((p) => p.seed)).toEqual([1, 2, 3, 4]);
    const missing = createBracket({
      settings: { format: 'single-elimination', seeding: 'rating' },
      participants: [{ id: 'a', rating: 1 }, { id: 'b' }],
    });
    expect(missing.ok ? 'ok' : [missing.error.code, missing.error.path]).toEqual([
      EliminationErrorCode.MissingRating,
      '/participants/1/rating',
    ]);
  });

  it('Random (the default) draws a seeded order: the same seed gives the same bracket, the state keeps the generator', () => {
    const a = unwrap(create('random', { seed: 'worlds-2026' }));
    const b = unwrap(create('random', { seed: 'worlds-2026' }));
    expect(seeds(a)).toEqual(seeds(b));
    expect(a.rng).not.toBeNull();
    expect([...seeds(a)].sort()).toEqual(seeds(unwrap(create('manual'))).sort());
    const others = ['x', 'y', 'z', 1, 2].map((seed) =>
      seeds(unwrap(create('random', { seed }))).join(),
    );
    expect(new Set([seeds(a).join(), ...others]).size).toBeGreaterThan(1);
    const byDefault = createBracket({
      settings: { format: 'single-elimination' },
      participants: players(4),
      seed: 7,
    });
    expect(unwrap(byDefault).settings.seeding).toBe('random');
  });

  it('Random without a seed is refused', () => {
    const r = createBracket({
      settings: { format: 'single-elimination' },
      participants: players(4),
    });
    expect(r.ok ? 'ok' : [r.error.code, r.error.path]).toEqual([
      EliminationErrorCode.MissingSeed,
      '/seed',
    ]);
    const nan = create('random', { seed: Number.NaN });
    expect(nan.ok ? 'ok' : nan.error.code).toBe(EliminationErrorCode.MissingSeed);
  });

  it('the qualification order defaults to the seed order and must list every player once', () => {
    expect(unwrap(create('manual')).qualificationOrder).toEqual(seeds(unwrap(create('manual'))));
    for (const bad of [
      ['p1'],
      ['p1', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'],
      ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'zz'],
    ]) {
      const r = create('manual', { qualificationOrder: bad });
      expect(r.ok ? 'ok' : [r.error.code, r.error.path]).toEqual([
        EliminationErrorCode.InvalidQualificationOrder,
        '/qualificationOrder',
      ]);
    }
  });
});
