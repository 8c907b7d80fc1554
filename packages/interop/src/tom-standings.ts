/**
 * Standings and final order of an imported TOM pod: computed by tcgkit with Play! Pokémon's
 * rules (Swiss standings, then the top cut by its bracket), and the file's own `<standings>`,
 * which are the official result.
 * @module
 */
import type { ParticipantId } from '@tcgkit/core';
import {
  computeStandings,
  presets,
  type Standing,
  type StandingsSettings,
} from '@tcgkit/tiebreakers';
import type { ImportedPod, TomPlaceDisagreement, TopCutMatch } from './tom-types.js';

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
 * How far each top-cut player went: the index of the cut round they lost in, the number of
 * rounds for the champion, and one more than the last reported round for a player still in.
 */
function cutDepth(topCut: readonly (readonly TopCutMatch[])[]): Map<ParticipantId, number> {
  const depth = new Map<ParticipantId, number>();
  topCut.forEach((round, r) => {
    for (const m of round) {
      for (const id of m.players) depth.set(id, r + 0.5); // reached round r, result pending
      if (m.winner === undefined) continue;
      depth.set(m.players[1 - m.winner] as ParticipantId, r);
      depth.set(m.players[m.winner] as ParticipantId, r + 1);
    }
  });
  return depth;
}

/**
 * A player order (Swiss standings, first place first) with the top cut placed by its bracket:
 * the players who went furthest first (the champion, the finalist, then each round's losers),
 * players who lost in the same round in their Swiss order; everyone outside the cut after them,
 * in Swiss order.
 */
export function withTopCut(
  swissOrder: readonly ParticipantId[],
  topCut: readonly (readonly TopCutMatch[])[],
): ParticipantId[] {
  if (topCut.length === 0) return [...swissOrder];
  const depth = cutDepth(topCut);
  const rank = new Map(swissOrder.map((id, i) => [id, i] as const));
  const cut = [...depth.keys()].sort(
    (a, b) =>
      (depth.get(b) as number) - (depth.get(a) as number) ||
      (rank.get(a) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b) ?? Number.MAX_SAFE_INTEGER),
  );
  return [...cut, ...swissOrder.filter((id) => !depth.has(id))];
}

/**
 * Each division's final order as tcgkit computes it from the results: the pod's Swiss
 * standings (`presets.playPokemon`, or `settings`), the top cut placed by the bracket the file
 * holds (champion, finalist, semi-finalists...), filtered to each division's players, the way
 * TOM places age-combined divisions.
 *
 * @example
 * ```ts
 * tomComputedOrder(event.pods[0]!); // { '2': ['747520', ...] }
 * ```
 */
export function tomComputedOrder(
  pod: ImportedPod,
  settings: StandingsSettings = presets.playPokemon,
): Record<string, ParticipantId[]> {
  const order = withTopCut(
    tomStandings(pod, settings).map((row) => row.playerId),
    pod.topCut,
  );
  const result: Record<string, ParticipantId[]> = {};
  for (const [category, ids] of Object.entries(pod.divisions)) {
    const inDivision = new Set(ids);
    result[category] = order.filter((id) => inDivision.has(id));
  }
  return result;
}

/**
 * Each division's final order (player ids, first place first): the file's own `<standings>`
 * when it has them, which are the places the organizer announced (`pod.officialOrder`), else
 * {@link tomComputedOrder}. Where the two disagree, `pod.disagreements` lists the places.
 *
 * @example
 * ```ts
 * tomDivisionOrder(event.pods[0]!); // { '2': ['747520', '6100003', ...], '0': [...] }
 * ```
 */
export function tomDivisionOrder(
  pod: ImportedPod,
  settings: StandingsSettings = presets.playPokemon,
): Record<string, ParticipantId[]> {
  if (pod.officialOrder !== undefined) {
    const result: Record<string, ParticipantId[]> = {};
    for (const [category, ids] of Object.entries(pod.officialOrder)) result[category] = [...ids];
    return result;
  }
  return tomComputedOrder(pod, settings);
}

/** The places where the computed order differs from the official one, division by division. */
export function placeDisagreements(
  official: Readonly<Record<string, readonly ParticipantId[]>>,
  computed: Readonly<Record<string, readonly ParticipantId[]>>,
): TomPlaceDisagreement[] {
  const out: TomPlaceDisagreement[] = [];
  for (const [category, ids] of Object.entries(official)) {
    const mine = computed[category] ?? [];
    ids.forEach((id, i) => {
      const at = mine[i];
      if (at !== id) out.push({ category, place: i + 1, official: id, computed: at ?? null });
    });
  }
  return out;
}
