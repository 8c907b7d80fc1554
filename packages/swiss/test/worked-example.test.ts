import { describe, expect, it } from 'vitest';
import { swissStandings } from '../src/index.js';
import { buildStage } from './helpers/build.js';

describe('Worked example (tournaments.md): five players, three rounds', () => {
  // Round 1: Ana 2-0 Ben, Cam 2-1 Dee, Eli bye; round 2: Ana 2-1 Cam, Eli 2-0 Ben, Dee bye;
  // round 3: Ana 1-1 Dee, Cam 2-0 Eli, Ben bye. 3/1/0 points, full-points byes, head-to-head first.
  const stage = buildStage(
    ['Ana', 'Ben', 'Cam', 'Dee', 'Eli'],
    [
      {
        matches: [
          ['Ana', 'Ben', 2, 0],
          ['Cam', 'Dee', 2, 1],
        ],
        bye: 'Eli',
      },
      {
        matches: [
          ['Ana', 'Cam', 2, 1],
          ['Eli', 'Ben', 2, 0],
        ],
        bye: 'Dee',
      },
      {
        matches: [
          ['Ana', 'Dee', 1, 1],
          ['Cam', 'Eli', 2, 0],
        ],
        bye: 'Ben',
      },
    ],
    {
      rounds: 3,
      tiebreakers: ['head_to_head', 'score_difference', 'game_win_percentage', 'points_scored'],
    },
  );
  it('ranks Ana 7, Cam 6, Eli 6, Dee 4, Ben 3 with their records', () => {
    const rows = swissStandings(stage);
    expect(rows.map((r) => [r.rank, r.playerId, r.points])).toEqual([
      [1, 'Ana', 7],
      [2, 'Cam', 6],
      [3, 'Eli', 6],
      [4, 'Dee', 4],
      [5, 'Ben', 3],
    ]);
    expect(rows.map((r) => `${r.record.wins}-${r.record.losses}-${r.record.draws}`)).toEqual([
      '2-0-1',
      '2-1-0',
      '2-1-0',
      '1-1-1',
      '1-2-0',
    ]);
  });
  it('Buchholz: Cam 17, Eli 9 (a bye is not an opponent)', () => {
    const rows = swissStandings(stage);
    expect(rows.find((r) => r.playerId === 'Cam')?.values.buchholz).toBe(17);
    expect(rows.find((r) => r.playerId === 'Eli')?.values.buchholz).toBe(9);
  });
});
