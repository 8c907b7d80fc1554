import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  confirmResult,
  decideMatch,
  dropPlayer,
  groupTables,
  isComplete,
  missingAfterDeadline,
  reportResult,
} from '../src/index.js';
import { matchOf, play, playAll, stageWithGroups } from './helpers.js';

const group = [['ana', 'ben', 'cam', 'dee']];
const at = '2026-05-02T18:00:00Z';

describe('all your matches are out at once under Group stage', () => {
  it('laying out a group of four gives all six matches at once, with the deadline', () => {
    const s = stageWithGroups(group, {}, { deadline: '2026-05-08T22:00:00Z' });
    expect(s.matches).toHaveLength(6);
    expect(s.deadline).toBe('2026-05-08T22:00:00Z');
    expect(s.log.at(-1)).toMatchObject({ type: 'lay-out', deadline: '2026-05-08T22:00:00Z' });
    expect(s.matches.every((m) => m.result === null)).toBe(true);
    // No table numbers and no round timer: a match is its players, group, round and result.
    expect(Object.keys(s.matches[0] ?? {}).sort()).toEqual([
      'cycle',
      'group',
      'id',
      'players',
      'result',
      'round',
    ]);
  });

  it('a group of three: everyone rests one round', () => {
    const s = stageWithGroups(
      [
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
      ],
      { grouping: { type: 'group-count', groups: 2 } },
    );
    expect(s.matches).toHaveLength(6);
    expect(
      s.rests
        .filter((r) => r.group === 'A')
        .map((r) => r.playerId)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('reporting results', () => {
  it('one of the two players taps the score; it counts right away without confirmation', () => {
    const s = play(stageWithGroups(group), 'ana', 'ben', 2, 1);
    const m = s.matches.find((x) => x.id === matchOf(s, 'ana', 'ben'));
    expect(m?.result).toMatchObject({
      winner: m?.players[0] === 'ana' ? 0 : 1,
      decidedBy: 'score',
      status: 'final',
      reportedBy: 'ana',
    });
    expect(groupTables(s)[0]?.entries.find((e) => e.playerId === 'ana')?.points).toBe(3);
  });

  it('a draw counts when the draw setting is "counts": 1 point each', () => {
    const s = play(stageWithGroups(group, { draws: 'counts' }), 'ana', 'ben', 1, 1);
    const t = groupTables(s)[0]?.entries ?? [];
    expect(t.find((e) => e.playerId === 'ana')?.points).toBe(1);
    expect(t.find((e) => e.playerId === 'ben')?.points).toBe(1);
    expect(s.matches.find((m) => m.result)?.result?.winner).toBeNull();
  });

  it('with "coin-flip" a drawn score is decided by a seeded flip, recorded as such', () => {
    const base = stageWithGroups(group, { draws: 'coin-flip' });
    const a = play(base, 'ana', 'ben', 1, 1);
    const b = play(base, 'ana', 'ben', 1, 1);
    const m = a.matches.find((x) => x.result !== null);
    expect(m?.result?.decidedBy).toBe('coin-flip');
    expect(m?.result?.winner === 0 || m?.result?.winner === 1).toBe(true);
    expect(m?.result?.games).toEqual([1, 1]);
    expect(b.matches).toEqual(a.matches); // the same seed flips the same way
    expect(a.rng).not.toEqual(base.rng);
    expect(a.log.at(-1)).toMatchObject({ type: 'result', decidedBy: 'coin-flip' });
    const winner = m?.players[m.result?.winner ?? 0];
    expect(groupTables(a)[0]?.entries.find((e) => e.playerId === winner)?.points).toBe(3);
  });

  it('with confirmation required, the result waits for the opponent, then counts', () => {
    const base = stageWithGroups(group, { requireConfirmation: true });
    const id = matchOf(base, 'ana', 'ben');
    const m = base.matches.find((x) => x.id === id);
    const games: [number, number] = m?.players[0] === 'ana' ? [2, 0] : [0, 2];
    const reported = unwrap(reportResult(base, id, { games }, { by: 'ana', at }));
    expect(reported.matches.find((x) => x.id === id)?.result?.status).toBe('awaiting-confirmation');
    expect(groupTables(reported)[0]?.entries.find((e) => e.playerId === 'ana')?.points).toBe(0);
    const self = confirmResult(reported, id, { by: 'ana', at });
    expect(self.ok ? null : self.error.code).toBe('round-robin/self-confirmation');
    const stranger = confirmResult(reported, id, { by: 'cam', at });
    expect(stranger.ok ? null : stranger.error.code).toBe('round-robin/not-in-match');
    const confirmed = unwrap(confirmResult(reported, id, { by: 'ben', at }));
    expect(confirmed.matches.find((x) => x.id === id)?.result).toMatchObject({
      status: 'final',
      confirmedBy: 'ben',
      confirmedAt: at,
    });
    expect(groupTables(confirmed)[0]?.entries.find((e) => e.playerId === 'ana')?.points).toBe(3);
    const again = confirmResult(confirmed, id, { by: 'ben', at });
    expect(again.ok ? null : again.error.code).toBe('round-robin/nothing-to-confirm');
  });

  it('errors: not a player of the match, already decided, bad score, unknown match, not laid out', () => {
    const s = stageWithGroups(group);
    const id = matchOf(s, 'ana', 'ben');
    const code = (r: { ok: boolean; error?: { code: string; path?: string } }) => r.error;
    expect(code(reportResult(s, id, { games: [2, 0] }, { by: 'cam', at }))).toMatchObject({
      code: 'round-robin/not-in-match',
    });
    expect(code(reportResult(s, id, { games: [2, -1] }, { by: 'ana', at }))).toMatchObject({
      code: 'round-robin/invalid-score',
      path: '/games/1',
    });
    expect(code(reportResult(s, id, { games: [1.5, 0] }, { by: 'ana', at }))).toMatchObject({
      code: 'round-robin/invalid-score',
      path: '/games/0',
    });
    expect(code(reportResult(s, 'Z-9-9', { games: [2, 0] }, { by: 'ana', at }))).toMatchObject({
      code: 'round-robin/unknown-match',
    });
    const done = play(s, 'ana', 'ben', 2, 0);
    expect(code(reportResult(done, id, { games: [2, 0] }, { by: 'ben', at }))).toMatchObject({
      code: 'round-robin/already-decided',
    });
    const provisional = stageWithGroups(group, {}, { layOut: false });
    expect(
      code(reportResult(provisional, 'A-1-1', { games: [2, 0] }, { by: 'ana', at })),
    ).toMatchObject({ code: 'round-robin/not-laid-out' });
  });
});

describe('the deadline: the administrator decides the matches still missing, never automatically', () => {
  const deadline = '2026-05-08T22:00:00Z';
  const after = '2026-05-09T09:00:00Z';

  it('nothing is decided by time passing: missing matches stay missing after the deadline', () => {
    const s = playAll(stageWithGroups(group, {}, { deadline }), [
      ['ana', 'ben', 2, 0],
      ['ana', 'cam', 2, 0],
      ['ana', 'dee', 2, 0],
      ['ben', 'cam', 2, 0],
      ['ben', 'dee', 2, 0],
    ]);
    expect(missingAfterDeadline(s, '2026-05-08T21:59:00Z')).toEqual([]);
    expect(missingAfterDeadline(s, after).map((m) => m.id)).toEqual([matchOf(s, 'cam', 'dee')]);
    expect(isComplete(s)).toBe(false);
    // Players can still report after the deadline, as long as the administrator has not decided.
    expect(play(s, 'cam', 'dee', 2, 1).matches.every((m) => m.result !== null)).toBe(true);
  });

  it('the administrator cannot decide before the deadline, and can after it', () => {
    const s = stageWithGroups(group, {}, { deadline });
    const id = matchOf(s, 'cam', 'dee');
    const early = decideMatch(
      s,
      id,
      { games: [1, 0] },
      { by: 'admin', at: '2026-05-08T22:00:00Z' },
    );
    expect(early.ok ? null : early.error).toMatchObject({
      code: 'round-robin/deadline-not-passed',
      path: '/actor/at',
    });
    const decided = unwrap(decideMatch(s, id, { games: [1, 0] }, { by: 'admin', at: after }));
    expect(decided.matches.find((m) => m.id === id)?.result).toMatchObject({
      decidedBy: 'administrator',
      status: 'final',
      reportedBy: 'admin',
      winner: 0,
    });
    expect(decided.log.at(-1)).toMatchObject({
      type: 'result',
      by: 'admin',
      at: after,
      decidedBy: 'administrator',
    });
    const twice = decideMatch(decided, id, { games: [0, 1] }, { by: 'admin', at: after });
    expect(twice.ok ? null : twice.error.code).toBe('round-robin/already-decided');
  });

  it('the administrator may overrule a result still waiting for confirmation', () => {
    const s = stageWithGroups(group, { requireConfirmation: true }, { deadline });
    const id = matchOf(s, 'cam', 'dee');
    const waiting = unwrap(reportResult(s, id, { games: [2, 0] }, { by: 'cam', at }));
    const decided = unwrap(decideMatch(waiting, id, { games: [0, 2] }, { by: 'admin', at: after }));
    expect(decided.matches.find((m) => m.id === id)?.result).toMatchObject({
      winner: 1,
      status: 'final',
    });
  });
});

describe('drops in the middle of the group stage', () => {
  // Dee beats Cam 2-1, then drops before playing Ana and Ben.
  const before = play(stageWithGroups(group), 'dee', 'cam', 2, 1);
  const dropped = unwrap(dropPlayer(before, 'dee', { by: 'organizer', at }));
  const done = playAll(dropped, [
    ['ana', 'ben', 2, 0],
    ['ana', 'cam', 2, 1],
    ['ben', 'cam', 2, 0],
  ]);
  const table = groupTables(done)[0]?.entries ?? [];
  const row = (id: string) => table.find((e) => e.playerId === id);

  it('the opponents in the matches not yet played get an automatic win: 3 points', () => {
    const auto = dropped.matches.filter((m) => m.result?.decidedBy === 'drop');
    expect(auto.map((m) => [...m.players].sort().join('-')).sort()).toEqual(['ana-dee', 'ben-dee']);
    expect(dropped.log.at(-1)).toMatchObject({ type: 'drop', playerId: 'dee' });
    expect(row('ana')).toMatchObject({ points: 9, wins: 3, automaticWins: 1 });
    expect(row('ben')).toMatchObject({ points: 6, wins: 2, automaticWins: 1 });
  });

  it('automatic wins are outside all percentage calculations', () => {
    // Ana: 2-0 v Ben, 2-1 v Cam: GW 4/5 = 80%, MW 6 / (3 x 2) = 100% (the automatic win left out).
    expect(row('ana')).toMatchObject({
      matchesPlayed: 2,
      gameWinPercentage: 0.8,
      matchWinPercentage: 1,
    });
    // Ana's opponents are Ben and Cam only (not Dee): Ben GW 2/4 = 50%, Cam 2/8 = 25% counted
    // as 33%: (0.5 + 0.33) / 2 = 41.5%.
    expect(row('ana')?.opponentGameWinPercentage).toBe(0.415);
  });

  it('the played results stand: Dee keeps the win over Cam', () => {
    expect(row('dee')).toMatchObject({ points: 3, wins: 1, losses: 0, matchesPlayed: 1 });
    expect(row('cam')).toMatchObject({ points: 0, losses: 3 });
  });

  it('a dropped player keeps their place in the table', () => {
    expect(table.map((e) => e.playerId)).toEqual(['ana', 'ben', 'dee', 'cam']);
    expect(row('dee')).toMatchObject({ rank: 3, dropped: true });
  });

  it('a result waiting for confirmation when a player drops stands as played', () => {
    const s = stageWithGroups(group, { requireConfirmation: true });
    const id = matchOf(s, 'ana', 'dee');
    const m = s.matches.find((x) => x.id === id);
    const games: [number, number] = m?.players[0] === 'dee' ? [2, 0] : [0, 2];
    const waiting = unwrap(reportResult(s, id, { games }, { by: 'dee', at }));
    const after = unwrap(dropPlayer(waiting, 'dee', { by: 'organizer', at }));
    expect(after.matches.find((x) => x.id === id)?.result).toMatchObject({
      status: 'final',
      decidedBy: 'score',
    });
  });

  it('errors: dropping twice, an unknown player, before the matches are laid out', () => {
    const twice = dropPlayer(dropped, 'dee', { by: 'o', at });
    expect(twice.ok ? null : twice.error.code).toBe('round-robin/already-dropped');
    const unknown = dropPlayer(dropped, 'zed', { by: 'o', at });
    expect(unknown.ok ? null : unknown.error.code).toBe('round-robin/unknown-player');
    const early = dropPlayer(stageWithGroups(group, {}, { layOut: false }), 'dee', { by: 'o', at });
    expect(early.ok ? null : early.error.code).toBe('round-robin/not-laid-out');
  });
});
