import { createRng, seedRng, unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  addLateEntrant,
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
  SwissErrorCode,
  type SwissStage,
  startStage,
  swissGameDefaults,
  swissStandings,
  toPairingsView,
  toSwissStandingsView,
} from '../src/index.js';
import { buildStage } from './helpers/build.js';
import { reportRandomResults, startedStage } from './helpers/events.js';

const pairsOf = (stage: SwissStage, round = stage.rounds.length) =>
  (stage.rounds[round - 1]?.matches ?? []).map((m) => [...m.players]);

describe('README example: a whole event', () => {
  it('registers, pairs, reports and finishes a 6-player, 3-round stage', () => {
    let stage = unwrap(createSwissStage({ rounds: 3, pairingStyle: 'fold' }, { seed: 'readme' }));
    stage = unwrap(
      registerPlayers(
        stage,
        ['ana', 'ben', 'cam', 'dee', 'eli', 'fay'].map((id) => ({ id })),
      ),
    );
    stage = unwrap(startStage(stage));
    for (let round = 1; round <= 3; round++) {
      stage = unwrap(pairNextRound(stage));
      const reports = stage.rounds[round - 1]?.matches.map((m) => ({
        table: m.table,
        games: [2, 1] as const,
      }));
      stage = unwrap(reportResults(stage, reports ?? []));
    }
    stage = unwrap(finishStage(stage));
    const standings = swissStandings(stage);
    expect(stage.status).toBe('finished');
    expect(standings).toHaveLength(6);
    expect(standings[0]?.points).toBe(9);
  });
});

describe('round 1: First-round seeding and pairing styles', () => {
  const ids = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];
  const start = (settings: Parameters<typeof createSwissStage>[0]) => {
    let stage = unwrap(createSwissStage(settings, { seed: 'r1' }));
    stage = unwrap(
      registerPlayers(
        stage,
        ids.map((id, i) => ({ id, seed: i + 1, rating: 1000 + i })),
      ),
    );
    return unwrap(pairNextRound(unwrap(startStage(stage))));
  };
  it('adjacent: 1st plays 2nd, 3rd plays 4th', () => {
    expect(pairsOf(start({ pairingStyle: 'adjacent', firstRoundSeeding: 'manual' }))).toEqual([
      ['s1', 's2'],
      ['s3', 's4'],
      ['s5', 's6'],
      ['s7', 's8'],
    ]);
  });
  it('fold: the top half plays the bottom half, 1st against the first of the bottom half', () => {
    expect(pairsOf(start({ pairingStyle: 'fold', firstRoundSeeding: 'manual' }))).toEqual([
      ['s1', 's5'],
      ['s2', 's6'],
      ['s3', 's7'],
      ['s4', 's8'],
    ]);
  });
  it('rating seeding: higher rating is the better seed', () => {
    expect(pairsOf(start({ pairingStyle: 'adjacent', firstRoundSeeding: 'rating' }))).toEqual([
      ['s8', 's7'],
      ['s6', 's5'],
      ['s4', 's3'],
      ['s2', 's1'],
    ]);
  });
  it('random seeding and random pairing come from the stage seed: same seed, same round', () => {
    const a = start({ pairingStyle: 'random', firstRoundSeeding: 'random' });
    const b = start({ pairingStyle: 'random', firstRoundSeeding: 'random' });
    expect(pairsOf(a)).toEqual(pairsOf(b));
    expect(pairsOf(a).flat().sort()).toEqual(ids);
  });
  it('manual seeding warns about players without a seed and puts them last', () => {
    let stage = unwrap(createSwissStage({ firstRoundSeeding: 'manual' }, { seed: 1 }));
    stage = unwrap(registerPlayers(stage, [{ id: 'x' }, { id: 'y', seed: 1 }]));
    const started = startStage(stage);
    expect(started.ok && started.warnings[0]?.code).toBe(SwissErrorCode.missingSeed);
    expect(started.ok && started.value.players.map((p) => p.initialSeed)).toEqual([2, 1]);
  });
});

describe('from round 2: score groups, floaters and rematches', () => {
  it('pairs each score group from the top; the lowest-ranked of an odd group drops into the next', () => {
    const result = unwrap(
      pairPlayers(
        {
          players: [6, 6, 6, 3, 3, 3].map((points, i) => ({ id: `p${i}`, points })),
          previousOpponents: {},
          style: 'adjacent',
        },
        createRng(seedRng(1)),
      ),
    );
    expect(result.pairs).toEqual([
      ['p0', 'p1'],
      ['p2', 'p3'],
      ['p4', 'p5'],
    ]);
  });
  it('with the random floater option the player who drops down is drawn from the group', () => {
    const floaters = new Set<string>();
    for (let s = 0; s < 40; s++) {
      const result = unwrap(
        pairPlayers(
          {
            players: [6, 6, 6, 3, 3, 3].map((points, i) => ({ id: `p${i}`, points })),
            previousOpponents: {},
            style: 'adjacent',
            floater: 'random',
          },
          createRng(seedRng(s)),
        ),
      );
      const cross = result.pairs.find(
        ([a, b]) => Number(a.slice(1)) < 3 && Number(b.slice(1)) >= 3,
      );
      floaters.add(cross?.[0] as string);
    }
    expect([...floaters].sort()).toEqual(['p0', 'p1', 'p2']);
  });
  it('replaces a pairing that would repeat a match by the closest rematch-free one', () => {
    // Plain adjacent pairing: a-b, c-d. a and b already met, so one player of each group must
    // cross: the lowest-ranked of the top group (b) and the top of the lower group (c).
    const result = unwrap(
      pairPlayers(
        {
          players: [
            { id: 'a', points: 3 },
            { id: 'b', points: 3 },
            { id: 'c', points: 0 },
            { id: 'd', points: 0 },
          ],
          previousOpponents: { a: ['b'], c: ['d'] },
          style: 'adjacent',
        },
        createRng(seedRng(1)),
      ),
    );
    expect(result.pairs).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
  });
  it('keeps the rest of the group together when one pair would be a rematch (fold)', () => {
    const players = [9, 9, 9, 9, 9, 9].map((points, i) => ({ id: `p${i}`, points }));
    const result = unwrap(
      pairPlayers(
        { players, previousOpponents: { p0: ['p3'] }, style: 'fold' },
        createRng(seedRng(1)),
      ),
    );
    expect(result.pairs).toEqual([
      ['p0', 'p4'],
      ['p1', 'p3'],
      ['p2', 'p5'],
    ]);
  });
  it('errors with swiss/no-rematch-free-pairing when every pairing repeats a match', () => {
    const stage = buildStage(
      ['a', 'b', 'c', 'd'],
      [
        {
          matches: [
            ['a', 'b', 2, 0],
            ['c', 'd', 2, 0],
          ],
        },
        {
          matches: [
            ['a', 'c', 2, 0],
            ['b', 'd', 2, 0],
          ],
        },
        {
          matches: [
            ['a', 'd', 2, 0],
            ['b', 'c', 2, 0],
          ],
        },
      ],
      { rounds: 4, pairingStyle: 'adjacent' },
    );
    const paired = pairNextRound(stage);
    expect(paired.ok).toBe(false);
    expect(!paired.ok && paired.error.code).toBe(SwissErrorCode.noRematchFreePairing);
  });
  it('with Prevent repeat matchups off, pairs with the fewest rematches and warns', () => {
    const stage = buildStage(
      ['a', 'b', 'c', 'd'],
      [
        {
          matches: [
            ['a', 'b', 2, 0],
            ['c', 'd', 2, 0],
          ],
        },
        {
          matches: [
            ['a', 'c', 2, 0],
            ['b', 'd', 2, 0],
          ],
        },
      ],
      { rounds: 4, pairingStyle: 'adjacent', preventRepeatMatchups: false },
    );
    // a-d and b-c have not met: zero rematches, no warning.
    const third = pairNextRound(stage);
    expect(third.ok && pairsOf(third.value)).toEqual([
      ['a', 'd'],
      ['b', 'c'],
    ]);
    const played = unwrap(
      reportResults(unwrap(third), [
        { table: 1, games: [2, 0] },
        { table: 2, games: [2, 0] },
      ]),
    );
    const fourth = pairNextRound(played);
    expect(fourth.ok).toBe(true);
    expect(fourth.ok && fourth.warnings.map((w) => w.code)).toContain(
      SwissErrorCode.rematchesPaired,
    );
    expect(fourth.ok && pairsOf(fourth.value)).toHaveLength(2);
  });
});

describe('byes', () => {
  it('gives the bye to the lowest-ranked player without one, never twice before everyone had one', () => {
    let stage = startedStage(
      5,
      { rounds: 5, pairingStyle: 'adjacent', firstRoundSeeding: 'manual' },
      'byes',
    );
    const byes: string[] = [];
    const rng = createRng(seedRng('b'));
    for (let r = 1; r <= 5; r++) {
      const before = swissStandings(stage, { explain: false }).map((row) => row.playerId);
      stage = unwrap(pairNextRound(stage));
      const bye = stage.rounds[r - 1]?.bye as string;
      const without = before.filter((id) => !byes.includes(id));
      // Lowest-ranked among those without a bye (round 1: seed order).
      if (r === 1) expect(bye).toBe('p5');
      else expect(bye).toBe(without[without.length - 1]);
      byes.push(bye);
      stage = reportRandomResults(stage, rng, 0);
    }
    expect(new Set(byes).size).toBe(5);
  });
  it('the leader does not get the bye (5 players, 4 rounds)', () => {
    let stage = startedStage(5, { rounds: 4, pairingStyle: 'random' }, 'leader');
    const rng = createRng(seedRng('l'));
    for (let r = 1; r <= 4; r++) {
      const leader = r === 1 ? undefined : swissStandings(stage, { explain: false })[0]?.playerId;
      stage = unwrap(pairNextRound(stage));
      if (leader) expect(stage.rounds[r - 1]?.bye).not.toBe(leader);
      stage = reportRandomResults(stage, rng, 0);
    }
  });
  it('a second bye only once everyone has had one, with a warning', () => {
    let stage = startedStage(3, { rounds: 4, preventRepeatMatchups: false }, 'second');
    const rng = createRng(seedRng('s'));
    for (let r = 1; r <= 3; r++) stage = reportRandomResults(unwrap(pairNextRound(stage)), rng, 0);
    expect(new Set(stage.rounds.map((r) => r.bye)).size).toBe(3);
    const fourth = pairNextRound(stage);
    expect(fourth.ok && fourth.warnings.map((w) => w.code)).toContain(SwissErrorCode.secondBye);
  });
  it('full points: the bye is a match win worth Points per bye', () => {
    const stage = buildStage(['a', 'b', 'c'], [{ matches: [['a', 'b', 2, 0]], bye: 'c' }], {
      pointsPerBye: 3,
    });
    const c = swissStandings(stage).find((r) => r.playerId === 'c');
    expect(c?.points).toBe(3);
    expect(c?.record).toEqual({ wins: 1, losses: 0, draws: 0 });
  });
  it.each(['zero-points', 'no-byes'] as const)(
    '%s: the player sits out and gets nothing',
    (byeHandling) => {
      const stage = buildStage(['a', 'b', 'c'], [{ matches: [['a', 'b', 2, 0]], bye: 'c' }], {
        byeHandling,
      });
      const c = swissStandings(stage).find((r) => r.playerId === 'c');
      expect(c?.points).toBe(0);
      expect(c?.record).toEqual({ wins: 0, losses: 0, draws: 0 });
    },
  );
  it('Decision: when the bye rule would leave no rematch-free pairing, the next candidate sits out', () => {
    // a has played b, c and d; e (lowest, no bye) sitting out would leave a with no opponent.
    const stage = buildStage(
      ['a', 'b', 'c', 'd', 'e'],
      [
        {
          matches: [
            ['a', 'c', 2, 0],
            ['d', 'e', 2, 0],
          ],
          bye: 'b',
        },
        {
          matches: [
            ['a', 'b', 2, 0],
            ['c', 'e', 2, 0],
          ],
          bye: 'd',
        },
        {
          matches: [
            ['a', 'd', 2, 0],
            ['b', 'e', 2, 0],
          ],
          bye: 'c',
        },
      ],
      { rounds: 5, pairingStyle: 'adjacent' },
    );
    const paired = pairNextRound(stage);
    expect(paired.ok).toBe(true);
    const round = paired.ok ? paired.value.rounds[3] : undefined;
    expect(round?.bye).not.toBe('e');
    expect(round?.matches.map((m) => [...m.players].sort().join('-'))).toContain('a-e');
    // a sitting out leaves b, c, d, e with no rematch-free pairing either, so the bye goes to one
    // of b, c, d (a second bye) with a warning that says why.
    expect(['b', 'c', 'd']).toContain(round?.bye);
    expect(paired.ok && paired.warnings.map((w) => w.code)).toContain(SwissErrorCode.secondBye);
    expect(paired.ok && paired.warnings[0]?.message).toMatch(/fewer byes/);
  });
});

describe('late entry and drops', () => {
  it('a late entrant gets a loss with no opponent for every round already completed, then is paired', () => {
    let stage = startedStage(4, { rounds: 3, lateEntry: true, lateEntryThroughRound: 2 }, 'late');
    const rng = createRng(seedRng('late'));
    stage = reportRandomResults(unwrap(pairNextRound(stage)), rng, 0);
    stage = unwrap(addLateEntrant(stage, { id: 'zed' }));
    const zed = swissStandings(stage).find((r) => r.playerId === 'zed');
    expect(zed?.record).toEqual({ wins: 0, losses: 1, draws: 0 });
    expect(zed?.points).toBe(0);
    expect(zed?.opponents).toEqual([]);
    expect(zed?.byes).toBe(0);
    stage = unwrap(pairNextRound(stage));
    const placed = [...pairsOf(stage).flat(), stage.rounds[1]?.bye];
    expect(placed).toContain('zed');
    // Round 3 is past "through round 2": closed.
    stage = reportRandomResults(stage, rng, 0);
    const late = addLateEntrant(stage, { id: 'yan' });
    expect(!late.ok && late.error.code).toBe(SwissErrorCode.lateEntryClosed);
  });
  it('late entry off: closed', () => {
    const stage = startedStage(4, { rounds: 3 }, 'closed');
    const late = addLateEntrant(stage, { id: 'x' });
    expect(!late.ok && late.error.code).toBe(SwissErrorCode.lateEntryClosed);
  });
  it('a dropped player is never paired again and keeps their results', () => {
    let stage = startedStage(6, { rounds: 4 }, 'drop');
    const rng = createRng(seedRng('d'));
    stage = reportRandomResults(unwrap(pairNextRound(stage)), rng, 0);
    const pointsBefore = swissStandings(stage).find((r) => r.playerId === 'p1')?.points;
    stage = unwrap(dropPlayer(stage, 'p1'));
    for (let r = 2; r <= 4; r++) {
      stage = unwrap(pairNextRound(stage));
      expect([...pairsOf(stage).flat(), stage.rounds[r - 1]?.bye]).not.toContain('p1');
      stage = reportRandomResults(stage, rng, 0);
    }
    const row = swissStandings(stage).find((r) => r.playerId === 'p1');
    expect(row?.points).toBe(pointsBefore);
    expect(row?.dropped).toBe(true);
    expect(!dropPlayer(stage, 'p1').ok && unwrap(loadSwissStage(stage))).toBeTruthy();
    const again = dropPlayer(stage, 'p1');
    expect(!again.ok && again.error.code).toBe(SwissErrorCode.alreadyDropped);
    const unknown = dropPlayer(stage, 'nobody');
    expect(!unknown.ok && unknown.error.code).toBe(SwissErrorCode.unknownPlayer);
  });
});

describe('results, rounds and finishing', () => {
  it('reports and corrects a result', () => {
    let stage = unwrap(
      pairNextRound(
        startedStage(4, { rounds: 2, pairingStyle: 'adjacent', firstRoundSeeding: 'manual' }, 'c'),
      ),
    );
    stage = unwrap(reportResult(stage, { table: 1, games: [2, 0] }));
    expect(swissStandings(stage).find((r) => r.playerId === 'p1')?.points).toBe(3);
    stage = unwrap(reportResult(stage, { table: 1, games: [0, 2] }));
    expect(swissStandings(stage).find((r) => r.playerId === 'p1')?.points).toBe(0);
    expect(swissStandings(stage).find((r) => r.playerId === 'p2')?.points).toBe(3);
  });
  it('rejects bad results with their codes and paths', () => {
    const stage = unwrap(pairNextRound(startedStage(4, { rounds: 2, allowDraws: false }, 'bad')));
    const draw = reportResult(stage, { table: 1, games: [1, 1] });
    expect(!draw.ok && [draw.error.code, draw.error.path]).toEqual([
      SwissErrorCode.drawsNotAllowed,
      '/games',
    ]);
    const neg = reportResult(stage, { table: 1, games: [-1, 2] });
    expect(!neg.ok && [neg.error.code, neg.error.path]).toEqual([
      SwissErrorCode.invalidResult,
      '/games',
    ]);
    const table = reportResult(stage, { table: 9, games: [2, 0] });
    expect(!table.ok && [table.error.code, table.error.path]).toEqual([
      SwissErrorCode.unknownMatch,
      '/table',
    ]);
    const batch = reportResults(stage, [
      { table: 1, games: [2, 0] },
      { table: 2, games: [2.5, 0] },
    ]);
    expect(!batch.ok && batch.error.path).toBe('/1/games');
  });
  it('plays exactly its number of rounds', () => {
    let stage = startedStage(4, { rounds: 2 }, 'exact');
    const rng = createRng(seedRng('e'));
    const early = finishStage(stage);
    expect(!early.ok && early.error.code).toBe(SwissErrorCode.roundsRemaining);
    stage = unwrap(pairNextRound(stage));
    const busy = pairNextRound(stage);
    expect(!busy.ok && busy.error.code).toBe(SwissErrorCode.roundInProgress);
    stage = reportRandomResults(stage, rng, 0);
    stage = reportRandomResults(unwrap(pairNextRound(stage)), rng, 0);
    const third = pairNextRound(stage);
    expect(!third.ok && third.error.code).toBe(SwissErrorCode.allRoundsPaired);
    stage = unwrap(finishStage(stage));
    const after = reportResult(stage, { table: 1, games: [2, 0] });
    expect(!after.ok && after.error.code).toBe(SwissErrorCode.stageFinished);
  });
  it('registration rules', () => {
    let stage = unwrap(createSwissStage({}, { seed: 1 }));
    expect(
      !pairNextRound(stage).ok && (pairNextRound(stage) as { error: { code: string } }).error.code,
    ).toBe(SwissErrorCode.notStarted);
    stage = unwrap(registerPlayer(stage, { id: 'a' }));
    const dup = registerPlayer(stage, { id: 'a' });
    expect(!dup.ok && [dup.error.code, dup.error.path]).toEqual([
      SwissErrorCode.duplicatePlayer,
      '/id',
    ]);
    const bad = registerPlayers(stage, [{ id: 'b' }, { id: '' }]);
    expect(!bad.ok && [bad.error.code, bad.error.path]).toEqual([
      SwissErrorCode.invalidPlayer,
      '/1/id',
    ]);
    const few = startStage(stage);
    expect(!few.ok && few.error.code).toBe(SwissErrorCode.tooFewPlayers);
    stage = unwrap(startStage(unwrap(registerPlayer(stage, { id: 'b' }))));
    const late = registerPlayer(stage, { id: 'c' });
    expect(!late.ok && late.error.code).toBe(SwissErrorCode.alreadyStarted);
  });
});

describe('settings', () => {
  it('rejects bad settings with a path', () => {
    const zero = createSwissStage({ rounds: 0 }, { seed: 1 });
    expect(!zero.ok && [zero.error.code, zero.error.path]).toEqual([
      SwissErrorCode.invalidSettings,
      '/rounds',
    ]);
    const style = createSwissStage({ pairingStyle: 'dutch' as never }, { seed: 1 });
    expect(!style.ok && style.error.path).toBe('/pairingStyle');
    const late = createSwissStage(
      { rounds: 3, lateEntry: true, lateEntryThroughRound: 4 },
      { seed: 1 },
    );
    expect(!late.ok && late.error.path).toBe('/lateEntryThroughRound');
  });
  it("each game's defaults follow the spec table", () => {
    const { pokemon, riftbound } = swissGameDefaults;
    const lor = swissGameDefaults.lor;
    expect([
      lor.pointsForWin,
      lor.pointsForDraw,
      lor.pointsForLoss,
      lor.allowDraws,
      lor.byeHandling,
    ]).toEqual([3, 0, 0, false, 'no-byes']);
    expect(lor.tiebreakers).toEqual(['buchholz']);
    expect([
      pokemon.pointsForDraw,
      pokemon.byeHandling,
      pokemon.pointsPerBye,
      pokemon.matchWinFormula,
    ]).toEqual([1, 'full-points', 3, 'wins_over_rounds']);
    expect(pokemon.opponentMatchWinFloor).toBe(0.25);
    expect(riftbound.tiebreakers).toEqual([
      'opponent_match_win_percentage',
      'game_win_percentage',
      'opponent_game_win_percentage',
    ]);
    expect([riftbound.opponentMatchWinFloor, riftbound.gameWinFloor]).toEqual([0.33, 0.33]);
    for (const s of [lor, pokemon, riftbound]) {
      expect([s.rounds, s.pairingStyle, s.preventRepeatMatchups]).toEqual([5, 'random', true]);
    }
  });
});

describe('saved state', () => {
  it('round-trips through JSON and loads unchanged', () => {
    const rng = createRng(seedRng('rt'));
    let stage = startedStage(7, { rounds: 3, lateEntry: true, lateEntryThroughRound: 2 }, 'rt');
    stage = reportRandomResults(unwrap(pairNextRound(stage)), rng, 0.2);
    stage = unwrap(addLateEntrant(stage, { id: 'late', name: 'Late' }));
    stage = unwrap(dropPlayer(stage, 'p3'));
    stage = unwrap(pairNextRound(stage));
    const text = JSON.stringify(stage);
    const loaded = unwrap(loadSwissStage(JSON.parse(text)));
    expect(loaded).toEqual(stage);
    // The loaded stage continues exactly like the original.
    expect(JSON.stringify(reportRandomResults(loaded, createRng(seedRng('x')), 0))).toBe(
      JSON.stringify(reportRandomResults(stage, createRng(seedRng('x')), 0)),
    );
  });
  it('rejects a bad save with a path and changes nothing', () => {
    const stage = unwrap(pairNextRound(startedStage(4, { rounds: 2 }, 'bad')));
    const data = JSON.parse(JSON.stringify(stage));
    data.players[1].id = 7;
    const before = JSON.stringify(data);
    const loaded = loadSwissStage(data);
    expect(!loaded.ok && [loaded.error.code, loaded.error.path]).toEqual([
      SwissErrorCode.invalidState,
      '/players/1/id',
    ]);
    expect(JSON.stringify(data)).toBe(before);
    const twice = JSON.parse(JSON.stringify(stage));
    twice.rounds[0].matches[1].players[0] = twice.rounds[0].matches[0].players[0];
    const dup = loadSwissStage(twice);
    expect(!dup.ok && dup.error.path).toBe('/rounds/0/matches/1/players/0');
    const version = loadSwissStage({ ...JSON.parse(JSON.stringify(stage)), schemaVersion: 2 });
    expect(!version.ok && version.error.path).toBe('/schemaVersion');
    const settings = loadSwissStage({
      ...JSON.parse(JSON.stringify(stage)),
      settings: { ...stage.settings, lateEntry: true, lateEntryThroughRound: 9 },
    });
    expect(!settings.ok && [settings.error.code, settings.error.path]).toEqual([
      SwissErrorCode.invalidSettings,
      '/settings/lateEntryThroughRound',
    ]);
  });
});

describe('views', () => {
  it('pairings view: table numbers, points before the round, the bye, and scores once reported', () => {
    let stage = startedStage(
      5,
      { rounds: 2, pairingStyle: 'adjacent', firstRoundSeeding: 'manual' },
      'view',
    );
    stage = unwrap(pairNextRound(stage));
    let view = toPairingsView(stage);
    expect(view?.round).toBe(1);
    expect(view?.tables.map((t) => t.table)).toEqual([1, 2]);
    expect(view?.tables[0]?.seats.map((s) => s.participantId)).toEqual(['p1', 'p2']);
    expect(view?.tables[0]?.status).toBe('ready');
    expect(view?.byes.map((b) => b.participantId)).toEqual(['p5']);
    stage = unwrap(
      reportResults(stage, [
        { table: 1, games: [2, 1] },
        { table: 2, games: [0, 2] },
      ]),
    );
    view = toPairingsView(stage);
    expect(view?.tables[0]?.seats.map((s) => [s.score, s.outcome])).toEqual([
      [2, 'win'],
      [1, 'loss'],
    ]);
    stage = unwrap(pairNextRound(stage));
    const second = toPairingsView(stage, { title: 'Round 2' });
    // After round 1: two winners and the bye on 3 points, two losers on 0; a 0-point player
    // without a bye sits out.
    const points = second?.tables.flatMap((t) => t.seats.map((s) => s.points)) ?? [];
    expect(points.sort()).toEqual([0, 3, 3, 3]);
    expect(second?.byes[0]?.points).toBe(0);
    expect(toPairingsView(stage, { round: 5 })).toBeUndefined();
  });
  it('standings view through @tcgkit/tiebreakers', () => {
    const stage = buildStage(['a', 'b', 'c'], [{ matches: [['a', 'b', 2, 0]], bye: 'c' }]);
    const view = toSwissStandingsView(stage, { title: 'After round 1' });
    expect(view.kind).toBe('standings');
    expect(view.afterRound).toBe(1);
    expect(view.rows.map((r) => r.participantId)).toEqual(['a', 'c', 'b']);
  });
});
