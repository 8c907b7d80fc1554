import { describe, expect, it } from 'vitest';
import {
  correctLobby,
  createFfaStage,
  type FfaState,
  ffaStandings,
  reportLobby,
  startMatch,
  toLobbiesView,
  toStandingsView,
} from '../src/index.js';
import { failsWith, must } from './helpers.js';

const players = ['ana', 'ben', 'cam', 'dee'];

function play(state: FfaState, finish: readonly (string | readonly string[])[]): FfaState {
  const s = must(startMatch(state));
  return must(reportLobby(s, { lobbyId: `m${s.matches.length}-l1`, ranking: finish }));
}

describe('Cumulative Points', () => {
  it('plays the fixed number of matches (default 3); standings by total, equal totals share a placement', () => {
    let s = must(createFfaStage({ participants: players, seed: 'c' }));
    expect(s.status).toBe('not-started');
    s = play(s, ['ana', 'ben', 'cam', 'dee']); // 3 2 1 0
    s = play(s, ['ben', 'ana', 'dee', 'cam']); // 5 5 1 1
    expect(s.status).toBe('in-progress');
    s = play(s, ['cam', 'dee', 'ana', 'ben']); // ana 6, ben 5, cam 4, dee 3
    expect(s.status).toBe('complete');
    failsWith(startMatch(s), 'ffa/stage-complete');
    expect(ffaStandings(s).map((r) => [r.participantId, r.points, r.rank, r.shared])).toEqual([
      ['ana', 6, 1, false],
      ['ben', 5, 2, false],
      ['cam', 4, 3, false],
      ['dee', 3, 4, false],
    ]);
    let t = must(
      createFfaStage({ participants: players, seed: 'c', settings: { numberOfMatches: 2 } }),
    );
    t = play(t, ['ana', 'ben', 'cam', 'dee']);
    t = play(t, ['ben', 'ana', 'dee', 'cam']);
    expect(t.status).toBe('complete');
    expect(ffaStandings(t).map((r) => [r.participantId, r.points, r.rank, r.shared])).toEqual([
      ['ana', 5, 1, true],
      ['ben', 5, 1, true],
      ['cam', 1, 3, true],
      ['dee', 1, 3, true],
    ]);
  });

  it('report errors carry codes and paths', () => {
    const s = must(startMatch(must(createFfaStage({ participants: players, seed: 'c' }))));
    failsWith(reportLobby(s, { lobbyId: 'm9-l1', ranking: [] }), 'ffa/unknown-lobby', '/lobbyId');
    failsWith(
      reportLobby(s, { lobbyId: 'm1-l1', ranking: ['ana', 'ben', 'cam'] }),
      'ffa/invalid-ranking',
      '/ranking',
    );
    failsWith(
      reportLobby(s, { lobbyId: 'm1-l1', ranking: ['ana', ['ben', 'zed'], 'cam', 'dee'] }),
      'ffa/unknown-player',
      '/ranking/1/1',
    );
    failsWith(
      reportLobby(s, { lobbyId: 'm1-l1', ranking: ['ana', 'ana', 'cam', 'dee'] }),
      'ffa/invalid-ranking',
      '/ranking/1',
    );
    failsWith(
      reportLobby(s, { lobbyId: 'm1-l1', ranking: ['ana', [], 'cam', 'dee'] }),
      'ffa/invalid-ranking',
      '/ranking/1',
    );
    failsWith(
      reportLobby(s, { lobbyId: 'm1-l1', ranking: players, eliminations: { ana: 1.5 } }),
      'ffa/invalid-eliminations',
      '/eliminations/ana',
    );
    // four players: at most three eliminations in all (each opponent goes out once)
    failsWith(
      reportLobby(s, { lobbyId: 'm1-l1', ranking: players, eliminations: { ana: 3, ben: 1 } }),
      'ffa/invalid-eliminations',
      '/eliminations',
    );
    expect(
      reportLobby(s, { lobbyId: 'm1-l1', ranking: players, eliminations: { ana: 2, ben: 1 } }).ok,
    ).toBe(true);
    failsWith(
      reportLobby(s, { lobbyId: 'm1-l1', ranking: players, eliminations: { zed: 1 } }),
      'ffa/unknown-player',
      '/eliminations/zed',
    );
    failsWith(startMatch(s), 'ffa/match-in-progress', '/matches/0');
    failsWith(correctLobby(s, { lobbyId: 'm1-l1', ranking: players }), 'ffa/cannot-correct');
    const done = must(reportLobby(s, { lobbyId: 'm1-l1', ranking: players }));
    failsWith(reportLobby(done, { lobbyId: 'm1-l1', ranking: players }), 'ffa/already-reported');
    const corrected = must(
      correctLobby(done, { lobbyId: 'm1-l1', ranking: ['dee', 'cam', 'ben', 'ana'] }),
    );
    expect(ffaStandings(corrected)[0]?.participantId).toBe('dee');
    const next = must(startMatch(corrected));
    failsWith(correctLobby(next, { lobbyId: 'm1-l1', ranking: players }), 'ffa/cannot-correct');
  });

  it('create errors: settings with a path, duplicates, too few players', () => {
    for (const seed of [Number.NaN, Number.POSITIVE_INFINITY]) {
      failsWith(createFfaStage({ participants: players, seed }), 'ffa/invalid-settings', '/seed');
    }
    failsWith(
      createFfaStage({ participants: players, seed: 1, settings: { playersPerLobby: 1 } }),
      'ffa/invalid-settings',
      '/settings/playersPerLobby',
    );
    failsWith(
      createFfaStage({ participants: players, seed: 1, settings: { bogus: 1 } as never }),
      'ffa/invalid-settings',
      '/settings/bogus',
    );
    failsWith(
      createFfaStage({ participants: players, seed: 1, settings: { requiredFinish: 5 } }),
      'ffa/invalid-settings',
      '/settings/requiredFinish',
    );
    failsWith(
      createFfaStage({ participants: ['a', 'b', 'a'], seed: 1 }),
      'ffa/duplicate-player',
      '/participants/2',
    );
    failsWith(
      createFfaStage({ participants: ['a'], seed: 1 }),
      'ffa/not-enough-players',
      '/participants',
    );
  });

  it('pure: operations never change their input', () => {
    const s0 = must(createFfaStage({ participants: players, seed: 'p' }));
    const frozen = JSON.stringify(s0);
    const s1 = must(startMatch(s0));
    const f1 = JSON.stringify(s1);
    must(reportLobby(s1, { lobbyId: 'm1-l1', ranking: players }));
    expect(JSON.stringify(s0)).toBe(frozen);
    expect(JSON.stringify(s1)).toBe(f1);
  });

  it('views: standings view and lobbies view', () => {
    let s = must(
      createFfaStage({ participants: players, seed: 'c', settings: { eliminationPoints: 1 } }),
    );
    s = play(s, ['ana', ['ben', 'cam'], 'dee']);
    s = must(startMatch(s));
    const view = toStandingsView(s, { title: 'Pods' });
    expect(view.kind).toBe('standings');
    expect(view.afterRound).toBe(1);
    expect(view.columns.map((c) => c.id)).toEqual([
      'points',
      'first_places',
      'matches',
      'eliminations',
    ]);
    expect(
      view.rows.map((r) => [r.participantId, r.rank, r.shared, r.points, r.record.wins]),
    ).toEqual([
      ['ana', 1, false, 3, 1],
      ['ben', 2, true, 2, 0],
      ['cam', 2, true, 2, 0],
      ['dee', 4, false, 0, 0],
    ]);
    const first = toLobbiesView(s, { match: 1 });
    expect(first?.lobbies[0]?.status).toBe('completed');
    expect(
      first?.lobbies[0]?.seats.map((x) => [
        x.participantId,
        x.place,
        x.pointsEarned,
        x.pointsBefore,
      ]),
    ).toEqual([
      ['ana', 1, 3, 0],
      ['ben', 2, 2, 0],
      ['cam', 2, 2, 0],
      ['dee', 4, 0, 0],
    ]);
    const current = toLobbiesView(s);
    expect(current?.match).toBe(2);
    expect(current?.lobbies[0]?.status).toBe('ready');
    expect(current?.lobbies[0]?.seats.map((x) => [x.participantId, x.pointsBefore])).toEqual([
      ['ana', 3],
      ['ben', 2],
      ['cam', 2],
      ['dee', 0],
    ]);
    expect(toLobbiesView(s, { match: 5 })).toBeUndefined();
  });
});
