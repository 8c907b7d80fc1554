import { createRng, seedRng } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  pairNextRound,
  type SwissSettings,
  type SwissStage,
  swissStandings,
} from '../src/index.js';
import { everyRematchFreePairing } from './helpers/brute-force.js';
import { playRandomEvent } from './helpers/events.js';

const STYLES = ['random', 'fold', 'adjacent'] as const;
const BYES = ['full-points', 'zero-points', 'no-byes'] as const;

function opponentsBefore(stage: SwissStage): Map<string, Set<string>> {
  const met = new Map<string, Set<string>>();
  for (const round of stage.rounds)
    for (const m of round.matches) {
      const [a, b] = m.players;
      if (!met.has(a)) met.set(a, new Set());
      if (!met.has(b)) met.set(b, new Set());
      met.get(a)?.add(b);
      met.get(b)?.add(a);
    }
  return met;
}

/** Whether some choice of bye (or none) leaves a rematch-free pairing: the exhaustive check. */
function rematchFreeExists(active: readonly string[], met: Map<string, Set<string>>): boolean {
  const tryField = (ids: readonly string[]): boolean => {
    const forbidden = ids.map((a) => ids.flatMap((b, j) => (met.get(a)?.has(b) ? [j] : [])));
    return everyRematchFreePairing(ids.length, forbidden).length > 0;
  };
  if (active.length % 2 === 0) return tryField(active);
  return active.some((bye) => tryField(active.filter((x) => x !== bye)));
}

function settingsFor(i: number, rng: ReturnType<typeof createRng>): Partial<SwissSettings> {
  return {
    rounds: 1 + rng.int(7),
    pairingStyle: STYLES[i % 3],
    byeHandling: BYES[Math.floor(i / 3) % 3],
    floater: rng.next() < 0.3 ? 'random' : 'lowest-ranked',
    preventRepeatMatchups: rng.next() < 0.85,
    allowDraws: rng.next() < 0.5,
    firstRoundSeeding: (['manual', 'random', 'rating', 'prior-stage'] as const)[rng.int(4)],
    lateEntry: rng.next() < 0.4,
    lateEntryThroughRound: 1,
    tiebreakers: rng.next() < 0.5 ? ['buchholz'] : ['opponent_match_win_percentage'],
  };
}

describe('random events: invariants after every round', () => {
  it('holds over 10,000 events of 2-300 players (every style, bye setting, draws, drops, late entries)', () => {
    const rng = createRng(seedRng('property'));
    let events = 0;
    let exhaustiveChecks = 0;
    let impossibleRounds = 0;
    const seenKinds = { late: 0, dropped: 0, byes: 0, draws: 0, odd: 0, big: 0 };
    for (let i = 0; i < 10_000; i++) {
      const roll = rng.next();
      const size =
        roll < 0.9 ? 2 + rng.int(11) : roll < 0.995 ? 13 + rng.int(52) : 65 + rng.int(236);
      const settings = settingsFor(i, rng);
      const rounds = settings.rounds as number;
      (settings as { lateEntryThroughRound?: number }).lateEntryThroughRound = 1 + rng.int(rounds);
      const seen: string[] = [];
      const final = playRandomEvent(
        size,
        settings,
        `p-${i}`,
        (before, after) => {
          const active = before.players
            .filter((p) => p.droppedAfterRound === undefined)
            .map((p) => p.id);
          const met = opponentsBefore(before);
          if (after === before) {
            // The stage refused to pair: only allowed when no rematch-free pairing exists.
            impossibleRounds++;
            expect(before.settings.preventRepeatMatchups).toBe(true);
            if (active.length <= 12) {
              exhaustiveChecks++;
              expect(rematchFreeExists(active, met)).toBe(false);
            } else {
              throw new Error(`refused to pair ${active.length} players`);
            }
            return;
          }
          const round = after.rounds[after.rounds.length - 1];
          if (round === undefined) throw new Error('no round');
          // Every active player exactly once: in one match or the bye.
          const placed = round.matches.flatMap((m) => [...m.players]);
          if (round.bye !== undefined) placed.push(round.bye);
          expect(placed.slice().sort()).toEqual(active.slice().sort());
          expect(round.bye === undefined).toBe(active.length % 2 === 0);
          // No rematch whenever prevent is on; with it off, rematches only when unavoidable.
          const rematches = round.matches.filter((m) =>
            met.get(m.players[0])?.has(m.players[1]),
          ).length;
          if (before.settings.preventRepeatMatchups) expect(rematches).toBe(0);
          else if (rematches > 0 && active.length <= 12) {
            exhaustiveChecks++;
            expect(rematchFreeExists(active, met)).toBe(false);
          }
          // Bye rule: the lowest-ranked player among those with the fewest byes sits out, unless
          // every such lower-ranked choice leaves no rematch-free pairing (checked exhaustively).
          if (round.bye !== undefined) {
            const byes = (id: string) => before.rounds.filter((r) => r.bye === id).length;
            const order =
              before.rounds.length === 0
                ? before.players
                    .filter((p) => p.droppedAfterRound === undefined)
                    .sort((a, b) => (a.initialSeed ?? 0) - (b.initialSeed ?? 0))
                    .map((p) => p.id)
                : swissStandings(before, { explain: false })
                    .map((r) => r.playerId)
                    .filter((id) => active.includes(id));
            const candidates = order
              .map((id, rank) => ({ id, rank, byes: byes(id) }))
              .sort((a, b) => a.byes - b.byes || b.rank - a.rank);
            const expected = candidates[0]?.id;
            if (round.bye !== expected) {
              expect(active.length).toBeLessThanOrEqual(12);
              exhaustiveChecks++;
              const skipped = candidates.slice(
                0,
                candidates.findIndex((c) => c.id === round.bye),
              );
              for (const c of skipped) {
                const rest = active.filter((x) => x !== c.id);
                const forbidden = rest.map((a) =>
                  rest.flatMap((b, j) => (met.get(a)?.has(b) ? [j] : [])),
                );
                expect(everyRematchFreePairing(rest.length, forbidden)).toHaveLength(0);
              }
            }
          }
          seen.push(JSON.stringify(round));
        },
        { dropChance: 0.15, lateChance: 0.3, drawChance: 0.2 },
      );
      seenKinds.late += final.players.filter((p) => p.joinedAfterRound !== undefined).length;
      seenKinds.dropped += final.players.filter((p) => p.droppedAfterRound !== undefined).length;
      seenKinds.byes += final.rounds.filter((r) => r.bye !== undefined).length;
      seenKinds.draws += final.rounds
        .flatMap((r) => r.matches)
        .filter((m) => m.result && m.result.games[0] === m.result.games[1]).length;
      if (size % 2 === 1) seenKinds.odd++;
      if (size > 64) seenKinds.big++;
      // Same seed and inputs: the same pairings.
      if (i % 50 === 0) {
        const again: string[] = [];
        playRandomEvent(
          size,
          settings,
          `p-${i}`,
          (_b, after) => {
            const round = after.rounds[after.rounds.length - 1];
            if (after !== _b && round) again.push(JSON.stringify(round));
          },
          { dropChance: 0.15, lateChance: 0.3, drawChance: 0.2 },
        );
        expect(again).toEqual(seen);
      }
      events++;
    }
    expect(events).toBe(10_000);
    expect(exhaustiveChecks).toBeGreaterThan(20);
    expect(impossibleRounds).toBeGreaterThan(0);
    for (const count of Object.values(seenKinds)) expect(count).toBeGreaterThan(20);
  });

  it('pairs a few larger events (300 players, 11 rounds) without rematches', () => {
    for (const style of STYLES) {
      playRandomEvent(300, { rounds: 11, pairingStyle: style }, `big-${style}`, (before, after) => {
        expect(after).not.toBe(before);
        const met = opponentsBefore(before);
        const round = after.rounds[after.rounds.length - 1];
        for (const m of round?.matches ?? [])
          expect(met.get(m.players[0])?.has(m.players[1])).not.toBe(true);
      });
    }
  });

  it('never changes the stage it is given', () => {
    let stage: SwissStage | undefined;
    playRandomEvent(9, { rounds: 4 }, 'frozen', (_b, after) => {
      stage = after;
    });
    const copy = JSON.stringify(stage);
    pairNextRound(stage as SwissStage);
    expect(JSON.stringify(stage)).toBe(copy);
  });
});
