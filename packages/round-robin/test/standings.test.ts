import { describe, expect, it } from 'vitest';
import { groupTables, type RoundRobinState, roundRobinDefaults } from '../src/index.js';
import { playAll, stageWithGroups } from './helpers.js';

/** One group with the group stage order (as with playoffs). */
const group = (players: readonly string[]) =>
  stageWithGroups([players], { tiebreakers: 'group-stage' });
const table = (s: RoundRobinState) => groupTables(s)[0]?.entries ?? [];
const order = (s: RoundRobinState) => table(s).map((e) => e.playerId);
const deciders = (s: RoundRobinState) => table(s).map((e) => e.decidedBy);

describe('group standings: a win gives 3 points, a draw 1 and a loss 0', () => {
  it('points', () => {
    const s = playAll(group(['ana', 'ben', 'cam', 'dee']), [
      ['ana', 'ben', 2, 1],
      ['cam', 'dee', 1, 1],
      ['ana', 'cam', 0, 2],
    ]);
    const pts = Object.fromEntries(table(s).map((e) => [e.playerId, e.points]));
    expect(pts).toEqual({ ana: 3, ben: 0, cam: 4, dee: 1 });
  });
});

describe('the group order, rule by rule', () => {
  it('1. head-to-head when exactly two are tied and one has beaten the other (before GW%)', () => {
    // Ana 6 and Ben 6: Ana beat Ben, although Ben's GW% (5/7) is better than Ana's (4/7).
    // Cam 3 and Dee 3: Dee beat Cam.
    const s = playAll(group(['ana', 'ben', 'cam', 'dee']), [
      ['ana', 'ben', 2, 1],
      ['cam', 'ana', 2, 0],
      ['ana', 'dee', 2, 0],
      ['ben', 'cam', 2, 0],
      ['ben', 'dee', 2, 0],
      ['dee', 'cam', 2, 0],
    ]);
    expect(order(s)).toEqual(['ana', 'ben', 'dee', 'cam']);
    expect(deciders(s)).toEqual(['head-to-head', 'points', 'head-to-head', null]);
    expect(table(s).map((e) => e.gameWinPercentage)).toEqual([0.5714, 0.7143, 0.3333, 0.3333]);
  });

  it('2. GW%: three tied in a circle, so head-to-head does not apply; own games separate them', () => {
    // Ana beat Ben 2-0, Ben beat Cam 2-1, Cam beat Ana 2-1, all beat Dee.
    // GW%: Ana 5/7 = 71.43%, Cam 5/8 = 62.5%, Ben 4/8 = 50%.
    const s = playAll(group(['ana', 'ben', 'cam', 'dee']), [
      ['ana', 'ben', 2, 0],
      ['ben', 'cam', 2, 1],
      ['cam', 'ana', 2, 1],
      ['ana', 'dee', 2, 0],
      ['ben', 'dee', 2, 1],
      ['cam', 'dee', 2, 0],
    ]);
    expect(order(s)).toEqual(['ana', 'cam', 'ben', 'dee']);
    expect(deciders(s)).toEqual(['game-win-percentage', 'game-win-percentage', 'points', null]);
    const t = table(s);
    expect(t.map((e) => e.gameWinPercentage)).toEqual([0.7143, 0.625, 0.5, 0.1429]);
    // The group puts your own GW% before your opponents': OGW% would order them the other way.
    // Ana: (50% + 62.5% + 33% floor for Dee's 14.29%) / 3; Ben: (71.43% + 62.5% + 33%) / 3.
    expect(t.map((e) => e.opponentGameWinPercentage)).toEqual([0.485, 0.5148, 0.5564, 0.6131]);
  });

  it('3. OGW%: equal GW%, no match between them (standings mid-stage)', () => {
    // Ana beat Cam 2-1, Ben beat Dee 2-1, Cam drew Eve 1-1. Ana and Ben: 3 points, GW 2/3.
    // OGW%: Ana's opponent Cam won 2 of 5 games (40%); Ben's opponent Dee 1 of 3 (33.33%).
    const s = playAll(group(['ben', 'ana', 'cam', 'dee', 'eve']), [
      ['ana', 'cam', 2, 1],
      ['ben', 'dee', 2, 1],
      ['cam', 'eve', 1, 1],
    ]);
    expect(order(s).slice(0, 2)).toEqual(['ana', 'ben']);
    const [ana, ben] = table(s);
    expect(ana).toMatchObject({
      gameWinPercentage: 0.6667,
      opponentGameWinPercentage: 0.4,
      decidedBy: 'opponent-game-win-percentage',
    });
    expect(ben).toMatchObject({ gameWinPercentage: 0.6667, opponentGameWinPercentage: 0.3333 });
  });

  it('4. OMW%: equal GW% and OGW%, the opponents’ match-win % decides', () => {
    // Ana beat Cam 2-1; Ben beat Dee 2-1. Cam: lost to Ana 1-2, beat Eve 2-1 (GW 3/6, MW 3/6).
    // Dee: lost to Ben 1-2, beat Eve 2-1, drew Fay 1-1 (GW 4/8, MW 4/9). Ana, Ben and Cam on 3.
    const s = playAll(group(['ben', 'ana', 'cam', 'dee', 'eve', 'fay']), [
      ['ana', 'cam', 2, 1],
      ['ben', 'dee', 2, 1],
      ['cam', 'eve', 2, 1],
      ['dee', 'eve', 2, 1],
      ['dee', 'fay', 1, 1],
    ]);
    expect(order(s)).toEqual(['dee', 'ana', 'ben', 'cam', 'fay', 'eve']);
    const t = table(s);
    expect(t[1]).toMatchObject({
      playerId: 'ana',
      gameWinPercentage: 0.6667,
      opponentGameWinPercentage: 0.5,
      opponentMatchWinPercentage: 0.5,
      decidedBy: 'opponent-match-win-percentage',
    });
    expect(t[2]).toMatchObject({
      playerId: 'ben',
      gameWinPercentage: 0.6667,
      opponentGameWinPercentage: 0.5,
      opponentMatchWinPercentage: 0.4444,
      decidedBy: 'game-win-percentage',
    });
  });

  it('5. head-to-head again, for the two who are still dead even', () => {
    // A circle of 2-1 wins (Ana > Ben > Cam > Ana); Ana beats Dee 2-0, Ben and Cam beat Dee 2-1.
    // Ana 5/8 = 62.5% is ahead; Ben and Cam are equal on GW 5/9, OGW% and OMW%: Ben beat Cam.
    const s = playAll(group(['cam', 'ben', 'ana', 'dee']), [
      ['ana', 'ben', 2, 1],
      ['ben', 'cam', 2, 1],
      ['cam', 'ana', 2, 1],
      ['ana', 'dee', 2, 0],
      ['ben', 'dee', 2, 1],
      ['cam', 'dee', 2, 1],
    ]);
    expect(order(s)).toEqual(['ana', 'ben', 'cam', 'dee']);
    expect(deciders(s)).toEqual(['game-win-percentage', 'head-to-head-again', 'points', null]);
    const [, ben, cam] = table(s);
    expect(ben?.gameWinPercentage).toBe(cam?.gameWinPercentage);
    expect(ben?.opponentGameWinPercentage).toBe(cam?.opponentGameWinPercentage);
    expect(ben?.opponentMatchWinPercentage).toBe(cam?.opponentMatchWinPercentage);
  });

  it('6. the draw order, so the table always has a single order', () => {
    // A perfect circle of 2-1 wins and everyone beats Dee 2-1: Ana, Ben and Cam are equal on
    // everything. They were drawn Cam, Ana, Ben.
    const s = playAll(group(['cam', 'ana', 'ben', 'dee']), [
      ['ana', 'ben', 2, 1],
      ['ben', 'cam', 2, 1],
      ['cam', 'ana', 2, 1],
      ['ana', 'dee', 2, 1],
      ['ben', 'dee', 2, 1],
      ['cam', 'dee', 2, 1],
    ]);
    expect(order(s)).toEqual(['cam', 'ana', 'ben', 'dee']);
    expect(deciders(s)).toEqual(['draw-order', 'draw-order', 'points', null]);
    expect(table(s).map((e) => e.rank)).toEqual([1, 2, 3, 4]);
    expect(table(s).some((e) => e.shared)).toBe(false);
  });

  it('two tied who drew their match: head-to-head does not apply, GW% decides', () => {
    const s = playAll(group(['ana', 'ben', 'cam']), [
      ['ana', 'ben', 1, 1],
      ['ana', 'cam', 2, 0],
      ['ben', 'cam', 2, 1],
    ]);
    expect(order(s)).toEqual(['ana', 'ben', 'cam']);
    expect(deciders(s)[0]).toBe('game-win-percentage');
  });
});

describe('percentages are calculated as in Swiss', () => {
  it("an opponent's percentage counts as at least 33%", () => {
    // Ben beat Dee 2-0: Dee's GW% and MW% are 0, counted as 33% in Ben's OGW% and OMW%.
    const s = playAll(group(['ana', 'ben', 'cam', 'dee']), [['ben', 'dee', 2, 0]]);
    const ben = table(s).find((e) => e.playerId === 'ben');
    expect(ben).toMatchObject({
      opponentGameWinPercentage: 0.33,
      opponentMatchWinPercentage: 0.33,
    });
    const dee = table(s).find((e) => e.playerId === 'dee');
    expect(dee).toMatchObject({ gameWinPercentage: 0, matchWinPercentage: 0 }); // own values are not floored
  });

  it('match-win % is match points over 3 per match played: a draw is a third of a win', () => {
    const s = playAll(group(['ana', 'ben', 'cam']), [
      ['ana', 'ben', 1, 1],
      ['ana', 'cam', 2, 0],
    ]);
    expect(table(s).find((e) => e.playerId === 'ana')?.matchWinPercentage).toBe(0.6667);
  });
});

describe('a plain round robin (tournaments page): head-to-head, then score difference', () => {
  it('defaults per game', () => {
    expect(roundRobinDefaults('lor')).toEqual({
      points: { win: 3, draw: 0, loss: 0 },
      tiebreakers: ['head_to_head', 'score_difference'],
    });
    expect(roundRobinDefaults('pokemon').points).toEqual({ win: 3, draw: 1, loss: 0 });
    expect(roundRobinDefaults('riftbound').points).toEqual({ win: 3, draw: 1, loss: 0 });
  });

  it('an old or unknown game spelling throws core/unknown-game listing the games', () => {
    for (const game of ['legends-of-runeterra', 'pokemon-tcg', 'mtg']) {
      expect(() => roundRobinDefaults(game as 'lor')).toThrow(
        expect.objectContaining({ code: 'core/unknown-game' }),
      );
      expect(() => roundRobinDefaults(game as 'lor')).toThrow(/"lor", "pokemon", "riftbound"/);
    }
  });

  it('Legends of Runeterra: a draw gives 0 points', () => {
    const s = playAll(stageWithGroups([['ana', 'ben']], roundRobinDefaults('lor')), [
      ['ana', 'ben', 1, 1],
    ]);
    expect(table(s).map((e) => e.points)).toEqual([0, 0]);
  });

  it('head-to-head counts points against everyone on the same points, then score difference', () => {
    // Circle: Ana beat Ben 2-0, Ben beat Cam 2-0, Cam beat Ana 2-1; all beat Dee. Head-to-head
    // is 3 each (one win inside the three-way tie), so score difference decides.
    const s = playAll(
      stageWithGroups([['ana', 'ben', 'cam', 'dee']], {
        tiebreakers: ['head_to_head', 'score_difference'],
      }),
      [
        ['ana', 'ben', 2, 0],
        ['ben', 'cam', 2, 0],
        ['cam', 'ana', 2, 1],
        ['ana', 'dee', 2, 0],
        ['ben', 'dee', 2, 1],
        ['cam', 'dee', 2, 0],
      ],
    );
    const t = table(s);
    // Ana 2-0, 1-2, 2-0: +3. Ben 0-2, 2-0, 2-1: +1. Cam 0-2, 2-1, 2-0: +1. Dee 1 won, 6 lost: -5.
    expect(t.map((e) => [e.playerId, e.headToHead, e.scoreDifference])).toEqual([
      ['ana', 3, 3],
      ['ben', 3, 1],
      ['cam', 3, 1],
      ['dee', 0, -5],
    ]);
    expect(t.map((e) => e.decidedBy)).toEqual(['score-difference', 'tied', 'points', null]);
    // Ben and Cam are equal on points and both tiebreakers: they share 2nd, Ben listed first by
    // the better initial seed.
    expect(t.map((e) => [e.rank, e.shared])).toEqual([
      [1, false],
      [2, true],
      [2, true],
      [4, false],
    ]);
  });
});
