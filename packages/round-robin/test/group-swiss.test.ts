import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  currentRound,
  decideMatch,
  drawPlayoffs,
  dropPlayer,
  isComplete,
  layOutMatches,
  missingAfterDeadline,
  pairNextRound,
  type RoundRobinState,
  roundRobinState,
} from '../src/index.js';
import { organizer, play, stageWithGroups } from './helpers.js';

const swissGroups = (
  rounds: number,
  groups = [
    ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'],
    ['b1', 'b2', 'b3', 'b4', 'b5'],
  ],
) =>
  stageWithGroups(
    groups,
    { groupPlay: { type: 'swiss', rounds }, playoffs: { advancePerGroup: 2, size: 4 } },
    { layOut: false },
  );

const playRound = (s: RoundRobinState, round: number) => {
  let out = s;
  for (const m of s.matches.filter((x) => x.round === round && x.result === null)) {
    out = play(out, m.players[0], m.players[1], 2, 1);
  }
  return out;
};

describe('a fixed number of Swiss rounds within each group (through @tcgkit/swiss)', () => {
  it('each round is paired separately, each with its own deadline', () => {
    let s = unwrap(
      layOutMatches(swissGroups(3), { actor: organizer(), deadline: '2026-05-02T20:00:00Z' }),
    );
    expect(s.status).toBe('laid-out');
    expect(currentRound(s)).toBe(1);
    expect(s.matches.filter((m) => m.group === 'A')).toHaveLength(3);
    expect(s.matches.filter((m) => m.group === 'B')).toHaveLength(2);
    expect(s.rests.map((r) => [r.group, r.round])).toEqual([['B', 1]]);
    expect(s.roundDeadlines).toEqual(['2026-05-02T20:00:00Z']);
    const early = pairNextRound(s, { actor: organizer() });
    expect(early.ok ? null : early.error.code).toBe('round-robin/round-not-complete');
    s = playRound(s, 1);
    s = unwrap(
      pairNextRound(s, {
        actor: organizer('2026-05-02T21:00:00Z'),
        deadline: '2026-05-03T20:00:00Z',
      }),
    );
    s = playRound(s, 2);
    s = unwrap(
      pairNextRound(s, {
        actor: organizer('2026-05-03T21:00:00Z'),
        deadline: '2026-05-04T20:00:00Z',
      }),
    );
    expect(s.roundDeadlines).toEqual([
      '2026-05-02T20:00:00Z',
      '2026-05-03T20:00:00Z',
      '2026-05-04T20:00:00Z',
    ]);
    expect(isComplete(s)).toBe(false);
    s = playRound(s, 3);
    expect(isComplete(s)).toBe(true);
    const more = pairNextRound(s, { actor: organizer() });
    expect(more.ok ? null : more.error.code).toBe('round-robin/all-rounds-paired');
    // No rematches within a group; nobody rests twice in a group of five over three rounds.
    for (const g of ['A', 'B']) {
      const keys = s.matches
        .filter((m) => m.group === g)
        .map((m) => [...m.players].sort().join('-'));
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(new Set(s.rests.map((r) => r.playerId)).size).toBe(3);
    expect(roundRobinState.check(s)).toBeUndefined();
    expect(drawPlayoffs(s).ok).toBe(true);
  });

  it('round 2 pairs players on the same points (score groups)', () => {
    let s = unwrap(
      layOutMatches(
        swissGroups(2, [
          ['a1', 'a2', 'a3', 'a4'],
          ['b1', 'b2', 'b3', 'b4'],
        ]),
        { actor: organizer() },
      ),
    );
    s = playRound(s, 1);
    const winners = new Set(s.matches.map((m) => m.players[0]));
    s = unwrap(pairNextRound(s, { actor: organizer() }));
    for (const m of s.matches.filter((x) => x.round === 2)) {
      expect(winners.has(m.players[0])).toBe(winners.has(m.players[1]));
    }
  });

  it('the administrator decides against the round’s own deadline', () => {
    const s = unwrap(
      layOutMatches(swissGroups(2), { actor: organizer(), deadline: '2026-05-02T20:00:00Z' }),
    );
    const m = s.matches[0];
    if (!m) throw new Error('no match');
    expect(missingAfterDeadline(s, '2026-05-02T21:00:00Z')).toHaveLength(s.matches.length);
    const early = decideMatch(
      s,
      m.id,
      { games: [1, 0] },
      { by: 'admin', at: '2026-05-02T19:00:00Z' },
    );
    expect(early.ok ? null : early.error.code).toBe('round-robin/deadline-not-passed');
    expect(
      decideMatch(s, m.id, { games: [1, 0] }, { by: 'admin', at: '2026-05-02T21:00:00Z' }).ok,
    ).toBe(true);
  });

  it('a player who dropped is not paired again', () => {
    let s = unwrap(layOutMatches(swissGroups(3), { actor: organizer() }));
    const quitter = s.matches[0]?.players[0] as string;
    s = unwrap(dropPlayer(s, quitter, organizer()));
    s = playRound(s, 1);
    s = unwrap(pairNextRound(s, { actor: organizer() }));
    expect(s.matches.filter((m) => m.round === 2).some((m) => m.players.includes(quitter))).toBe(
      false,
    );
  });

  it('a round robin stage is not paired round by round', () => {
    const s = stageWithGroups([['a', 'b', 'c', 'd']]);
    const r = pairNextRound(s, { actor: organizer() });
    expect(r.ok ? null : r.error.code).toBe('round-robin/not-swiss-groups');
  });
});
