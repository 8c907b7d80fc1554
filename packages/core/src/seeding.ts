import type { CoreErrorCode } from './errors.js';
import { err, ok, type Result } from './result.js';
import type { ParticipantId } from './types.js';

/**
 * Ratings by player id, in the shape `rate` of @tcgkit/rating returns them: Rating seeding reads
 * each entry's `rating`, and its `deviation` for conservative seeding (other fields are ignored).
 */
export type RatingTable = Readonly<
  Record<ParticipantId, { readonly rating: number; readonly deviation?: number }>
>;

/**
 * What Rating seeding does with a player who has no rating (neither in the table nor their own):
 * `last` puts them after every rated player, in the order they were listed; `error` refuses to
 * seed; a number seeds them as if rated that (for example 1500, a new player's Glicko-2 rating).
 */
export type MissingRating = 'last' | 'error' | number;

/**
 * What Rating seeding seeds by: `rating` (the table's `rating` as it is, the default) or
 * `conservative`, the rating minus twice the deviation (Glicko-2's RD) where the table gives one:
 * a player is seeded by a rating they are about 97.5% likely to be above, so a newcomer whose
 * rating is still uncertain (±350) is not seeded over established players by two lucky wins.
 * An entry without a deviation (Elo, a player's own rating) is seeded by its rating.
 */
export type SeedBy = 'rating' | 'conservative';

/** The ratings Rating seeding uses, one per player in the order given. */
export interface SeedingRatings {
  /** The rating each player is seeded by; `undefined` for an unrated player under `last` or `error`. */
  readonly ratings: readonly (number | undefined)[];
  /** Indexes of the players left without a rating (with `error`, the caller refuses to seed). */
  readonly unrated: readonly number[];
}

const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * The rating each player is seeded by: the table's entry when it has one, else the player's own
 * `rating`, else the `missingRating` fallback (used as given, also under `conservative`). With
 * `seedBy: 'conservative'`, a table entry with a `deviation` is seeded by `rating − 2 ×
 * deviation` ({@link SeedBy}). Total on outside input: a table that is not an object of
 * `{ rating: number, deviation?: number }` is `core/invalid-ratings` (path
 * `/ratings/<id>/rating` or `/deviation`), a fallback that is not `last`, `error` or a finite
 * number is `core/invalid-missing-rating`, and a `seedBy` other than the two is
 * `core/invalid-seed-by`.
 *
 * @example
 * ```ts
 * import { seedingRatings } from '@tcgkit/core';
 * seedingRatings([{ id: 'ana' }, { id: 'ben', rating: 1400 }, { id: 'cy' }], { ana: { rating: 1700 } }, 1500);
 * // ok: ratings [1700, 1400, 1500], unrated []
 * seedingRatings([{ id: 'ana' }], { ana: { rating: 1700, deviation: 300 } }, 'last', 'conservative');
 * // ok: ratings [1100]
 * ```
 */
export function seedingRatings(
  players: readonly { readonly id: ParticipantId; readonly rating?: number }[],
  table?: unknown,
  missingRating: unknown = 'last',
  seedBy: unknown = 'rating',
): Result<SeedingRatings, CoreErrorCode> {
  if (seedBy !== 'rating' && seedBy !== 'conservative') {
    return err(
      'core/invalid-seed-by',
      'seedBy must be "rating" (the rating as it is) or "conservative" (rating minus twice the deviation).',
      '/seedBy',
    );
  }
  if (missingRating !== 'last' && missingRating !== 'error' && !isFiniteNumber(missingRating)) {
    return err(
      'core/invalid-missing-rating',
      'missingRating must be "last", "error" or a finite number (the rating to seed an unrated player by).',
      '/missingRating',
    );
  }
  if (
    table !== undefined &&
    (typeof table !== 'object' || table === null || Array.isArray(table))
  ) {
    return err(
      'core/invalid-ratings',
      'ratings must be an object of player id to { rating } (the output of rate in @tcgkit/rating).',
      '/ratings',
    );
  }
  const given = table as Record<string, unknown> | undefined;
  const ratings: (number | undefined)[] = [];
  const unrated: number[] = [];
  for (let i = 0; i < players.length; i++) {
    const id = players[i]!.id;
    let rating: number | undefined;
    if (given !== undefined && Object.hasOwn(given, id)) {
      const entry = given[id];
      const value =
        typeof entry === 'object' && entry !== null
          ? (entry as { rating?: unknown }).rating
          : entry;
      if (!isFiniteNumber(value)) {
        return err(
          'core/invalid-ratings',
          `The rating of "${id}" must be { "rating": <a finite number> }.`,
          `/ratings/${id.replace(/~/g, '~0').replace(/\//g, '~1')}/rating`,
        );
      }
      rating = value;
      const deviation =
        typeof entry === 'object' && entry !== null
          ? (entry as { deviation?: unknown }).deviation
          : undefined;
      if (deviation !== undefined && !(isFiniteNumber(deviation) && deviation >= 0)) {
        return err(
          'core/invalid-ratings',
          `The deviation of "${id}" must be a finite number from 0 (or absent).`,
          `/ratings/${id.replace(/~/g, '~0').replace(/\//g, '~1')}/deviation`,
        );
      }
      // Held finite: a huge deviation seeds last, never at -Infinity.
      if (seedBy === 'conservative' && deviation !== undefined)
        rating = Math.max(value - 2 * deviation, -Number.MAX_VALUE);
    } else if (isFiniteNumber(players[i]!.rating)) {
      rating = players[i]!.rating;
    } else if (isFiniteNumber(missingRating)) {
      rating = missingRating;
    } else {
      unrated.push(i);
    }
    ratings.push(rating);
  }
  return ok({ ratings, unrated });
}
