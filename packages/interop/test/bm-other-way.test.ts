import { unwrap } from '@tcgkit/core';
import { createBracket } from '@tcgkit/elimination';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BmBracket,
  bmBracketView,
  bmPlacements,
  fromBracketsManager,
  InteropErrors,
  toBracketsManager,
} from '../src/index.js';
import { playedStage, randomStage } from './bm-random.js';

const read = (data: unknown): BmBracket => unwrap(fromBracketsManager(data));

describe('brackets-manager functions given something else (issue 31, defect 8)', () => {
  it('a tcgkit elimination bracket is a coded error that says where it goes, not a TypeError', () => {
    const tcgkit = unwrap(
      createBracket({
        settings: { format: 'double-elimination', seeding: 'manual' },
        participants: ['a', 'b', 'c', 'd'].map((id) => ({ id })),
        seed: 'x',
      }),
    );
    for (const r of [
      toBracketsManager(tcgkit as never),
      bmBracketView(tcgkit as never),
      bmPlacements(tcgkit as never),
    ]) {
      expect(r).toMatchObject({ ok: false, error: { code: InteropErrors.bmNotBracket } });
      expect(!r.ok && r.error.message).toMatch(/@tcgkit\/elimination/);
    }
  });

  it('any JSON value: a value or a coded error, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        for (const r of [
          toBracketsManager(v as never),
          bmBracketView(v as never),
          bmPlacements(v as never),
        ])
          expect(r.ok || r.error.code === InteropErrors.bmNotBracket).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('double elimination: where each winners-bracket loser drops', () => {
  it('loserTo and loserToSlot point at the losers-bracket match and side brackets-manager put them in', async () => {
    let checked = 0;
    let dropped = 0;
    let fresh = 0;
    for (let seed = 3; checked < 60; seed += 3) {
      const data = await randomStage(seed, 'double_elimination');
      if (data === undefined) continue;
      checked++;
      const bracket = read(data);
      const view = unwrap(bmBracketView(bracket));
      const byId = new Map(
        view.rounds.flatMap((r) =>
          r.matches.map((m) => [m.id, { ...m, section: r.section }] as const),
        ),
      );
      const winners = view.rounds.filter((r) => r.section === 'winners');
      // (a bracket of two has no losers' bracket: its loser goes straight to the grand final)
      const losersRounds = view.rounds.filter((r) => r.section === 'losers').length;
      for (const round of winners) {
        for (const m of round.matches) {
          const [a, b] = m.slots;
          const real = a.bye !== true && b.bye !== true;
          // Every winners' match with two sides drops its loser somewhere (the final too).
          if (real && losersRounds > 0) {
            expect(m.loserTo, `${m.label} of stage ${seed}`).toBeDefined();
            fresh++;
          }
          if (m.loserTo === undefined || m.status !== 'completed') continue;
          const loser = a.outcome === 'loss' ? a : b.outcome === 'loss' ? b : undefined;
          const target = byId.get(m.loserTo);
          expect(target?.section).toBe('losers');
          if (loser?.participantId === undefined) continue;
          expect(target?.slots[m.loserToSlot ?? 0]?.participantId).toBe(loser.participantId);
          dropped++;
        }
      }
    }
    // not vacuous: many losers were followed into the losers' bracket
    expect(dropped).toBeGreaterThan(100);
    expect(fresh).toBeGreaterThan(300);
  });
});

describe('bmPlacements: an imported bracket placed', () => {
  it("equals brackets-manager's own finalStandings on finished random stages", async () => {
    let checked = 0;
    const kinds = new Set<string>();
    for (let seed = 1; checked < 80; seed++) {
      const type = seed % 2 === 0 ? 'single_elimination' : 'double_elimination';
      const played = await playedStage(seed, type, true);
      if (played === undefined) continue;
      const bracket = read(played.data);
      const mine = unwrap(bmPlacements(bracket));
      let theirs: { id: unknown; rank: number }[];
      try {
        theirs = await played.standings();
      } catch {
        continue; // brackets-manager refuses a stage it cannot rank (an unfinished one)
      }
      checked++;
      kinds.add(
        `${type}/${JSON.stringify(bracket.stage.settings.grandFinal ?? bracket.stage.settings.consolationFinal ?? null)}`,
      );
      // The same order and ties as finalStandings; the places counted as tcgkit counts them
      // (competition ranking: 5 after four players, where finalStandings numbers tiers 1, 2, 3...).
      const place = new Map(mine.map((p) => [p.participantId, p.placement] as const));
      expect(theirs.length).toBe(mine.length);
      for (const x of theirs)
        for (const y of theirs) {
          const px = place.get(String(x.id)) as number;
          const py = place.get(String(y.id)) as number;
          expect(
            Math.sign(px - py),
            `stage ${seed}, ${type}: ${String(x.id)} vs ${String(y.id)}`,
          ).toBe(Math.sign(x.rank - y.rank));
        }
      const better = (p: (typeof mine)[number]) =>
        mine.filter((q) => (q.placement as number) < (p.placement as number)).length;
      for (const p of mine) expect(p.placement).toBe(better(p) + 1);
      expect(mine.filter((p) => p.status === 'champion')).toHaveLength(1);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(4);
  });

  it('a running bracket: players still in have no placement; a round robin is not a bracket', async () => {
    const data = (await randomStage(7, 'single_elimination'))!;
    const places = unwrap(bmPlacements(read(data)));
    for (const p of places) expect(p.placement === null).toBe(p.status === 'alive');
    const rr = (await randomStage(3, 'round_robin'))!;
    expect(bmPlacements(read(rr))).toMatchObject({
      ok: false,
      error: { code: InteropErrors.bmUnsupported },
    });
  });
});
