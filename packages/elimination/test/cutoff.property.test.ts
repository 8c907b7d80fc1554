import { createRng, seedRng, unwrap } from '@tcgkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  continueBracket,
  createBracket,
  cutoffReached,
  dropParticipant,
  type EliminationSettings,
  type EliminationState,
  isComplete,
  nextMatches,
  placements,
  reportResult,
} from '../src/index.js';
import { players } from './helpers.js';

/** Plays every match the bracket offers, with seeded random winners, scores, forfeits and drops, until none is left. */
function playOn(state: EliminationState, seed: number, drops: boolean): EliminationState {
  const rng = createRng(seedRng(seed));
  let s = state;
  for (let guard = 0; guard < 2_000; guard++) {
    const ready = nextMatches(s);
    if (ready.length === 0) return s;
    const m = rng.pick(ready);
    const roll = rng.next();
    if (drops && roll < 0.04) {
      s = unwrap(dropParticipant(s, m.slots[rng.int(2)]!.participantId!));
    } else if (roll < 0.08) {
      s = unwrap(reportResult(s, m.id, { type: 'automatic-win', winner: rng.int(2) as 0 | 1 }));
    } else {
      const w = rng.int(2);
      s = unwrap(reportResult(s, m.id, { type: 'played', games: w === 0 ? [2, 1] : [0, 2] }));
    }
  }
  throw new Error('the bracket never finished');
}

const config = fc
  .record({
    n: fc.integer({ min: 3, max: 20 }),
    double: fc.boolean(),
    third: fc.boolean(),
    reset: fc.boolean(),
    shared: fc.integer({ min: 0, max: 3 }),
    cut: fc.integer({ min: 0, max: 1_000 }),
    drops: fc.boolean(),
    seed: fc.integer(),
  })
  .map((c) => {
    const settings: EliminationSettings = {
      format: c.double ? 'double-elimination' : 'single-elimination',
      seeding: 'manual',
      allowByes: true,
      ...(c.double
        ? { grandFinal: c.reset ? 'bracket-reset' : 'single-set' }
        : { thirdPlaceMatch: c.third }),
      // An early cutoff from 1 to n - 1; shared placements three times in four.
      earlyCutoff: 1 + (c.cut % (c.n - 1)),
      tiedPlacements: c.shared === 0 ? 'qualification-order' : 'shared',
    };
    return { ...c, settings };
  });

describe('property: no stage completes with an undecided player in its cut range (issue #17, point 9)', () => {
  it('2,000 random single and double elimination brackets with byes, shared placements, forfeits and drops', () => {
    let stopped = 0;
    let straddling = 0;
    fc.assert(
      fc.property(config, ({ n, settings, seed, drops }) => {
        const limit = settings.earlyCutoff as number;
        const created = unwrap(createBracket({ settings, participants: players(n) }));
        const done = playOn(created, seed, drops);
        expect(isComplete(done)).toBe(true);
        if (!cutoffReached(done)) return; // played to a champion (a cutoff of 1 does)
        stopped++;
        const cut = placements(done);
        const stillIn = cut.filter((r) => r.status === 'alive');
        // The cut never has to separate players who are still in.
        expect(stillIn.length).toBeGreaterThan(0);
        expect(stillIn.length).toBeLessThanOrEqual(limit);
        // Play the rest of the bracket out: whatever happens, every player still in at the stop
        // finishes inside the range together with everyone who shares their placement, and every
        // player already out keeps their placement.
        const end = playOn(unwrap(continueBracket(done)), seed + 1, false);
        const final = placements(end);
        const at = new Map(final.map((r) => [r.participantId, r.placement as number]));
        const sharing = (p: number) => final.filter((r) => r.placement === p).length;
        for (const r of cut) {
          const p = at.get(r.participantId) as number;
          if (r.status === 'alive') expect(p + sharing(p) - 1).toBeLessThanOrEqual(limit);
          else expect(p).toBe(r.placement);
        }
        // Only players knocked out together at the stop can share a placement across the line.
        const across = final.filter((r) => {
          const p = r.placement as number;
          return p <= limit && p + sharing(p) - 1 > limit;
        });
        if (across.length > 0) straddling++;
        for (const r of across) {
          expect(cut.find((c) => c.participantId === r.participantId)?.status).toBe('eliminated');
        }
      }),
      { numRuns: 2_000, seed: 17 },
    );
    // The runs reach both kinds of stop: exact cuts and shared placements across the line.
    expect(stopped).toBeGreaterThan(1_000);
    expect(straddling).toBeGreaterThan(100);
  }, 120_000);
});
