import type { ParticipantId } from '@tcgkit/core';
import type {
  FfaMatch,
  FfaParticipant,
  FfaSettings,
  FfaStanding,
  FfaState,
  FfaStatus,
} from './types.js';

interface Tally {
  points: number;
  played: number;
  firsts: number;
  eliminations: number;
  places: number[];
}

function emptyTallies(participants: readonly FfaParticipant[]): Map<ParticipantId, Tally> {
  const tallies = new Map<ParticipantId, Tally>();
  for (const p of participants) {
    tallies.set(p.id, { points: 0, played: 0, firsts: 0, eliminations: 0, places: [] });
  }
  return tallies;
}

function addMatch(tallies: Map<ParticipantId, Tally>, match: FfaMatch): void {
  for (const lobby of match.lobbies) {
    const result = lobby.result;
    if (result === undefined) continue;
    for (const id of lobby.participantIds) {
      const tally = tallies.get(id);
      if (tally === undefined) continue;
      const place = result.places[id] ?? 0;
      tally.points += result.points[id] ?? 0;
      tally.played += 1;
      tally.eliminations += result.eliminations[id] ?? 0;
      tally.places.push(place);
      if (place === 1) tally.firsts += 1;
    }
  }
}

const isComplete = (match: FfaMatch): boolean => match.lobbies.every((l) => l.result !== undefined);

/** The outcome the matches played so far lead to: status, and for Threshold Win the winner. */
export interface FfaOutcome {
  readonly status: FfaStatus;
  readonly winnerId?: ParticipantId;
  readonly decidedBy?: 'threshold' | 'highest-points';
}

/**
 * Works out where a stage is from its matches alone, so a corrected result or a loaded save
 * always gives the same status and winner.
 *
 * Threshold Win: after each complete match, a player qualifies when their total is at least
 * Points to win and they finished at the Required finish or better in that match. Several
 * qualifiers: the most points wins, then the better place in that match, then the better initial
 * seed. With Maximum matches reached and no qualifier, Highest points wins (then initial seed).
 * A player who dropped never wins.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { createFfaStage, evaluateOutcome, reportLobby, startMatch } from '@tcgkit/ffa';
 * let stage = unwrap(
 *   createFfaStage({ participants: ['ana', 'ben', 'cam', 'dee'], seed: 'pods', settings: { format: 'threshold-win' } }),
 * );
 * stage = unwrap(startMatch(stage));
 * for (const lobby of stage.matches.at(-1)!.lobbies) {
 *   stage = unwrap(reportLobby(stage, { lobbyId: lobby.id, ranking: lobby.participantIds }));
 * }
 * console.log(evaluateOutcome(stage.settings, stage.participants, stage.matches)); // { status: 'in-progress' }: nobody has reached Points to win
 * ```
 */
export function evaluateOutcome(
  settings: FfaSettings,
  participants: readonly FfaParticipant[],
  matches: readonly FfaMatch[],
): FfaOutcome {
  if (matches.length === 0) return { status: 'not-started' };
  const seedOf = new Map(participants.map((p) => [p.id, p.seed]));
  // A player who dropped can no longer win the stage.
  const out = new Set(participants.filter((p) => p.dropped === true).map((p) => p.id));
  const tallies = emptyTallies(participants);
  for (const match of matches) {
    if (!isComplete(match)) return { status: 'in-progress' };
    addMatch(tallies, match);
    if (settings.format === 'threshold-win') {
      const qualifiers: { id: ParticipantId; points: number; place: number; seed: number }[] = [];
      for (const lobby of match.lobbies) {
        for (const id of lobby.participantIds) {
          const points = tallies.get(id)?.points ?? 0;
          const place = lobby.result?.places[id] ?? Number.POSITIVE_INFINITY;
          if (!out.has(id) && points >= settings.pointsToWin && place <= settings.requiredFinish) {
            qualifiers.push({ id, points, place, seed: seedOf.get(id) ?? 0 });
          }
        }
      }
      if (qualifiers.length > 0) {
        qualifiers.sort((a, b) => b.points - a.points || a.place - b.place || a.seed - b.seed);
        return {
          status: 'complete',
          winnerId: (qualifiers[0] as { id: string }).id,
          decidedBy: 'threshold',
        };
      }
      if (settings.maxMatches > 0 && match.number >= settings.maxMatches) {
        const best = participants
          .filter((p) => !out.has(p.id))
          .sort(
            (a, b) =>
              (tallies.get(b.id)?.points ?? 0) - (tallies.get(a.id)?.points ?? 0) ||
              a.seed - b.seed,
          )[0];
        return best === undefined
          ? { status: 'complete' }
          : { status: 'complete', winnerId: best.id, decidedBy: 'highest-points' };
      }
    } else if (match.number >= settings.numberOfMatches) {
      return { status: 'complete' };
    }
  }
  return { status: 'in-progress' };
}

/**
 * The standings of a stage: total points, highest first. Equal totals share a placement; the
 * Threshold Win winner is alone at 1st even when someone else has as many points. Rows that share
 * a placement are listed by initial seed.
 *
 * @example
 * ```ts
 * for (const row of ffaStandings(stage)) console.log(row.rank, row.name, row.points);
 * ```
 */
export function ffaStandings(state: FfaState): FfaStanding[] {
  const tallies = emptyTallies(state.participants);
  for (const match of state.matches) addMatch(tallies, match);
  const rows = state.participants.map((p) => {
    const t = tallies.get(p.id) as Tally;
    return { p, t, winner: state.winnerId === p.id };
  });
  rows.sort(
    (a, b) => Number(b.winner) - Number(a.winner) || b.t.points - a.t.points || a.p.seed - b.p.seed,
  );
  const out: FfaStanding[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as (typeof rows)[number];
    const prev = rows[i - 1];
    const next = rows[i + 1];
    const sameAsPrev =
      prev !== undefined && !prev.winner && !row.winner && prev.t.points === row.t.points;
    const sameAsNext =
      next !== undefined && !next.winner && !row.winner && next.t.points === row.t.points;
    const rank = sameAsPrev ? (out[i - 1] as FfaStanding).rank : i + 1;
    out.push({
      participantId: row.p.id,
      name: row.p.name ?? row.p.id,
      seed: row.p.seed,
      rank,
      shared: sameAsPrev || sameAsNext,
      points: row.t.points,
      matchesPlayed: row.t.played,
      firstPlaces: row.t.firsts,
      eliminations: row.t.eliminations,
      places: row.t.places,
      dropped: row.p.dropped === true,
      winner: row.winner,
    });
  }
  return out;
}
