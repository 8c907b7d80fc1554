import {
  err,
  type LadderRow,
  type LadderView,
  ok,
  type ParticipantId,
  type Result,
} from '@tcgkit/core';
import { isRecord, kindOf, pointer } from './describe.js';
import { RatingErrors } from './errors.js';
import { describeRange, inRange, TABLE_RANGES } from './settings.js';
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

/** One entry of a table as the ladder reads it. */
interface Entry {
  readonly id: string;
  readonly order: number;
  readonly rating: number;
  readonly deviation: number | undefined;
  readonly matches: number;
  readonly change: number;
}

const OPTION_KEYS = new Set(['names', 'title', 'previous', 'minMatches']);

/**
 * Reads a table of either system: a finite `rating` in range, an optional `deviation` in range,
 * `matches` (default 0) and `change` (default 0). Errors carry `code` and a path under `at`.
 */
function readTable(input: unknown, code: string, at: string, what: string): Result<Entry[]> {
  if (!isRecord(input))
    return err(
      code,
      `${what} must be an object of player id to { rating, ... } (use {} for none), not ${kindOf(input)}.`,
      at,
    );
  const out: Entry[] = [];
  const ids = Object.keys(input);
  for (let order = 0; order < ids.length; order++) {
    const id = ids[order]!;
    const e = input[id];
    const p = `${at}/${pointer(id)}`;
    if (!isRecord(e))
      return err(code, `The rating of "${id}" must be an object, not ${kindOf(e)}.`, p);
    if (!inRange(e.rating, TABLE_RANGES.rating))
      return err(
        code,
        `"rating" must be ${describeRange(TABLE_RANGES.rating)}, not ${kindOf(e.rating)}.`,
        `${p}/rating`,
      );
    if (e.deviation !== undefined && !inRange(e.deviation, TABLE_RANGES.deviation))
      return err(
        code,
        `"deviation" must be ${describeRange(TABLE_RANGES.deviation)} (or absent, under Elo), not ${kindOf(e.deviation)}.`,
        `${p}/deviation`,
      );
    const matches = e.matches ?? 0;
    if (typeof matches !== 'number' || !Number.isSafeInteger(matches) || matches < 0)
      return err(
        code,
        `"matches" must be a whole number, 0 or more, not ${kindOf(matches)}.`,
        `${p}/matches`,
      );
    const change = e.change ?? 0;
    if (typeof change !== 'number' || !Number.isFinite(change))
      return err(code, `"change" must be a finite number, not ${kindOf(change)}.`, `${p}/change`);
    out.push({ id, order, rating: e.rating, deviation: e.deviation, matches, change });
  }
  return ok(out);
}

const badOptions = (message: string, path: string) =>
  err(RatingErrors.invalidOptions, message, path);

/**
 * The ladder view model `<tcg-ladder>` renders: every rated player, highest rating first, with
 * shared ranks for equal ratings (1, 2, 2, 4), the deviation (Glicko-2) and the change since the
 * last event.
 *
 * Reads both arguments as outside JSON: total. A table that is not one (an entry without a
 * finite `rating`, a bad `deviation`, `matches` or `change`) is `rating/invalid-ratings` with its
 * path; bad options (including a bad `previous` table, path under `/previous`) are
 * `rating/invalid-options`. `matches` and `change` absent count as 0, as in `parseRatings`.
 *
 * @example
 * ```ts
 * import { rate, toLadderView } from '@tcgkit/rating';
 * const before = {};
 * const after = rate(before, [{ players: ['ana', 'ben'], score: 1 }], { system: 'glicko2' });
 * if (after.ok) toLadderView(after.value, { names: { ana: 'Ana', ben: 'Ben' }, previous: before });
 * // ok: rows Ana rank 1 (no change shown: new), Ben rank 2
 * ```
 */
export function toLadderView(ratings: unknown, options: unknown = {}): Result<LadderView> {
  if (options === undefined) options = {};
  if (!isRecord(options))
    return badOptions(
      `Options must be an object { names?, title?, previous?, minMatches? }, not ${kindOf(options)}.`,
      '',
    );
  for (const key of Object.keys(options))
    if (!OPTION_KEYS.has(key) && options[key] !== undefined)
      return badOptions(
        `toLadderView has the options names, title, previous and minMatches, not "${key}".`,
        `/${pointer(key)}`,
      );
  const { names, title, previous } = options;
  const min = options.minMatches ?? 0;
  if (typeof min !== 'number' || !Number.isSafeInteger(min) || min < 0)
    return badOptions(
      `"minMatches" must be a whole number, 0 or more, not ${kindOf(min)}.`,
      '/minMatches',
    );
  if (title !== undefined && typeof title !== 'string')
    return badOptions(`"title" must be a string, not ${kindOf(title)}.`, '/title');
  if (names !== undefined) {
    if (!isRecord(names))
      return badOptions(
        `"names" must be an object of player id to name, not ${kindOf(names)}.`,
        '/names',
      );
    for (const id of Object.keys(names))
      if (typeof names[id] !== 'string')
        return badOptions(
          `The name of "${id}" must be a string, not ${kindOf(names[id])}.`,
          `/names/${pointer(id)}`,
        );
  }
  let before: Map<string, number> | undefined;
  if (previous !== undefined) {
    const read = readTable(previous, RatingErrors.invalidOptions, '/previous', '"previous"');
    if (!read.ok) return read;
    before = new Map(read.value.map((e) => [e.id, e.rating]));
  }
  const table = readTable(ratings, RatingErrors.invalidRatings, '', 'Ratings');
  if (!table.ok) return table;
  const entries = table.value
    .filter((e) => e.matches >= min)
    .sort((a, b) => b.rating - a.rating || a.order - b.order);
  const shownNames = names as Record<string, string> | undefined;
  const rows: LadderRow[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    const tiedAbove = i > 0 && entries[i - 1]!.rating === e.rating;
    const tiedBelow = i + 1 < entries.length && entries[i + 1]!.rating === e.rating;
    const rank = tiedAbove ? rows[i - 1]!.rank : i + 1;
    const was = before?.get(e.id);
    const change = before === undefined ? e.change : was === undefined ? undefined : e.rating - was;
    const name =
      shownNames !== undefined && Object.hasOwn(shownNames, e.id) ? shownNames[e.id]! : e.id;
    rows.push({
      participantId: e.id,
      name,
      rank,
      shared: tiedAbove || tiedBelow,
      rating: e.rating,
      ...(e.deviation === undefined ? {} : { deviation: e.deviation }),
      ...(change === undefined ? {} : { change }),
      matches: e.matches,
    });
  }
  return ok(title === undefined ? { kind: 'ladder', rows } : { kind: 'ladder', title, rows });
}
