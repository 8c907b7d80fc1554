/**
 * Standings of an imported TOM pod, computed by tcgkit with Play! Pokémon's rules.
 * @module
 */
import type { ParticipantId } from '@tcgkit/core';
import {
  computeStandings,
  presets,
  type Standing,
  type StandingsSettings,
} from '@tcgkit/tiebreakers';
import type { ImportedPod } from './tom-types.js';

/**
 * The pod's Swiss standings, computed with `presets.playPokemon` (or `settings`): every player
 * of the pod, age-combined divisions together, in final order.
 *
 * @example
 * ```ts
 * const rows = tomStandings(event.pods[0]!);
 * rows[0]!.playerId; // the pod's first place
 * ```
 */
export function tomStandings(
  pod: ImportedPod,
  settings: StandingsSettings = presets.playPokemon,
): Standing[] {
  return computeStandings({ players: pod.players, matches: pod.matches, settings, explain: false });
}

/**
 * Each division's final order (player ids, first place first) as tcgkit computes it: the pod's
 * standings filtered to the division's players, the way TOM places age-combined divisions.
 */
export function tomDivisionOrder(
  pod: ImportedPod,
  settings: StandingsSettings = presets.playPokemon,
): Record<string, ParticipantId[]> {
  const order = tomStandings(pod, settings).map((row) => row.playerId);
  const result: Record<string, ParticipantId[]> = {};
  for (const [category, ids] of Object.entries(pod.divisions)) {
    const inDivision = new Set(ids);
    result[category] = order.filter((id) => inDivision.has(id));
  }
  return result;
}
