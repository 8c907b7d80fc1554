import { swissStandings } from '@tcgkit/swiss';
import { describe, expect, it } from 'vitest';
import {
  advanceStage,
  createTournament,
  GAME_DEFAULTS,
  getStage,
  replayTournament,
  type TournamentGame,
  type TournamentSettingsInput,
} from '../src/index.js';
import { ids, must, playBracket, playSwiss, registerAll, rngFor } from './helpers.js';

const swissPlusTop8 = (game: TournamentGame): TournamentSettingsInput => ({
  name: 'Swiss plus top 8',
  game,
  stages: [
    { id: 'swiss', format: 'swiss' },
    { id: 'top8', format: 'single-elimination' },
  ],
  advancement: [
    {
      from: 'swiss',
      condition: { type: 'placement-range', from: 1, to: 8 },
      action: { type: 'advance', to: 'top8' },
    },
  ],
});

describe("a 5-round Swiss into a top 8, for each game's defaults", () => {
  for (const game of ['lor', 'pokemon', 'riftbound'] as const) {
    it(`${GAME_DEFAULTS[game].name}: Swiss 1st plays 8th, 2nd plays 7th..., the bracket finds a champion`, () => {
      let event = must(createTournament(swissPlusTop8(game), `e2e-${game}`));
      const swissSettings = event.settings.stages[0]?.settings as Record<string, unknown>;
      expect(swissSettings).toMatchObject({
        rounds: 5,
        tiebreakers: GAME_DEFAULTS[game].swiss.tiebreakers,
        matchWinFormula: GAME_DEFAULTS[game].fixed.matchWinFormula,
        opponentMatchWinFloor: GAME_DEFAULTS[game].fixed.opponentMatchWinFloor,
        gameWinFloor: GAME_DEFAULTS[game].fixed.gameWinFloor,
        byeHandling: GAME_DEFAULTS[game].swiss.byeHandling,
        allowDraws: GAME_DEFAULTS[game].swiss.allowDraws,
        firstRoundSeeding: 'random',
      });
      expect(event.settings.stages[1]?.seeding).toBe('prior-stage-results');
      event = registerAll(event, ids(21));
      const rng = rngFor(game);
      event = playSwiss(event, 'swiss', rng, GAME_DEFAULTS[game].swiss.allowDraws);
      const swiss = getStage(event, 'swiss');
      expect(swiss?.status).toBe('complete');
      expect(getStage(event, 'top8')?.engine).toBeNull();
      event = must(advanceStage(event, 'swiss'));
      const finished = getStage(event, 'swiss')?.engine;
      if (finished?.format !== 'swiss') throw new Error('swiss');
      expect(finished.state.status).toBe('finished');
      const expected = swissStandings(finished.state, { explain: false })
        .slice(0, 8)
        .map((r) => r.playerId);
      const top8 = getStage(event, 'top8');
      expect(top8?.entrants).toEqual(expected);
      if (top8?.engine?.format !== 'elimination') throw new Error('bracket');
      const firstRound = top8.engine.state.matches.filter(
        (m) => m.section === 'winners' && m.round === 1,
      );
      const pairs = firstRound.map((m) => m.slots.map((s) => s.participantId).sort());
      const want = [0, 1, 2, 3].map((k) => [expected[k], expected[7 - k]].sort());
      expect(pairs.sort()).toEqual(want.sort());
      event = playBracket(event, 'top8', rng);
      expect(getStage(event, 'top8')?.status).toBe('complete');
      expect(event.status).toBe('complete');
      expect(JSON.stringify(must(replayTournament(event.log)))).toBe(JSON.stringify(event));
    });
  }
});
