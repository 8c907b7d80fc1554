import { describe, expect, it } from 'vitest';
import { GLICKO2_SCALE, rate, ratePeriods } from '../src/index.js';

const settings = { system: 'glicko2', tau: 0.5 } as const;

/** Glickman, "Example of the Glicko-2 system": the player and the three opponents. */
const example = {
  player: { rating: 1500, deviation: 200, volatility: 0.06, matches: 0, change: 0 },
  o1: { rating: 1400, deviation: 30, volatility: 0.06, matches: 0, change: 0 },
  o2: { rating: 1550, deviation: 100, volatility: 0.06, matches: 0, change: 0 },
  o3: { rating: 1700, deviation: 300, volatility: 0.06, matches: 0, change: 0 },
};
const exampleMatches = [
  { players: ['player', 'o1'], score: 1 },
  { players: ['player', 'o2'], score: 0 },
  { players: ['player', 'o3'], score: 0 },
] as const;

function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

describe("Glickman's worked example (1500 / 200 / 0.06 against 1400/30 won, 1550/100 lost, 1700/300 lost; τ = 0.5)", () => {
  const after = must(rate(example, exampleMatches, settings));

  it("gives the paper's r' = 1464.06, RD' = 151.52, σ' = 0.05999", () => {
    const p = after.player!;
    // The paper converts its rounded μ' = −0.2069 back: 173.7178 × −0.2069 + 1500 = 1464.06.
    // Unrounded arithmetic gives 1464.0506, within the paper's last digit.
    expect(Math.abs(p.rating - 1464.06)).toBeLessThan(0.01);
    expect(
      (173.7178 * Number(((p.rating - 1500) / GLICKO2_SCALE).toFixed(4)) + 1500).toFixed(2),
    ).toBe('1464.06');
    expect(p.deviation!.toFixed(2)).toBe('151.52');
    // The paper writes σ' = 0.05999, its digits cut (not rounded) from 0.0599960.
    expect(Math.trunc(p.volatility! * 1e5) / 1e5).toBe(0.05999);
    expect(p.volatility!.toFixed(7)).toBe('0.0599960');
    expect(p.matches).toBe(3);
    expect(p.change).toBe(p.rating - 1500);
  });

  it("goes through the paper's intermediate values (μ' = −0.2069, φ' = 0.8722)", () => {
    const p = after.player!;
    expect(((p.rating - 1500) / GLICKO2_SCALE).toFixed(4)).toBe('-0.2069');
    expect((p.deviation! / GLICKO2_SCALE).toFixed(4)).toBe('0.8722');
  });

  it('does not change its input', () => {
    expect(example.player.rating).toBe(1500);
    expect(example.player.deviation).toBe(200);
  });

  it('rates the opponents in the same period, from the ratings before it', () => {
    expect(after.o1!.rating).toBeLessThan(1400);
    expect(after.o2!.rating).toBeGreaterThan(1550);
    expect(after.o3!.rating).toBeGreaterThan(1700);
    // The low-RD opponent barely moves; the high-RD one moves a lot.
    expect(Math.abs(after.o1!.change)).toBeLessThan(Math.abs(after.o3!.change));
  });

  it('does not depend on the order of the matches within the period', () => {
    const reversed = must(rate(example, [...exampleMatches].reverse(), settings));
    expect(reversed.player!.rating).toBeCloseTo(after.player!.rating, 9);
  });

  it('gives the same result with the players of each match listed the other way round', () => {
    const flipped = exampleMatches.map((m) => ({
      players: [m.players[1], m.players[0]],
      score: 1 - m.score,
    }));
    const other = must(rate(example, flipped, settings));
    for (const id of Object.keys(after)) {
      expect(other[id]!.rating).toBeCloseTo(after[id]!.rating, 9);
      expect(other[id]!.deviation).toBeCloseTo(after[id]!.deviation!, 9);
    }
  });
});

describe('inactivity', () => {
  it("raises the deviation as the paper's step 6 says: φ* = √(φ² + σ²), rating and volatility unchanged", () => {
    const after = must(rate({ player: example.player }, [], settings)).player!;
    const phi = 200 / GLICKO2_SCALE;
    expect(after.deviation).toBeCloseTo(Math.sqrt(phi * phi + 0.06 * 0.06) * GLICKO2_SCALE, 9);
    expect(after.deviation).toBeGreaterThan(200);
    expect(after.rating).toBe(1500);
    expect(after.volatility).toBe(0.06);
    expect(after.change).toBe(0);
    expect(after.matches).toBe(0);
  });

  it('keeps raising it period after period, never past maxDeviation', () => {
    let ladder = { player: example.player } as Record<string, typeof example.player>;
    let last = 200;
    for (let i = 0; i < 30; i++) {
      ladder = must(rate(ladder, [], settings)) as typeof ladder;
      expect(ladder.player!.deviation).toBeGreaterThan(last);
      last = ladder.player!.deviation;
    }
    const capped = must(
      ratePeriods(
        { player: example.player },
        Array.from({ length: 2000 }, () => []),
        settings,
      ),
    );
    expect(capped.player!.deviation).toBe(350);
    const lowCap = must(
      rate({ player: example.player }, [], {
        ...settings,
        maxDeviation: 200,
        initialDeviation: 200,
      }),
    );
    expect(lowCap.player!.deviation).toBe(200);
  });

  it('applies to a player who sat out while others played', () => {
    const after = must(rate(example, [{ players: ['o1', 'o2'], score: 0.5 }], settings));
    expect(after.player!.deviation).toBeGreaterThan(200);
    expect(after.o3!.deviation).toBeGreaterThan(300);
    expect(after.o1!.deviation).toBeLessThan(after.o1!.deviation! + 1);
  });
});

describe('new players', () => {
  it('start from the initial rating, deviation and volatility, in the order they first appear', () => {
    const after = must(
      rate({}, [{ players: ['zed', 'amy'], score: 0.5 }], {
        system: 'glicko2',
        initialRating: 1200,
      }),
    );
    expect(Object.keys(after)).toEqual(['zed', 'amy']);
    expect(after.zed!.rating).toBeCloseTo(1200, 9);
    expect(after.amy!.rating).toBeCloseTo(1200, 9);
    expect(after.zed!.deviation).toBeLessThan(350);
    expect(after.zed!.matches).toBe(1);
  });

  it('keep an id like "__proto__" as a player, not as the prototype', () => {
    const after = must(rate({}, [{ players: ['__proto__', 'constructor'], score: 1 }], settings));
    expect(Object.keys(after)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(after)).toBe(Object.prototype);
    const saved = Object.getOwnPropertyDescriptor(JSON.parse(JSON.stringify(after)), '__proto__');
    expect(saved?.value.rating).toBeGreaterThan(1500);
  });
});

describe('settings', () => {
  it('τ changes how much the volatility moves after a surprising result', () => {
    const upset = [{ players: ['o1', 'o3'], score: 0 }];
    const calm = must(rate(example, upset, { system: 'glicko2', tau: 0.3 }));
    const wild = must(rate(example, upset, { system: 'glicko2', tau: 1.2 }));
    expect(Math.abs(wild.o1!.volatility! - 0.06)).toBeGreaterThan(
      Math.abs(calm.o1!.volatility! - 0.06),
    );
  });

  it('a looser tolerance still lands near the exact volatility', () => {
    const loose = must(rate(example, exampleMatches, { ...settings, tolerance: 0.01 })).player!;
    expect(loose.volatility).toBeCloseTo(0.05999, 3);
  });
});
