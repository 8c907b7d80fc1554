import type { CoreErrorCode } from './errors.js';
import { err, ok, type Result } from './result.js';
import type { ParticipantId } from './types.js';

/**
 * Ratings by player id, in the shape `rate` of @tcgkit/rating returns them: Rating seeding reads
 * each entry's `rating` (other fields, such as `deviation`, are ignored).
 */
export type RatingTable = Readonly<Record<ParticipantId, { readonly rating: number }>>;

/**
 * What Rating seeding does with a player who has no rating (neither in the table nor their own):
 * `last` puts them after every rated player, in the order they were listed; `error` refuses to
 * seed; a number seeds them as if rated that (for example 1500, a new player's Glicko-2 rating).
 */
export type MissingRating = 'last' | 'error' | number;

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
 * `rating`, else the `missingRating` fallback. Total on outside input: a table that is not an
 * object of `{ rating: number }` is `core/invalid-ratings` (path `/ratings/<id>/rating`), and a
 * fallback that is not `last`, `error` or a finite number is `core/invalid-missing-rating`.
 *
 * @example
 * ```ts
 * import { seedingRatings } from '@tcgkit/core';
 * seedingRatings([{ id: 'ana' }, { id: 'ben', rating: 1400 }, { id: 'cy' }], { ana: { rating: 1700 } }, 1500);
 * // ok: ratings [1700, 1400, 1500], unrated []
 * ```
 */
export function seedingRatings(
  players: readonly { readonly id: ParticipantId; readonly rating?: number }[],
  table?: unknown,
  missingRating: unknown = 'last',
): Result<SeedingRatings, CoreErrorCode> {
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
