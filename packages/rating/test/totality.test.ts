import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseRatings,
  RATING_LIMITS,
  RatingErrors,
  rate,
  ratePeriods,
  ratingPeriodFromEvent,
  resolveRatingSettings,
  toLadderView,
} from '../src/index.js';

/** A result is a value or an error with a code of this package (or of core) and a message. */
function isOutcome(r: unknown): boolean {
  if (typeof r !== 'object' || r === null) return false;
  const o = r as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  if (o.ok === true) return true;
  return (
    o.ok === false &&
    typeof o.error?.code === 'string' &&
    o.error.code.startsWith('rating/') &&
    typeof o.error.message === 'string' &&
    o.error.message.length > 10
  );
}

/** Every number in a table a call returns: finite, in the limits, deviation and volatility above 0. */
function expectSound(table: Record<string, Record<string, unknown>>): void {
  for (const id of Object.keys(table)) {
    const p = table[id]!;
    for (const key of Object.keys(p)) {
      const x = p[key];
      if (typeof x === 'number') expect(Number.isFinite(x), `${id}.${key} = ${x}`).toBe(true);
    }
    expect(Math.abs(p.rating as number)).toBeLessThanOrEqual(RATING_LIMITS.rating);
    if (p.deviation !== undefined) {
      expect(p.deviation as number).toBeGreaterThanOrEqual(RATING_LIMITS.minDeviation);
      expect(p.deviation as number).toBeLessThanOrEqual(RATING_LIMITS.maxDeviation);
      expect(p.volatility as number).toBeGreaterThanOrEqual(RATING_LIMITS.minVolatility);
      expect(p.volatility as number).toBeLessThanOrEqual(RATING_LIMITS.maxVolatility);
    }
  }
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

const g = { system: 'glicko2' } as const;

describe('every public function is total over arbitrary JSON (fast-check)', () => {
  const json = fc.jsonValue();
  const withNull = fc.oneof(json, fc.constant(null), fc.constant(undefined));
  it('rate, ratePeriods, parseRatings, resolveRatingSettings, ratingPeriodFromEvent and toLadderView return a value or a coded error, never throw', () => {
    fc.assert(
      fc.property(withNull, withNull, withNull, (a, b, c) => {
        for (const s of [c, g, { system: 'elo' }]) {
          expect(isOutcome(rate(a, b, s))).toBe(true);
          expect(isOutcome(rate({}, b, s))).toBe(true);
          expect(isOutcome(ratePeriods(a, b, s))).toBe(true);
          expect(isOutcome(ratePeriods({}, [b, b], s))).toBe(true);
          expect(isOutcome(parseRatings(a, s))).toBe(true);
        }
        expect(isOutcome(resolveRatingSettings(a))).toBe(true);
        expect(isOutcome(ratingPeriodFromEvent(a, b as never))).toBe(true);
        const event = { type: 'tournament', status: 'complete', settings: {}, stages: [b] };
        expect(isOutcome(ratingPeriodFromEvent(event, c as never))).toBe(true);
        expect(isOutcome(ratingPeriodFromEvent(event, { visibility: 'public' }))).toBe(true);
        expect(isOutcome(toLadderView(a, b))).toBe(true);
        expect(isOutcome(toLadderView({ x: a }, { previous: b, names: c }))).toBe(true);
        expect(isOutcome(toLadderView({ x: { rating: 1500 } }, { minMatches: a, title: b }))).toBe(
          true,
        );
      }),
      { numRuns: 400 },
    );
  });

  it('a table rated from anything in the limits holds only finite figures in the limits (both systems)', () => {
    const L = RATING_LIMITS;
    const edge = <T>(values: T[], arb: fc.Arbitrary<T>) =>
      fc.oneof(fc.constantFrom(...values), arb);
    const entry = fc.record({
      rating: edge(
        [-L.rating, L.rating, 0, 1500],
        fc.double({ min: -L.rating, max: L.rating, noNaN: true }),
      ),
      deviation: edge(
        [L.minDeviation, L.maxDeviation, 350],
        fc.double({ min: L.minDeviation, max: L.maxDeviation, noNaN: true }),
      ),
      volatility: edge(
        [L.minVolatility, L.maxVolatility, 0.06],
        fc.double({ min: L.minVolatility, max: L.maxVolatility, noNaN: true }),
      ),
      matches: fc.nat(1000),
    });
    const ids = ['a', 'b', 'c', 'd'];
    const table = fc
      .tuple(entry, entry, entry, entry)
      .map((es) => Object.fromEntries(ids.map((id, i) => [id, es[i]!])));
    const match = fc
      .tuple(fc.nat(3), fc.integer({ min: 1, max: 3 }), fc.constantFrom(0, 0.5, 1))
      .map(([a, step, score]) => ({ players: [ids[a]!, ids[(a + step) % 4]!], score }));
    const settings = fc.oneof(
      fc.record({
        system: fc.constant('glicko2'),
        tau: edge([L.minTau, L.maxTau], fc.double({ min: L.minTau, max: L.maxTau, noNaN: true })),
        tolerance: fc.constantFrom(L.minTolerance, L.maxTolerance, 0.000001),
        maxIterations: fc.constantFrom(1, 3, 100, L.maxIterations),
        initialVolatility: fc.constantFrom(L.minVolatility, L.maxVolatility, 0.06),
      }),
      fc.record({
        system: fc.constant('elo'),
        kFactor: edge([L.maxK, 32], fc.double({ min: 0.001, max: L.maxK, noNaN: true })),
        scale: fc.constantFrom(L.minScale, L.maxScale, 400),
      }),
    );
    fc.assert(
      fc.property(table, fc.array(match, { maxLength: 30 }), settings, (before, matches, s) => {
        const once = must(rate(before, matches, s));
        expectSound(once as never);
        // Twice more: what one call returns the next reads, and stays sound.
        const again = must(ratePeriods(once, [matches, [], matches], s));
        expectSound(again as never);
      }),
      { numRuns: 400 },
    );
  });
});

describe('defect 1: finite inputs never give non-finite or zero outputs', () => {
  const p = (rating: number, deviation: number, volatility: number) => ({
    rating,
    deviation,
    volatility,
    matches: 0,
    change: 0,
  });
  const wins = (n: number) =>
    Array.from({ length: n }, () => ({ players: ['a', 'b'] as const, score: 1 as const }));

  it.each([
    ['a volatility of 1e200', { a: p(1500, 200, 1e200) }, '/a/volatility'],
    ['a volatility of 1e-300', { a: p(1500, 200, 1e-300) }, '/a/volatility'],
    ['a deviation of 1e-300', { a: p(1500, 1e-300, 0.06) }, '/a/deviation'],
    ['a rating of Number.MAX_VALUE', { a: p(Number.MAX_VALUE, 200, 0.06) }, '/a/rating'],
    ['a rating of -Number.MAX_VALUE', { a: p(-Number.MAX_VALUE, 200, 0.06) }, '/a/rating'],
  ])('%s is refused with its path and the range', (_, table, path) => {
    const r = rate(table, wins(1), g);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(RatingErrors.invalidRatings);
    expect(r.error.path).toBe(path);
    expect(r.error.message).toMatch(/from .* to /);
  });

  it.each([
    [{ system: 'glicko2', initialVolatility: 1e300 }, '/initialVolatility'],
    [{ system: 'glicko2', tau: 1e300 }, '/tau'],
    [{ system: 'glicko2', tau: 1e-300 }, '/tau'],
    [{ system: 'glicko2', initialDeviation: 1e-300 }, '/initialDeviation'],
    [{ system: 'glicko2', initialRating: 1e300 }, '/initialRating'],
    [{ system: 'elo', kFactor: 1e308 }, '/kFactor'],
    [{ system: 'elo', kFactor: [{ k: 1e308, matchesBelow: 5 }, { k: 10 }] }, '/kFactor/0/k'],
    [{ system: 'elo', scale: 1e-300 }, '/scale'],
  ])('settings %j out of range are rating/invalid-settings at %j', (s, path) => {
    const r = resolveRatingSettings(s);
    expect(r.ok || r.error.code).toBe(RatingErrors.invalidSettings);
    expect(r.ok || r.error.path).toBe(path);
  });

  it('the extremes the limits allow still rate to finite figures in the limits', () => {
    const L = RATING_LIMITS;
    const extremes = [
      {
        a: p(L.rating, L.minDeviation, L.minVolatility),
        b: p(-L.rating, L.maxDeviation, L.maxVolatility),
      },
      {
        a: p(-L.rating, L.maxDeviation, L.maxVolatility),
        b: p(L.rating, L.minDeviation, L.minVolatility),
      },
      { a: p(1500, L.minDeviation, L.minVolatility), b: p(1500, L.minDeviation, L.minVolatility) },
      { a: p(1500, L.maxDeviation, L.maxVolatility), b: p(1500, L.maxDeviation, L.maxVolatility) },
    ];
    const settings = [
      { system: 'glicko2', tau: L.maxTau },
      {
        system: 'glicko2',
        tau: L.minTau,
        tolerance: L.minTolerance,
        maxIterations: L.maxIterations,
      },
      { system: 'glicko2', initialVolatility: L.maxVolatility, maxDeviation: L.maxDeviation },
    ];
    for (const table of extremes)
      for (const s of settings)
        for (const n of [1, 5, 50]) {
          expectSound(must(rate(table, wins(n), s)) as never);
          expectSound(must(ratePeriods(table, [wins(n), [], wins(n)], s)) as never);
        }
  });

  it('Elo with the largest K and many wins stays within the rating limit', () => {
    const top = {
      a: { rating: RATING_LIMITS.rating - 10 },
      b: { rating: RATING_LIMITS.rating - 10 },
    };
    const after = must(rate(top, wins(5), { system: 'elo', kFactor: RATING_LIMITS.maxK }));
    expect(after.a!.rating).toBe(RATING_LIMITS.rating);
    expectSound(after as never);
  });
});

describe('defect 2: the settings bound the work', () => {
  it.each([
    [{ system: 'glicko2', tolerance: 1e-300 }, '/tolerance'],
    [{ system: 'glicko2', tolerance: 1 }, '/tolerance'],
    [{ system: 'glicko2', maxIterations: 1e6 }, '/maxIterations'],
    [{ system: 'glicko2', maxIterations: 1e9 }, '/maxIterations'],
    [{ system: 'glicko2', tolerance: 1e-300, maxIterations: 1e6 }, '/tolerance'],
  ])('%j is refused at %j', (s, path) => {
    const r = rate({}, [{ players: ['a', 'b'], score: 1 }], s);
    expect(r.ok || [r.error.code, r.error.path]).toEqual([RatingErrors.invalidSettings, path]);
  });

  it('the tightest settings allowed still rate a period', () => {
    const s = {
      system: 'glicko2',
      tolerance: RATING_LIMITS.minTolerance,
      maxIterations: RATING_LIMITS.maxIterations,
    };
    const r = must(rate({}, [{ players: ['a', 'b'], score: 1 }], s));
    expect(r.a!.rating).toBeGreaterThan(1500);
  });
});

describe('defect 1: ratePeriods names the period that failed', () => {
  it('a bad match in the third period says so in the path and the message', () => {
    const r = ratePeriods({}, [[], [], [{ players: ['a', 'b'], score: 2 }]], g);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(RatingErrors.invalidMatch);
    expect(r.error.path).toBe('/2/0/score');
    expect(r.error.message).toMatch(/^Period 3 \(index 2\): /);
  });

  it('a bad starting table is the table’s error, with its path into the table', () => {
    const r = ratePeriods({ a: { rating: 1500, deviation: 0, volatility: 0.06 } }, [[]], g);
    expect(r.ok || [r.error.code, r.error.path]).toEqual([
      RatingErrors.invalidRatings,
      '/a/deviation',
    ]);
  });
});

describe('defect 3: the readers of options and tables', () => {
  const event = { type: 'tournament', status: 'complete', settings: {}, stages: [] };

  it.each([
    [null, ''],
    ['public', ''],
    [[], ''],
    [{ visibility: 'secret' }, '/visibility'],
    [{ visibilty: 'public' }, '/visibilty'],
  ])('ratingPeriodFromEvent(event, %j) is rating/invalid-options at %j', (options, path) => {
    const r = ratingPeriodFromEvent(event, options as never);
    expect(r.ok || [r.error.code, r.error.path]).toEqual([RatingErrors.invalidOptions, path]);
  });

  const good = { rating: 1500, matches: 2, change: 0 };
  it.each([
    [null, {}, RatingErrors.invalidRatings, ''],
    [{ a: null }, {}, RatingErrors.invalidRatings, '/a'],
    [{ a: { rating: Number.NaN } }, {}, RatingErrors.invalidRatings, '/a/rating'],
    [{ a: { rating: '1500' } }, {}, RatingErrors.invalidRatings, '/a/rating'],
    [{ a: { ...good, deviation: 'wide' } }, {}, RatingErrors.invalidRatings, '/a/deviation'],
    [{ a: { ...good, matches: 'two' } }, {}, RatingErrors.invalidRatings, '/a/matches'],
    [{ a: { ...good, change: Number.NaN } }, {}, RatingErrors.invalidRatings, '/a/change'],
    [{ a: good }, null, RatingErrors.invalidOptions, ''],
    [{ a: good }, { previous: null }, RatingErrors.invalidOptions, '/previous'],
    [{ a: good }, { previous: { a: 3 } }, RatingErrors.invalidOptions, '/previous/a'],
    [{ a: good }, { names: null }, RatingErrors.invalidOptions, '/names'],
    [{ a: good }, { names: { a: 7 } }, RatingErrors.invalidOptions, '/names/a'],
    [{ a: good }, { title: 3 }, RatingErrors.invalidOptions, '/title'],
    [{ a: good }, { minMatches: -1 }, RatingErrors.invalidOptions, '/minMatches'],
    [{ a: good }, { sortBy: 'name' }, RatingErrors.invalidOptions, '/sortBy'],
  ])('toLadderView(%j, %j) is %s at %j', (ratings, options, code, path) => {
    const r = toLadderView(ratings, options);
    expect(r.ok || [r.error.code, r.error.path]).toEqual([code, path]);
  });

  it('toLadderView keeps an entry without matches (0 matches), as parseRatings reads it', () => {
    const r = must(toLadderView({ a: { rating: 1500 }, b: { rating: 1600, matches: 4 } }));
    expect(r.rows.map((x) => [x.participantId, x.matches, x.change])).toEqual([
      ['b', 4, 0],
      ['a', 0, 0],
    ]);
  });
});
