import { createRng, seedRng, unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  confirmResult,
  createStage,
  decideMatch,
  drawPlayoffs,
  dropPlayer,
  groupTables,
  isComplete,
  layOutMatches,
  loadStage,
  type RoundRobinState,
  reportResult,
} from '../src/index.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function checkInvariants(s: RoundRobinState, cycles: number): void {
  expect(loadStage(JSON.parse(JSON.stringify(s))).ok).toBe(true);
  const { win, draw } = s.settings.points;
  let expectedPoints = 0;
  for (const m of s.matches) {
    if (m.result?.status !== 'final') continue;
    expectedPoints += m.result.winner === null ? 2 * draw : win;
  }
  const tables = groupTables(s);
  const total = tables.flatMap((t) => t.entries).reduce((sum, e) => sum + e.points, 0);
  expect(total).toBe(expectedPoints);
  for (const [i, t] of tables.entries()) {
    expect(t.entries.map((e) => e.playerId).sort()).toEqual(
      [...(s.groups[i]?.playerIds ?? [])].sort(),
    );
    expect(t.entries.map((e) => e.rank)).toEqual(t.entries.map((_, k) => k + 1));
    const meetings = new Map<string, number>();
    for (const m of s.matches.filter((x) => x.group === t.group)) {
      const key = [...m.players].sort().join('|');
      meetings.set(key, (meetings.get(key) ?? 0) + 1);
    }
    const n = t.entries.length;
    expect(meetings.size).toBe((n * (n - 1)) / 2);
    expect([...meetings.values()].every((c) => c === cycles)).toBe(true);
  }
  for (const id of s.dropped) {
    expect(
      s.matches.filter((m) => m.players.includes(id)).every((m) => m.result?.status === 'final'),
    ).toBe(true);
  }
}

describe('property: whole group stages with random results, confirmations, drops and decisions', () => {
  it('invariants hold after every step, nothing is mutated, and the playoffs draw cleanly', () => {
    for (let run = 0; run < 25; run++) {
      const rng = createRng(seedRng(`life-${run}`));
      const groups = 2 + rng.int(3);
      const players = groups * (3 + rng.int(2)) + rng.int(groups);
      const cycles = 1 + (run % 2);
      const size = groups * 2 <= 4 ? 4 : 8;
      const at = (h: number) =>
        `2026-05-0${1 + Math.min(8, Math.floor(h / 24))}T${String(h % 24).padStart(2, '0')}:00:00Z`;
      let s = unwrap(
        createStage({
          participants: Array.from({ length: players }, (_, i) => ({ id: `p${i}` })),
          seed: `life-${run}`,
          settings: {
            grouping: { type: 'group-count', groups },
            cycles,
            draws: run % 3 === 0 ? 'coin-flip' : 'counts',
            requireConfirmation: run % 4 === 1,
            playoffs: { advancePerGroup: 2, size },
          },
          actor: { by: 'organizer', at: at(0) },
        }),
      );
      s = deepFreeze(
        unwrap(layOutMatches(s, { actor: { by: 'organizer', at: at(1) }, deadline: at(100) })),
      );
      checkInvariants(s, cycles);
      let hour = 2;
      for (const m of s.matches) {
        const current = s.matches.find((x) => x.id === m.id);
        if (current?.result?.status === 'final') continue;
        const roll = rng.next();
        if (roll < 0.03 && !s.dropped.includes(m.players[0])) {
          s = deepFreeze(unwrap(dropPlayer(s, m.players[0], { by: 'organizer', at: at(hour) })));
        } else if (roll < 0.1) {
          continue; // left for the administrator
        } else {
          const r = rng.next();
          const games: [number, number] =
            r < 0.1 ? [1, 1] : r < 0.55 ? [2, rng.int(2)] : [rng.int(2), 2];
          s = deepFreeze(
            unwrap(reportResult(s, m.id, { games }, { by: m.players[0], at: at(hour) })),
          );
          if (s.settings.requireConfirmation) {
            s = deepFreeze(unwrap(confirmResult(s, m.id, { by: m.players[1], at: at(hour) })));
          }
        }
        hour = Math.min(hour + 1, 99);
        checkInvariants(s, cycles);
      }
      for (const m of s.matches.filter((x) => x.result?.status !== 'final')) {
        s = deepFreeze(
          unwrap(decideMatch(s, m.id, { games: [1, 0] }, { by: 'admin', at: at(120) })),
        );
      }
      checkInvariants(s, cycles);
      expect(isComplete(s)).toBe(true);
      const draw = drawPlayoffs(s);
      if (!draw.ok) {
        expect(draw.error.code).toBe('round-robin/not-enough-qualifiers');
        continue;
      }
      expect(new Set(draw.value.bracketOrder).size).toBe(size);
      expect(draw.value.bracketOrder.some((id) => s.dropped.includes(id))).toBe(false);
    }
  });
});
