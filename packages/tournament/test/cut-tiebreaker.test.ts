import { describe, expect, it } from 'vitest';
import {
  advanceStage,
  type CutTiebreaker,
  createTournament,
  getStage,
  pairStage,
  replayTournament,
  reportMatch,
  type TournamentState,
} from '../src/index.js';
import { failsWith, ids, must, registerAll } from './helpers.js';

/**
 * 18 players, one Swiss round, every match 2-0: the nine winners are equal on points and on
 * every Pokémon tiebreaker (OMW% 25% after the floor, OOMW% 100%), so they share 1st and the tie
 * straddles the cut between 8th and 9th.
 */
function tiedAtTheCut(cut: CutTiebreaker, seed: string, allowByes = false): TournamentState {
  let event = must(
    createTournament(
      {
        game: 'pokemon',
        stages: [
          { id: 'swiss', format: 'swiss', settings: { rounds: 1 } },
          { id: 'top8', format: 'single-elimination', settings: { allowByes } },
        ],
        advancement: [
          {
            from: 'swiss',
            condition: { type: 'placement-range', from: 1, to: 8 },
            action: { type: 'advance', to: 'top8' },
            cutTiebreaker: cut,
          },
        ],
      },
      seed,
    ),
  );
  event = registerAll(event, ids(18));
  event = must(pairStage(event, 'swiss'));
  const engine = getStage(event, 'swiss')?.engine;
  if (engine?.format !== 'swiss') throw new Error('swiss');
  for (const m of engine.state.rounds[0]?.matches ?? []) {
    event = must(reportMatch(event, { stage: 'swiss', match: `R1-T${m.table}`, games: [2, 0] }));
  }
  return event;
}

function winnersBySeed(event: TournamentState): string[] {
  const engine = getStage(event, 'swiss')?.engine;
  if (engine?.format !== 'swiss') throw new Error('swiss');
  const winners = (engine.state.rounds[0]?.matches ?? []).map((m) => m.players[0]);
  const seedOf = new Map(engine.state.players.map((p) => [p.id, p.initialSeed ?? 0]));
  return winners.sort((a, b) => (seedOf.get(a) ?? 0) - (seedOf.get(b) ?? 0));
}

describe('a tie at 8th/9th under each cut tiebreaker', () => {
  it('better initial seed (the default): the eight best-seeded of the nine tied players advance', () => {
    const event = tiedAtTheCut('better-initial-seed', 'cut-seed');
    const winners = winnersBySeed(event);
    expect(winners).toHaveLength(9);
    const advanced = advanceStage(event, 'swiss');
    const next = must(advanced);
    expect(advanced.ok && advanced.warnings.map((w) => w.code)).toContain('tournament/cut-tie');
    expect([...(getStage(next, 'top8')?.entrants ?? [])].sort()).toEqual(
      winners.slice(0, 8).sort(),
    );
    expect(getStage(next, 'top8')?.entrants).toEqual(winners.slice(0, 8));
  });

  it('draw lots: eight of the nine, by a seeded draw that replays identically and is not the seed order', () => {
    const excludedNotWorst: boolean[] = [];
    for (const seed of ['lots-1', 'lots-2', 'lots-3', 'lots-4', 'lots-5', 'lots-6']) {
      const event = tiedAtTheCut('draw-lots', seed);
      const winners = winnersBySeed(event);
      const next = must(advanceStage(event, 'swiss'));
      const entrants = getStage(next, 'top8')?.entrants ?? [];
      expect(entrants).toHaveLength(8);
      for (const id of entrants) expect(winners).toContain(id);
      const excluded = winners.filter((w) => !entrants.includes(w));
      expect(excluded).toHaveLength(1);
      excludedNotWorst.push(excluded[0] !== winners[8]);
      expect(JSON.stringify(must(replayTournament(next.log)))).toBe(JSON.stringify(next));
    }
    expect(excludedNotWorst.some(Boolean)).toBe(true);
  });

  it('advance the whole tie: all nine advance; the top 8 then needs Allow byes', () => {
    const noRoom = tiedAtTheCut('advance-whole-tie', 'whole');
    const refused = advanceStage(noRoom, 'swiss');
    failsWith(refused, 'elimination/bracket-not-full');
    expect(getStage(noRoom, 'swiss')?.advanced).toBe(false);
    const event = tiedAtTheCut('advance-whole-tie', 'whole', true);
    const next = must(advanceStage(event, 'swiss'));
    const entrants = getStage(next, 'top8')?.entrants ?? [];
    expect([...entrants].sort()).toEqual(winnersBySeed(event).sort());
    const bracket = getStage(next, 'top8')?.engine;
    expect(bracket?.format === 'elimination' && bracket.state.participants.length).toBe(9);
    expect(bracket?.format === 'elimination' && bracket.state.size).toBe(16);
  });
});
