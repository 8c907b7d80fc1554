import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  createStage,
  decideMatch,
  dropPlayer,
  loadStage,
  movePlayer,
  type RoundRobinState,
  roundRobinSettings,
  roundRobinState,
} from '../src/index.js';
import { organizer, play, playAll, stageWithGroups } from './helpers.js';

describe('JSON Schema: settings', () => {
  it('accepts every option', () => {
    expect(
      roundRobinSettings.check({
        grouping: { type: 'players-per-group', players: 4 },
        cycles: 2,
        groupPlay: { type: 'round-robin' },
        points: { win: 3, draw: 1, loss: 0 },
        draws: 'coin-flip',
        requireConfirmation: true,
        tiebreakers: ['head_to_head', 'score_difference', 'game_win_percentage', 'points_scored'],
        opponentFloor: 0.33,
        playoffs: { advancePerGroup: 2, size: 8 },
        title: 'Spring cup',
      }),
    ).toBeUndefined();
    expect(roundRobinSettings.is({ tiebreakers: 'group-stage', playoffs: null })).toBe(true);
  });

  it('rejects bad settings with the path of the offending value', () => {
    expect(roundRobinSettings.check({ cycles: 0 })).toMatchObject({
      code: 'round-robin/invalid-settings',
      path: '/cycles',
    });
    expect(roundRobinSettings.check({ draws: 'replay' })).toMatchObject({ path: '/draws' });
    expect(roundRobinSettings.check({ colour: 'red' })).toMatchObject({ path: '/colour' });
    expect(roundRobinSettings.check({ points: { win: 3, draw: 1 } })).toMatchObject({
      path: '/points/loss',
    });
  });

  it('createStage checks its settings with the schema and prefixes the path', () => {
    const r = createStage({
      participants: [{ id: 'a' }, { id: 'b' }],
      seed: 1,
      settings: { cycles: 1.5 } as never,
      actor: organizer(),
    });
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'round-robin/invalid-settings',
      path: '/settings/cycles',
    });
  });
});

describe('JSON Schema: saved state', () => {
  it('every state along a whole group stage is valid and survives a JSON round trip', () => {
    const states: RoundRobinState[] = [];
    let s = stageWithGroups(
      [
        ['ana', 'ben', 'cam'],
        ['dee', 'eve', 'fay'],
      ],
      { requireConfirmation: false, draws: 'coin-flip', playoffs: { advancePerGroup: 1, size: 4 } },
      { layOut: false, deadline: '2026-05-08T22:00:00Z' },
    );
    states.push(s);
    s = unwrap(movePlayer(s, 'ana', 'B', organizer()));
    states.push(s);
    s = unwrap(movePlayer(s, 'ana', 'A', organizer()));
    s = stageWithGroups(
      [
        ['ana', 'ben', 'cam'],
        ['dee', 'eve', 'fay'],
      ],
      { draws: 'coin-flip', playoffs: { advancePerGroup: 1, size: 4 } },
      { deadline: '2026-05-08T22:00:00Z' },
    );
    states.push(s);
    s = play(s, 'ana', 'ben', 1, 1);
    states.push(s);
    s = unwrap(dropPlayer(s, 'cam', organizer()));
    states.push(s);
    s = playAll(s, [['dee', 'eve', 2, 0]]);
    const missing = s.matches.find((m) => m.result === null);
    if (missing)
      s = unwrap(
        decideMatch(s, missing.id, { games: [1, 0] }, { by: 'admin', at: '2026-05-09T10:00:00Z' }),
      );
    states.push(s);
    for (const state of states) {
      expect(roundRobinState.check(state)).toBeUndefined();
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    }
  });

  it('rejects a damaged save with a path', () => {
    const s = stageWithGroups([['ana', 'ben']]);
    expect(roundRobinState.check({ ...s, schemaVersion: 2 })).toMatchObject({
      code: 'round-robin/invalid-state',
      path: '/schemaVersion',
    });
    const badMatch = { ...s, matches: [{ ...s.matches[0], players: ['ana'] }] };
    expect(roundRobinState.check(badMatch)).toMatchObject({ path: '/matches/0/players' });
    const badLog = { ...s, log: [{ type: 'draw', by: 'x', at: 'noon', groups: [] }] };
    expect(roundRobinState.check(badLog)?.path).toMatch(/^\/log\/0/);
  });
});

describe('loading a saved stage', () => {
  it('a saved stage loads back to the same stage', () => {
    const s = stageWithGroups(
      [
        ['ana', 'ben', 'cam'],
        ['dee', 'eve', 'fay'],
      ],
      { grouping: { type: 'group-count', groups: 2 } },
    );
    expect(loadStage(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, value: s, warnings: [] });
  });
  it('an inconsistent save is refused with the path of the problem', () => {
    const s = stageWithGroups(
      [
        ['ana', 'ben', 'cam'],
        ['dee', 'eve', 'fay'],
      ],
      { grouping: { type: 'group-count', groups: 2 } },
    );
    const e = (x: unknown) => {
      const r = loadStage(x);
      return r.ok ? null : r.error;
    };
    const crossGroup = {
      ...s,
      matches: [{ ...s.matches[0], players: ['ana', 'dee'] }, ...s.matches.slice(1)],
    };
    expect(e(crossGroup)).toMatchObject({
      code: 'round-robin/invalid-state',
      path: '/matches/0/players/1',
    });
    const twice = {
      ...s,
      groups: [s.groups[0], { ...s.groups[1], playerIds: ['dee', 'eve', 'ana'] }],
    };
    expect(e(twice)).toMatchObject({ path: '/groups/1/playerIds/2' });
    expect(e({ ...s, drawOrder: ['ana'] })).toMatchObject({ path: '/drawOrder' });
    expect(e({ ...s, dropped: ['zed'] })).toMatchObject({ path: '/dropped/0' });
    expect(e({ ...s, schemaVersion: 9 })).toMatchObject({ path: '/schemaVersion' });
  });
});
