import { unwrap } from '@tcgkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crossoverPlan,
  drawPlayoffs,
  playoffPlacements,
  recommendSetup,
  resolveSettings,
  toGroupsView,
  toGroupTableView,
  toPlanView,
} from '../src/index.js';
import { playAll, stageWithGroups } from './helpers.js';

describe('the setup recommendation: groups of about four, two through, the smallest playoff that fits', () => {
  it('16 players: 4 groups of 4, 2 through, 8 in the playoffs', () => {
    expect(unwrap(recommendSetup(16))).toMatchObject({
      groupCount: 4,
      advancePerGroup: 2,
      playoffSize: 8,
      groupSizes: [4, 4, 4, 4],
    });
  });
  it('defaults: a grouped round robin keeps head-to-head then score difference; with playoffs, the group stage order', () => {
    expect(
      unwrap(resolveSettings({ grouping: { type: 'group-count', groups: 2 } })).tiebreakers,
    ).toEqual(['head_to_head', 'score_difference']);
    expect(unwrap(resolveSettings({ playoffs: { advancePerGroup: 2, size: 8 } })).tiebreakers).toBe(
      'group-stage',
    );
    expect(unwrap(resolveSettings({})).tiebreakers).toEqual(['head_to_head', 'score_difference']);
  });
  it('12 players: 3 groups of 4, 2 through (6), so an 8-player playoff filled with the 2 best thirds', () => {
    expect(unwrap(recommendSetup(12))).toMatchObject({
      groupCount: 3,
      playoffSize: 8,
      groupSizes: [4, 4, 4],
    });
  });
  it('18 players: 5 groups (4, 4, 4, 3, 3), 10 through, a 16-player playoff', () => {
    expect(unwrap(recommendSetup(18))).toMatchObject({
      groupCount: 5,
      playoffSize: 16,
      groupSizes: [4, 4, 4, 3, 3],
    });
  });
  it('fewer than 2 players cannot be set up', () => {
    const r = recommendSetup(1);
    expect(r.ok ? null : r.error.code).toBe('round-robin/not-enough-players');
  });
  it('property: the recommended settings are valid, fit the field and the playoff is the smallest that fits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), (n) => {
        const rec = unwrap(recommendSetup(n));
        expect(rec.groupSizes.reduce((a, b) => a + b, 0)).toBe(n);
        expect(Math.max(...rec.groupSizes) - Math.min(...rec.groupSizes)).toBeLessThanOrEqual(1);
        expect(rec.playoffSize).toBeLessThanOrEqual(n);
        const direct = rec.groupCount * rec.advancePerGroup;
        expect(rec.playoffSize).toBeGreaterThanOrEqual(direct);
        expect(rec.playoffSize / 2).toBeLessThan(Math.max(direct, 2));
        expect(resolveSettings(rec.settings).ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('playoff placements', () => {
  it('the winner of the final is no. 1, the losing finalist no. 2; the better qualified semifinal loser is 3rd', () => {
    const order = ['a1', 'b1', 'a2', 'b2'];
    const placements = unwrap(
      playoffPlacements(
        [
          { playerId: 'b2', lostInRound: null },
          { playerId: 'a1', lostInRound: 2 },
          { playerId: 'a2', lostInRound: 1 },
          { playerId: 'b1', lostInRound: 1 },
        ],
        order,
      ),
    );
    expect(placements).toEqual([
      { playerId: 'b2', placement: 1 },
      { playerId: 'a1', placement: 2 },
      { playerId: 'b1', placement: 3 },
      { playerId: 'a2', placement: 4 },
    ]);
  });
  it('players knocked out in the same round do not share a place: group winners, then runners-up, then the best of the rest', () => {
    const order = ['w1', 'w2', 'r1', 'r2', 'x1', 'x2', 'n1', 'n2'];
    const out = unwrap(
      playoffPlacements(
        [
          { playerId: 'n2', lostInRound: 1 },
          { playerId: 'w2', lostInRound: 1 },
          { playerId: 'r2', lostInRound: 1 },
          { playerId: 'n1', lostInRound: 1 },
          { playerId: 'x1', lostInRound: 2 },
          { playerId: 'r1', lostInRound: 2 },
          { playerId: 'x2', lostInRound: 3 },
          { playerId: 'w1', lostInRound: null },
        ],
        order,
      ),
    );
    expect(out.map((p) => p.playerId)).toEqual(['w1', 'x2', 'r1', 'x1', 'w2', 'r2', 'n1', 'n2']);
    expect(out.map((p) => p.placement)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it('errors: unknown player, listed twice, not exactly one champion', () => {
    const e = (r: ReturnType<typeof playoffPlacements>) => (r.ok ? null : r.error.code);
    expect(e(playoffPlacements([{ playerId: 'z', lostInRound: null }], ['a']))).toBe(
      'round-robin/invalid-playoff-result',
    );
    expect(
      e(
        playoffPlacements(
          [
            { playerId: 'a', lostInRound: null },
            { playerId: 'a', lostInRound: 1 },
          ],
          ['a'],
        ),
      ),
    ).toBe('round-robin/invalid-playoff-result');
    expect(e(playoffPlacements([{ playerId: 'a', lostInRound: 1 }], ['a']))).toBe(
      'round-robin/invalid-playoff-result',
    );
  });
});

describe('view models', () => {
  const s = playAll(
    stageWithGroups(
      [
        ['ana', 'ben', 'cam', 'dee'],
        ['eve', 'fay', 'gus', 'hal'],
      ],
      { playoffs: { advancePerGroup: 2, size: 4 } },
    ),
    [
      ['ana', 'ben', 2, 1],
      ['ana', 'cam', 2, 0],
      ['ana', 'dee', 2, 0],
      ['ben', 'cam', 2, 0],
      ['ben', 'dee', 2, 0],
      ['cam', 'dee', 2, 0],
      ['eve', 'fay', 2, 0],
      ['eve', 'gus', 2, 0],
      ['eve', 'hal', 2, 0],
      ['fay', 'gus', 2, 0],
      ['fay', 'hal', 2, 0],
      ['gus', 'hal', 2, 0],
    ],
  );

  it('a group table: points, then each tiebreaker in a foldable column (Show tiebreakers)', () => {
    const view = toGroupTableView(s, 'A');
    expect(view?.title).toBe('Group A');
    expect(view?.columns.map((c) => [c.id, c.label, c.foldable ?? false])).toEqual([
      ['points', 'Pts', false],
      ['match_win_percentage', 'MW%', true],
      ['game_win_percentage', 'GW%', true],
      ['opponent_game_win_percentage', 'OGW%', true],
      ['opponent_match_win_percentage', 'OMW%', true],
    ]);
    const ana = view?.rows[0];
    expect(ana).toMatchObject({
      participantId: 'ana',
      name: 'Ana',
      rank: 1,
      points: 9,
      record: { wins: 3, losses: 0, draws: 0 },
    });
    expect(ana?.cells.game_win_percentage).toEqual({ value: 0.8571, display: '85.71%' });
    expect(ana?.cells.points?.explanation).toEqual([
      { label: 'Above Ben by', display: 'Points', participantId: 'ben' },
    ]);
    expect(view?.rows.at(-1)?.cells.points?.explanation).toBeUndefined();
    expect(view?.columns[0]?.description).toBe('A win gives 3 points, a draw 1 and a loss 0.');
    expect(toGroupTableView(s, 'Q')).toBeUndefined();
  });

  it('once the playoffs are under way, In the knockout shows what each group place led to', () => {
    const draw = unwrap(drawPlayoffs(s));
    const view = toGroupTableView(s, 'A', { draw });
    expect(view?.columns.at(-1)).toMatchObject({ id: 'knockout', label: 'In the knockout' });
    expect(view?.rows.map((r) => r.cells.knockout?.display)).toEqual([
      'Semifinals match 1 v Fay',
      'Semifinals match 2 v Eve',
      'Out',
      'Out',
    ]);
  });

  it('all groups as the core GroupsView (for <tcg-groups>), the knockout column pinned once drawn', () => {
    const view = toGroupsView(s, { title: 'Group stage' });
    expect(view).toMatchObject({ kind: 'groups', title: 'Group stage', pinnedColumns: ['points'] });
    expect(view.groups.map((g) => g.title)).toEqual(['Group A', 'Group B']);
    const drawn = toGroupsView(s, { draw: unwrap(drawPlayoffs(s)) });
    expect(drawn.pinnedColumns).toEqual(['points', 'knockout']);
    expect(drawn.groups[1]?.columns.at(-1)?.id).toBe('knockout');
  });

  it('until the matches are laid out, the groups are shown as provisional', () => {
    const provisional = stageWithGroups(
      [
        ['ana', 'ben'],
        ['cam', 'dee'],
      ],
      { grouping: { type: 'group-count', groups: 2 } },
      { layOut: false },
    );
    expect(toGroupTableView(provisional, 'A')?.title).toBe('Group A (provisional)');
    expect(toGroupTableView(s, 'A')?.title).toBe('Group A');
  });

  it('the plan as a bracket view: places in the first round, winners after', () => {
    const view = toPlanView(unwrap(crossoverPlan(4, 2, 8)), { title: 'Playoffs' });
    expect(view).toMatchObject({
      kind: 'bracket',
      format: 'single-elimination',
      title: 'Playoffs',
    });
    expect(view.rounds.map((r) => r.name)).toEqual(['Quarterfinals', 'Semifinals', 'Final']);
    expect(view.rounds[0]?.matches.map((m) => m.slots.map((x) => x.name).join(' v '))).toEqual([
      'A1 v B2',
      'C1 v D2',
      'B1 v A2',
      'D1 v C2',
    ]);
    expect(view.rounds[0]?.matches[0]?.winnerTo).toBe('P2.1');
    expect(view.rounds[1]?.matches[0]?.slots[0].source).toEqual({
      type: 'winner',
      matchId: 'P1.1',
      label: 'Winner of QF1',
    });
    const fill = toPlanView(unwrap(crossoverPlan(3, 2, 8)));
    expect(fill.rounds[0]?.matches[1]?.slots[1].name).toBe(
      'Best of the next 2 (decided after the group stage)',
    );
  });

  it('the plan view with the drawn players', () => {
    const draw = unwrap(drawPlayoffs(s));
    const view = toPlanView(draw.plan, { draw, names: { ana: 'Ana' } });
    expect(view.rounds[0]?.matches[0]?.slots.map((x) => x.name)).toEqual(['Ana', 'fay']);
    expect(view.rounds[0]?.matches[0]?.status).toBe('ready');
  });
});
