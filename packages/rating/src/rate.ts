import { err, ok, type Result } from '@tcgkit/core';
import { isRecord, kindOf, pointer } from './describe.js';
import { RatingErrors } from './errors.js';
import {
  describeRange,
  inRange,
  RATING_LIMITS,
  resolveRatingSettings,
  TABLE_RANGES,
} from './settings.js';
import type {
  EloSettings,
  Glicko2Settings,
  KFactorStep,
  PlayerRating,
  RatingSettings,
  Ratings,
} from './types.js';

/** Glicko-2's conversion between the rating scale and its internal scale (400 / ln 10). */
export const GLICKO2_SCALE = 173.7178;
const CENTRE = 1500;

/** Players of a period held in typed arrays, indexed in a stable order. */
interface Field {
  readonly ids: string[];
  readonly rating: Float64Array;
  readonly deviation: Float64Array;
  readonly volatility: Float64Array;
  readonly matches: Float64Array;
}

/** The two sides and score of every match, as player indexes. */
interface Games {
  readonly a: Int32Array;
  readonly b: Int32Array;
  readonly score: Float64Array;
}

const badRatings = (message: string, path: string) =>
  err(RatingErrors.invalidRatings, message, path);

function readRatings(input: unknown, settings: RatingSettings, index: Map<string, number>) {
  if (!isRecord(input)) {
    return badRatings(
      `Ratings must be an object of player id to { rating, ... } (use {} for none yet), not ${kindOf(input)}.`,
      '',
    );
  }
  const glicko = settings.system === 'glicko2';
  const keys = Object.keys(input);
  const ids: string[] = [];
  const rating: number[] = [];
  const deviation: number[] = [];
  const volatility: number[] = [];
  const matches: number[] = [];
  for (const id of keys) {
    const entry = input[id];
    if (!isRecord(entry))
      return badRatings(
        `The rating of "${id}" must be an object, not ${kindOf(entry)}.`,
        `/${pointer(id)}`,
      );
    const r = entry.rating;
    if (!inRange(r, TABLE_RANGES.rating))
      return badRatings(
        `"rating" must be ${describeRange(TABLE_RANGES.rating)}, not ${kindOf(r)}.`,
        `/${pointer(id)}/rating`,
      );
    let dev = 0;
    let vol = 0;
    if (glicko) {
      const d = entry.deviation;
      if (!inRange(d, TABLE_RANGES.deviation))
        return badRatings(
          `Glicko-2 needs "deviation", ${describeRange(TABLE_RANGES.deviation)}, not ${kindOf(d)}.`,
          `/${pointer(id)}/deviation`,
        );
      const v = entry.volatility;
      if (!inRange(v, TABLE_RANGES.volatility))
        return badRatings(
          `Glicko-2 needs "volatility", ${describeRange(TABLE_RANGES.volatility)}, not ${kindOf(v)}.`,
          `/${pointer(id)}/volatility`,
        );
      dev = d;
      vol = v;
    }
    const m = entry.matches ?? 0;
    if (typeof m !== 'number' || !Number.isSafeInteger(m) || m < 0)
      return badRatings(
        `"matches" must be a whole number, 0 or more, not ${kindOf(m)}.`,
        `/${pointer(id)}/matches`,
      );
    if (
      entry.change !== undefined &&
      (typeof entry.change !== 'number' || !Number.isFinite(entry.change))
    )
      return badRatings(
        `"change" must be a finite number, not ${kindOf(entry.change)}.`,
        `/${pointer(id)}/change`,
      );
    index.set(id, ids.length);
    ids.push(id);
    rating.push(r);
    deviation.push(dev);
    volatility.push(vol);
    matches.push(m);
  }
  return ok({ ids, rating, deviation, volatility, matches });
}

const badMatch = (message: string, path: string) => err(RatingErrors.invalidMatch, message, path);

function readMatches(input: unknown, index: Map<string, number>, ids: string[]): Result<Games> {
  if (!Array.isArray(input))
    return badMatch(`Matches must be a list (use [] for none), not ${kindOf(input)}.`, '');
  const n = input.length;
  const a = new Int32Array(n);
  const b = new Int32Array(n);
  const score = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const m: unknown = input[i];
    if (!isRecord(m))
      return badMatch(`A match must be an object { players, score }, not ${kindOf(m)}.`, `/${i}`);
    const players = m.players;
    if (!Array.isArray(players) || players.length !== 2)
      return badMatch(
        `"players" must be a list of two player ids, not ${kindOf(players)}.`,
        `/${i}/players`,
      );
    const p: unknown = players[0];
    const q: unknown = players[1];
    if (typeof p !== 'string' || p === '' || typeof q !== 'string' || q === '') {
      const k = typeof p !== 'string' || p === '' ? 0 : 1;
      return badMatch(
        `A player id must be a non-empty string, not ${kindOf(players[k])}.`,
        `/${i}/players/${k}`,
      );
    }
    if (p === q)
      return err(
        RatingErrors.selfMatch,
        `"${String(p)}" cannot play themselves; a bye is not a rated match.`,
        `/${i}/players`,
      );
    const s = m.score;
    if (s !== 0 && s !== 0.5 && s !== 1)
      return badMatch(
        `"score" is the first player's result: 1 (win), 0.5 (draw) or 0 (loss), not ${kindOf(s)}.`,
        `/${i}/score`,
      );
    a[i] = indexOf(p as string, index, ids);
    b[i] = indexOf(q as string, index, ids);
    score[i] = s;
  }
  return ok({ a, b, score });
}

function indexOf(id: string, index: Map<string, number>, ids: string[]): number {
  let i = index.get(id);
  if (i === undefined) {
    i = ids.length;
    index.set(id, i);
    ids.push(id);
  }
  return i;
}

/** A match count as stored: never past the largest whole number a table may hold. */
const count = (x: number): number => Math.min(x, Number.MAX_SAFE_INTEGER);

function setEntry(out: Record<string, PlayerRating>, id: string, value: PlayerRating): void {
  // A plain assignment to "__proto__" would set the prototype instead of adding a player.
  if (id === '__proto__')
    Object.defineProperty(out, id, { value, enumerable: true, writable: true, configurable: true });
  else out[id] = value;
}

/**
 * Reads a ratings table from outside (a saved ladder) for the given system: every entry checked,
 * `matches` and `change` filled with 0 when absent. Total: any JSON value gives a table or
 * `rating/invalid-ratings` with a JSON Pointer path.
 *
 * @example
 * ```ts
 * import { parseRatings } from '@tcgkit/rating';
 * parseRatings(JSON.parse(saved), { system: 'glicko2' }); // ok, or rating/invalid-ratings at /ana/deviation
 * ```
 */
export function parseRatings(input: unknown, settings: unknown): Result<Ratings> {
  const resolved = resolveRatingSettings(settings);
  if (!resolved.ok) return resolved;
  const read = readRatings(input, resolved.value, new Map());
  if (!read.ok) return read;
  const glicko = resolved.value.system === 'glicko2';
  const out: Record<string, PlayerRating> = {};
  const { ids, rating, deviation, volatility, matches } = read.value;
  for (let i = 0; i < ids.length; i++) {
    const given = (input as Record<string, Record<string, unknown>>)[ids[i]!]!;
    const change = typeof given.change === 'number' ? given.change : 0;
    setEntry(
      out,
      ids[i]!,
      glicko
        ? {
            rating: rating[i]!,
            deviation: deviation[i]!,
            volatility: volatility[i]!,
            matches: matches[i]!,
            change,
            ...(deviation[i]! > (resolved.value as Glicko2Settings).provisionalDeviation
              ? { provisional: true as const }
              : {}),
          }
        : { rating: rating[i]!, matches: matches[i]!, change },
    );
  }
  return ok(out);
}

/**
 * Rates one rating period: every match of the period is rated against the ratings everyone had
 * before it, as Glicko-2 prescribes (Elo is rated the same way, so the order of matches within a
 * period does not matter). Players in `ratings` who did not play keep their rating; under Glicko-2
 * their deviation grows (inactivity), up to `maxDeviation`. Players who appear only in `matches`
 * start from the initial rating. Returns a new table (the input is never changed): the players of
 * `ratings` first in their order, then newcomers in the order they first appear.
 *
 * Total and linear-time on outside input: bad settings, ratings or matches give
 * `rating/invalid-settings`, `rating/invalid-ratings`, `rating/invalid-match` or
 * `rating/self-match` with a JSON Pointer path.
 *
 * @example
 * ```ts
 * import { rate } from '@tcgkit/rating';
 * const ratings = { ana: { rating: 1500, deviation: 200, volatility: 0.06, matches: 0, change: 0 } };
 * const after = rate(ratings, [{ players: ['ana', 'ben'], score: 1 }], { system: 'glicko2' });
 * // after.value.ana.rating > 1500; after.value.ben is a new player who lost
 * ```
 */
export function rate(ratings: unknown, matches: unknown, settings: unknown): Result<Ratings> {
  const resolved = resolveRatingSettings(settings);
  if (!resolved.ok) return resolved;
  const s = resolved.value;
  const index = new Map<string, number>();
  const given = readRatings(ratings, s, index);
  if (!given.ok) return given;
  const ids = given.value.ids;
  const known = ids.length;
  const games = readMatches(matches, index, ids);
  if (!games.ok) return games;
  const n = ids.length;
  const field: Field = {
    ids,
    rating: new Float64Array(n),
    deviation: new Float64Array(n),
    volatility: new Float64Array(n),
    matches: new Float64Array(n),
  };
  const glicko = s.system === 'glicko2';
  for (let i = 0; i < n; i++) {
    if (i < known) {
      field.rating[i] = given.value.rating[i]!;
      field.deviation[i] = given.value.deviation[i]!;
      field.volatility[i] = given.value.volatility[i]!;
      field.matches[i] = given.value.matches[i]!;
    } else {
      field.rating[i] = s.initialRating;
      if (glicko) {
        field.deviation[i] = (s as Glicko2Settings).initialDeviation;
        field.volatility[i] = (s as Glicko2Settings).initialVolatility;
      }
    }
  }
  const next = glicko
    ? glicko2Period(field, games.value, s as Glicko2Settings)
    : eloPeriod(field, games.value, s as EloSettings);
  const out: Record<string, PlayerRating> = {};
  for (let i = 0; i < n; i++) {
    const change = next.rating[i]! - field.rating[i]!;
    const entry: PlayerRating = glicko
      ? {
          rating: next.rating[i]!,
          deviation: next.deviation[i]!,
          volatility: next.volatility[i]!,
          matches: count(field.matches[i]! + next.played[i]!),
          change,
          ...(next.deviation[i]! > (s as Glicko2Settings).provisionalDeviation
            ? { provisional: true as const }
            : {}),
        }
      : { rating: next.rating[i]!, matches: count(field.matches[i]! + next.played[i]!), change };
    setEntry(out, ids[i]!, entry);
  }
  return ok(out);
}

/**
 * Rates several periods in order, each from the ratings the previous one produced (a season of
 * events: one period per event). The starting table is checked first (`rating/invalid-ratings`
 * with its path into the table); then it stops at the first bad period, the error's path starting
 * with the period's index and its message naming the period.
 *
 * @example
 * ```ts
 * import { ratePeriods } from '@tcgkit/rating';
 * const season = [[{ players: ['ana', 'ben'], score: 1 }], [], [{ players: ['ben', 'cy'], score: 0.5 }]];
 * ratePeriods({}, season, { system: 'glicko2' }); // ana sat out period 3: her deviation grew
 * ```
 */
export function ratePeriods(
  ratings: unknown,
  periods: unknown,
  settings: unknown,
): Result<Ratings> {
  if (!Array.isArray(periods))
    return badMatch(`Periods must be a list of match lists, not ${kindOf(periods)}.`, '');
  const resolved = resolveRatingSettings(settings);
  if (!resolved.ok) return resolved;
  // The table is checked once, before any period: its errors are the caller's table, not a period's.
  const start = parseRatings(ratings, resolved.value);
  if (!start.ok) return start;
  let current: Ratings = start.value;
  for (let p = 0; p < periods.length; p++) {
    const next = rate(current, periods[p], resolved.value);
    if (!next.ok) {
      const { code, message, path } = next.error;
      return err(code, `Period ${p + 1} (index ${p}): ${message}`, `/${p}${path ?? ''}`);
    }
    current = next.value;
  }
  return ok(current);
}

interface Period {
  readonly rating: Float64Array;
  readonly deviation: Float64Array;
  readonly volatility: Float64Array;
  readonly played: Float64Array;
}

/**
 * E(μ, μj, φj) of the paper from x = g(φj)(μ − μj), with x held within ±30: the expected score
 * is then never exactly 0 or 1, so v stays finite. |x| = 30 is a gap of over 5,000 rating points,
 * so no real match is changed by it.
 */
const expectation = (x: number): number => 1 / (1 + Math.exp(-Math.min(30, Math.max(-30, x))));

const clamp = (x: number, min: number, max: number, fallback: number): number =>
  Number.isNaN(x) ? fallback : Math.min(max, Math.max(min, x));

const L = RATING_LIMITS;
const clampRating = (x: number, fallback: number) => clamp(x, -L.rating, L.rating, fallback);
const clampDeviation = (x: number, fallback: number) =>
  clamp(x, L.minDeviation, L.maxDeviation, fallback);

/** g(φ) of the paper: how much an opponent's result counts given their deviation. */
const gOf = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/**
 * Glickman, "Example of the Glicko-2 system" (2013), steps 2 to 8, for every player at once: one
 * pass over the matches accumulates each player's 1/v and Σ g(φj)(sj − E), then each player's
 * volatility, deviation and rating follow.
 */
function glicko2Period(field: Field, games: Games, s: Glicko2Settings): Period {
  const n = field.ids.length;
  const mu = new Float64Array(n);
  const phi = new Float64Array(n);
  const g = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    mu[i] = (field.rating[i]! - CENTRE) / GLICKO2_SCALE;
    phi[i] = field.deviation[i]! / GLICKO2_SCALE;
    g[i] = gOf(phi[i]!);
  }
  const vInverse = new Float64Array(n);
  const delta = new Float64Array(n);
  const played = new Float64Array(n);
  const { a, b, score } = games;
  for (let k = 0; k < a.length; k++) {
    const i = a[k]!;
    const j = b[k]!;
    const sa = score[k]!;
    const gj = g[j]!;
    const gi = g[i]!;
    const eij = expectation(gj * (mu[i]! - mu[j]!));
    const eji = expectation(gi * (mu[j]! - mu[i]!));
    vInverse[i]! += gj * gj * eij * (1 - eij);
    vInverse[j]! += gi * gi * eji * (1 - eji);
    delta[i]! += gj * (sa - eij);
    delta[j]! += gi * (1 - sa - eji);
    played[i]! += 1;
    played[j]! += 1;
  }
  const rating = new Float64Array(n);
  const deviation = new Float64Array(n);
  const volatility = new Float64Array(n);
  const maxPhi = s.maxDeviation / GLICKO2_SCALE;
  for (let i = 0; i < n; i++) {
    const p = phi[i]!;
    const sigma = field.volatility[i]!;
    if (played[i] === 0) {
      // Step 6 alone: the deviation grows by the volatility; rating and volatility stay.
      rating[i] = field.rating[i]!;
      deviation[i] = clampDeviation(
        Math.min(Math.sqrt(p * p + sigma * sigma), Math.max(maxPhi, p)) * GLICKO2_SCALE,
        field.deviation[i]!,
      );
      volatility[i] = sigma;
      continue;
    }
    const v = 1 / vInverse[i]!;
    const d = v * delta[i]!;
    // Clamped before step 6, so φ* and everything after it are computed from the σ' stored.
    const sigmaNew = clamp(
      newVolatility(p, sigma, v, d, s),
      L.minVolatility,
      L.maxVolatility,
      sigma,
    );
    const phiStar = Math.sqrt(p * p + sigmaNew * sigmaNew);
    const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
    rating[i] = clampRating(
      (mu[i]! + phiNew * phiNew * delta[i]!) * GLICKO2_SCALE + CENTRE,
      field.rating[i]!,
    );
    deviation[i] = clampDeviation(phiNew * GLICKO2_SCALE, field.deviation[i]!);
    volatility[i] = sigmaNew;
  }
  return { rating, deviation, volatility, played };
}

/** Step 5: the new volatility, by the Illinois algorithm on f(x) as the paper gives it. */
function newVolatility(
  phi: number,
  sigma: number,
  v: number,
  delta: number,
  s: Glicko2Settings,
): number {
  const tau = s.tau;
  const a = Math.log(sigma * sigma);
  const phi2 = phi * phi;
  const d2 = delta * delta;
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const t = phi2 + v + ex;
    return (ex * (d2 - phi2 - v - ex)) / (2 * t * t) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (d2 > phi2 + v) {
    B = Math.log(d2 - phi2 - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0 && k < s.maxIterations) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  for (let step = 0; Math.abs(B - A) > s.tolerance && step < s.maxIterations; step++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    // f(A) = f(B) (both underflowed): no better bracket is to be had; the caller clamps.
    if (!Number.isFinite(C)) break;
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** The K of a player before the period: the first step of the schedule whose conditions hold. */
function kOf(schedule: readonly KFactorStep[], rating: number, matches: number): number {
  for (const step of schedule) {
    if (step.matchesBelow !== undefined && !(matches < step.matchesBelow)) continue;
    if (step.ratingBelow !== undefined && !(rating < step.ratingBelow)) continue;
    return step.k;
  }
  // The settings check makes the last step unconditional.
  return schedule[schedule.length - 1]!.k;
}

/**
 * Elo over a period: every match is scored against the ratings before the period, each side's
 * change K × (S − E). With equal K the two changes of a match cancel, so a period is zero-sum.
 */
function eloPeriod(field: Field, games: Games, s: EloSettings): Period {
  const n = field.ids.length;
  const k = new Float64Array(n);
  for (let i = 0; i < n; i++) k[i] = kOf(s.kFactor, field.rating[i]!, field.matches[i]!);
  const change = new Float64Array(n);
  const played = new Float64Array(n);
  const { a, b, score } = games;
  for (let m = 0; m < a.length; m++) {
    const i = a[m]!;
    const j = b[m]!;
    const expected = 1 / (1 + 10 ** ((field.rating[j]! - field.rating[i]!) / s.scale));
    const surprise = score[m]! - expected;
    change[i]! += k[i]! * surprise;
    change[j]! -= k[j]! * surprise;
    played[i]! += 1;
    played[j]! += 1;
  }
  const rating = new Float64Array(n);
  for (let i = 0; i < n; i++)
    rating[i] = clampRating(field.rating[i]! + change[i]!, field.rating[i]!);
  return { rating, deviation: new Float64Array(n), volatility: new Float64Array(n), played };
}
