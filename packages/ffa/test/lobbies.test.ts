import { describe, expect, it } from 'vitest';
import {
  createFfaStage,
  distribute,
  dropPlayer,
  lobbyCount,
  reportLobby,
  startMatch,
} from '../src/index.js';
import { failsWith, must } from './helpers.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe('lobby distribution', () => {
  it('snake deals 1..L then L..1', () => {
    expect(distribute(ids(8), 2, 'snake')).toEqual([
      ['p1', 'p4', 'p5', 'p8'],
      ['p2', 'p3', 'p6', 'p7'],
    ]);
    expect(distribute(ids(12), 3, 'snake')).toEqual([
      ['p1', 'p6', 'p7', 'p12'],
      ['p2', 'p5', 'p8', 'p11'],
      ['p3', 'p4', 'p9', 'p10'],
    ]);
  });
  it('straight deals 1..L, 1..L', () => {
    expect(distribute(ids(8), 2, 'straight')).toEqual([
      ['p1', 'p3', 'p5', 'p7'],
      ['p2', 'p4', 'p6', 'p8'],
    ]);
  });
  it('block fills lobbies in order, the first ones taking the extra players', () => {
    expect(distribute(ids(10), 3, 'block')).toEqual([
      ['p1', 'p2', 'p3', 'p4'],
      ['p5', 'p6', 'p7'],
      ['p8', 'p9', 'p10'],
    ]);
  });
  it('uneven counts: smaller makes lobbies one short, larger one over; sizes differ by at most one', () => {
    expect(lobbyCount(10, 4, 'smaller')).toBe(3);
    expect(lobbyCount(10, 4, 'larger')).toBe(2);
    expect(lobbyCount(3, 4, 'larger')).toBe(1);
    // over when the field is small: 7 make one lobby of 7 with larger; with smaller, 5 make one
    // lobby of 5 rather than 3 + 2 (three or more players per game)
    expect(distribute(ids(5), lobbyCount(5, 4, 'smaller'), 'snake').map((l) => l.length)).toEqual([
      5,
    ]);
    expect(distribute(ids(7), lobbyCount(7, 4, 'larger'), 'snake').map((l) => l.length)).toEqual([
      7,
    ]);
    for (let n = 1; n <= 40; n++) {
      for (const uneven of ['smaller', 'larger'] as const) {
        for (const d of ['snake', 'straight', 'block'] as const) {
          const lobbies = distribute(ids(n), lobbyCount(n, 4, uneven), d);
          const sizes = lobbies.map((l) => l.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect(lobbies.flat().sort()).toEqual(ids(n).sort());
          if (uneven === 'smaller') {
            // never over the size, except 5 players seated as one lobby of 5
            expect(Math.max(...sizes)).toBeLessThanOrEqual(n === 5 ? 5 : 4);
            // never under three players once three are in
            if (n >= 3) expect(Math.min(...sizes)).toBeGreaterThanOrEqual(3);
          } else if (n >= 4) expect(Math.min(...sizes)).toBeGreaterThanOrEqual(4);
        }
      }
    }
  });
});

describe('lobby seeding and reshuffling', () => {
  it('initial seed + snake: 8 players make pods 1-4-5-8 and 2-3-6-7', () => {
    const s = must(startMatch(must(createFfaStage({ participants: ids(8), seed: 's' }))));
    expect(s.matches[0]?.lobbies.map((l) => l.participantIds)).toEqual([
      ['p1', 'p4', 'p5', 'p8'],
      ['p2', 'p3', 'p6', 'p7'],
    ]);
  });

  it('participants with seeds are ordered by them', () => {
    const s = must(
      createFfaStage({
        participants: [{ id: 'x', seed: 2 }, { id: 'y', seed: 1 }, 'z'],
        seed: 's',
      }),
    );
    expect(s.participants.map((p) => [p.id, p.seed])).toEqual([
      ['y', 1],
      ['x', 2],
      ['z', 3],
    ]);
  });

  it('without reshuffle the lobbies stay the same; with current standings they are redrawn by points', () => {
    let kept = must(createFfaStage({ participants: ids(8), seed: 's' }));
    let redrawn = must(
      createFfaStage({
        participants: ids(8),
        seed: 's',
        settings: {
          reshuffleLobbies: true,
          lobbySeeding: 'current-standings',
          lobbyDistribution: 'block',
        },
      }),
    );
    kept = must(startMatch(kept));
    redrawn = must(startMatch(redrawn));
    // p8 and p7 win their pods
    const r1 = [
      ['p8', 'p5', 'p4', 'p1'],
      ['p7', 'p6', 'p3', 'p2'],
    ];
    const r1b = [
      ['p4', 'p3', 'p2', 'p1'],
      ['p8', 'p7', 'p6', 'p5'],
    ];
    kept = must(reportLobby(kept, { lobbyId: 'm1-l1', ranking: r1[0] as string[] }));
    kept = must(reportLobby(kept, { lobbyId: 'm1-l2', ranking: r1[1] as string[] }));
    redrawn = must(reportLobby(redrawn, { lobbyId: 'm1-l1', ranking: r1b[0] as string[] }));
    redrawn = must(reportLobby(redrawn, { lobbyId: 'm1-l2', ranking: r1b[1] as string[] }));
    kept = must(startMatch(kept));
    redrawn = must(startMatch(redrawn));
    expect(kept.matches[1]?.lobbies.map((l) => l.participantIds)).toEqual(
      kept.matches[0]?.lobbies.map((l) => l.participantIds),
    );
    // standings: p4 3, p8 3, p3 2, p7 2, p2 1, p6 1, p1 0, p5 0 (ties by seed)
    expect(redrawn.matches[1]?.lobbies.map((l) => l.participantIds)).toEqual([
      ['p4', 'p8', 'p3', 'p7'],
      ['p2', 'p6', 'p1', 'p5'],
    ]);
  });

  it('random seeding is seeded: the same seed gives the same lobbies, the rng state advances', () => {
    const make = (seed: string) =>
      must(
        startMatch(
          must(
            createFfaStage({ participants: ids(12), seed, settings: { lobbySeeding: 'random' } }),
          ),
        ),
      );
    const a = make('one');
    expect(make('one').matches).toEqual(a.matches);
    expect(a.rng).not.toEqual(must(createFfaStage({ participants: ids(12), seed: 'one' })).rng);
    const others = ['two', 'three', 'four'].map((s) => JSON.stringify(make(s).matches));
    expect(others.some((o) => o !== JSON.stringify(a.matches))).toBe(true);
  });

  it('drops leave the kept lobbies; a lobby left under three players makes the match redraw', () => {
    let s = must(
      startMatch(
        must(createFfaStage({ participants: ids(6), seed: 's', settings: { playersPerLobby: 3 } })),
      ),
    );
    expect(s.matches[0]?.lobbies.map((l) => l.participantIds)).toEqual([
      ['p1', 'p4', 'p5'],
      ['p2', 'p3', 'p6'],
    ]);
    s = must(reportLobby(s, { lobbyId: 'm1-l1', ranking: ['p1', 'p4', 'p5'] }));
    s = must(reportLobby(s, { lobbyId: 'm1-l2', ranking: ['p2', 'p3', 'p6'] }));
    s = must(dropPlayer(s, 'p4'));
    failsWith(dropPlayer(s, 'p4'), 'ffa/already-dropped');
    failsWith(dropPlayer(s, 'zz'), 'ffa/unknown-player');
    // p1 and p5 would be a lobby of two: the five players left are redrawn as one lobby of 5
    const next = startMatch(s);
    expect(next.ok && next.value.matches[1]?.lobbies.map((l) => l.participantIds)).toEqual([
      ['p1', 'p2', 'p3', 'p5', 'p6'],
    ]);
    expect(next.ok && next.warnings).toEqual([]);
    s = must(dropPlayer(s, 'p5'));
    const redrawn = must(startMatch(s));
    expect(redrawn.matches[1]?.lobbies.map((l) => l.participantIds)).toEqual([
      ['p1', 'p2', 'p3', 'p6'],
    ]);
    // a lobby of two only when two players are left, with the warning
    s = must(dropPlayer(must(dropPlayer(s, 'p6')), 'p3'));
    const two = startMatch(s);
    expect(two.ok && two.value.matches[1]?.lobbies.map((l) => l.participantIds)).toEqual([
      ['p1', 'p2'],
    ]);
    expect(two.ok && two.warnings.map((w) => w.code)).toEqual(['ffa/small-lobby']);
  });

  it('five players are seated as one lobby of 5, not 3 + 2 (three or more players per game); the 5th place earns 0', () => {
    for (const playersPerLobby of [3, 4]) {
      const started = startMatch(
        must(createFfaStage({ participants: ids(5), seed: 's', settings: { playersPerLobby } })),
      );
      expect(started.ok && started.value.matches[0]?.lobbies.map((l) => l.participantIds)).toEqual([
        ['p1', 'p2', 'p3', 'p4', 'p5'],
      ]);
      expect(started.ok && started.warnings).toEqual([]);
    }
    let s = must(startMatch(must(createFfaStage({ participants: ids(5), seed: 's' }))));
    s = must(reportLobby(s, { lobbyId: 'm1-l1', ranking: ['p3', 'p1', 'p2', 'p5', 'p4'] }));
    expect(s.matches[0]?.lobbies[0]?.result?.points).toEqual({ p3: 3, p1: 2, p2: 1, p5: 0, p4: 0 });
    // seven in pods of three: 4 + 3, not 3 + 2 + 2
    const seven = must(
      startMatch(
        must(createFfaStage({ participants: ids(7), seed: 's', settings: { playersPerLobby: 3 } })),
      ),
    );
    expect(seven.matches[0]?.lobbies.map((l) => l.participantIds.length).sort()).toEqual([3, 4]);
    // lobbies of two when the organizer sets them, never a lobby of one
    const pairs = must(
      startMatch(
        must(createFfaStage({ participants: ids(5), seed: 's', settings: { playersPerLobby: 2 } })),
      ),
    );
    expect(pairs.matches[0]?.lobbies.map((l) => l.participantIds.length)).toEqual([3, 2]);
  });
});
