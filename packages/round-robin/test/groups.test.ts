import { seedRng, unwrap } from '@tcgkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLatecomer,
  createStage,
  dealGroups,
  groupId,
  layOutMatches,
  movePlayer,
  type RoundRobinState,
  redrawGroups,
  swapPlayers,
} from '../src/index.js';
import { organizer } from './helpers.js';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}` }));
const cup = (n = 16, seed = 'spring-cup') =>
  unwrap(
    createStage({
      participants: players(n),
      seed,
      settings: {
        grouping: { type: 'group-count', groups: 4 },
        playoffs: { advancePerGroup: 2, size: 8 },
      },
      actor: organizer(),
    }),
  );

describe('the group draw', () => {
  it('groups are drawn at random among those present, from the stage seed', () => {
    const a = cup();
    const b = cup();
    const c = cup(16, 'another-seed');
    expect(a.groups).toEqual(b.groups);
    expect(a.groups).not.toEqual(c.groups);
    expect(a.groups.flatMap((g) => g.playerIds).sort()).toEqual(
      players(16)
        .map((p) => p.id)
        .sort(),
    );
    expect(a.groups.map((g) => g.id)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('players are dealt out like cards: the shuffled order goes to A, B, C, D in turn', () => {
    const { groups, drawOrder } = dealGroups(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3, seedRng(7));
    expect(groups.map((g) => g.playerIds)).toEqual([
      [drawOrder[0], drawOrder[3], drawOrder[6]],
      [drawOrder[1], drawOrder[4]],
      [drawOrder[2], drawOrder[5]],
    ]);
  });

  it('there is no seeding by rating: ratings and seeds do not change the draw', () => {
    const plain = cup();
    const rated = unwrap(
      createStage({
        participants: players(16).map((p, i) => ({ ...p, rating: 3000 - i * 100, seed: 16 - i })),
        seed: 'spring-cup',
        settings: {
          grouping: { type: 'group-count', groups: 4 },
          playoffs: { advancePerGroup: 2, size: 8 },
        },
        actor: organizer(),
      }),
    );
    expect(rated.groups).toEqual(plain.groups);
  });

  it('players per group: as many groups as needed, none larger than asked', () => {
    const s = unwrap(
      createStage({
        participants: players(18),
        seed: 1,
        settings: { grouping: { type: 'players-per-group', players: 4 } },
        actor: organizer(),
      }),
    );
    expect(s.groups.map((g) => g.playerIds.length)).toEqual([4, 4, 4, 3, 3]);
  });

  it('group ids run A..Z then AA, AB', () => {
    expect([0, 1, 25, 26, 27].map(groupId)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });

  it('property: group sizes differ by at most one, and everyone is dealt exactly once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 60 }),
        fc.string(),
        (groups, extra, seed) => {
          const n = groups * 2 + extra;
          const ids = Array.from({ length: n }, (_, i) => `p${i}`);
          const dealt = dealGroups(ids, groups, seedRng(seed));
          const sizes = dealt.groups.map((g) => g.playerIds.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect(dealt.groups.flatMap((g) => g.playerIds).sort()).toEqual(ids.slice().sort());
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('provisional groups: the organizer changes them, every change is logged', () => {
  const at = '2026-05-01T10:05:00Z';
  const ref = (s: RoundRobinState, g: number, i: number) => s.groups[g]?.playerIds[i] as string;

  it('the draw is the first log entry; the groups are provisional until laid out', () => {
    const s = cup();
    expect(s.status).toBe('provisional');
    expect(s.log).toEqual([
      { type: 'draw', by: 'organizer', at: '2026-05-01T10:00:00Z', groups: s.groups },
    ]);
  });

  it('swap two players: each takes the other’s place; logged with who, what and when', () => {
    const s = cup();
    const a = ref(s, 0, 1);
    const b = ref(s, 2, 3);
    const next = unwrap(swapPlayers(s, a, b, { by: 'org-1', at }));
    expect(next.groups[0]?.playerIds[1]).toBe(b);
    expect(next.groups[2]?.playerIds[3]).toBe(a);
    expect(next.log.at(-1)).toEqual({
      type: 'swap',
      by: 'org-1',
      at,
      players: [a, b],
      groups: ['A', 'C'],
    });
    expect(s.groups[0]?.playerIds[1]).toBe(a); // not mutated
  });

  it('move a player: sizes may become uneven, with a warning', () => {
    const s = cup();
    const a = ref(s, 0, 0);
    const moved = movePlayer(s, a, 'B', { by: 'org-1', at });
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    expect(moved.value.groups.map((g) => g.playerIds.length)).toEqual([3, 5, 4, 4]);
    expect(moved.value.groups[1]?.playerIds.at(-1)).toBe(a);
    expect(moved.warnings.map((w) => w.code)).toEqual(['round-robin/uneven-groups']);
    expect(moved.value.log.at(-1)).toEqual({
      type: 'move',
      by: 'org-1',
      at,
      playerId: a,
      from: 'A',
      to: 'B',
    });
  });

  it('add a latecomer to a group', () => {
    const s = cup();
    const next = unwrap(
      addLatecomer(s, { id: 'late', name: 'Late Lou' }, 'D', { by: 'org-2', at }),
    );
    expect(next.groups[3]?.playerIds.at(-1)).toBe('late');
    expect(next.participants.at(-1)).toEqual({ id: 'late', name: 'Late Lou' });
    expect(next.drawOrder.at(-1)).toBe('late');
    expect(next.log.at(-1)).toEqual({
      type: 'add-latecomer',
      by: 'org-2',
      at,
      playerId: 'late',
      to: 'D',
    });
  });

  it('redraw: a new deal from the stage PRNG, reproducible, logged', () => {
    const s = cup();
    const r1 = unwrap(redrawGroups(s, { by: 'org-1', at }));
    const r2 = unwrap(redrawGroups(s, { by: 'org-1', at }));
    expect(r1.groups).toEqual(r2.groups);
    expect(r1.groups).not.toEqual(s.groups);
    expect(r1.log.at(-1)).toEqual({ type: 'redraw', by: 'org-1', at, groups: r1.groups });
  });

  it('once the matches are laid out, the groups are locked', () => {
    const laid = unwrap(
      layOutMatches(cup(), { actor: organizer(), deadline: '2026-05-08T22:00:00Z' }),
    );
    expect(laid.status).toBe('laid-out');
    const a = ref(laid, 0, 0);
    const b = ref(laid, 1, 0);
    for (const r of [
      swapPlayers(laid, a, b, { by: 'o', at }),
      movePlayer(laid, a, 'B', { by: 'o', at }),
      addLatecomer(laid, { id: 'x' }, 'A', { by: 'o', at }),
      redrawGroups(laid, { by: 'o', at }),
      layOutMatches(laid, { actor: { by: 'o', at } }),
    ]) {
      expect(r.ok ? null : r.error.code).toBe('round-robin/groups-locked');
    }
  });

  it('errors: unknown player and group, no-op changes, duplicate latecomer, bad time', () => {
    const s = cup();
    const a = ref(s, 0, 0);
    const a2 = ref(s, 0, 1);
    const code = (r: { ok: boolean; error?: { code: string } }) => r.error?.code;
    expect(code(swapPlayers(s, a, 'nobody', { by: 'o', at }))).toBe('round-robin/unknown-player');
    expect(code(swapPlayers(s, a, a2, { by: 'o', at }))).toBe('round-robin/no-change');
    expect(code(movePlayer(s, a, 'Q', { by: 'o', at }))).toBe('round-robin/unknown-group');
    expect(code(movePlayer(s, a, 'A', { by: 'o', at }))).toBe('round-robin/no-change');
    expect(code(addLatecomer(s, { id: a }, 'A', { by: 'o', at }))).toBe(
      'round-robin/duplicate-player',
    );
    const badTime = movePlayer(s, a, 'B', { by: 'o', at: 'yesterday' });
    expect(badTime.ok ? null : badTime.error).toMatchObject({
      code: 'round-robin/invalid-time',
      path: '/actor/at',
    });
  });
});

describe('creating a stage: errors', () => {
  const make = (n: number, settings: object) =>
    createStage({ participants: players(n), seed: 1, settings, actor: organizer() });
  it('not enough players for the groups or the playoff; duplicate ids; impossible playoffs', () => {
    const few = make(7, { grouping: { type: 'group-count', groups: 4 } });
    expect(few.ok ? null : few.error.code).toBe('round-robin/not-enough-players');
    const small = make(6, {
      grouping: { type: 'group-count', groups: 2 },
      playoffs: { advancePerGroup: 2, size: 8 },
    });
    expect(small.ok ? null : small.error.code).toBe('round-robin/not-enough-players');
    const dup = createStage({
      participants: [{ id: 'a' }, { id: 'a' }],
      seed: 1,
      actor: organizer(),
    });
    expect(dup.ok ? null : dup.error).toMatchObject({
      code: 'round-robin/duplicate-player',
      path: '/participants/1/id',
    });
    const tooMany = make(16, {
      grouping: { type: 'group-count', groups: 4 },
      playoffs: { advancePerGroup: 3, size: 8 },
    });
    expect(tooMany.ok ? null : tooMany.error).toMatchObject({
      code: 'round-robin/invalid-settings',
      path: '/settings/playoffs/size',
    });
    const notPow2 = make(16, {
      grouping: { type: 'group-count', groups: 4 },
      playoffs: { advancePerGroup: 2, size: 12 },
    });
    expect(notPow2.ok ? null : notPow2.error).toMatchObject({
      code: 'round-robin/invalid-settings',
      path: '/settings/playoffs/size',
    });
    const noGroups = make(16, {
      grouping: { type: 'none' },
      playoffs: { advancePerGroup: 2, size: 8 },
    });
    expect(noGroups.ok ? null : noGroups.error).toMatchObject({
      code: 'round-robin/invalid-settings',
      path: '/settings/grouping',
    });
  });
});
