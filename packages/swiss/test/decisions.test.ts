import { createRng, seedRng, unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  addLateEntrant,
  createSwissStage,
  dropPlayer,
  finishStage,
  pairNextRound,
  pairPlayers,
  registerPlayers,
  registrationsFromStandings,
  startStage,
  swissStandings,
} from '../src/index.js';
import { reportRandomResults, startedStage } from './helpers/events.js';

describe('Decisions (README)', () => {
  it('Decision (tournaments.md): a player joining while round 2 is played gets 1 loss (the rounds already completed), not 2', () => {
    let stage = startedStage(4, { rounds: 4, lateEntry: true, lateEntryThroughRound: 3 }, 'during');
    const rng = createRng(seedRng('d'));
    stage = reportRandomResults(unwrap(pairNextRound(stage)), rng, 0); // round 1 completed
    stage = unwrap(pairNextRound(stage)); // round 2 being played
    stage = unwrap(addLateEntrant(stage, { id: 'zed' }));
    expect(stage.players.find((p) => p.id === 'zed')?.joinedAfterRound).toBe(1);
    expect(stage.rounds[1]?.matches.some((m) => m.players.includes('zed'))).toBe(false);
    stage = reportRandomResults(stage, rng, 0);
    const zed = swissStandings(stage).find((r) => r.playerId === 'zed');
    expect(zed?.record).toEqual({ wins: 0, losses: 1, draws: 0 });
    expect(zed?.points).toBe(0);
    stage = unwrap(pairNextRound(stage));
    const placed = [
      ...(stage.rounds[2]?.matches.flatMap((m) => [...m.players]) ?? []),
      stage.rounds[2]?.bye,
    ];
    expect(placed).toContain('zed');
  });
  it('Decision (tournaments.md): joining while round 1 is played is no loss at all; paired from round 2', () => {
    let stage = startedStage(4, { rounds: 3, lateEntry: true, lateEntryThroughRound: 3 }, 'during');
    stage = unwrap(pairNextRound(stage)); // round 1 in progress
    stage = unwrap(addLateEntrant(stage, { id: 'zed' }));
    expect(stage.players.find((p) => p.id === 'zed')?.joinedAfterRound).toBe(0);
    stage = reportRandomResults(stage, createRng(seedRng('d')), 0);
    const zed = swissStandings(stage).find((r) => r.playerId === 'zed');
    expect(zed?.record).toEqual({ wins: 0, losses: 0, draws: 0 });
    stage = unwrap(pairNextRound(stage));
    const placed = [
      ...(stage.rounds[1]?.matches.flatMap((m) => [...m.players]) ?? []),
      stage.rounds[1]?.bye,
    ];
    expect(placed).toContain('zed');
  });
  it('Decision: joining between rounds counts every completed round as a loss', () => {
    let stage = startedStage(
      4,
      { rounds: 4, lateEntry: true, lateEntryThroughRound: 3 },
      'between',
    );
    const rng = createRng(seedRng('b'));
    for (let r = 0; r < 2; r++) stage = reportRandomResults(unwrap(pairNextRound(stage)), rng, 0);
    stage = unwrap(addLateEntrant(stage, { id: 'zed' }));
    expect(swissStandings(stage).find((r) => r.playerId === 'zed')?.record.losses).toBe(2);
  });
  it('Decision: zero-point byes count for the one-bye-each rule', () => {
    let stage = startedStage(
      3,
      { rounds: 3, byeHandling: 'zero-points', preventRepeatMatchups: false },
      'zero',
    );
    const rng = createRng(seedRng('z'));
    for (let r = 1; r <= 3; r++) stage = reportRandomResults(unwrap(pairNextRound(stage)), rng, 0);
    expect(new Set(stage.rounds.map((r) => r.bye)).size).toBe(3);
  });
  it('Decision: dropping before the start removes the registration', () => {
    let stage = unwrap(createSwissStage({}, { seed: 1 }));
    stage = unwrap(registerPlayers(stage, [{ id: 'a' }, { id: 'b' }]));
    expect(unwrap(dropPlayer(stage, 'a')).players.map((p) => p.id)).toEqual(['b']);
  });
  it('Decision: the floater rule picks who drops down in the random style too', () => {
    for (let s = 0; s < 20; s++) {
      const result = unwrap(
        pairPlayers(
          {
            players: [3, 3, 3, 0, 0, 0].map((points, i) => ({ id: `p${i}`, points })),
            previousOpponents: {},
            style: 'random',
          },
          createRng(seedRng(s)),
        ),
      );
      const cross = result.pairs.filter(
        ([a, b]) => Number(a.slice(1)) < 3 !== Number(b.slice(1)) < 3,
      );
      expect(cross).toHaveLength(1);
      expect(cross[0]?.includes('p2')).toBe(true);
    }
  });
  it('returns the plain pairing unchanged whenever it repeats no match (adjacent and fold, many groups)', () => {
    const rng = createRng(seedRng('plain'));
    for (let t = 0; t < 300; t++) {
      const n = 2 * (1 + rng.int(30));
      const points: number[] = [];
      let p = 30;
      for (let i = 0; i < n; i++) {
        if (i > 0 && rng.next() < 0.3) p -= 1 + rng.int(3);
        points.push(p);
      }
      const players = points.map((pts, i) => ({ id: `p${i}`, points: pts }));
      for (const style of ['adjacent', 'fold'] as const) {
        // The plain pairing built by hand: groups from the top, the lowest-ranked floater first.
        const expected: [string, string][] = [];
        let pool: string[] = [];
        for (let i = 0; i < n; i++) {
          pool.push(`p${i}`);
          if (i === n - 1 || points[i + 1] !== points[i]) {
            const stay = pool.length % 2 === 1 && i < n - 1 ? pool.slice(0, -1) : pool;
            const h = stay.length / 2;
            for (let k = 0; k < h; k++) {
              expected.push(
                style === 'adjacent'
                  ? [stay[2 * k] as string, stay[2 * k + 1] as string]
                  : [stay[k] as string, stay[k + h] as string],
              );
            }
            pool = stay === pool ? [] : pool.slice(-1);
          }
        }
        const got = unwrap(
          pairPlayers({ players, previousOpponents: {}, style }, createRng(seedRng(t))),
        );
        const key = (pairs: readonly (readonly [string, string])[]) =>
          pairs.map((x) => x.join('-')).sort();
        expect(key(got.pairs)).toEqual(key(expected));
      }
    }
  });
});

describe('Multi-stage seeding', () => {
  it('Decision: Prior stage results seeding takes the earlier stage placements as seeds', () => {
    let swiss = startedStage(8, { rounds: 3 }, 'prior');
    const rng = createRng(seedRng('prior'));
    for (let r = 1; r <= 3; r++) {
      if (r === 3) swiss = unwrap(dropPlayer(swiss, 'p8'));
      swiss = reportRandomResults(unwrap(pairNextRound(swiss)), rng, 0);
    }
    swiss = unwrap(finishStage(swiss));
    const rows = swissStandings(swiss);
    const regs = registrationsFromStandings(rows);
    expect(regs.map((r) => r.id)).toEqual(rows.filter((r) => !r.dropped).map((r) => r.playerId));
    expect(regs.map((r) => r.seed)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const top4 = regs.slice(0, 4);
    let next = unwrap(
      createSwissStage(
        { rounds: 1, firstRoundSeeding: 'prior-stage', pairingStyle: 'fold' },
        { seed: 'd2' },
      ),
    );
    next = unwrap(pairNextRound(unwrap(startStage(unwrap(registerPlayers(next, top4))))));
    // Fold on prior placements: 1st plays 3rd, 2nd plays 4th.
    expect(next.rounds[0]?.matches.map((m) => [...m.players])).toEqual([
      [top4[0]?.id, top4[2]?.id],
      [top4[1]?.id, top4[3]?.id],
    ]);
  });
});
