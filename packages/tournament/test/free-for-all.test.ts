import { describe, expect, it } from 'vitest';
import {
  advanceStage,
  createTournament,
  dropParticipant,
  getStage,
  pairStage,
  replayTournament,
  reportMatch,
  resolveTournamentSettings,
  stageLobbiesView,
  stageView,
  type TournamentState,
} from '../src/index.js';
import { failsWith, must, registerAll } from './helpers.js';

function lobbies(
  event: TournamentState,
  stage: string,
): { id: string; participantIds: readonly string[] }[] {
  const engine = getStage(event, stage)?.engine;
  if (engine?.format !== 'ffa') throw new Error('ffa');
  return [...(engine.state.matches.at(-1)?.lobbies ?? [])];
}

describe('free-for-all events (Riftbound)', () => {
  it('a Riftbound threshold-win event: the spec example, Ben wins in match 4', () => {
    let event = must(
      createTournament(
        { game: 'riftbound', stages: [{ id: 'pod', format: 'threshold-win', seeding: 'manual' }] },
        'rb',
      ),
    );
    expect(event.settings.kind).toBe('free-for-all');
    expect(event.settings.stages[0]?.settings).toMatchObject({
      pointsToWin: 6,
      requiredFinish: 1,
      placementPoints: [3, 2, 1, 0],
      playersPerLobby: 4,
    });
    event = registerAll(event, ['ana', 'ben', 'cam', 'dee']);
    const finishes = [
      ['ana', 'ben', 'cam', 'dee'],
      ['ben', 'ana', 'cam', 'dee'],
      ['cam', 'ana', 'ben', 'dee'],
      ['ben', 'ana', 'cam', 'dee'],
    ];
    finishes.forEach((ranking, m) => {
      event = must(pairStage(event, 'pod'));
      const [lobby] = lobbies(event, 'pod');
      expect(lobby?.id).toBe(`m${m + 1}-l1`);
      event = must(reportMatch(event, { stage: 'pod', match: `m${m + 1}-l1`, ranking }));
      expect(event.status).toBe(m < 3 ? 'running' : 'complete');
    });
    const engine = getStage(event, 'pod')?.engine;
    expect(engine?.format === 'ffa' && engine.state.winnerId).toBe('ben');
    const view = stageView(event, 'pod');
    expect(
      view?.kind === 'standings' && view.rows.map((r) => [r.participantId, r.points, r.rank]),
    ).toEqual([
      ['ben', 9, 1],
      ['ana', 9, 2],
      ['cam', 6, 3],
      ['dee', 0, 4],
    ]);
    expect(JSON.stringify(must(replayTournament(event.log)))).toBe(JSON.stringify(event));
  });

  it('Cumulative Points pods into a Threshold Win final table: the top 4 by points advance', () => {
    let event = must(
      createTournament(
        {
          game: 'riftbound',
          stages: [
            { id: 'pods', format: 'cumulative-points', settings: { numberOfMatches: 2 } },
            { id: 'final', format: 'threshold-win', settings: { maxMatches: 3 } },
          ],
          advancement: [
            {
              from: 'pods',
              condition: { type: 'placement-range', from: 1, to: 4 },
              action: { type: 'advance', to: 'final' },
            },
          ],
        },
        'rb-2',
      ),
    );
    event = registerAll(event, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    for (let m = 1; m <= 2; m++) {
      event = must(pairStage(event, 'pods'));
      for (const lobby of lobbies(event, 'pods')) {
        const ranking = [...lobby.participantIds].sort();
        event = must(reportMatch(event, { stage: 'pods', match: lobby.id, ranking }));
      }
    }
    expect(getStage(event, 'pods')?.status).toBe('complete');
    expect(stageLobbiesView(event, 'pods', 1)?.lobbies).toHaveLength(2);
    event = must(advanceStage(event, 'pods'));
    const final = getStage(event, 'final');
    expect(final?.entrants).toHaveLength(4);
    // the two lobby winners (alphabetically first in each lobby) are among the finalists
    const firsts = lobbies({ ...event }, 'pods').map((l) => [...l.participantIds].sort()[0]);
    for (const id of firsts) expect(final?.entrants).toContain(id);
    for (let m = 1; m <= 3 && event.status !== 'complete'; m++) {
      event = must(pairStage(event, 'final'));
      const [lobby] = lobbies(event, 'final');
      event = must(
        reportMatch(event, {
          stage: 'final',
          match: lobby?.id ?? '',
          ranking: [...(lobby?.participantIds ?? [])],
        }),
      );
    }
    expect(event.status).toBe('complete');
    expect(JSON.stringify(must(replayTournament(event.log)))).toBe(JSON.stringify(event));
  });

  it('one-on-one and free-for-all stages cannot be mixed; free-for-all is Riftbound only', () => {
    const mixed = resolveTournamentSettings({
      stages: [
        { id: 'swiss', format: 'swiss' },
        { id: 'pods', format: 'cumulative-points' },
      ],
      advancement: [
        {
          from: 'swiss',
          condition: { type: 'placement-range', from: 1, to: 8 },
          action: { type: 'advance', to: 'pods' },
        },
      ],
    });
    failsWith(mixed, 'tournament/mixed-stage-kinds', '/stages/1/format');
    expect(!mixed.ok && mixed.error.message).toMatch(
      /either all one-on-one stages or all free-for-all stages/,
    );
    failsWith(
      resolveTournamentSettings({
        game: 'pokemon',
        stages: [{ id: 'pods', format: 'threshold-win' }],
      }),
      'tournament/format-not-offered',
      '/stages/0/format',
    );
    failsWith(
      createTournament(
        { stages: [{ id: 'pods', format: 'threshold-win', settings: { playersPerLobby: 1 } }] },
        1,
      ),
      'ffa/invalid-settings',
      '/settings/stages/0/settings/playersPerLobby',
    );
  });
});

describe('drops around a complete free-for-all stage', () => {
  it('a drop after the pods are complete (before advancing) leaves them as they are and the player does not advance', () => {
    let event = must(
      createTournament(
        {
          game: 'riftbound',
          stages: [
            { id: 'pods', format: 'cumulative-points', settings: { numberOfMatches: 1 } },
            { id: 'final', format: 'threshold-win' },
          ],
          advancement: [
            {
              from: 'pods',
              condition: { type: 'placement-range', from: 1, to: 4 },
              action: { type: 'advance', to: 'final' },
            },
          ],
        },
        'rb-drop',
      ),
    );
    event = registerAll(event, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    event = must(pairStage(event, 'pods'));
    for (const lobby of lobbies(event, 'pods')) {
      event = must(
        reportMatch(event, {
          stage: 'pods',
          match: lobby.id,
          ranking: [...lobby.participantIds].sort(),
        }),
      );
    }
    const before = JSON.stringify(getStage(event, 'pods'));
    event = must(dropParticipant(event, 'a'));
    expect(JSON.stringify(getStage(event, 'pods'))).toBe(before);
    event = must(advanceStage(event, 'pods'));
    expect(getStage(event, 'final')?.entrants).not.toContain('a');
    expect(getStage(event, 'final')?.entrants).toHaveLength(4);
  });
});
