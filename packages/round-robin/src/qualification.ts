import { err, ok, type ParticipantId, type Result } from '@tcgkit/core';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import { isComplete } from './results.js';
import { groupTables } from './standings.js';
import type { Qualification, Qualifier, RoundRobinState, StandingEntry } from './types.js';

/**
 * Compares two players from different groups (best first): match-win percentage (not points,
 * which favours bigger groups), then GW%, OGW%, OMW%, then the draw order.
 */
export function compareAcrossGroups(
  a: StandingEntry,
  b: StandingEntry,
  drawOrder: readonly ParticipantId[],
): number {
  return (
    b.matchWinPercentage - a.matchWinPercentage ||
    b.gameWinPercentage - a.gameWinPercentage ||
    b.opponentGameWinPercentage - a.opponentGameWinPercentage ||
    b.opponentMatchWinPercentage - a.opponentMatchWinPercentage ||
    drawOrder.indexOf(a.playerId) - drawOrder.indexOf(b.playerId)
  );
}

/**
 * Who advances to the playoffs: the best N of each group who have not dropped go straight
 * through; if the playoffs have more places, they are filled with the best of the next (with two
 * through, the best third-placed players), compared on match-win %, GW%, OGW% and OMW%. If one
 * tier of the next is not enough, the tier after it is compared too.
 *
 * The qualification order lists group winners, then runners-up, and so on, each compared across
 * groups the same way, then the best of the next in their order.
 *
 * Errors: `round-robin/invalid-settings` (no playoffs), `round-robin/group-stage-not-complete`
 * (unless `provisional` is set), `round-robin/not-enough-qualifiers`.
 *
 * @example
 * ```ts
 * const q = qualify(stage);
 * if (q.ok) q.value.order; // ['A1 id', 'C1 id', ..., 'best third id']
 * ```
 */
export function qualify(
  state: RoundRobinState,
  options: { readonly provisional?: boolean } = {},
): Result<Qualification, RoundRobinErrorCode> {
  const playoffs = state.settings.playoffs;
  if (playoffs === null) {
    return err(
      RoundRobinErrors.invalidSettings,
      'This stage has no playoffs.',
      '/settings/playoffs',
    );
  }
  if (!options.provisional && !isComplete(state)) {
    return err(
      RoundRobinErrors.groupStageNotComplete,
      'Every group match needs a final result before the playoffs are known.',
    );
  }
  const k = playoffs.advancePerGroup;
  const tables = groupTables(state);
  const cmp = (a: StandingEntry, b: StandingEntry) => compareAcrossGroups(a, b, state.drawOrder);
  const eligible = tables.map((t) => t.entries.filter((e) => !e.dropped));
  const direct: Qualifier[] = [];
  let missing = 0;
  for (const rows of eligible) {
    rows.slice(0, k).forEach((entry, i) => {
      direct.push({
        playerId: entry.playerId,
        group: entry.group,
        groupRank: entry.rank,
        place: i + 1,
        via: 'direct',
        entry,
      });
    });
    missing += Math.max(0, k - rows.length);
  }
  const fill = playoffs.size - tables.length * k + missing;
  const pool: StandingEntry[] = [];
  for (let tier = k; pool.length < fill; tier++) {
    const next = eligible.map((rows) => rows[tier]).filter((e) => e !== undefined);
    if (next.length === 0) break;
    pool.push(...next.sort(cmp));
  }
  if (pool.length < fill) {
    return err(
      RoundRobinErrors.notEnoughQualifiers,
      `Only ${direct.length + pool.length} players can advance to ${playoffs.size} playoff places.`,
    );
  }
  const bestOfNext: Qualifier[] = pool.slice(0, fill).map((entry, i) => ({
    playerId: entry.playerId,
    group: entry.group,
    groupRank: entry.rank,
    place: (eligible.find((rows) => rows.includes(entry))?.indexOf(entry) ?? 0) + 1,
    via: 'best-of-next',
    bestOfNextRank: i + 1,
    entry,
  }));
  const order: ParticipantId[] = [];
  for (let place = 1; place <= k; place++) {
    const tier = direct.filter((q) => q.place === place).map((q) => q.entry);
    order.push(...tier.sort(cmp).map((e) => e.playerId));
  }
  order.push(...bestOfNext.map((q) => q.playerId));
  return ok({
    qualifiers: [...direct, ...bestOfNext],
    order,
    bestOfNextCandidates: pool.map((e) => e.playerId),
  });
}
