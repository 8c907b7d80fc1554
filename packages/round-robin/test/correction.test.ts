import { createRng, seedRng, unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  closeStage,
  correctResult,
  decideMatch,
  drawPlayoffs,
  dropPlayer,
  groupTables,
  layOutMatches,
  loadStage,
  pairNextRound,
  qualify,
  type RoundRobinState,
  reportResult,
} from '../src/index.js';
import { matchOf, organizer, play, playAll, stageWithGroups } from './helpers.js';

const at = '2026-05-03T09:00:00Z';
const judge = { by: 'judge', at };

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

function failsWith(
  result: { ok: boolean; error?: { code: string; path?: string } },
  code: string,
  path?: string,
) {
  expect(result.ok).toBe(false);
  expect(result.error?.code).toBe(code);
  if (path !== undefined) expect(result.error?.path).toBe(path);
}

/** The games of ana v ben as the match lists its players, for `a` (ana or ben) scoring `ga`-`gb`. */
function gamesFor(state: RoundRobinState, a: string, ga: number, gb: number): [number, number] {
  const m = state.matches.find((x) => x.id === matchOf(state, 'ana', 'ben'));
  return m?.players[0] === a ? [ga, gb] : [gb, ga];
}

const order = (state: RoundRobinState, group = 0) =>
  groupTables(state)[group]?.entries.map((e) => [e.playerId, e.points]);

// ana beats everyone, ben beats cam and dee, cam beats dee: 9 / 6 / 3 / 0.
const groupA = [
  ['ana', 'ben', 2, 0],
  ['ana', 'cam', 2, 1],
  ['ana', 'dee', 2, 0],
  ['ben', 'cam', 2, 0],
  ['ben', 'dee', 2, 1],
  ['cam', 'dee', 2, 0],
] as const;
const groupB = [
  ['eve', 'fay', 2, 0],
  ['eve', 'gus', 2, 0],
  ['eve', 'hal', 2, 0],
  ['fay', 'gus', 2, 0],
  ['fay', 'hal', 2, 0],
  ['gus', 'hal', 2, 0],
] as const;

function finished(): RoundRobinState {
  const s = stageWithGroups(
    [
      ['ana', 'ben', 'cam', 'dee'],
      ['eve', 'fay', 'gus', 'hal'],
    ],
    { playoffs: { advancePerGroup: 1, size: 2 } },
  );
  return playAll(s, [...groupA, ...groupB]);
}

describe('correctResult: an organizer corrects a final group-stage result', () => {
  it('ana 2-0 ben corrected to ben 2-0: ben tops group A on 9 points, ana drops to 6, and ben qualifies instead', () => {
    const before = deepFreeze(finished());
    expect(order(before)).toEqual([
      ['ana', 9],
      ['ben', 6],
      ['cam', 3],
      ['dee', 0],
    ]);
    expect(unwrap(qualify(before)).order.slice().sort()).toEqual(['ana', 'eve']);
    const id = matchOf(before, 'ana', 'ben');
    const after = unwrap(
      correctResult(before, id, { games: gamesFor(before, 'ben', 2, 0) }, judge),
    );
    expect(order(after)).toEqual([
      ['ben', 9],
      ['ana', 6],
      ['cam', 3],
      ['dee', 0],
    ]);
    const table = groupTables(after)[0]?.entries ?? [];
    expect(table.find((e) => e.playerId === 'ben')).toMatchObject({ wins: 3, losses: 0 });
    expect(table.find((e) => e.playerId === 'ana')).toMatchObject({ wins: 2, losses: 1 });
    expect(unwrap(qualify(after)).order.slice().sort()).toEqual(['ben', 'eve']);
    expect(unwrap(drawPlayoffs(after)).bracketOrder.slice().sort()).toEqual(['ben', 'eve']);
  });

  it('records who and when in the log with the result it replaced, and keeps the original report', () => {
    const before = finished();
    const id = matchOf(before, 'ana', 'ben');
    const m = before.matches.find((x) => x.id === id);
    const after = unwrap(
      correctResult(before, id, { games: gamesFor(before, 'ben', 2, 1) }, judge),
    );
    const winnerSide = m?.players[0] === 'ben' ? 0 : 1;
    expect(after.log.at(-1)).toEqual({
      type: 'correction',
      by: 'judge',
      at,
      matchId: id,
      games: gamesFor(before, 'ben', 2, 1),
      drawnGames: 0,
      winner: winnerSide,
      decidedBy: 'administrator',
      previous: {
        games: m?.result?.games,
        drawnGames: 0,
        winner: 1 - winnerSide,
        decidedBy: 'score',
      },
    });
    expect(after.log).toHaveLength(before.log.length + 1);
    const record = after.matches.find((x) => x.id === id)?.result;
    expect(record).toMatchObject({
      status: 'final',
      decidedBy: 'administrator',
      reportedBy: 'ana',
      reportedAt: m?.result?.reportedAt,
      correctedBy: 'judge',
      correctedAt: at,
    });
    // The corrected stage is a valid saved stage.
    expect(unwrap(loadStage(JSON.parse(JSON.stringify(after))))).toEqual(after);
  });

  it('never mutates its input and leaves the PRNG alone', () => {
    const before = deepFreeze(finished());
    const copy = JSON.stringify(before);
    const after = unwrap(
      correctResult(before, matchOf(before, 'cam', 'dee'), { games: [1, 1] }, judge),
    );
    expect(JSON.stringify(before)).toBe(copy);
    expect(after.rng).toEqual(before.rng);
    expect(after.matches.find((m) => m.id === matchOf(before, 'cam', 'dee'))?.result?.winner).toBe(
      null,
    );
    // cam 3 -> 1 point, dee 0 -> 1 point
    expect(order(after)?.slice(2)).toEqual([
      ['cam', 1],
      ['dee', 1],
    ]);
  });

  it('is refused once the stage is closed (the playoffs are drawn): round-robin/correction-closed', () => {
    const done = finished();
    const closed = unwrap(closeStage(done, organizer('2026-05-09T10:00:00Z')));
    expect(closed.closed).toEqual({ by: 'organizer', at: '2026-05-09T10:00:00Z' });
    expect(closed.log.at(-1)).toEqual({
      type: 'close',
      by: 'organizer',
      at: '2026-05-09T10:00:00Z',
    });
    expect(unwrap(loadStage(JSON.parse(JSON.stringify(closed))))).toEqual(closed);
    failsWith(
      correctResult(closed, matchOf(closed, 'ana', 'ben'), { games: [0, 2] }, judge),
      'round-robin/correction-closed',
    );
    // Closing is what "drawn" means: drawing the playoffs as a preview does not close.
    unwrap(drawPlayoffs(done));
    expect(
      correctResult(
        done,
        matchOf(done, 'ana', 'ben'),
        { games: gamesFor(done, 'ben', 2, 0) },
        judge,
      ).ok,
    ).toBe(true);
  });

  it('closeStage needs every match final, once: group-stage-not-complete, already-closed, invalid-time', () => {
    const open = play(stageWithGroups([['ana', 'ben', 'cam', 'dee']]), 'ana', 'ben', 2, 0);
    failsWith(closeStage(open, organizer()), 'round-robin/group-stage-not-complete');
    const done = finished();
    failsWith(closeStage(done, { by: 'organizer', at: 'yesterday' }), 'round-robin/invalid-time');
    const closed = unwrap(closeStage(done, organizer()));
    failsWith(closeStage(closed, organizer()), 'round-robin/already-closed');
  });

  it('error paths: unknown match, not laid out, bad games, bad actor, nothing to correct, no change', () => {
    const done = finished();
    const id = matchOf(done, 'ana', 'ben');
    failsWith(correctResult(done, 'Z-9-9', { games: [2, 0] }, judge), 'round-robin/unknown-match');
    failsWith(
      correctResult(
        stageWithGroups([['a', 'b']], {}, { layOut: false }),
        'RR-1-1',
        { games: [2, 0] },
        judge,
      ),
      'round-robin/not-laid-out',
    );
    failsWith(
      correctResult(done, id, { games: [-1, 2] }, judge),
      'round-robin/invalid-score',
      '/games/0',
    );
    failsWith(
      correctResult(done, id, { games: [2, 1.5] }, judge),
      'round-robin/invalid-score',
      '/games/1',
    );
    failsWith(
      correctResult(done, id, { games: [2, 1], drawnGames: -1 }, judge),
      'round-robin/invalid-score',
      '/drawnGames',
    );
    failsWith(
      correctResult(done, id, { games: [0, 2] }, { by: '', at }),
      'round-robin/invalid-time',
      '/actor/by',
    );
    failsWith(
      correctResult(done, id, { games: [0, 2], winner: 1 }, judge),
      'round-robin/invalid-score',
      '/winner',
    );
    const same = done.matches.find((m) => m.id === id)?.result?.games as [number, number];
    failsWith(correctResult(done, id, { games: same }, judge), 'round-robin/no-change');

    const fresh = stageWithGroups([['ana', 'ben', 'cam', 'dee']]);
    failsWith(
      correctResult(fresh, matchOf(fresh, 'ana', 'ben'), { games: [2, 0] }, judge),
      'round-robin/nothing-to-correct',
    );
    const waiting = stageWithGroups([['ana', 'ben', 'cam', 'dee']], { requireConfirmation: true });
    const reported = unwrap(
      reportResult(waiting, matchOf(waiting, 'ana', 'ben'), { games: [2, 0] }, { by: 'ana', at }),
    );
    failsWith(
      correctResult(reported, matchOf(reported, 'ana', 'ben'), { games: [0, 2] }, judge),
      'round-robin/nothing-to-correct',
    );
    const dropped = unwrap(dropPlayer(fresh, 'dee', organizer()));
    failsWith(
      correctResult(dropped, matchOf(dropped, 'ana', 'dee'), { games: [2, 0] }, judge),
      'round-robin/nothing-to-correct',
    );
  });

  it('a result the administrator decided after the deadline can be corrected too', () => {
    const s = stageWithGroups([['ana', 'ben']], {}, { deadline: '2026-05-02T00:00:00Z' });
    const decided = unwrap(decideMatch(s, 'RR-1-1', { games: [2, 0] }, judge));
    const fixed = unwrap(correctResult(decided, 'RR-1-1', { games: [0, 2] }, judge));
    expect(fixed.matches[0]?.result).toMatchObject({ winner: 1, decidedBy: 'administrator' });
  });
});

describe('correctResult and the draw setting', () => {
  const flipStage = () => stageWithGroups([['ana', 'ben', 'cam', 'dee']], { draws: 'coin-flip' });

  it('coin flip: a drawn correction of a flipped match keeps that flip (no new flip, PRNG untouched)', () => {
    const s = play(flipStage(), 'ana', 'ben', 1, 1);
    const id = matchOf(s, 'ana', 'ben');
    const flipped = s.matches.find((m) => m.id === id)?.result;
    expect(flipped?.decidedBy).toBe('coin-flip');
    const fixed = unwrap(correctResult(s, id, { games: [1, 1], drawnGames: 1 }, judge));
    const record = fixed.matches.find((m) => m.id === id)?.result;
    expect(record).toMatchObject({
      games: [1, 1],
      drawnGames: 1,
      winner: flipped?.winner,
      decidedBy: 'coin-flip',
    });
    expect(fixed.rng).toEqual(s.rng);
  });

  it("coin flip: the organizer's winner decides a drawn correction (decidedBy administrator)", () => {
    const s = play(flipStage(), 'ana', 'ben', 1, 1);
    const id = matchOf(s, 'ana', 'ben');
    const other = (1 - (s.matches.find((m) => m.id === id)?.result?.winner ?? 0)) as 0 | 1;
    const fixed = unwrap(correctResult(s, id, { games: [1, 1], winner: other }, judge));
    expect(fixed.matches.find((m) => m.id === id)?.result).toMatchObject({
      winner: other,
      decidedBy: 'administrator',
    });
    expect(fixed.rng).toEqual(s.rng);
  });

  it('coin flip: a decisive match corrected to a draw needs the winner from the organizer', () => {
    const s = play(flipStage(), 'ana', 'ben', 2, 0);
    const id = matchOf(s, 'ana', 'ben');
    failsWith(
      correctResult(s, id, { games: [1, 1] }, judge),
      'round-robin/invalid-score',
      '/winner',
    );
    failsWith(
      correctResult(s, id, { games: [1, 1], winner: 2 as 0 }, judge),
      'round-robin/invalid-score',
      '/winner',
    );
    const fixed = unwrap(correctResult(s, id, { games: [1, 1], winner: 1 }, judge));
    expect(fixed.matches.find((m) => m.id === id)?.result?.winner).toBe(1);
  });

  it('draws count: a drawn correction is a draw, and a winner is refused', () => {
    const s = play(stageWithGroups([['ana', 'ben', 'cam', 'dee']]), 'ana', 'ben', 2, 0);
    const id = matchOf(s, 'ana', 'ben');
    failsWith(
      correctResult(s, id, { games: [1, 1], winner: 0 }, judge),
      'round-robin/invalid-score',
      '/winner',
    );
    const fixed = unwrap(correctResult(s, id, { games: [1, 1] }, judge));
    expect(fixed.matches.find((m) => m.id === id)?.result?.winner).toBe(null);
    const ana = groupTables(fixed)[0]?.entries.find((e) => e.playerId === 'ana');
    expect(ana).toMatchObject({ points: 1, draws: 1, wins: 0 });
  });
});

describe('correctResult with Swiss rounds within groups', () => {
  it('a round 1 correction after round 2 is paired leaves round 2 as paired and changes the table', () => {
    let s = stageWithGroups(
      [['a1', 'a2', 'a3', 'a4']],
      { groupPlay: { type: 'swiss', rounds: 2 }, grouping: { type: 'none' } },
      { layOut: false },
    );
    s = unwrap(layOutMatches(s, { actor: organizer() }));
    for (const m of s.matches) s = play(s, m.players[0], m.players[1], 2, 0);
    s = unwrap(pairNextRound(s, { actor: organizer() }));
    const round2 = s.matches.filter((m) => m.round === 2);
    const first = s.matches.find((m) => m.round === 1) as RoundRobinState['matches'][number];
    const fixed = unwrap(correctResult(s, first.id, { games: [0, 2] }, judge));
    expect(fixed.matches.filter((m) => m.round === 2)).toEqual(round2);
    const points = (st: RoundRobinState, id: string) =>
      groupTables(st)[0]?.entries.find((e) => e.playerId === id)?.points;
    expect(points(s, first.players[0])).toBe(3);
    expect(points(fixed, first.players[0])).toBe(0);
    expect(points(fixed, first.players[1])).toBe(3);
  });
});

describe('property: a correction gives the tables of the stage played with the corrected score', () => {
  it('random group stages (3 to 6 players, draws counting), one random match corrected, 40 runs', () => {
    const scores: [number, number][] = [
      [2, 0],
      [2, 1],
      [1, 2],
      [0, 2],
      [1, 1],
    ];
    for (let run = 0; run < 40; run++) {
      const rng = createRng(seedRng(`correction-${run}`));
      const n = 3 + rng.int(4);
      const players = Array.from({ length: n }, (_, i) => `p${i}`);
      const base = stageWithGroups([players]);
      const picked = base.matches.map(() => scores[rng.int(scores.length)] as [number, number]);
      const k = rng.int(base.matches.length);
      let fix = scores[rng.int(scores.length)] as [number, number];
      if (fix[0] === picked[k]?.[0] && fix[1] === picked[k]?.[1]) fix = [fix[1], fix[0]];
      if (fix[0] === fix[1]) fix = [2, 0];
      if (fix[0] === picked[k]?.[0] && fix[1] === picked[k]?.[1]) fix = [0, 2];
      const report = (withFix: boolean) =>
        base.matches.reduce((s, m, i) => {
          const games = withFix && i === k ? fix : (picked[i] as [number, number]);
          return unwrap(reportResult(s, m.id, { games }, { by: m.players[0], at }));
        }, base);
      const original = deepFreeze(report(false));
      const corrected = unwrap(
        correctResult(original, base.matches[k]?.id as string, { games: fix }, judge),
      );
      expect(groupTables(corrected)).toEqual(groupTables(report(true)));
      expect(unwrap(loadStage(JSON.parse(JSON.stringify(corrected))))).toEqual(corrected);
    }
  });
});
