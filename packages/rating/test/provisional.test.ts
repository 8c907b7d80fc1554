import type { Result } from '@tcgkit/core';
import { createBracket } from '@tcgkit/elimination';
import {
  createTournament,
  getStage,
  registerParticipant,
  startTournament,
} from '@tcgkit/tournament';
import { describe, expect, it } from 'vitest';
import { GLICKO2_DEFAULTS, type Ratings, rate, ratePeriods } from '../src/index.js';

function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/**
 * 16 established players (p01 strongest) after a season of 12 weekly periods, then a newcomer
 * who wins their first two matches against mid-table players: the case.
 */
function season(): { ladder: Ratings; newcomer: string } {
  const ids = Array.from({ length: 16 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);
  const weeks = Array.from({ length: 12 }, (_, w) =>
    ids.flatMap((a, i) =>
      ids
        .slice(i + 1)
        .filter((_, k) => (i + k + w) % 5 === 0)
        .map((b) => ({ players: [a, b] as const, score: 1 as const })),
    ),
  );
  const established = must(ratePeriods({}, weeks, { system: 'glicko2' }));
  const ladder = must(
    rate(
      established,
      [
        { players: ['new', 'p08'], score: 1 },
        { players: ['new', 'p09'], score: 1 },
      ],
      { system: 'glicko2' },
    ),
  );
  return { ladder, newcomer: 'new' };
}

describe('provisional players (issue 36)', () => {
  const { ladder, newcomer } = season();

  it(`marks a rating whose deviation is above ${GLICKO2_DEFAULTS.provisionalDeviation} as provisional`, () => {
    const n = ladder[newcomer]!;
    expect(n.deviation!).toBeGreaterThan(GLICKO2_DEFAULTS.provisionalDeviation);
    expect(n.provisional).toBe(true);
    for (const id of Object.keys(ladder).filter((x) => x !== newcomer)) {
      expect(ladder[id]!.deviation!).toBeLessThanOrEqual(GLICKO2_DEFAULTS.provisionalDeviation);
      expect('provisional' in ladder[id]!).toBe(false);
    }
  });

  it('the threshold is a setting', () => {
    const strict = must(rate(ladder, [], { system: 'glicko2', provisionalDeviation: 40 }));
    expect(Object.values(strict).every((p) => p.provisional === true)).toBe(true);
  });

  it('by raw rating the newcomer (2017 ± 239) seeds 6th of 17, over both players they beat; conservatively (rating − 2·RD) 10th, under both', () => {
    const byRating = Object.keys(ladder).sort((a, b) => ladder[b]!.rating - ladder[a]!.rating);
    expect(byRating.indexOf(newcomer)).toBe(5);
    expect(byRating.indexOf(newcomer)).toBeLessThan(byRating.indexOf('p08'));
    const conservative = (id: string) => ladder[id]!.rating - 2 * ladder[id]!.deviation!;
    const bySafe = Object.keys(ladder).sort((a, b) => conservative(b) - conservative(a));
    expect(bySafe.indexOf(newcomer)).toBe(9);
    expect(bySafe.indexOf(newcomer)).toBeGreaterThan(bySafe.indexOf('p09'));

    // The same through @tcgkit/tournament (Swiss first stage) with seedBy: 'conservative'.
    let event = must(
      createTournament({ stages: [{ id: 'swiss', format: 'swiss', seeding: 'rating' }] }, 'seeded'),
    );
    for (const id of Object.keys(ladder)) event = must(registerParticipant(event, { id }));
    const seedOf = (state: typeof event) => {
      const engine = getStage(state, 'swiss')!.engine!;
      if (engine.format !== 'swiss') throw new Error('swiss');
      return [...engine.state.players]
        .sort((a, b) => a.initialSeed! - b.initialSeed!)
        .map((p) => p.id);
    };
    const raw = seedOf(must(startTournament(event, { ratings: ladder })));
    const safe = seedOf(must(startTournament(event, { ratings: ladder, seedBy: 'conservative' })));
    expect(raw).toEqual(byRating);
    expect(safe).toEqual(bySafe);

    // And a bracket seeded directly by @tcgkit/elimination.
    const bracket = must(
      createBracket({
        settings: { format: 'single-elimination', seeding: 'rating', allowByes: true },
        participants: Object.keys(ladder).map((id) => ({ id })),
        ratings: ladder,
        seedBy: 'conservative',
      }),
    );
    expect(bracket.participants.map((p) => p.id)).toEqual(bySafe);
  });
});
