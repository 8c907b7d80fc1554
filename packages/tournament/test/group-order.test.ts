import { groupTables, type RoundRobinState } from '@tcgkit/round-robin';
import { describe, expect, it } from 'vitest';
import {
  advanceStage,
  createTournament,
  getStage,
  pairStage,
  registerParticipant,
  reportMatch,
  startTournament,
  type TournamentSettingsInput,
  type TournamentState,
} from '../src/index.js';
import { must } from './helpers.js';

// Issue #17, point 8: group A with draw order d, a, b, c and these results.
const RESULTS: readonly [string, string, number, number][] = [
  ['a', 'b', 2, 0],
  ['b', 'c', 2, 0],
  ['c', 'a', 2, 1],
  ['a', 'd', 5, 3],
  ['b', 'd', 2, 0],
  ['c', 'd', 2, 1],
];

function roundRobin(state: TournamentState, stage: string): RoundRobinState {
  const engine = getStage(state, stage)?.engine;
  if (engine?.format !== 'round-robin') throw new Error('not a round robin');
  return engine.state;
}

/** Registers a, b, c, d, lays out the stage and reports the results. */
function play(settings: TournamentSettingsInput, seed: string, stage: string): TournamentState {
  let event = must(createTournament(settings, seed));
  for (const id of ['a', 'b', 'c', 'd']) event = must(registerParticipant(event, { id }));
  event = must(pairStage(must(startTournament(event)), stage));
  for (const [x, y, gx, gy] of RESULTS) {
    const match = roundRobin(event, stage).matches.find(
      (m) => m.players.includes(x) && m.players.includes(y),
    );
    if (match === undefined) throw new Error(`no match ${x} v ${y}`);
    const games: [number, number] = match.players[0] === x ? [gx, gy] : [gy, gx];
    event = must(reportMatch(event, { stage, match: match.id, games }));
  }
  return event;
}

describe('group order inside an event (group-stage-and-playoffs.md)', () => {
  it('a Riftbound group stage with playoffs orders group A (draw order d, a, b, c) b, a, c, d by GW% 66.67 / 61.54 / 50, and b wins the group', () => {
    const settings: TournamentSettingsInput = {
      game: 'riftbound',
      stages: [
        {
          id: 'groups',
          format: 'round-robin',
          settings: {
            grouping: { type: 'group-count', groups: 1 },
            playoffs: { advancePerGroup: 2, size: 2 },
          },
        },
        { id: 'playoffs', format: 'single-elimination' },
      ],
      advancement: [
        {
          from: 'groups',
          condition: { type: 'placement-range', from: 1, to: 2 },
          action: { type: 'advance', to: 'playoffs' },
        },
      ],
    };
    // The seed 'g36' draws group A in the order d, a, b, c.
    let event = play(settings, 'g36', 'groups');
    const rr = roundRobin(event, 'groups');
    expect(rr.settings.tiebreakers).toBe('group-stage');
    expect(rr.groups[0]?.playerIds).toEqual(['d', 'a', 'b', 'c']);
    const table = groupTables(rr)[0]?.entries ?? [];
    expect(table.map((e) => e.playerId)).toEqual(['b', 'a', 'c', 'd']);
    expect(table.map((e) => e.points)).toEqual([6, 6, 6, 0]);
    expect(table.slice(0, 3).map((e) => e.gameWinPercentage)).toEqual([0.6667, 0.6154, 0.5]);
    expect(table.slice(0, 3).map((e) => e.decidedBy)).toEqual([
      'game-win-percentage',
      'game-win-percentage',
      'points',
    ]);
    event = must(advanceStage(event, 'groups'));
    const bracket = getStage(event, 'playoffs')?.engine;
    if (bracket?.format !== 'elimination') throw new Error('no playoffs');
    // The group winner is the first qualifier.
    expect(bracket.state.qualificationOrder).toEqual(['b', 'a']);
  });

  it('a plain Riftbound round robin keeps the game defaults (head-to-head, then score difference): a, b, c, d', () => {
    const event = play(
      { game: 'riftbound', stages: [{ id: 'rr', format: 'round-robin' }] },
      'plain',
      'rr',
    );
    const rr = roundRobin(event, 'rr');
    expect(rr.settings.tiebreakers).toEqual(['head_to_head', 'score_difference']);
    const table = groupTables(rr)[0]?.entries ?? [];
    expect(table.map((e) => e.playerId)).toEqual(['a', 'b', 'c', 'd']);
    expect(table.map((e) => e.scoreDifference)).toEqual([3, 2, 0, -5]);
  });
});
