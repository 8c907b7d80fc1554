import type {
  EngineReport,
  GameId,
  MissingRating,
  Participant,
  ParticipantId,
  RatingTable,
  SeedBy,
} from '@tcgkit/core';
import type {
  EarlyCutoffMode,
  EliminationState,
  GrandFinalMode,
  TiedPlacements,
} from '@tcgkit/elimination';
import type { FfaSettings, FfaState } from '@tcgkit/ffa';
import type { RoundRobinSettings, RoundRobinState } from '@tcgkit/round-robin';
import type { PairingStyle, SwissSettings, SwissStage } from '@tcgkit/swiss';
import type { StandingsSettings } from '@tcgkit/tiebreakers';

/**
 * The games with defaults in {@link GAME_DEFAULTS}: every `GameId` of core. Magic (`mtg`) is a
 * rules-only game: no card data is needed to run its events.
 */
export type TournamentGame = GameId;

/** Every stage format of the spec. */
export type StageFormat =
  | 'swiss'
  | 'single-elimination'
  | 'double-elimination'
  | 'round-robin'
  | 'cumulative-points'
  | 'threshold-win';

/** One-on-one (Swiss, elimination, round robin) or free-for-all (lobbies); never mixed in one event. */
export type StageKind = 'one-on-one' | 'free-for-all';

/**
 * How a stage orders its players: `manual` (their `seed`), `random` (seeded), `rating` (higher
 * first) or `prior-stage-results` (the order they advanced in: best finisher first). Default:
 * `random` for the first stage, `prior-stage-results` for every later one.
 */
export type StageSeeding = 'manual' | 'random' | 'rating' | 'prior-stage-results';

/** Advance mode of an elimination stage fed by an elimination stage stopped by early cutoff. */
export type AdvanceMode = 'reset-bracket' | 'continue-brackets';

/** The elimination settings a stage may set (format, seeding and early cutoff come from the event). */
export interface EliminationStageSettings {
  readonly allowByes?: boolean;
  readonly thirdPlaceMatch?: boolean;
  readonly grandFinal?: GrandFinalMode;
  /** How an early cutoff (Allow early cutoff on the rule out of this stage) waits for play. */
  readonly earlyCutoffMode?: EarlyCutoffMode;
  readonly tiedPlacements?: TiedPlacements;
  readonly title?: string;
}

/**
 * The Swiss settings a stage may set: any `SwissSettings` field but `standings` (the stage's own
 * `standings` option). `firstRoundSeeding` is replaced by the stage's `seeding`.
 */
export type SwissStageSettings = Partial<Omit<SwissSettings, 'standings'>>;

/** The round robin settings a stage may set: any `RoundRobinSettings` field (`playoffs` lays out the elimination stage it feeds by the crossover draw). */
export type RoundRobinStageSettings = RoundRobinSettings;

/** The free-for-all settings a stage may set: any `FfaSettings` field but `format` (the stage's format). */
export type FfaStageSettings = Partial<Omit<FfaSettings, 'format'>>;

/** What every stage definition has, whatever its format. */
interface StageInputBase {
  /** A short unique id: `swiss`, `top8`. */
  readonly id: string;
  readonly name?: string;
  readonly seeding?: StageSeeding;
  /** Elimination stages fed by an elimination stage: default `reset-bracket` (refused on other formats). */
  readonly advanceMode?: AdvanceMode;
  /**
   * A stage run beside the first, not after it: one Swiss stage per age-division pod. It starts
   * with the first stage, takes the players registered into it (`registerParticipant`'s
   * `stage`), and no advancement rule feeds it. Only Swiss stages after the first. Default false.
   */
  readonly parallel?: boolean;
}

/** A Swiss stage as the organizer defines it. */
export interface SwissStageInput extends StageInputBase {
  readonly format: 'swiss';
  /**
   * The standings rules that order this stage's players everywhere: live standings and views,
   * the cut and advancement, the next stage's seeds and exports. Any `StandingsSettings` of
   * `@tcgkit/tiebreakers`: `presets.playPokemon`, `presets.mtg`, `presets.melee`, or your own.
   * Default: the game's rules (the spec's table; `presets.mtg` for Magic).
   */
  readonly standings?: StandingsSettings;
  readonly settings?: SwissStageSettings;
}

/** A single or double elimination stage as the organizer defines it. */
export interface EliminationStageInput extends StageInputBase {
  readonly format: 'single-elimination' | 'double-elimination';
  readonly settings?: EliminationStageSettings;
}

/** A round robin stage as the organizer defines it. */
export interface RoundRobinStageInput extends StageInputBase {
  readonly format: 'round-robin';
  readonly settings?: RoundRobinStageSettings;
}

/** A free-for-all stage (Cumulative Points, Threshold Win) as the organizer defines it. */
export interface FfaStageInput extends StageInputBase {
  readonly format: 'cumulative-points' | 'threshold-win';
  readonly settings?: FfaStageSettings;
}

/**
 * A stage as the organizer defines it, its `settings` typed by its `format`: Swiss
 * ({@link SwissStageSettings}, plus the stage's `standings` rules), elimination
 * ({@link EliminationStageSettings}), round robin ({@link RoundRobinStageSettings}) or
 * free-for-all ({@link FfaStageSettings}). An unknown settings key is refused with
 * `tournament/invalid-settings` and the closest known key ("did you mean `rounds`?").
 */
export type StageDefinitionInput =
  | SwissStageInput
  | EliminationStageInput
  | RoundRobinStageInput
  | FfaStageInput;

/** A stage with every default filled in and its engine settings resolved. */
export interface StageDefinition {
  readonly id: string;
  readonly name: string;
  readonly format: StageFormat;
  readonly seeding: StageSeeding;
  readonly advanceMode: AdvanceMode;
  /** The full settings its engine runs with (Swiss settings, elimination settings or free-for-all settings). */
  readonly settings: Readonly<Record<string, unknown>>;
  /** A Swiss stage's standings rules, when the organizer chose them or the game has no flat defaults (Magic). */
  readonly standings?: StandingsSettings;
  /** Present (true) on a stage run beside the first (a stage definition's `parallel`). */
  readonly parallel?: true;
}

/** Which players a rule is about, read from the source stage's final standings. */
export type AdvancementCondition =
  | { readonly type: 'placement-range'; readonly from: number; readonly to: number }
  | { readonly type: 'points-range'; readonly min?: number; readonly max?: number };

/** What a rule does with those players. */
export type AdvancementAction =
  | { readonly type: 'advance'; readonly to: string }
  | { readonly type: 'eliminate' };

/**
 * What happens when players equal on points and every tiebreaker straddle the cut line:
 * `better-initial-seed` (default: the cut keeps its size), `draw-lots` (a seeded draw; same size),
 * `advance-whole-tie` (everyone in the tie goes through; the next stage may get more players).
 */
export type CutTiebreaker = 'better-initial-seed' | 'draw-lots' | 'advance-whole-tie';

/** An advancement rule as the organizer writes it. */
export interface AdvancementRuleInput {
  /** The stage whose final standings the rule reads. */
  readonly from: string;
  readonly condition: AdvancementCondition;
  readonly action: AdvancementAction;
  /** Default `better-initial-seed`. */
  readonly cutTiebreaker?: CutTiebreaker;
  /**
   * Allow early cutoff: only for a placement range starting at 1 out of a single or double
   * elimination stage, which then stops as soon as those placements are decided. Default false.
   */
  readonly allowEarlyCutoff?: boolean;
}

/** An advancement rule with its defaults filled in. */
export interface AdvancementRule {
  readonly from: string;
  readonly condition: AdvancementCondition;
  readonly action: AdvancementAction;
  readonly cutTiebreaker: CutTiebreaker;
  readonly allowEarlyCutoff: boolean;
}

/** The event as the organizer defines it. */
export interface TournamentSettingsInput {
  readonly name?: string;
  /** Start every stage from this game's defaults, and fix its match-win formula and floors. */
  readonly game?: TournamentGame;
  /**
   * Whether the event is public or private, recorded in the saved event. Only public events are
   * rated: `ratingPeriodFromEvent` of `@tcgkit/rating` gives a private event an empty period and
   * refuses an event that does not say (unless its caller does). No default.
   */
  readonly visibility?: EventVisibility;
  readonly stages: readonly StageDefinitionInput[];
  readonly advancement?: readonly AdvancementRuleInput[];
  /**
   * Free JSON the event carries as given and never reads: the file it was imported from (as
   * `importTomEvent` of `@tcgkit/interop` keeps the TOM file), a site's own ids.
   */
  readonly meta?: unknown;
}

/** Whether an event is public (rated) or private (never rated). */
export type EventVisibility = 'public' | 'private';

/** The event's settings, resolved: every stage's engine settings complete. */
export interface TournamentSettings {
  readonly name: string;
  readonly game: TournamentGame | null;
  /** As given; absent when the organizer did not say (events saved before it was recorded too). */
  readonly visibility?: EventVisibility;
  readonly kind: StageKind;
  readonly stages: readonly StageDefinition[];
  readonly advancement: readonly AdvancementRule[];
  /** The event's free JSON, as given (present only when given). */
  readonly meta?: unknown;
}

/** A registered player. */
export interface TournamentParticipant extends Participant {
  readonly dropped?: boolean;
  /** Joined after the start (late entry). */
  readonly late?: boolean;
  /** The parallel stage the player entered (absent for the first stage). */
  readonly stage?: string;
}

/** The engine state of a running or finished stage. */
export type StageEngine =
  | { readonly format: 'swiss'; readonly state: SwissStage }
  | { readonly format: 'elimination'; readonly state: EliminationState }
  | { readonly format: 'ffa'; readonly state: FfaState }
  | { readonly format: 'round-robin'; readonly state: RoundRobinState };

/** The engine states `load-stage` takes: a Swiss stage, or a single or double elimination bracket. */
export type LoadableEngine = Extract<StageEngine, { readonly format: 'swiss' | 'elimination' }>;

/** Where a stage is. */
export type StageStatus = 'waiting' | 'running' | 'complete';

/** One stage of the event. */
export interface StageState {
  readonly id: string;
  readonly status: StageStatus;
  /** The players who entered, in seeding order (prior stage results: best first). */
  readonly entrants: readonly ParticipantId[];
  /** True once its advancement rules were applied. */
  readonly advanced: boolean;
  /** The players each advancement rule selected, when applied (index = rule index in the settings). */
  readonly selected?: Readonly<Record<string, readonly ParticipantId[]>>;
  readonly engine: StageEngine | null;
}

/**
 * A match result, as the log records it: the stage, and the engine interface's report (the
 * match id the stage's engine gives, `games`, `forfeitWinner`, `ranking`... as
 * `EngineReport` of `@tcgkit/core` describes). A field the stage's engine does not read is
 * refused with its `<engine>/invalid-result` code (`round-robin/invalid-score`,
 * `ffa/invalid-ranking`), at the field's path.
 */
export interface MatchReport extends EngineReport {
  /** The stage the match belongs to. */
  readonly stage: string;
}

/** Every action the event log records, with its inputs. */
export type TournamentAction =
  | {
      readonly type: 'create';
      readonly settings: TournamentSettingsInput;
      readonly seed: string | number;
    }
  | {
      readonly type: 'register';
      readonly participant: Participant;
      /** A parallel stage the player enters at the start, instead of the first. */
      readonly stage?: string;
    }
  | {
      readonly type: 'start';
      /** Ratings by player id (the output of `rate` in @tcgkit/rating) for `rating` seeding. */
      readonly ratings?: RatingTable;
      /** What `rating` seeding does with a player who has no rating. Default `last`. */
      readonly missingRating?: MissingRating;
      /** `conservative`: seed by rating − 2 × deviation where the table gives one. Default `rating`. */
      readonly seedBy?: SeedBy;
      /**
       * `recommended`: the first (Swiss) stage plays the game's recommended round count for the
       * players present (Pokémon TCG's table, Magic's Appendix E), instead of its Number of rounds.
       */
      readonly rounds?: 'recommended';
    }
  | {
      readonly type: 'pair';
      readonly stage: string;
      /** Round robin: the deadline of the group stage (or of the Swiss round within groups). */
      readonly deadline?: string;
    }
  | { readonly type: 'group-change'; readonly stage: string; readonly change: GroupChange }
  // `winner` is for a correction only (a round robin coin flip), and the event schema says so.
  | ({ readonly type: 'result' } & Omit<MatchReport, 'winner'>)
  | ({ readonly type: 'correction' } & MatchReport)
  | { readonly type: 'drop'; readonly participantId: ParticipantId }
  | {
      readonly type: 'late-entry';
      readonly participant: Participant;
      /** The running Swiss stage to join: the first stage (default) or a parallel one. */
      readonly stage?: string;
    }
  | {
      readonly type: 'load-stage';
      readonly stage: string;
      /** The whole engine state, paired and played elsewhere: a replay loads the same. */
      readonly engine: LoadableEngine;
    }
  | { readonly type: 'advance'; readonly stage: string }
  | {
      readonly type: 'stage-settings';
      readonly stage: string;
      readonly settings: StageSettingsChange;
    };

/**
 * The settings that stay editable while a Swiss stage runs (tournaments.md: "turn Prevent repeat
 * matchups off for that stage, or change its pairing style, both of which stay editable while
 * the stage runs"). They apply from the next round paired.
 */
export interface StageSettingsChange {
  readonly preventRepeatMatchups?: boolean;
  readonly pairingStyle?: PairingStyle;
}

/**
 * A change to a round robin stage's provisional groups (before its matches are laid out):
 * swap two players, move one to another group, or redraw every group.
 */
export type GroupChange =
  | { readonly type: 'swap'; readonly a: ParticipantId; readonly b: ParticipantId }
  | { readonly type: 'move'; readonly participantId: ParticipantId; readonly toGroup: string }
  | { readonly type: 'redraw' };

/** One entry of the event log. `at` and `by` are stored as given (the engine never reads a clock). */
export interface LogEntry {
  /** 1-based position in the log. */
  readonly seq: number;
  readonly action: TournamentAction;
  readonly at?: string;
  readonly by?: string;
}

/** Where the event is. */
export type TournamentStatus = 'registration' | 'running' | 'complete';

/** A whole event: settings, players, stages with their engine states, and the log that produced them. */
export interface TournamentState {
  readonly schemaVersion: 1;
  readonly type: 'tournament';
  readonly seed: string | number;
  readonly settings: TournamentSettings;
  readonly status: TournamentStatus;
  readonly participants: readonly TournamentParticipant[];
  readonly stages: readonly StageState[];
  readonly log: readonly LogEntry[];
}

/** Optional audit fields stored with a log entry. */
export interface ActionMeta {
  readonly at?: string;
  readonly by?: string;
}

/** One row of a stage's final standings, as advancement reads them. */
export interface StageStandingRow {
  readonly participantId: ParticipantId;
  /** Shared placement: players equal on points and every tiebreaker have the same rank. */
  readonly rank: number;
  /** 1-based position in the order (distinct; ties ordered by initial seed). */
  readonly position: number;
  /** Points, when the format has points (Swiss, free-for-all); `null` in a bracket. */
  readonly points: number | null;
  readonly dropped: boolean;
}
