import { createValidator, err, type GameId, ok, type Result, type Validator } from '@tcgkit/core';
import { checkStandingsInput, presets, type StandingsSettings } from '@tcgkit/tiebreakers';
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

/** The games whose create-form defaults {@link swissGameDefaults} holds: every `GameId` of core. */
export type SwissGame = GameId;

/** The flat fields a `standings` rule set decides. */
const STANDINGS_FIELDS = [
  'pointsForWin',
  'pointsForDraw',
  'pointsForLoss',
  'pointsPerBye',
  'byeHandling',
  'tiebreakers',
  'matchWinFormula',
  'opponentMatchWinFloor',
  'gameWinFloor',
] as const;

/** The flat Swiss settings that a `standings` rule set fills in (and that must agree with it). */
export type StandingsField =
  | 'pointsForWin'
  | 'pointsForDraw'
  | 'pointsForLoss'
  | 'pointsPerBye'
  | 'byeHandling'
  | 'tiebreakers'
  | 'matchWinFormula'
  | 'opponentMatchWinFloor'
  | 'gameWinFloor';

/** The flat settings a full standings rule set gives (and where each sits in it). */
function flatFrom(standings: StandingsSettings): {
  readonly [K in StandingsField]: { value: SwissSettings[K]; from: string };
} {
  const { scoring } = standings;
  return {
    pointsForWin: { value: scoring.win, from: 'standings.scoring.win' },
    pointsForDraw: { value: scoring.draw, from: 'standings.scoring.draw' },
    pointsForLoss: { value: scoring.loss, from: 'standings.scoring.loss' },
    pointsPerBye: { value: scoring.bye, from: 'standings.scoring.bye' },
    byeHandling: { value: scoring.byeHandling, from: 'standings.scoring.byeHandling' },
    tiebreakers: { value: standings.tiebreakers, from: 'standings.tiebreakers' },
    matchWinFormula: {
      value: standings.matchWinFormula ?? 'not_set',
      from: 'standings.matchWinFormula',
    },
    opponentMatchWinFloor: {
      value: standings.opponentMatchWinFloor ?? 0,
      from: 'standings.opponentMatchWinFloor',
    },
    gameWinFloor: { value: standings.gameWinFloor ?? 0, from: 'standings.gameWinFloor' },
  };
}

/**
 * The flat Swiss settings (points, byes, tiebreakers, formula, floors) a standings rule set
 * gives, with the rule set itself in `standings`, so the engine ranks by all of it.
 *
 * @example
 * ```ts
 * const stage = createSwissStage({ ...swissSettingsFromStandings(presets.playPokemon), rounds: 6 }, { seed: 'lc' });
 * ```
 */
export function swissSettingsFromStandings(
  standings: StandingsSettings,
): Pick<SwissSettings, StandingsField | 'standings'> {
  const flat = flatFrom(standings);
  return {
    pointsForWin: flat.pointsForWin.value,
    pointsForDraw: flat.pointsForDraw.value,
    pointsForLoss: flat.pointsForLoss.value,
    pointsPerBye: flat.pointsPerBye.value,
    byeHandling: flat.byeHandling.value,
    tiebreakers: flat.tiebreakers.value,
    matchWinFormula: flat.matchWinFormula.value,
    opponentMatchWinFloor: flat.opponentMatchWinFloor.value,
    gameWinFloor: flat.gameWinFloor.value,
    standings,
  };
}

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
  // Magic: the Magic Tournament Rules (Appendix C, through `presets.mtg`): 3 / 1 / 0, a bye is a
  // 2-0 win worth 3, draws allowed; pairing as the spec's Swiss defaults.
  mtg: { ...defaultSwissSettings, allowDraws: true, ...swissSettingsFromStandings(presets.mtg) },
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
  const standings = partial.standings as unknown;
  const fromStandings =
    typeof standings === 'object' &&
    standings !== null &&
    checkStandingsInput({ players: [], matches: [], settings: standings }).ok
      ? swissSettingsFromStandings(standings as StandingsSettings)
      : {};
  const merged = { ...defaultSwissSettings, ...fromStandings, ...partial };
  return checkSwissSettings(merged);
}

/** A `standings` rule set that fails its check, or a flat field that disagrees with it. */
function standingsProblem(s: SwissSettings): Result<never, SwissErrorCode> | undefined {
  if (s.standings === undefined) return undefined;
  const checked = checkStandingsInput({ players: [], matches: [], settings: s.standings });
  if (!checked.ok) {
    const path = (checked.error.path ?? '/settings').replace(/^\/settings/, '/standings');
    return err(
      SwissErrors.invalidSettings,
      `The standings rules are invalid: ${checked.error.message}`,
      path,
    );
  }
  const flat = flatFrom(s.standings);
  for (const key of STANDINGS_FIELDS) {
    const { value, from } = flat[key];
    if (JSON.stringify(s[key]) !== JSON.stringify(value)) {
      return err(
        SwissErrors.invalidSettings,
        `${key} is ${JSON.stringify(s[key])} but ${from} is ${JSON.stringify(value)}: leave ${key} out (the standings rules set it) or change it in standings.`,
        `/${key}`,
      );
    }
  }
  return undefined;
}

/**
 * Checks complete settings (schema and cross-field rules) without filling anything in.
 *
 * @example
 * ```ts
 * import { checkSwissSettings } from '@tcgkit/swiss';
 * const checked = checkSwissSettings({ rounds: 0 });
 * console.log(checked.ok ? checked.value.rounds : checked.error.code); // a stage needs at least one round
 * ```
 */
export function checkSwissSettings(settings: unknown): Result<SwissSettings, SwissErrorCode> {
  const parsed = swissSettingsSchema.parse(settings);
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  const problem = standingsProblem(s);
  if (problem !== undefined) return problem;
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
