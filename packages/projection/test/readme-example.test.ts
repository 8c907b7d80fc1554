import { unwrap } from '@tcgkit/core';
import {
  createSwissStage,
  pairNextRound,
  registerPlayers,
  reportResult,
  startStage,
} from '@tcgkit/swiss';
import { expect, it } from 'vitest';
import { projectCut } from '../src/index.js';

it('the README example: 8 players, top 2, the last round being played', () => {
  let stage = unwrap(
    createSwissStage(
      { rounds: 3, firstRoundSeeding: 'manual', pairingStyle: 'fold' },
      { seed: 'league-night' },
    ),
  );
  const ids = ['ana', 'ben', 'cam', 'dee', 'eli', 'fay', 'gus', 'hal'];
  stage = unwrap(
    registerPlayers(
      stage,
      ids.map((id, i) => ({ id, seed: i + 1 })),
    ),
  );
  stage = unwrap(startStage(stage));
  for (let round = 1; round <= 2; round++) {
    stage = unwrap(pairNextRound(stage));
    for (const m of stage.rounds[round - 1]!.matches)
      stage = unwrap(reportResult(stage, { table: m.table, games: [2, 1] }));
  }
  stage = unwrap(pairNextRound(stage));
  const projection = unwrap(projectCut(stage, { cut: 2 }));
  expect(projection.exact).toBe(true);
  expect(projection.players.map((p) => [p.id, p.status])).toEqual([
    ['ana', 'locked'],
    ['ben', 'locked'],
    ['cam', 'eliminated'],
    ['dee', 'eliminated'],
    ['eli', 'eliminated'],
    ['fay', 'eliminated'],
    ['gus', 'eliminated'],
    ['hal', 'eliminated'],
  ]);
  expect(projection.tables[0]).toMatchObject({ table: 1, drawSafe: 'both' });
  expect(projection.players[0]!.explanation).toMatch(/^You are locked/);
});
