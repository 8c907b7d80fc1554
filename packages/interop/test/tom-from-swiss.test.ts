import { unwrap } from '@tcgkit/core';
import {
  createSwissStage,
  dropPlayer,
  finishStage,
  pairNextRound,
  registerPlayers,
  reportResults,
  type SwissStage,
  startStage,
} from '@tcgkit/swiss';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportTom, importTom, tomDivisionOrder, tomFromSwiss } from '../src/index.js';

/** A Swiss stage played in tcgkit: random results (some draws), a drop after round 1. */
function playedStage(count: number, rounds: number, seed: number, finish: boolean): SwissStage {
  let s = unwrap(
    createSwissStage({ rounds, pairingStyle: 'random', preventRepeatMatchups: false }, { seed }),
  );
  s = unwrap(
    registerPlayers(
      s,
      Array.from({ length: count }, (_, i) => ({
        id: `p${i + 1}`,
        name: `First${i + 1} Last & Co`,
      })),
    ),
  );
  s = unwrap(startStage(s));
  let r = seed >>> 0;
  for (let round = 1; round <= rounds; round++) {
    s = unwrap(pairNextRound(s));
    const last = s.rounds.at(-1)!;
    s = unwrap(
      reportResults(
        s,
        last.matches.map((m) => {
          r = (Math.imul(r, 1664525) + 1013904223) >>> 0;
          const games: [number, number] = r % 7 === 0 ? [1, 1] : r % 2 === 0 ? [2, 1] : [0, 2];
          return { table: m.table, games };
        }),
      ),
    );
    if (round === 1 && count > 4) s = unwrap(dropPlayer(s, 'p3'));
  }
  return finish ? unwrap(finishStage(s)) : s;
}

const winnerSide = (games: readonly [number, number] | undefined) =>
  games === undefined ? 'none' : games[0] > games[1] ? 0 : games[1] > games[0] ? 1 : 'draw';

describe('tomFromSwiss: a tcgkit Swiss stage moved into TOM', () => {
  it('exports and reads back the same pairings, byes, results, drops and final places', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 30 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer(),
        fc.boolean(),
        (count, rounds, seed, finish) => {
          const stage = playedStage(count, rounds, seed, finish);
          const xml = exportTom(tomFromSwiss(stage, { name: 'League Challenge', category: '2' }));
          expect(xml.ok).toBe(true);
          if (!xml.ok) return;
          const back = importTom(xml.value);
          if (!back.ok) throw new Error(`${back.error.code} ${back.error.message}`);
          const pod = back.value.pods[0]!;
          // players come back in seed order, with the seeds the stage gave them
          const seeded = [...stage.players].sort((a, b) => a.initialSeed! - b.initialSeed!);
          const row = (p: SwissStage['players'][number]) => [
            p.id,
            p.name,
            p.droppedAfterRound,
            p.initialSeed,
          ];
          expect(pod.swiss.players.map(row)).toEqual(seeded.map(row));
          expect(pod.swiss.rounds.map((x) => x.bye)).toEqual(stage.rounds.map((x) => x.bye));
          expect(
            pod.swiss.rounds.map((x) =>
              x.matches.map((m) => [m.table, m.players, winnerSide(m.result?.games)]),
            ),
          ).toEqual(
            stage.rounds.map((x) =>
              x.matches.map((m) => [m.table, m.players, winnerSide(m.result?.games)]),
            ),
          );
          expect(pod.swiss.status).toBe(finish ? 'finished' : 'running');
          if (finish) {
            // the places written are the ones tcgkit computes again from the file
            const stored = back.value.file.standings![0]!.places.map((p) => p.id);
            expect(tomDivisionOrder(pod)['2']).toEqual(stored);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
