import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  createBracket,
  dropParticipant,
  EliminationErrorCode,
  type EliminationState,
  eliminationSettings,
  loadBracket,
  nextMatches,
  reportWinner,
} from '../src/index.js';
import { bracket, players, playOut } from './helpers.js';

const roundTrip = (s: EliminationState) => loadBracket(JSON.parse(JSON.stringify(s)));
const failure = (r: ReturnType<typeof loadBracket>) => (r.ok ? 'ok' : [r.error.code, r.error.path]);

describe('settings schema', () => {
  it('accepts every option and rejects unknown or ill-typed ones with a path', () => {
    expect(
      eliminationSettings.is({
        format: 'double-elimination',
        seeding: 'rating',
        allowByes: true,
        thirdPlaceMatch: false,
        grandFinal: 'single-set',
        earlyCutoff: 8,
        tiedPlacements: 'qualification-order',
        title: 'Top cut',
      }),
    ).toBe(true);
    const cases: [unknown, string][] = [
      [{}, '/format'],
      [{ format: 'swiss' }, '/format'],
      [{ format: 'single-elimination', allowByes: 'yes' }, '/allowByes'],
      [{ format: 'single-elimination', earlyCutoff: 0 }, '/earlyCutoff'],
      [{ format: 'single-elimination', grandFinal: 'reset' }, '/grandFinal'],
      [{ format: 'single-elimination', byes: true }, '/byes'],
    ];
    for (const [settings, path] of cases) {
      const r = createBracket({ settings: settings as never, participants: players(4), seed: 1 });
      expect(r.ok ? 'ok' : [r.error.code, r.error.path]).toEqual([
        EliminationErrorCode.InvalidSettings,
        `/settings${path}`,
      ]);
    }
  });
});

describe('saved state', () => {
  it('round-trips through JSON at every step of a double elimination with drops', () => {
    let s = unwrap(
      createBracket({
        settings: { format: 'double-elimination', allowByes: true, earlyCutoff: 4 },
        participants: players(11),
        seed: 'save-me',
      }),
    );
    s = unwrap(dropParticipant(s, 'p3'));
    for (;;) {
      const loaded = roundTrip(s);
      expect(loaded.ok).toBe(true);
      expect(unwrap(loaded)).toEqual(s);
      const [m] = nextMatches(s);
      if (m === undefined) break;
      s = unwrap(reportWinner(s, m.id, m.slots[1].participantId!));
    }
  });

  it('refuses a state that fails its schema, with the path of the problem', () => {
    const s = JSON.parse(JSON.stringify(playOut(bracket(4)))) as Record<string, unknown>;
    expect(failure(loadBracket({ ...s, schemaVersion: 2 }))).toEqual([
      EliminationErrorCode.InvalidState,
      '/schemaVersion',
    ]);
    expect(failure(loadBracket({ ...s, extra: 1 }))).toEqual([
      EliminationErrorCode.InvalidState,
      '/extra',
    ]);
    const matches = structuredClone(s.matches) as { id: string; result: unknown }[];
    matches[1]!.result = { type: 'played', winner: 3, games: [2, 0], drawnGames: 0 };
    expect(failure(loadBracket({ ...s, matches }))).toEqual([
      EliminationErrorCode.InvalidState,
      '/matches/1/result',
    ]);
    expect(failure(loadBracket(null))).toEqual([EliminationErrorCode.InvalidState, '/']);
  });

  it('refuses a state that does not hold together', () => {
    const base = playOut(bracket(8, { format: 'double-elimination' }));
    const edit = (
      fn: (
        s: { -readonly [K in keyof EliminationState]: unknown } & Record<string, unknown>,
      ) => void,
    ) => {
      const copy = JSON.parse(JSON.stringify(base));
      fn(copy);
      return failure(loadBracket(copy));
    };
    expect(edit((s) => ((s.participants as { id: string }[])[1]!.id = 'p1'))).toEqual([
      EliminationErrorCode.InvalidState,
      '/participants/1/id',
    ]);
    expect(edit((s) => ((s.participants as { seed: number }[])[2]!.seed = 7))).toEqual([
      EliminationErrorCode.InvalidState,
      '/participants/2/seed',
    ]);
    expect(edit((s) => (s.size = 16))).toEqual([EliminationErrorCode.InvalidState, '/size']);
    expect(edit((s) => (s.qualificationOrder = ['p1']))).toEqual([
      EliminationErrorCode.InvalidState,
      '/qualificationOrder',
    ]);
    expect(edit((s) => (s.dropped = ['ghost']))).toEqual([
      EliminationErrorCode.InvalidState,
      '/dropped/0',
    ]);
    expect(edit((s) => (s.matches as unknown[]).pop())).toEqual([
      EliminationErrorCode.InvalidState,
      '/matches',
    ]);
    expect(
      edit((s) => {
        (s.matches as { loserTo: unknown }[])[0]!.loserTo = null;
      }),
    ).toEqual([EliminationErrorCode.InvalidState, '/matches/0']);
    expect(
      edit((s) => {
        (s.matches as { slots: { participantId: string }[] }[])[0]!.slots[0]!.participantId =
          'ghost';
      }),
    ).toEqual([EliminationErrorCode.InvalidState, '/matches/0/slots/0/participantId']);
    expect(
      edit((s) => {
        (s.matches as { result: { games: number[] } }[])[0]!.result.games = [0, 2];
      }),
    ).toEqual([EliminationErrorCode.InvalidState, '/matches/0/result']);
    // Players must be where the seeds and results put them.
    const w21 = base.matches.findIndex((m) => m.id === 'W2.1');
    expect(
      edit((s) => {
        const slots = (s.matches as { slots: { participantId: string }[] }[])[w21]!.slots;
        [slots[0]!.participantId, slots[1]!.participantId] = [
          slots[1]!.participantId,
          slots[0]!.participantId,
        ];
      }),
    ).toEqual([EliminationErrorCode.InvalidState, `/matches/${w21}`]);
    expect(
      edit((s) => {
        (s.matches as { result: unknown }[])[0]!.result = {
          type: 'automatic-win',
          winner: 0,
          reason: 'drop',
          byEngine: true,
        };
      }),
    ).toEqual([EliminationErrorCode.InvalidState, '/matches/0/result']);
    expect(
      edit((s) => {
        (s.settings as { allowByes: boolean }).allowByes = false;
        (s.participants as unknown[]).pop();
      }),
    ).toEqual([EliminationErrorCode.InvalidState, '/participants']);
  });
});
