import { err, ok, type Result, withPathPrefix } from '@tcgkit/core';
import { type FfaErrorCode, FfaErrors } from './errors.js';
import type { FfaSettings } from './types.js';
import { ffaSettings } from './validate.js';

/**
 * The Riftbound defaults for a new free-for-all stage (the spec's table): lobbies of 4,
 * placement points 3/2/1/0, competition tie scoring, 3 matches for Cumulative Points, 6 points
 * and a 1st-place finish for Threshold Win. The settings the spec leaves open are documented in
 * the README's Decisions.
 */
export const RIFTBOUND_FFA_DEFAULTS: FfaSettings = {
  format: 'cumulative-points',
  playersPerLobby: 4,
  placementPoints: [3, 2, 1, 0],
  tieScoring: 'competition',
  eliminationPoints: 0,
  lobbySeeding: 'initial-seed',
  lobbyDistribution: 'snake',
  reshuffleLobbies: false,
  unevenLobbies: 'smaller',
  numberOfMatches: 3,
  pointsToWin: 6,
  requiredFinish: 1,
  maxMatches: 0,
  ifNoOneWins: 'highest-points',
};

/**
 * Fills the defaults in and checks the settings: first their JSON Schema, then what a schema
 * cannot say (a required finish inside the lobby). Error code `ffa/invalid-settings` with a path.
 *
 * @example
 * ```ts
 * const settings = resolveFfaSettings({ format: 'threshold-win', maxMatches: 6 });
 * ```
 */
export function resolveFfaSettings(input: unknown = {}): Result<FfaSettings, FfaErrorCode> {
  const parsed = ffaSettings.parse(input);
  if (!parsed.ok) return parsed;
  const settings: FfaSettings = { ...RIFTBOUND_FFA_DEFAULTS, ...parsed.value };
  if (settings.requiredFinish > settings.playersPerLobby) {
    return err(
      FfaErrors.invalidSettings,
      `Required finish ${settings.requiredFinish} is worse than the last place of a ${settings.playersPerLobby}-player lobby.`,
      '/requiredFinish',
    );
  }
  return ok(settings);
}

/** Prefixes settings errors with where the settings sit in a larger input. */
export function settingsErrorAt(
  result: Result<FfaSettings, FfaErrorCode>,
  prefix: string,
): Result<FfaSettings, FfaErrorCode> {
  return result.ok ? result : { ok: false, error: withPathPrefix(result.error, prefix) };
}
