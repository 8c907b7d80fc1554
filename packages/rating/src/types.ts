/**
 * Ratings, matches and settings: plain JSON.
 * @module
 */
import type { ParticipantId } from '@tcgkit/core';

/**
 * One player's rating after a rating period. This is the shape Rating seeding in
 * `@tcgkit/swiss`, `@tcgkit/elimination` and `@tcgkit/tournament` reads (its `rating`).
 */
export interface PlayerRating {
  /** The rating on the familiar scale (1500 for a new player by default). Higher is better. */
  readonly rating: number;
  /** Glicko-2 only: the rating deviation (RD); about 95% of the time the true strength is within ±2 RD. */
  readonly deviation?: number;
  /** Glicko-2 only: the volatility σ, how erratic the player's results are. */
  readonly volatility?: number;
  /** Rated matches played in every period so far. */
  readonly matches: number;
  /** Rating change in the latest period rated (0 when the player did not play in it). */
  readonly change: number;
  /**
   * Glicko-2 only: `true` while the deviation is above the `provisionalDeviation` setting (110
   * by default), absent otherwise. Show it beside the rating; seed conservatively
   * (`seedBy: 'conservative'`) so a provisional rating is not taken at face value.
   */
  readonly provisional?: true;
}

/** Every rated player: player id to {@link PlayerRating}. The input and the output of {@link rate}. */
export type Ratings = Readonly<Record<ParticipantId, PlayerRating>>;

/** The result of a match, for the first listed player: 1 win, 0.5 draw, 0 loss. */
export type MatchScore = 0 | 0.5 | 1;

/** One rated match of a period. */
export interface RatedMatch {
  /** The two players, distinct ids. */
  readonly players: readonly [ParticipantId, ParticipantId];
  /** The result for `players[0]`: 1 win, 0.5 draw, 0 loss. */
  readonly score: MatchScore;
  /** Where the match came from, for example `swiss/R2-T5` (not read by {@link rate}). */
  readonly id?: string;
}

/** Glicko-2 settings as given; every field but `system` has a default. */
export interface Glicko2SettingsInput {
  readonly system: 'glicko2';
  /** The system constant τ, how fast volatility may change (Glickman: 0.3 to 1.2). Default 0.5. */
  readonly tau?: number;
  /** The convergence tolerance ε of the volatility iteration. Default 0.000001 (the paper's). */
  readonly tolerance?: number;
  /** Upper bound on the volatility iteration's steps (a guard; it converges in a few). Default 100. */
  readonly maxIterations?: number;
  /** A new player's rating. Default 1500. */
  readonly initialRating?: number;
  /** A new player's deviation. Default 350. */
  readonly initialDeviation?: number;
  /** A new player's volatility. Default 0.06. */
  readonly initialVolatility?: number;
  /** Inactivity raises the deviation up to this, never past it. Default 350. */
  readonly maxDeviation?: number;
  /**
   * A rating whose deviation is above this is provisional (`provisional: true` in the table):
   * too uncertain to rank or seed by as it is. Default 110 (a new player's 350 needs about a
   * dozen rated matches to get under it).
   */
  readonly provisionalDeviation?: number;
}

/**
 * One step of an Elo K-factor schedule. A player gets the `k` of the first step whose conditions
 * all hold before the period (a step without conditions always holds).
 */
export interface KFactorStep {
  readonly k: number;
  /** Holds while the player has played fewer rated matches than this. */
  readonly matchesBelow?: number;
  /** Holds while the player's rating is below this. */
  readonly ratingBelow?: number;
}

/** Elo settings as given; every field but `system` has a default. */
export interface EloSettingsInput {
  readonly system: 'elo';
  /** A number for everyone, or a schedule whose last step has no conditions. Default 32. */
  readonly kFactor?: number | readonly KFactorStep[];
  /** The rating difference at which the stronger player is expected to score 10 to 1. Default 400. */
  readonly scale?: number;
  /** A new player's rating. Default 1500. */
  readonly initialRating?: number;
}

/** The settings {@link rate} takes, as given. */
export type RatingSettingsInput = Glicko2SettingsInput | EloSettingsInput;

/** Glicko-2 settings with every default filled in. */
export type Glicko2Settings = Required<Glicko2SettingsInput>;

/** Elo settings with every default filled in; a single K is a one-step schedule. */
export interface EloSettings {
  readonly system: 'elo';
  readonly kFactor: readonly KFactorStep[];
  readonly scale: number;
  readonly initialRating: number;
}

/** Settings with every default filled in. */
export type RatingSettings = Glicko2Settings | EloSettings;

/** Whether an event counts: only public events are rated. */
export type EventVisibility = 'public' | 'private';

/** Options of {@link ratingPeriodFromEvent}. */
export interface RatingPeriodOptions {
  /**
   * Whether the event is public, for an event that does not record it (saved before
   * `@tcgkit/tournament` recorded `settings.visibility`, or a bare Swiss stage). `private` gives
   * an empty period. Default: the event's `settings.visibility`; when neither says, the event is
   * refused with `rating/visibility-unknown`. `public` for an event recorded as private is
   * refused with `rating/visibility-conflict`.
   */
  readonly visibility?: EventVisibility;
}
