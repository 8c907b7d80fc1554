import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TiebreakersErrorCode as Code,
  computeStandings,
  presets,
  type Standing,
  type StandingsInput,
  tryComputeStandings,
} from '../src/index.js';
import { randomEvent } from './random-event.js';

const base: StandingsInput = {
  players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
  matches: [
    { type: 'played', round: 1, players: ['a', 'b'], games: [2, 0] },
    { type: 'bye', round: 1, player: 'c' },
    { type: 'played', round: 2, players: ['c', 'a'], games: [1, 2] },
    { type: 'bye', round: 2, player: 'b' },
  ],
  settings: presets.mtg,
};
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('tryComputeStandings is total: every case of issue #17 gives a coded error', () => {
  const cases: [string, unknown, string, string][] = [
    ['the whole input {}', {}, Code.invalidInput, '/players'],
    ['the whole input null', null, Code.invalidInput, ''],
    ['the whole input a list', [], Code.invalidInput, ''],
    ['the whole input a string', 'standings', Code.invalidInput, ''],
    ['players: null', { ...base, players: null }, Code.invalidInput, '/players'],
    ['players: [null]', { ...base, players: [null] }, Code.invalidInput, '/players/0'],
    ['matches: null', { ...base, matches: null }, Code.invalidInput, '/matches'],
    ['settings missing', { players: base.players, matches: [] }, Code.invalidSettings, '/settings'],
    ['settings: null', { ...base, settings: null }, Code.invalidSettings, '/settings'],
    [
      'settings.scoring missing',
      { ...base, settings: { tiebreakers: [] } },
      Code.invalidSettings,
      '/settings/scoring',
    ],
    [
      'settings.tiebreakers missing',
      { ...base, settings: { scoring: presets.mtg.scoring } },
      Code.invalidSettings,
      '/settings/tiebreakers',
    ],
    [
      'settings.byeGames: null',
      { ...base, settings: { ...presets.mtg, byeGames: null } },
      Code.invalidSettings,
      '/settings/byeGames',
    ],
    [
      'settings.byeGames of three counts',
      { ...base, settings: { ...presets.mtg, byeGames: [2, 0, 1] } },
      Code.invalidSettings,
      '/settings/byeGames',
    ],
    [
      'games: null with no outcome (was silently a draw)',
      { ...base, matches: [{ type: 'played', round: 1, players: ['a', 'b'], games: null }] },
      Code.invalidNumber,
      '/matches/0/games',
    ],
    [
      'games near Number.MAX_VALUE (GW% would overflow to Infinity; found by the property test on CI)',
      {
        ...base,
        matches: [{ type: 'played', round: 1, players: ['a', 'b'], games: [5.99e307, 1] }],
      },
      Code.invalidNumber,
      '/matches/0/games',
    ],
    [
      'drawnGames over a million',
      {
        ...base,
        matches: [
          { type: 'played', round: 1, players: ['a', 'b'], games: [1, 1], drawnGames: 2e6 },
        ],
      },
      Code.invalidNumber,
      '/matches/0/drawnGames',
    ],
    [
      'points for a win near Number.MAX_VALUE',
      { ...base, settings: { ...presets.mtg, scoring: { ...presets.mtg.scoring, win: 1e308 } } },
      Code.invalidSettings,
      '/settings/scoring/win',
    ],
    [
      'games of one number',
      { ...base, matches: [{ type: 'played', round: 1, players: ['a', 'b'], games: [2] }] },
      Code.invalidNumber,
      '/matches/0/games',
    ],
    [
      'throughRound: NaN',
      { ...base, throughRound: Number.NaN },
      Code.invalidNumber,
      '/throughRound',
    ],
    ['throughRound: "2"', { ...base, throughRound: '2' }, Code.invalidNumber, '/throughRound'],
    ['throughRound: -1', { ...base, throughRound: -1 }, Code.invalidNumber, '/throughRound'],
    [
      'throughRound: Infinity',
      { ...base, throughRound: Number.POSITIVE_INFINITY },
      Code.invalidNumber,
      '/throughRound',
    ],
    [
      'a negative seed (README: invalid-number)',
      { ...base, players: [{ id: 'a', seed: -1 }, { id: 'b' }, { id: 'c' }] },
      Code.invalidNumber,
      '/players/0/seed',
    ],
    [
      'a seed that is a string',
      { ...base, players: [{ id: 'a', seed: '1' }, { id: 'b' }, { id: 'c' }] },
      Code.invalidNumber,
      '/players/0/seed',
    ],
    [
      'a name that is not a string',
      { ...base, players: [{ id: 'a', name: 7 }, { id: 'b' }, { id: 'c' }] },
      Code.invalidInput,
      '/players/0/name',
    ],
    [
      'late that is not a boolean',
      { ...base, players: [{ id: 'a', late: 'yes' }, { id: 'b' }, { id: 'c' }] },
      Code.invalidInput,
      '/players/0/late',
    ],
    ['explain: "some"', { ...base, explain: 'some' }, Code.invalidInput, '/explain'],
    [
      'a player id that is an object',
      { ...base, players: [{ id: {} }] },
      Code.unknownPlayer,
      '/players/0/id',
    ],
    [
      'a match naming a player with an object (no prototype)',
      {
        ...base,
        matches: [{ type: 'bye', round: 1, player: Object.create(null) }],
      },
      Code.unknownPlayer,
      '/matches/0/player',
    ],
    [
      'a match type with no prototype',
      { ...base, matches: [{ type: Object.create(null), round: 1 }] },
      Code.invalidNumber,
      '/matches/0/type',
    ],
    [
      'a tiebreaker with no prototype',
      { ...base, settings: { ...presets.mtg, tiebreakers: [Object.create(null)] } },
      Code.unknownTiebreaker,
      '/settings/tiebreakers/0',
    ],
    [
      'playoff that is not a boolean',
      {
        ...base,
        matches: [{ type: 'played', round: 1, players: ['a', 'b'], games: [2, 0], playoff: 1 }],
      },
      Code.invalidNumber,
      '/matches/0/playoff',
    ],
    [
      'an automatic win with an unknown reason',
      {
        ...base,
        matches: [{ type: 'automatic-win', round: 1, winner: 'a', loser: 'b', reason: 'x' }],
      },
      Code.invalidNumber,
      '/matches/0/reason',
    ],
    [
      'a yes/no setting that is a string',
      { ...base, settings: { ...presets.mtg, shareTiedPlacements: 'no' } },
      Code.invalidSettings,
      '/settings/shareTiedPlacements',
    ],
    [
      'drawsCountAsLosses that is a number',
      {
        ...base,
        settings: { ...presets.mtg, scoring: { ...presets.mtg.scoring, drawsCountAsLosses: 1 } },
      },
      Code.invalidSettings,
      '/settings/scoring/drawsCountAsLosses',
    ],
  ];
  it.each(cases)('%s', (_, input, code, path) => {
    const result = tryComputeStandings(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({ code, path });
      expect(result.error.message.length).toBeGreaterThan(10);
    }
    expect(() => computeStandings(input as StandingsInput)).toThrow();
  });

  it('throughRound 0 and a whole round are accepted: values frozen after that round', () => {
    const after1 = tryComputeStandings({ ...base, throughRound: 1 });
    expect(after1.ok).toBe(true);
    if (after1.ok) expect(after1.value.find((r) => r.playerId === 'a')!.points).toBe(3);
    const none = tryComputeStandings({ ...base, throughRound: 0 });
    expect(none.ok && none.value.every((r) => r.points === 0)).toBe(true);
  });
  it('a seed of 0 is a number, 0 or more: accepted', () => {
    const seeded = tryComputeStandings({
      ...base,
      players: [{ id: 'a', seed: 0 }, { id: 'b' }, { id: 'c' }],
    });
    expect(seeded.ok).toBe(true);
  });
  it('a played match with neither games nor outcome is still a 0-0 draw (games are optional)', () => {
    const rows = computeStandings({
      ...base,
      settings: presets.riftboundDefault,
      matches: [{ type: 'played', round: 1, players: ['a', 'b'] }],
    });
    expect(rows.find((r) => r.playerId === 'a')!.record).toEqual({ wins: 0, losses: 0, draws: 1 });
  });
});

describe('explanation items are not shared across rows', () => {
  it("changing one row's OMW% line leaves every other row's lines as they were", () => {
    // a and c both list b as an opponent: before, they shared one object for b's line.
    const input: StandingsInput = {
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
      matches: [
        { type: 'played', round: 1, players: ['a', 'b'], games: [2, 0] },
        { type: 'played', round: 1, players: ['c', 'd'], games: [2, 0] },
        { type: 'played', round: 2, players: ['c', 'b'], games: [2, 1] },
        { type: 'played', round: 2, players: ['a', 'd'], games: [2, 1] },
      ],
      settings: {
        ...presets.mtg,
        tiebreakers: [
          'opponent_match_win_percentage',
          'opponent_game_win_percentage',
          'opponent_opponent_match_win_percentage',
        ],
      },
    };
    const rows = computeStandings(input);
    const fresh = computeStandings(input);
    const a = rows.find((r) => r.playerId === 'a')!;
    for (const id of [
      'opponent_match_win_percentage',
      'opponent_game_win_percentage',
      'opponent_opponent_match_win_percentage',
    ] as const) {
      const line = a.explanations[id]!.items.find((x) => x.participantId === 'b')!;
      (line as { value: number }).value = 99;
      (line as { label: string }).label = 'changed';
    }
    (a.applied as string[]).push('buchholz');
    const others = (r: Standing[]) => r.filter((x) => x.playerId !== 'a');
    expect(others(rows)).toEqual(others(fresh));
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests: any value, and valid input with one part replaced.

/** Checks that a returned row is made only of sound data (the input passed every check). */
function checkRows(input: unknown, rows: readonly Standing[]): void {
  const players = (input as StandingsInput).players;
  const ids = new Set(players.map((p) => p.id));
  expect(rows.length).toBe(players.length);
  const positions = new Set<number>();
  for (const row of rows) {
    expect(typeof row.playerId === 'string' && ids.has(row.playerId)).toBe(true);
    expect(Number.isInteger(row.rank) && row.rank >= 1 && row.rank <= rows.length).toBe(true);
    positions.add(row.position);
    for (const n of [row.points, row.gamesWon, row.gamesLost, row.gamesDrawn, row.seed, row.byes])
      expect(Number.isFinite(n)).toBe(true);
    for (const n of Object.values(row.record)) expect(Number.isInteger(n) && n >= 0).toBe(true);
    for (const v of Object.values(row.values)) expect(Number.isFinite(v)).toBe(true);
    for (const o of row.opponents) expect(ids.has(o)).toBe(true);
    for (const e of Object.values(row.explanations)) {
      expect(typeof e!.summary).toBe('string');
      for (const item of e!.items) {
        expect(typeof item.label).toBe('string');
        expect(Number.isFinite(item.value)).toBe(true);
      }
    }
  }
  expect(positions.size).toBe(rows.length);
}

/** Every path (as keys) to a value inside `x`, the root included. */
function pathsOf(x: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) pathsOf(x[i], [...prefix, i], out);
  } else if (typeof x === 'object' && x !== null)
    for (const [k, v] of Object.entries(x)) pathsOf(v, [...prefix, k], out);
  return out;
}

function replaceAt(x: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(x) ? [...x] : { ...(x as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaceAt(copy[head!], rest, value);
  return copy;
}

const PRESETS = Object.keys(presets) as (keyof typeof presets)[];
const validInput = fc
  .record({
    seed: fc.integer(),
    players: fc.integer({ min: 2, max: 9 }),
    rounds: fc.integer({ min: 1, max: 4 }),
    preset: fc.constantFrom(...PRESETS),
    throughRound: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
  })
  .map((o) => {
    const event = randomEvent(o.seed, {
      players: o.players,
      rounds: o.rounds,
      drawRate: 0.2,
      dropRate: 0.1,
      lateEntries: 1,
      noShowRate: 0.1,
    });
    const input: StandingsInput = {
      players: event.players,
      matches: event.matches,
      settings: presets[o.preset],
      ...(o.throughRound === undefined ? {} : { throughRound: o.throughRound }),
    };
    return json(input);
  });

const mutated = validInput.chain((input) => {
  const paths = pathsOf(input);
  return fc
    .tuple(
      fc.integer({ min: 0, max: paths.length - 1 }),
      fc.oneof(
        fc.anything(),
        fc.constantFrom(
          null,
          undefined,
          Number.NaN,
          -1,
          '2',
          [],
          {},
          Number.POSITIVE_INFINITY,
          true,
        ),
      ),
    )
    .map(([k, value]) => ({ input: replaceAt(input, paths[k]!, value), path: paths[k]! }));
});

describe('properties: tryComputeStandings never throws and never builds rows from bad data', () => {
  it('any value at all (fast-check anything())', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (x) => {
        const result = tryComputeStandings(x);
        if (result.ok) checkRows(x, result.value);
        else expect(typeof result.error.code).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });
  it('any value in place of each part of the input: {players, matches, settings, throughRound}', () => {
    fc.assert(
      fc.property(
        validInput,
        fc.constantFrom('players', 'matches', 'settings', 'throughRound', 'explain'),
        fc.anything({ withNullPrototype: true }),
        (input, key, value) => {
          const x = { ...input, [key]: value };
          const result = tryComputeStandings(x);
          if (result.ok) checkRows(x, result.value);
        },
      ),
      { numRuns: 500 },
    );
  });
  it('valid input with any one value replaced (structured mutation): a result or a coded error', () => {
    fc.assert(
      fc.property(mutated, ({ input }) => {
        const result = tryComputeStandings(input);
        if (result.ok) checkRows(input, result.value);
        else {
          expect(result.error.code.startsWith('tiebreakers/')).toBe(true);
          expect(typeof result.error.path).toBe('string');
        }
      }),
      { numRuns: 1500 },
    );
  });
  it('valid input with a number replaced by a bad number is always refused, at that path', () => {
    const numberPaths = validInput.chain((input) => {
      const paths = pathsOf(input).filter((p) => {
        let v: unknown = input;
        for (const k of p) v = (v as Record<string | number, unknown>)[k];
        // Every number in an input is a count (games, rounds, seeds), a point value or a fraction.
        return typeof v === 'number' && !(p[0] === 'settings' && p[1] === 'scoring');
      });
      return fc
        .tuple(
          fc.constantFrom(...paths),
          fc.constantFrom(Number.NaN, -1, Number.NEGATIVE_INFINITY, '1', null),
        )
        .map(([path, value]) => ({ input: replaceAt(input, path, value), path }));
    });
    fc.assert(
      fc.property(numberPaths, ({ input, path }) => {
        const result = tryComputeStandings(input);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(path.join('/').startsWith(result.error.path!.slice(1))).toBe(true);
      }),
      { numRuns: 800 },
    );
  });
  it('valid input is accepted, and gives the same rows as computeStandings', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const result = tryComputeStandings(input);
        expect(result.ok).toBe(true);
        if (result.ok) {
          checkRows(input, result.value);
          expect(result.value).toEqual(computeStandings(input));
        }
      }),
      { numRuns: 200 },
    );
  });
});
