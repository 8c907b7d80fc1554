import { createRng, type ParticipantId, type RngState } from '@tcgkit/core';
import type { Group } from './types.js';

/** The id of the group at `index`: A, B, ... Z, then AA, AB... */
export function groupId(index: number): string {
  let id = '';
  let n = index;
  do {
    id = String.fromCharCode(65 + (n % 26)) + id;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return id;
}

/**
 * Draws groups at random from the stage seed and deals the players out like cards: the shuffled
 * players go to group A, B, C... in turn, so group sizes differ by at most one. There is no
 * seeding by rating: ratings and seeds are ignored.
 *
 * @returns the groups, the deal order and the advanced PRNG state
 * @example
 * ```ts
 * import { seedRng } from '@tcgkit/core';
 * const { groups } = dealGroups(['a', 'b', 'c', 'd', 'e'], 2, seedRng('cup'));
 * groups.map((g) => g.playerIds.length); // [3, 2]
 * ```
 */
export function dealGroups(
  players: readonly ParticipantId[],
  groupCount: number,
  rng: RngState,
): { groups: Group[]; drawOrder: ParticipantId[]; rng: RngState } {
  if (!Number.isInteger(groupCount) || groupCount < 1) {
    throw new RangeError(`groupCount must be a whole number of at least 1, got ${groupCount}.`);
  }
  const generator = createRng(rng);
  const drawOrder = generator.shuffle(players);
  const members: ParticipantId[][] = Array.from({ length: groupCount }, () => []);
  drawOrder.forEach((id, i) => {
    members[i % groupCount]?.push(id);
  });
  const groups = members.map((playerIds, i) => {
    const id = groupId(i);
    return { id, name: `Group ${id}`, playerIds };
  });
  return { groups, drawOrder, rng: generator.snapshot() };
}
