import { isGameId } from '@tcgkit/core';
import { RIFTBOUND_FFA_DEFAULTS } from '@tcgkit/ffa';
import { swissGameDefaults } from '@tcgkit/swiss';
import { presets } from '@tcgkit/tiebreakers';
import { describe, expect, it } from 'vitest';
import {
  GAME_DEFAULTS,
  resolveTournamentSettings,
  suggestedSwissRounds,
  tournamentSettings,
} from '../src/index.js';
import { failsWith, must } from './helpers.js';

const top8 = (extra: Record<string, unknown> = {}) => ({
  stages: [
    { id: 'swiss', format: 'swiss' as const },
    { id: 'top8', format: 'single-elimination' as const },
  ],
  advancement: [
    {
      from: 'swiss',
      condition: { type: 'placement-range' as const, from: 1, to: 8 },
      action: { type: 'advance' as const, to: 'top8' },
    },
  ],
  ...extra,
});

describe('game ids', () => {
  it('an unknown or old game spelling is core/unknown-game listing the games with defaults', () => {
    for (const game of ['legends-of-runeterra', 'pokemon-tcg', 'magic', 3, null]) {
      const r = resolveTournamentSettings({ game, stages: [{ id: 'swiss', format: 'swiss' }] });
      expect(r).toMatchObject({ ok: false, error: { code: 'core/unknown-game', path: '/game' } });
      if (!r.ok) expect(r.error.message).toContain('"lor", "pokemon", "riftbound", "mtg"');
    }
  });
  it('GAME_DEFAULTS is keyed by core GameIds', () => {
    for (const game of Object.keys(GAME_DEFAULTS)) expect(isGameId(game)).toBe(true);
  });
});

describe('per-game defaults (the spec table as data)', () => {
  it('formats: every game offers the four one-on-one formats; only Riftbound offers free-for-all', () => {
    for (const g of Object.values(GAME_DEFAULTS)) {
      for (const f of ['single-elimination', 'double-elimination', 'round-robin', 'swiss'] as const)
        expect(g.formats).toContain(f);
    }
    expect(GAME_DEFAULTS.riftbound.formats).toContain('cumulative-points');
    expect(GAME_DEFAULTS.riftbound.formats).toContain('threshold-win');
    expect(GAME_DEFAULTS.pokemon.formats).not.toContain('threshold-win');
    expect(GAME_DEFAULTS.lor.freeForAll).toBeNull();
  });

  it('Swiss rows of the table', () => {
    const lor = GAME_DEFAULTS.lor.swiss;
    const pkm = GAME_DEFAULTS.pokemon.swiss;
    const rb = GAME_DEFAULTS.riftbound.swiss;
    expect([lor.rounds, pkm.rounds, rb.rounds]).toEqual([5, 5, 5]);
    expect([lor.pointsForWin, lor.pointsForDraw, lor.pointsForLoss]).toEqual([3, 0, 0]);
    expect([pkm.pointsForWin, pkm.pointsForDraw, pkm.pointsForLoss]).toEqual([3, 1, 0]);
    expect([rb.pointsForWin, rb.pointsForDraw, rb.pointsForLoss]).toEqual([3, 1, 0]);
    expect([lor.allowDraws, pkm.allowDraws, rb.allowDraws]).toEqual([false, true, true]);
    expect([lor.byeHandling, pkm.byeHandling, rb.byeHandling]).toEqual([
      'no-byes',
      'full-points',
      'full-points',
    ]);
    expect([pkm.pointsPerBye, rb.pointsPerBye]).toEqual([3, 3]);
    for (const s of [lor, pkm, rb]) {
      expect(s.pairingStyle).toBe('random');
      expect(s.preventRepeatMatchups).toBe(true);
    }
    expect(lor.tiebreakers).toEqual(['buchholz']);
    expect(pkm.tiebreakers).toEqual([
      'opponent_match_win_percentage',
      'opponent_opponent_match_win_percentage',
    ]);
    expect(rb.tiebreakers).toEqual([
      'opponent_match_win_percentage',
      'game_win_percentage',
      'opponent_game_win_percentage',
    ]);
    expect([lor.matchWinFormula, pkm.matchWinFormula, rb.matchWinFormula]).toEqual([
      'not_set',
      'wins_over_rounds',
      'match_points',
    ]);
    expect([
      lor.opponentMatchWinFloor,
      pkm.opponentMatchWinFloor,
      rb.opponentMatchWinFloor,
    ]).toEqual([0, 0.25, 0.33]);
    expect([lor.gameWinFloor, pkm.gameWinFloor, rb.gameWinFloor]).toEqual([0, 0, 0.33]);
    expect(GAME_DEFAULTS.pokemon.recommendsRounds).toBe(true);
  });

  it('agrees with @tcgkit/swiss and the @tcgkit/tiebreakers presets', () => {
    expect(GAME_DEFAULTS.lor.swiss).toEqual(swissGameDefaults.lor);
    expect(GAME_DEFAULTS.pokemon.swiss).toEqual(swissGameDefaults.pokemon);
    expect(GAME_DEFAULTS.riftbound.swiss).toEqual(swissGameDefaults.riftbound);
    const names = Object.keys(presets);
    expect(names.length).toBeGreaterThan(0);
  });

  it('round robin and free-for-all rows', () => {
    expect(GAME_DEFAULTS.lor.roundRobin).toMatchObject({
      pointsForWin: 3,
      pointsForDraw: 0,
      pointsForLoss: 0,
    });
    expect(GAME_DEFAULTS.pokemon.roundRobin).toMatchObject({
      pointsForWin: 3,
      pointsForDraw: 1,
      pointsForLoss: 0,
    });
    for (const g of Object.values(GAME_DEFAULTS))
      expect(g.roundRobin.tiebreakers).toEqual(['head_to_head', 'score_difference']);
    const { format: _f, ...ffa } = RIFTBOUND_FFA_DEFAULTS;
    expect(GAME_DEFAULTS.riftbound.freeForAll).toEqual(ffa);
  });

  it('the formula and floors are fixed per game; everything else can change per stage', () => {
    failsWith(
      resolveTournamentSettings(
        top8({
          game: 'pokemon',
          stages: [
            { id: 'swiss', format: 'swiss', settings: { opponentMatchWinFloor: 0.33 } },
            { id: 'top8', format: 'single-elimination' },
          ],
        }),
      ),
      'tournament/fixed-by-game',
      '/stages/0/settings/opponentMatchWinFloor',
    );
    failsWith(
      resolveTournamentSettings(
        top8({
          game: 'riftbound',
          stages: [
            { id: 'swiss', format: 'swiss', settings: { matchWinFormula: 'not_set' } },
            { id: 'top8', format: 'single-elimination' },
          ],
        }),
      ),
      'tournament/fixed-by-game',
      '/stages/0/settings/matchWinFormula',
    );
    const changed = must(
      resolveTournamentSettings(
        top8({
          game: 'pokemon',
          stages: [
            { id: 'swiss', format: 'swiss', settings: { rounds: 7, opponentMatchWinFloor: 0.25 } },
            { id: 'top8', format: 'single-elimination' },
          ],
        }),
      ),
    );
    expect(changed.stages[0]?.settings).toMatchObject({
      rounds: 7,
      opponentMatchWinFloor: 0.25,
      matchWinFormula: 'wins_over_rounds',
    });
    // without a game, anything goes
    expect(
      must(
        resolveTournamentSettings(
          top8({
            stages: [
              { id: 'swiss', format: 'swiss', settings: { opponentMatchWinFloor: 0.4 } },
              { id: 'top8', format: 'single-elimination' },
            ],
          }),
        ),
      ).stages[0]?.settings.opponentMatchWinFloor,
    ).toBe(0.4);
  });
});

describe('event settings', () => {
  it('seeding defaults: first stage random, later stages prior stage results', () => {
    const s = must(resolveTournamentSettings(top8()));
    expect(s.stages.map((x) => x.seeding)).toEqual(['random', 'prior-stage-results']);
    expect(s.stages[0]?.settings.firstRoundSeeding).toBe('random');
    expect(s.stages[1]?.settings).toMatchObject({
      seeding: 'prior-stage-results',
      allowByes: false,
      earlyCutoff: null,
    });
    expect(s.advancement[0]?.cutTiebreaker).toBe('better-initial-seed');
    expect(s.kind).toBe('one-on-one');
  });

  it('rule and stage errors with paths', () => {
    failsWith(resolveTournamentSettings({ stages: [] }), 'tournament/invalid-settings', '/stages');
    failsWith(
      tournamentSettings.parse({ stages: [{ id: 's', format: 'chess' }] }),
      'tournament/invalid-settings',
      '/stages/0/format',
    );
    failsWith(
      resolveTournamentSettings({
        stages: [
          { id: 's', format: 'swiss' },
          { id: 's', format: 'swiss' },
        ],
      }),
      'tournament/invalid-settings',
      '/stages/1/id',
    );
    failsWith(
      resolveTournamentSettings({
        stages: [
          { id: 's', format: 'swiss' },
          { id: 't', format: 'swiss' },
        ],
      }),
      'tournament/unreachable-stage',
      '/stages/1',
    );
    failsWith(
      resolveTournamentSettings(
        top8({
          advancement: [
            {
              from: 'nope',
              condition: { type: 'placement-range', from: 1, to: 8 },
              action: { type: 'advance', to: 'top8' },
            },
          ],
        }),
      ),
      'tournament/invalid-rule',
      '/advancement/0/from',
    );
    failsWith(
      resolveTournamentSettings(
        top8({
          advancement: [
            {
              from: 'top8',
              condition: { type: 'placement-range', from: 1, to: 8 },
              action: { type: 'advance', to: 'swiss' },
            },
          ],
        }),
      ),
      'tournament/invalid-rule',
      '/advancement/0/action/to',
    );
    failsWith(
      resolveTournamentSettings(
        top8({
          advancement: [
            {
              from: 'swiss',
              condition: { type: 'placement-range', from: 5, to: 4 },
              action: { type: 'advance', to: 'top8' },
            },
          ],
        }),
      ),
      'tournament/invalid-rule',
      '/advancement/0/condition/to',
    );
    failsWith(
      resolveTournamentSettings({
        stages: [
          { id: 'a', format: 'single-elimination' },
          { id: 'b', format: 'single-elimination' },
        ],
        advancement: [
          {
            from: 'a',
            condition: { type: 'points-range', min: 3 },
            action: { type: 'advance', to: 'b' },
          },
        ],
      }),
      'tournament/invalid-rule',
      '/advancement/0/condition/type',
    );
    failsWith(
      resolveTournamentSettings(
        top8({
          advancement: [
            {
              from: 'swiss',
              condition: { type: 'points-range' },
              action: { type: 'advance', to: 'top8' },
            },
          ],
        }),
      ),
      'tournament/invalid-rule',
      '/advancement/0/condition',
    );
    failsWith(
      resolveTournamentSettings({
        stages: [
          {
            id: 'rr',
            format: 'round-robin',
            settings: {
              grouping: { type: 'group-count', groups: 2 },
              playoffs: { advancePerGroup: 2, size: 4 },
            },
          },
        ],
      }),
      'tournament/invalid-rule',
      '/stages/0/settings/playoffs',
    );
    failsWith(
      resolveTournamentSettings({
        stages: [{ id: 'rr', format: 'round-robin', settings: { cycles: 0 } }],
      }),
      'round-robin/invalid-settings',
      '/stages/0/settings/cycles',
    );
    expect(
      must(
        resolveTournamentSettings({
          game: 'lor',
          stages: [{ id: 'rr', format: 'round-robin' }],
        }),
      ).stages[0]?.settings,
    ).toEqual({
      points: { win: 3, draw: 0, loss: 0 },
      tiebreakers: ['head_to_head', 'score_difference'],
    });
    failsWith(
      resolveTournamentSettings({
        stages: [{ id: 's', format: 'swiss', advanceMode: 'continue-brackets' }],
      }),
      'tournament/invalid-advance-mode',
      '/stages/0/advanceMode',
    );
    failsWith(
      resolveTournamentSettings({
        stages: [{ id: 's', format: 'swiss', settings: { rounds: 0 } }],
      }),
      'swiss/invalid-settings',
      '/stages/0/settings/rounds',
    );
    failsWith(
      resolveTournamentSettings(
        top8({
          stages: [
            { id: 'swiss', format: 'swiss' },
            { id: 'top8', format: 'single-elimination', settings: { allowByes: 'yes' } },
          ],
        }),
      ),
      'elimination/invalid-settings',
      '/stages/1/settings/allowByes',
    );
  });
});

describe('choosing a round count', () => {
  it('only Pokémon TCG suggests a count (the handbook table); the stage still plays the rounds set', () => {
    expect(suggestedSwissRounds('pokemon', 4)).toBe(3);
    expect(suggestedSwissRounds('pokemon', 16)).toBe(5);
    expect(suggestedSwissRounds('pokemon', 227)).toBe(9);
    expect(suggestedSwissRounds('pokemon', 1024)).toBe(10);
    expect(suggestedSwissRounds('riftbound', 100)).toBeUndefined();
    expect(suggestedSwissRounds('lor', 100)).toBeUndefined();
    const s = must(
      resolveTournamentSettings({ game: 'pokemon', stages: [{ id: 'swiss', format: 'swiss' }] }),
    );
    expect(s.stages[0]?.settings.rounds).toBe(5);
  });
});
