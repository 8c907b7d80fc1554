import type { LobbyDistribution, UnevenLobbies } from './types.js';

/** The fewest players a free-for-all game has: "three or more players per game" (tournaments.md). */
export const MIN_LOBBY_SIZE = 3;

/**
 * How many lobbies `players` players make with lobbies of `size`: with `smaller` (default)
 * `ceil(n / size)` lobbies, none over the size (10 players in pods of 4: 4, 3, 3), with `larger`
 * `floor(n / size)` lobbies (at least 1), none under the size (7 players: one lobby of 7).
 * Dealt by {@link distribute}, sizes then differ by at most one.
 *
 * A free-for-all game has three or more players, so with lobbies of 3 or more no lobby is made
 * smaller than 3 while the field has 3 players: `smaller` then makes fewer, larger lobbies (5
 * players in pods of 4: one lobby of 5, not 3 + 2; 7 in pods of 3: 4 + 3). Lobbies of 2 are only
 * made when the organizer sets `size` 2 (never a lobby of 1: 5 players make 3 + 2), or when only 2
 * players are left.
 *
 * @example
 * ```ts
 * lobbyCount(10, 4, 'smaller'); // 3 (4, 3, 3)
 * lobbyCount(10, 4, 'larger'); // 2 (5, 5)
 * lobbyCount(5, 4, 'smaller'); // 1 (5)
 * ```
 */
export function lobbyCount(players: number, size: number, uneven: UnevenLobbies): number {
  if (players <= 0) return 0;
  if (uneven === 'larger') return Math.max(1, Math.floor(players / size));
  // Sizes differ by at most one, so floor(n / count) >= minimum keeps every lobby at the minimum.
  const minimum = Math.min(MIN_LOBBY_SIZE, size);
  return Math.min(Math.ceil(players / size), Math.max(1, Math.floor(players / minimum)));
}

/**
 * Deals `ordered` (best first) into `count` lobbies.
 *
 * - `snake`: 1..L, then L..1, and so on.
 * - `straight`: 1..L, 1..L, like dealing cards.
 * - `block`: consecutive runs; the first `n mod L` lobbies get the extra player.
 *
 * Lobby sizes differ by at most one in every case.
 *
 * @example
 * ```ts
 * distribute(['1', '2', '3', '4', '5', '6', '7', '8'], 2, 'snake');
 * // [['1', '4', '5', '8'], ['2', '3', '6', '7']]
 * ```
 */
export function distribute<T>(
  ordered: readonly T[],
  count: number,
  distribution: LobbyDistribution,
): T[][] {
  const lobbies: T[][] = Array.from({ length: count }, () => []);
  if (count === 0) return lobbies;
  const n = ordered.length;
  if (distribution === 'block') {
    const base = Math.floor(n / count);
    const extra = n % count;
    let at = 0;
    for (let l = 0; l < count; l++) {
      const size = base + (l < extra ? 1 : 0);
      for (let k = 0; k < size; k++) (lobbies[l] as T[]).push(ordered[at++] as T);
    }
    return lobbies;
  }
  for (let i = 0; i < n; i++) {
    const pass = Math.floor(i / count);
    const pos = i % count;
    const l = distribution === 'snake' && pass % 2 === 1 ? count - 1 - pos : pos;
    (lobbies[l] as T[]).push(ordered[i] as T);
  }
  return lobbies;
}
