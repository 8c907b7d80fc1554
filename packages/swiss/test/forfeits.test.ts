import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  loadSwissStage,
  reportResult,
  reportResults,
  SwissErrors,
  swissEngine,
  swissStandings,
  toPairingsView,
} from '../src/index.js';
import { buildStage } from './helpers/build.js';

/** Round 1 played at tables 1 and 2; round 2 paired, tables 1 to 3 open (a v b, c v d, e v f). */
function stage() {
  const built = buildStage(
    ['a', 'b', 'c', 'd', 'e', 'f'],
    [
      {
        matches: [
          ['a', 'c', 2, 0],
          ['b', 'd', 2, 0],
          ['e', 'f', 2, 1],
        ],
      },
    ],
  );
  const json = JSON.parse(JSON.stringify(built));
  json.rounds.push({
    number: 2,
    matches: [
      { table: 1, players: ['a', 'b'] },
      { table: 2, players: ['c', 'd'] },
      { table: 3, players: ['e', 'f'] },
    ],
  });
  return unwrap(loadSwissStage(json));
}

const row = (s: ReturnType<typeof stage>, id: string) =>
  swissStandings(s).find((r) => r.playerId === id)!;

describe('forfeits and matches not played (issue 36: a no-show is not a game)', () => {
  it('a forfeit gives the present player the points of a win and the other a loss, no games, no opponent', () => {
    const s = unwrap(reportResult(stage(), { round: 2, table: 1, forfeitWinner: 1 }));
    expect(s.rounds[1]!.matches[0]!.result).toEqual({ games: [0, 0], forfeitWinner: 1 });
    const b = row(s, 'b');
    const a = row(s, 'a');
    expect(b.record).toEqual({ wins: 2, losses: 0, draws: 0 });
    expect(b.points).toBe(6);
    expect(a.record).toEqual({ wins: 1, losses: 1, draws: 0 });
    // No games played in round 2, and not each other's opponent.
    expect([b.gamesWon, b.gamesLost]).toEqual([2, 0]);
    expect(b.opponents).toEqual(['d']);
    expect(a.opponents).toEqual(['c']);
  });

  it('a match not played gives neither side points, games or an opponent', () => {
    const s = unwrap(reportResult(stage(), { round: 2, table: 2, notPlayed: true }));
    expect(s.rounds[1]!.matches[1]!.result).toEqual({ games: [0, 0], notPlayed: true });
    const c = row(s, 'c');
    expect(c.record).toEqual({ wins: 0, losses: 1, draws: 0 });
    expect(c.points).toBe(0);
    expect(c.opponents).toEqual(['a']);
  });

  it('a saved stage with forfeits loads; the pairings view shows win and loss with no games', () => {
    const s = unwrap(
      reportResults(stage(), [
        { round: 2, table: 1, forfeitWinner: 0 },
        { round: 2, table: 2, notPlayed: true, games: [0, 0] },
        { round: 2, table: 3, games: [2, 0] },
      ]),
    );
    const again = unwrap(loadSwissStage(JSON.parse(JSON.stringify(s))));
    expect(again).toEqual(s);
    const view = toPairingsView(s, { round: 2 })!;
    expect(view.tables[0]!.seats.map((x) => [x.outcome, x.score])).toEqual([
      ['win', undefined],
      ['loss', undefined],
    ]);
    expect(view.tables[1]!.seats.map((x) => x.outcome)).toEqual([undefined, undefined]);
  });

  it('goes through the engine interface (what @tcgkit/tournament calls)', () => {
    const s = unwrap(swissEngine.report(stage(), { match: 'R2-T3', forfeitWinner: 1 }));
    expect(s.rounds[1]!.matches[2]!.result).toEqual({ games: [0, 0], forfeitWinner: 1 });
    const n = unwrap(swissEngine.report(stage(), { match: 'R2-T3', notPlayed: true }));
    expect(n.rounds[1]!.matches[2]!.result).toEqual({ games: [0, 0], notPlayed: true });
    const none = swissEngine.report(stage(), { match: 'R2-T3' });
    expect(none.ok || none.error.code).toBe(SwissErrors.invalidResult);
  });

  it.each([
    [{ round: 2, table: 1, forfeitWinner: 2 }, '/forfeitWinner'],
    [{ round: 2, table: 1, notPlayed: false }, '/notPlayed'],
    [{ round: 2, table: 1, forfeitWinner: 0, notPlayed: true }, ''],
    [{ round: 2, table: 1, forfeitWinner: 0, games: [2, 0] }, '/games'],
    [{ round: 2, table: 1, notPlayed: true, drawnGames: 1 }, '/games'],
  ])('%j is swiss/invalid-result at %j', (report, path) => {
    const r = reportResult(stage(), report as never);
    expect(r.ok || [r.error.code, r.error.path]).toEqual([SwissErrors.invalidResult, path]);
  });

  it.each([
    { games: [1, 0], forfeitWinner: 0 },
    { games: [0, 0], forfeitWinner: 0, notPlayed: true },
    { games: [0, 0], notPlayed: 1 },
    { games: [0, 0], forfeitWinner: 0, drawnGames: 0 },
  ])('a saved result %j is refused on load', (result) => {
    const json = JSON.parse(JSON.stringify(stage()));
    json.rounds[1].matches[0].result = result;
    expect(loadSwissStage(json).ok).toBe(false);
  });
});
