/**
 * The cheap structural check every function that takes a stage runs first.
 * @module
 */
import { validateSwissSettings } from './generated/swiss-settings.validator.js';
import type { SwissStage } from './types.js';

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, min: number): boolean => Number.isInteger(x) && (x as number) >= min;
const isFiniteNumber = (x: unknown): boolean => typeof x === 'number' && Number.isFinite(x);

/** Code points in a string, as JSON Schema's `maxLength` counts them. */
function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    n++;
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      if ((s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    }
  }
  return n;
}

/** The `id` definition of the stage schema: a string of 1 to 200 characters. */
const isId = (x: unknown): boolean =>
  typeof x === 'string' && x.length > 0 && (x.length <= 200 || codePoints(x) <= 200);

/** True when `x` has no own enumerable key outside `allowed` (JSON Schema's additionalProperties). */
function onlyKeys(x: Record<string, unknown>, allowed: ReadonlySet<string>): boolean {
  for (const key in x) if (!allowed.has(key)) return false;
  return true;
}

const STAGE_KEYS = new Set([
  'schemaVersion',
  'seed',
  'rng',
  'settings',
  'status',
  'players',
  'rounds',
]);
const RNG_KEYS = new Set(['algorithm', 'state']);
const PLAYER_KEYS = new Set([
  'id',
  'name',
  'rating',
  'seed',
  'initialSeed',
  'joinedAfterRound',
  'droppedAfterRound',
]);
const ROUND_KEYS = new Set(['number', 'bye', 'matches']);
const MATCH_KEYS = new Set(['table', 'players', 'result']);
const RESULT_KEYS = new Set(['games', 'drawnGames', 'forfeitWinner', 'notPlayed']);
const STATUSES: readonly unknown[] = ['registration', 'running', 'finished'];

function isPlayer(p: unknown): boolean {
  return (
    isObject(p) &&
    onlyKeys(p, PLAYER_KEYS) &&
    isId(p.id) &&
    (p.name === undefined || typeof p.name === 'string') &&
    (p.rating === undefined || isFiniteNumber(p.rating)) &&
    (p.seed === undefined || isInt(p.seed, 1)) &&
    (p.initialSeed === undefined || isInt(p.initialSeed, 1)) &&
    (p.joinedAfterRound === undefined || isInt(p.joinedAfterRound, 0)) &&
    (p.droppedAfterRound === undefined || isInt(p.droppedAfterRound, 0))
  );
}

function isMatch(m: unknown): boolean {
  if (!isObject(m) || !onlyKeys(m, MATCH_KEYS) || !isInt(m.table, 1)) return false;
  const players = m.players;
  if (!Array.isArray(players) || players.length !== 2 || !isId(players[0]) || !isId(players[1]))
    return false;
  const result = m.result;
  if (result === undefined) return true;
  if (!isObject(result) || !onlyKeys(result, RESULT_KEYS)) return false;
  const games = result.games;
  const played =
    Array.isArray(games) &&
    games.length === 2 &&
    isInt(games[0], 0) &&
    isInt(games[1], 0) &&
    (result.drawnGames === undefined || isInt(result.drawnGames, 0));
  if (!played) return false;
  if (result.forfeitWinner === undefined && result.notPlayed === undefined) return true;
  // A forfeit or a match not played: one of the two, no games.
  return (
    (result.forfeitWinner === undefined) !== (result.notPlayed === undefined) &&
    (result.forfeitWinner === undefined ||
      result.forfeitWinner === 0 ||
      result.forfeitWinner === 1) &&
    (result.notPlayed === undefined || result.notPlayed === true) &&
    games[0] === 0 &&
    games[1] === 0 &&
    result.drawnGames === undefined
  );
}

function isRound(r: unknown): boolean {
  if (!isObject(r) || !onlyKeys(r, ROUND_KEYS) || !isInt(r.number, 1)) return false;
  if (r.bye !== undefined && !isId(r.bye)) return false;
  const matches = r.matches;
  if (!Array.isArray(matches)) return false;
  for (let m = 0; m < matches.length; m++) if (!isMatch(matches[m])) return false;
  return true;
}

/**
 * True when `x` has the shape of `schemas/swiss-stage.schema.json`: the same rules as the
 * generated validator, written out by hand as one pass with no allocation, so that it costs
 * next to nothing beside a pairing (the generated validator is much slower on a large stage).
 * `test/totality.test.ts` checks that both agree on random mutations of real stages.
 * @internal
 */
export function hasStageShape(x: unknown): x is SwissStage {
  if (!isObject(x) || !onlyKeys(x, STAGE_KEYS)) return false;
  if (x.schemaVersion !== 1) return false;
  if (typeof x.seed !== 'string' && !isFiniteNumber(x.seed)) return false;
  const rng = x.rng;
  if (!isObject(rng) || !onlyKeys(rng, RNG_KEYS) || rng.algorithm !== 'sfc32') return false;
  const state = rng.state;
  if (!Array.isArray(state) || state.length !== 4) return false;
  for (let i = 0; i < 4; i++) {
    const v = state[i];
    if (!isInt(v, 0) || (v as number) > 4294967295) return false;
  }
  if (!validateSwissSettings(x.settings)) return false;
  if (!STATUSES.includes(x.status)) return false;
  const players = x.players;
  if (!Array.isArray(players)) return false;
  for (let i = 0; i < players.length; i++) if (!isPlayer(players[i])) return false;
  const rounds = x.rounds;
  if (!Array.isArray(rounds)) return false;
  for (let r = 0; r < rounds.length; r++) if (!isRound(rounds[r])) return false;
  return true;
}

/**
 * A value as a message shows it: short, and safe for any value (an object with no prototype has
 * no `toString`, so a template string would throw on it).
 * @internal
 */
export function shown(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value;
}

export { isObject };
