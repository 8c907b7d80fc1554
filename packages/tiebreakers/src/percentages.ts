/**
 * The match-win and game-win formulas, as plain functions of a record.
 * @module
 */
import type { GameWinMethod, MatchWinFormula, ScoringSettings } from './types.js';

/** The counts a match-win % is worked out from. */
export interface MatchWinCounts {
  /** Matches won at the table (not byes, not automatic wins). */
  readonly wins: number;
  readonly draws: number;
  /** Matches lost, late-entry losses included. */
  readonly losses: number;
  /** Full-points byes that count as won matches (0 to leave byes out). */
  readonly byes: number;
}

/**
 * A match-win % (a fraction, unrounded) under one of the three formulas:
 *
 * - `not_set`: (wins + byes + draws / 2) / (wins + byes + draws + losses).
 * - `match_points`: match points / (points for a win × matches), a bye counting as a won match.
 * - `wins_over_rounds`: wins / (wins + draws + losses): a draw is no win and a bye is neither a
 *   win nor a round played.
 *
 * A player with no matches counted scores 0.
 *
 * @example
 * ```ts
 * // Dee in the spec's worked example: a loss, a draw and a bye.
 * const dee = { wins: 0, draws: 1, losses: 1, byes: 1 };
 * const scoring = { win: 3, draw: 1, loss: 0, bye: 3, byeHandling: 'full-points' } as const;
 * matchWinPercentage(dee, 'not_set', scoring); // 0.5
 * matchWinPercentage(dee, 'match_points', scoring); // 0.4444...
 * matchWinPercentage(dee, 'wins_over_rounds', scoring); // 0
 * ```
 */
export function matchWinPercentage(
  counts: MatchWinCounts,
  formula: MatchWinFormula,
  scoring: Pick<ScoringSettings, 'win' | 'draw' | 'loss'>,
): number {
  const { wins, draws, losses, byes } = counts;
  switch (formula) {
    case 'not_set': {
      const matches = wins + byes + draws + losses;
      return matches === 0 ? 0 : (wins + byes + draws / 2) / matches;
    }
    case 'match_points': {
      const matches = wins + byes + draws + losses;
      if (matches === 0 || scoring.win <= 0) return 0;
      const points = (wins + byes) * scoring.win + draws * scoring.draw + losses * scoring.loss;
      return points / (scoring.win * matches);
    }
    case 'wins_over_rounds': {
      const rounds = wins + draws + losses;
      return rounds === 0 ? 0 : wins / rounds;
    }
    default: {
      const never: never = formula;
      throw new Error(`Unknown match-win formula ${String(never)}`);
    }
  }
}

/**
 * A game-win % (a fraction, unrounded): games won over games played (`games`), or Magic game
 * points, 3 per game won and 1 per drawn game over 3 per game played (`game-points`). No games
 * played scores 0.
 *
 * @example
 * ```ts
 * gameWinPercentage(5, 2, 0, 'games'); // 0.7142... (Ana: 71.43%)
 * gameWinPercentage(2, 1, 1, 'game-points'); // 7 / 12
 * ```
 */
export function gameWinPercentage(
  won: number,
  lost: number,
  drawn: number,
  method: GameWinMethod,
): number {
  const played = won + lost + drawn;
  if (played === 0) return 0;
  return method === 'games' ? won / played : (3 * won + drawn) / (3 * played);
}
