import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  advancingParticipants,
  championOf,
  continueBracket,
  createBracket,
  cutoffReached,
  EliminationErrorCode,
  isComplete,
  nextMatches,
  placements,
  reportResult,
  reportWinner,
  toBracketView,
} from '../src/index.js';
import { bracket, playOut } from './helpers.js';

const alive = (s: ReturnType<typeof bracket>) =>
  placements(s)
    .filter((p) => p.status === 'alive')
    .map((p) => p.participantId);

describe('Allow early cutoff', () => {
  it('a day-one single elimination of 16 that only needs its top 8 stops after the round of 16', () => {
    let s = bracket(16, { earlyCutoff: 8 });
    const firstRound = nextMatches(s);
    expect(firstRound).toHaveLength(8);
    for (const [k, m] of firstRound.entries()) {
      expect(isComplete(s)).toBe(false);
      s = unwrap(reportWinner(s, m.id, m.slots[0].participantId!));
      expect(cutoffReached(s)).toBe(k === 7);
    }
    expect(nextMatches(s)).toEqual([]);
    expect(championOf(s)).toBeNull();
    expect(alive(s)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
    expect(
      placements(s)
        .filter((p) => p.status === 'eliminated')
        .every((p) => p.placement === 9),
    ).toBe(true);
    const late = reportResult(s, 'W2.1', { type: 'played', games: [2, 0] });
    expect(late.ok ? 'ok' : late.error.code).toBe(EliminationErrorCode.StageComplete);
    expect(toBracketView(s).complete).toBe(true);
  });

  it('a day-one double elimination of 16 stops when eight players are left: four unbeaten, four with one loss', () => {
    const s = playOut(bracket(16, { format: 'double-elimination', earlyCutoff: 8 }));
    expect(cutoffReached(s)).toBe(true);
    const rows = placements(s);
    expect(
      rows.filter((p) => p.status === 'alive').map((p) => [p.participantId, p.losses]),
    ).toEqual([
      ['p1', 0],
      ['p2', 0],
      ['p3', 0],
      ['p4', 0],
      ['p5', 1],
      ['p6', 1],
      ['p7', 1],
      ['p8', 1],
    ]);
    // Nothing past the cut was played: the winners semifinals and losers round 3 wait.
    expect(
      s.matches
        .filter((m) => m.result !== null && m.result.type === 'played')
        .map((m) => m.id)
        .sort(),
    ).toEqual(
      [
        'L1.1',
        'L1.2',
        'L1.3',
        'L1.4',
        'L2.1',
        'L2.2',
        'L2.3',
        'L2.4',
        'W1.1',
        'W1.2',
        'W1.3',
        'W1.4',
        'W1.5',
        'W1.6',
        'W1.7',
        'W1.8',
        'W2.1',
        'W2.2',
        'W2.3',
        'W2.4',
      ].sort(),
    );
  });

  it('holds back a match between two players already sure of the range, before the cutoff is reached', () => {
    let s = bracket(16, { format: 'double-elimination', earlyCutoff: 8 });
    for (let r = 1; r <= 2; r++) {
      for (const m of s.matches.filter((x) => x.section === 'winners' && x.round === r)) {
        s = unwrap(reportWinner(s, m.id, m.slots[0].participantId!));
      }
    }
    expect(cutoffReached(s)).toBe(false);
    const offered = nextMatches(s).map((m) => m.id);
    expect(offered).toEqual(['L1.1', 'L1.2', 'L1.3', 'L1.4']);
    const early = reportWinner(s, 'W3.1', 'p1');
    expect(early.ok ? 'ok' : [early.error.code, early.error.path]).toEqual([
      EliminationErrorCode.BeyondCutoff,
      '/matchId',
    ]);
  });

  it('with qualification-order placements, plays on until the range is decided player by player', () => {
    // Top 6 of 16: the four quarterfinal losers take 5th to 8th by qualification order, so every
    // quarterfinal must be played before 6th is known.
    let s = playOut(bracket(16, { earlyCutoff: 6, tiedPlacements: 'qualification-order' }));
    expect(alive(s)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(
      placements(s)
        .slice(4, 8)
        .map((p) => [p.participantId, p.placement]),
    ).toEqual([
      ['p5', 5],
      ['p6', 6],
      ['p7', 7],
      ['p8', 8],
    ]);
    // With shared placements (the default), the quarterfinals are played too: after the round of
    // 16 the eight players still in cannot all fit in a top 6, so a cut there would separate
    // players who have not lost.
    s = playOut(bracket(16, { earlyCutoff: 6 }));
    expect(alive(s)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('counts a bye in the third-place match: with three players and a top 2, the semifinal must be played', () => {
    let s = bracket(3, { allowByes: true, thirdPlaceMatch: true, earlyCutoff: 2 });
    expect(cutoffReached(s)).toBe(false);
    expect(nextMatches(s).map((m) => m.id)).toEqual(['W1.2']);
    s = unwrap(reportWinner(s, 'W1.2', 'p3'));
    // The loser takes 3rd through the third-place bye; p1 and p3 are the top 2.
    expect(cutoffReached(s)).toBe(true);
    expect(alive(s)).toEqual(['p1', 'p3']);
    expect(placements(s).find((p) => p.participantId === 'p2')!.placement).toBe(3);
  });

  it('an early cutoff of 1, or of the whole field, plays on to a champion', () => {
    expect(championOf(playOut(bracket(8, { earlyCutoff: 1 })))).toBe('p1');
    expect(championOf(playOut(bracket(8, { format: 'double-elimination', earlyCutoff: 8 })))).toBe(
      'p1',
    );
  });
});

describe('Early cutoff waits for play (issue #17, point 9)', () => {
  const played = (s: ReturnType<typeof bracket>) =>
    s.matches.filter((m) => m.result?.type === 'played').map((m) => m.id);
  const sharing = (s: ReturnType<typeof bracket>) =>
    placements(s)
      .filter((p) => p.status === 'eliminated')
      .map((p) => [p.participantId, p.placement]);

  it('13 players, top 9, with byes: nothing is decided before a match; the round of 16 is played, then the 8 still in are the top 8 and the 5 first-round losers share 9th', () => {
    let s = bracket(13, { allowByes: true, earlyCutoff: 9 });
    expect(isComplete(s)).toBe(false);
    expect(toBracketView(s).complete).toBe(false);
    expect(nextMatches(s).map((m) => m.id)).toEqual(['W1.2', 'W1.3', 'W1.4', 'W1.6', 'W1.8']);
    // not complete until the last first-round match is played
    for (const m of nextMatches(s)) {
      expect(cutoffReached(s)).toBe(false);
      s = unwrap(reportWinner(s, m.id, m.slots[0].participantId!));
    }
    expect(cutoffReached(s)).toBe(true);
    expect(alive(s)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
    expect(sharing(s)).toEqual([
      ['p9', 9],
      ['p10', 9],
      ['p11', 9],
      ['p12', 9],
      ['p13', 9],
    ]);
    expect(played(s)).toEqual(['W1.2', 'W1.3', 'W1.4', 'W1.6', 'W1.8']);
  });

  it('12 players, top 9: the first round is played before the stage stops', () => {
    const s = bracket(12, { allowByes: true, earlyCutoff: 9 });
    expect(isComplete(s)).toBe(false);
    const done = playOut(s);
    expect(played(done)).toEqual(['W1.2', 'W1.4', 'W1.6', 'W1.8']);
    expect(alive(done)).toHaveLength(8);
    expect(sharing(done).every(([, placement]) => placement === 9)).toBe(true);
  });

  it('double elimination, 6 players, top 5: play goes on until the two players out share 5th', () => {
    const s = bracket(6, { format: 'double-elimination', allowByes: true, earlyCutoff: 5 });
    expect(isComplete(s)).toBe(false);
    const done = playOut(s);
    expect(cutoffReached(done)).toBe(true);
    expect(played(done).sort()).toEqual(['L2.1', 'L2.2', 'W1.2', 'W1.4', 'W2.1', 'W2.2']);
    expect(
      placements(done)
        .filter((p) => p.status === 'alive')
        .map((p) => [p.participantId, p.losses]),
    ).toEqual([
      ['p1', 0],
      ['p2', 0],
      ['p3', 1],
      ['p4', 1],
    ]);
    expect(sharing(done)).toEqual([
      ['p5', 5],
      ['p6', 5],
    ]);
  });

  it('16 players, top 6: play until the range is decided by default (the quarterfinals), or cut-when-sure stops after the round of 16 with the 8 still in', () => {
    const byPlay = playOut(bracket(16, { earlyCutoff: 6 }));
    expect(alive(byPlay)).toEqual(['p1', 'p2', 'p3', 'p4']);
    // the quarterfinal losers share 5th across the line: no match is left to separate them
    expect(sharing(byPlay).slice(0, 4)).toEqual([
      ['p5', 5],
      ['p6', 5],
      ['p7', 5],
      ['p8', 5],
    ]);
    expect(byPlay.settings.earlyCutoffMode).toBe('play-until-decided');
    const byCut = playOut(bracket(16, { earlyCutoff: 6, earlyCutoffMode: 'cut-when-sure' }));
    expect(alive(byCut)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
    expect(played(byCut)).toHaveLength(8);
    // and cut-when-sure is what lets a 13 / top 9 stop before any match
    expect(
      cutoffReached(
        bracket(13, { allowByes: true, earlyCutoff: 9, earlyCutoffMode: 'cut-when-sure' }),
      ),
    ).toBe(true);
  });

  it('a day-one top 8 of 16 stops after the round of 16 either way, and a bad mode is refused', () => {
    for (const earlyCutoffMode of ['play-until-decided', 'cut-when-sure'] as const) {
      expect(alive(playOut(bracket(16, { earlyCutoff: 8, earlyCutoffMode })))).toHaveLength(8);
    }
    const bad = createBracket({
      settings: { format: 'single-elimination', earlyCutoff: 8, earlyCutoffMode: 'soon' as never },
      participants: Array.from({ length: 8 }, (_, i) => ({ id: `p${i + 1}` })),
      seed: 1,
    });
    expect(bad.ok ? 'ok' : [bad.error.code, bad.error.path]).toEqual([
      EliminationErrorCode.InvalidSettings,
      '/settings/earlyCutoffMode',
    ]);
  });
});

describe('Advance mode', () => {
  it('Continue brackets: day two carries on the same double-elimination bracket, every player keeping their position', () => {
    const dayOne = playOut(
      bracket(16, { format: 'double-elimination', earlyCutoff: 8, title: 'Day 1' }),
    );
    const dayTwo = unwrap(continueBracket(dayOne, { title: 'Day 2' }));
    expect(dayTwo.stage).toBe(2);
    expect(dayTwo.settings.earlyCutoff).toBeNull();
    expect(dayTwo.settings.title).toBe('Day 2');
    expect(nextMatches(dayTwo).map((m) => [m.id, m.slots.map((x) => x.participantId)])).toEqual([
      ['W3.1', ['p1', 'p4']],
      ['W3.2', ['p2', 'p3']],
      ['L3.1', ['p6', 'p7']],
      ['L3.2', ['p5', 'p8']],
    ]);
    // Day one's results stand in the continued bracket.
    expect(dayTwo.matches.filter((m) => m.result?.type === 'played')).toHaveLength(20);
    const done = playOut(dayTwo);
    expect(championOf(done)).toBe('p1');
    expect(
      Object.fromEntries(placements(done).map((p) => [p.participantId, p.placement])),
    ).toMatchObject({
      p1: 1,
      p2: 2,
      p3: 3,
      p4: 4,
      p5: 5,
      p6: 5,
      p7: 7,
      p8: 7,
    });
  });

  it('Continue brackets can stop again at a smaller cutoff', () => {
    const dayOne = playOut(bracket(32, { format: 'double-elimination', earlyCutoff: 16 }));
    expect(alive(dayOne)).toHaveLength(16);
    const dayTwo = playOut(unwrap(continueBracket(dayOne, { earlyCutoff: 4 })));
    expect(alive(dayTwo)).toHaveLength(4);
    expect(unwrap(continueBracket(dayTwo)).stage).toBe(3);
  });

  it('Reset bracket: a fresh bracket seeded by the first stage results', () => {
    const dayOne = playOut(bracket(16, { earlyCutoff: 8 }));
    const order = advancingParticipants(dayOne);
    expect(order).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
    const fresh = unwrap(
      createBracket({
        settings: { format: 'double-elimination', seeding: 'prior-stage-results' },
        participants: order.map((id) => ({ id })),
      }),
    );
    expect(fresh.stage).toBe(1);
    expect(nextMatches(fresh).map((m) => m.slots.map((x) => x.participantId))).toEqual([
      ['p1', 'p8'],
      ['p4', 'p5'],
      ['p2', 'p7'],
      ['p3', 'p6'],
    ]);
  });

  it('refuses to continue a stage that is running or finished, and a bad cutoff', () => {
    const running = bracket(8, { earlyCutoff: 4 });
    const r1 = continueBracket(running);
    expect(r1.ok ? 'ok' : r1.error.code).toBe(EliminationErrorCode.NothingToContinue);
    const finished = playOut(bracket(8));
    const r2 = continueBracket(finished);
    expect(r2.ok ? 'ok' : r2.error.code).toBe(EliminationErrorCode.NothingToContinue);
    const stopped = playOut(running);
    const r3 = continueBracket(stopped, { earlyCutoff: 0 });
    expect(r3.ok ? 'ok' : [r3.error.code, r3.error.path]).toEqual([
      EliminationErrorCode.InvalidSettings,
      '/earlyCutoff',
    ]);
  });
});
