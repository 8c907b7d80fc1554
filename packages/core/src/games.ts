import { err, ok, type Result } from './result.js';

/**
 * Every game tcgkit knows, in the one spelling every package, settings object, schema, element
 * attribute and example uses: Legends of Runeterra, Pokémon TCG, Riftbound and Magic: The
 * Gathering (`mtg`, where Magic rules are offered).
 */
export const GAME_IDS = ['lor', 'pokemon', 'riftbound', 'mtg'] as const;

/** One game's id: `'lor' | 'pokemon' | 'riftbound' | 'mtg'`. See {@link GAME_IDS}. */
export type GameId = (typeof GAME_IDS)[number];

/** The English name of each game, as messages name it (`"Pokémon TCG"`). */
export const GAME_NAMES: Readonly<Record<GameId, string>> = {
  lor: 'Legends of Runeterra',
  pokemon: 'Pokémon TCG',
  riftbound: 'Riftbound',
  mtg: 'Magic: The Gathering',
};

/**
 * Whether `value` is one of {@link GAME_IDS}.
 *
 * @example
 * ```ts
 * import { isGameId } from '@tcgkit/core';
 * console.log(isGameId('pokemon'), isGameId('hearthstone')); // true false
 * ```
 */
export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

/**
 * Reads a game id from outside input. An unknown id is `core/unknown-game`, whose message lists
 * the valid ids; `allowed` narrows the list (for example a package that has no Magic rules).
 *
 * @example
 * ```ts
 * import { parseGameId } from '@tcgkit/core';
 * parseGameId('pokemon'); // { ok: true, value: 'pokemon', warnings: [] }
 * parseGameId('hearthstone'); // { ok: false, error: { code: 'core/unknown-game', ... } }
 * ```
 */
export function parseGameId<G extends GameId = GameId>(
  value: unknown,
  allowed: readonly G[] = GAME_IDS as unknown as readonly G[],
  path?: string,
): Result<G> {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return ok(value as G);
  const shown =
    typeof value === 'string'
      ? `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`
      : typeof value;
  return err(
    'core/unknown-game',
    `The game ${shown} is not one tcgkit knows here; use one of: ${allowed.map((g) => `"${g}"`).join(', ')}.`,
    path,
  );
}
