import { createValidator, err, type GameId, ok, type Result, type Validator } from '@tcgkit/core';
import { type SwissErrorCode, SwissErrors } from './errors.js';
import { validateSwissSettings } from './generated/swiss-settings.validator.js';
import type { SwissSettings } from './types.js';

/** The settings a new stage starts from (the spec's "Swiss" defaults shared by every game). */
export const defaultSwissSettings: SwissSettings = {
  rounds: 5,
  pointsForWin: 3,
  pointsForDraw: 1,
  pointsForLoss: 0,
  pointsPerBye: 3,
  byeHandling: 'full-points',
  allowDraws: true,
  pairingStyle: 'random',
  floater: 'lowest-ranked',
  preventRepeatMatchups: true,
  firstRoundSeeding: 'random',
  lateEntry: false,
  lateEntryThroughRound: 1,
  tiebreakers: ['opponent_match_win_percentage', 'opponent_opponent_match_win_percentage'],
  matchWinFormula: 'not_set',
  opponentMatchWinFloor: 0,
  gameWinFloor: 0,
};

/**
 * The games whose create-form defaults {@link swissGameDefaults} holds: core's `GameId` without
 * `mtg` (Magic's standings are `@tcgkit/tiebreakers`' `presets.mtg`).
 */
export type SwissGame = Exclude<GameId, 'mtg'>;

/**
 * Each game's defaults for a new Swiss stage, from the spec's "What each game offers" table.
 *
 * @example
 * ```ts
 * const stage = createSwissStage({ ...swissGameDefaults.pokemon, rounds: 6 }, { seed: 'cup' });
 * ```
 */
export const swissGameDefaults: Readonly<Record<SwissGame, SwissSettings>> = {
  lor: {
    ...defaultSwissSettings,
    pointsForWin: 3,
    pointsForDraw: 0,
    pointsForLoss: 0,
    pointsPerBye: 3,
    allowDraws: false,
    byeHandling: 'no-byes',
    tiebreakers: ['buchholz'],
    matchWinFormula: 'not_set',
    opponentMatchWinFloor: 0,
    gameWinFloor: 0,
  },
  pokemon: {
    ...defaultSwissSettings,
    pointsForWin: 3,
    pointsForDraw: 1,
    pointsForLoss: 0,
    pointsPerBye: 3,
    allowDraws: true,
    byeHandling: 'full-points',
    tiebreakers: ['opponent_match_win_percentage', 'opponent_opponent_match_win_percentage'],
    matchWinFormula: 'wins_over_rounds',
    opponentMatchWinFloor: 0.25,
    gameWinFloor: 0,
  },
  riftbound: {
    ...defaultSwissSettings,
    pointsForWin: 3,
    pointsForDraw: 1,
    pointsForLoss: 0,
    pointsPerBye: 3,
    allowDraws: true,
    byeHandling: 'full-points',
    tiebreakers: [
      'opponent_match_win_percentage',
      'game_win_percentage',
      'opponent_game_win_percentage',
    ],
    matchWinFormula: 'match_points',
    opponentMatchWinFloor: 0.33,
    gameWinFloor: 0.33,
  },
};

/**
 * Checks settings with their JSON Schema (`schemas/swiss-settings.schema.json`).
 * Error code: `swiss/invalid-settings`, with the JSON Pointer of the bad field.
 */
export const swissSettingsSchema: Validator<SwissSettings, SwissErrorCode> =
  /* @__PURE__ */ createValidator<SwissSettings, SwissErrorCode>(validateSwissSettings, {
    code: SwissErrors.invalidSettings,
    subject: 'Swiss settings',
  });

/**
 * Fills in defaults and checks the result: the schema, then the rules between fields.
 *
 * @example
 * ```ts
 * const settings = resolveSwissSettings({ rounds: 6, pairingStyle: 'fold' });
 * if (settings.ok) settings.value.pointsForWin; // 3
 * ```
 */
export function resolveSwissSettings(
  partial: Partial<SwissSettings> = {},
): Result<SwissSettings, SwissErrorCode> {
  const merged = { ...defaultSwissSettings, ...partial };
  return checkSwissSettings(merged);
}

/** Checks complete settings (schema and cross-field rules) without filling anything in. */
export function checkSwissSettings(settings: unknown): Result<SwissSettings, SwissErrorCode> {
  const parsed = swissSettingsSchema.parse(settings);
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  if (s.lateEntry && s.lateEntryThroughRound > s.rounds) {
    return err(
      SwissErrors.invalidSettings,
      `Allow late entry through round (${s.lateEntryThroughRound}) is after the last round (${s.rounds}).`,
      '/lateEntryThroughRound',
    );
  }
  if (new Set(s.tiebreakers).size !== s.tiebreakers.length) {
    const dup = s.tiebreakers.findIndex((t, i) => s.tiebreakers.indexOf(t) !== i);
    return err(SwissErrors.invalidSettings, 'A tiebreaker is listed twice.', `/tiebreakers/${dup}`);
  }
  return ok(s);
}
