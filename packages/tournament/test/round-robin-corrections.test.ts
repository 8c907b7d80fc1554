import { groupTables, type RoundRobinState } from '@tcgkit/round-robin';
import { describe, expect, it } from 'vitest';
import {
  advanceStage,
  correctMatch,
  createTournament,
  exportTournament,
  getStage,
  importTournament,
  pairStage,
  replayTournament,
  reportMatch,
  type TournamentSettingsInput,
  type TournamentState,
  undoLast,
} from '../src/index.js';
import { failsWith, ids, must, registerAll } from './helpers.js';

const judge = { by: 'judge', at: '2026-11-30T13:00:00Z' };

function settings(draws: 'counts' | 'coin-flip' = 'counts'): TournamentSettingsInput {
  return {
    stages: [
      {
        id: 'groups',
        format: 'round-robin',
        settings: {
          grouping: { type: 'group-count', groups: 2 },
          playoffs: { advancePerGroup: 2, size: 4 },
          draws,
        },
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
  };
}

function groupStage(event: TournamentState): RoundRobinState {
  const engine = getStage(event, 'groups')?.engine;
  if (engine?.format !== 'round-robin') throw new Error('round robin');
  return engine.state;
}

/** Two groups of four laid out; every match won 2-1 by the lower id: each group ends 9 / 6 / 3 / 0. */
function played(draws: 'counts' | 'coin-flip' = 'counts'): TournamentState {
  let event = must(createTournament(settings(draws), 'rr-corrections', judge));
  event = registerAll(event, ids(8));
  event = must(pairStage(event, 'groups', judge));
  for (const m of groupStage(event).matches) {
    const games: [number, number] = m.players[0] < m.players[1] ? [2, 1] : [1, 2];
    event = must(reportMatch(event, { stage: 'groups', match: m.id, games }, judge));
  }
  return event;
}

/** Group A's players from first to last in its table. */
const tableA = (event: TournamentState) =>
  groupTables(groupStage(event))[0]?.entries.map((e) => e.playerId) ?? [];

describe('round robin corrections in an event', () => {
  it('a correction before the playoffs are drawn changes who advances; replay, undo and import reproduce it', () => {
    const before = played();
    const [w, r, t, f] = groupStage(before).groups[0]?.playerIds.slice().sort() ?? [];
    expect(tableA(before)).toEqual([w, r, t, f]);
    const match = groupStage(before).matches.find(
      (m) => m.players.includes(r as string) && m.players.includes(t as string),
    );
    if (match === undefined) throw new Error('no match');
    // It was r 2-1 t; the scorekeeper swapped it: t won 2-1. t now has 6 points, r 3.
    const games: [number, number] = match.players[0] === t ? [2, 1] : [1, 2];
    const corrected = must(
      correctMatch(before, { stage: 'groups', match: match.id, games }, judge),
    );
    expect(tableA(corrected)).toEqual([w, t, r, f]);
    expect(corrected.log.at(-1)).toEqual({
      seq: before.log.length + 1,
      action: { type: 'correction', stage: 'groups', match: match.id, games },
      at: judge.at,
      by: judge.by,
    });
    expect(groupStage(corrected).log.at(-1)).toMatchObject({
      type: 'correction',
      by: 'judge',
      at: judge.at,
      matchId: match.id,
      decidedBy: 'administrator',
    });
    // Replay and import give the same event byte for byte; undo gives the event before it.
    expect(JSON.stringify(must(replayTournament(corrected.log)))).toBe(JSON.stringify(corrected));
    expect(JSON.stringify(must(importTournament(exportTournament(corrected))))).toBe(
      JSON.stringify(corrected),
    );
    expect(JSON.stringify(must(undoLast(corrected)))).toBe(JSON.stringify(before));

    const advanced = must(advanceStage(corrected, 'groups', judge));
    const entrants = getStage(advanced, 'playoffs')?.entrants ?? [];
    expect(entrants).toContain(t);
    expect(entrants).not.toContain(r);
    expect(groupStage(advanced).closed).toEqual({ by: 'judge', at: judge.at });
    expect(JSON.stringify(must(replayTournament(advanced.log)))).toBe(JSON.stringify(advanced));
  });

  it('a correction after the playoff stage started is refused at /stage, and nothing is logged', () => {
    const event = must(advanceStage(played(), 'groups'));
    expect(getStage(event, 'playoffs')?.status).toBe('running');
    const m = groupStage(event).matches[0];
    if (m === undefined) throw new Error('no match');
    const refused = correctMatch(event, { stage: 'groups', match: m.id, games: [0, 2] }, judge);
    failsWith(refused, 'round-robin/correction-closed', '/stage');
    // A replayed log holding such an entry is refused with the entry's path.
    const log = [
      ...event.log,
      {
        seq: event.log.length + 1,
        action: {
          type: 'correction' as const,
          stage: 'groups',
          match: m.id,
          games: [0, 2] as const,
        },
      },
    ];
    failsWith(
      replayTournament(log),
      'round-robin/correction-closed',
      `/log/${event.log.length}/action/stage`,
    );
  });

  it('match errors keep their path: unknown match at /match, bad games at /games/0', () => {
    const event = played();
    failsWith(
      correctMatch(event, { stage: 'groups', match: 'Z-1-1', games: [2, 0] }),
      'round-robin/unknown-match',
      '/match',
    );
    const m = groupStage(event).matches[0];
    failsWith(
      correctMatch(event, { stage: 'groups', match: m?.id as string, games: [-1, 2] }),
      'round-robin/invalid-score',
      '/games/0',
    );
  });

  it("coin flip: the organizer's winner decides a drawn correction; replayed the same; missing it is /winner", () => {
    const event = played('coin-flip');
    const m = groupStage(event).matches[0];
    if (m === undefined) throw new Error('no match');
    failsWith(
      correctMatch(event, { stage: 'groups', match: m.id, games: [1, 1] }),
      'round-robin/invalid-score',
      '/winner',
    );
    const loser = (m.result?.winner === 0 ? 1 : 0) as 0 | 1;
    const fixed = must(
      correctMatch(event, { stage: 'groups', match: m.id, games: [1, 1], winner: loser }, judge),
    );
    expect(groupStage(fixed).matches[0]?.result).toMatchObject({
      games: [1, 1],
      winner: loser,
      decidedBy: 'administrator',
    });
    expect(groupStage(fixed).rng).toEqual(groupStage(event).rng);
    expect(JSON.stringify(must(replayTournament(fixed.log)))).toBe(JSON.stringify(fixed));
    expect(JSON.stringify(must(importTournament(exportTournament(fixed))))).toBe(
      JSON.stringify(fixed),
    );
  });

  it('a winner anywhere but a round robin correction is refused by the engine at /winner', () => {
    const event = must(
      pairStage(registerAll(must(createTournament(settings(), 's')), ids(8)), 'groups'),
    );
    const m = groupStage(event).matches[0];
    failsWith(
      reportMatch(event, { stage: 'groups', match: m?.id as string, games: [1, 1], winner: 0 }),
      'round-robin/invalid-score',
      '/winner',
    );
  });

  it('the event schema checks a correction: winner must be 0 or 1', () => {
    const event = played('coin-flip');
    const m = groupStage(event).matches[0];
    const fixed = must(
      correctMatch(event, { stage: 'groups', match: m?.id as string, games: [1, 1], winner: 1 }),
    );
    const data = JSON.parse(exportTournament(fixed));
    data.log[data.log.length - 1].action.winner = 2;
    const imported = importTournament(JSON.stringify(data));
    expect(imported.ok).toBe(false);
    if (!imported.ok) {
      expect(imported.error.code).toBe('tournament/invalid-event');
      expect(imported.error.path).toMatch(new RegExp(`^/log/${data.log.length - 1}/action`));
    }
  });
});
