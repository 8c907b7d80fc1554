/**
 * Round-count helpers and the tables from the spec. The engine never picks a round count: a
 * stage plays exactly its `rounds` setting; these only suggest one.
 * @module
 */

/** One row of the spec's "Choosing a round count" table. */
export interface RoundCountRow {
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** With no draws, n rounds leave at most one undefeated player out of 2^n. */
  readonly roundsForOneUndefeated: number;
  /** The Play! Pokémon handbook's count, as the Pokémon create form suggests it. */
  readonly pokemonRecommendation: number;
}

/** The table in tournaments.md, "Choosing a round count", row by row. */
export const ROUND_COUNT_TABLE: readonly RoundCountRow[] = [
  { minPlayers: 4, maxPlayers: 4, roundsForOneUndefeated: 2, pokemonRecommendation: 3 },
  { minPlayers: 5, maxPlayers: 8, roundsForOneUndefeated: 3, pokemonRecommendation: 3 },
  { minPlayers: 9, maxPlayers: 12, roundsForOneUndefeated: 4, pokemonRecommendation: 4 },
  { minPlayers: 13, maxPlayers: 16, roundsForOneUndefeated: 4, pokemonRecommendation: 5 },
  { minPlayers: 17, maxPlayers: 32, roundsForOneUndefeated: 5, pokemonRecommendation: 5 },
  { minPlayers: 33, maxPlayers: 64, roundsForOneUndefeated: 6, pokemonRecommendation: 6 },
  { minPlayers: 65, maxPlayers: 128, roundsForOneUndefeated: 7, pokemonRecommendation: 7 },
  { minPlayers: 129, maxPlayers: 226, roundsForOneUndefeated: 8, pokemonRecommendation: 8 },
  { minPlayers: 227, maxPlayers: 256, roundsForOneUndefeated: 8, pokemonRecommendation: 9 },
  { minPlayers: 257, maxPlayers: 409, roundsForOneUndefeated: 9, pokemonRecommendation: 9 },
  { minPlayers: 410, maxPlayers: 512, roundsForOneUndefeated: 9, pokemonRecommendation: 10 },
  { minPlayers: 513, maxPlayers: 1024, roundsForOneUndefeated: 10, pokemonRecommendation: 10 },
];

/**
 * Rounds that leave at most one undefeated player with no draws: ceil(log2(players)), at least 1.
 *
 * @example
 * ```ts
 * roundsForOneUndefeated(226); // 8
 * roundsForOneUndefeated(227); // 8
 * roundsForOneUndefeated(4096); // 12
 * ```
 */
export function roundsForOneUndefeated(players: number): number {
  if (!Number.isInteger(players) || players < 2) return 1;
  let rounds = 0;
  while (2 ** rounds < players) rounds++;
  return rounds;
}

/**
 * The Pokémon create form's suggestion for a Maximum participants count (tournaments.md table),
 * or `undefined` outside the table (under 4 or over 1,024 players: the spec gives no count).
 *
 * @example
 * ```ts
 * pokemonRecommendedRounds(16); // 5
 * pokemonRecommendedRounds(227); // 9
 * ```
 */
export function pokemonRecommendedRounds(players: number): number | undefined {
  return ROUND_COUNT_TABLE.find((row) => players >= row.minPlayers && players <= row.maxPlayers)
    ?.pokemonRecommendation;
}

/** One row of the Play! Pokémon Swiss table in pokemon-swiss.md: rounds and top cut sizes. */
export interface PokemonSwissRow {
  readonly minPlayers: number;
  /** `undefined` for the open-ended last row (65 or more). */
  readonly maxPlayers: number | undefined;
  readonly rounds: number;
  /** Single-elimination top cut sizes the chart allows, largest first. */
  readonly topCut: readonly number[];
}

/** The "Top Cut Size" chart of pokemon-swiss.md. */
export const POKEMON_SWISS_TABLE: readonly PokemonSwissRow[] = [
  { minPlayers: 1, maxPlayers: 8, rounds: 3, topCut: [2] },
  { minPlayers: 9, maxPlayers: 16, rounds: 4, topCut: [4, 2] },
  { minPlayers: 17, maxPlayers: 32, rounds: 5, topCut: [4, 2] },
  { minPlayers: 33, maxPlayers: 64, rounds: 6, topCut: [8, 4, 2] },
  { minPlayers: 65, maxPlayers: undefined, rounds: 7, topCut: [16, 8, 4, 2] },
];

/** One row of the "Players per Tournament / Rounds" table at the top of pokemon-swiss.md. */
export interface PokemonRoundsRow {
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly rounds: number;
}

/** The rounds table in pokemon-swiss.md (Part 1), 6 to 256 players. */
export const POKEMON_ROUNDS_TABLE: readonly PokemonRoundsRow[] = [
  { minPlayers: 6, maxPlayers: 8, rounds: 3 },
  { minPlayers: 9, maxPlayers: 16, rounds: 4 },
  { minPlayers: 17, maxPlayers: 32, rounds: 5 },
  { minPlayers: 33, maxPlayers: 64, rounds: 6 },
  { minPlayers: 65, maxPlayers: 128, rounds: 7 },
  { minPlayers: 129, maxPlayers: 256, rounds: 8 },
];

/** A round count and top cut suggestion. */
export interface TopCutSuggestion {
  readonly rounds: number;
  /** The sizes the chart allows, largest first. */
  readonly topCutSizes: readonly number[];
  /**
   * The page's advice: top 2 for 10 players or fewer, top 4 above 10 ("top 2 in anything 10 or
   * below, top 4 anything above 10"), and a larger size the chart allows once it is at most 30%
   * of the players (the page's "approximately 20-30%").
   */
  readonly suggested: number;
}

/**
 * The Play! Pokémon page's rounds and top cut sizes for a player count (pokemon-swiss.md): the
 * rounds come from its rounds table where it covers the count (6-256 players), otherwise from the
 * top cut chart; the sizes from the chart. The suggested size is top 2 for 10 players or fewer
 * and top 4 above 10, as the page says, or the chart's largest size that is at most 30% of the
 * players when that is larger (top 8 from 27 players in the 33-64 row, and so on).
 *
 * @example
 * ```ts
 * suggestTopCut(10).suggested; // 2
 * suggestTopCut(11).suggested; // 4
 * suggestTopCut(40); // { rounds: 6, topCutSizes: [8, 4, 2], suggested: 8 }
 * ```
 */
export function suggestTopCut(players: number): TopCutSuggestion {
  const row =
    POKEMON_SWISS_TABLE.find(
      (r) => players >= r.minPlayers && (r.maxPlayers === undefined || players <= r.maxPlayers),
    ) ?? (POKEMON_SWISS_TABLE[0] as PokemonSwissRow);
  const floor = players > 10 ? 4 : 2;
  const fitting = row.topCut.filter((size) => size <= Math.max(floor, Math.floor(players * 0.3)));
  const rounds =
    POKEMON_ROUNDS_TABLE.find((r) => players >= r.minPlayers && players <= r.maxPlayers)?.rounds ??
    row.rounds;
  return { rounds, topCutSizes: row.topCut, suggested: fitting[0] ?? 2 };
}

/**
 * One row of the Magic Tournament Rules' Appendix E, "Recommended Number of Rounds in Swiss
 * Tournaments" (individual events; a team counts as one player).
 */
export interface MtgRoundsRow {
  readonly minPlayers: number;
  /** `undefined` for the open-ended last row (410 or more). */
  readonly maxPlayers: number | undefined;
  /** Swiss rounds; `null` where the table says to run single elimination with no Swiss (5-8 players). */
  readonly rounds: number | null;
  /** The playoff after the Swiss rounds (top 4, top 8); `null` for none. */
  readonly topCut: number | null;
  /**
   * The 9-16 row's other line: a Limited event with a booster draft in the playoff plays 4
   * rounds and cuts to top 8 (every other format: 5 rounds, top 4).
   */
  readonly draftPlayoff?: { readonly rounds: number; readonly topCut: number };
}

/** Appendix E of the Magic Tournament Rules, row by row (individual events, 5 players or more). */
export const MTG_ROUNDS_TABLE: readonly MtgRoundsRow[] = [
  { minPlayers: 5, maxPlayers: 8, rounds: null, topCut: null },
  {
    minPlayers: 9,
    maxPlayers: 16,
    rounds: 5,
    topCut: 4,
    draftPlayoff: { rounds: 4, topCut: 8 },
  },
  { minPlayers: 17, maxPlayers: 32, rounds: 5, topCut: 8 },
  { minPlayers: 33, maxPlayers: 64, rounds: 6, topCut: 8 },
  { minPlayers: 65, maxPlayers: 128, rounds: 7, topCut: 8 },
  { minPlayers: 129, maxPlayers: 226, rounds: 8, topCut: 8 },
  { minPlayers: 227, maxPlayers: 409, rounds: 9, topCut: 8 },
  { minPlayers: 410, maxPlayers: undefined, rounds: 10, topCut: 8 },
];

/** Appendix E's advice for one player count: Swiss rounds and the playoff. */
export interface MtgSuggestion {
  /** Swiss rounds; `null` where Appendix E says to run single elimination instead (5-8 players). */
  readonly rounds: number | null;
  /** Top cut size; `null` for none. */
  readonly topCut: number | null;
}

/**
 * Appendix E's Swiss rounds and playoff for a player count (the Magic Tournament Rules,
 * "Recommended Number of Rounds in Swiss Tournaments"). `draftPlayoff` picks the 9-16 row's
 * Limited line (a booster draft in the playoff: 4 rounds, top 8). Under 5 players, or with a
 * count that is not a whole number, there is no row: `{ rounds: null, topCut: null }`. Count a
 * player with an awarded 1-, 2- or 3-round bye as 2, 4 or 8 players, as the appendix says.
 *
 * @example
 * ```ts
 * suggestMtgRounds(24); // { rounds: 5, topCut: 8 }
 * suggestMtgRounds(12); // { rounds: 5, topCut: 4 }
 * suggestMtgRounds(12, { draftPlayoff: true }); // { rounds: 4, topCut: 8 }
 * suggestMtgRounds(8); // { rounds: null, topCut: null }: run single elimination
 * ```
 */
export function suggestMtgRounds(
  players: number,
  options: { readonly draftPlayoff?: boolean } = {},
): MtgSuggestion {
  const row = Number.isInteger(players)
    ? MTG_ROUNDS_TABLE.find(
        (r) => players >= r.minPlayers && (r.maxPlayers === undefined || players <= r.maxPlayers),
      )
    : undefined;
  if (row === undefined) return { rounds: null, topCut: null };
  if (options.draftPlayoff === true && row.draftPlayoff !== undefined) {
    return { rounds: row.draftPlayoff.rounds, topCut: row.draftPlayoff.topCut };
  }
  return { rounds: row.rounds, topCut: row.topCut };
}
