import { createRng, seedRng } from '@tcgkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  correctLobby,
  createFfaStage,
  dropPlayer,
  type FfaSettingsInput,
  type FfaState,
  ffaStandings,
  loadFfaStage,
  reportLobby,
  startMatch,
  toStandingsView,
} from '../src/index.js';
import { must } from './helpers.js';

const settingsArb: fc.Arbitrary<FfaSettingsInput> = fc.record({
  format: fc.constantFrom('cumulative-points' as const, 'threshold-win' as const),
  playersPerLobby: fc.integer({ min: 3, max: 6 }),
  tieScoring: fc.constantFrom('competition' as const, 'split' as const),
  eliminationPoints: fc.constantFrom(0, 1),
  lobbySeeding: fc.constantFrom(
    'initial-seed' as const,
    'current-standings' as const,
    'random' as const,
  ),
  lobbyDistribution: fc.constantFrom('snake' as const, 'straight' as const, 'block' as const),
  reshuffleLobbies: fc.boolean(),
  unevenLobbies: fc.constantFrom('smaller' as const, 'larger' as const),
  numberOfMatches: fc.integer({ min: 1, max: 5 }),
  pointsToWin: fc.integer({ min: 3, max: 12 }),
  maxMatches: fc.integer({ min: 0, max: 8 }),
});

function randomRanking(ids: readonly string[], rng: ReturnType<typeof createRng>): string[][] {
  const order = rng.shuffle(ids);
  const groups: string[][] = [];
  for (const id of order) {
    const last = groups.at(-1);
    if (last !== undefined && rng.int(5) === 0) last.push(id);
    else groups.push([id]);
  }
  return groups;
}

function checkInvariants(s: FfaState): void {
  const active = s.participants.filter((p) => p.dropped !== true).map((p) => p.id);
  const last = s.matches.at(-1);
  if (last !== undefined) {
    const seated = last.lobbies.flatMap((l) => l.participantIds);
    expect(new Set(seated).size).toBe(seated.length);
    for (const l of last.lobbies) expect(l.participantIds.length).toBeGreaterThanOrEqual(2);
    if (s.settings.reshuffleLobbies || s.matches.length === 1) {
      const sizes = last.lobbies.map((l) => l.participantIds.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(seated.sort()).toEqual([...active].sort());
    }
  }
  const rows = ffaStandings(s);
  expect(rows.length).toBe(s.participants.length);
  let total = 0;
  for (const m of s.matches)
    for (const l of m.lobbies) for (const v of Object.values(l.result?.points ?? {})) total += v;
  expect(rows.reduce((x, r) => x + r.points, 0)).toBeCloseTo(total, 9);
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1] as (typeof rows)[number];
    const b = rows[i] as (typeof rows)[number];
    if (!a.winner) expect(a.points).toBeGreaterThanOrEqual(b.points);
    expect(b.rank === a.rank).toBe(!a.winner && a.points === b.points);
  }
  if (s.status === 'complete' && s.settings.format === 'threshold-win') {
    expect(s.winnerId).toBeDefined();
    expect(rows[0]?.participantId).toBe(s.winnerId);
  }
  if (s.settings.format === 'cumulative-points') {
    expect(s.matches.length).toBeLessThanOrEqual(s.settings.numberOfMatches);
  } else if (s.settings.maxMatches > 0) {
    expect(s.matches.length).toBeLessThanOrEqual(s.settings.maxMatches);
  }
  expect(toStandingsView(s).rows.length).toBe(rows.length);
}

describe('random free-for-all stages', () => {
  it('keep their invariants after every match and reload to the same state', () => {
    fc.assert(
      fc.property(
        settingsArb,
        fc.integer({ min: 3, max: 23 }),
        fc.integer(),
        (settings, n, seed) => {
          const rng = createRng(seedRng(seed));
          const ids = Array.from({ length: n }, (_, i) => `p${i}`);
          let s = must(createFfaStage({ participants: ids, seed, settings }));
          for (let guard = 0; guard < 12 && s.status !== 'complete'; guard++) {
            if (rng.int(5) === 0) {
              const alive = s.participants.filter((p) => p.dropped !== true);
              if (alive.length > 3)
                s = must(dropPlayer(s, alive[rng.int(alive.length)]?.id as string));
            }
            const next = startMatch(s);
            if (!next.ok) break;
            s = next.value;
            const match = s.matches.at(-1);
            for (const lobby of match?.lobbies ?? []) {
              const elims: Record<string, number> = {};
              if (s.settings.eliminationPoints > 0) elims[lobby.participantIds[0] as string] = 1;
              s = must(
                reportLobby(s, {
                  lobbyId: lobby.id,
                  ranking: randomRanking(lobby.participantIds, rng),
                  eliminations: elims,
                }),
              );
            }
            if (rng.int(4) === 0) {
              const lobby = match?.lobbies[0];
              if (lobby !== undefined)
                s = must(
                  correctLobby(s, {
                    lobbyId: lobby.id,
                    ranking: randomRanking(lobby.participantIds, rng),
                  }),
                );
            }
            checkInvariants(s);
            const text = JSON.stringify(s);
            expect(JSON.stringify(must(loadFfaStage(JSON.parse(text))))).toBe(text);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a large stage (200 players, reshuffled by standings) runs quickly', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `p${i}`);
    const rng = createRng(seedRng('big'));
    let s = must(
      createFfaStage({
        participants: ids,
        seed: 'big',
        settings: { numberOfMatches: 6, reshuffleLobbies: true, lobbySeeding: 'current-standings' },
      }),
    );
    while (s.status !== 'complete') {
      s = must(startMatch(s));
      for (const lobby of s.matches.at(-1)?.lobbies ?? []) {
        s = must(
          reportLobby(s, { lobbyId: lobby.id, ranking: randomRanking(lobby.participantIds, rng) }),
        );
      }
      checkInvariants(s);
    }
    expect(s.matches.length).toBe(6);
  });
});
