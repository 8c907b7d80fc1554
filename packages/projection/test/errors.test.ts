import { unwrap } from '@tcgkit/core';
import { createSwissStage, registerPlayers } from '@tcgkit/swiss';
import {
  createTournament,
  getStage,
  pairStage,
  registerParticipant,
  startTournament,
  type TournamentState,
} from '@tcgkit/tournament';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutProofs, ProjectionErrors, projectCut, projectStageCut } from '../src/index.js';
import { randomStage } from './helpers.js';

const stage = randomStage('errors', { players: 6, rounds: 3, played: 2 });

describe('coded errors', () => {
  it('refuses a value that is not a Swiss stage, with the path loadSwissStage gives', () => {
    const r = projectCut({ ...stage, players: 'x' } as never, { cut: 2 });
    expect(r.ok || r.error.code).toBe(ProjectionErrors.invalidStage);
    expect(r.ok || r.error.path).toBe('/players');
  });
  it('refuses a stage still in registration', () => {
    const created = unwrap(
      registerPlayers(unwrap(createSwissStage({}, { seed: 1 })), [{ id: 'a' }, { id: 'b' }]),
    );
    const r = projectCut(created, { cut: 1 });
    expect(r.ok || r.error.code).toBe(ProjectionErrors.notStarted);
  });
  it.each([
    [{}, '/cut'],
    [{ cut: 0 }, '/cut'],
    [{ cut: 2.5 }, '/cut'],
    [{ cut: 2, drawProbability: 1 }, '/drawProbability'],
    [{ cut: 2, samples: 0 }, '/samples'],
    [{ cut: 2, exactLimit: -1 }, '/exactLimit'],
    [{ cut: 2, ratings: { p1: { rating: 'high' } } }, '/ratings/p1/rating'],
    [{ cut: 2, gameScores: { win: [1, 2] } }, '/gameScores/win'],
    [{ cut: 2, gameScores: { draw: [1, 0] } }, '/gameScores/draw'],
    [{ cut: 2, seed: {} }, '/seed'],
    [{ cut: 2, cutt: 3 }, '/cutt'],
    [{ cut: 2, standings: { scoring: 1 } }, undefined],
  ])('refuses options %j at %s', (options, path) => {
    const r = projectCut(stage, options as never);
    expect(r.ok || r.error.code).toBe(ProjectionErrors.invalidOptions);
    expect(cutProofs(stage, options as never)).toEqual(r);
    if (path !== undefined) expect(r.ok || r.error.path).toBe(path);
    expect(r.ok || r.error.message.length).toBeGreaterThan(10);
  });
  it('is total: any JSON value for the stage or the options gives a Result, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const r1 = projectCut(a as never, b as never);
        const r2 = projectCut(stage, b as never);
        const r3 = projectStageCut(a as never, 'swiss', b as never);
        const r4 = cutProofs(a as never, b as never);
        const r5 = cutProofs(stage, b as never);
        for (const r of [r1, r2, r3, r4, r5]) expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
  it('is total over mangled stages: a field replaced by any JSON value', () => {
    const paths = ['players', 'rounds', 'settings', 'status', 'seed', 'rng'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (key, value) => {
        const r = projectCut({ ...stage, [key]: value } as never, { cut: 2 });
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});

describe('projectStageCut', () => {
  function event(): TournamentState {
    let e = unwrap(
      createTournament(
        {
          game: 'pokemon',
          stages: [
            { id: 'swiss', format: 'swiss', settings: { rounds: 3 } },
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
        'night',
      ),
    );
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
      e = unwrap(registerParticipant(e, { id }));
    e = unwrap(startTournament(e));
    return unwrap(pairStage(e, 'swiss'));
  }
  it('takes the cut from the event rule and the stage from the event', () => {
    const e = event();
    const p = unwrap(projectStageCut(e, 'swiss'));
    expect(p.cut).toBe(4);
    expect(p.players).toHaveLength(8);
    const engine = getStage(e, 'swiss')!.engine!;
    expect(engine.format).toBe('swiss');
    if (engine.format === 'swiss')
      expect(unwrap(projectCut(engine.state, { cut: 4 })).players).toEqual(p.players);
  });
  it('names what is wrong', () => {
    const e = event();
    const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);
    expect(code(projectStageCut(e, 'nope'))).toBe(ProjectionErrors.unknownStage);
    expect(code(projectStageCut(e, 'top4'))).toBe(ProjectionErrors.unknownStage);
    expect(code(projectStageCut({} as never, 'swiss'))).toBe(ProjectionErrors.invalidEvent);
    const noRule = { ...e, settings: { ...e.settings, advancement: [] } };
    expect(code(projectStageCut(noRule, 'swiss'))).toBe(ProjectionErrors.noCut);
    expect(code(projectStageCut(noRule, 'swiss', { cut: 2 }))).toBe('ok');
  });
});
