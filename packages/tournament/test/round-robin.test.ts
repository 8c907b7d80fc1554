import { describe, expect, it } from 'vitest';
import {
  advanceStage,
  changeGroup,
  correctMatch,
  createTournament,
  dropParticipant,
  exportTournament,
  getStage,
  importTournament,
  pairStage,
  replayTournament,
  reportMatch,
  stageView,
  type TournamentState,
} from '../src/index.js';
import { failsWith, ids, must, playBracket, registerAll, rngFor } from './helpers.js';

function groups(event: TournamentState): string[][] {
  const engine = getStage(event, 'groups')?.engine;
  if (engine?.format !== 'round-robin') throw new Error('round robin');
  return engine.state.groups.map((g) => [...g.playerIds]);
}

describe('round robin groups into playoffs', () => {
  it('group changes are logged; matches laid out lock the groups; group winners and runners-up advance', () => {
    let event = must(
      createTournament(
        {
          game: 'riftbound',
          stages: [
            {
              id: 'groups',
              format: 'round-robin',
              settings: { grouping: { type: 'group-count', groups: 2 } },
            },
            { id: 'playoffs', format: 'single-elimination' },
          ],
          advancement: [
            {
              from: 'groups',
              condition: { type: 'placement-range', from: 1, to: 4 },
              action: { type: 'advance', to: 'playoffs' },
            },
          ],
        },
        'rr-event',
        { by: 'to', at: '2026-11-30T09:00:00Z' },
      ),
    );
    event = registerAll(event, ids(8));
    const [a, b] = groups(event);
    expect(a).toHaveLength(4);
    expect(b).toHaveLength(4);
    const swapped = must(
      changeGroup(
        event,
        'groups',
        { type: 'swap', a: a?.[0] as string, b: b?.[0] as string },
        { by: 'to', at: '2026-11-30T09:05:00Z' },
      ),
    );
    expect(groups(swapped)[0]).toContain(b?.[0]);
    event = must(
      changeGroup(swapped, 'groups', { type: 'redraw' }, { by: 'to', at: '2026-11-30T09:06:00Z' }),
    );
    event = must(pairStage(event, 'groups', { by: 'to', at: '2026-11-30T09:10:00Z' }));
    failsWith(changeGroup(event, 'groups', { type: 'redraw' }), 'round-robin/groups-locked');
    const engine = getStage(event, 'groups')?.engine;
    if (engine?.format !== 'round-robin') throw new Error('round robin');
    expect(engine.state.matches).toHaveLength(12);
    for (const m of engine.state.matches) {
      // the lower id wins 2-1
      const games: [number, number] = m.players[0] < m.players[1] ? [2, 1] : [1, 2];
      event = must(
        reportMatch(
          event,
          { stage: 'groups', match: m.id, games },
          { by: 'to', at: '2026-11-30T12:00:00Z' },
        ),
      );
    }
    const first = engine.state.matches[0] as (typeof engine.state.matches)[number];
    const same: [number, number] = first.players[0] < first.players[1] ? [2, 1] : [1, 2];
    // A correction to the result it already has changes nothing.
    failsWith(
      correctMatch(event, { stage: 'groups', match: first.id, games: same }),
      'round-robin/no-change',
      '/match',
    );
    expect(getStage(event, 'groups')?.status).toBe('complete');
    const view = stageView(event, 'groups');
    expect(view?.kind).toBe('groups');
    event = must(advanceStage(event, 'groups'));
    // The playoffs are drawn from the groups: their results can no longer be corrected.
    failsWith(
      correctMatch(event, { stage: 'groups', match: first.id, games: [0, 2] }),
      'round-robin/correction-closed',
      '/stage',
    );
    const final = groups(event).map((g) => [...g].sort());
    const entrants = getStage(event, 'playoffs')?.entrants ?? [];
    // winners (lowest id of each group) first, then runners-up
    expect(entrants.slice(0, 2).sort()).toEqual(final.map((g) => g[0]).sort());
    expect(entrants.slice(2, 4).sort()).toEqual(final.map((g) => g[1]).sort());
    event = playBracket(event, 'playoffs', rngFor('rr'));
    expect(event.status).toBe('complete');
    expect(JSON.stringify(must(replayTournament(event.log)))).toBe(JSON.stringify(event));
    expect(JSON.stringify(must(importTournament(exportTournament(event))))).toBe(
      JSON.stringify(event),
    );
  });

  it('a drop in the group stage gives the opponents automatic wins; the dropped player does not advance', () => {
    let event = must(
      createTournament(
        {
          stages: [
            { id: 'groups', format: 'round-robin' },
            { id: 'final', format: 'single-elimination' },
          ],
          advancement: [
            {
              from: 'groups',
              condition: { type: 'placement-range', from: 1, to: 2 },
              action: { type: 'advance', to: 'final' },
            },
          ],
        },
        'rr-drop',
      ),
    );
    event = registerAll(event, ids(4));
    event = must(pairStage(event, 'groups'));
    event = must(dropParticipant(event, 'p01'));
    const engine = getStage(event, 'groups')?.engine;
    if (engine?.format !== 'round-robin') throw new Error('round robin');
    for (const m of engine.state.matches.filter((x) => x.result === null)) {
      event = must(reportMatch(event, { stage: 'groups', match: m.id, games: [2, 0] }));
    }
    event = must(advanceStage(event, 'groups'));
    expect(getStage(event, 'final')?.entrants).not.toContain('p01');
    expect(getStage(event, 'final')?.entrants).toHaveLength(2);
    expect(JSON.stringify(must(replayTournament(event.log)))).toBe(JSON.stringify(event));
  });
});
