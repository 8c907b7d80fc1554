/**
 * What standings count for each player, and the flat table of matches at the table.
 * @module
 */

/** A match result from one side. Internal. */
export type Outcome = 'win' | 'loss' | 'draw';

/** An automatic win or loss, from one side. Internal. */
export interface OpponentEntry {
  readonly opp: number;
  readonly round: number;
  readonly result: Outcome;
  /** Points this side earned in the match. */
  readonly points: number;
}

/** Result code of a lost match in {@link OpponentTable.result}. Internal. */
export const LOSS = 0;
/** Result code of a drawn match. Internal. */
export const DRAW = 1;
/** Result code of a won match. Internal. */
export const WIN = 2;

/**
 * Every player's matches at the table, flat (no object per match, which keeps large events
 * cheap): player `i`'s are at indexes `start[i]` to `start[i + 1] - 1`, in round order. Internal.
 */
export interface OpponentTable {
  readonly start: Int32Array;
  readonly opp: Int32Array;
  readonly round: Float64Array;
  /** {@link LOSS}, {@link DRAW} or {@link WIN}. */
  readonly result: Uint8Array;
  /** Points this side earned in the match. */
  readonly points: Float64Array;
}

/** Everything counted for one player. Internal. */
export interface Tally {
  wins: number;
  losses: number;
  draws: number;
  points: number;
  byes: number;
  /** Counts for match-win %: matches at the table (late-entry losses in `mwLosses`). */
  mwWins: number;
  mwDraws: number;
  mwLosses: number;
  gamesWon: number;
  gamesLost: number;
  gamesDrawn: number;
  /** Automatic wins and losses, in round order: head-to-head only. */
  automatic: readonly OpponentEntry[];
}

/** Shared by every tally with no automatic result (most of them): never mutated. */
const NO_ENTRIES: readonly OpponentEntry[] = Object.freeze([]);

/** An empty tally. Internal. */
export const newTally = (): Tally => ({
  wins: 0,
  losses: 0,
  draws: 0,
  points: 0,
  byes: 0,
  mwWins: 0,
  mwDraws: 0,
  mwLosses: 0,
  gamesWon: 0,
  gamesLost: 0,
  gamesDrawn: 0,
  automatic: NO_ENTRIES,
});
