import { err, type GameId, ok, parseGameId, type Result, unwrap } from '@tcgkit/core';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import type {
  ResolvedRoundRobinSettings,
  RoundRobinSettings,
  RoundRobinTiebreaker,
  SetupRecommendation,
} from './types.js';

/** The games whose round robin defaults the create form offers: core's `GameId` without `mtg`. */
export type RoundRobinGame = Exclude<GameId, 'mtg'>;

const ROUND_ROBIN_GAMES: readonly RoundRobinGame[] = ['lor', 'pokemon', 'riftbound'];

/**
 * The round robin defaults of each game (tournaments page, "What each game offers"): points for
 * a win / draw / loss and the tiebreakers Head-to-head, then Score difference.
 *
 * @example
 * ```ts
 * roundRobinDefaults('lor').points; // { win: 3, draw: 0, loss: 0 }
 * ```
 */
export function roundRobinDefaults(game: RoundRobinGame): RoundRobinSettings {
  const tiebreakers: readonly RoundRobinTiebreaker[] = ['head_to_head', 'score_difference'];
  switch (game) {
    case 'lor':
      return { points: { win: 3, draw: 0, loss: 0 }, tiebreakers };
    case 'pokemon':
    case 'riftbound':
      return { points: { win: 3, draw: 1, loss: 0 }, tiebreakers };
    default: {
      // Only plain JavaScript callers get here: a TcgkitError coded core/unknown-game listing the games.
      unwrap(parseGameId(game, ROUND_ROBIN_GAMES));
      throw new TypeError(`Unknown game ${String(game satisfies never)}.`);
    }
  }
}

const isWhole = (n: unknown, min: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min;

/** True for 1, 2, 4, 8... */
export function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && (n & (n - 1)) === 0;
}

/**
 * Fills in every default and checks the settings that a schema cannot: a playoff size that is a
 * power of two and no smaller than the direct qualifiers, and groups when there are playoffs.
 * Errors: `round-robin/invalid-settings` with the path of the offending field.
 */
export function resolveSettings(
  settings: RoundRobinSettings = {},
): Result<ResolvedRoundRobinSettings, RoundRobinErrorCode> {
  const bad = (message: string, path: string) =>
    err(RoundRobinErrors.invalidSettings, message, path);
  const playoffs = settings.playoffs ?? null;
  const grouping =
    settings.grouping ??
    (playoffs === null ? { type: 'none' as const } : { type: 'group-count' as const, groups: 4 });
  if (grouping.type === 'group-count' && !isWhole(grouping.groups, 1)) {
    return bad('The number of groups must be a whole number of at least 1.', '/grouping/groups');
  }
  if (grouping.type === 'players-per-group' && !isWhole(grouping.players, 2)) {
    return bad('Players per group must be a whole number of at least 2.', '/grouping/players');
  }
  const cycles = settings.cycles ?? 1;
  if (!isWhole(cycles, 1)) return bad('Round robin cycles must be at least 1.', '/cycles');
  const groupPlay = settings.groupPlay ?? { type: 'round-robin' as const };
  if (groupPlay.type === 'swiss' && !isWhole(groupPlay.rounds, 1)) {
    return bad('Swiss rounds within a group must be at least 1.', '/groupPlay/rounds');
  }
  const points = settings.points ?? { win: 3, draw: 1, loss: 0 };
  for (const key of ['win', 'draw', 'loss'] as const) {
    if (typeof points[key] !== 'number' || !Number.isFinite(points[key])) {
      return bad(`Points for a ${key} must be a number.`, `/points/${key}`);
    }
  }
  if (points.win <= 0) return bad('Points for a win must be more than 0.', '/points/win');
  const opponentFloor = settings.opponentFloor ?? 0.33;
  if (!(opponentFloor >= 0 && opponentFloor <= 1)) {
    return bad('The opponent floor must be between 0 and 1.', '/opponentFloor');
  }
  if (playoffs !== null) {
    if (grouping.type === 'none') {
      return bad('Crossover playoffs need groups.', '/grouping');
    }
    if (!isWhole(playoffs.advancePerGroup, 1)) {
      return bad('At least one player must advance from each group.', '/playoffs/advancePerGroup');
    }
    if (!isWhole(playoffs.size, 2) || !isPowerOfTwo(playoffs.size)) {
      return bad('The playoff size must be a power of two (2, 4, 8...).', '/playoffs/size');
    }
    if (grouping.type === 'group-count') {
      const direct = grouping.groups * playoffs.advancePerGroup;
      if (direct > playoffs.size) {
        return bad(
          `${grouping.groups} groups with ${playoffs.advancePerGroup} through each give ${direct} qualifiers, more than the ${playoffs.size} playoff places.`,
          '/playoffs/size',
        );
      }
    }
  }
  // A group stage with playoffs uses the group stage order; a round robin (grouped or not) the
  // round robin tiebreakers of the tournaments page: head-to-head, then score difference.
  const tiebreakers =
    settings.tiebreakers ??
    (playoffs === null ? (['head_to_head', 'score_difference'] as const) : 'group-stage');
  return ok({
    grouping,
    cycles,
    groupPlay,
    points: { win: points.win, draw: points.draw, loss: points.loss },
    draws: settings.draws ?? 'counts',
    requireConfirmation: settings.requireConfirmation ?? false,
    tiebreakers: typeof tiebreakers === 'string' ? tiebreakers : [...tiebreakers],
    opponentFloor,
    playoffs: playoffs === null ? null : { ...playoffs },
    title: settings.title ?? null,
  });
}

/**
 * How many groups a grouping gives for a field: the number chosen, or as many groups of at most
 * the chosen size as the field needs (18 players, 4 per group: 5 groups).
 */
export function groupCountFor(grouping: ResolvedRoundRobinSettings['grouping'], players: number) {
  switch (grouping.type) {
    case 'none':
      return 1;
    case 'group-count':
      return grouping.groups;
    case 'players-per-group':
      return Math.max(1, Math.ceil(players / grouping.players));
    default: {
      const never: never = grouping;
      throw new TypeError(`Unknown grouping ${JSON.stringify(never)}.`);
    }
  }
}

/** The group sizes of a deal: `players` dealt like cards into `groups` (sizes differ by at most one). */
export function groupSizes(players: number, groups: number): number[] {
  return Array.from(
    { length: groups },
    (_, g) => Math.floor(players / groups) + (g < players % groups ? 1 : 0),
  );
}

/** The smallest power of two that is at least `n` (and at least 2). */
export function playoffSizeFor(n: number): number {
  let size = 2;
  while (size < n) size *= 2;
  return size;
}

/**
 * The setup the app recommends for a field: groups of about four, two through from each, and
 * the smallest playoff that fits them.
 *
 * @example
 * ```ts
 * recommendSetup(16); // 4 groups of 4, 2 through each, an 8-player playoff
 * recommendSetup(12); // 3 groups of 4, 2 through each, 8 places: the 2 best thirds fill up
 * ```
 */
export function recommendSetup(
  playerCount: number,
): Result<SetupRecommendation, RoundRobinErrorCode> {
  if (!isWhole(playerCount, 2)) {
    return err(
      RoundRobinErrors.notEnoughPlayers,
      'A group stage with playoffs needs at least 2 players.',
    );
  }
  const groupCount = Math.max(1, Math.round(playerCount / 4));
  const sizes = groupSizes(playerCount, groupCount);
  const advancePerGroup = Math.min(2, Math.min(...sizes));
  const playoffSize = playoffSizeFor(groupCount * advancePerGroup);
  return ok({
    groupCount,
    advancePerGroup,
    playoffSize,
    groupSizes: sizes,
    settings: {
      grouping: { type: 'group-count', groups: groupCount },
      playoffs: { advancePerGroup, size: playoffSize },
    },
  });
}
