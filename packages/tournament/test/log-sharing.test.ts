import { describe, expect, it } from 'vitest';
import {
  createTournament,
  pairStage,
  registerParticipant,
  replayTournament,
  reportMatch,
  startTournament,
  type TournamentState,
  undoLast,
} from '../src/index.js';
import { ids, must } from './helpers.js';

// The log is appended in constant time by sharing one store of entries between the states that
// follow one another (src/log.ts). These tests pin what that must never change: every state's
// log is its own, never grows after it is handed out, and looks like a plain array to every
// reader (JSON, structuredClone, spreads, deep equality, replay).

function started(n: number): TournamentState {
  let event = must(
    createTournament({ game: 'pokemon', stages: [{ id: 'swiss', format: 'swiss' }] }, 'log-1'),
  );
  for (const id of ids(n)) event = must(registerParticipant(event, { id }));
  return must(startTournament(event));
}

describe('the event log shared between states', () => {
  it('keeps an earlier state and an array already read unchanged when the next action is applied', () => {
    const a = started(4);
    const logOfA = a.log;
    const lengthOfA = a.log.length;
    const b = must(pairStage(a, 'swiss'));
    expect(b.log).toHaveLength(lengthOfA + 1);
    expect(a.log).toHaveLength(lengthOfA);
    expect(logOfA).toHaveLength(lengthOfA);
    expect(a.log).toBe(logOfA);
    expect(b.log.at(-1)?.action.type).toBe('pair');
  });

  it('gives each branch its own log when two actions are applied to one state', () => {
    const paired = must(pairStage(started(4), 'swiss'));
    const left = must(reportMatch(paired, { stage: 'swiss', match: 'R1-T1', games: [2, 0] }));
    const right = must(reportMatch(paired, { stage: 'swiss', match: 'R1-T1', games: [0, 2] }));
    const leftAgain = must(reportMatch(left, { stage: 'swiss', match: 'R1-T2', games: [2, 1] }));
    const rightAgain = must(reportMatch(right, { stage: 'swiss', match: 'R1-T2', games: [1, 2] }));
    expect(paired.log).toHaveLength(left.log.length - 1);
    expect(left.log.at(-1)?.action).toMatchObject({ games: [2, 0] });
    expect(right.log.at(-1)?.action).toMatchObject({ games: [0, 2] });
    expect(leftAgain.log.slice(-2).map((e) => e.action)).toMatchObject([
      { games: [2, 0] },
      { games: [2, 1] },
    ]);
    expect(rightAgain.log.slice(-2).map((e) => e.action)).toMatchObject([
      { games: [0, 2] },
      { games: [1, 2] },
    ]);
    expect(leftAgain.log.map((e) => e.seq)).toEqual(leftAgain.log.map((_, i) => i + 1));
    expect(rightAgain.log.map((e) => e.seq)).toEqual(rightAgain.log.map((_, i) => i + 1));
    // Each branch replays to itself.
    expect(JSON.stringify(must(replayTournament(leftAgain.log)))).toBe(JSON.stringify(leftAgain));
    expect(JSON.stringify(must(replayTournament(rightAgain.log)))).toBe(JSON.stringify(rightAgain));
  });

  it('reads as a plain array: JSON, structuredClone, spreads and deep equality see the same state', () => {
    const event = must(
      reportMatch(must(pairStage(started(6), 'swiss')), {
        stage: 'swiss',
        match: 'R1-T1',
        games: [2, 1],
      }),
    );
    const viaJson = JSON.parse(JSON.stringify(event)) as TournamentState;
    expect(Array.isArray(event.log)).toBe(true);
    expect(Object.keys(event).at(-1)).toBe('log');
    expect(structuredClone(event)).toEqual(viaJson);
    expect({ ...event }).toEqual(viaJson);
    expect(event).toEqual(viaJson);
    // A state from a file (a plain log array) carries on the same way.
    const next = must(reportMatch(viaJson, { stage: 'swiss', match: 'R1-T2', games: [0, 2] }));
    const direct = must(reportMatch(event, { stage: 'swiss', match: 'R1-T2', games: [0, 2] }));
    expect(JSON.stringify(next)).toBe(JSON.stringify(direct));
    expect(viaJson.log).toHaveLength(event.log.length);
  });

  it('undoes to the state before, whichever branch was taken last', () => {
    const paired = must(pairStage(started(4), 'swiss'));
    const reported = must(reportMatch(paired, { stage: 'swiss', match: 'R1-T1', games: [2, 0] }));
    must(reportMatch(paired, { stage: 'swiss', match: 'R1-T2', games: [2, 0] }));
    expect(JSON.stringify(must(undoLast(reported)))).toBe(JSON.stringify(paired));
  });

  it('leaves a failed action without a trace in the state it was applied to', () => {
    const paired = must(pairStage(started(4), 'swiss'));
    const before = paired.log.length;
    const refused = reportMatch(paired, { stage: 'swiss', match: 'R9-T1', games: [2, 0] });
    expect(refused.ok).toBe(false);
    expect(paired.log).toHaveLength(before);
    const next = must(reportMatch(paired, { stage: 'swiss', match: 'R1-T1', games: [2, 0] }));
    expect(next.log).toHaveLength(before + 1);
  });
});
