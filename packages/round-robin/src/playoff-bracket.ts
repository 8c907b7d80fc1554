import { err, type Issue, ok, type Result } from '@tcgkit/core';
import { createBracket, type EliminationState, seedOrder } from '@tcgkit/elimination';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import type { PlayoffDraw } from './types.js';

/** Options for {@link createPlayoffBracket}. */
export interface PlayoffBracketOptions {
  /** A title for the bracket view. */
  readonly title?: string;
  /** Player names, to show in the bracket. */
  readonly names?: Readonly<Record<string, string>>;
}

/**
 * The playoff bracket as an `@tcgkit/elimination` single elimination stage, laid out exactly as
 * the crossover draw: the winner of match 1 meets the winner of match 2, and so on. Players
 * knocked out in the same round are placed by the group stage's qualification order (group
 * winners, then runners-up, then the best of the rest), so the better qualified semifinal loser
 * is 3rd. Play it with the elimination package (`reportWinner`, `placements`, `toBracketView`).
 *
 * The elimination package places seeds in its standard order (1 v 8, 4 v 5, 2 v 7, 3 v 6); the
 * bracket's "seeds" here are only the positions that reproduce the draw.
 *
 * Errors: `round-robin/invalid-playoff-result` when the elimination package refuses the bracket.
 *
 * @example
 * ```ts
 * import { placements, reportWinner } from '@tcgkit/elimination';
 * const bracket = unwrap(createPlayoffBracket(unwrap(drawPlayoffs(stage))));
 * ```
 */
export function createPlayoffBracket(
  draw: PlayoffDraw,
  options: PlayoffBracketOptions = {},
): Result<EliminationState> {
  const size = draw.bracketOrder.length;
  const order = seedOrder(size);
  const bySeed: string[] = new Array(size);
  order.forEach((seed, position) => {
    bySeed[seed - 1] = draw.bracketOrder[position] as string;
  });
  const created = createBracket({
    settings: {
      format: 'single-elimination',
      seeding: 'manual',
      tiedPlacements: 'qualification-order',
      ...(options.title === undefined ? {} : { title: options.title }),
    },
    participants: bySeed.map((id) => {
      const name = options.names?.[id];
      return name === undefined ? { id } : { id, name };
    }),
    qualificationOrder: draw.qualification.order,
  });
  if (!created.ok) {
    const problem: Issue<RoundRobinErrorCode> = {
      code: RoundRobinErrors.invalidPlayoffResult,
      message: `The elimination package refused the playoff bracket: ${created.error.message}`,
    };
    return err(problem.code, problem.message);
  }
  return ok(created.value, created.warnings);
}
