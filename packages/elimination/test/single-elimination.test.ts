import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  createBracket,
  EliminationErrorCode,
  getMatch,
  isComplete,
  nextMatches,
  placements,
  reportResult,
  reportWinner,
  seedOrder,
} from '../src/index.js';
import { bracket, players, playOut, seedOf } from './helpers.js';

const pairs = (state: ReturnType<typeof bracket>, round: number) =>
  state.matches
    .filter((m) => m.section === 'winners' && m.round === round)
    .map((m) => m.slots.map((s) => s.participantId ?? 'bye'));

const placementOf = (state: ReturnType<typeof bracket>) =>
  Object.fromEntries(placements(state).map((p) => [p.participantId, p.placement]));

/** Where seed `s` finishes when the better seed wins every match: 1, 2, 3, 3, 5, 5, 5, 5, 9... */
const chalkPlacement = (s: number) => (s <= 2 ? s : 2 ** Math.floor(Math.log2(s - 1)) + 1);

describe('seeding order', () => {
  it('pairs 1 v 8, 4 v 5, 2 v 7, 3 v 6 in an eight-player bracket', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(2)).toEqual([1, 2]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });

  it('keeps seeds 1 and 2 apart until the final, and the top 2^k apart until the last k+1 rounds', () => {
    for (let size = 2; size <= 1024; size *= 2) {
      const order = seedOrder(size);
      expect(new Set(order).size).toBe(size);
      for (let i = 0; i < size; i += 2) expect(order[i]! + order[i + 1]!).toBe(size + 1);
      // Blocks of `block` slots meet only in the last log2(size / block) rounds: each block holds
      // exactly one of the top size / block seeds.
      for (let block = 2; block <= size; block *= 2) {
        const top = size / block;
        for (let b = 0; b < size; b += block) {
          const inBlock = order.slice(b, b + block).filter((s) => s <= top);
          expect(inBlock.length).toBe(1);
        }
      }
    }
  });

  it('throws on a size that is not a power of two (a programmer error)', () => {
    expect(() => seedOrder(6)).toThrow(RangeError);
    expect(() => seedOrder(1)).toThrow(RangeError);
  });
});

describe('single elimination', () => {
  it('A classic top cut: Swiss 1st then plays 8th, 2nd plays 7th, and so on', () => {
    const state = bracket(8, { seeding: 'prior-stage-results' });
    expect(pairs(state, 1)).toEqual([
      ['p1', 'p8'],
      ['p4', 'p5'],
      ['p2', 'p7'],
      ['p3', 'p6'],
    ]);
    expect(nextMatches(state).map((m) => m.id)).toEqual(['W1.1', 'W1.2', 'W1.3', 'W1.4']);
    expect(getMatch(state, 'W2.1')!.slots.map((s) => s.origin)).toEqual([
      { type: 'winner', matchId: 'W1.1' },
      { type: 'winner', matchId: 'W1.2' },
    ]);
  });

  it('with Allow byes off (the default) refuses a player count that does not fill the bracket', () => {
    for (const n of [3, 5, 6, 7, 9, 12, 33]) {
      const result = createBracket({
        settings: { format: 'single-elimination', seeding: 'manual' },
        participants: players(n),
      });
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe(EliminationErrorCode.BracketNotFull);
        expect(result.error.path).toBe('/participants');
      }
    }
    for (const n of [2, 4, 8, 16, 32, 64]) expect(bracket(n).size).toBe(n);
  });

  it('with Allow byes on, the top seeds get byes into round two', () => {
    const state = bracket(6, { allowByes: true });
    expect(state.size).toBe(8);
    expect(pairs(state, 1)).toEqual([
      ['p1', 'bye'],
      ['p4', 'p5'],
      ['p2', 'bye'],
      ['p3', 'p6'],
    ]);
    expect(getMatch(state, 'W1.1')!.result).toEqual({ type: 'bye', winner: 0 });
    expect(getMatch(state, 'W2.1')!.slots[0].participantId).toBe('p1');
    expect(getMatch(state, 'W2.2')!.slots[0].participantId).toBe('p2');
    expect(nextMatches(state).map((m) => m.id)).toEqual(['W1.2', 'W1.4']);
  });

  it('hands out byes to seeds 1..(size - n) for every count from 2 to 64', () => {
    for (let n = 2; n <= 64; n++) {
      const state = bracket(n, { allowByes: true });
      const byes = state.matches
        .filter((m) => m.round === 1 && m.result?.type === 'bye')
        .map((m) => seedOf(m.slots[m.result!.winner!]!.participantId!))
        .sort((a, b) => a - b);
      expect(byes).toEqual(Array.from({ length: state.size - n }, (_, i) => i + 1));
      // No round-one match has two byes.
      expect(
        state.matches.filter((m) => m.round === 1 && m.slots[0].bye && m.slots[1].bye),
      ).toEqual([]);
    }
  });

  it('places 2 to 64 players like the seeds when the better seed always wins', () => {
    for (let n = 2; n <= 64; n++) {
      const done = playOut(bracket(n, { allowByes: true }));
      const got = placementOf(done);
      for (let s = 1; s <= n; s++) expect(got[`p${s}`]).toBe(chalkPlacement(s));
      expect(nextMatches(done)).toEqual([]);
    }
  });

  it('Hold third-place match adds a match between the two semifinal losers', () => {
    const state = bracket(8, { thirdPlaceMatch: true });
    const third = getMatch(state, '3P')!;
    expect(third.section).toBe('third-place');
    expect(third.slots.map((s) => s.origin)).toEqual([
      { type: 'loser', matchId: 'W2.1' },
      { type: 'loser', matchId: 'W2.2' },
    ]);
    expect(getMatch(state, 'W2.1')!.loserTo).toEqual({ matchId: '3P', slot: 0 });
    // Seeds win to the semifinals; then 4 beats 1 and 3 beats 2; 1 takes third place.
    let semis = state;
    for (const [id, winner] of [
      ['W1.1', 'p1'],
      ['W1.2', 'p4'],
      ['W1.3', 'p2'],
      ['W1.4', 'p3'],
    ] as const) {
      semis = unwrap(reportWinner(semis, id, winner));
    }
    expect(nextMatches(semis).map((m) => m.id)).toEqual(['W2.1', 'W2.2']);
    let s = unwrap(reportWinner(semis, 'W2.1', 'p4'));
    s = unwrap(reportWinner(s, 'W2.2', 'p3'));
    expect(nextMatches(s).map((m) => m.id)).toEqual(['W3.1', '3P']);
    s = unwrap(reportWinner(s, 'W3.1', 'p3'));
    expect(placementOf(s).p3).toBe(1); // the champion is known...
    expect(isComplete(s)).toBe(false); // ...but the stage waits for the third-place match
    expect(placementOf(s).p1).toBeNull();
    s = unwrap(reportWinner(s, '3P', 'p1'));
    expect(placementOf(s)).toEqual({ p3: 1, p4: 2, p1: 3, p2: 4, p5: 5, p6: 5, p7: 5, p8: 5 });
  });

  it('without a third-place match the semifinal losers share 3rd', () => {
    const done = playOut(bracket(8));
    const rows = placements(done);
    expect(rows.map((r) => [r.participantId, r.placement, r.shared])).toEqual([
      ['p1', 1, false],
      ['p2', 2, false],
      ['p3', 3, true],
      ['p4', 3, true],
      ['p5', 5, true],
      ['p6', 5, true],
      ['p7', 5, true],
      ['p8', 5, true],
    ]);
  });

  it('ranks players knocked out in the same round by qualification order when asked: the better qualified semifinal loser gets 3rd', () => {
    const state = bracket(
      8,
      { tiedPlacements: 'qualification-order' },
      { qualificationOrder: ['p4', 'p1', 'p2', 'p3', 'p8', 'p7', 'p6', 'p5'] },
    );
    const done = playOut(state);
    expect(placementOf(done)).toEqual({ p1: 1, p2: 2, p4: 3, p3: 4, p8: 5, p7: 6, p6: 7, p5: 8 });
    expect(placements(done).every((r) => !r.shared)).toBe(true);
  });

  it('a two-player bracket is just a final, and a third-place match is ignored with a warning', () => {
    const result = createBracket({
      settings: { format: 'single-elimination', seeding: 'manual', thirdPlaceMatch: true },
      participants: players(2),
    });
    expect(result.ok && result.warnings.map((w) => w.code)).toEqual([
      EliminationErrorCode.ThirdPlaceIgnored,
    ]);
    const state = unwrap(result);
    expect(state.matches.map((m) => m.id)).toEqual(['W1.1']);
    expect(placementOf(playOut(state))).toEqual({ p1: 1, p2: 2 });
  });

  it('a three-player bracket with a third-place match gives the real semifinal loser 3rd by walkover', () => {
    const state = bracket(3, { allowByes: true, thirdPlaceMatch: true });
    const done = playOut(state);
    expect(getMatch(done, '3P')!.result).toEqual({ type: 'bye', winner: 1 });
    expect(placementOf(done)).toEqual({ p1: 1, p2: 2, p3: 3 });
  });

  it('a match must have a winner: equal games are refused', () => {
    const state = bracket(4);
    const tied = reportResult(state, 'W1.1', { type: 'played', games: [1, 1], drawnGames: 1 });
    expect(tied.ok).toBe(false);
    if (!tied.ok) {
      expect(tied.error.code).toBe(EliminationErrorCode.NoWinner);
      expect(tied.error.path).toBe('/result/games');
    }
    const drawnThenWon = unwrap(
      reportResult(state, 'W1.1', { type: 'played', games: [1, 2], drawnGames: 1 }),
    );
    expect(getMatch(drawnThenWon, 'W2.1')!.slots[0].participantId).toBe('p4');
  });

  it('refuses bad reports with stable codes', () => {
    const state = bracket(4);
    const cases: [string, Parameters<typeof reportResult>[2], string][] = [
      ['W9.9', { type: 'played', games: [2, 0] }, EliminationErrorCode.UnknownMatch],
      ['W2.1', { type: 'played', games: [2, 0] }, EliminationErrorCode.MatchNotReady],
      ['W1.1', { type: 'played', games: [-1, 0] }, EliminationErrorCode.InvalidResult],
      ['W1.1', { type: 'played', games: [1.5, 0] }, EliminationErrorCode.InvalidResult],
      ['W1.1', { type: 'automatic-win', winner: 2 as 0 }, EliminationErrorCode.InvalidResult],
      ['W1.1', { type: 'bye' } as never, EliminationErrorCode.InvalidResult],
    ];
    for (const [id, report, code] of cases) {
      const r = reportResult(state, id, report);
      expect(r.ok ? 'ok' : r.error.code, `${id} ${JSON.stringify(report)}`).toBe(code);
    }
    const once = unwrap(reportResult(state, 'W1.1', { type: 'played', games: [2, 0] }));
    const twice = reportResult(once, 'W1.1', { type: 'played', games: [2, 0] });
    expect(twice.ok ? 'ok' : twice.error.code).toBe(EliminationErrorCode.AlreadyReported);
    const notPlaying = reportWinner(state, 'W1.1', 'p2');
    expect(notPlaying.ok ? 'ok' : notPlaying.error.code).toBe(
      EliminationErrorCode.UnknownParticipant,
    );
    const done = playOut(state);
    const after = reportResult(done, 'W2.1', { type: 'played', games: [2, 0] });
    expect(after.ok ? 'ok' : after.error.code).toBe(EliminationErrorCode.AlreadyReported);
  });

  it('refuses too few and badly identified players', () => {
    const one = createBracket({
      settings: { format: 'single-elimination', seeding: 'manual' },
      participants: players(1),
    });
    expect(one.ok ? 'ok' : one.error.code).toBe(EliminationErrorCode.TooFewParticipants);
    const dup = createBracket({
      settings: { format: 'single-elimination', seeding: 'manual' },
      participants: [{ id: 'a' }, { id: 'b' }, { id: 'a' }, { id: 'c' }],
    });
    expect(dup.ok ? 'ok' : [dup.error.code, dup.error.path]).toEqual([
      EliminationErrorCode.InvalidParticipants,
      '/participants/2/id',
    ]);
    const blank = createBracket({
      settings: { format: 'single-elimination', seeding: 'manual' },
      participants: [{ id: 'a' }, { id: '' }],
    });
    expect(blank.ok ? 'ok' : blank.error.path).toBe('/participants/1/id');
  });
});
