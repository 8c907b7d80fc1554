import { describe, expect, it } from 'vitest';
import {
  createFfaStage,
  type FfaState,
  ffaStandings,
  loadFfaStage,
  reportLobby,
  startMatch,
} from '../src/index.js';
import { failsWith, must } from './helpers.js';

const players = ['ana', 'ben', 'cam', 'dee'];

function play(state: FfaState, finishes: readonly (readonly string[])[]): FfaState {
  let s = state;
  for (const finish of finishes) {
    s = must(startMatch(s));
    s = must(reportLobby(s, { lobbyId: `m${s.matches.length}-l1`, ranking: finish }));
  }
  return s;
}

describe('Threshold Win', () => {
  it('the spec example: Ana reaches 7 in match 3 finishing 2nd (no winner); Ben wins match 4 with 9', () => {
    let s = must(
      createFfaStage({
        participants: players,
        seed: 'spec',
        settings: { format: 'threshold-win' },
      }),
    );
    s = play(s, [
      ['ana', 'ben', 'cam', 'dee'],
      ['ben', 'ana', 'cam', 'dee'],
    ]);
    expect(s.status).toBe('in-progress');
    s = play(s, [['cam', 'ana', 'ben', 'dee']]);
    const after3 = ffaStandings(s);
    expect(after3.find((r) => r.participantId === 'ana')?.points).toBe(7);
    expect(s.status).toBe('in-progress');
    expect(s.winnerId).toBeUndefined();
    s = play(s, [['ben', 'ana', 'cam', 'dee']]);
    expect(s.status).toBe('complete');
    expect(s.winnerId).toBe('ben');
    expect(s.decidedBy).toBe('threshold');
    const final = ffaStandings(s);
    expect(final.map((r) => [r.participantId, r.points, r.rank])).toEqual([
      ['ben', 9, 1],
      ['ana', 9, 2],
      ['cam', 6, 3],
      ['dee', 0, 4],
    ]);
    failsWith(startMatch(s), 'ffa/stage-complete');
  });

  it('several qualifying in one match: the one with the most points wins', () => {
    let s = must(
      createFfaStage({
        participants: players,
        seed: 1,
        settings: { format: 'threshold-win', requiredFinish: 2, pointsToWin: 5 },
      }),
    );
    s = play(s, [['ana', 'ben', 'cam', 'dee']]); // ana 3, ben 2
    s = play(s, [['ben', 'ana', 'cam', 'dee']]); // ana 5 (2nd), ben 5 (1st)
    // both qualify with 5: equal points, ben finished better in that match
    expect(s.winnerId).toBe('ben');
    let t = must(
      createFfaStage({
        participants: players,
        seed: 1,
        settings: { format: 'threshold-win', requiredFinish: 2, pointsToWin: 5 },
      }),
    );
    t = play(t, [['ana', 'cam', 'ben', 'dee']]); // ana 3, cam 2, ben 1
    t = play(t, [['ana', 'ben', 'cam', 'dee']]); // ana 6 (1st), ben 3
    expect(t.winnerId).toBe('ana');
    t = must(
      createFfaStage({
        participants: players,
        seed: 1,
        settings: { format: 'threshold-win', requiredFinish: 2, pointsToWin: 4 },
      }),
    );
    t = play(t, [['ana', 'ben', 'cam', 'dee']]); // ana 3, ben 2
    t = play(t, [['cam', 'ana', 'ben', 'dee']]); // ana 5 (2nd, qualifies), cam 4 (1st, qualifies)
    expect(t.winnerId).toBe('ana');
  });

  it('maximum matches with no winner: highest points wins', () => {
    let s = must(
      createFfaStage({
        participants: players,
        seed: 1,
        settings: { format: 'threshold-win', maxMatches: 2, pointsToWin: 100 },
      }),
    );
    s = play(s, [['ana', 'ben', 'cam', 'dee']]);
    expect(s.status).toBe('in-progress');
    s = play(s, [['cam', 'ben', 'ana', 'dee']]); // ana 4, ben 4, cam 4 -> seed order: ana
    expect(s.status).toBe('complete');
    expect(s.decidedBy).toBe('highest-points');
    expect(s.winnerId).toBe('ana');
    let t = must(
      createFfaStage({
        participants: players,
        seed: 1,
        settings: { format: 'threshold-win', maxMatches: 2, pointsToWin: 100 },
      }),
    );
    t = play(t, [['dee', 'ben', 'cam', 'ana']]);
    t = play(t, [['dee', 'cam', 'ana', 'ben']]);
    expect(t.winnerId).toBe('dee');
    expect(ffaStandings(t)[0]?.participantId).toBe('dee');
    expect(must(loadFfaStage(JSON.parse(JSON.stringify(t))))).toEqual(t);
  });

  it('without a cap, matches go on until someone qualifies (rotating finishes: Cam in match 3)', () => {
    let s = must(
      createFfaStage({ participants: players, seed: 1, settings: { format: 'threshold-win' } }),
    );
    const order = ['ana', 'ben', 'cam', 'dee'];
    let m = 0;
    while (s.status !== 'complete' && m < 20) {
      s = play(s, [order.slice(m % 4).concat(order.slice(0, m % 4))]);
      m++;
    }
    // after 3: ana 3+0+1, ben 2+3+0, cam 1+2+3 = 6 and 1st in match 3
    expect(m).toBe(3);
    expect(s.winnerId).toBe('cam');
  });

  it('requires the finish in the match where the threshold is met (a 2nd with enough points does not win)', () => {
    let s = must(
      createFfaStage({
        participants: players,
        seed: 1,
        settings: { format: 'threshold-win', pointsToWin: 4 },
      }),
    );
    s = play(s, [['ana', 'ben', 'cam', 'dee']]); // ana 3
    s = play(s, [['ben', 'ana', 'cam', 'dee']]); // ana 5 but 2nd; ben 5 and 1st -> ben
    expect(s.winnerId).toBe('ben');
  });
});
