/**
 * A TOM top cut as a `@tcgkit/elimination` bracket.
 * @module
 */
import { type Issue, issue, type ParticipantId } from '@tcgkit/core';
import { createBracket, type EliminationState, reportWinner } from '@tcgkit/elimination';
import { InteropErrors } from './errors.js';
import type { TopCutMatch } from './tom-types.js';

/**
 * Builds the bracket: seeds from `seedOf` (TOM's `<seed>`) when every qualifier has one, else
 * the Swiss order `swissOrder`; then each reported result, round by round. `undefined` (with a
 * warning) when the cut's pairings do not fit a standard seeded bracket.
 */
export function topCutBracket(
  rounds: readonly (readonly TopCutMatch[])[],
  seedOf: ReadonlyMap<ParticipantId, number>,
  swissOrder: readonly ParticipantId[],
  names: ReadonlyMap<ParticipantId, string>,
  path: string,
  warnings: Issue[],
): EliminationState | undefined {
  const first = rounds[0];
  if (first === undefined || first.length === 0) return undefined;
  const qualifiers = first.flatMap((m) => [...m.players]);
  const rank = new Map(swissOrder.map((id, i) => [id, i] as const));
  const bySeed = qualifiers.every((id) => seedOf.has(id));
  const ordered = [...qualifiers].sort((a, b) =>
    bySeed
      ? (seedOf.get(a) as number) - (seedOf.get(b) as number)
      : (rank.get(a) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b) ?? Number.MAX_SAFE_INTEGER),
  );
  const warn = (why: string): undefined => {
    warnings.push(
      issue(InteropErrors.tomTopCutLayout, `The top cut is not read as a bracket: ${why}`, path),
    );
    return undefined;
  };
  const created = createBracket({
    settings: {
      format: 'single-elimination',
      seeding: 'manual',
      thirdPlaceMatch: false,
      allowByes: true,
    },
    participants: ordered.map((id, i) => ({ id, name: names.get(id) ?? id, seed: i + 1 })),
    seed: 'tom-top-cut',
  });
  if (!created.ok) return warn(created.error.message);
  let state = created.value;
  const key = (a: ParticipantId, b: ParticipantId): string =>
    a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
  for (const [r, round] of rounds.entries()) {
    const open = new Map<string, string>();
    for (const m of state.matches) {
      const [x, y] = m.slots;
      if (m.result === null && x.participantId !== null && y.participantId !== null) {
        open.set(key(x.participantId, y.participantId), m.id);
      }
    }
    for (const m of round) {
      const id = open.get(key(m.players[0], m.players[1]));
      if (id === undefined) {
        return warn(
          `round ${r + 1} pairs ${m.players[0]} with ${m.players[1]}, who do not meet there in a bracket seeded ${bySeed ? 'by TOM’s seeds' : 'by the Swiss standings'}.`,
        );
      }
      if (m.winner === undefined) continue;
      const next = reportWinner(state, id, m.players[m.winner]);
      if (!next.ok) return warn(next.error.message);
      state = next.value;
    }
  }
  return state;
}
