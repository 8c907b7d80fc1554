import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  createBracket,
  getMatch,
  nextMatches,
  placements,
  reportResult,
  reportWinner,
  toBracketView,
} from '../src/index.js';

describe('README examples', () => {
  it('A top 8 (single elimination after Swiss)', () => {
    const swissTop8 = ['ana', 'ben', 'cam', 'dee', 'eli', 'fay', 'gus', 'hal'];
    let top8 = unwrap(
      createBracket({
        settings: {
          format: 'single-elimination',
          seeding: 'prior-stage-results',
          thirdPlaceMatch: true,
        },
        participants: swissTop8.map((id) => ({ id })),
      }),
    );
    expect(nextMatches(top8).map((m) => m.slots.map((s) => s.participantId))).toEqual([
      ['ana', 'hal'],
      ['dee', 'eli'],
      ['ben', 'gus'],
      ['cam', 'fay'],
    ]);
    top8 = unwrap(reportWinner(top8, 'W1.1', 'ana', [2, 1]));
    for (;;) {
      const [m] = nextMatches(top8);
      if (m === undefined) break;
      top8 = unwrap(reportWinner(top8, m.id, m.slots[0].participantId!));
    }
    expect(placements(top8).map((p) => p.placement)).toEqual([1, 2, 3, 4, 5, 5, 5, 5]);
  });

  it('A double elimination with a bracket reset', () => {
    let bracket = unwrap(
      createBracket({
        settings: { format: 'double-elimination', grandFinal: 'bracket-reset', seeding: 'random' },
        participants: [{ id: 'ana' }, { id: 'ben' }, { id: 'cam' }, { id: 'dee' }],
        seed: 'locals-2026-05-02',
      }),
    );
    bracket = unwrap(reportResult(bracket, 'W1.1', { type: 'played', games: [2, 0] }));
    expect(getMatch(bracket, 'GF2')?.conditional).toBe(true);
    expect(toBracketView(bracket).rounds.map((r) => r.name)).toEqual([
      'Winners semifinals',
      'Winners final',
      'Losers round 1',
      'Losers final',
      'Grand final',
      'Grand final reset',
    ]);
  });
});
