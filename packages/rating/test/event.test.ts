import { createRng, type Result, type Rng, seedRng } from '@tcgkit/core';
import { nextMatches } from '@tcgkit/elimination';
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
} from '@tcgkit/tournament';
import { describe, expect, it } from 'vitest';
import { RatingErrors, rate, ratingPeriodFromEvent } from '../src/index.js';

function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const players = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

function started(settings: TournamentSettingsInput, n: number, seed = 'rated'): TournamentState {
  let s = must(createTournament(settings, seed));
  for (const id of players(n)) s = must(registerParticipant(s, { id }));
  return must(startTournament(s));
}

/** Plays every Swiss round; `draw` decides which tables end 1-1. */
function playSwiss(
  state: TournamentState,
  stage: string,
  rng: Rng,
  draws: boolean,
): TournamentState {
  let s = state;
  for (;;) {
    const engine = getStage(s, stage)?.engine;
    if (engine?.format !== 'swiss') throw new Error('not swiss');
    if (engine.state.rounds.length >= engine.state.settings.rounds) return s;
    s = must(pairStage(s, stage));
    const paired = getStage(s, stage)?.engine;
    if (paired?.format !== 'swiss') throw new Error('not swiss');
    const round = paired.state.rounds.at(-1)!;
    for (const m of round.matches) {
      const x = rng.int(draws ? 3 : 2);
      const games: [number, number] = x === 0 ? [2, 0] : x === 1 ? [1, 2] : [1, 1];
      s = must(reportMatch(s, { stage, match: `R${round.number}-T${m.table}`, games }));
    }
  }
}

function playBracket(state: TournamentState, stage: string): TournamentState {
  let s = state;
  for (let guard = 0; guard < 200; guard++) {
    const st = getStage(s, stage);
    if (st?.engine?.format !== 'elimination' || st.status === 'complete') return s;
    const next = nextMatches(st.engine.state)[0];
    if (next === undefined) return s;
    s = must(reportMatch(s, { stage, match: next.id, games: [2, 1] }));
  }
  throw new Error('bracket did not finish');
}

const swissThenTop4: TournamentSettingsInput = {
  name: 'Swiss and top 4',
  stages: [
    { id: 'swiss', format: 'swiss', settings: { rounds: 3, allowDraws: true } },
    { id: 'top4', format: 'single-elimination' },
  ],
  advancement: [
    {
      from: 'swiss',
      condition: { type: 'placement-range', from: 1, to: 4 },
      action: { type: 'advance', to: 'top4' },
    },
  ],
};

function swissAndTop4(): TournamentState {
  let s = started(swissThenTop4, 9);
  s = playSwiss(s, 'swiss', createRng(seedRng('results')), true);
  s = must(advanceStage(s, 'swiss'));
  s = playBracket(s, 'top4');
  expect(s.status).toBe('complete');
  return s;
}

describe('ratingPeriodFromEvent', () => {
  const event = swissAndTop4();
  const swiss = getStage(event, 'swiss')!.engine!;
  if (swiss.format !== 'swiss') throw new Error('not swiss');

  it('yields every played Swiss match and nothing from the playoffs or the byes', () => {
    const period = must(ratingPeriodFromEvent(event, { visibility: 'public' }));
    const swissMatches = swiss.state.rounds.flatMap((r) =>
      r.matches.map((m) => ({ round: r.number, m })),
    );
    expect(swiss.state.rounds.every((r) => r.bye !== undefined)).toBe(true); // 9 players: a bye each round
    expect(period).toHaveLength(swissMatches.length);
    expect(period.every((m) => m.id?.startsWith('swiss/'))).toBe(true);
    for (const [k, { round, m }] of swissMatches.entries()) {
      const [a, b] = m.result!.games;
      expect(period[k]).toEqual({
        players: m.players,
        score: a > b ? 1 : a < b ? 0 : 0.5,
        id: `swiss/R${round}-T${m.table}`,
      });
    }
  });

  it('counts draws as half results when the stage allows draws', () => {
    const period = must(ratingPeriodFromEvent(event, { visibility: 'public' }));
    expect(period.some((m) => m.score === 0.5)).toBe(true);
  });

  it('gives nothing for a private event', () => {
    const period = ratingPeriodFromEvent(event, { visibility: 'private' });
    expect(period).toEqual({ ok: true, value: [], warnings: [] });
    const marked = { ...event, settings: { ...event.settings, visibility: 'private' } };
    expect(must(ratingPeriodFromEvent(marked))).toEqual([]);
  });

  it('reads the visibility the event records; an event that does not say is refused, never rated as public', () => {
    const marked = { ...event, settings: { ...event.settings, visibility: 'public' } };
    const read = ratingPeriodFromEvent(marked);
    expect(read.ok && read.warnings).toEqual([]);
    expect(read.ok && read.value).toEqual(
      must(ratingPeriodFromEvent(event, { visibility: 'public' })),
    );
    const unknown = ratingPeriodFromEvent(event);
    expect(unknown.ok || [unknown.error.code, unknown.error.path]).toEqual([
      RatingErrors.visibilityUnknown,
      '/settings/visibility',
    ]);
  });

  it('an event created private is never rated: asking for public is rating/visibility-conflict', () => {
    const marked = { ...event, settings: { ...event.settings, visibility: 'private' } };
    expect(must(ratingPeriodFromEvent(marked, { visibility: 'private' }))).toEqual([]);
    const r = ratingPeriodFromEvent(marked, { visibility: 'public' });
    expect(r.ok || r.error.code).toBe(RatingErrors.visibilityConflict);
  });

  it('an event created public can still be left out by asking for private', () => {
    const marked = { ...event, settings: { ...event.settings, visibility: 'public' } };
    expect(must(ratingPeriodFromEvent(marked, { visibility: 'private' }))).toEqual([]);
  });

  it('reads the visibility createTournament records', () => {
    const open = must(
      createTournament({ stages: [{ id: 'swiss', format: 'swiss' }], visibility: 'public' }, 'o'),
    );
    const closed = must(
      createTournament({ stages: [{ id: 'swiss', format: 'swiss' }], visibility: 'private' }, 'c'),
    );
    const done = (s: typeof open) => ({ ...s, status: 'complete', stages: [] });
    expect(ratingPeriodFromEvent(done(open))).toEqual({ ok: true, value: [], warnings: [] });
    expect(must(ratingPeriodFromEvent(done(closed)))).toEqual([]);
    expect(ratingPeriodFromEvent(done(closed), { visibility: 'public' }).ok).toBe(false);
  });

  it('feeds rate: everyone who played a Swiss match is rated', () => {
    const ladder = must(
      rate({}, must(ratingPeriodFromEvent(event, { visibility: 'public' })), { system: 'glicko2' }),
    );
    expect(Object.keys(ladder).sort()).toEqual(players(9).sort());
  });

  it('gives nothing for a group stage with its playoffs (the spec: group tournaments do not count)', () => {
    const groups: TournamentSettingsInput = {
      stages: [
        {
          id: 'groups',
          format: 'round-robin',
          settings: { grouping: { type: 'group-count', groups: 2 } },
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
    };
    let state = started(groups, 8, 'groups');
    state = must(pairStage(state, 'groups'));
    const engine = getStage(state, 'groups')!.engine!;
    if (engine.format !== 'round-robin') throw new Error('round robin');
    for (const m of engine.state.matches)
      state = must(reportMatch(state, { stage: 'groups', match: m.id, games: [2, 0] }));
    state = must(advanceStage(state, 'groups'));
    state = playBracket(state, 'playoffs');
    expect(state.status).toBe('complete');
    expect(must(ratingPeriodFromEvent(state, { visibility: 'public' }))).toEqual([]);
  });

  it('refuses an event that has not finished', () => {
    const running = started(swissThenTop4, 8);
    const r = ratingPeriodFromEvent(running, { visibility: 'public' });
    expect(r.ok || r.error).toMatchObject({ code: RatingErrors.eventNotFinished, path: '/status' });
  });

  /** The event with the first Swiss match's result replaced. */
  function withFirstResult(result: unknown, allowDraws = true): unknown {
    const json = JSON.parse(JSON.stringify(event));
    const st = json.stages[0].engine.state;
    st.settings.allowDraws = allowDraws;
    st.rounds[0].matches[0].result = result;
    return json;
  }

  it('leaves out unplayed matches: no result, or 0-0 with no drawn game', () => {
    const all = must(ratingPeriodFromEvent(event, { visibility: 'public' })).length;
    expect(
      must(ratingPeriodFromEvent(withFirstResult(undefined), { visibility: 'public' })),
    ).toHaveLength(all - 1);
    expect(
      must(ratingPeriodFromEvent(withFirstResult({ games: [0, 0] }), { visibility: 'public' })),
    ).toHaveLength(all - 1);
    const drawnGame = must(
      ratingPeriodFromEvent(withFirstResult({ games: [0, 0], drawnGames: 1 }), {
        visibility: 'public',
      }),
    );
    expect(drawnGame[0]!.score).toBe(0.5);
  });

  it('leaves out, with a warning, a draw in a stage that does not allow draws', () => {
    const r = ratingPeriodFromEvent(withFirstResult({ games: [1, 1] }, false), {
      visibility: 'public',
    });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.some((m) => m.id === 'swiss/R1-T1')).toBe(false);
      expect(r.warnings[0]).toMatchObject({
        code: RatingErrors.drawNotAllowed,
        path: '/stages/0/engine/state/rounds/0/matches/0/result',
      });
    }
  });

  it.each([
    [null, ''],
    [{ type: 'swiss' }, ''],
    [{ type: 'tournament', status: 3 }, '/status'],
    [{ type: 'tournament', status: 'complete' }, '/settings'],
    [{ type: 'tournament', status: 'complete', settings: {}, stages: {} }, '/stages'],
    [
      { type: 'tournament', status: 'complete', settings: { visibility: 'secret' }, stages: [] },
      '/settings/visibility',
    ],
    [{ type: 'tournament', status: 'complete', settings: {}, stages: [7] }, '/stages/0'],
    [{ type: 'tournament', status: 'complete', settings: {}, stages: [{ id: 1 }] }, '/stages/0/id'],
    [
      {
        type: 'tournament',
        status: 'complete',
        settings: {},
        stages: [{ id: 's', engine: 'swiss' }],
      },
      '/stages/0/engine',
    ],
    [
      {
        type: 'tournament',
        status: 'complete',
        settings: {},
        stages: [{ id: 's', engine: { format: 'swiss', state: {} } }],
      },
      '/stages/0/engine/state/settings',
    ],
  ])('%j is rating/invalid-event at %j', (input, path) => {
    const r = ratingPeriodFromEvent(input, { visibility: 'public' });
    expect(r.ok || r.error).toMatchObject({ code: RatingErrors.invalidEvent, path });
  });

  it.each([
    [{ games: [2] }, '/stages/0/engine/state/rounds/0/matches/0/result'],
    [{ games: [2, -1] }, '/stages/0/engine/state/rounds/0/matches/0/result'],
    [{ games: [2, 0], drawnGames: 0.5 }, '/stages/0/engine/state/rounds/0/matches/0/result'],
  ])('a malformed Swiss result %j is rating/invalid-event at its path', (result, path) => {
    const r = ratingPeriodFromEvent(withFirstResult(result), { visibility: 'public' });
    expect(r.ok || r.error).toMatchObject({ code: RatingErrors.invalidEvent, path });
  });

  it('rejects a visibility option that is neither public nor private', () => {
    const r = ratingPeriodFromEvent(event, { visibility: 'hidden' as 'public' });
    expect(r.ok || r.error).toMatchObject({
      code: RatingErrors.invalidOptions,
      path: '/visibility',
    });
  });
});
