import { createRng, type Result, type Rng, seedRng } from '@tcgkit/core';
import { nextMatches } from '@tcgkit/elimination';
import { expect } from 'vitest';
import {
  advanceStage,
  getStage,
  pairStage,
  registerParticipant,
  reportMatch,
  startTournament,
  type TournamentState,
} from '../src/index.js';

export function must<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.code}: ${result.error.message} (${result.error.path ?? ''})`);
  return result.value;
}

export function failsWith<T>(result: Result<T>, code: string, path?: string): void {
  expect(result.ok, result.ok ? 'expected an error' : '').toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe(code);
  if (path !== undefined) expect(result.error.path).toBe(path);
}

export const ids = (n: number, prefix = 'p'): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);

export function registerAll(state: TournamentState, players: readonly string[]): TournamentState {
  let s = state;
  for (const id of players) s = must(registerParticipant(s, { id, name: id.toUpperCase() }));
  return must(startTournament(s));
}

/** Plays every remaining Swiss round of a stage with seeded random decisive results (some draws when allowed). */
export function playSwiss(
  state: TournamentState,
  stage: string,
  rng: Rng,
  draws = false,
): TournamentState {
  let s = state;
  for (;;) {
    const engine = getStage(s, stage)?.engine;
    if (engine?.format !== 'swiss') throw new Error('not a swiss stage');
    if (engine.state.rounds.length >= engine.state.settings.rounds) return s;
    s = must(pairStage(s, stage));
    const paired = getStage(s, stage)?.engine;
    if (paired?.format !== 'swiss') throw new Error('not a swiss stage');
    const round = paired.state.rounds.at(-1);
    for (const m of round?.matches ?? []) {
      const x = rng.int(draws ? 5 : 4);
      const games: [number, number] =
        x === 0 ? [2, 0] : x === 1 ? [2, 1] : x === 2 ? [0, 2] : x === 3 ? [1, 2] : [1, 1];
      s = must(reportMatch(s, { stage, match: `R${round?.number}-T${m.table}`, games }));
    }
  }
}

/** Plays a bracket until its stage is complete: the better seed (slot 0) wins unless the rng says otherwise. */
export function playBracket(state: TournamentState, stage: string, rng: Rng): TournamentState {
  let s = state;
  for (let guard = 0; guard < 500; guard++) {
    const st = getStage(s, stage);
    if (st?.engine?.format !== 'elimination') throw new Error('not a bracket');
    if (st.status === 'complete') return s;
    const next = nextMatches(st.engine.state)[0];
    if (next === undefined) return s;
    const games: [number, number] = rng.int(3) === 0 ? [1, 2] : [2, 1];
    s = must(reportMatch(s, { stage, match: next.id, games }));
  }
  throw new Error('bracket did not finish');
}

export const rngFor = (seed: string): Rng => createRng(seedRng(seed));

export { advanceStage };
