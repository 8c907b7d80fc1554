import { unwrap } from '@tcgkit/core';
import { nextMatches } from '@tcgkit/elimination';
import { describe, expect, it } from 'vitest';
import * as t from '../src/index.js';

describe('README: Swiss plus top 8', () => {
  it('runs as written', () => {
    // --- README example (keep in sync) ---
    const {
      createTournament,
      registerParticipant,
      startTournament,
      pairStage,
      reportMatch,
      advanceStage,
      getStage,
    } = t;
    let event = unwrap(
      createTournament(
        {
          game: 'pokemon',
          stages: [
            { id: 'swiss', format: 'swiss' },
            { id: 'top8', format: 'single-elimination' },
          ],
          advancement: [
            {
              from: 'swiss',
              condition: { type: 'placement-range', from: 1, to: 8 },
              action: { type: 'advance', to: 'top8' },
            },
          ],
        },
        'regional-2026',
      ),
    );
    for (let i = 1; i <= 20; i++) event = unwrap(registerParticipant(event, { id: `player-${i}` }));
    event = unwrap(startTournament(event));
    for (let round = 1; round <= 5; round++) {
      event = unwrap(pairStage(event, 'swiss'));
      const swiss = getStage(event, 'swiss')?.engine;
      for (const m of swiss?.format === 'swiss' ? swiss.state.rounds[round - 1]!.matches : []) {
        event = unwrap(
          reportMatch(event, { stage: 'swiss', match: `R${round}-T${m.table}`, games: [2, 1] }),
        );
      }
    }
    event = unwrap(advanceStage(event, 'swiss')); // top 8 seeded 1st v 8th, 2nd v 7th...
    // --- end of README example ---
    const top8 = getStage(event, 'top8');
    expect(top8?.entrants).toHaveLength(8);
    expect(top8?.engine?.format === 'elimination' && nextMatches(top8.engine.state)).toHaveLength(
      4,
    );
  });
});
