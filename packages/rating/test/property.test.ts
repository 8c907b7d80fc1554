import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RatedMatch, Ratings } from '../src/index.js';
import { GLICKO2_SCALE, rate, ratingPeriodFromEvent, resolveRatingSettings } from '../src/index.js';

const ids = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9'];

const glickoEntry = fc.record({
  rating: fc.double({ min: 800, max: 2600, noNaN: true }),
  deviation: fc.double({ min: 30, max: 350, noNaN: true }),
  volatility: fc.double({ min: 0.03, max: 0.1, noNaN: true }),
  matches: fc.nat(200),
  change: fc.constant(0),
});
const eloEntry = fc.record({
  rating: fc.double({ min: 800, max: 2600, noNaN: true }),
  matches: fc.nat(200),
  change: fc.constant(0),
});

const table = <E extends { rating: number }>(entry: fc.Arbitrary<E>) =>
  fc
    .tuple(...ids.map(() => entry))
    .map(
      (values) => Object.fromEntries(ids.map((id, i) => [id, values[i] as E])) as Record<string, E>,
    );

const match = fc
  .tuple(
    fc.integer({ min: 0, max: ids.length - 1 }),
    fc.integer({ min: 1, max: ids.length - 1 }),
    fc.constantFrom(0, 0.5, 1),
  )
  .map(
    ([a, step, score]): RatedMatch => ({
      players: [ids[a]!, ids[(a + step) % ids.length]!],
      score: score as 0 | 0.5 | 1,
    }),
  );
const period = fc.array(match, { maxLength: 40 });

function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** The matches of `period` not involving `id`, plus `wins` wins for `id` against random opponents. */
function onlyWinsFor(
  id: string,
  others: readonly RatedMatch[],
  opponents: readonly number[],
): RatedMatch[] {
  const rest = others.filter((m) => m.players[0] !== id && m.players[1] !== id);
  const wins = opponents.map((o, k): RatedMatch => {
    const opp = ids[o]! === id ? ids[(o + 1) % ids.length]! : ids[o]!;
    return k % 2 === 0 ? { players: [id, opp], score: 1 } : { players: [opp, id], score: 0 };
  });
  return [...rest, ...wins];
}

describe('properties (fast-check)', () => {
  const winners = fc.tuple(
    period,
    fc.array(fc.integer({ min: 0, max: ids.length - 1 }), { minLength: 1, maxLength: 6 }),
  );

  it('Glicko-2: a player who only wins in a period never loses rating; their beaten opponents never gain from those matches alone', () => {
    fc.assert(
      fc.property(
        table(glickoEntry),
        winners,
        fc.double({ min: 0.2, max: 1.2, noNaN: true }),
        (before, [others, opps], tau) => {
          const matches = onlyWinsFor('p0', others, opps);
          const after = must(rate(before, matches, { system: 'glicko2', tau }));
          expect(after.p0!.rating).toBeGreaterThanOrEqual(before.p0!.rating);
          const lonely = must(
            rate(before, onlyWinsFor('p0', [], opps), { system: 'glicko2', tau }),
          );
          for (const id of ids.slice(1))
            expect(lonely[id]!.rating).toBeLessThanOrEqual(before[id]!.rating);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('Elo: a player who only wins in a period never loses rating, whatever the K schedule', () => {
    fc.assert(
      fc.property(table(eloEntry), winners, (before, [others, opps]) => {
        const after = must(
          rate(before, onlyWinsFor('p0', others, opps), {
            system: 'elo',
            kFactor: [{ k: 40, matchesBelow: 30 }, { k: 20, ratingBelow: 2000 }, { k: 10 }],
          }),
        );
        expect(after.p0!.rating).toBeGreaterThanOrEqual(before.p0!.rating);
      }),
      { numRuns: 300 },
    );
  });

  it('Elo: turning one of a player\u2019s losses into a win always raises their rating', () => {
    fc.assert(
      fc.property(table(eloEntry), period, fc.nat(), (before, matches, pick) => {
        if (matches.length === 0) return;
        const k = pick % matches.length;
        const m = matches[k]!;
        const lost: RatedMatch = { players: m.players, score: 0 };
        const won: RatedMatch = { players: m.players, score: 1 };
        const withLoss = must(
          rate(
            before,
            matches.map((x, i) => (i === k ? lost : x)),
            { system: 'elo' },
          ),
        );
        const withWin = must(
          rate(
            before,
            matches.map((x, i) => (i === k ? won : x)),
            { system: 'elo' },
          ),
        );
        expect(withWin[m.players[0]]!.rating).toBeGreaterThan(withLoss[m.players[0]]!.rating);
      }),
      { numRuns: 300 },
    );
  });

  it('Elo: with equal K the changes of a period sum to zero', () => {
    fc.assert(
      fc.property(
        table(eloEntry),
        period,
        fc.double({ min: 1, max: 64, noNaN: true }),
        (before, matches, k) => {
          const after = must(rate(before, matches, { system: 'elo', kFactor: k }));
          const sum = Object.keys(after).reduce((s, id) => s + after[id]!.change, 0);
          const total = Object.keys(after).reduce(
            (s, id) => s + after[id]!.rating - (before as Ratings)[id]!.rating,
            0,
          );
          expect(Math.abs(sum)).toBeLessThan(1e-9);
          expect(Math.abs(total)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('Glicko-2: whoever played ends with a deviation below their own pre-period φ* = √(φ² + σ′²), and every figure is finite', () => {
    fc.assert(
      fc.property(table(glickoEntry), period, (before, matches) => {
        const after = must(rate(before, matches, { system: 'glicko2' }));
        for (const id of ids) {
          const p = after[id]!;
          expect(
            Number.isFinite(p.rating) && Number.isFinite(p.deviation!) && p.volatility! > 0,
          ).toBe(true);
          const played = matches.some((m) => m.players.includes(id));
          const phiStar =
            Math.hypot(before[id]!.deviation / GLICKO2_SCALE, p.volatility!) * GLICKO2_SCALE;
          if (played) expect(p.deviation!).toBeLessThan(phiStar);
          else
            expect(p.deviation!).toBeCloseTo(
              Math.min(phiStar, Math.max(350, before[id]!.deviation)),
              9,
            );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('rate, resolveRatingSettings and ratingPeriodFromEvent are total: any JSON value gives a result, never an exception', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (a, b, c) => {
        const settings = [c, { system: 'glicko2' }, { system: 'elo' }];
        for (const s of settings) {
          expect(typeof rate(a, b, s).ok).toBe('boolean');
          expect(typeof rate({}, b, s).ok).toBe('boolean');
        }
        expect(typeof resolveRatingSettings(a).ok).toBe('boolean');
        expect(typeof ratingPeriodFromEvent(a).ok).toBe('boolean');
        expect(
          typeof ratingPeriodFromEvent({
            type: 'tournament',
            status: 'complete',
            settings: {},
            stages: [b],
          }).ok,
        ).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});
