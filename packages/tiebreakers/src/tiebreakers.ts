/**
 * The tiebreakers this package computes: ids, labels, descriptions and sort direction.
 * @module
 */
import type { TiebreakerId } from './types.js';

/** How a tiebreaker's value is shown. */
export type TiebreakerKind = 'percentage' | 'number' | 'signed' | 'flag' | 'rank';

/** What a standings table needs to know about one tiebreaker. */
export interface TiebreakerInfo {
  readonly id: TiebreakerId;
  /** The short column header, for example `OMW%`. */
  readonly label: string;
  /** The full name, for example `Opponent match win percentage`. */
  readonly name: string;
  /** One or two sentences: how it is computed. */
  readonly description: string;
  readonly kind: TiebreakerKind;
  /** Which values rank higher. */
  readonly better: 'higher' | 'lower';
}

/**
 * Every tiebreaker, keyed by id: its label, name, description, how to show it and which way is
 * better. The ten ids of the spec's table keep the spec's values; `head_to_head_pair`,
 * `tardiness`, `standing_of_last_opponent` and `match_win_percentage` are the extra ones the
 * presets and the group stage need.
 *
 * @example
 * ```ts
 * TIEBREAKERS.opponent_match_win_percentage.label; // 'OMW%'
 * ```
 */
export const TIEBREAKERS: Readonly<Record<TiebreakerId, TiebreakerInfo>> = {
  head_to_head: {
    id: 'head_to_head',
    label: 'H2H',
    name: 'Head-to-head',
    description:
      'Among players tied on points, the points each one earned in matches against the others in that tie. A player with no one else on their points total scores 0.',
    kind: 'number',
    better: 'higher',
  },
  head_to_head_pair: {
    id: 'head_to_head_pair',
    label: 'H2H',
    name: 'Head-to-head (two tied)',
    description:
      'Only when exactly two players are still tied at this point: the one who earned more points in their matches against the other ranks higher. Otherwise it separates no one.',
    kind: 'number',
    better: 'higher',
  },
  score_difference: {
    id: 'score_difference',
    label: 'Diff',
    name: 'Score difference',
    description: 'Games won minus games lost, summed over every match played.',
    kind: 'signed',
    better: 'higher',
  },
  game_win_percentage: {
    id: 'game_win_percentage',
    label: 'GW%',
    name: 'Game win percentage',
    description:
      'Games won divided by games played, raised to the game-win floor if the game has one. A player with no games played scores 0 (or the floor).',
    kind: 'percentage',
    better: 'higher',
  },
  points_scored: {
    id: 'points_scored',
    label: 'Scored',
    name: 'Points scored',
    description: 'Total games won, summed over every match played.',
    kind: 'number',
    better: 'higher',
  },
  buchholz: {
    id: 'buchholz',
    label: 'Buchholz',
    name: 'Buchholz',
    description: 'The sum of the current points of every opponent played. Byes add nothing.',
    kind: 'number',
    better: 'higher',
  },
  median_buchholz: {
    id: 'median_buchholz',
    label: 'Median',
    name: 'Median Buchholz',
    description:
      'Buchholz without the single highest and single lowest opponent. With two or fewer opponents nothing is dropped.',
    kind: 'number',
    better: 'higher',
  },
  sonneborn_berger: {
    id: 'sonneborn_berger',
    label: 'SB',
    name: 'Sonneborn-Berger',
    description:
      'The current points of every opponent the player beat, plus half the points of every opponent they drew with.',
    kind: 'number',
    better: 'higher',
  },
  opponent_match_win_percentage: {
    id: 'opponent_match_win_percentage',
    label: 'OMW%',
    name: 'Opponent match win percentage',
    description:
      "The average of each opponent's match-win percentage, each raised to the floor first. Byes are not opponents.",
    kind: 'percentage',
    better: 'higher',
  },
  opponent_opponent_match_win_percentage: {
    id: 'opponent_opponent_match_win_percentage',
    label: 'OOMW%',
    name: 'Opponent-opponent match win percentage',
    description:
      "The average OMW% of the player's opponents, weighted by how many opponents each of them played (Play! Pokémon: a plain average).",
    kind: 'percentage',
    better: 'higher',
  },
  opponent_game_win_percentage: {
    id: 'opponent_game_win_percentage',
    label: 'OGW%',
    name: 'Opponent game win percentage',
    description:
      "The average of each opponent's game-win percentage, each raised to the game-win floor first. Byes are not opponents.",
    kind: 'percentage',
    better: 'higher',
  },
  tardiness: {
    id: 'tardiness',
    label: 'Late',
    name: 'Tardiness',
    description: 'Players who arrived late rank below players who arrived on time (1 = late).',
    kind: 'flag',
    better: 'lower',
  },
  standing_of_last_opponent: {
    id: 'standing_of_last_opponent',
    label: 'Last opp.',
    name: 'Standing of last opponent',
    description:
      "The standing of the player's last opponent: the better it is, the better the player ranks. When the last opponents are tied too, their own last opponents decide, and so on.",
    kind: 'rank',
    better: 'lower',
  },
  match_win_percentage: {
    id: 'match_win_percentage',
    label: 'MW%',
    name: 'Match win percentage',
    description:
      "The player's own match-win percentage under the stage's formula, with no floor (used to compare players across groups).",
    kind: 'percentage',
    better: 'higher',
  },
};

/** Every tiebreaker id, in the order of {@link TIEBREAKERS}. */
export const TIEBREAKER_IDS: readonly TiebreakerId[] = Object.keys(TIEBREAKERS) as TiebreakerId[];

/**
 * True when `id` is a tiebreaker this package knows (a type guard).
 *
 * @example
 * ```ts
 * import { isTiebreakerId } from '@tcgkit/tiebreakers';
 * const fromForm: unknown = 'opponent_match_win_percentage';
 * console.log(isTiebreakerId(fromForm), isTiebreakerId('omw')); // true false: ids, not labels
 * ```
 */
export function isTiebreakerId(id: unknown): id is TiebreakerId {
  return typeof id === 'string' && Object.hasOwn(TIEBREAKERS, id);
}
