import { unwrap } from '@tcgkit/core';
import { presets } from '@tcgkit/tiebreakers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectCut } from '../src/index.js';
import { bruteForce, randomStage } from './helpers.js';

const rules = [undefined, presets.playPokemon, presets.mtg];
const side = (safe: string, k: 0 | 1) => safe === 'both' || safe === (k === 0 ? 'first' : 'second');

describe('projectCut against brute force (every outcome, every future pairing, real tiebreakers)', () => {
  it('last round: locked, eliminated and drawSafe are never wrong; exact odds equal brute force to 1e-9', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 9 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(0, 0.25),
        fc.constantFrom(0, 1, 2),
        fc.integer(),
        (players, rounds, cut, draw, rule, seed) => {
          const standings = rules[rule];
          const stage = randomStage(`last-${seed}`, {
            players,
            rounds,
            played: rounds - 1,
            reported: 0.3,
            dropChance: 0.05,
            settings: standings === undefined ? {} : { standings },
          });
          const projection = unwrap(projectCut(stage, { cut, drawProbability: draw }));
          const truth = bruteForce(stage, cut, [(1 - draw) / 2, draw, (1 - draw) / 2]);
          const index = new Map(stage.players.map((p, i) => [p.id, i]));
          expect(projection.exact).toBe(true);
          for (const p of projection.players) {
            const i = index.get(p.id)!;
            if (p.status === 'locked') expect(truth.always[i], p.id).toBe(true);
            if (p.status === 'eliminated') expect(truth.never[i], p.id).toBe(true);
            expect(p.cut.probability).toBeCloseTo(truth.probability[i]!, 9);
          }
          const open = stage.rounds.at(-1)!.matches.filter((m) => m.result === undefined);
          for (const table of projection.tables) {
            const t = open.findIndex((m) => m.table === table.table);
            expect(t).toBeGreaterThanOrEqual(0);
            for (const k of [0, 1] as const) {
              if (side(table.drawSafe, k)) expect(truth.drawSafe[t]![k]).toBe(true);
              const s = table.players[k];
              const win = k === 0 ? 0 : 2;
              expect(s.win.probability).toBeCloseTo(truth.conditional[t]![k]![win]!, 9);
              expect(s.lose.probability).toBeCloseTo(truth.conditional[t]![k]![2 - win]!, 9);
              expect(s.draw?.probability ?? 0).toBeCloseTo(truth.conditional[t]![k]![1]!, 9);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('one round still to pair: the proofs hold over every pairing of it and every outcome', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        fc.integer(),
        (players, cut, open, seed) => {
          const stage = randomStage(`future-${seed}`, {
            players,
            rounds: 3,
            played: open ? 1 : 2,
            open,
            reported: 0.5,
          });
          const projection = unwrap(projectCut(stage, { cut, samples: 50, tableSamples: 5 }));
          expect(projection.roundsLeft).toBe(1);
          const truth = bruteForce(stage, cut);
          const index = new Map(stage.players.map((p, i) => [p.id, i]));
          for (const p of projection.players) {
            const i = index.get(p.id)!;
            if (p.status === 'locked') expect(truth.always[i], p.id).toBe(true);
            if (p.status === 'eliminated') expect(truth.never[i], p.id).toBe(true);
            if (!projection.exact && p.status === 'alive') expect(p.cut.interval).toBeDefined();
          }
          for (const table of projection.tables) {
            const t = stage.rounds
              .at(-1)!
              .matches.filter((m) => m.result === undefined)
              .findIndex((m) => m.table === table.table);
            for (const k of [0, 1] as const)
              if (side(table.drawSafe, k)) expect(truth.drawSafe[t]![k]).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('simulated odds hold the brute-force value within their 95% interval at about the stated rate', () => {
    let inside = 0;
    let total = 0;
    let tableInside = 0;
    let tableTotal = 0;
    for (let e = 0; e < 40; e++) {
      const stage = randomStage(`sim-${e}`, { players: 8, rounds: 3, played: 2, reported: 0.25 });
      const projection = unwrap(
        projectCut(stage, { cut: 3, exactLimit: 0, samples: 300, tableSamples: 100, seed: e }),
      );
      const truth = bruteForce(stage, 3);
      const index = new Map(stage.players.map((p, i) => [p.id, i]));
      for (const p of projection.players) {
        if (p.status !== 'alive') continue;
        const [lo, hi] = p.cut.interval!;
        const value = truth.probability[index.get(p.id)!]!;
        total++;
        if (value >= lo - 1e-12 && value <= hi + 1e-12) inside++;
      }
      // Each table's win, draw (played out: probability 0 in the model) and lose odds.
      const open = stage.rounds.at(-1)!.matches.filter((m) => m.result === undefined);
      for (const table of projection.tables) {
        const t = open.findIndex((m) => m.table === table.table);
        for (const k of [0, 1] as const) {
          const side = table.players[k];
          const win = k === 0 ? 0 : 2;
          for (const [odds, o] of [
            [side.win, win],
            [side.draw!, 1],
            [side.lose, 2 - win],
          ] as const) {
            if (odds.exact || odds.interval === undefined) continue;
            tableTotal++;
            const value = truth.conditional[t]![k]![o]!;
            if (value >= odds.interval[0] - 1e-12 && value <= odds.interval[1] + 1e-12)
              tableInside++;
          }
        }
      }
    }
    expect(total).toBeGreaterThan(30);
    expect(tableTotal).toBeGreaterThan(30);
    expect(tableInside / tableTotal).toBeGreaterThan(0.88);
    // 95% nominal; the Wilson interval is slightly conservative, so well above 88% is expected.
    expect(inside / total).toBeGreaterThan(0.88);
  });
});
