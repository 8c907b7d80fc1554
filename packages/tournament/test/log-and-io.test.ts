import { describe, expect, it } from 'vitest';
import {
  addLateEntry,
  advanceStage,
  correctMatch,
  createTournament,
  dropParticipant,
  exportTournament,
  firstDifference,
  getStage,
  importTournament,
  pairStage,
  replayTournament,
  reportMatch,
  type TournamentState,
  undoLast,
} from '../src/index.js';
import { failsWith, ids, must, playBracket, playSwiss, registerAll, rngFor } from './helpers.js';

function fullEvent(): { event: TournamentState; history: TournamentState[] } {
  const history: TournamentState[] = [];
  let event = must(
    createTournament(
      {
        game: 'pokemon',
        stages: [
          {
            id: 'swiss',
            format: 'swiss',
            settings: { rounds: 4, lateEntry: true, lateEntryThroughRound: 2 },
          },
          { id: 'top8', format: 'single-elimination' },
        ],
        advancement: [
          {
            from: 'swiss',
            condition: { type: 'placement-range', from: 1, to: 8 },
            action: { type: 'advance', to: 'top8' },
          },
        ],
      },
      'log-event',
      { at: '2026-11-30T09:00:00Z', by: 'to' },
    ),
  );
  history.push(event);
  event = registerAll(event, ids(13));
  event = must(pairStage(event, 'swiss'));
  event = must(
    reportMatch(event, { stage: 'swiss', match: 'R1-T1', games: [2, 0] }, { by: 'p01' }),
  );
  event = must(
    correctMatch(event, { stage: 'swiss', match: 'R1-T1', games: [0, 2] }, { by: 'judge' }),
  );
  event = must(addLateEntry(event, { id: 'late', name: 'Late' }));
  event = must(dropParticipant(event, 'p13'));
  const rng = rngFor('log');
  // finish round 1, then play on
  const engine = getStage(event, 'swiss')?.engine;
  if (engine?.format !== 'swiss') throw new Error('swiss');
  for (const m of engine.state.rounds[0]?.matches ?? []) {
    if (m.table === 1) continue;
    event = must(reportMatch(event, { stage: 'swiss', match: `R1-T${m.table}`, games: [2, 1] }));
  }
  event = playSwiss(event, 'swiss', rng, true);
  event = must(advanceStage(event, 'swiss'));
  event = playBracket(event, 'top8', rng);
  history.push(event);
  return { event, history };
}

describe('the event log', () => {
  it('records every action with its inputs; replaying the log reproduces the state byte for byte', () => {
    const { event } = fullEvent();
    const types = new Set(event.log.map((e) => e.action.type));
    for (const t of [
      'create',
      'register',
      'start',
      'pair',
      'result',
      'correction',
      'late-entry',
      'drop',
      'advance',
    ]) {
      expect(types.has(t as never)).toBe(true);
    }
    expect(event.log.map((e) => e.seq)).toEqual(event.log.map((_, i) => i + 1));
    expect(event.log[0]).toMatchObject({ at: '2026-11-30T09:00:00Z', by: 'to' });
    expect(getStage(event, 'top8')?.entrants).not.toContain('p13');
    const replayed = must(replayTournament(event.log));
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(event));
    expect(exportTournament(replayed)).toBe(exportTournament(event));
  });

  it('undo replays all but the last entry: each step back equals the state before that action', () => {
    let event = must(
      createTournament(
        { stages: [{ id: 'swiss', format: 'swiss', settings: { rounds: 2 } }] },
        'undo',
      ),
    );
    const states: TournamentState[] = [event];
    event = registerAll(event, ids(6));
    states.push(event);
    event = must(pairStage(event, 'swiss'));
    states.push(event);
    event = must(reportMatch(event, { stage: 'swiss', match: 'R1-T1', games: [2, 1] }));
    states.push(event);
    event = must(dropParticipant(event, 'p02'));
    states.push(event);
    for (let k = states.length - 1; k > 0; k--) {
      const current = states[k] as TournamentState;
      const undone = must(undoLast(current));
      const before = states[k - 1] as TournamentState;
      if (k === 1) {
        // registerAll made several entries; undo removes only the start
        expect(undone.log).toHaveLength(current.log.length - 1);
        expect(undone.status).toBe('registration');
      } else {
        expect(JSON.stringify(undone)).toBe(JSON.stringify(before));
      }
    }
    failsWith(undoLast(states[0] as TournamentState), 'tournament/nothing-to-undo');
  });

  it('action errors carry codes and paths, and leave the event unchanged', () => {
    const event = registerAll(
      must(createTournament({ stages: [{ id: 'swiss', format: 'swiss' }] }, 'errs')),
      ids(4),
    );
    const frozen = JSON.stringify(event);
    failsWith(pairStage(event, 'nope'), 'tournament/unknown-stage', '/stage');
    failsWith(
      reportMatch(event, { stage: 'swiss', match: 'X', games: [1, 0] }),
      'swiss/unknown-match',
      '/match',
    );
    failsWith(advanceStage(event, 'swiss'), 'tournament/stage-not-complete', '/stage');
    failsWith(dropParticipant(event, 'zz'), 'tournament/unknown-player', '/participantId');
    failsWith(addLateEntry(event, { id: 'x' }), 'swiss/late-entry-closed');
    expect(JSON.stringify(event)).toBe(frozen);
  });
});

describe('import and export', () => {
  it('an exported event imports to the same state', () => {
    const { event } = fullEvent();
    const text = exportTournament(event);
    const loaded = must(importTournament(text));
    expect(JSON.stringify(loaded)).toBe(JSON.stringify(event));
  });

  it('formatting and key order do not matter; values do', () => {
    const { event } = fullEvent();
    const reordered = JSON.parse(exportTournament(event), (_k, v) =>
      v !== null && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).reverse())
        : v,
    );
    expect(
      firstDifference(must(importTournament(JSON.stringify(reordered))), event),
    ).toBeUndefined();
    expect(firstDifference({ a: [1, 2], b: 1 }, { b: 1, a: [1, 2] })).toBeUndefined();
    expect(firstDifference({ a: [1, 2] }, { a: [1, 3] })).toBe('/a/1');
    expect(firstDifference({ a: 1 }, { a: 1, 'x/y': 2 })).toBe('/x~1y');
  });

  it('a tampered save is rejected with a path, and nothing is overwritten', () => {
    const { event } = fullEvent();
    const text = exportTournament(event);
    const kept = JSON.stringify(event);

    // a result changed in the Swiss stage's state: consistent by itself, but not what the log gives
    const tampered = JSON.parse(text);
    const table = tampered.stages[0].engine.state.rounds[1].matches[0];
    table.result = { games: [table.result.games[1], table.result.games[0]] };
    const r1 = importTournament(JSON.stringify(tampered));
    failsWith(r1, 'tournament/log-mismatch');
    expect(!r1.ok && r1.error.path).toMatch(
      /^\/stages\/0\/engine\/state\/rounds\/1\/matches\/0\/result/,
    );

    // a log entry edited: the replay no longer gives the saved state
    const edited = JSON.parse(text);
    const entry = edited.log.find(
      (e: { action: { type: string; match?: string } }) =>
        e.action.type === 'result' && e.action.match === 'R2-T1',
    );
    const [a, b] = entry.action.games;
    entry.action.games = a === b ? [2, 0] : [b, a];
    const r2 = importTournament(edited);
    failsWith(r2, 'tournament/log-mismatch');
    expect(!r2.ok && r2.error.path).toBeDefined();

    // schema violations
    const extra = JSON.parse(text);
    extra.participants[0].admin = true;
    failsWith(importTournament(extra), 'tournament/invalid-event', '/participants/0/admin');
    const version = JSON.parse(text);
    version.schemaVersion = 2;
    failsWith(importTournament(version), 'tournament/invalid-event', '/schemaVersion');

    // a stage state its own loader rejects
    const engine = JSON.parse(text);
    engine.stages[1].engine.state.size = 3;
    const r3 = importTournament(engine);
    expect(r3.ok).toBe(false);
    expect(!r3.ok && r3.error.path?.startsWith('/stages/1/engine/state')).toBe(true);

    // a file of another kind (a saved free-for-all stage) is not an event
    const ffa = JSON.parse(text);
    ffa.type = 'ffa';
    failsWith(importTournament(ffa), 'tournament/invalid-event', '/type');

    // not JSON at all
    failsWith(importTournament(text.slice(0, 200)), 'tournament/corrupt-file', '/');

    expect(JSON.stringify(event)).toBe(kept);
  });
});
