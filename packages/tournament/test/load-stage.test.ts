import { presets } from '@tcgkit/tiebreakers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLateEntry,
  advanceStage,
  correctMatch,
  createTournament,
  dropParticipant,
  exportTournament,
  getStage,
  importTournament,
  type LoadableEngine,
  loadStage,
  openMatches,
  pairStage,
  registerParticipant,
  replayTournament,
  reportMatch,
  stageStandings,
  startTournament,
  type TournamentSettingsInput,
  type TournamentState,
} from '../src/index.js';
import { failsWith, ids, must, playBracket, playSwiss, registerAll, rngFor } from './helpers.js';

const SETTINGS: TournamentSettingsInput = {
  game: 'pokemon',
  stages: [
    {
      id: 'pod-1',
      format: 'swiss',
      standings: presets.playPokemon,
      settings: { rounds: 4, lateEntry: true, lateEntryThroughRound: 4 },
    },
    { id: 'pod-1-top', format: 'single-elimination' },
  ],
  advancement: [
    {
      from: 'pod-1',
      condition: { type: 'placement-range', from: 1, to: 4 },
      action: { type: 'advance', to: 'pod-1-top' },
    },
  ],
};

/** Reports every open match of a stage: the first player wins. */
function reportOpen(event: TournamentState, stage: string): TournamentState {
  let s = event;
  for (const m of openMatches(event, stage))
    s = must(reportMatch(s, { stage, match: m.id, games: [2, 1] }));
  return s;
}

/** The stage's engine state, as another system (or another event) played it. */
function engineOf(event: TournamentState, stage: string): LoadableEngine {
  const engine = getStage(event, stage)?.engine;
  if (engine?.format !== 'swiss' && engine?.format !== 'elimination') throw new Error(stage);
  return engine;
}

/** An event played elsewhere: 10 players, a drop, four Swiss rounds and the top 4. */
function playedElsewhere(): TournamentState {
  let event = must(createTournament(SETTINGS, 'elsewhere'));
  event = registerAll(event, ids(10));
  event = must(pairStage(event, 'pod-1'));
  event = must(addLateEntry(event, { id: 'late', name: 'LATE' }));
  event = must(dropParticipant(event, 'p10'));
  event = playSwiss(reportOpen(event, 'pod-1'), 'pod-1', rngFor('elsewhere'));
  return must(advanceStage(event, 'pod-1'));
}

/** A fresh event with the same players registered, ready to load. */
function registered(players: readonly string[], settings = SETTINGS): TournamentState {
  let event = must(createTournament(settings, 'loaded'));
  for (const id of players)
    event = must(registerParticipant(event, { id, name: id.toUpperCase() }));
  return event;
}

const same = (event: TournamentState): void => {
  const again = must(replayTournament(event.log));
  expect(JSON.stringify(again)).toBe(JSON.stringify(event));
  const loaded = must(importTournament(exportTournament(event)));
  expect(JSON.stringify(loaded)).toBe(JSON.stringify(event));
};

describe('load-stage: a stage paired elsewhere', () => {
  it('loads a played Swiss stage and its cut, which then play on; replay and import agree', () => {
    const source = playedElsewhere();
    let event = registered([...ids(10), 'late']);
    event = must(loadStage(event, 'pod-1', engineOf(source, 'pod-1')));
    expect(event.status).toBe('running');
    expect(getStage(event, 'pod-1')?.status).toBe('complete');
    // The engine's drops and late entrants show on the event's players.
    expect(event.participants.find((p) => p.id === 'p10')?.dropped).toBe(true);
    expect(event.participants.find((p) => p.id === 'late')?.late).toBe(true);
    expect(stageStandings(engineOf(event, 'pod-1'))).toEqual(
      stageStandings(engineOf(source, 'pod-1')),
    );
    event = must(loadStage(event, 'pod-1-top', engineOf(source, 'pod-1-top')));
    // Loading the cut closes the stage that feeds it, as advancing would.
    expect(getStage(event, 'pod-1')?.advanced).toBe(true);
    failsWith(advanceStage(event, 'pod-1'), 'tournament/already-advanced', '/stage');
    failsWith(startTournament(event), 'tournament/already-started');
    expect(getStage(event, 'pod-1-top')?.entrants).toEqual(getStage(source, 'pod-1-top')?.entrants);
    same(event);
    event = playBracket(event, 'pod-1-top', rngFor('cut'));
    expect(event.status).toBe('complete');
    expect(event.log.map((e) => e.action.type).slice(0, 14)).toEqual([
      'create',
      ...ids(10).map(() => 'register'),
      'register',
      'load-stage',
      'load-stage',
    ]);
    same(event);
  });

  it('a Swiss stage loaded mid-event pairs its next round, takes corrections and drops', () => {
    let elsewhere = registerAll(must(createTournament(SETTINGS, 'mid')), ids(8));
    elsewhere = must(pairStage(elsewhere, 'pod-1'));
    for (const t of [1, 2, 3, 4])
      elsewhere = must(
        reportMatch(elsewhere, { stage: 'pod-1', match: `R1-T${t}`, games: [2, 0] }),
      );
    let event = registered(ids(8));
    event = must(loadStage(event, 'pod-1', engineOf(elsewhere, 'pod-1')));
    expect(getStage(event, 'pod-1')?.status).toBe('running');
    event = must(correctMatch(event, { stage: 'pod-1', match: 'R1-T1', games: [0, 2] }));
    event = must(dropParticipant(event, 'p08'));
    event = must(pairStage(event, 'pod-1'));
    const engine = engineOf(event, 'pod-1');
    if (engine.format !== 'swiss') throw new Error('swiss');
    expect(engine.state.rounds).toHaveLength(2);
    expect(engine.state.rounds[1]?.matches.flatMap((m) => m.players)).not.toContain('p08');
    same(event);
  });

  it('starts a Swiss stage loaded while still taking registrations', () => {
    const elsewhere = must(registerParticipant(must(createTournament(SETTINGS, 'r')), { id: 'x' }));
    // The stage of an event not started has no engine: build one from a started event instead,
    // then check a registration-status state by rewinding its status.
    const started = registerAll(must(createTournament(SETTINGS, 'r')), ids(4));
    const swiss = engineOf(started, 'pod-1');
    if (swiss.format !== 'swiss') throw new Error('swiss');
    const waiting: LoadableEngine = {
      format: 'swiss',
      state: { ...swiss.state, status: 'registration' },
    };
    const event = must(loadStage(registered(ids(4)), 'pod-1', waiting));
    const engine = engineOf(event, 'pod-1');
    expect(engine.format === 'swiss' && engine.state.status).toBe('running');
    expect(elsewhere.status).toBe('registration');
    same(must(pairStage(event, 'pod-1')));
  });

  it('refuses what it cannot load, with a code and a path, and changes nothing', () => {
    const source = playedElsewhere();
    const event = registered([...ids(10), 'late']);
    const before = JSON.stringify(event);
    const swiss = engineOf(source, 'pod-1');
    const bracket = engineOf(source, 'pod-1-top');
    failsWith(loadStage(event, 'nope', swiss), 'tournament/unknown-stage', '/stage');
    failsWith(
      loadStage(event, 'pod-1', bracket),
      'tournament/invalid-stage-state',
      '/engine/format',
    );
    failsWith(
      loadStage(event, 'pod-1-top', swiss),
      'tournament/invalid-stage-state',
      '/engine/format',
    );
    // The cut before the pod that feeds it.
    failsWith(loadStage(event, 'pod-1-top', bracket), 'tournament/invalid-stage-state', '/stage');
    // The engine's own loader, under /engine/state.
    const broken = { format: 'swiss', state: { ...swiss.state, rounds: 'x' } } as never;
    const refused = loadStage(event, 'pod-1', broken);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toMatch(/^swiss\//);
      expect(refused.error.path).toMatch(/^\/engine\/state/);
    }
    failsWith(
      loadStage(registered(ids(10)), 'pod-1', swiss),
      'tournament/unknown-player',
      `/engine/state/players/${swiss.format === 'swiss' ? swiss.state.players.findIndex((p) => p.id === 'late') : -1}/id`,
    );
    const loaded = must(loadStage(event, 'pod-1', swiss));
    failsWith(loadStage(loaded, 'pod-1', swiss), 'tournament/already-started', '/stage');
    expect(JSON.stringify(event)).toBe(before);
    // A saved event whose load-stage entry was tampered with fails its replay.
    const tampered = {
      ...loaded,
      log: loaded.log.map((e) =>
        e.action.type === 'load-stage' ? { ...e, action: { ...e.action, stage: 'pod-9' } } : e,
      ),
    };
    failsWith(importTournament(JSON.stringify(tampered)), 'tournament/log-mismatch');
  });

  it('is total: any JSON as the engine is a value or a coded error, never a throw', () => {
    const event = registered(ids(4));
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.constantFrom('swiss', 'elimination', 'ffa'),
        (state, format) => {
          const done = loadStage(event, 'pod-1', { format, state } as never);
          if (!done.ok) expect(done.error.code).toMatch(/^[a-z-]+\/[a-z-]+$/);
        },
      ),
      { numRuns: 200 },
    );
  });
});

const PODS: TournamentSettingsInput = {
  game: 'pokemon',
  meta: { file: 'pods.tdf', divisions: ['juniors', 'masters'] },
  stages: [
    {
      id: 'pod-1',
      format: 'swiss',
      settings: { rounds: 3, lateEntry: true, lateEntryThroughRound: 2 },
    },
    {
      id: 'pod-2',
      format: 'swiss',
      parallel: true,
      settings: { rounds: 3, lateEntry: true, lateEntryThroughRound: 2 },
    },
    { id: 'pod-2-top', format: 'single-elimination' },
  ],
  advancement: [
    {
      from: 'pod-2',
      condition: { type: 'placement-range', from: 1, to: 2 },
      action: { type: 'advance', to: 'pod-2-top' },
    },
  ],
};

describe('parallel stages: one Swiss stage per age-division pod', () => {
  it('start together, take their own registrations and late entries, and finish the event together', () => {
    let event = must(createTournament(PODS, 'pods'));
    expect(event.settings.meta).toEqual(PODS.meta);
    expect(event.settings.stages[1]?.parallel).toBe(true);
    expect(event.settings.stages[0]).not.toHaveProperty('parallel');
    for (const id of ids(6, 'j')) event = must(registerParticipant(event, { id }));
    for (const id of ids(5, 'm'))
      event = must(registerParticipant(event, { id }, { stage: 'pod-2' }));
    failsWith(
      registerParticipant(event, { id: 'x' }, { stage: 'pod-2-top' }),
      'tournament/invalid-settings',
      '/stage',
    );
    failsWith(
      registerParticipant(event, { id: 'x' }, { stage: 'pod-9' }),
      'tournament/unknown-stage',
    );
    event = must(startTournament(event));
    expect(getStage(event, 'pod-1')?.entrants).toEqual(ids(6, 'j'));
    expect(getStage(event, 'pod-2')?.entrants).toEqual(ids(5, 'm'));
    expect(getStage(event, 'pod-2')?.status).toBe('running');
    event = must(pairStage(event, 'pod-1'));
    event = must(pairStage(event, 'pod-2'));
    event = must(addLateEntry(event, { id: 'm-late' }, { stage: 'pod-2' }));
    event = must(addLateEntry(event, { id: 'j-late' }));
    expect(event.participants.find((p) => p.id === 'm-late')).toMatchObject({
      late: true,
      stage: 'pod-2',
    });
    expect(event.participants.find((p) => p.id === 'j-late')).not.toHaveProperty('stage');
    expect(getStage(event, 'pod-2')?.entrants).toContain('m-late');
    failsWith(
      addLateEntry(event, { id: 'y' }, { stage: 'pod-2-top' }),
      'tournament/late-entry-closed',
      '/stage',
    );
    const rng = rngFor('pods');
    event = playSwiss(reportOpen(event, 'pod-1'), 'pod-1', rng);
    expect(getStage(event, 'pod-1')?.status).toBe('complete');
    expect(event.status).toBe('running');
    event = playSwiss(reportOpen(event, 'pod-2'), 'pod-2', rng);
    event = must(advanceStage(event, 'pod-2'));
    event = playBracket(event, 'pod-2-top', rng);
    expect(event.status).toBe('complete');
    same(event);
  });

  it('refuses a parallel first stage, a parallel bracket and a parallel stage fed by a rule', () => {
    const stages = PODS.stages;
    failsWith(
      createTournament(
        { ...PODS, stages: [{ ...stages[0], parallel: true } as never, ...stages.slice(1)] },
        's',
      ),
      'tournament/invalid-settings',
      '/settings/stages/0/parallel',
    );
    failsWith(
      createTournament(
        { ...PODS, stages: [...stages.slice(0, 2), { ...stages[2], parallel: true } as never] },
        's',
      ),
      'tournament/invalid-settings',
      '/settings/stages/2/parallel',
    );
    failsWith(
      createTournament(
        {
          ...PODS,
          advancement: [
            ...(PODS.advancement ?? []),
            {
              from: 'pod-1',
              condition: { type: 'placement-range', from: 1, to: 2 },
              action: { type: 'advance', to: 'pod-2' },
            },
          ],
        },
        's',
      ),
      'tournament/invalid-settings',
      '/settings/stages/1/parallel',
    );
  });
});
