import { readFileSync } from 'node:fs';
import { unwrap } from '@tcgkit/core';
import { importTom } from '@tcgkit/interop';
import { swissStandings } from '@tcgkit/swiss';
import { describe, expect, it } from 'vitest';
import { projectCut } from '../src/index.js';

// The README's worked example: a real Play! Pokémon VGC event (19 players, 5 rounds, top 8),
// projected as round 5 was being played, then checked against what happened.
describe('worked example: Monkey Cup VG, round 5 being played', () => {
  const xml = readFileSync(
    new URL('fixtures/tom/monkey-cup-vg-2025-03-16_r8-begin.tdf', import.meta.url),
    'utf8',
  );
  const final = unwrap(importTom(xml)).pods[0]!.swiss;
  const last = final.rounds.at(-1)!;
  const stage = {
    ...final,
    status: 'running' as const,
    rounds: [
      ...final.rounds.slice(0, -1),
      { ...last, matches: last.matches.map(({ result: _, ...m }) => m) },
    ],
  };
  const projection = unwrap(projectCut(stage, { cut: 8 }));

  it('answers every player and table, and no answer is contradicted by the final standings', () => {
    const made = new Set(
      swissStandings(final, { explain: false })
        .filter((r) => !r.dropped)
        .slice(0, 8)
        .map((r) => r.playerId),
    );
    for (const p of projection.players) {
      if (p.status === 'locked') expect(made.has(p.id)).toBe(true);
      if (p.status === 'eliminated') expect(made.has(p.id)).toBe(false);
    }
    expect(projection.exact).toBe(true);
    expect(projection.players).toHaveLength(19);
    const count = (status: string) => projection.players.filter((p) => p.status === status).length;
    expect([count('locked'), count('alive'), count('eliminated')]).toEqual([2, 12, 5]);
    // The three top tables can draw and all six make the top 8; nobody else can.
    expect(projection.tables.map((t) => t.drawSafe)).toEqual([
      'both',
      'both',
      'both',
      'neither',
      'neither',
      'neither',
      'neither',
      'neither',
      'neither',
    ]);
    expect(projection.players[0]!.explanation).toBe(
      'You are locked: even at your worst (12 points) at most 3 other players can finish on 12 points or more, and the top 8 make the cut.',
    );
    expect(projection.tables.length).toBe(last.matches.length);
  });
});
