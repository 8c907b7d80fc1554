import type { ParticipantId } from '@tcgkit/core';

/** One round of a round robin: its pairings and who rests (odd player counts). */
export interface ScheduleRound {
  /** 1-based, counted across cycles. */
  readonly round: number;
  /** 1-based cycle. */
  readonly cycle: number;
  readonly pairings: readonly (readonly [ParticipantId, ParticipantId])[];
  /** The player who sits out this round, or `null` with an even count. */
  readonly rest: ParticipantId | null;
}

/**
 * A round robin schedule by the circle method: the first player stays put while the others
 * rotate one place each round, so everyone meets everyone exactly once per cycle. With an odd
 * count a placeholder joins and whoever meets it rests that round. With two or more cycles
 * every later cycle repeats the first with the sides swapped on every other cycle.
 *
 * @param players - the players in draw order
 * @param cycles - how many times everyone meets everyone (Round robin cycles), at least 1
 * @example
 * ```ts
 * import { roundRobinSchedule } from '@tcgkit/round-robin';
 * roundRobinSchedule(['ana', 'ben', 'cam', 'dee']).map((r) => r.pairings);
 * // [[['ana','dee'],['ben','cam']], [['cam','ana'],['dee','ben']], [['ana','ben'],['cam','dee']]]
 * ```
 */
export function roundRobinSchedule(players: readonly ParticipantId[], cycles = 1): ScheduleRound[] {
  if (!Number.isInteger(cycles) || cycles < 1) {
    throw new RangeError(`cycles must be a whole number of at least 1, got ${cycles}.`);
  }
  if (new Set(players).size !== players.length) {
    throw new RangeError('roundRobinSchedule needs distinct player ids.');
  }
  if (players.length < 2) return [];
  const circle: (ParticipantId | null)[] = [...players];
  if (circle.length % 2 === 1) circle.push(null);
  const n = circle.length;
  const first: { pairings: [ParticipantId, ParticipantId][]; rest: ParticipantId | null }[] = [];
  let ring = circle.slice(1);
  for (let r = 0; r < n - 1; r++) {
    const order = [circle[0] ?? null, ...ring];
    const pairings: [ParticipantId, ParticipantId][] = [];
    let rest: ParticipantId | null = null;
    for (let i = 0; i < n / 2; i++) {
      let a = order[i] ?? null;
      let b = order[n - 1 - i] ?? null;
      // Alternate the fixed player's side so nobody is always listed first.
      if (i === 0 && r % 2 === 1) [a, b] = [b, a];
      if (a === null) rest = b;
      else if (b === null) rest = a;
      else pairings.push([a, b]);
    }
    first.push({ pairings, rest });
    // Rotate clockwise: the last of the ring moves to its front.
    ring = [ring[ring.length - 1] ?? null, ...ring.slice(0, -1)];
  }
  const rounds: ScheduleRound[] = [];
  for (let c = 1; c <= cycles; c++) {
    for (const [i, r] of first.entries()) {
      rounds.push({
        round: (c - 1) * first.length + i + 1,
        cycle: c,
        pairings: r.pairings.map(([a, b]): readonly [ParticipantId, ParticipantId] =>
          c % 2 === 0 ? [b, a] : [a, b],
        ),
        rest: r.rest,
      });
    }
  }
  return rounds;
}
