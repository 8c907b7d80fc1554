import { err, ok, type ParticipantId, type Result } from '@tcgkit/core';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import type { PlayoffOutcome, PlayoffPlacement } from './types.js';

/**
 * Final playoff placements: the winner of the final is no. 1, the losing finalist no. 2, and
 * players knocked out in the same round do not share a place: they are ranked by the
 * qualification order from the group stage (group winners first, then runners-up, then the best
 * of the rest, each with their tiebreakers). If two lose in the semifinals, the better qualified
 * one gets 3rd place.
 *
 * Errors: `round-robin/invalid-playoff-result` (a player missing from the qualification order,
 * listed twice, or not exactly one champion).
 *
 * @example
 * ```ts
 * playoffPlacements(
 *   [{ playerId: 'a', lostInRound: null }, { playerId: 'b', lostInRound: 2 },
 *    { playerId: 'c', lostInRound: 1 }, { playerId: 'd', lostInRound: 1 }],
 *   ['d', 'a', 'b', 'c'],
 * ); // a 1st, b 2nd, d 3rd (better qualified than c), c 4th
 * ```
 */
export function playoffPlacements(
  outcomes: readonly PlayoffOutcome[],
  qualificationOrder: readonly ParticipantId[],
): Result<PlayoffPlacement[], RoundRobinErrorCode> {
  const seen = new Set<ParticipantId>();
  for (const [i, o] of outcomes.entries()) {
    if (!qualificationOrder.includes(o.playerId)) {
      return err(
        RoundRobinErrors.invalidPlayoffResult,
        `"${o.playerId}" is not in the qualification order.`,
        `/${i}/playerId`,
      );
    }
    if (seen.has(o.playerId)) {
      return err(
        RoundRobinErrors.invalidPlayoffResult,
        `"${o.playerId}" is listed twice.`,
        `/${i}`,
      );
    }
    seen.add(o.playerId);
  }
  if (outcomes.filter((o) => o.lostInRound === null).length !== 1) {
    return err(RoundRobinErrors.invalidPlayoffResult, 'Exactly one player must win the playoffs.');
  }
  const sorted = outcomes.slice().sort((a, b) => {
    const ra = a.lostInRound ?? Infinity;
    const rb = b.lostInRound ?? Infinity;
    return (
      rb - ra || qualificationOrder.indexOf(a.playerId) - qualificationOrder.indexOf(b.playerId)
    );
  });
  return ok(sorted.map((o, i) => ({ playerId: o.playerId, placement: i + 1 })));
}
