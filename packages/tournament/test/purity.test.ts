import type { Result } from '@tcgkit/core';
import { nextMatches } from '@tcgkit/elimination';
import { describe, expect, it } from 'vitest';
import {
  addLateEntry,
  advanceStage,
  applyAction,
  correctMatch,
  createTournament,
  dropParticipant,
  getStage,
  importTournament,
  pairStage,
  registerParticipant,
  replayTournament,
  reportMatch,
  startTournament,
  type TournamentState,
  undoLast,
} from '../src/index.js';
import { ids, must } from './helpers.js';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Runs one action on a deep-frozen copy of the state: a write would throw, and the input must stay as it was. */
function step(
  state: TournamentState,
  act: (s: TournamentState) => Result<TournamentState>,
): TournamentState {
  const before = JSON.stringify(state);
  const frozen = deepFreeze(structuredClone(state));
  const next = must(act(frozen));
  expect(JSON.stringify(frozen)).toBe(before);
  // the undo and replay paths read the log only and must not touch the state either
  expect(JSON.stringify(must(replayTournament(frozen.log)))).toBe(before);
  return next;
}

describe('actions never change their argument', () => {
  it('Swiss into a top 4 with a correction, a late entry and a drop; a group stage with a correction into crossover playoffs; free-for-all pods', () => {
    // Swiss into a bracket
    let e = must(
      createTournament(
        {
          game: 'pokemon',
          stages: [
            {
              id: 'swiss',
              format: 'swiss',
              settings: { rounds: 2, lateEntry: true, lateEntryThroughRound: 2 },
            },
            { id: 'top4', format: 'single-elimination' },
          ],
          advancement: [
            {
              from: 'swiss',
              condition: { type: 'placement-range', from: 1, to: 4 },
              action: { type: 'advance', to: 'top4' },
            },
          ],
        },
        'pure-swiss',
      ),
    );
    for (const id of ids(7)) e = step(e, (s) => registerParticipant(s, { id }));
    e = step(e, (s) => startTournament(s));
    e = step(e, (s) => pairStage(s, 'swiss'));
    e = step(e, (s) => reportMatch(s, { stage: 'swiss', match: 'R1-T1', games: [2, 0] }));
    e = step(e, (s) => correctMatch(s, { stage: 'swiss', match: 'R1-T1', games: [0, 2] }));
    e = step(e, (s) => addLateEntry(s, { id: 'late' }));
    e = step(e, (s) => dropParticipant(s, 'p07'));
    for (let round = 1; round <= 2; round++) {
      if (round > 1) e = step(e, (s) => pairStage(s, 'swiss'));
      const swiss = getStage(e, 'swiss')?.engine;
      if (swiss?.format !== 'swiss') throw new Error('swiss');
      for (const m of swiss.state.rounds[round - 1]?.matches ?? []) {
        if (m.result !== undefined || m.players[1] === null) continue;
        e = step(e, (s) =>
          reportMatch(s, { stage: 'swiss', match: `R${round}-T${m.table}`, games: [2, 1] }),
        );
      }
    }
    e = step(e, (s) => advanceStage(s, 'swiss'));
    for (let guard = 0; guard < 10; guard++) {
      const bracket = getStage(e, 'top4')?.engine;
      if (bracket?.format !== 'elimination') throw new Error('bracket');
      const next = nextMatches(bracket.state)[0];
      if (next === undefined) break;
      e = step(e, (s) => reportMatch(s, { stage: 'top4', match: next.id, games: [2, 1] }));
    }
    expect(e.status).toBe('complete');
    must(undoLast(deepFreeze(structuredClone(e))));
    must(importTournament(deepFreeze(structuredClone(e))));

    // A group stage with crossover playoffs
    let g = must(
      createTournament(
        {
          stages: [
            {
              id: 'groups',
              format: 'round-robin',
              settings: {
                grouping: { type: 'group-count', groups: 2 },
                playoffs: { advancePerGroup: 2, size: 4 },
              },
            },
            { id: 'playoffs', format: 'single-elimination' },
          ],
          advancement: [
            {
              from: 'groups',
              condition: { type: 'placement-range', from: 1, to: 4 },
              action: { type: 'advance', to: 'playoffs' },
            },
          ],
        },
        'pure-groups',
      ),
    );
    for (const id of ids(8)) g = step(g, (s) => registerParticipant(s, { id }));
    g = step(g, (s) => startTournament(s));
    g = step(g, (s) =>
      applyAction(s, { type: 'group-change', stage: 'groups', change: { type: 'redraw' } }),
    );
    g = step(g, (s) => pairStage(s, 'groups'));
    const rr = getStage(g, 'groups')?.engine;
    if (rr?.format !== 'round-robin') throw new Error('round robin');
    for (const m of rr.state.matches) {
      g = step(g, (s) => reportMatch(s, { stage: 'groups', match: m.id, games: [2, 1] }));
    }
    g = step(g, (s) =>
      correctMatch(s, { stage: 'groups', match: rr.state.matches[1]?.id as string, games: [1, 2] }),
    );
    g = step(g, (s) => dropParticipant(s, rr.state.matches[0]?.players[0] as string));
    g = step(g, (s) => advanceStage(s, 'groups'));
    expect(getStage(g, 'playoffs')?.entrants).toHaveLength(4);

    // Free-for-all pods
    let f = must(
      createTournament(
        { game: 'riftbound', stages: [{ id: 'pods', format: 'threshold-win' }] },
        'pure-pods',
      ),
    );
    for (const id of ['ana', 'ben', 'cam', 'dee'])
      f = step(f, (s) => registerParticipant(s, { id }));
    f = step(f, (s) => startTournament(s));
    f = step(f, (s) => pairStage(s, 'pods'));
    f = step(f, (s) =>
      reportMatch(s, { stage: 'pods', match: 'm1-l1', ranking: ['ana', 'ben', 'cam', 'dee'] }),
    );
    f = step(f, (s) =>
      correctMatch(s, { stage: 'pods', match: 'm1-l1', ranking: ['ben', 'ana', 'cam', 'dee'] }),
    );
    f = step(f, (s) => dropParticipant(s, 'dee'));
    expect(f.log).toHaveLength(10);
  });
});
