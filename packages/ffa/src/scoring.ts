import type { ParticipantId } from '@tcgkit/core';
import type { FfaLobbyResult, FfaSettings } from './types.js';

/**
 * The points for finishing at `place` (1-based) alone. Places past the end of the table earn 0.
 *
 * @example
 * ```ts
 * import { placePoints, resolveFfaSettings } from '@tcgkit/ffa';
 * import { unwrap } from '@tcgkit/core';
 * const settings = unwrap(resolveFfaSettings({ placementPoints: [4, 2, 1, 0] }));
 * console.log(placePoints(settings, 1), placePoints(settings, 3), placePoints(settings, 7)); // 4 1 0
 * ```
 */
export function placePoints(settings: Pick<FfaSettings, 'placementPoints'>, place: number): number {
  return settings.placementPoints[place - 1] ?? 0;
}

/**
 * Scores one lobby's finish. `ranking` lists the places best first, tied players together.
 *
 * - Competition tie scoring: every tied player gets the tied place's points (two tied for 2nd
 *   both get 2nd-place points).
 * - Split: every tied player gets the average of the places the tie covers (two tied for 2nd
 *   each get the average of 2nd and 3rd).
 *
 * Elimination points are added per opponent eliminated. Places are competition style either way:
 * after two players tied for 2nd, the next player is 4th.
 *
 * @example
 * ```ts
 * scoreLobby(RIFTBOUND_FFA_DEFAULTS, [['ana'], ['ben', 'cam'], ['dee']]).points;
 * // { ana: 3, ben: 2, cam: 2, dee: 0 }
 * ```
 */
export function scoreLobby(
  settings: Pick<FfaSettings, 'placementPoints' | 'tieScoring' | 'eliminationPoints'>,
  ranking: readonly (readonly ParticipantId[])[],
  eliminations: Readonly<Record<ParticipantId, number>> = {},
): FfaLobbyResult {
  const places: Record<ParticipantId, number> = {};
  const points: Record<ParticipantId, number> = {};
  let place = 1;
  for (const group of ranking) {
    let earned: number;
    if (settings.tieScoring === 'split') {
      let sum = 0;
      for (let k = 0; k < group.length; k++) sum += placePoints(settings, place + k);
      earned = sum / group.length;
    } else {
      earned = placePoints(settings, place);
    }
    for (const id of group) {
      places[id] = place;
      points[id] = earned + (eliminations[id] ?? 0) * settings.eliminationPoints;
    }
    place += group.length;
  }
  const kept: Record<ParticipantId, number> = {};
  for (const [id, n] of Object.entries(eliminations)) if (n > 0) kept[id] = n;
  return { ranking: ranking.map((g) => [...g]), eliminations: kept, places, points };
}
