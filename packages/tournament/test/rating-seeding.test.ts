import { describe, expect, it } from 'vitest';
import {
  createTournament,
  getStage,
  registerParticipant,
  replayTournament,
  startTournament,
  type TournamentSettingsInput,
  type TournamentState,
} from '../src/index.js';
import { must } from './helpers.js';

/** Ratings as `rate` of @tcgkit/rating returns them (Glicko-2). */
const glicko = (rating: number) => ({
  rating,
  deviation: 80,
  volatility: 0.06,
  matches: 10,
  change: 2,
});
const ratings = { ana: glicko(1650), cy: glicko(1800), ben: glicko(1500) };

function registered(settings: TournamentSettingsInput): TournamentState {
  let s = must(createTournament(settings, 'rated-seeding'));
  for (const p of [{ id: 'ana' }, { id: 'ben', rating: 2100 }, { id: 'cy' }, { id: 'dee' }])
    s = must(registerParticipant(s, p));
  return s;
}

const swissByRating: TournamentSettingsInput = {
  stages: [{ id: 'swiss', format: 'swiss', seeding: 'rating', settings: { rounds: 2 } }],
};
const bracketByRating: TournamentSettingsInput = {
  stages: [{ id: 'top4', format: 'single-elimination', seeding: 'rating' }],
};

function swissSeeds(state: TournamentState): string[] {
  const engine = getStage(state, 'swiss')!.engine!;
  if (engine.format !== 'swiss') throw new Error('swiss');
  return [...engine.state.players].sort((a, b) => a.initialSeed! - b.initialSeed!).map((p) => p.id);
}

describe('rating seeding from a @tcgkit/rating table, given at the start', () => {
  it('seeds a Swiss stage by the table (over registered ratings), a number for the unrated', () => {
    const s = must(startTournament(registered(swissByRating), { ratings, missingRating: 1700 }));
    expect(swissSeeds(s)).toEqual(['cy', 'dee', 'ana', 'ben']);
    expect(s.participants.map((p) => p.rating)).toEqual([1650, 1500, 1800, 1700]);
  });

  it('puts unrated players last by default, and records the ratings in the log so a replay seeds the same', () => {
    const s = must(
      startTournament(registered(swissByRating), { ratings: { cy: glicko(1800) }, by: 'to' }),
    );
    expect(swissSeeds(s)).toEqual(['ben', 'cy', 'ana', 'dee']);
    const start = s.log.at(-1)!;
    expect(start).toMatchObject({
      action: { type: 'start', ratings: { cy: { rating: 1800 } } },
      by: 'to',
    });
    expect(must(replayTournament(s.log))).toEqual(s);
  });

  it('refuses an unrated player with missingRating "error"', () => {
    const r = startTournament(registered(swissByRating), { ratings, missingRating: 'error' });
    expect(r.ok || r.error).toMatchObject({
      code: 'tournament/missing-rating',
      path: '/participants/3/rating',
    });
  });

  it('seeds an elimination stage by the table; unrated players go last instead of failing', () => {
    const s = must(startTournament(registered(bracketByRating), { ratings }));
    const engine = getStage(s, 'top4')!.engine!;
    if (engine.format !== 'elimination') throw new Error('elimination');
    expect(engine.state.participants.map((p) => p.id)).toEqual(['cy', 'ana', 'ben', 'dee']);
  });

  it('reports a bad table with its path', () => {
    const r = startTournament(registered(swissByRating), {
      ratings: { ana: { rating: Number.NaN } },
    });
    expect(r.ok || r.error).toMatchObject({
      code: 'core/invalid-ratings',
      path: '/ratings/ana/rating',
    });
  });
});
