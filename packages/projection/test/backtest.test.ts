import { readFileSync } from 'node:fs';
import { unwrap } from '@tcgkit/core';
import { importTom } from '@tcgkit/interop';
import { type SwissStage, swissStandings } from '@tcgkit/swiss';
import { describe, expect, it } from 'vitest';
import { projectCut } from '../src/index.js';

const FILES = [
  'cg-league-night-2026-07-28.xml',
  'monkey-cup-vg-2025-03-16_r8-begin.tdf',
  'round-rock-summer-2026-06-20.xml',
];

/**
 * The stage as it stood with `paired` rounds paired and the last of them (when `open`) not yet
 * reported; null when someone dropped or joined after that moment (the proofs assume no further
 * drops or entries, so such a call is not a test of them).
 */
function snapshot(stage: SwissStage, paired: number, open: boolean): SwissStage | null {
  const later = stage.players.some(
    (p) =>
      (p.droppedAfterRound !== undefined && p.droppedAfterRound >= (open ? paired : paired + 1)) ||
      (p.joinedAfterRound !== undefined && p.joinedAfterRound >= paired),
  );
  if (later) return null;
  const rounds = stage.rounds
    .slice(0, paired)
    .map((r, i) =>
      open && i === paired - 1 ? { ...r, matches: r.matches.map(({ result: _, ...m }) => m) } : r,
    );
  return { ...stage, status: 'running', rounds };
}

/** Who made the top `cut` of the final Swiss standings (dropped players never do). */
function finalCut(stage: SwissStage, cut: number): Set<string> {
  const rows = swissStandings(stage, { explain: false }).filter((r) => !r.dropped);
  return new Set(rows.slice(0, cut).map((r) => r.playerId));
}

describe('backtest on the real TOM events: no call made before the end is contradicted by it', () => {
  it('locked, eliminated and drawSafe against the final standings', () => {
    const counts = { calls: 0, locked: 0, eliminated: 0, drawSafe: 0, checkedDraws: 0, skipped: 0 };
    for (const file of FILES) {
      const xml = readFileSync(new URL(`fixtures/tom/${file}`, import.meta.url), 'utf8');
      const event = unwrap(importTom(xml));
      for (const pod of event.pods) {
        const final = pod.swiss;
        const tomCuts = event.file.finalsOptions.map((c) => c.cut).filter((c) => c > 0);
        const cuts = [...new Set([1, 2, 4, 8, ...tomCuts])].filter((c) => c < final.players.length);
        for (let paired = 1; paired <= final.rounds.length; paired++) {
          for (const open of [true, false]) {
            if (!open && paired === final.rounds.length) continue;
            const stage = snapshot(final, paired, open);
            if (stage === null) {
              counts.skipped++;
              continue;
            }
            const played = final.rounds[paired - 1]!;
            for (const cut of cuts) {
              const made = finalCut(final, cut);
              const projection = unwrap(
                projectCut(stage, { cut, samples: 100, tableSamples: 10, exactLimit: 729 }),
              );
              counts.calls++;
              for (const p of projection.players) {
                if (p.status === 'locked') {
                  counts.locked++;
                  expect(
                    made.has(p.id),
                    `${file} ${paired} ${open} top ${cut}: ${p.id} locked`,
                  ).toBe(true);
                }
                if (p.status === 'eliminated') {
                  counts.eliminated++;
                  expect(made.has(p.id), `${file} ${paired} top ${cut}: ${p.id} eliminated`).toBe(
                    false,
                  );
                }
              }
              for (const table of projection.tables) {
                const result = played.matches.find((m) => m.table === table.table)?.result;
                const drawn = result !== undefined && result.games[0] === result.games[1];
                if (table.drawSafe !== 'neither') counts.drawSafe++;
                if (!drawn) continue;
                counts.checkedDraws++;
                const [a, b] = table.players;
                if (table.drawSafe === 'both' || table.drawSafe === 'first')
                  expect(made.has(a.id)).toBe(true);
                if (table.drawSafe === 'both' || table.drawSafe === 'second')
                  expect(made.has(b.id)).toBe(true);
              }
            }
          }
        }
      }
    }
    console.log('backtest', JSON.stringify(counts));
    expect(counts.calls).toBeGreaterThan(40);
    expect(counts.locked + counts.eliminated).toBeGreaterThan(100);
  });
});
