import { createRng, type Participant, type Rng, seedRng, unwrap } from '@tcgkit/core';
import {
  type CreateBracketInput,
  createBracket,
  type EliminationSettings,
  type EliminationState,
  nextMatches,
  reportWinner,
} from '../src/index.js';

/** Players `p1`..`pn`, in seed order. */
export function players(n: number): Participant[] {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
}

/** A bracket seeded in list order (`p1` is seed 1). */
export function bracket(
  n: number,
  settings: Partial<EliminationSettings> = {},
  extra: Partial<CreateBracketInput> = {},
): EliminationState {
  return unwrap(
    createBracket({
      settings: { format: 'single-elimination', seeding: 'manual', ...settings },
      participants: players(n),
      ...extra,
    }),
  );
}

/** The seed number of `p7`-style ids. */
export const seedOf = (id: string): number => Number(id.slice(1));

/** Plays every match the bracket offers until none is left, the winner chosen by `pick`. */
export function playOut(
  state: EliminationState,
  pick: (a: string, b: string, matchId: string) => string = (a, b) =>
    seedOf(a) < seedOf(b) ? a : b,
  after?: (s: EliminationState) => void,
): EliminationState {
  for (;;) {
    const ready = nextMatches(state);
    if (ready.length === 0) return state;
    for (const m of ready) {
      const a = m.slots[0].participantId!;
      const b = m.slots[1].participantId!;
      state = unwrap(reportWinner(state, m.id, pick(a, b, m.id), [2, 1]));
      after?.(state);
    }
  }
}

/** A random winner picker driven by a seeded generator. */
export function randomPicker(seed: string | number): (a: string, b: string) => string {
  const rng: Rng = createRng(seedRng(seed));
  return (a, b) => (rng.next() < 0.5 ? a : b);
}

/** Freezes a value and everything in it, so a test fails if an operation mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Placement of each player, keyed by id. */
export function placementMap(
  state: EliminationState,
  placementsOf: (s: EliminationState) => { participantId: string; placement: number | null }[],
): Record<string, number | null> {
  return Object.fromEntries(placementsOf(state).map((p) => [p.participantId, p.placement]));
}
