/**
 * Checks a standings input before anything is computed.
 * @module
 */
import { err, type Issue, issue, ok, type Result } from '@tcgkit/core';
import { TiebreakersErrorCode as Code } from './errors.js';
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
const isFraction = (n: unknown): boolean =>
  n === undefined || (typeof n === 'number' && n >= 0 && n <= 1);

/**
 * Finds the first problem in a standings input: duplicate or unknown players, a player playing
 * themselves, negative or non-finite numbers, unknown tiebreakers, floors outside 0..1. Returns
 * the input unchanged when it is sound. The error's `path` is a JSON Pointer into the input.
 *
 * @example
 * ```ts
 * const checked = checkStandingsInput({ players: [{ id: 'a' }], matches: [], settings: presets.lorDefault });
 * checked.ok; // true
 * ```
 */
export function checkStandingsInput(input: StandingsInput): Result<StandingsInput> {
  const problem = findProblem(input);
  return problem ? err(problem.code, problem.message, problem.path) : ok(input);
}

function findProblem(input: StandingsInput): Issue | undefined {
  const ids = new Set<string>();
  for (let i = 0; i < input.players.length; i++) {
    const player = input.players[i]!;
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
        `Two players have the id "${player.id}".`,
        `/players/${i}/id`,
      );
    }
    ids.add(player.id);
    if (player.seed !== undefined && !Number.isFinite(player.seed)) {
      return issue(Code.invalidNumber, 'A seed must be a finite number.', `/players/${i}/seed`);
    }
    if (player.droppedAfterRound !== undefined && !isCount(player.droppedAfterRound)) {
      return issue(
        Code.invalidNumber,
        'droppedAfterRound must be a round number (0 or more).',
        `/players/${i}/droppedAfterRound`,
      );
    }
  }
  const known = (id: string, m: number, suffix: string): Issue | undefined =>
    ids.has(id)
      ? undefined
      : issue(Code.unknownPlayer, `No player has the id "${id}".`, at(m, suffix));
  for (let m = 0; m < input.matches.length; m++) {
    const match = input.matches[m]!;
    if (typeof match !== 'object' || match === null) {
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
        const [a, b] = match.players;
        const problem = known(a, m, '/players/0') ?? known(b, m, '/players/1');
        if (problem) return problem;
        if (a === b) {
          return issue(
            Code.selfMatch,
            `"${a}" cannot play against themselves.`,
            at(m, '/players/1'),
          );
        }
        if (match.games && !(isCount(match.games[0]) && isCount(match.games[1]))) {
          return issue(
            Code.invalidNumber,
            'Games won must be numbers, 0 or more.',
            at(m, '/games'),
          );
        }
        if (match.drawnGames !== undefined && !isCount(match.drawnGames)) {
          return issue(Code.invalidNumber, 'drawnGames must be 0 or more.', at(m, '/drawnGames'));
        }
        if (match.outcome !== undefined && !OUTCOMES.includes(match.outcome)) {
          return issue(Code.invalidNumber, 'outcome must be 0, 1 or "draw".', at(m, '/outcome'));
        }
        if (match.lostOnTime !== undefined && match.lostOnTime !== 0 && match.lostOnTime !== 1) {
          return issue(Code.invalidNumber, 'lostOnTime must be 0 or 1.', at(m, '/lostOnTime'));
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
        break;
      }
      default: {
        const unknown = match as { type?: unknown };
        return issue(
          Code.invalidNumber,
          `Unknown match type "${String(unknown.type)}".`,
          at(m, '/type'),
        );
      }
    }
  }
  const settings = input.settings;
  for (let t = 0; t < settings.tiebreakers.length; t++) {
    const id = settings.tiebreakers[t];
    if (!isTiebreakerId(id)) {
      return issue(
        Code.unknownTiebreaker,
        `Unknown tiebreaker "${String(id)}".`,
        `/settings/tiebreakers/${t}`,
      );
    }
  }
  const fractions = ['opponentMatchWinFloor', 'gameWinFloor', 'droppedMatchWinCap'] as const;
  for (const key of fractions) {
    if (!isFraction(settings[key])) {
      return issue(Code.invalidSettings, `${key} must be between 0 and 1.`, `/settings/${key}`);
    }
  }
  const { scoring } = settings;
  for (const key of ['win', 'draw', 'loss', 'bye'] as const) {
    if (typeof scoring[key] !== 'number' || !Number.isFinite(scoring[key])) {
      return issue(
        Code.invalidSettings,
        `Points for a ${key} must be a number.`,
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
  if (byeGames !== undefined && !(isCount(byeGames[0]) && isCount(byeGames[1]))) {
    return issue(
      Code.invalidSettings,
      'byeGames must be two counts, [won, lost].',
      '/settings/byeGames',
    );
  }
  if (scoring.win <= 0) {
    return issue(
      Code.invalidSettings,
      'Points for a win must be more than 0.',
      '/settings/scoring/win',
    );
  }
  return undefined;
}
