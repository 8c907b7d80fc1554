// The match graph of an elimination bracket: which matches exist, their slots, and where each
// winner and loser goes. Pixel placement of a drawn bracket is @tcgkit/elements' bracket/pixel-layout.ts.
import type { BracketSection } from '@tcgkit/core';
import { seedOrder } from './seed-order.js';
import type {
  EliminationFormat,
  EliminationMatch,
  GrandFinalMode,
  SlotOrigin,
  SlotRef,
} from './types.js';

/** A match being built: every field writable. */
export interface DraftMatch {
  id: string;
  section: BracketSection;
  round: number;
  number: number;
  slots: [DraftSlot, DraftSlot];
  winnerTo: SlotRef | null;
  loserTo: SlotRef | null;
  conditional: boolean;
  skipped: boolean;
  result: EliminationMatch['result'];
}

/** A slot being built. */
export interface DraftSlot {
  origin: SlotOrigin;
  bye: boolean;
  participantId: string | null;
}

/** The shape of a bracket, before any player is placed. */
export interface LayoutOptions {
  readonly format: EliminationFormat;
  readonly size: number;
  readonly participantCount: number;
  readonly thirdPlaceMatch: boolean;
  readonly grandFinal: GrandFinalMode;
}

/** `W2.3`, `L1.1`... */
export const matchId = (prefix: string, round: number, n: number): string =>
  `${prefix}${round}.${n}`;

function draft(
  id: string,
  section: BracketSection,
  round: number,
  number: number,
  origins: [SlotOrigin, SlotOrigin],
): DraftMatch {
  const slot = (origin: SlotOrigin): DraftSlot => ({ origin, bye: false, participantId: null });
  return {
    id,
    section,
    round,
    number,
    slots: [slot(origins[0]), slot(origins[1])],
    winnerTo: null,
    loserTo: null,
    conditional: false,
    skipped: false,
    result: null,
  };
}

/**
 * How the losers of winners round `round` (2 and up) are placed into their losers round, as the
 * target match number (1-based) of the loser of each winners match in order. The orders cycle
 * through reverse, half shift and reverse half shift (round 2 reverse, round 3 half shift, round
 * 4 reverse half shift, round 5 reverse again...). Each sends a dropping player to a part of the
 * losers bracket fed from another part of the winners bracket; the three-step cycle is the one
 * that, over random brackets of 8 to 256 players, kept rematches latest and fewest of the orders
 * tried (see the package README).
 *
 * @example
 * ```ts
 * import { dropOrder } from '@tcgkit/elimination';
 * dropOrder(2, 4); // [4, 3, 2, 1]: the loser of W2.1 plays in L2.4
 * dropOrder(3, 4); // [3, 4, 1, 2]
 * ```
 */
export function dropOrder(round: number, count: number): number[] {
  const out: number[] = [];
  const kind = (round - 2) % 3;
  for (let i = 0; i < count; i++) {
    const half = count === 1 ? 0 : (i + count / 2) % count;
    const target = kind === 0 ? count - 1 - i : kind === 1 ? half : count - 1 - half;
    out.push(target + 1);
  }
  return out;
}

/**
 * Builds every match of a bracket, in an order where each match comes after the matches that
 * feed it: winners rounds, losers rounds, grand final(s), third-place match. Slots hold their
 * origins and structural byes; no player is placed yet.
 */
export function buildLayout(options: LayoutOptions): DraftMatch[] {
  const { size, format } = options;
  const rounds = Math.log2(size);
  const matches: DraftMatch[] = [];
  const byId = new Map<string, DraftMatch>();
  const add = (m: DraftMatch): DraftMatch => {
    matches.push(m);
    byId.set(m.id, m);
    return m;
  };
  const link = (from: string, kind: 'winner' | 'loser', to: SlotRef): void => {
    const m = byId.get(from)!;
    if (kind === 'winner') m.winnerTo = to;
    else m.loserTo = to;
  };

  // Winners bracket (the whole bracket for single elimination).
  const order = seedOrder(size);
  for (let r = 1; r <= rounds; r++) {
    const count = size >> r;
    for (let i = 1; i <= count; i++) {
      const id = matchId('W', r, i);
      if (r === 1) {
        add(
          draft(id, 'winners', 1, i, [
            { type: 'seed', seed: order[2 * i - 2]! },
            { type: 'seed', seed: order[2 * i - 1]! },
          ]),
        );
      } else {
        const a = matchId('W', r - 1, 2 * i - 1);
        const b = matchId('W', r - 1, 2 * i);
        add(
          draft(id, 'winners', r, i, [
            { type: 'winner', matchId: a },
            { type: 'winner', matchId: b },
          ]),
        );
        link(a, 'winner', { matchId: id, slot: 0 });
        link(b, 'winner', { matchId: id, slot: 1 });
      }
    }
  }
  const winnersFinal = matchId('W', rounds, 1);

  if (format === 'single-elimination') {
    if (options.thirdPlaceMatch && rounds >= 2) {
      const a = matchId('W', rounds - 1, 1);
      const b = matchId('W', rounds - 1, 2);
      add(
        draft('3P', 'third-place', 1, 1, [
          { type: 'loser', matchId: a },
          { type: 'loser', matchId: b },
        ]),
      );
      link(a, 'loser', { matchId: '3P', slot: 0 });
      link(b, 'loser', { matchId: '3P', slot: 1 });
    }
  } else {
    // Losers bracket: 2 * (rounds - 1) rounds. Odd rounds pair the survivors among themselves
    // (round 1 pairs the losers of winners round 1); even round 2k takes the survivors of round
    // 2k - 1 in slot 0 and the losers of winners round k + 1 in slot 1.
    const losersRounds = 2 * (rounds - 1);
    for (let lr = 1; lr <= losersRounds; lr++) {
      if (lr === 1) {
        const count = size >> 2;
        for (let i = 1; i <= count; i++) {
          const id = matchId('L', 1, i);
          const a = matchId('W', 1, 2 * i - 1);
          const b = matchId('W', 1, 2 * i);
          add(
            draft(id, 'losers', 1, i, [
              { type: 'loser', matchId: a },
              { type: 'loser', matchId: b },
            ]),
          );
          link(a, 'loser', { matchId: id, slot: 0 });
          link(b, 'loser', { matchId: id, slot: 1 });
        }
      } else if (lr % 2 === 0) {
        const wr = lr / 2 + 1;
        const count = size >> wr;
        const perm = dropOrder(wr, count);
        const incoming = new Array<number>(count + 1);
        perm.forEach((target, index) => {
          incoming[target] = index + 1;
        });
        for (let i = 1; i <= count; i++) {
          const id = matchId('L', lr, i);
          const prev = matchId('L', lr - 1, i);
          const dropper = matchId('W', wr, incoming[i]!);
          add(
            draft(id, 'losers', lr, i, [
              { type: 'winner', matchId: prev },
              { type: 'loser', matchId: dropper },
            ]),
          );
          link(prev, 'winner', { matchId: id, slot: 0 });
          link(dropper, 'loser', { matchId: id, slot: 1 });
        }
      } else {
        const count = size >> ((lr + 1) / 2 + 1);
        for (let i = 1; i <= count; i++) {
          const id = matchId('L', lr, i);
          const a = matchId('L', lr - 1, 2 * i - 1);
          const b = matchId('L', lr - 1, 2 * i);
          add(
            draft(id, 'losers', lr, i, [
              { type: 'winner', matchId: a },
              { type: 'winner', matchId: b },
            ]),
          );
          link(a, 'winner', { matchId: id, slot: 0 });
          link(b, 'winner', { matchId: id, slot: 1 });
        }
      }
    }
    const losersSide: SlotOrigin =
      losersRounds === 0
        ? { type: 'loser', matchId: winnersFinal }
        : { type: 'winner', matchId: matchId('L', losersRounds, 1) };
    add(draft('GF1', 'grand-final', 1, 1, [{ type: 'winner', matchId: winnersFinal }, losersSide]));
    link(winnersFinal, 'winner', { matchId: 'GF1', slot: 0 });
    link(losersSide.matchId, losersSide.type, { matchId: 'GF1', slot: 1 });
    if (options.grandFinal === 'bracket-reset') {
      const reset = add(
        draft('GF2', 'grand-final', 2, 1, [
          { type: 'winner', matchId: 'GF1' },
          { type: 'loser', matchId: 'GF1' },
        ]),
      );
      reset.conditional = true;
    }
  }

  // Structural byes: a seed beyond the player count; the winner of a match whose two sides are
  // byes; the loser of a match with at least one bye.
  const seedBye = (seed: number) => seed > options.participantCount;
  for (const m of matches) {
    for (const slot of m.slots) {
      const o = slot.origin;
      if (o.type === 'seed') slot.bye = seedBye(o.seed);
      else {
        const from = byId.get(o.matchId)!;
        const byes = (from.slots[0].bye ? 1 : 0) + (from.slots[1].bye ? 1 : 0);
        slot.bye = o.type === 'winner' ? byes === 2 : byes >= 1;
      }
    }
  }
  return matches;
}
