/**
 * What a brackets-manager bracket's functions check first (that they were given a `BmBracket`),
 * and its final placements.
 * @module
 */
import { err, ok, type ParticipantId, type Result } from '@tcgkit/core';
import type { BmBracket, BmId, BmMatch, BmOpponent } from './brackets-manager.js';
import { InteropErrors } from './errors.js';

const FORMATS = ['single-elimination', 'double-elimination', 'round-robin'];

/**
 * Why a value is not a {@link BmBracket} (what `fromBracketsManager` returns), or `undefined`
 * when it is one. A tcgkit elimination bracket (`@tcgkit/elimination`'s state) gets a message
 * that says where it goes instead.
 */
export function notBmBracket(value: unknown, fn: string): Result<never> | undefined {
  const v = value as Partial<Record<keyof BmBracket | 'kind', unknown>> | null;
  const lists = ['participants', 'groups', 'rounds', 'matches', 'matchGames'] as const;
  if (
    typeof v === 'object' &&
    v !== null &&
    v.schemaVersion === 1 &&
    typeof v.format === 'string' &&
    FORMATS.includes(v.format) &&
    typeof v.stage === 'object' &&
    v.stage !== null &&
    lists.every((k) => Array.isArray(v[k]))
  )
    return undefined;
  const tcgkit = typeof v === 'object' && v !== null && v.kind === 'elimination';
  return err(
    InteropErrors.bmNotBracket,
    tcgkit
      ? `${fn} takes a brackets-manager bracket (what fromBracketsManager returns), and this is a tcgkit elimination bracket (@tcgkit/elimination): draw it with toBracketView of @tcgkit/elimination, and rank it with placements.`
      : `${fn} takes a brackets-manager bracket: what fromBracketsManager returns (schemaVersion 1, format, stage, participants, groups, rounds, matches, matchGames).`,
    '',
  );
}

/** One player's final placement in a brackets-manager bracket. */
export interface BmPlacement {
  /** The participant id, as a string (as `bmParticipants` gives it). */
  readonly participantId: ParticipantId;
  /** 1 is best; `null` while the player is still in. */
  readonly placement: number | null;
  /** True when another player has the same placement. */
  readonly shared: boolean;
  readonly status: 'champion' | 'eliminated' | 'alive';
}

/** The side that won a completed match (brackets-model `result`), or `undefined`. */
function winnerOf(m: BmMatch): 0 | 1 | undefined {
  const a = m.opponent1;
  const b = m.opponent2;
  if (a === null || b === null || a.id === null || b.id === null) return undefined;
  if (a.result === 'win' || b.result === 'loss' || b.forfeit === true) return 0;
  if (b.result === 'win' || a.result === 'loss' || a.forfeit === true) return 1;
  return undefined;
}

const idOf = (o: BmOpponent | null): BmId | null => o?.id ?? null;

/**
 * Every player's final placement in a single or double elimination bracket read from
 * brackets-manager, from its results: the champion 1, the losing finalist 2, players knocked out
 * at the same point sharing the place after everyone who went further (single elimination: the
 * semi-final losers 3, or 3 and 4 by the consolation final; double elimination: the losers'
 * final's loser 3, the round before's 4, then 5-6, 7-8, 9-12...), players still in `null`.
 * Sorted best first: the champion, players still in, then by placement. The same places
 * brackets-manager's `finalStandings` gives for a finished stage. Errors: `interop/bm-unsupported`
 * for a round robin, `interop/bm-not-bracket` for anything but a `BmBracket`.
 *
 * @example
 * ```ts
 * const places = unwrap(bmPlacements(unwrap(fromBracketsManager(data))));
 * places[0]; // { participantId: '3', placement: 1, shared: false, status: 'champion' }
 * ```
 */
export function bmPlacements(bracket: BmBracket): Result<BmPlacement[]> {
  const refused = notBmBracket(bracket, 'bmPlacements');
  if (refused !== undefined) return refused;
  if (bracket.format === 'round-robin') {
    return err(
      InteropErrors.bmUnsupported,
      'A round-robin stage ranks by its table, not by placements in a bracket.',
      '/format',
    );
  }
  const groups = [...bracket.groups].sort((a, b) => a.number - b.number);
  const groupIndex = new Map(groups.map((g, i) => [g.id, i] as const));
  const roundNumber = new Map(bracket.rounds.map((r) => [r.id, r.number] as const));
  const roundsIn = (gi: number): number =>
    Math.max(
      0,
      ...bracket.rounds.filter((r) => groupIndex.get(r.groupId) === gi).map((r) => r.number),
    );
  const double = bracket.format === 'double-elimination';
  // How far a knocked-out player went: a larger depth places better.
  const depth = new Map<BmId, number>();
  let champion: BmId | null = null;
  const losersRounds = double ? roundsIn(1) : 0;
  const matches = [...bracket.matches].sort(
    (a, b) =>
      (groupIndex.get(a.groupId) ?? 0) - (groupIndex.get(b.groupId) ?? 0) ||
      (roundNumber.get(a.roundId) ?? 0) - (roundNumber.get(b.roundId) ?? 0) ||
      a.number - b.number,
  );
  for (const m of matches) {
    const w = winnerOf(m);
    if (w === undefined) continue;
    const winner = idOf(w === 0 ? m.opponent1 : m.opponent2) as BmId;
    const loser = idOf(w === 0 ? m.opponent2 : m.opponent1) as BmId;
    const gi = groupIndex.get(m.groupId) ?? 0;
    const round = roundNumber.get(m.roundId) ?? 0;
    if (!double) {
      if (gi === 0) {
        depth.set(loser, round);
        if (round === roundsIn(0)) champion = winner;
      } else {
        // The consolation final: its winner third, its loser fourth.
        const semi = roundsIn(0) - 1;
        depth.set(winner, semi + 0.5);
        depth.set(loser, semi + 0.25);
      }
      continue;
    }
    if (gi === 1) {
      depth.set(loser, round);
      continue;
    }
    if (gi === 2 && round > 1 && champion !== null) continue; // decided by the first final
    if (gi === 2) {
      // The grand final (and its reset): the loser of the deciding match is second.
      const decidedFinal = round === 2 || w === 0 || roundsIn(2) === 1;
      depth.delete(winner);
      depth.set(loser, losersRounds + 1);
      if (decidedFinal) champion = winner;
      else depth.delete(loser); // the reset is still to be played
    }
  }
  if (double && groups.length < 3) {
    // No grand final: the winners' bracket winner first, the losers' bracket winner second.
    const last = (gi: number) =>
      matches.filter(
        (m) => groupIndex.get(m.groupId) === gi && roundNumber.get(m.roundId) === roundsIn(gi),
      )[0];
    const wf = last(0);
    const lf = last(1);
    const ww = wf === undefined ? undefined : winnerOf(wf);
    const lw = lf === undefined ? undefined : winnerOf(lf);
    if (wf !== undefined && ww !== undefined)
      champion = idOf(ww === 0 ? wf.opponent1 : wf.opponent2);
    if (lf !== undefined && lw !== undefined)
      depth.set(idOf(lw === 0 ? lf.opponent1 : lf.opponent2) as BmId, losersRounds + 1);
  }
  if (champion !== null) depth.delete(champion);
  const counts = new Map<number, number>();
  for (const d of depth.values()) counts.set(d, (counts.get(d) ?? 0) + 1);
  // A knocked-out player's place: one after everyone who went further (the champion, players
  // still in, players knocked out later).
  const alive = bracket.participants.filter((p) => p.id !== champion && !depth.has(p.id)).length;
  const placeOf = new Map<number, number>();
  let above = (champion === null ? 0 : 1) + alive;
  for (const d of [...counts.keys()].sort((a, b) => b - a)) {
    placeOf.set(d, above + 1);
    above += counts.get(d) as number;
  }
  const seed = new Map(bracket.participants.map((p, i) => [String(p.id), i] as const));
  const rows = bracket.participants.map((p): BmPlacement & { order: number } => {
    const id = String(p.id);
    if (p.id === champion)
      return { participantId: id, placement: 1, shared: false, status: 'champion', order: 0 };
    const d = depth.get(p.id);
    if (d === undefined)
      return { participantId: id, placement: null, shared: false, status: 'alive', order: 1 };
    return {
      participantId: id,
      placement: placeOf.get(d) as number,
      shared: (counts.get(d) as number) > 1,
      status: 'eliminated',
      order: 2,
    };
  });
  rows.sort(
    (a, b) =>
      a.order - b.order ||
      (a.placement ?? 0) - (b.placement ?? 0) ||
      (seed.get(a.participantId) ?? 0) - (seed.get(b.participantId) ?? 0),
  );
  return ok(rows.map(({ order: _o, ...row }) => row));
}
