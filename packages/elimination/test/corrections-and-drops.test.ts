import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  correctResult,
  dropParticipant,
  EliminationErrorCode,
  type EliminationState,
  getMatch,
  nextMatches,
  placements,
  reportResult,
  reportWinner,
} from '../src/index.js';
import { bracket, deepFreeze, playOut } from './helpers.js';

const play = (state: EliminationState, ...results: [string, string][]) =>
  results.reduce((s, [id, w]) => unwrap(reportWinner(s, id, w, [2, 1])), state);
const who = (s: EliminationState, id: string) => getMatch(s, id)!.slots.map((x) => x.participantId);
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

describe('correcting a result', () => {
  it('a new score with the same winner is accepted even after later matches were played', () => {
    const s = deepFreeze(play(bracket(4), ['W1.1', 'p1'], ['W1.2', 'p2'], ['W2.1', 'p1']));
    const fixed = unwrap(correctResult(s, 'W1.1', { type: 'played', games: [2, 0] }));
    expect(getMatch(fixed, 'W1.1')!.result).toEqual({
      type: 'played',
      winner: 0,
      games: [2, 0],
      drawnGames: 0,
    });
    expect(getMatch(fixed, 'W2.1')!.result).toEqual(getMatch(s, 'W2.1')!.result);
  });

  it('a new winner re-routes the players downstream while the next match is unplayed', () => {
    const s = deepFreeze(play(bracket(8), ['W1.1', 'p1'], ['W1.2', 'p4']));
    const fixed = unwrap(correctResult(s, 'W1.1', { type: 'played', games: [1, 2] }));
    expect(who(fixed, 'W2.1')).toEqual(['p8', 'p4']);
    expect(who(s, 'W2.1')).toEqual(['p1', 'p4']); // the original state is untouched
    expect(nextMatches(fixed).map((m) => m.id)).toEqual(['W1.3', 'W1.4', 'W2.1']);
  });

  it('refuses a new winner when a match downstream was already played, naming it', () => {
    const s = play(bracket(8), ['W1.1', 'p1'], ['W1.2', 'p4'], ['W2.1', 'p1']);
    const r = correctResult(s, 'W1.1', { type: 'played', games: [0, 2] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(EliminationErrorCode.DownstreamPlayed);
      expect(r.error.path).toBe(`/matches/${s.matches.findIndex((m) => m.id === 'W2.1')}`);
      expect(r.error.message).toContain('W2.1');
    }
    // Correct the later match first (same winner is fine), then undo it... a later match with a
    // new winner is itself re-routable once nothing after it was played.
    const undoneLater = correctResult(s, 'W2.1', { type: 'played', games: [0, 2] });
    expect(who(unwrap(undoneLater), 'W3.1')).toEqual(['p4', null]);
  });

  it('in double elimination re-routes the loser in the losers bracket too', () => {
    const s = play(bracket(8, { format: 'double-elimination' }), ['W1.1', 'p1'], ['W1.2', 'p4']);
    expect(who(s, 'L1.1')).toEqual(['p8', 'p5']);
    const fixed = unwrap(correctResult(s, 'W1.1', { type: 'played', games: [0, 2] }));
    expect(who(fixed, 'W2.1')).toEqual(['p8', 'p4']);
    expect(who(fixed, 'L1.1')).toEqual(['p1', 'p5']);
    const lbPlayed = play(s, ['L1.1', 'p5']);
    expect(code(correctResult(lbPlayed, 'W1.1', { type: 'played', games: [0, 2] }))).toBe(
      EliminationErrorCode.DownstreamPlayed,
    );
  });

  it('re-routes through byes the engine gave: the corrected loser takes the bye instead', () => {
    const s = play(bracket(5, { format: 'double-elimination', allowByes: true }), ['W1.2', 'p4']);
    expect(getMatch(s, 'L1.1')!.result).toEqual({ type: 'bye', winner: 1 });
    expect(who(s, 'L2.1')).toEqual(['p5', null]);
    const fixed = unwrap(correctResult(s, 'W1.2', { type: 'played', games: [0, 2] }));
    expect(who(fixed, 'W2.1')).toEqual(['p1', 'p5']);
    expect(who(fixed, 'L1.1')).toEqual([null, 'p4']);
    expect(who(fixed, 'L2.1')).toEqual(['p4', null]);
  });

  it('re-routes through forfeits the engine gave for a drop', () => {
    let s = play(bracket(8), ['W1.1', 'p1'], ['W1.2', 'p5']);
    s = unwrap(dropParticipant(s, 'p5'));
    expect(getMatch(s, 'W2.1')!.result).toMatchObject({
      type: 'automatic-win',
      winner: 0,
      byEngine: true,
    });
    expect(who(s, 'W3.1')).toEqual(['p1', null]);
    const fixed = unwrap(correctResult(s, 'W1.1', { type: 'played', games: [0, 2] }));
    expect(who(fixed, 'W2.1')).toEqual(['p8', 'p5']);
    expect(getMatch(fixed, 'W2.1')!.result).toMatchObject({
      type: 'automatic-win',
      winner: 0,
      reason: 'drop',
    });
    expect(who(fixed, 'W3.1')).toEqual(['p8', null]);
  });

  it('correcting the first grand-final set plays or cancels the reset', () => {
    let s = play(
      bracket(4, { format: 'double-elimination' }),
      ['W1.1', 'p1'],
      ['W1.2', 'p2'],
      ['W2.1', 'p1'],
      ['L1.1', 'p3'],
      ['L2.1', 'p2'],
      ['GF1', 'p1'],
    );
    expect(getMatch(s, 'GF2')!.skipped).toBe(true);
    s = unwrap(correctResult(s, 'GF1', { type: 'played', games: [1, 2] }));
    expect(getMatch(s, 'GF2')!.skipped).toBe(false);
    expect(who(s, 'GF2')).toEqual(['p2', 'p1']);
    const back = unwrap(correctResult(s, 'GF1', { type: 'played', games: [2, 1] }));
    expect(getMatch(back, 'GF2')!.skipped).toBe(true);
    expect(who(back, 'GF2')).toEqual([null, null]);
    const resetPlayed = play(s, ['GF2', 'p1']);
    expect(code(correctResult(resetPlayed, 'GF1', { type: 'played', games: [2, 1] }))).toBe(
      EliminationErrorCode.DownstreamPlayed,
    );
  });

  it('refuses to correct an unplayed match, a bye, or an unknown match', () => {
    const s = bracket(6, { allowByes: true });
    expect(code(correctResult(s, 'W1.2', { type: 'played', games: [2, 0] }))).toBe(
      EliminationErrorCode.NotReported,
    );
    expect(code(correctResult(s, 'W1.1', { type: 'played', games: [2, 0] }))).toBe(
      EliminationErrorCode.MatchNotReady,
    );
    expect(code(correctResult(s, 'X1', { type: 'played', games: [2, 0] }))).toBe(
      EliminationErrorCode.UnknownMatch,
    );
    const played = play(s, ['W1.2', 'p4']);
    expect(code(correctResult(played, 'W1.2', { type: 'played', games: [1, 1] }))).toBe(
      EliminationErrorCode.NoWinner,
    );
  });
});

describe('drops and forfeits', () => {
  it('a player who drops forfeits their ready match: the opponent gets an automatic win', () => {
    const s = unwrap(dropParticipant(deepFreeze(bracket(4)), 'p4'));
    expect(getMatch(s, 'W1.1')!.result).toEqual({
      type: 'automatic-win',
      winner: 0,
      reason: 'drop',
      byEngine: true,
    });
    expect(who(s, 'W2.1')).toEqual(['p1', null]);
    expect(s.dropped).toEqual(['p4']);
    expect(placements(s).find((p) => p.participantId === 'p4')).toMatchObject({
      placement: 3,
      dropped: true,
    });
  });

  it('a player who drops while waiting for an opponent forfeits as soon as the opponent is known', () => {
    let s = play(bracket(4), ['W1.1', 'p1']);
    s = unwrap(dropParticipant(s, 'p1'));
    expect(getMatch(s, 'W2.1')!.result).toBeNull();
    s = play(s, ['W1.2', 'p3']);
    expect(getMatch(s, 'W2.1')!.result).toMatchObject({ type: 'automatic-win', winner: 1 });
    expect(Object.fromEntries(placements(s).map((p) => [p.participantId, p.placement]))).toEqual({
      p3: 1,
      p1: 2,
      p2: 3,
      p4: 3,
    });
  });

  it('in double elimination a dropped player forfeits in the losers bracket too', () => {
    let s = unwrap(dropParticipant(bracket(4, { format: 'double-elimination' }), 'p1'));
    expect(getMatch(s, 'W1.1')!.result).toMatchObject({ type: 'automatic-win', winner: 1 });
    expect(who(s, 'L1.1')).toEqual(['p1', null]);
    s = play(s, ['W1.2', 'p2']);
    expect(getMatch(s, 'L1.1')!.result).toMatchObject({
      type: 'automatic-win',
      winner: 1,
      reason: 'drop',
    });
    const done = playOut(s);
    expect(placements(done).find((p) => p.participantId === 'p1')).toMatchObject({
      placement: 4,
      losses: 2,
    });
  });

  it('when both players have dropped, the better seed is carried on and forfeits the next match', () => {
    // Five players, double elimination with byes: p4 drops, loses W1.2 by forfeit and takes the
    // losers-bracket bye into L2.1; p2 drops, loses W2.2 by forfeit and lands in L2.1 too.
    let s = bracket(5, { format: 'double-elimination', allowByes: true });
    s = unwrap(dropParticipant(s, 'p4'));
    expect(who(s, 'L2.1')).toEqual(['p4', null]);
    s = unwrap(dropParticipant(s, 'p2'));
    expect(getMatch(s, 'W2.2')!.result).toMatchObject({ type: 'automatic-win', winner: 1 });
    expect(who(s, 'L2.1')).toEqual(['p4', 'p2']);
    expect(getMatch(s, 'L2.1')!.result).toEqual({
      type: 'automatic-win',
      winner: 1,
      reason: 'drop',
      byEngine: true,
    });
    expect(who(s, 'L3.1')).toEqual(['p2', null]);
    s = play(s, ['W2.1', 'p1']);
    expect(getMatch(s, 'L3.1')!.result).toMatchObject({ type: 'automatic-win', winner: 1 });
    const done = playOut(s);
    const rows = Object.fromEntries(placements(done).map((p) => [p.participantId, p.placement]));
    expect(rows).toEqual({ p1: 1, p3: 2, p5: 3, p2: 4, p4: 5 });
  });

  it('a no-show is an automatic win reported by a person: in double elimination the player stays in', () => {
    let s = bracket(4, { format: 'double-elimination' });
    s = unwrap(reportResult(s, 'W1.1', { type: 'automatic-win', winner: 1, reason: 'no-show' }));
    expect(getMatch(s, 'W1.1')!.result).toEqual({
      type: 'automatic-win',
      winner: 1,
      reason: 'no-show',
      byEngine: false,
    });
    expect(who(s, 'L1.1')).toEqual(['p1', null]);
    expect(s.dropped).toEqual([]);
    s = play(s, ['W1.2', 'p2']);
    expect(nextMatches(s).map((m) => m.id)).toEqual(['W2.1', 'L1.1']);
  });

  it('refuses unknown, already dropped and already eliminated players', () => {
    const s = play(bracket(4), ['W1.1', 'p1']);
    expect(code(dropParticipant(s, 'nobody'))).toBe(EliminationErrorCode.UnknownParticipant);
    expect(code(dropParticipant(s, 'p4'))).toBe(EliminationErrorCode.AlreadyEliminated);
    const dropped = unwrap(dropParticipant(s, 'p2'));
    expect(code(dropParticipant(dropped, 'p2'))).toBe(EliminationErrorCode.AlreadyDropped);
    expect(code(dropParticipant(playOut(bracket(2)), 'p1'))).toBe(
      EliminationErrorCode.AlreadyEliminated,
    );
  });
});
