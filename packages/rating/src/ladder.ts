import type { LadderRow, LadderView, ParticipantId } from '@tcgkit/core';
import type { Ratings } from './types.js';

/** Options of {@link toLadderView}. */
export interface LadderViewOptions {
  /** Display names by player id; a player without one is shown by id. */
  readonly names?: Readonly<Record<ParticipantId, string>>;
  readonly title?: string;
  /**
   * The ratings before the last event. When given, a row's change is the difference from them,
   * and a player missing from them is new (no change shown). Without it, the change is each
   * rating's own `change` (the latest period's).
   */
  readonly previous?: Ratings;
  /** Leave out players with fewer rated matches than this. Default 0 (everyone). */
  readonly minMatches?: number;
}

/**
 * The ladder view model `<tcg-ladder>` renders: every rated player, highest rating first, with
 * shared ranks for equal ratings (1, 2, 2, 4), the deviation (Glicko-2) and the change since the
 * last event.
 *
 * @example
 * ```ts
 * import { rate, toLadderView } from '@tcgkit/rating';
 * const before = {};
 * const after = rate(before, [{ players: ['ana', 'ben'], score: 1 }], { system: 'glicko2' });
 * if (after.ok) toLadderView(after.value, { names: { ana: 'Ana', ben: 'Ben' }, previous: before });
 * // rows: Ana rank 1 (no change shown: new), Ben rank 2
 * ```
 */
export function toLadderView(ratings: Ratings, options: LadderViewOptions = {}): LadderView {
  const min = options.minMatches ?? 0;
  const previous = options.previous;
  const entries = Object.keys(ratings)
    .map((id, order) => ({ id, order, r: ratings[id]! }))
    .filter((e) => e.r.matches >= min)
    .sort((a, b) => b.r.rating - a.r.rating || a.order - b.order);
  const rows: LadderRow[] = [];
  for (let i = 0; i < entries.length; i++) {
    const { id, r } = entries[i]!;
    const tiedAbove = i > 0 && entries[i - 1]!.r.rating === r.rating;
    const tiedBelow = i + 1 < entries.length && entries[i + 1]!.r.rating === r.rating;
    const rank = tiedAbove ? rows[i - 1]!.rank : i + 1;
    const before =
      previous === undefined ? undefined : Object.hasOwn(previous, id) ? previous[id] : null;
    const change =
      before === undefined ? r.change : before === null ? undefined : r.rating - before.rating;
    const name =
      options.names !== undefined && Object.hasOwn(options.names, id) ? options.names[id]! : id;
    rows.push({
      participantId: id,
      name,
      rank,
      shared: tiedAbove || tiedBelow,
      rating: r.rating,
      ...(r.deviation === undefined ? {} : { deviation: r.deviation }),
      ...(change === undefined ? {} : { change }),
      matches: r.matches,
    });
  }
  return options.title === undefined
    ? { kind: 'ladder', rows }
    : { kind: 'ladder', title: options.title, rows };
}
