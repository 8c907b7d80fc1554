import type { DraftMatch, DraftSlot } from './match-graph.js';
import type {
  EliminationMatch,
  EliminationMatchResult,
  EliminationState,
  SlotRef,
} from './types.js';

// Match ids never move within a state's `matches` array, so the id -> index map of one array is
// the map of every array derived from it. It is cached per array, never stored in the state.
const indexCache = new WeakMap<readonly EliminationMatch[], Map<string, number>>();

/** The position of every match id in `matches`. */
export function matchIndex(matches: readonly EliminationMatch[]): Map<string, number> {
  let index = indexCache.get(matches);
  if (index === undefined) {
    index = new Map();
    for (let i = 0; i < matches.length; i++) index.set(matches[i]!.id, i);
    indexCache.set(matches, index);
  }
  return index;
}

/** True for a result a person reported (not a bye or a forfeit the engine awarded for a drop). */
export function isReported(result: EliminationMatchResult | null): boolean {
  if (result === null) return false;
  return result.type === 'played' || (result.type === 'automatic-win' && !result.byEngine);
}

/**
 * Copy-on-write editing of a state's matches for one operation: a match is cloned the first time
 * it changes, everything else is shared with the original state, which is never modified.
 */
export class BracketEditor {
  readonly matches: (EliminationMatch | DraftMatch)[];
  readonly index: Map<string, number>;
  private readonly cloned = new Set<number>();
  // Built only when a player has dropped: most operations never need them.
  private dropped: Set<string> | undefined;
  private seedOf: Map<string, number> | undefined;

  /**
   * @param replay - results a person reported, by match id: when a match gets both players, its
   *   result is taken from here instead of being decided by a drop (used to re-derive a loaded state).
   */
  constructor(
    readonly state: EliminationState,
    private readonly replay?: ReadonlyMap<string, EliminationMatchResult>,
  ) {
    this.matches = state.matches.slice();
    this.index = matchIndex(state.matches);
    if (state.dropped.length > 0) this.dropped = new Set(state.dropped);
  }

  /** Puts every seeded player into their first match and settles every match, in layout order. */
  placeSeeds(): void {
    for (let i = 0; i < this.matches.length; i++) {
      const m = this.get(i);
      for (const slot of [0, 1] as const) {
        const origin = m.slots[slot].origin;
        if (origin.type === 'seed' && !m.slots[slot].bye) {
          this.place({ matchId: m.id, slot }, this.state.participants[origin.seed - 1]!.id);
        }
      }
      this.settle(i);
    }
  }

  /** Index of a match id; throws for an id the bracket does not have (a bug in the layout). */
  at(id: string): number {
    const i = this.index.get(id);
    if (i === undefined) throw new Error(`No match ${id} in this bracket.`);
    return i;
  }

  get(i: number): EliminationMatch {
    return this.matches[i] as EliminationMatch;
  }

  /** A writable copy of match `i`, made once per operation. */
  edit(i: number): DraftMatch {
    if (!this.cloned.has(i)) {
      const m = this.matches[i] as EliminationMatch;
      const copy: DraftMatch = {
        ...m,
        slots: [{ ...m.slots[0] }, { ...m.slots[1] }],
        result: m.result,
      } as DraftMatch;
      this.matches[i] = copy;
      this.cloned.add(i);
    }
    return this.matches[i] as DraftMatch;
  }

  markDropped(id: string): void {
    this.dropped ??= new Set(this.state.dropped);
    this.dropped.add(id);
  }

  private seed(id: string): number {
    this.seedOf ??= new Map(this.state.participants.map((p, i) => [p.id, i + 1]));
    return this.seedOf.get(id)!;
  }

  /** The finished state: the new matches array shares the cached index with the old one. */
  finish(extra: Partial<EliminationState> = {}): EliminationState {
    const matches = this.matches as EliminationMatch[];
    indexCache.set(matches, this.index);
    return { ...this.state, ...extra, matches };
  }

  /** Puts a player into a slot and settles the match (byes and drops resolve themselves). */
  place(ref: SlotRef, participantId: string): void {
    const i = this.at(ref.matchId);
    const m = this.edit(i);
    (m.slots[ref.slot] as DraftSlot).participantId = participantId;
    this.settle(i);
  }

  /**
   * Resolves what needs no person: a double bye, a player facing a bye, a dropped player's
   * forfeit. Then moves the players on.
   */
  settle(i: number): void {
    const m = this.get(i);
    if (m.result !== null || m.skipped) return;
    const [a, b] = m.slots;
    if (a.bye && b.bye) {
      this.edit(i).result = { type: 'bye', winner: null };
      return;
    }
    if (a.bye || b.bye) {
      const side = a.bye ? 1 : 0;
      if (m.slots[side].participantId === null) return;
      this.edit(i).result = { type: 'bye', winner: side };
      this.advance(i);
      return;
    }
    if (a.participantId === null || b.participantId === null) return;
    const reported = this.replay?.get(m.id);
    if (reported !== undefined) {
      this.edit(i).result = reported;
      this.advance(i);
      return;
    }
    if (this.dropped === undefined) return;
    const da = this.dropped.has(a.participantId);
    const db = this.dropped.has(b.participantId);
    if (!da && !db) return;
    let winner: 0 | 1 = da ? 1 : 0;
    if (da && db) {
      // Both dropped: the better seed is carried on, and forfeits the next match.
      winner = this.seed(a.participantId) <= this.seed(b.participantId) ? 0 : 1;
    }
    this.edit(i).result = { type: 'automatic-win', winner, reason: 'drop', byEngine: true };
    this.advance(i);
  }

  /** Sends the winner and the loser of decided match `i` where they go next. */
  advance(i: number): void {
    const m = this.get(i);
    const w = m.result?.winner;
    if (w === undefined || w === null) return;
    const winner = m.slots[w].participantId!;
    const loser = m.slots[w === 0 ? 1 : 0].participantId;
    const reset = this.resetOf(m);
    if (reset !== undefined) {
      if (w === 1) {
        const r = this.edit(reset);
        r.skipped = false;
        this.place({ matchId: r.id, slot: 0 }, winner);
        this.place({ matchId: r.id, slot: 1 }, loser!);
      } else {
        this.edit(reset).skipped = true;
      }
      return;
    }
    if (m.winnerTo !== null) this.place(m.winnerTo, winner);
    if (m.loserTo !== null && loser !== null) this.place(m.loserTo, loser);
  }

  /** The grand final reset fed by match `m`, if `m` is the first grand final set and a reset exists. */
  private resetOf(m: EliminationMatch): number | undefined {
    if (m.id !== 'GF1') return undefined;
    return this.index.get('GF2');
  }

  /**
   * The first match downstream of decided match `i` whose result a person reported, which a
   * re-routing would invalidate; `undefined` when the players can move freely.
   */
  blocker(i: number): number | undefined {
    for (const j of this.outputs(i)) {
      const d = this.get(j);
      if (d.result === null) continue;
      if (isReported(d.result)) return j;
      const deeper = this.blocker(j);
      if (deeper !== undefined) return deeper;
    }
    return undefined;
  }

  /** The matches that received a player from decided match `i`. */
  private outputs(i: number): number[] {
    const m = this.get(i);
    const out: number[] = [];
    if (m.result === null || m.result.winner === null) return out;
    const reset = this.resetOf(m);
    if (reset !== undefined) {
      if (!this.get(reset).skipped) out.push(reset);
      return out;
    }
    if (m.winnerTo !== null) out.push(this.at(m.winnerTo.matchId));
    const loserSide = m.result.winner === 0 ? 1 : 0;
    if (m.loserTo !== null && m.slots[loserSide].participantId !== null) {
      out.push(this.at(m.loserTo.matchId));
    }
    return out;
  }

  /** Takes back everything decided match `i` sent downstream (its result stays). */
  clearOutputs(i: number): void {
    const m = this.get(i);
    if (m.result === null || m.result.winner === null) return;
    const reset = this.resetOf(m);
    if (reset !== undefined) {
      this.clearOutputs(reset);
      const r = this.edit(reset);
      r.result = null;
      r.skipped = false;
      r.slots[0].participantId = null;
      r.slots[1].participantId = null;
      return;
    }
    const loserSide = m.result.winner === 0 ? 1 : 0;
    if (m.winnerTo !== null) this.unplace(m.winnerTo);
    if (m.loserTo !== null && m.slots[loserSide].participantId !== null) this.unplace(m.loserTo);
  }

  private unplace(ref: SlotRef): void {
    const j = this.at(ref.matchId);
    this.clearOutputs(j);
    const d = this.edit(j);
    d.slots[ref.slot].participantId = null;
    if (d.result !== null && d.result.type !== 'bye') d.result = null;
    else if (d.result !== null && d.result.winner !== null) d.result = null;
  }
}
