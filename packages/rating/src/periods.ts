import { err, ok, type Result } from '@tcgkit/core';
import { isRecord, kindOf } from './describe.js';
import { RatingErrors } from './errors.js';
import type { RatedMatch } from './types.js';

/** Matches played on a date: one event's period, or any batch of results. */
export interface DatedMatches {
  /** When they were played: an ISO date (`2026-03-14`) or date and time (UTC is used). */
  readonly at: string;
  readonly matches: readonly RatedMatch[];
}

/** Options of {@link ratingPeriodsByTime}. */
export interface TimePeriodOptions {
  /** The length of a rating period: a week (Monday to Sunday, UTC) or a calendar month. */
  readonly every: 'week' | 'month';
  /**
   * The last day to rate up to (an ISO date): idle periods after the last matches are added up
   * to it, so everyone's deviation grows for the time since. Default: the last matches' period.
   */
  readonly until?: string;
}

/** At most this many periods (about 190 years of weeks): a bound on the work. */
export const MAX_TIME_PERIODS = 10_000;

const DAY = 86_400_000;
const ISO = /^\d{4}-\d{2}-\d{2}(?:$|T)/;

/** Days since 1970-01-01 (UTC), or undefined when not an ISO date. */
function dayOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || !ISO.test(value)) return undefined;
  const t = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isFinite(t) ? Math.floor(t / DAY) : undefined;
}

/** The period a day falls in: weeks counted from a Monday, months from January 1970. */
function periodOf(day: number, every: 'week' | 'month'): number {
  if (every === 'week') return Math.floor((day + 3) / 7); // 1970-01-01 was a Thursday
  const d = new Date(day * DAY);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

const bad = (message: string, path: string) => err(RatingErrors.invalidPeriods, message, path);

/**
 * Time-based rating periods: a season's results grouped by week or by month, with an empty
 * period for every week (or month) nobody played, so `ratePeriods` grows each idle player's
 * deviation for the time they were away, not per event held. Pass the result to
 * {@link ratePeriods}. Use it when players play a few matches a week at several events
 * (Glickman advises 10 to 15 games per player per period); rate one event as one period when
 * events are large and far apart.
 *
 * Total on outside input: a list that is not one of `{ at, matches }`, a date that is not ISO,
 * a bad option, or more than {@link MAX_TIME_PERIODS} periods is `rating/invalid-periods` with
 * a path. Matches are passed on as given (`ratePeriods` checks them).
 *
 * @example
 * ```ts
 * import { ratePeriods, ratingPeriodsByTime } from '@tcgkit/rating';
 * const weeks = ratingPeriodsByTime(
 *   [
 *     { at: '2026-03-03', matches: [{ players: ['ana', 'ben'], score: 1 }] },
 *     { at: '2026-03-05', matches: [{ players: ['ben', 'cy'], score: 0.5 }] },
 *     { at: '2026-03-24', matches: [{ players: ['ana', 'cy'], score: 0 }] },
 *   ],
 *   { every: 'week' },
 * ); // ok: 4 periods, the two March weeks in between empty
 * if (weeks.ok) ratePeriods({}, weeks.value, { system: 'glicko2' });
 * ```
 */
export function ratingPeriodsByTime(dated: unknown, options: unknown): Result<RatedMatch[][]> {
  if (!isRecord(options) || (options.every !== 'week' && options.every !== 'month'))
    return err(
      RatingErrors.invalidOptions,
      `Options must be { every: "week" | "month", until? }, not ${kindOf(isRecord(options) ? options.every : options)}.`,
      isRecord(options) ? '/every' : '',
    );
  for (const key of Object.keys(options))
    if (key !== 'every' && key !== 'until' && options[key] !== undefined)
      return err(
        RatingErrors.invalidOptions,
        `ratingPeriodsByTime has the options every and until, not "${key}".`,
        `/${key}`,
      );
  const every = options.every;
  let until: number | undefined;
  if (options.until !== undefined) {
    const day = dayOf(options.until);
    if (day === undefined)
      return err(
        RatingErrors.invalidOptions,
        `"until" must be an ISO date such as "2026-06-30", not ${kindOf(options.until)}.`,
        '/until',
      );
    until = periodOf(day, every);
  }
  if (!Array.isArray(dated))
    return bad(`Expected a list of { at, matches }, not ${kindOf(dated)}.`, '');
  const at: number[] = [];
  for (let i = 0; i < dated.length; i++) {
    const entry: unknown = dated[i];
    if (!isRecord(entry))
      return bad(`An entry must be { at, matches }, not ${kindOf(entry)}.`, `/${i}`);
    const day = dayOf(entry.at);
    if (day === undefined)
      return bad(
        `"at" must be an ISO date such as "2026-03-14", not ${kindOf(entry.at)}.`,
        `/${i}/at`,
      );
    if (!Array.isArray(entry.matches))
      return bad(`"matches" must be a list, not ${kindOf(entry.matches)}.`, `/${i}/matches`);
    at.push(periodOf(day, every));
  }
  if (at.length === 0) return ok([]);
  let first = at[0]!;
  let last = at[0]!;
  for (const p of at) {
    if (p < first) first = p;
    if (p > last) last = p;
  }
  if (until !== undefined) {
    if (until < last)
      return err(RatingErrors.invalidOptions, '"until" is before the last matches.', '/until');
    last = until;
  }
  if (last - first + 1 > MAX_TIME_PERIODS)
    return bad(
      `${last - first + 1} periods is more than ${MAX_TIME_PERIODS}: check the dates.`,
      '',
    );
  const periods: RatedMatch[][] = Array.from({ length: last - first + 1 }, () => []);
  for (let i = 0; i < dated.length; i++) {
    const bucket = periods[at[i]! - first]!;
    for (const m of (dated[i] as DatedMatches).matches) bucket.push(m);
  }
  return ok(periods);
}
