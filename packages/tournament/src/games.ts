import { type FfaSettings, RIFTBOUND_FFA_DEFAULTS } from '@tcgkit/ffa';
import { pokemonRecommendedRounds, type SwissSettings, swissGameDefaults } from '@tcgkit/swiss';
import type { StageFormat, TournamentGame } from './types.js';

/** Round robin defaults of a game. */
export interface RoundRobinDefaults {
  readonly pointsForWin: number;
  readonly pointsForDraw: number;
  readonly pointsForLoss: number;
  readonly tiebreakers: readonly ('head_to_head' | 'score_difference')[];
}

/** Elimination defaults shared by every game (the spec: Allow byes off, no third-place match). */
export interface EliminationDefaults {
  readonly allowByes: boolean;
  readonly thirdPlaceMatch: boolean;
  readonly grandFinal: 'single-set' | 'bracket-reset';
}

/** The settings a game fixes: they cannot be changed per stage. */
export interface FixedByGame {
  readonly matchWinFormula: SwissSettings['matchWinFormula'];
  readonly opponentMatchWinFloor: number;
  readonly gameWinFloor: number;
}

/** One game's column of the spec's "What each game offers" table, as data. */
export interface GameDefaults {
  readonly game: TournamentGame;
  readonly name: string;
  readonly formats: readonly StageFormat[];
  /** Swiss defaults: rounds, points, draws, byes, pairing style, repeat matchups, tiebreakers, formula, floors. */
  readonly swiss: SwissSettings;
  /** True when the create form also recommends a round count by player count (Pokémon TCG). */
  readonly recommendsRounds: boolean;
  readonly roundRobin: RoundRobinDefaults;
  readonly elimination: EliminationDefaults;
  /** Free-for-all defaults (Riftbound only); `null` when the game offers no free-for-all. */
  readonly freeForAll: Omit<FfaSettings, 'format'> | null;
  /** The match-win % formula and floors, fixed per game. */
  readonly fixed: FixedByGame;
}

const ONE_ON_ONE: readonly StageFormat[] = [
  'single-elimination',
  'double-elimination',
  'round-robin',
  'swiss',
];

const roundRobin = (draw: number): RoundRobinDefaults => ({
  pointsForWin: 3,
  pointsForDraw: draw,
  pointsForLoss: 0,
  tiebreakers: ['head_to_head', 'score_difference'],
});

/** The formula and floors a game fixes are those of its Swiss defaults (from @tcgkit/swiss). */
const fixedBy = (swiss: SwissSettings): FixedByGame => ({
  matchWinFormula: swiss.matchWinFormula,
  opponentMatchWinFloor: swiss.opponentMatchWinFloor,
  gameWinFloor: swiss.gameWinFloor,
});

/** Riftbound's free-for-all defaults, as @tcgkit/ffa defines them, without a chosen format. */
const { format: _format, ...riftboundFreeForAll } = RIFTBOUND_FFA_DEFAULTS;

const elimination: EliminationDefaults = {
  allowByes: false,
  thirdPlaceMatch: false,
  grandFinal: 'bracket-reset',
};

/**
 * The spec's per-game table as data: formats, Swiss (rounds, points, draws, byes, pairing style,
 * repeat matchups, tiebreakers, formula, floors), round robin and free-for-all defaults. A stage
 * created for a game starts from these; everything but the formula and the two floors can be
 * changed per stage.
 *
 * @example
 * ```ts
 * GAME_DEFAULTS.pokemon.swiss.opponentMatchWinFloor; // 0.25
 * GAME_DEFAULTS.riftbound.freeForAll?.placementPoints; // [3, 2, 1, 0]
 * ```
 */
export const GAME_DEFAULTS: Readonly<Record<TournamentGame, GameDefaults>> = {
  lor: {
    game: 'lor',
    name: 'Legends of Runeterra',
    formats: ONE_ON_ONE,
    swiss: swissGameDefaults.lor,
    recommendsRounds: false,
    roundRobin: roundRobin(0),
    elimination,
    freeForAll: null,
    fixed: fixedBy(swissGameDefaults.lor),
  },
  pokemon: {
    game: 'pokemon',
    name: 'Pokémon TCG',
    formats: ONE_ON_ONE,
    swiss: swissGameDefaults.pokemon,
    recommendsRounds: true,
    roundRobin: roundRobin(1),
    elimination,
    freeForAll: null,
    fixed: fixedBy(swissGameDefaults.pokemon),
  },
  riftbound: {
    game: 'riftbound',
    name: 'Riftbound',
    formats: [...ONE_ON_ONE, 'cumulative-points', 'threshold-win'],
    swiss: swissGameDefaults.riftbound,
    recommendsRounds: false,
    roundRobin: roundRobin(1),
    elimination,
    freeForAll: riftboundFreeForAll,
    fixed: fixedBy(swissGameDefaults.riftbound),
  },
};

/** The kind of a format: free-for-all for Cumulative Points and Threshold Win, one-on-one otherwise. */
export function kindOf(format: StageFormat): 'one-on-one' | 'free-for-all' {
  return format === 'cumulative-points' || format === 'threshold-win'
    ? 'free-for-all'
    : 'one-on-one';
}

/**
 * The create form's round-count suggestion for a Swiss stage: only Pokémon TCG has one (the Play!
 * Pokémon handbook's count for the Maximum participants); other games get `undefined`. The engine
 * never applies it: a stage plays exactly the Number of rounds set (default 5).
 *
 * @example
 * ```ts
 * suggestedSwissRounds('pokemon', 20); // 5
 * suggestedSwissRounds('riftbound', 20); // undefined
 * ```
 */
export function suggestedSwissRounds(
  game: TournamentGame,
  maxParticipants: number,
): number | undefined {
  return GAME_DEFAULTS[game].recommendsRounds
    ? pokemonRecommendedRounds(maxParticipants)
    : undefined;
}
