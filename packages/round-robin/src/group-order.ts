import type { ParticipantId } from '@tcgkit/core';
import { presets, rankGroup, type MatchRecord as TiebreakMatch } from '@tcgkit/tiebreakers';
import type { RoundRobinMatch, RoundRobinState } from './types.js';

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
