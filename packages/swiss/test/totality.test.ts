import { createRng, type Result, seedRng, TcgkitError, unwrap } from '@tcgkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLateEntrant,
  SwissErrorCode as Code,
  createSwissStage,
  dropPlayer,
  finishStage,
  loadSwissStage,
  pairNextRound,
  pairPlayers,
  registerPlayer,
  registerPlayers,
  reportResult,
  reportResults,
  type SwissStage,
  startStage,
  swissStandings,
  toPairingsView,
  toSwissStandingsView,
  updateSwissSettings,
} from '../src/index.js';
import { reportRandomResults, startedStage } from './helpers/events.js';

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const rng = () => createRng(seedRng('totality'));

/** A stage in round 2 (round 1 reported, round 2 paired, no results), as plain JSON. */
const running: SwissStage = (() => {
  let stage = startedStage(6, { rounds: 4, lateEntry: true, lateEntryThroughRound: 3 }, 'tot');
  stage = reportRandomResults(unwrap(pairNextRound(stage)), createRng(seedRng('r')), 0);
  return json(unwrap(pairNextRound(stage)));
})();
const registration: SwissStage = json(
  unwrap(registerPlayers(unwrap(createSwissStage({}, { seed: 1 })), [{ id: 'a' }, { id: 'b' }])),
);
const finished: SwissStage = (() => {
  let stage = startedStage(4, { rounds: 2 }, 'fin');
  const r = createRng(seedRng('f'));
  for (let k = 0; k < 2; k++) stage = reportRandomResults(unwrap(pairNextRound(stage)), r, 0);
  return json(unwrap(finishStage(stage)));
})();

function expectError(result: Result<unknown>, code: string, path?: string): void {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe(code);
  if (path !== undefined) expect(result.error.path).toBe(path);
  expect(result.error.message.length).toBeGreaterThan(10);
}

describe('issue #17 point 3: every entry point returns a coded Result instead of throwing', () => {
  it('pairNextRound(null) and pairNextRound({})', () => {
    expectError(pairNextRound(null as never), Code.invalidState, '/');
    expectError(pairNextRound({} as never), Code.invalidState, '/schemaVersion');
  });
  it('a stage with rounds: null (the same path as loadSwissStage)', () => {
    const bad = { ...json(running), rounds: null };
    expectError(pairNextRound(bad as never), Code.invalidState, '/rounds');
    expect(pairNextRound(bad as never)).toEqual(loadSwissStage(bad));
  });
  it('reportResult(stage, null) and reportResults(stage, null)', () => {
    expectError(reportResult(json(running), null as never), Code.invalidResult, '');
    expectError(reportResults(json(running), null as never), Code.invalidResult, '');
    expectError(reportResults(json(running), [null] as never), Code.invalidResult, '/0');
  });
  it('reportResults with rounds: "x" in the stage, and with round "1" in a report', () => {
    expectError(
      reportResults({ ...json(running), rounds: 'x' } as never, [{ table: 1, games: [2, 0] }]),
      Code.invalidState,
      '/rounds',
    );
    expectError(
      reportResults(json(running), [{ table: 1, games: [2, 0], round: '1' as never }]),
      Code.unknownMatch,
      '/0/round',
    );
  });
  it("dropPlayer(null, 'a') and dropPlayer(stage, a non-id)", () => {
    expectError(dropPlayer(null as never, 'a'), Code.invalidState, '/');
    expectError(dropPlayer(json(running), Object.create(null)), Code.unknownPlayer);
  });
  it('addLateEntrant with players: null, and with a player that is not an object', () => {
    expectError(
      addLateEntrant({ ...json(running), players: null } as never, { id: 'z' }),
      Code.invalidState,
      '/players',
    );
    expectError(addLateEntrant(json(running), null as never), Code.invalidPlayer, '');
  });
  it('finishStage({}) and startStage({})', () => {
    expectError(finishStage({} as never), Code.invalidState, '/schemaVersion');
    expectError(startStage({} as never), Code.invalidState, '/schemaVersion');
  });
  it('registerPlayer(stage, null) and registerPlayers(stage, null)', () => {
    expectError(registerPlayer(json(registration), null as never), Code.invalidPlayer, '');
    expectError(registerPlayers(json(registration), null as never), Code.invalidPlayer, '');
    expectError(
      registerPlayers(json(registration), [{ id: 'c' }, 7] as never),
      Code.invalidPlayer,
      '/1',
    );
  });
  it('createSwissStage({}) with no options, and with settings that are not an object', () => {
    expectError(createSwissStage({}, undefined as never), Code.invalidSettings, '/seed');
    expectError(createSwissStage({}, { seed: Number.NaN }), Code.invalidSettings, '/seed');
    expectError(createSwissStage('fold' as never, { seed: 1 }), Code.invalidSettings, '');
    expectError(createSwissStage(null as never, { seed: 1 }), Code.invalidSettings, '');
    expect(createSwissStage(undefined as never, { seed: 1 }).ok).toBe(true);
  });
  it('pairPlayers(null)', () => {
    expectError(pairPlayers(null as never, rng()), Code.invalidPairingRequest, '');
  });
  it('a saved result of [-1, 2] is the stage error, not a tiebreakers exception', () => {
    const bad = json(running) as unknown as { rounds: { matches: { result?: unknown }[] }[] };
    bad.rounds[0]!.matches[0]!.result = { games: [-1, 2] };
    expectError(
      pairNextRound(bad as never),
      Code.invalidState,
      '/rounds/0/matches/0/result/games/0',
    );
    expect(pairNextRound(bad as never)).toEqual(loadSwissStage(bad));
  });
  it('a match naming an unregistered player is the stage error (same path as loadSwissStage)', () => {
    const bad = json(running) as unknown as { rounds: { matches: { players: string[] }[] }[] };
    bad.rounds[0]!.matches[1]!.players[1] = 'ghost';
    expectError(pairNextRound(bad as never), Code.invalidState, '/rounds/0/matches/1/players/1');
    expect(pairNextRound(bad as never)).toEqual(loadSwissStage(bad));
  });
  it('a sound stage still works, and a returned stage is not walked again (same object in, same result)', () => {
    const stage = json(running);
    const done = reportResults(stage, [
      { table: 1, games: [2, 0] },
      { table: 2, games: [0, 2] },
      { table: 3, games: [2, 1] },
    ]);
    expect(done.ok).toBe(true);
    if (done.ok) expect(pairNextRound(done.value).ok).toBe(true);
  });
});

describe('issue #17 point 4: pairPlayers validates its request', () => {
  const request = {
    players: [
      { id: 'a', points: 3 },
      { id: 'b', points: 3 },
      { id: 'c', points: 0 },
      { id: 'd', points: 0 },
    ],
    previousOpponents: { a: ['c'], c: ['a'] },
    style: 'adjacent' as const,
  };
  const cases: [string, unknown, string][] = [
    [
      "duplicate ids (was [['a','a']], a player against himself)",
      {
        ...request,
        players: [
          { id: 'a', points: 0 },
          { id: 'a', points: 0 },
        ],
      },
      '/players/1/id',
    ],
    [
      'NaN points',
      { ...request, players: [{ id: 'a', points: Number.NaN }, ...request.players.slice(1)] },
      '/players/0/points',
    ],
    ["an unknown style ('zigzag' behaved as adjacent)", { ...request, style: 'zigzag' }, '/style'],
    [
      'an odd number of players (was a RangeError)',
      { ...request, players: request.players.slice(1) },
      '/players',
    ],
    [
      'previousOpponents: null (was a TypeError)',
      { ...request, previousOpponents: null },
      '/previousOpponents',
    ],
    [
      'previousOpponents with a list that is not ids',
      { ...request, previousOpponents: { a: [1] } },
      '/previousOpponents/a/0',
    ],
    ['players not a list', { ...request, players: 'abcd' }, '/players'],
    [
      'a player that is not an object',
      { ...request, players: [null, ...request.players.slice(1)] },
      '/players/0',
    ],
    [
      'an empty id',
      { ...request, players: [{ id: '', points: 0 }, ...request.players.slice(1)] },
      '/players/0/id',
    ],
    ['an unknown floater', { ...request, floater: 'highest' }, '/floater'],
    [
      'preventRepeatMatchups not a boolean',
      { ...request, preventRepeatMatchups: 'yes' },
      '/preventRepeatMatchups',
    ],
  ];
  it.each(cases)('%s', (_, bad, path) => {
    expectError(pairPlayers(bad as never, rng()), Code.invalidPairingRequest, path);
  });
  it('an rng that is not a generator', () => {
    expectError(pairPlayers(request, null as never), Code.invalidPairingRequest, '/rng');
  });
  it('a sound request still pairs (earlier opponents named "constructor" or "__proto__" included)', () => {
    const paired = pairPlayers(request, rng());
    expect(paired.ok && paired.value.pairs).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const odd = pairPlayers(
      {
        players: [
          { id: 'constructor', points: 0 },
          { id: '__proto__', points: 0 },
        ],
        previousOpponents: JSON.parse('{"__proto__": []}'),
        style: 'fold',
      },
      rng(),
    );
    expect(odd.ok).toBe(true);
  });
});

describe('issue #17 point 5: a table reported twice in one batch', () => {
  it('is swiss/duplicate-report with the path of the second entry; nothing is applied', () => {
    const stage = json(running);
    const done = reportResults(stage, [
      { table: 1, games: [2, 0] },
      { table: 2, games: [2, 0] },
      { table: 1, games: [0, 2] },
    ]);
    expectError(done, Code.duplicateReport, '/2');
    // The same match named by its round explicitly is the same match.
    expectError(
      reportResults(stage, [
        { table: 1, games: [2, 0] },
        { table: 1, games: [0, 2], round: 2 },
      ]),
      Code.duplicateReport,
      '/1',
    );
  });
  it('the same table in two different rounds is two matches: accepted', () => {
    const done = reportResults(json(running), [
      { table: 1, games: [2, 0], round: 1 },
      { table: 1, games: [0, 2], round: 2 },
    ]);
    expect(done.ok).toBe(true);
  });
});

describe('issue #17 point 6: updateSwissSettings', () => {
  it('changes the pairing style and Prevent repeat matchups of a running stage', () => {
    const changed = updateSwissSettings(json(running), {
      pairingStyle: 'fold',
      preventRepeatMatchups: false,
    });
    expect(changed.ok).toBe(true);
    if (changed.ok) {
      expect(changed.value.settings.pairingStyle).toBe('fold');
      expect(changed.value.settings.preventRepeatMatchups).toBe(false);
      expect(changed.value.rounds).toEqual(running.rounds);
    }
  });
  it('other settings are locked once running (unchanged values are accepted)', () => {
    expectError(updateSwissSettings(json(running), { rounds: 6 }), Code.settingLocked, '/rounds');
    expectError(
      updateSwissSettings(json(running), { tiebreakers: ['buchholz'] }),
      Code.settingLocked,
      '/tiebreakers',
    );
    expect(
      updateSwissSettings(json(running), { ...running.settings, pairingStyle: 'adjacent' }).ok,
    ).toBe(true);
  });
  it('bad values, unknown fields, a finished stage', () => {
    expectError(
      updateSwissSettings(json(running), { pairingStyle: 'zigzag' as never }),
      Code.invalidSettings,
      '/pairingStyle',
    );
    expectError(updateSwissSettings(json(running), null as never), Code.invalidSettings, '');
    expectError(updateSwissSettings(json(finished), { pairingStyle: 'fold' }), Code.stageFinished);
  });
  it('before the start any setting can change', () => {
    const changed = updateSwissSettings(json(registration), {
      rounds: 7,
      tiebreakers: ['buchholz'],
    });
    expect(changed.ok && changed.value.settings.rounds).toBe(7);
  });
  it('the way out of swiss/no-rematch-free-pairing that tournaments.md describes', () => {
    let stage = startedStage(4, { rounds: 4, pairingStyle: 'adjacent' }, 'out');
    const r = createRng(seedRng('o'));
    for (let k = 0; k < 3; k++) stage = reportRandomResults(unwrap(pairNextRound(stage)), r, 0);
    expectError(pairNextRound(stage), Code.noRematchFreePairing);
    stage = unwrap(updateSwissSettings(stage, { preventRepeatMatchups: false }));
    const paired = pairNextRound(stage);
    expect(paired.ok && paired.warnings.map((w) => w.code)).toEqual([Code.rematchesPaired]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties: fast-check values in place of each argument of every entry point.

const anyValue = fc.anything({ withNullPrototype: true, withObjectString: true });
const stages = [running, registration, finished];

type Call = (args: unknown[]) => Result<unknown>;
const ENTRY_POINTS: [string, Call, () => unknown[]][] = [
  [
    'createSwissStage',
    (a) => createSwissStage(a[0] as never, a[1] as never),
    () => [{}, { seed: 1 }],
  ],
  [
    'registerPlayer',
    (a) => registerPlayer(a[0] as never, a[1] as never),
    () => [json(registration), { id: 'z' }],
  ],
  [
    'registerPlayers',
    (a) => registerPlayers(a[0] as never, a[1] as never),
    () => [json(registration), [{ id: 'z' }]],
  ],
  ['startStage', (a) => startStage(a[0] as never), () => [json(registration)]],
  ['pairNextRound', (a) => pairNextRound(a[0] as never), () => [json(running)]],
  [
    'reportResult',
    (a) => reportResult(a[0] as never, a[1] as never),
    () => [json(running), { table: 1, games: [2, 0] }],
  ],
  [
    'reportResults',
    (a) => reportResults(a[0] as never, a[1] as never),
    () => [json(running), [{ table: 1, games: [2, 0] }]],
  ],
  [
    'dropPlayer',
    (a) => dropPlayer(a[0] as never, a[1] as never),
    () => [json(running), running.players[0]!.id],
  ],
  [
    'addLateEntrant',
    (a) => addLateEntrant(a[0] as never, a[1] as never),
    () => [json(running), { id: 'late' }],
  ],
  ['finishStage', (a) => finishStage(a[0] as never), () => [json(finished)]],
  [
    'updateSwissSettings',
    (a) => updateSwissSettings(a[0] as never, a[1] as never),
    () => [json(running), { pairingStyle: 'fold' }],
  ],
  ['loadSwissStage', (a) => loadSwissStage(a[0]), () => [json(running)]],
  [
    'pairPlayers',
    (a) => pairPlayers(a[0] as never, a[1] as never),
    () => [
      {
        players: [
          { id: 'a', points: 0 },
          { id: 'b', points: 0 },
        ],
        previousOpponents: {},
        style: 'random',
      },
      rng(),
    ],
  ],
];

function isResult(x: Result<unknown>): boolean {
  return x.ok
    ? Array.isArray(x.warnings)
    : typeof x.error.code === 'string' && x.error.code.startsWith('swiss/');
}

describe('properties: any value in place of any argument gives a Result, never an exception', () => {
  for (const [name, call, args] of ENTRY_POINTS) {
    it(name, () => {
      const arity = args().length;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: arity - 1 }), anyValue, (k, value) => {
          const a = args();
          a[k] = value;
          expect(isResult(call(a))).toBe(true);
        }),
        { numRuns: 300 },
      );
    });
  }
});

/** Every path (as keys) to a value inside `x`, the root included. */
function pathsOf(x: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) pathsOf(x[i], [...prefix, i], out);
  } else if (typeof x === 'object' && x !== null) {
    for (const [k, v] of Object.entries(x)) pathsOf(v, [...prefix, k], out);
  }
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

const mutatedStage = fc.constantFrom(...stages).chain((stage) => {
  const paths = pathsOf(stage);
  return fc
    .tuple(
      fc.constantFrom(...paths),
      fc.oneof(
        anyValue,
        fc.constantFrom(null, undefined, -1, 0, 1.5, Number.NaN, 'x', '', [], {}, true, 'ghost'),
      ),
    )
    .map(([path, value]) => replaceAt(stage, path, value));
});

describe('properties: the stage check agrees with loadSwissStage on mutated saved stages', () => {
  it('an invalid stage gives every function the same error as loadSwissStage (code and path)', () => {
    fc.assert(
      fc.property(mutatedStage, (stage) => {
        const loaded = loadSwissStage(stage);
        const results = [
          pairNextRound(stage as never),
          reportResults(stage as never, [{ table: 1, games: [2, 0] }]),
          dropPlayer(stage as never, 'p1'),
          addLateEntrant(stage as never, { id: 'late' }),
          finishStage(stage as never),
          startStage(stage as never),
          registerPlayer(stage as never, { id: 'late' }),
          updateSwissSettings(stage as never, { pairingStyle: 'fold' }),
        ];
        for (const result of results) {
          expect(isResult(result)).toBe(true);
          if (!loaded.ok) expect(result).toEqual(loaded);
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe('functions that return values (standings, views) throw a coded TcgkitError on a bad stage', () => {
  it('swissStandings, toSwissStandingsView and toPairingsView', () => {
    const bad = json(running) as unknown as { rounds: { matches: { result?: unknown }[] }[] };
    bad.rounds[0]!.matches[0]!.result = { games: [-1, 2] };
    for (const call of [
      () => swissStandings(bad as never),
      () => toSwissStandingsView(bad as never),
      () => toPairingsView(bad as never),
      () => swissStandings(null as never),
    ]) {
      let thrown: unknown;
      try {
        call();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(TcgkitError);
      expect((thrown as TcgkitError).code).toBe(Code.invalidState);
    }
    expect(toPairingsView(json(running), { round: '1' as never })).toBeUndefined();
    expect(toPairingsView(json(running), { round: 1 })?.tables.length).toBe(3);
  });
});
