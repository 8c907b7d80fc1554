/**
 * Checks a standings input before anything is computed.
 * @module
 */
import { err, type Issue, issue, ok, type Result } from '@tcgkit/core';
import { TiebreakersErrors as Code } from './errors.js';
import { isTiebreakerId } from './tiebreakers.js';
import type { StandingsInput } from './types.js';

const BYE_HANDLING = ['full-points', 'zero-points', 'no-byes'] as const;
const FORMULAS = ['not_set', 'match_points', 'wins_over_rounds'] as const;
const GAME_WIN_METHODS = ['games', 'game-points'] as const;
const AVERAGES = ['weighted', 'plain'] as const;
const OUTCOMES: readonly unknown[] = [0, 1, 'draw'];

/** A JSON Pointer into `matches`, built only when something is wrong. */
const at = (m: number, suffix: string): string => `/matches/${m}${suffix}`;
const isCount = (n: unknown): boolean => typeof n === 'number' && Number.isFinite(n) && n >= 0;
// Games in one match, and points for one result, are bounded so that sums over any event stay
// finite (a count near Number.MAX_VALUE would overflow to Infinity in GW% and points).
export const MAX_GAMES = 1_000_000;
export const MAX_POINTS = 1_000_000;
const isGameCount = (n: unknown): boolean => isCount(n) && (n as number) <= MAX_GAMES;
const isFraction = (n: unknown): boolean =>
  n === undefined || (typeof n === 'number' && n >= 0 && n <= 1);
const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isOptionalBoolean = (x: unknown): boolean => x === undefined || typeof x === 'boolean';

/**
 * A value as a message shows it: short, and safe for any value (an object with no prototype has
 * no `toString`, so template strings would throw on it).
 */
function shown(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value;
}

/**
 * Finds the first problem in a standings input: a value of the wrong shape (the input, players,
 * matches or settings not objects or lists), duplicate or unknown players, a player playing
 * themselves, negative or non-finite numbers, unknown tiebreakers, floors outside 0..1. Returns
 * the input unchanged when it is sound. The error's `path` is a JSON Pointer into the input.
 *
 * Total: any value (parsed JSON or not) gives a `Result`, never an exception.
 *
 * @example
 * ```ts
 * const checked = checkStandingsInput({ players: [{ id: 'a' }], matches: [], settings: presets.lorDefault });
 * checked.ok; // true
 * checkStandingsInput(null).ok; // false: tiebreakers/invalid-input at ''
 * ```
 */
export function checkStandingsInput(input: unknown): Result<StandingsInput> {
  const problem = findProblem(input);
  return problem ? err(problem.code, problem.message, problem.path) : ok(input as StandingsInput);
}

function findProblem(input: unknown): Issue | undefined {
  if (!isObject(input)) {
    return issue(
      Code.invalidInput,
      `A standings input must be an object with players, matches and settings, not ${shown(input)}.`,
      '',
    );
  }
  if (!Array.isArray(input.players)) {
    return issue(
      Code.invalidInput,
      `players must be a list of players, not ${shown(input.players)}.`,
      '/players',
    );
  }
  if (!Array.isArray(input.matches)) {
    return issue(
      Code.invalidInput,
      `matches must be a list of match records, not ${shown(input.matches)}.`,
      '/matches',
    );
  }
  if (input.throughRound !== undefined && !isCount(input.throughRound)) {
    return issue(
      Code.invalidNumber,
      `throughRound must be a round number (0 or more), not ${shown(input.throughRound)}.`,
      '/throughRound',
    );
  }
  if (
    input.explain !== undefined &&
    typeof input.explain !== 'boolean' &&
    input.explain !== 'all'
  ) {
    return issue(
      Code.invalidInput,
      `explain must be true, false or "all", not ${shown(input.explain)}.`,
      '/explain',
    );
  }
  const players: readonly unknown[] = input.players;
  const ids = new Set<string>();
  for (let i = 0; i < players.length; i++) {
    const player = players[i];
    if (!isObject(player)) {
      return issue(
        Code.invalidInput,
        `A player must be an object with an id, not ${shown(player)}.`,
        `/players/${i}`,
      );
    }
    if (typeof player.id !== 'string' || player.id === '') {
      return issue(
        Code.unknownPlayer,
        'A player id must be a non-empty string.',
        `/players/${i}/id`,
      );
    }
    if (ids.has(player.id)) {
      return issue(
        Code.duplicatePlayer,
        `Two players have the id ${shown(player.id)}.`,
        `/players/${i}/id`,
      );
    }
    ids.add(player.id);
    if (player.name !== undefined && typeof player.name !== 'string') {
      return issue(Code.invalidInput, 'A player name must be a string.', `/players/${i}/name`);
    }
    if (player.seed !== undefined && !isCount(player.seed)) {
      return issue(
        Code.invalidNumber,
        `A seed must be a finite number, 0 or more, not ${shown(player.seed)}.`,
        `/players/${i}/seed`,
      );
    }
    if (!isOptionalBoolean(player.late)) {
      return issue(Code.invalidInput, 'late must be true or false.', `/players/${i}/late`);
    }
    if (player.droppedAfterRound !== undefined && !isCount(player.droppedAfterRound)) {
      return issue(
        Code.invalidNumber,
        'droppedAfterRound must be a round number (0 or more).',
        `/players/${i}/droppedAfterRound`,
      );
    }
  }
  const known = (id: unknown, m: number, suffix: string): Issue | undefined =>
    typeof id === 'string' && ids.has(id)
      ? undefined
      : issue(Code.unknownPlayer, `No player has the id ${shown(id)}.`, at(m, suffix));
  const matches: readonly unknown[] = input.matches;
  for (let m = 0; m < matches.length; m++) {
    const match = matches[m];
    if (!isObject(match)) {
      return issue(Code.invalidNumber, 'A match record must be an object.', at(m, ''));
    }
    if (!isCount(match.round)) {
      return issue(Code.invalidNumber, 'A round must be a number, 0 or more.', at(m, '/round'));
    }
    switch (match.type) {
      case 'played': {
        if (!Array.isArray(match.players) || match.players.length !== 2) {
          return issue(
            Code.invalidNumber,
            'A played match needs exactly two players.',
            at(m, '/players'),
          );
        }
        const [a, b] = match.players as unknown[];
        const problem = known(a, m, '/players/0') ?? known(b, m, '/players/1');
        if (problem) return problem;
        if (a === b) {
          return issue(
            Code.selfMatch,
            `${shown(a)} cannot play against themselves.`,
            at(m, '/players/1'),
          );
        }
        const games = match.games;
        if (
          games !== undefined &&
          !(
            Array.isArray(games) &&
            games.length === 2 &&
            isGameCount(games[0]) &&
            isGameCount(games[1])
          )
        ) {
          return issue(
            Code.invalidNumber,
            `games must be two numbers of games won, from 0 to ${MAX_GAMES.toLocaleString('en')}, not ${shown(games)}.`,
            at(m, '/games'),
          );
        }
        if (match.drawnGames !== undefined && !isGameCount(match.drawnGames)) {
          return issue(
            Code.invalidNumber,
            `drawnGames must be from 0 to ${MAX_GAMES.toLocaleString('en')}.`,
            at(m, '/drawnGames'),
          );
        }
        if (match.outcome !== undefined && !OUTCOMES.includes(match.outcome)) {
          return issue(Code.invalidNumber, 'outcome must be 0, 1 or "draw".', at(m, '/outcome'));
        }
        if (match.lostOnTime !== undefined && match.lostOnTime !== 0 && match.lostOnTime !== 1) {
          return issue(Code.invalidNumber, 'lostOnTime must be 0 or 1.', at(m, '/lostOnTime'));
        }
        if (!isOptionalBoolean(match.playoff)) {
          return issue(Code.invalidNumber, 'playoff must be true or false.', at(m, '/playoff'));
        }
        break;
      }
      case 'bye':
      case 'late-entry-loss': {
        const problem = known(match.player, m, '/player');
        if (problem) return problem;
        break;
      }
      case 'automatic-win': {
        const problem = known(match.winner, m, '/winner') ?? known(match.loser, m, '/loser');
        if (problem) return problem;
        if (match.winner === match.loser) {
          return issue(
            Code.selfMatch,
            'An automatic win needs two different players.',
            at(m, '/loser'),
          );
        }
        if (match.reason !== undefined && match.reason !== 'drop' && match.reason !== 'no-show') {
          return issue(Code.invalidNumber, 'reason must be "drop" or "no-show".', at(m, '/reason'));
        }
        break;
      }
      default:
        return issue(
          Code.invalidNumber,
          `Unknown match type ${shown(match.type)}: use "played", "bye", "automatic-win" or "late-entry-loss".`,
          at(m, '/type'),
        );
    }
  }
  return findSettingsProblem(input.settings);
}

function findSettingsProblem(settings: unknown): Issue | undefined {
  if (!isObject(settings)) {
    return issue(
      Code.invalidSettings,
      `settings must be an object (a preset, or your own), not ${shown(settings)}.`,
      '/settings',
    );
  }
  if (!Array.isArray(settings.tiebreakers)) {
    return issue(
      Code.invalidSettings,
      `settings.tiebreakers must be a list of tiebreaker ids (empty for none), not ${shown(settings.tiebreakers)}.`,
      '/settings/tiebreakers',
    );
  }
  const tiebreakers: readonly unknown[] = settings.tiebreakers;
  for (let t = 0; t < tiebreakers.length; t++) {
    const id = tiebreakers[t];
    if (!isTiebreakerId(id)) {
      return issue(
        Code.unknownTiebreaker,
        `Unknown tiebreaker ${shown(id)}.`,
        `/settings/tiebreakers/${t}`,
      );
    }
  }
  const scoring = settings.scoring;
  if (!isObject(scoring)) {
    return issue(
      Code.invalidSettings,
      `settings.scoring must be an object with win, draw, loss, bye and byeHandling, not ${shown(scoring)}.`,
      '/settings/scoring',
    );
  }
  const fractions = ['opponentMatchWinFloor', 'gameWinFloor', 'droppedMatchWinCap'] as const;
  for (const key of fractions) {
    if (!isFraction(settings[key])) {
      return issue(Code.invalidSettings, `${key} must be between 0 and 1.`, `/settings/${key}`);
    }
  }
  for (const key of ['win', 'draw', 'loss', 'bye'] as const) {
    const points = scoring[key];
    if (typeof points !== 'number' || !Number.isFinite(points) || Math.abs(points) > MAX_POINTS) {
      return issue(
        Code.invalidSettings,
        `Points for a ${key} must be a number from -${MAX_POINTS.toLocaleString('en')} to ${MAX_POINTS.toLocaleString('en')}.`,
        `/settings/scoring/${key}`,
      );
    }
  }
  const oneOf = (key: string, value: unknown, allowed: readonly unknown[], path: string) =>
    value === undefined || allowed.includes(value)
      ? undefined
      : issue(
          Code.invalidSettings,
          `${key} must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}.`,
          path,
        );
  const choice =
    oneOf(
      'byeHandling',
      scoring.byeHandling ?? null,
      BYE_HANDLING,
      '/settings/scoring/byeHandling',
    ) ??
    oneOf('matchWinFormula', settings.matchWinFormula, FORMULAS, '/settings/matchWinFormula') ??
    oneOf('gameWinMethod', settings.gameWinMethod, GAME_WIN_METHODS, '/settings/gameWinMethod') ??
    oneOf(
      'opponentOpponentAverage',
      settings.opponentOpponentAverage,
      AVERAGES,
      '/settings/opponentOpponentAverage',
    );
  if (choice) return choice;
  const byeGames = settings.byeGames;
  if (
    byeGames !== undefined &&
    !(
      Array.isArray(byeGames) &&
      byeGames.length === 2 &&
      isGameCount(byeGames[0]) &&
      isGameCount(byeGames[1])
    )
  ) {
    return issue(
      Code.invalidSettings,
      `byeGames must be two counts, [won, lost], not ${shown(byeGames)}.`,
      '/settings/byeGames',
    );
  }
  if (!isOptionalBoolean(scoring.drawsCountAsLosses)) {
    return issue(
      Code.invalidSettings,
      'drawsCountAsLosses must be true or false.',
      '/settings/scoring/drawsCountAsLosses',
    );
  }
  for (const key of [
    'gameWinFloorOnOwn',
    'byesInOpponentFigures',
    'freezeDroppedTiebreakers',
    'shareTiedPlacements',
  ] as const) {
    if (!isOptionalBoolean(settings[key])) {
      return issue(Code.invalidSettings, `${key} must be true or false.`, `/settings/${key}`);
    }
  }
  if ((scoring.win as number) <= 0) {
    return issue(
      Code.invalidSettings,
      'Points for a win must be more than 0.',
      '/settings/scoring/win',
    );
  }
  return undefined;
}
