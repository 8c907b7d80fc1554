// The README's example, run: rate a finished event's public Swiss rounds, show the ladder, and
// seed the next event by it.
import { createRng, type Result, seedRng } from '@tcgkit/core';
import {
  advanceStage,
  createTournament,
  getStage,
  pairStage,
  registerParticipant,
  reportMatch,
  startTournament,
  type TournamentState,
} from '@tcgkit/tournament';
import { expect, it } from 'vitest';
import { type Ratings, rate, ratingPeriodFromEvent, toLadderView } from '../src/index.js';

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function finishedSwiss(players: string[]): TournamentState {
  let s = must(
    createTournament(
      { visibility: 'public', stages: [{ id: 'swiss', format: 'swiss', settings: { rounds: 3 } }] },
      'night',
    ),
  );
  for (const id of players) s = must(registerParticipant(s, { id }));
  s = must(startTournament(s));
  const rng = createRng(seedRng('games'));
  for (let round = 1; round <= 3; round++) {
    s = must(pairStage(s, 'swiss'));
    const engine = getStage(s, 'swiss')!.engine!;
    if (engine.format !== 'swiss') throw new Error('swiss');
    for (const m of engine.state.rounds.at(-1)!.matches)
      s = must(
        reportMatch(s, {
          stage: 'swiss',
          match: `R${round}-T${m.table}`,
          games: rng.int(2) ? [2, 0] : [0, 2],
        }),
      );
  }
  s = must(advanceStage(s, 'swiss'));
  return s;
}

it('README: rate a finished event, show the ladder, seed the next event by it', () => {
  const players = ['ana', 'ben', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal'];
  const finishedEvent = finishedSwiss(players);
  expect(finishedEvent.status).toBe('complete');

  let ladder: Ratings = {};
  const period = ratingPeriodFromEvent(finishedEvent);
  if (period.ok) {
    const next = rate(ladder, period.value, { system: 'glicko2' });
    if (next.ok) ladder = next.value;
  }
  expect(Object.keys(ladder).sort()).toEqual([...players].sort());
  expect(period.ok && period.value).toHaveLength(12);

  const view = must(toLadderView(ladder, { names: { ana: 'Ana' } }));
  expect(view.rows).toHaveLength(8);
  expect(view.rows[0]!.rating).toBeGreaterThan(1500);
  expect(view.rows.find((r) => r.participantId === 'ana')!.name).toBe('Ana');

  let nextEvent = must(
    createTournament({ stages: [{ id: 'swiss', format: 'swiss', seeding: 'rating' }] }, 'next'),
  );
  for (const id of [...players, 'newcomer'])
    nextEvent = must(registerParticipant(nextEvent, { id }));
  const started = must(startTournament(nextEvent, { ratings: ladder, missingRating: 1500 }));
  const engine = getStage(started, 'swiss')!.engine!;
  if (engine.format !== 'swiss') throw new Error('swiss');
  const bySeed = [...engine.state.players].sort((a, b) => a.initialSeed! - b.initialSeed!);
  expect(bySeed[0]!.id).toBe(view.rows[0]!.participantId);
  expect(engine.state.players.find((p) => p.id === 'newcomer')!.rating).toBe(1500);
});
