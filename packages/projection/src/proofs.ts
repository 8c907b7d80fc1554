/**
 * The proofs: locked, eliminated, a safe draw and the records that lock or eliminate. Points
 * only, with every tie on points counted against the player, so no tiebreaker can overturn them.
 * @module
 */

import { A_WINS, B_WINS, DRAW, gainOf, outcomesOf, type Situation } from './situation.js';
import type { CutStatus, DrawSafe, RemainingRecord } from './types.js';

const NONE = Number.NEGATIVE_INFINITY;

/** Sorted thresholds: how many values are at least (or above) a number, in O(log n). */
class Thresholds {
  private readonly sorted: Float64Array;
  constructor(values: number[]) {
    this.sorted = Float64Array.from(values).sort();
  }
  /** How many values are >= t. */
  atLeast(t: number): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < t) lo = mid + 1;
      else hi = mid;
    }
    return this.sorted.length - lo;
  }
  /** How many values are > t. */
  above(t: number): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    return this.sorted.length - lo;
  }
}

/** The worst case behind a proof: the points it is about and how many players can pass them. */
export interface ProofCase {
  readonly points: number;
  readonly others: number;
}

export interface Proofs {
  readonly status: readonly CutStatus[];
  /** For a locked player: the worst case (most players at or above their fewest points). */
  readonly lockedCase: readonly (ProofCase | undefined)[];
  /** For an eliminated player: the best case (fewest players above their most points). */
  readonly eliminatedCase: readonly (ProofCase | undefined)[];
  readonly drawSafe: readonly DrawSafe[];
  /** True when the last round's enumeration settled players the points alone could not. */
  readonly exhaustive?: boolean;
  /** Whether a record over the remaining matches locks (`'lock'`) or eliminates. */
  recordVerdict(player: number, record: RemainingRecord): 'lock' | 'eliminate' | 'open';
}

/**
 * Every player's final points lie in [lo, hi]: their open table's outcome, then each future round
 * adding between `minGain` and `maxGain` (any pairing, any result, a bye included). A table's two
 * players are linked by its outcome; tables and future rounds are free (every future pairing is
 * allowed, so treating players as independent there only widens what can happen).
 */
export function proveCut(s: Situation, cut: number): Proofs {
  const n = s.ids.length;
  const outcomes = outcomesOf(s);
  const future = (i: number, most: boolean) =>
    s.eligible[i] ? s.future * (most ? s.maxGain : s.minGain) : 0;
  const hiAt = (i: number, gain: number) =>
    s.eligible[i] ? s.base[i]! + gain + future(i, true) : NONE;
  const loAt = (i: number, gain: number) =>
    s.eligible[i] ? s.base[i]! + gain + future(i, false) : NONE;

  // Each table contributes two thresholds per side of the count (see README "Method"):
  // at least T: [T <= max_o max(a, b)] + [T <= max_o min(a, b)];
  // above T:    [T <  min_o max(a, b)] + [T <  min_o min(a, b)].
  const hiValues: number[] = [];
  const loValues: number[] = [];
  const tableHi: [number, number][] = [];
  const tableLo: [number, number][] = [];
  for (const t of s.tables) {
    let m1 = NONE;
    let m2 = NONE;
    let q1 = Number.POSITIVE_INFINITY;
    let q2 = Number.POSITIVE_INFINITY;
    for (const o of outcomes) {
      const ha = hiAt(t.a, gainOf(s, o, 0));
      const hb = hiAt(t.b, gainOf(s, o, 1));
      const la = loAt(t.a, gainOf(s, o, 0));
      const lb = loAt(t.b, gainOf(s, o, 1));
      m1 = Math.max(m1, Math.max(ha, hb));
      m2 = Math.max(m2, Math.min(ha, hb));
      q1 = Math.min(q1, Math.max(la, lb));
      q2 = Math.min(q2, Math.min(la, lb));
    }
    tableHi.push([m1, m2]);
    tableLo.push([q1, q2]);
    hiValues.push(m1, m2);
    loValues.push(q1, q2);
  }
  for (let i = 0; i < n; i++) {
    if (s.tableOf[i] !== -1) continue;
    hiValues.push(hiAt(i, 0));
    loValues.push(loAt(i, 0));
  }
  const his = new Thresholds(hiValues);
  const los = new Thresholds(loValues);

  /** Most other eligible players at or above `points` when i's table ends in `o`. */
  const atLeast = (i: number, o: number | null, points: number): number => {
    const t = s.tableOf[i]!;
    let count = his.atLeast(points);
    if (t === -1) return count - (hiAt(i, 0) >= points ? 1 : 0);
    const [m1, m2] = tableHi[t]!;
    count -= (m1 >= points ? 1 : 0) + (m2 >= points ? 1 : 0);
    const table = s.tables[t]!;
    const opp = table.a === i ? table.b : table.a;
    const side = table.a === i ? 1 : 0;
    return count + (o !== null && hiAt(opp, gainOf(s, o, side)) >= points ? 1 : 0);
  };
  /** Fewest other eligible players above `points` when i's table ends in `o`. */
  const above = (i: number, o: number | null, points: number): number => {
    const t = s.tableOf[i]!;
    let count = los.above(points);
    if (t === -1) return count - (loAt(i, 0) > points ? 1 : 0);
    const [q1, q2] = tableLo[t]!;
    count -= (q1 > points ? 1 : 0) + (q2 > points ? 1 : 0);
    const table = s.tables[t]!;
    const opp = table.a === i ? table.b : table.a;
    const side = table.a === i ? 1 : 0;
    return count + (o !== null && loAt(opp, gainOf(s, o, side)) > points ? 1 : 0);
  };
  /** The outcomes of i's own table, seen from i: [outcome, what it adds to i]. */
  const ownOutcomes = (i: number): [number | null, number][] => {
    const t = s.tableOf[i]!;
    if (t === -1) return [[null, 0]];
    const side = s.tables[t]!.a === i ? 0 : 1;
    return outcomes.map((o) => [o, gainOf(s, o, side)]);
  };

  const status: CutStatus[] = [];
  const lockedCase: (ProofCase | undefined)[] = [];
  const eliminatedCase: (ProofCase | undefined)[] = [];
  for (let i = 0; i < n; i++) {
    if (!s.eligible[i]) {
      status.push('eliminated');
      lockedCase.push(undefined);
      eliminatedCase.push(undefined);
      continue;
    }
    let worst: ProofCase = { points: Number.POSITIVE_INFINITY, others: -1 };
    let best: ProofCase = { points: NONE, others: Number.POSITIVE_INFINITY };
    for (const [o, gain] of ownOutcomes(i)) {
      const lo = loAt(i, gain);
      const up = atLeast(i, o, lo);
      if (up > worst.others || (up === worst.others && lo < worst.points))
        worst = { points: lo, others: up };
      const hi = hiAt(i, gain);
      const down = above(i, o, hi);
      if (down < best.others || (down === best.others && hi > best.points))
        best = { points: hi, others: down };
    }
    const locked = worst.others < cut;
    const eliminated = best.others >= cut;
    status.push(locked ? 'locked' : eliminated ? 'eliminated' : 'alive');
    lockedCase.push(locked ? worst : undefined);
    eliminatedCase.push(eliminated ? best : undefined);
  }

  const drawSafe: DrawSafe[] = s.tables.map((t) => {
    const safe = (i: number, side: 0 | 1) =>
      s.eligible[i] === true && atLeast(i, DRAW, loAt(i, gainOf(s, DRAW, side))) < cut;
    const first = safe(t.a, 0);
    const second = safe(t.b, 1);
    return first && second ? 'both' : first ? 'first' : second ? 'second' : 'neither';
  });

  const recordVerdict = (i: number, record: RemainingRecord): 'lock' | 'eliminate' | 'open' => {
    if (!s.eligible[i]) return 'eliminate';
    const points = s.base[i]! + record.points;
    const t = s.tableOf[i]!;
    let open: (number | null)[] = [null];
    if (t !== -1) {
      const first = s.tables[t]!.a === i;
      open = [];
      if (record.wins > 0) open.push(first ? A_WINS : B_WINS);
      if (record.draws > 0) open.push(DRAW);
      if (record.losses > 0) open.push(first ? B_WINS : A_WINS);
    }
    if (open.every((o) => atLeast(i, o, points) < cut)) return 'lock';
    if (open.every((o) => above(i, o, points) >= cut)) return 'eliminate';
    return 'open';
  };

  return { status, lockedCase, eliminatedCase, drawSafe, recordVerdict };
}
