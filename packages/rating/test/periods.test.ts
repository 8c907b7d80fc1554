import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_TIME_PERIODS,
  RatingErrors,
  rate,
  ratePeriods,
  ratingPeriodsByTime,
} from '../src/index.js';

function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

const m = (a: string, b: string, score: 0 | 0.5 | 1 = 1) => ({ players: [a, b] as const, score });

describe('ratingPeriodsByTime (issue 36: time-based periods)', () => {
  it('groups by ISO week (Monday to Sunday, UTC) with an empty period for every idle week', () => {
    const weeks = must(
      ratingPeriodsByTime(
        [
          { at: '2026-03-02', matches: [m('a', 'b')] }, // Monday
          { at: '2026-03-08T23:30:00Z', matches: [m('b', 'c')] }, // Sunday, same week
          { at: '2026-03-09', matches: [m('a', 'c')] }, // next Monday
          { at: '2026-03-30', matches: [m('c', 'a')] }, // three weeks on
        ],
        { every: 'week' },
      ),
    );
    expect(weeks.map((w) => w.length)).toEqual([2, 1, 0, 0, 1]);
  });

  it('groups by calendar month, in date order whatever the input order, and pads to until', () => {
    const months = must(
      ratingPeriodsByTime(
        [
          { at: '2026-04-30', matches: [m('a', 'b')] },
          { at: '2026-02-01', matches: [m('b', 'c'), m('a', 'c')] },
        ],
        { every: 'month', until: '2026-06-15' },
      ),
    );
    expect(months.map((x) => x.length)).toEqual([2, 0, 1, 0, 0]);
  });

  it('an idle player’s deviation grows per week away, not per event held', () => {
    const season = [
      { at: '2026-01-05', matches: [m('ana', 'ben'), m('cy', 'dee')] },
      { at: '2026-03-02', matches: [m('ben', 'cy')] },
    ];
    const weekly = must(
      ratePeriods({}, must(ratingPeriodsByTime(season, { every: 'week' })), { system: 'glicko2' }),
    );
    const perEvent = must(
      ratePeriods(
        {},
        season.map((e) => e.matches),
        { system: 'glicko2' },
      ),
    );
    // Ana played in January only: 8 idle weeks grow her deviation more than one idle event.
    expect(weekly.ana!.deviation!).toBeGreaterThan(perEvent.ana!.deviation!);
    const after = must(rate({}, season[0]!.matches, { system: 'glicko2' }));
    let d = after.ana!.deviation! / 173.7178;
    const sigma = after.ana!.volatility!;
    for (let w = 0; w < 8; w++) d = Math.sqrt(d * d + sigma * sigma);
    expect(weekly.ana!.deviation!).toBeCloseTo(d * 173.7178, 6);
  });

  it.each([
    [null, { every: 'week' }, RatingErrors.invalidPeriods, ''],
    [[null], { every: 'week' }, RatingErrors.invalidPeriods, '/0'],
    [[{ at: '14/03/2026', matches: [] }], { every: 'week' }, RatingErrors.invalidPeriods, '/0/at'],
    [[{ at: '2026-02-30x', matches: [] }], { every: 'week' }, RatingErrors.invalidPeriods, '/0/at'],
    [
      [{ at: '2026-03-14', matches: {} }],
      { every: 'week' },
      RatingErrors.invalidPeriods,
      '/0/matches',
    ],
    [
      [
        { at: '1900-01-01', matches: [] },
        { at: '2200-01-01', matches: [] },
      ],
      { every: 'week' },
      RatingErrors.invalidPeriods,
      '',
    ],
    [[], { every: 'day' }, RatingErrors.invalidOptions, '/every'],
    [[], null, RatingErrors.invalidOptions, ''],
    [[], { every: 'week', since: '2026-01-01' }, RatingErrors.invalidOptions, '/since'],
    [
      [{ at: '2026-03-14', matches: [] }],
      { every: 'week', until: '2026-01-01' },
      RatingErrors.invalidOptions,
      '/until',
    ],
    [[], { every: 'week', until: 'soon' }, RatingErrors.invalidOptions, '/until'],
  ])('%j with %j is %s at %j', (dated, options, code, path) => {
    const r = ratingPeriodsByTime(dated, options);
    expect(r.ok || [r.error.code, r.error.path]).toEqual([code, path]);
  });

  it(`is total and bounded: any JSON gives periods (at most ${MAX_TIME_PERIODS}) or a coded error`, () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        for (const r of [
          ratingPeriodsByTime(a, b),
          ratingPeriodsByTime(a, { every: 'week' }),
          ratingPeriodsByTime([{ at: '2026-01-01', matches: [] }, a], { every: 'month', until: b }),
        ]) {
          expect(r.ok || r.error.code.startsWith('rating/')).toBe(true);
          if (r.ok) expect(r.value.length).toBeLessThanOrEqual(MAX_TIME_PERIODS);
        }
      }),
      { numRuns: 300 },
    );
  });
});
