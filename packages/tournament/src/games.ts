import { type FfaSettings, RIFTBOUND_FFA_DEFAULTS } from '@tcgkit/ffa';
import {
  pokemonRecommendedRounds,
  type SwissSettings,
  suggestMtgRounds,
  suggestTopCut,
  swissGameDefaults,
} from '@tcgkit/swiss';
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
  /** True when the game recommends a round count by player count (Pokémon TCG, Magic). */
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
  mtg: {
    game: 'mtg',
    name: 'Magic: The Gathering',
    formats: ONE_ON_ONE,
    // The Magic Tournament Rules (presets.mtg of @tcgkit/tiebreakers, carried in `standings`).
    swiss: swissGameDefaults.mtg,
    recommendsRounds: true,
    roundRobin: roundRobin(1),
    elimination,
    freeForAll: null,
    fixed: fixedBy(swissGameDefaults.mtg),
  },
};

/** The kind of a format: free-for-all for Cumulative Points and Threshold Win, one-on-one otherwise. */
export function kindOf(format: StageFormat): 'one-on-one' | 'free-for-all' {
  return format === 'cumulative-points' || format === 'threshold-win'
    ? 'free-for-all'
    : 'one-on-one';
}

/**
 * A game's recommended Swiss round count for a number of players: Pokémon TCG's (the Play!
 * Pokémon handbook's count, tournaments.md's table) or Magic's (the Magic Tournament Rules,
 * Appendix E); other games, and counts outside the tables (Magic under 9 players: run single
 * elimination), get `undefined`. A stage plays exactly its Number of rounds (default 5) unless
 * the organizer asks for this count at the start (`startTournament(event, { rounds: 'recommended' })`).
 *
 * @example
 * ```ts
 * suggestedSwissRounds('pokemon', 10); // 4
 * suggestedSwissRounds('mtg', 24); // 5
 * suggestedSwissRounds('riftbound', 20); // undefined
 * ```
 */
export function suggestedSwissRounds(
  game: TournamentGame,
  maxParticipants: number,
): number | undefined {
  if (game === 'pokemon') return pokemonRecommendedRounds(maxParticipants);
  if (game === 'mtg') return suggestMtgRounds(maxParticipants).rounds ?? undefined;
  return undefined;
}

/**
 * A game's recommended top cut for a number of players: Pokémon TCG's (pokemon-swiss.md's chart
 * and advice, `suggestTopCut` of @tcgkit/swiss) or Magic's (Appendix E of the Magic Tournament
 * Rules: top 4 for 9-16 players, top 8 from 17); `undefined` for other games or no cut.
 *
 * @example
 * ```ts
 * suggestedTopCut('pokemon', 40); // 8
 * suggestedTopCut('mtg', 12); // 4
 * suggestedTopCut('mtg', 30); // 8
 * ```
 */
export function suggestedTopCut(game: TournamentGame, players: number): number | undefined {
  if (game === 'pokemon') return suggestTopCut(players).suggested;
  if (game === 'mtg') return suggestMtgRounds(players).topCut ?? undefined;
  return undefined;
}
