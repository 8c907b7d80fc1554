import { unwrap } from '@tcgkit/core';
import { placements, reportWinner, toBracketView } from '@tcgkit/elimination';
import { describe, expect, it } from 'vitest';
import {
  closeStage,
  correctResult,
  createPlayoffBracket,
  createStage,
  drawPlayoffs,
  groupTables,
  layOutMatches,
  planSlotLabel,
  playoffPlan,
  recommendSetup,
  reportResult,
  roundRobinSchedule,
  toGroupTableView,
} from '../src/index.js';

describe('README smallest example: a round robin', () => {
  it('three players: three rounds with one rest each, a result, the table', () => {
    const rounds = roundRobinSchedule(['ana', 'ben', 'cam']).map((r) => [r.pairings, r.rest]);
    expect(rounds).toHaveLength(3);
    const actor = { by: 'organizer', at: '2026-05-01T10:00:00Z' };
    let stage = unwrap(
      createStage({
        participants: [{ id: 'ana' }, { id: 'ben' }, { id: 'cam' }],
        seed: 'club-night',
        actor,
      }),
    );
    stage = unwrap(layOutMatches(stage, { actor }));
    const first = stage.matches[0];
    if (!first) throw new Error('no match');
    stage = unwrap(
      reportResult(
        stage,
        first.id,
        { games: [2, 1] },
        { by: first.players[0], at: '2026-05-01T19:00:00Z' },
      ),
    );
    const table = groupTables(stage)[0]?.entries.map((e) => `${e.rank}. ${e.playerId} ${e.points}`);
    expect(table?.[0]).toBe(`1. ${first.players[0]} 3`);
    expect(stage.rests).toHaveLength(3);
  });
});

describe('README end-to-end: 16 players, 4 groups, top 2 to an 8-player playoff', () => {
  it('runs from the draw to the final placements', () => {
    // --- README example start ---
    const players = Array.from({ length: 16 }, (_, i) => ({
      id: `p${i + 1}`,
      name: `Player ${i + 1}`,
    }));
    const setup = unwrap(recommendSetup(players.length)); // 4 groups, 2 through, 8 in the playoffs
    let stage = unwrap(
      createStage({
        participants: players,
        seed: 'spring-cup-2026',
        settings: setup.settings,
        actor: { by: 'organizer', at: '2026-05-01T10:00:00Z' },
      }),
    );
    // The quarterfinals are known before a single match is played.
    const plan = unwrap(playoffPlan(stage));
    const quarterfinals = plan.matches.map((m) => m.slots.map(planSlotLabel).join(' v '));
    // Lock the groups and lay out every group match at once, with a deadline.
    stage = unwrap(
      layOutMatches(stage, {
        actor: { by: 'organizer', at: '2026-05-01T10:05:00Z' },
        deadline: '2026-05-08T22:00:00Z',
      }),
    );
    // Players report their scores (here: the first listed player always wins 2-1).
    for (const match of stage.matches) {
      const [first] = match.players;
      stage = unwrap(
        reportResult(stage, match.id, { games: [2, 1] }, { by: first, at: '2026-05-03T19:00:00Z' }),
      );
    }
    // A score entered the wrong way round: the organizer corrects it while the groups are open.
    const wrong = stage.matches[0]?.id as string;
    stage = unwrap(
      correctResult(
        stage,
        wrong,
        { games: [1, 2] },
        { by: 'organizer', at: '2026-05-09T09:00:00Z' },
      ),
    );
    const tables = groupTables(stage); // each group's order, with every tiebreaker's numbers
    const draw = unwrap(drawPlayoffs(stage)); // the quarterfinals with players
    stage = unwrap(closeStage(stage, { by: 'organizer', at: '2026-05-09T10:00:00Z' })); // no more corrections
    expect(
      correctResult(
        stage,
        wrong,
        { games: [2, 1] },
        { by: 'organizer', at: '2026-05-09T11:00:00Z' },
      ).ok,
    ).toBe(false);
    let bracket = unwrap(createPlayoffBracket(draw, { title: 'Spring cup playoffs' }));
    // Play the playoffs with @tcgkit/elimination: here the first listed player always wins.
    for (const round of ['W1', 'W2', 'W3']) {
      for (const m of bracket.matches.filter((x) => x.id.startsWith(`${round}.`))) {
        bracket = unwrap(reportWinner(bracket, m.id, m.slots[0].participantId as string, [2, 0]));
      }
    }
    const final = placements(bracket); // 1st, 2nd, then by the qualification order
    // --- README example end ---

    expect(setup).toMatchObject({ groupCount: 4, advancePerGroup: 2, playoffSize: 8 });
    expect(quarterfinals).toEqual(['A1 v B2', 'C1 v D2', 'B1 v A2', 'D1 v C2']);
    expect(stage.matches).toHaveLength(24);
    expect(tables.map((t) => t.entries.length)).toEqual([4, 4, 4, 4]);
    // The bracket's first round is exactly the crossover draw.
    const w1 = bracket.matches.filter((m) => m.id.startsWith('W1.'));
    expect(w1.map((m) => m.slots.map((s) => s.participantId))).toEqual(
      draw.matches.map((m) => m.players),
    );
    const place = (id: string) => final.find((p) => p.participantId === id)?.placement;
    const [qf1, qf2, qf3, qf4] = draw.matches.map((m) => m.players[0]);
    expect(place(qf1 as string)).toBe(1);
    expect(place(qf3 as string)).toBe(2);
    // Semifinal losers qf2 and qf4 are both group winners (C1, D1): the better qualified is 3rd.
    const order = draw.qualification.order;
    const [third, fourth] = [qf2, qf4].sort(
      (a, b) => order.indexOf(a as string) - order.indexOf(b as string),
    );
    expect(place(third as string)).toBe(3);
    expect(place(fourth as string)).toBe(4);
    expect(final.every((p) => !p.shared)).toBe(true);
    expect(toBracketView(bracket).rounds.map((r) => r.name)).toEqual([
      'Quarterfinals',
      'Semifinals',
      'Final',
    ]);
    expect(toGroupTableView(stage, 'A', { draw })?.columns.at(-1)?.label).toBe('In the knockout');
  });
});
