import { createRng, ok, type Result, seedRng } from '@tcgkit/core';
import { computeStandings, presets } from '@tcgkit/tiebreakers';
import { describe, expect, it } from 'vitest';
import {
  addLateEntrant,
  createSwissStage,
  dropPlayer,
  MTG_ROUNDS_TABLE,
  pairNextRound,
  registerPlayers,
  reportResult,
  resolveSwissSettings,
  type SwissStage,
  standingsInputOf,
  startStage,
  suggestMtgRounds,
  swissGameDefaults,
  swissSettingsFromStandings,
  swissStandings,
  toSwissStandingsView,
} from '../src/index.js';

const must = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message} (${r.error.path})`);
  return r.value;
};

/** A 13-player stage with a late entrant and two drops, played with random results. */
function played(settings: Parameters<typeof createSwissStage>[0], seed: string): SwissStage {
  const rng = createRng(seedRng(seed));
  let stage = must(
    createSwissStage(
      { ...settings, rounds: 5, lateEntry: true, lateEntryThroughRound: 2 },
      { seed },
    ),
  );
  stage = must(
    registerPlayers(
      stage,
      Array.from({ length: 13 }, (_, i) => ({ id: `p${i + 1}` })),
    ),
  );
  stage = must(startStage(stage));
  for (let round = 1; round <= 5; round++) {
    if (round === 2) stage = must(addLateEntrant(stage, { id: 'late' }));
    if (round === 3) stage = must(dropPlayer(stage, 'p2'));
    stage = must(pairNextRound(stage));
    for (const m of stage.rounds[round - 1]!.matches) {
      const x = rng.int(5);
      const games: [number, number] =
        x === 0 ? [2, 0] : x === 1 ? [2, 1] : x === 2 ? [0, 2] : x === 3 ? [1, 2] : [1, 1];
      stage = must(reportResult(stage, { round, table: m.table, games }));
    }
    if (round === 4) stage = must(dropPlayer(stage, 'p5'));
  }
  return stage;
}

describe('Swiss standings rules (`standings`)', () => {
  it('ranks by the full rule set: presets.playPokemon with its 75% cap on dropped players and match points', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const stage = played({ standings: presets.playPokemon }, seed);
      const expected = computeStandings({
        ...standingsInputOf(stage, false),
        settings: presets.playPokemon,
      });
      expect(swissStandings(stage).map((r) => r.playerId)).toEqual(expected.map((r) => r.playerId));
      expect(toSwissStandingsView(stage).rows.map((r) => r.participantId)).toEqual(
        expected.map((r) => r.playerId),
      );
      // every player a distinct place, as TOM gives them
      expect(new Set(swissStandings(stage).map((r) => r.rank)).size).toBe(14);
    }
  });

  it('fills points, tiebreakers, formula and floors from the rule set', () => {
    const s = must(resolveSwissSettings({ standings: presets.playPokemon }));
    expect(s.matchWinFormula).toBe('match_points');
    expect(s.tiebreakers).toEqual(presets.playPokemon.tiebreakers);
    expect(s.opponentMatchWinFloor).toBe(0.25);
    expect(s.standings).toBe(presets.playPokemon);
  });

  it('refuses a flat field that disagrees with the rule set, naming both', () => {
    const r = resolveSwissSettings({ standings: presets.mtg, pointsForDraw: 0 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('swiss/invalid-settings');
    expect(r.error.path).toBe('/pointsForDraw');
    expect(r.error.message).toContain('standings.scoring.draw');
  });

  it('refuses an invalid rule set at its path under /standings', () => {
    const r = resolveSwissSettings({
      standings: { ...presets.mtg, droppedMatchWinCap: 2 },
    });
    expect(r.ok ? undefined : r.error.path).toBe('/standings/droppedMatchWinCap');
    const bad = resolveSwissSettings({ standings: { tiebreakers: 'omw' } as never });
    expect(bad.ok ? undefined : bad.error.path).toBe('/standings/tiebreakers');
  });

  it('keeps stages without `standings` as they were', () => {
    const stage = played({}, 'plain');
    expect(stage.settings.standings).toBeUndefined();
    expect(ok(stage).ok).toBe(true);
  });

  it('Magic defaults are the MTR (presets.mtg), Melee selectable', () => {
    expect(swissGameDefaults.mtg.standings).toBe(presets.mtg);
    const melee = played(
      { ...swissGameDefaults.mtg, ...swissSettingsFromStandings(presets.melee) },
      'm',
    );
    const expected = computeStandings({
      ...standingsInputOf(melee, false),
      settings: presets.melee,
    });
    expect(swissStandings(melee).map((r) => r.playerId)).toEqual(expected.map((r) => r.playerId));
  });
});

describe('Magic Tournament Rules, Appendix E', () => {
  it('gives the rounds and playoff of each row', () => {
    expect(suggestMtgRounds(8)).toEqual({ rounds: null, topCut: null });
    expect(suggestMtgRounds(9)).toEqual({ rounds: 5, topCut: 4 });
    expect(suggestMtgRounds(16, { draftPlayoff: true })).toEqual({ rounds: 4, topCut: 8 });
    expect(suggestMtgRounds(17)).toEqual({ rounds: 5, topCut: 8 });
    expect(suggestMtgRounds(64)).toEqual({ rounds: 6, topCut: 8 });
    expect(suggestMtgRounds(65)).toEqual({ rounds: 7, topCut: 8 });
    expect(suggestMtgRounds(226)).toEqual({ rounds: 8, topCut: 8 });
    expect(suggestMtgRounds(227)).toEqual({ rounds: 9, topCut: 8 });
    expect(suggestMtgRounds(409)).toEqual({ rounds: 9, topCut: 8 });
    expect(suggestMtgRounds(410)).toEqual({ rounds: 10, topCut: 8 });
    expect(suggestMtgRounds(5000)).toEqual({ rounds: 10, topCut: 8 });
    expect(suggestMtgRounds(4)).toEqual({ rounds: null, topCut: null });
    expect(suggestMtgRounds(20.5)).toEqual({ rounds: null, topCut: null });
  });

  it('covers every count from 5 up with no gap or overlap', () => {
    for (let n = 5; n <= 500; n++) {
      expect(
        MTG_ROUNDS_TABLE.filter(
          (r) => n >= r.minPlayers && (r.maxPlayers === undefined || n <= r.maxPlayers),
        ),
      ).toHaveLength(1);
    }
  });
});
