import type { ParticipantId } from '@tcgkit/core';
import { matchIndex } from './editor.js';
import type {
  EarlyCutoffMode,
  EliminationMatch,
  EliminationPlacement,
  EliminationState,
} from './types.js';

/**
 * Elimination depths: the later a player is knocked out, the deeper. Players knocked out at the
 * same depth are tied (or ordered by qualification). The champion is deeper than everyone.
 */
interface DepthModel {
  /** Depth at which the loser of a match is knocked out, or `null` when a loss does not eliminate. */
  lossDepth(m: EliminationMatch): number | null;
  /** The best placement of the players knocked out at a depth. */
  base: Map<number, number>;
  /** How many real players are knocked out at each depth. */
  count: Map<number, number>;
  /** The depth at which the winner of the third-place match is placed. */
  thirdPlaceWinDepth: number;
}

const real = (m: EliminationMatch): boolean => !m.slots[0].bye && !m.slots[1].bye;

function depthModel(state: EliminationState): DepthModel {
  const rounds = Math.log2(state.size);
  const hasThirdPlace = state.matches.some((m) => m.section === 'third-place');
  const grandFinalDepth = 2 * (rounds - 1) + 1;
  const thirdPlaceLoss = 4 * rounds - 2;
  const thirdPlaceWinDepth = 4 * rounds - 1;
  const lossDepth = (m: EliminationMatch): number | null => {
    switch (m.section) {
      case 'winners':
        if (state.settings.format === 'double-elimination') return null;
        if (hasThirdPlace && m.round === rounds - 1) return null;
        return 4 * m.round;
      case 'losers':
        return m.round;
      case 'grand-final':
        return grandFinalDepth;
      case 'third-place':
        return thirdPlaceLoss;
      default:
        throw new Error(`Unknown section ${String((m as EliminationMatch).section)}.`);
    }
  };
  const count = new Map<number, number>();
  const bump = (d: number) => count.set(d, (count.get(d) ?? 0) + 1);
  for (const m of state.matches) {
    if (m.section === 'grand-final') {
      if (m.round === 1) bump(grandFinalDepth);
      continue;
    }
    const d = lossDepth(m);
    if (d !== null && real(m)) bump(d);
    if (m.section === 'third-place' && (!m.slots[0].bye || !m.slots[1].bye))
      bump(thirdPlaceWinDepth);
  }
  const base = new Map<number, number>();
  let knockedOut = 0;
  for (const d of [...count.keys()].sort((x, y) => x - y)) {
    knockedOut += count.get(d)!;
    base.set(d, 1 + state.participants.length - knockedOut);
  }
  return { lossDepth, base, count, thirdPlaceWinDepth };
}

/**
 * The champion, once the final (or the deciding grand-final set) is decided, even if a third-place match is still due.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { championOf, createBracket, nextMatches, reportResult } from '@tcgkit/elimination';
 * const four = ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id }));
 * let state = unwrap(createBracket({ settings: { format: 'single-elimination', seeding: 'prior-stage-results' }, participants: four }));
 * console.log(championOf(state)); // null: nothing played yet
 * while (nextMatches(state).length > 0) {
 *   for (const m of nextMatches(state)) state = unwrap(reportResult(state, m.id, { type: 'played', games: [2, 0] }));
 * }
 * console.log(championOf(state)); // 'ana': the top seed won every match
 * ```
 */
export function championOf(state: EliminationState): ParticipantId | null {
  const index = matchIndex(state.matches);
  const winnerOf = (id: string): ParticipantId | null => {
    const i = index.get(id);
    const m = i === undefined ? undefined : state.matches[i];
    if (m?.result == null || m.result.winner === null) return null;
    return m.slots[m.result.winner].participantId;
  };
  if (state.settings.format === 'single-elimination')
    return winnerOf(`W${Math.log2(state.size)}.1`);
  const gf1 = state.matches[index.get('GF1')!]!;
  if (gf1.result === null) return null;
  const resetIndex = index.get('GF2');
  if (resetIndex === undefined || gf1.result.winner === 0) return winnerOf('GF1');
  return winnerOf('GF2');
}

interface Situation {
  model: DepthModel;
  /** Depth at which each knocked-out player went out. */
  outAt: Map<ParticipantId, { depth: number; match: string }>;
  /** The undecided match each player still in is due to play. */
  current: Map<ParticipantId, EliminationMatch>;
  losses: Map<ParticipantId, number>;
  champion: ParticipantId | null;
}

function situation(state: EliminationState): Situation {
  const model = depthModel(state);
  const outAt = new Map<ParticipantId, { depth: number; match: string }>();
  const current = new Map<ParticipantId, EliminationMatch>();
  const losses = new Map<ParticipantId, number>();
  for (const m of state.matches) {
    if (m.skipped) continue;
    const r = m.result;
    if (r === null) {
      for (const s of m.slots) if (s.participantId !== null) current.set(s.participantId, m);
      continue;
    }
    if (r.type === 'bye' || r.winner === null) {
      // A third-place match against a bye still places its one player.
      if (m.section === 'third-place' && r.winner !== null) {
        outAt.set(m.slots[r.winner].participantId!, {
          depth: model.thirdPlaceWinDepth,
          match: m.id,
        });
      }
      continue;
    }
    const loser = m.slots[r.winner === 0 ? 1 : 0].participantId!;
    losses.set(loser, (losses.get(loser) ?? 0) + 1);
    if (m.section === 'third-place') {
      outAt.set(m.slots[r.winner].participantId!, { depth: model.thirdPlaceWinDepth, match: m.id });
    }
    const depth = model.lossDepth(m);
    if (depth === null) continue;
    // A first grand-final set lost by the winners-bracket player sends them to the reset.
    if (m.id === 'GF1' && r.winner === 1 && state.settings.grandFinal === 'bracket-reset') continue;
    outAt.set(loser, { depth, match: m.id });
  }
  return { model, outAt, current, losses, champion: championOf(state) };
}

/**
 * The depth of the worst finish still possible for a player about to play match `m`: losing
 * every match from here on. A loss that does not eliminate moves the player on (to the losers
 * bracket or the third-place match); facing a bye there, they move on again.
 */
function worstDepth(state: EliminationState, model: DepthModel, m: EliminationMatch): number {
  const own = model.lossDepth(m);
  if (own !== null) return own;
  const index = matchIndex(state.matches);
  let next = m.loserTo === null ? undefined : state.matches[index.get(m.loserTo.matchId)!];
  while (next !== undefined && (next.slots[0].bye || next.slots[1].bye)) {
    // No opponent will come: the player goes through on a bye.
    if (next.section === 'third-place') return model.thirdPlaceWinDepth;
    next = next.winnerTo === null ? undefined : state.matches[index.get(next.winnerTo.matchId)!];
  }
  if (next === undefined) throw new Error(`No elimination below ${m.id}.`);
  return worstDepth(state, model, next);
}

/**
 * The worst finish still possible for a player who is still in and due to play `m`: the
 * placement they would get (`first`, with `tiedPlacements: 'shared'` the placement everyone
 * knocked out at that point shares, otherwise the last of theirs) and the last placement of
 * everyone who can be knocked out at that same point (`last`).
 */
function worstFinish(
  state: EliminationState,
  s: Situation,
  m: EliminationMatch,
): { placement: number; last: number } {
  const depth = worstDepth(state, s.model, m);
  const base = s.model.base.get(depth);
  if (base === undefined) throw new Error(`No placement at depth ${depth}.`);
  const last = base + s.model.count.get(depth)! - 1;
  return { placement: state.settings.tiedPlacements === 'shared' ? base : last, last };
}

/**
 * True when a player due to play `m` is sure to finish inside placements 1 to `limit`, as the
 * stage's {@link EarlyCutoffMode} counts it: with `play-until-decided`, together with everyone
 * who could be knocked out at the same point (so no cut can fall among them); with
 * `cut-when-sure`, their own worst placement alone.
 */
function surelyInside(
  state: EliminationState,
  s: Situation,
  m: EliminationMatch,
  limit: number,
): boolean {
  const worst = worstFinish(state, s, m);
  return state.settings.earlyCutoffMode === 'cut-when-sure'
    ? worst.placement <= limit
    : worst.last <= limit;
}

/**
 * True when the early cutoff is reached. With `earlyCutoffMode: 'play-until-decided'` (the
 * default): play has fixed every player's place inside or outside placements 1 to
 * `earlyCutoff`: each player still in is sure to finish inside the range together with everyone
 * who could end level with them, so the players in the range are all still in or already placed,
 * and only players knocked out at the same point can share a placement across the line (no match
 * is left to separate them: the event's cut tiebreaker does). With `cut-when-sure`: every player
 * still in is sure of a placement inside the range, even a shared one reaching past its end.
 */
export function cutoffReached(state: EliminationState): boolean {
  const limit = state.settings.earlyCutoff;
  if (limit === null || limit >= state.participants.length) return false;
  const s = situation(state);
  if (s.champion !== null) return false;
  for (const m of s.current.values()) {
    if (!surelyInside(state, s, m, limit)) return false;
  }
  return true;
}

/**
 * With an early cutoff, the undecided matches whose two players are both already sure to finish
 * within the range (as {@link cutoffReached} counts it): their result cannot change who is in it,
 * so they wait for the stage that continues the bracket. Empty without an early cutoff.
 */
export function beyondCutoff(state: EliminationState): Set<string> {
  const held = new Set<string>();
  const limit = state.settings.earlyCutoff;
  if (limit === null || limit >= state.participants.length) return held;
  const s = situation(state);
  if (s.champion !== null) return held;
  for (const m of new Set(s.current.values())) {
    const [a, b] = m.slots;
    if (a.participantId === null || b.participantId === null || a.bye || b.bye) continue;
    if (surelyInside(state, s, m, limit)) held.add(m.id);
  }
  return held;
}

/**
 * True when the stage is over: a champion is decided, or the early cutoff is reached.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { createBracket, isComplete, nextMatches, reportResult } from '@tcgkit/elimination';
 * const four = ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id }));
 * let state = unwrap(createBracket({ settings: { format: 'single-elimination', seeding: 'prior-stage-results' }, participants: four }));
 * while (!isComplete(state)) {
 *   for (const m of nextMatches(state)) state = unwrap(reportResult(state, m.id, { type: 'played', games: [0, 2] }));
 * }
 * console.log(state.matches.every((m) => m.result !== null)); // true
 * ```
 */
export function isComplete(state: EliminationState): boolean {
  if (championOf(state) !== null) {
    // A third-place match may still be due after the final.
    const third = matchIndex(state.matches).get('3P');
    return third === undefined || state.matches[third]!.result !== null;
  }
  return cutoffReached(state);
}

/**
 * Every player's placement: the champion 1, the losing finalist 2, players knocked out at the
 * same point tied (or ranked by qualification order), players still in with `placement: null`.
 * Sorted best first: champion, players still in (fewer losses first, then seed), then the rest
 * by placement.
 *
 * @example
 * ```ts
 * import { placements } from '@tcgkit/elimination';
 * for (const p of placements(state)) console.log(p.placement ?? 'in', p.participantId);
 * ```
 */
export function placements(state: EliminationState): EliminationPlacement[] {
  const s = situation(state);
  const seed = new Map(state.participants.map((p, i) => [p.id, i]));
  const qualification = new Map(state.qualificationOrder.map((id, i) => [id, i]));
  const dropped = new Set(state.dropped);
  const byDepth = new Map<number, ParticipantId[]>();
  for (const [id, out] of s.outAt) {
    const list = byDepth.get(out.depth) ?? [];
    list.push(id);
    byDepth.set(out.depth, list);
  }
  const placed = new Map<ParticipantId, { placement: number; shared: boolean }>();
  for (const [depth, ids] of byDepth) {
    const base = s.model.base.get(depth)!;
    const total = s.model.count.get(depth) ?? ids.length;
    if (state.settings.tiedPlacements === 'shared') {
      for (const id of ids) placed.set(id, { placement: base, shared: total > 1 });
    } else {
      ids.sort((a, b) => qualification.get(a)! - qualification.get(b)!);
      ids.forEach((id, k) => {
        placed.set(id, { placement: base + k, shared: false });
      });
    }
  }
  const rows: EliminationPlacement[] = state.participants.map((p) => {
    const out = s.outAt.get(p.id);
    const base = {
      participantId: p.id,
      losses: s.losses.get(p.id) ?? 0,
      dropped: dropped.has(p.id),
    };
    if (p.id === s.champion) {
      return { ...base, placement: 1, shared: false, status: 'champion', decidedIn: null };
    }
    if (out !== undefined) {
      const at = placed.get(p.id)!;
      return { ...base, ...at, status: 'eliminated', decidedIn: out.match };
    }
    return { ...base, placement: null, shared: false, status: 'alive', decidedIn: null };
  });
  const rank = (r: EliminationPlacement): number =>
    r.status === 'champion' ? 0 : r.status === 'alive' ? 1 + r.losses : 10 + r.placement!;
  return rows.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      qualification.get(a.participantId)! - qualification.get(b.participantId)! ||
      seed.get(a.participantId)! - seed.get(b.participantId)!,
  );
}

/**
 * The players still in, best first (fewer losses, then qualification order): the players an
 * early cutoff sends on, in an order fit to seed a fresh bracket ("Reset bracket").
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { advancingParticipants, createBracket, reportResult } from '@tcgkit/elimination';
 * const four = ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id }));
 * let state = unwrap(createBracket({ settings: { format: 'single-elimination', seeding: 'prior-stage-results' }, participants: four }));
 * state = unwrap(reportResult(state, 'W1.1', { type: 'played', games: [2, 1] }));
 * console.log(advancingParticipants(state)); // everyone not yet eliminated: dee lost W1.1
 * ```
 */
export function advancingParticipants(state: EliminationState): ParticipantId[] {
  return placements(state)
    .filter((p) => p.status !== 'eliminated')
    .map((p) => p.participantId);
}
