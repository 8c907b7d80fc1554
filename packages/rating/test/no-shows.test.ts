import type { Result } from '@tcgkit/core';
import {
  createTournament,
  dropParticipant,
  getStage,
  pairStage,
  registerParticipant,
  reportMatch,
  stageStandings,
  startTournament,
  type TournamentState,
} from '@tcgkit/tournament';
import { describe, expect, it } from 'vitest';
import { ratingPeriodFromEvent } from '../src/index.js';

function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/**
 * A public 6-player, 2-round Swiss night. Round 1, table 1 is a no-show (the second player never
 * came), table 2 neither side came; every other match is played 2-0.
 */
function night(): { event: TournamentState; noShow: string; absent: string[] } {
  let s = must(
    createTournament(
      { visibility: 'public', stages: [{ id: 'swiss', format: 'swiss', settings: { rounds: 2 } }] },
      'no-shows',
    ),
  );
  for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) s = must(registerParticipant(s, { id }));
  s = must(startTournament(s));
  let noShow = '';
  let absent: string[] = [];
  for (let round = 1; round <= 2; round++) {
    s = must(pairStage(s, 'swiss'));
    const engine = getStage(s, 'swiss')!.engine!;
    if (engine.format !== 'swiss') throw new Error('swiss');
    for (const m of engine.state.rounds[round - 1]!.matches) {
      const match = `R${round}-T${m.table}`;
      if (round === 1 && m.table === 1) {
        noShow = m.players[1];
        s = must(reportMatch(s, { stage: 'swiss', match, forfeitWinner: 0 }));
        s = must(dropParticipant(s, noShow));
      } else if (round === 1 && m.table === 2) {
        absent = [...m.players];
        s = must(reportMatch(s, { stage: 'swiss', match, notPlayed: true }));
      } else s = must(reportMatch(s, { stage: 'swiss', match, games: [2, 0] }));
    }
  }
  return { event: s, noShow, absent };
}

describe('a no-show is not a game (issue 36)', () => {
  const { event, noShow, absent } = night();

  it('the event finishes with forfeits and a match not played', () => {
    expect(event.status).toBe('complete');
  });

  it('forfeits and matches not played are left out of the rating period; played ones stay', () => {
    const period = must(ratingPeriodFromEvent(event));
    const ids = period.map((m) => m.id);
    expect(ids).not.toContain('swiss/R1-T1');
    expect(ids).not.toContain('swiss/R1-T2');
    expect(ids).toContain('swiss/R1-T3');
    for (const m of period) expect(m.players).not.toContain(noShow);
    // Round 2: five players left, two tables and a bye.
    expect(ids.filter((id) => id?.startsWith('swiss/R2-'))).toHaveLength(2);
    expect(absent).toHaveLength(2);
  });

  it('the forfeit gives the present player the points of a win; the match not played gives nothing', () => {
    const engine = getStage(event, 'swiss')!.engine!;
    if (engine.format !== 'swiss') throw new Error('swiss');
    const r1 = engine.state.rounds[0]!;
    const present = r1.matches[0]!.players[0];
    const rows = new Map(stageStandings(engine).map((r) => [r.participantId, r]));
    const r2 = engine.state.rounds[1]!;
    const pointsInR2 = (id: string) => {
      if (r2.bye === id) return 3;
      const m = r2.matches.find((x) => x.players.includes(id))!;
      return m.players[0] === id ? 3 : 0; // every round 2 match is won 2-0 by the first listed
    };
    expect(rows.get(present)!.points).toBe(3 + pointsInR2(present));
    expect(rows.get(noShow)!.points).toBe(0);
    for (const id of absent) expect(rows.get(id)!.points).toBe(pointsInR2(id));
  });
});
