import { describe, expect, it } from 'vitest';
import {
  createFfaStage,
  dropPlayer,
  type FfaState,
  ffaStandings,
  RIFTBOUND_FFA_DEFAULTS,
  reportLobby,
  startMatch,
} from '../src/index.js';
import { must } from './helpers.js';

function playAll(state: FfaState, finishes: readonly (readonly string[])[]): FfaState {
  let s = must(startMatch(state));
  const lobbies = s.matches.at(-1)?.lobbies ?? [];
  lobbies.forEach((lobby, i) => {
    s = must(reportLobby(s, { lobbyId: lobby.id, ranking: finishes[i] as string[] }));
  });
  return s;
}

describe('decisions where the spec is silent', () => {
  it('defaults the spec leaves open: initial-seed lobby seeding, snake, no reshuffle, smaller lobbies, no cap', () => {
    expect(RIFTBOUND_FFA_DEFAULTS).toMatchObject({
      playersPerLobby: 4,
      placementPoints: [3, 2, 1, 0],
      tieScoring: 'competition',
      numberOfMatches: 3,
      pointsToWin: 6,
      requiredFinish: 1,
      lobbySeeding: 'initial-seed',
      lobbyDistribution: 'snake',
      reshuffleLobbies: false,
      unevenLobbies: 'smaller',
      maxMatches: 0,
      ifNoOneWins: 'highest-points',
      eliminationPoints: 0,
    });
  });

  it('a player over the threshold who did not win can still win a later match by finishing well enough', () => {
    let s = must(
      createFfaStage({
        participants: ['ana', 'ben', 'cam', 'dee'],
        seed: 1,
        settings: { format: 'threshold-win' },
      }),
    );
    s = playAll(s, [['ana', 'ben', 'cam', 'dee']]); // ana 3
    s = playAll(s, [['dee', 'ana', 'cam', 'ben']]); // ana 5
    s = playAll(s, [['cam', 'ana', 'ben', 'dee']]); // ana 7, 2nd
    expect(s.status).toBe('in-progress');
    s = playAll(s, [['ana', 'cam', 'ben', 'dee']]); // ana 10, 1st
    expect(s.winnerId).toBe('ana');
  });

  it('Threshold Win is decided across the whole stage: a qualifier in any lobby ends it for every lobby', () => {
    const ids = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];
    let s = must(
      createFfaStage({
        participants: ids,
        seed: 1,
        settings: { format: 'threshold-win', pointsToWin: 6 },
      }),
    );
    // lobbies: p1 p4 p5 p8 / p2 p3 p6 p7
    s = playAll(s, [
      ['p1', 'p4', 'p5', 'p8'],
      ['p2', 'p3', 'p6', 'p7'],
    ]);
    s = playAll(s, [
      ['p4', 'p1', 'p5', 'p8'],
      ['p2', 'p3', 'p6', 'p7'],
    ]);
    expect(s.status).toBe('complete');
    expect(s.winnerId).toBe('p2');
  });

  it('several qualifiers on equal points and equal place: the better initial seed wins', () => {
    let t = must(
      createFfaStage({
        participants: ['a', 'b', 'c', 'd'],
        seed: 1,
        settings: { format: 'threshold-win', pointsToWin: 6 },
      }),
    );
    t = playAll(t, [['a', 'b', 'c', 'd']]);
    t = playAll(t, [['b', 'a', 'c', 'd']]); // a 5, b 5
    t = must(startMatch(t));
    t = must(reportLobby(t, { lobbyId: 'm3-l1', ranking: [['b', 'a'], 'c', 'd'] })); // both 8, tied 1st
    expect(t.winnerId).toBe('a');
  });
});

describe('drops in Threshold Win', () => {
  it('a player who dropped cannot win, not even on highest points at the cap; no drops after the end', () => {
    let s = must(
      createFfaStage({
        participants: ['a', 'b', 'c', 'd', 'e'],
        seed: 1,
        settings: { format: 'threshold-win', maxMatches: 2, pointsToWin: 5, playersPerLobby: 5 },
      }),
    );
    s = playAll(s, [['a', 'b', 'c', 'd', 'e']]); // a 3
    s = must(dropPlayer(s, 'a'));
    s = playAll(s, [['b', 'c', 'd', 'e']]); // b 2+3 = 5 and 1st: qualifies
    expect(s.winnerId).toBe('b');
    let t = must(
      createFfaStage({
        participants: ['a', 'b', 'c', 'd'],
        seed: 1,
        settings: { format: 'threshold-win', maxMatches: 2, pointsToWin: 50 },
      }),
    );
    t = playAll(t, [['a', 'b', 'c', 'd']]); // a 3 b 2
    t = must(startMatch(t));
    t = must(dropPlayer(t, 'a'));
    t = must(reportLobby(t, { lobbyId: 'm2-l1', ranking: ['a', 'c', 'b', 'd'] })); // a 6, c 3, b 3
    expect(t.decidedBy).toBe('highest-points');
    expect(t.winnerId).toBe('b');
    expect(ffaStandings(t)[0]?.participantId).toBe('b');
    expect(dropPlayer(t, 'c').ok).toBe(false);
  });
});
