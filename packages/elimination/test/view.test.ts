import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import { type EliminationState, reportWinner, toBracketView } from '../src/index.js';
import { bracket, playOut } from './helpers.js';

const names = (s: EliminationState) => toBracketView(s).rounds.map((r) => r.name);

describe('toBracketView', () => {
  it('names the rounds: Round of 16, Quarterfinals, Semifinals, Final, Third-place match', () => {
    expect(names(bracket(16, { thirdPlaceMatch: true }))).toEqual([
      'Round of 16',
      'Quarterfinals',
      'Semifinals',
      'Final',
      'Third-place match',
    ]);
    expect(names(bracket(2))).toEqual(['Final']);
    expect(names(bracket(16, { format: 'double-elimination' }))).toEqual([
      'Winners round 1',
      'Winners quarterfinals',
      'Winners semifinals',
      'Winners final',
      'Losers round 1',
      'Losers round 2',
      'Losers round 3',
      'Losers round 4',
      'Losers semifinal',
      'Losers final',
      'Grand final',
      'Grand final reset',
    ]);
  });

  it('gives every slot its source ("Winner of W2.3", "Loser of W1.4") and every match where its winner and loser go', () => {
    const view = toBracketView(bracket(16, { format: 'double-elimination' }));
    const all = view.rounds.flatMap((r) => r.matches);
    const byId = new Map(all.map((m) => [m.id, m]));
    const l1 = byId.get('L1.2')!;
    expect(l1.slots.map((s) => s.source)).toEqual([
      { type: 'loser', matchId: 'W1.3', label: 'Loser of W1.3' },
      { type: 'loser', matchId: 'W1.4', label: 'Loser of W1.4' },
    ]);
    expect(byId.get('W3.1')!.slots[1]!.source).toEqual({
      type: 'winner',
      matchId: 'W2.2',
      label: 'Winner of W2.2',
    });
    expect(byId.get('W1.1')!.slots.map((s) => s.source)).toEqual([
      { type: 'seed', seed: 1 },
      { type: 'seed', seed: 16 },
    ]);
    // Connectors agree both ways: each winnerTo / loserTo target names the match in its slot.
    for (const m of all) {
      for (const [to, slot, type] of [
        [m.winnerTo, m.winnerToSlot, 'winner'],
        [m.loserTo, m.loserToSlot, 'loser'],
      ] as const) {
        if (to === undefined) continue;
        const target = byId.get(to)!;
        expect(target.slots[slot!]!.source).toMatchObject({ type, matchId: m.id });
      }
    }
    expect(byId.get('GF1')).toMatchObject({ winnerTo: 'GF2', loserTo: 'GF2' });
    expect(byId.get('GF2')).toMatchObject({ conditional: true });
  });

  it('shows players, seeds, scores, outcomes, statuses and byes', () => {
    let s = bracket(6, { allowByes: true });
    s = unwrap(reportWinner(s, 'W1.2', 'p5', [2, 1]));
    const [first] = toBracketView(s).rounds;
    const [bye, played, , ready] = first!.matches;
    expect(bye).toMatchObject({ status: 'bye', label: 'W1.1' });
    expect(bye!.slots[1]).toEqual({ source: { type: 'bye' }, bye: true });
    expect(bye!.slots[0]).toMatchObject({
      participantId: 'p1',
      name: 'Player 1',
      seed: 1,
      outcome: 'win',
    });
    expect(played!.status).toBe('completed');
    expect(played!.slots).toEqual([
      {
        participantId: 'p4',
        name: 'Player 4',
        seed: 4,
        score: 1,
        outcome: 'loss',
        source: { type: 'seed', seed: 4 },
      },
      {
        participantId: 'p5',
        name: 'Player 5',
        seed: 5,
        score: 2,
        outcome: 'win',
        source: { type: 'seed', seed: 5 },
      },
    ]);
    expect(ready!.status).toBe('ready');
    const semis = toBracketView(s).rounds[1]!.matches;
    expect(semis.map((m) => m.status)).toEqual(['ready', 'pending']);
    expect(semis[1]!.slots[0]).toMatchObject({
      participantId: 'p2',
      source: { type: 'winner', matchId: 'W1.3' },
    });
  });

  it('marks a reset the winners-bracket player made unnecessary as skipped, and the bracket complete', () => {
    const done = playOut(bracket(4, { format: 'double-elimination' }));
    const view = toBracketView(done, { idPrefix: 'day2-', title: 'Top 4' });
    const reset = view.rounds.at(-1)!.matches[0]!;
    expect(reset).toMatchObject({
      id: 'day2-GF2',
      label: 'GF2',
      skipped: true,
      conditional: true,
      status: 'pending',
    });
    expect(view).toMatchObject({
      kind: 'bracket',
      format: 'double-elimination',
      title: 'Top 4',
      complete: true,
    });
    expect(view.rounds[0]!.id).toBe('day2-winners-1');
    expect(view.rounds[0]!.matches[0]!.winnerTo).toBe('day2-W2.1');
    expect(toBracketView(bracket(4, { title: 'Cut' })).title).toBe('Cut');
    expect(toBracketView(bracket(4))).not.toHaveProperty('title');
  });

  it('marks structural byes in the losers bracket', () => {
    const view = toBracketView(bracket(5, { format: 'double-elimination', allowByes: true }));
    const l1 = view.rounds.find((r) => r.id === 'losers-1')!.matches;
    expect(l1[1]!.slots.every((x) => x.bye === true)).toBe(true);
    expect(l1[1]!.status).toBe('bye');
  });

  // Its speed is measured in bench/elimination.bench.ts (toBracketView lines), not asserted here.
  it('builds the whole view of a finished 256-player double elimination', () => {
    const state = playOut(bracket(256, { format: 'double-elimination' }));
    const view = toBracketView(state);
    const matches = view.rounds.flatMap((r) => r.matches);
    expect(matches).toHaveLength(511);
    expect(new Set(matches.map((m) => m.id)).size).toBe(511);
    // Every match is played or a bye, except at most the grand final reset, marked skipped.
    const open = matches.filter((m) => m.status !== 'completed' && m.status !== 'bye');
    expect(open.length).toBeLessThanOrEqual(1);
    for (const m of open) expect(m).toMatchObject({ skipped: true });
  });
});
