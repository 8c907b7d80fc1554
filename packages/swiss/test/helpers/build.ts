import { seedRng, unwrap } from '@tcgkit/core';
import {
  defaultSwissSettings,
  loadSwissStage,
  type SwissSettings,
  type SwissStage,
} from '../../src/index.js';

/** One hand-written round: `[a, b, gamesA, gamesB]` matches and an optional bye. */
export interface RoundSpec {
  readonly matches: readonly (readonly [string, string, number, number])[];
  readonly bye?: string;
}

/** A running stage with the given players (seeded in order) and already played rounds. */
export function buildStage(
  ids: readonly string[],
  rounds: readonly RoundSpec[],
  settings: Partial<SwissSettings> = {},
): SwissStage {
  const state = {
    schemaVersion: 1,
    seed: 'built',
    rng: seedRng('built'),
    settings: { ...defaultSwissSettings, ...settings },
    status: 'running',
    players: ids.map((id, i) => ({ id, initialSeed: i + 1 })),
    rounds: rounds.map((r, k) => ({
      number: k + 1,
      matches: r.matches.map(([a, b, ga, gb], t) => ({
        table: t + 1,
        players: [a, b],
        result: { games: [ga, gb] },
      })),
      ...(r.bye === undefined ? {} : { bye: r.bye }),
    })),
  };
  return unwrap(loadSwissStage(JSON.parse(JSON.stringify(state))));
}
