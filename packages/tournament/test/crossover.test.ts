import { type EliminationState, placements } from '@tcgkit/elimination';
import {
  createPlayoffBracket,
  drawPlayoffs,
  dropPlayer,
  type RoundRobinState,
} from '@tcgkit/round-robin';
import { describe, expect, it } from 'vitest';
import {
  advanceStage,
  createTournament,
  dropParticipant,
  exportTournament,
  getStage,
  importTournament,
  pairStage,
  replayTournament,
  reportMatch,
  resolveTournamentSettings,
  type TournamentSettingsInput,
  type TournamentState,
} from '../src/index.js';
import { failsWith, ids, must, playBracket, registerAll, rngFor } from './helpers.js';

function settingsFor(
  groups: number,
  advancePerGroup: number,
  size: number,
  format: 'single-elimination' | 'double-elimination' = 'single-elimination',
): TournamentSettingsInput {
  return {
    stages: [
      {
        id: 'groups',
        format: 'round-robin',
        settings: {
          grouping: { type: 'group-count', groups },
          playoffs: { advancePerGroup, size },
        },
      },
      { id: 'playoffs', format },
    ],
    advancement: [
      {
        from: 'groups',
        condition: { type: 'placement-range', from: 1, to: size },
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

function bracket(event: TournamentState): EliminationState {
  const engine = getStage(event, 'playoffs')?.engine;
  if (engine?.format !== 'elimination') throw new Error('bracket');
  return engine.state;
}

/** Lays out the groups and plays every match with seeded results (2-0, 2-1, 1-2, 0-2, 1-1). */
function playGroups(event: TournamentState, seed: string): TournamentState {
  const rng = rngFor(seed);
  let s = must(pairStage(event, 'groups'));
  for (const m of groupStage(s).matches) {
    if (m.result !== null) continue;
    const scores: [number, number][] = [
      [2, 0],
      [2, 1],
      [1, 2],
      [0, 2],
      [1, 1],
    ];
    const games = scores[rng.int(scores.length)] as [number, number];
    s = must(reportMatch(s, { stage: 'groups', match: m.id, games }));
  }
  return s;
}

/** The first round of a bracket: per match of round 1 of the winners side, its two player ids. */
function firstRound(state: EliminationState): string[][] {
  return state.matches
    .filter((m) => m.round === 1 && m.section === 'winners')
    .sort((a, b) => a.number - b.number)
    .map((m) => m.slots.map((s) => s.participantId ?? '-'));
}

const groupOf = (rr: RoundRobinState, id: string) =>
  rr.groups.find((g) => g.playerIds.includes(id))?.id;

describe('a group stage with crossover playoffs into an elimination stage', () => {
  it('four groups, two through, 8 places: the bracket is the round robin crossover draw (A1 v B2, B1 v A2 in opposite halves)', () => {
    for (const seed of ['x1', 'x2', 'x3', 'x4']) {
      let event = must(createTournament(settingsFor(4, 2, 8), `crossover-${seed}`));
      event = playGroups(registerAll(event, ids(16)), seed);
      const rr = groupStage(event);
      const draw = must(drawPlayoffs(rr));
      event = must(advanceStage(event, 'groups'));
      const played = bracket(event);
      // Exactly the bracket createPlayoffBracket lays out from the draw.
      expect(firstRound(played)).toEqual(firstRound(must(createPlayoffBracket(draw))));
      expect(firstRound(played)).toEqual(draw.matches.map((m) => [...m.players]));
      expect(played.qualificationOrder).toEqual(draw.qualification.order);
      // The spec's rules, read off the event's bracket itself.
      const place = new Map(draw.qualification.qualifiers.map((q) => [q.playerId, q]));
      const rounds = firstRound(played);
      for (const [a, b] of rounds) {
        const qa = place.get(a as string);
        const qb = place.get(b as string);
        expect(qa?.group).not.toBe(qb?.group);
        // a group winner meets a runner-up of the paired group
        expect([qa?.place, qb?.place].sort()).toEqual([1, 2]);
        const pair = [qa?.group, qb?.group].sort().join('');
        expect(['AB', 'CD']).toContain(pair);
      }
      // the spec's quarterfinals, in bracket order
      expect(
        rounds.map((m) =>
          m.map((id) => `${place.get(id)?.group}${place.get(id)?.place}`).join(' v '),
        ),
      ).toEqual(['A1 v B2', 'C1 v D2', 'B1 v A2', 'D1 v C2']);
      for (const g of ['A', 'B', 'C', 'D']) {
        const half = (p: number) =>
          rounds.findIndex((m) =>
            m.some((id) => place.get(id)?.group === g && place.get(id)?.place === p),
          ) < 2;
        expect(half(1)).not.toBe(half(2));
      }
      expect(JSON.stringify(must(replayTournament(event.log)))).toBe(JSON.stringify(event));
      expect(JSON.stringify(must(importTournament(exportTournament(event))))).toBe(
        JSON.stringify(event),
      );
    }
  });

  it('three groups, two through, 8 places: the last group and the two best thirds are lined up strongest v weakest, as drawPlayoffs draws them', () => {
    let event = must(createTournament(settingsFor(3, 2, 8), 'crossover-odd'));
    event = playGroups(registerAll(event, ids(12)), 'odd');
    const rr = groupStage(event);
    const draw = must(drawPlayoffs(rr));
    event = must(advanceStage(event, 'groups'));
    const entrants = [...(getStage(event, 'playoffs')?.entrants ?? [])].sort();
    expect(entrants).toEqual([...draw.bracketOrder].sort());
    expect(draw.qualification.qualifiers.filter((q) => q.via === 'best-of-next')).toHaveLength(2);
    expect(firstRound(bracket(event))).toEqual(draw.matches.map((m) => [...m.players]));
    expect(firstRound(bracket(event))).toEqual(firstRound(must(createPlayoffBracket(draw))));
  });

  it('players knocked out in the same round are ranked by the qualification order: the better qualified semifinal loser is 3rd', () => {
    let event = must(createTournament(settingsFor(2, 2, 4), 'crossover-third'));
    expect(event.settings.stages[1]?.settings.tiedPlacements).toBe('qualification-order');
    event = playGroups(registerAll(event, ids(8)), 'third');
    event = must(advanceStage(event, 'groups'));
    const order = bracket(event).qualificationOrder;
    event = playBracket(event, 'playoffs', rngFor('third-bracket'));
    const rows = placements(bracket(event));
    expect(rows.map((r) => r.placement)).toEqual([1, 2, 3, 4]);
    const [third, fourth] = [rows[2]?.participantId, rows[3]?.participantId] as [string, string];
    expect(order.indexOf(third)).toBeLessThan(order.indexOf(fourth));
  });

  it('a player who drops from the event after the group stage ends does not enter the playoffs: the draw is the one of the group stage with that player dropped', () => {
    let event = must(createTournament(settingsFor(4, 2, 8), 'crossover-drop'));
    event = playGroups(registerAll(event, ids(16)), 'drop');
    const rr = groupStage(event);
    const winner = must(drawPlayoffs(rr)).qualification.order[0] as string;
    event = must(dropParticipant(event, winner, { at: '2026-11-30T18:00:00Z' }));
    event = must(advanceStage(event, 'groups', { at: '2026-11-30T18:05:00Z' }));
    const expected = must(
      drawPlayoffs(must(dropPlayer(rr, winner, { by: 'organizer', at: '2026-11-30T18:05:00Z' }))),
    );
    expect(getStage(event, 'playoffs')?.entrants).not.toContain(winner);
    expect(getStage(event, 'playoffs')?.entrants).toHaveLength(8);
    expect(firstRound(bracket(event))).toEqual(expected.matches.map((m) => [...m.players]));
    // the dropped winner's group still sends two: its next best goes straight through
    const group = groupOf(rr, winner);
    expect(
      expected.qualification.qualifiers.filter((q) => q.group === group && q.via === 'direct'),
    ).toHaveLength(2);
    expect(JSON.stringify(must(replayTournament(event.log)))).toBe(JSON.stringify(event));
  });

  it('into double elimination: the winners bracket opens with the crossover draw', () => {
    let event = must(
      createTournament(settingsFor(2, 2, 4, 'double-elimination'), 'crossover-double'),
    );
    event = playGroups(registerAll(event, ids(8)), 'double');
    const draw = must(drawPlayoffs(groupStage(event)));
    event = must(advanceStage(event, 'groups'));
    expect(bracket(event).settings.format).toBe('double-elimination');
    expect(firstRound(bracket(event))).toEqual(draw.matches.map((m) => [...m.players]));
    event = playBracket(event, 'playoffs', rngFor('double-bracket'));
    expect(event.status).toBe('complete');
  });

  it('crossover playoffs need one rule of placements 1 to the playoff size into an elimination stage fed by it alone', () => {
    const base = settingsFor(4, 2, 8);
    const withRules = (patch: Partial<TournamentSettingsInput>): TournamentSettingsInput => ({
      ...base,
      ...patch,
    });
    // a cut of 4 for playoffs of 8
    failsWith(
      resolveTournamentSettings(
        withRules({
          advancement: [
            {
              from: 'groups',
              condition: { type: 'placement-range', from: 1, to: 4 },
              action: { type: 'advance', to: 'playoffs' },
            },
          ],
        }),
      ),
      'tournament/invalid-rule',
      '/stages/0/settings/playoffs',
    );
    // the playoffs seeded another way
    failsWith(
      resolveTournamentSettings(
        withRules({
          stages: [
            base.stages[0] as TournamentSettingsInput['stages'][number],
            { id: 'playoffs', format: 'single-elimination', seeding: 'random' },
          ],
        }),
      ),
      'tournament/invalid-rule',
      '/stages/0/settings/playoffs',
    );
    // a second stage feeding the playoffs
    failsWith(
      resolveTournamentSettings({
        stages: [
          base.stages[0] as TournamentSettingsInput['stages'][number],
          { id: 'swiss', format: 'swiss' },
          { id: 'playoffs', format: 'single-elimination' },
        ],
        advancement: [
          ...(base.advancement ?? []),
          {
            from: 'groups',
            condition: { type: 'placement-range', from: 9, to: 16 },
            action: { type: 'advance', to: 'swiss' },
          },
          {
            from: 'swiss',
            condition: { type: 'placement-range', from: 1, to: 1 },
            action: { type: 'advance', to: 'playoffs' },
          },
        ],
      }),
      'tournament/invalid-rule',
      '/stages/0/settings/playoffs',
    );
    // the engine's own checks pass through with their paths
    failsWith(
      resolveTournamentSettings(
        withRules({
          stages: [
            {
              id: 'groups',
              format: 'round-robin',
              settings: {
                grouping: { type: 'group-count', groups: 4 },
                playoffs: { advancePerGroup: 2, size: 6 },
              },
            },
            { id: 'playoffs', format: 'single-elimination' },
          ],
        }),
      ),
      'round-robin/invalid-settings',
      '/stages/0/settings/playoffs/size',
    );
    // a group stage with playoffs does not take the game's round robin tiebreakers (issue #17,
    // point 8): they are left to the round robin, whose default with playoffs is the group stage
    // order (test/group-order.test.ts plays it out)
    const game = must(resolveTournamentSettings({ ...base, game: 'riftbound' }));
    expect(game.stages[0]?.settings.tiebreakers).toBeUndefined();
    expect(game.stages[0]?.settings.points).toEqual({ win: 3, draw: 1, loss: 0 });
    const groupOrder = must(
      resolveTournamentSettings({
        ...base,
        game: 'riftbound',
        stages: [
          {
            id: 'groups',
            format: 'round-robin',
            settings: {
              grouping: { type: 'group-count', groups: 4 },
              playoffs: { advancePerGroup: 2, size: 8 },
              tiebreakers: 'group-stage',
            },
          },
          { id: 'playoffs', format: 'single-elimination' },
        ],
      }),
    );
    expect(groupOrder.stages[0]?.settings.tiebreakers).toBe('group-stage');
    // without crossover playoffs, an elimination stage keeps shared placements
    const plain = must(
      resolveTournamentSettings({
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
      }),
    );
    expect(plain.stages[1]?.settings.tiedPlacements).toBe('shared');
  });
});
