import type { ParticipantId } from '@tcgkit/core';
import {
  computeStandings,
  presets,
  rankGroup,
  type MatchRecord as TiebreakMatch,
} from '@tcgkit/tiebreakers';
import type { RoundRobinMatch, RoundRobinState, RoundRobinTiebreaker } from './types.js';

/** One player's place and percentages as the tiebreakers package computes them. */
export interface PackageGroupRow {
  readonly playerId: ParticipantId;
  readonly matchWinPercentage: number;
  readonly gameWinPercentage: number;
  readonly opponentGameWinPercentage: number;
  readonly opponentMatchWinPercentage: number;
}

/**
 * The group-stage order of one group through `@tcgkit/tiebreakers` (`rankGroup` with the
 * `groupStage` preset, this stage's points and opponent floor): points, head-to-head of exactly
 * two, GW%, OGW%, OMW%, head-to-head again, draw order. Only final results count; an automatic
 * win from a drop gives points and stays out of every percentage.
 */
export function packageGroupOrder(
  state: RoundRobinState,
  playerIds: readonly ParticipantId[],
  matches: readonly RoundRobinMatch[],
): PackageGroupRow[] {
  const records = toRecords(matches);
  const { win, draw, loss } = state.settings.points;
  const floor = state.settings.opponentFloor;
  const table = rankGroup({
    players: playerIds.map((id, i) => ({ id, seed: i + 1 })),
    matches: records,
    settings: {
      ...presets.groupStage,
      scoring: { ...presets.groupStage.scoring, win, draw, loss },
      opponentMatchWinFloor: floor,
      gameWinFloor: floor,
    },
    explain: false,
  });
  return table.map((s) => ({
    playerId: s.playerId,
    matchWinPercentage: s.values.match_win_percentage,
    gameWinPercentage: s.values.game_win_percentage,
    opponentGameWinPercentage: s.values.opponent_game_win_percentage,
    opponentMatchWinPercentage: s.values.opponent_match_win_percentage,
  }));
}

/** This stage's final results as `@tcgkit/tiebreakers` match records. */
function toRecords(matches: readonly RoundRobinMatch[]): TiebreakMatch[] {
  const records: TiebreakMatch[] = [];
  for (const m of matches) {
    const r = m.result;
    if (r?.status !== 'final') continue;
    if (r.decidedBy === 'drop') {
      const w = r.winner ?? 0;
      records.push({
        type: 'automatic-win',
        round: m.round,
        winner: m.players[w],
        loser: m.players[w === 0 ? 1 : 0],
        reason: 'drop',
      });
      continue;
    }
    records.push({
      type: 'played',
      round: m.round,
      players: m.players,
      games: r.games,
      ...(r.drawnGames > 0 ? { drawnGames: r.drawnGames } : {}),
      outcome: r.winner ?? 'draw',
    });
  }
  return records;
}

/** One player's place and values in a plain round robin, from the tiebreakers package. */
export interface PackageListRow {
  readonly playerId: ParticipantId;
  readonly rank: number;
  readonly shared: boolean;
  readonly headToHead: number;
  readonly scoreDifference: number;
  readonly gameWinPercentage: number;
  readonly pointsScored: number;
}

/**
 * A plain round robin's order through `@tcgkit/tiebreakers` (`computeStandings`): points, the
 * listed tiebreakers in order, then the initial seed; players equal on points and every
 * tiebreaker share a placement.
 */
export function packageListOrder(
  state: RoundRobinState,
  players: readonly { readonly id: ParticipantId; readonly seed: number }[],
  matches: readonly RoundRobinMatch[],
  tiebreakers: readonly RoundRobinTiebreaker[],
): PackageListRow[] {
  const { win, draw, loss } = state.settings.points;
  const table = computeStandings({
    players,
    matches: toRecords(matches),
    settings: {
      scoring: { win, draw, loss, bye: 0, byeHandling: 'no-byes' },
      tiebreakers,
      shareTiedPlacements: true,
    },
    explain: false,
  });
  return table.map((s) => ({
    playerId: s.playerId,
    rank: s.rank,
    shared: s.shared,
    headToHead: s.values.head_to_head,
    scoreDifference: s.values.score_difference,
    gameWinPercentage: s.values.game_win_percentage,
    pointsScored: s.values.points_scored,
  }));
}
