/**
 * Named settings for each game's rules.
 * @module
 */
import type { StandingsSettings } from './types.js';

/**
 * Legends of Runeterra defaults (spec table): 3 / 0 / 0 points, no byes, Buchholz, no
 * match-win formula, no floors.
 */
const lorDefault: StandingsSettings = {
  scoring: { win: 3, draw: 0, loss: 0, bye: 0, byeHandling: 'no-byes' },
  tiebreakers: ['buchholz'],
  matchWinFormula: 'not_set',
  opponentMatchWinFloor: 0,
  gameWinFloor: 0,
};

/**
 * Pokémon TCG defaults (spec table): 3 / 1 / 0 points, byes worth 3, OMW% then OOMW%, wins over
 * rounds with a 25% opponent floor, no game-win floor.
 */
const pokemonDefault: StandingsSettings = {
  scoring: { win: 3, draw: 1, loss: 0, bye: 3, byeHandling: 'full-points' },
  tiebreakers: ['opponent_match_win_percentage', 'opponent_opponent_match_win_percentage'],
  matchWinFormula: 'wins_over_rounds',
  opponentMatchWinFloor: 0.25,
  gameWinFloor: 0,
};

/**
 * Riftbound defaults (spec table): 3 / 1 / 0 points, byes worth 3, OMW% then GW% then OGW%,
 * match points, 33% floors on opponents' match-win % and on game-win % (own and opponents').
 */
const riftboundDefault: StandingsSettings = {
  scoring: { win: 3, draw: 1, loss: 0, bye: 3, byeHandling: 'full-points' },
  tiebreakers: [
    'opponent_match_win_percentage',
    'game_win_percentage',
    'opponent_game_win_percentage',
  ],
  matchWinFormula: 'match_points',
  opponentMatchWinFloor: 0.33,
  gameWinFloor: 0.33,
  gameWinFloorOnOwn: true,
};

/**
 * Magic: The Gathering (Magic Tournament Rules, Appendix C, `mtg-tiebreakers.md`): 3 / 1 / 0
 * match points; OMW%, GW%, OGW%; match-win % from match points; game points 3 / 1 / 0 (a drawn
 * or unfinished game is worth 1); 0.33 floors on opponents' match-win and game-win % but none on
 * a player's own GW%; a bye is a 2-0 win for the player's own GW% and is left out of the figures
 * their opponents use. Playoff matches never count (mark them `playoff: true`).
 */
const mtg: StandingsSettings = {
  scoring: { win: 3, draw: 1, loss: 0, bye: 3, byeHandling: 'full-points' },
  tiebreakers: [
    'opponent_match_win_percentage',
    'game_win_percentage',
    'opponent_game_win_percentage',
  ],
  matchWinFormula: 'match_points',
  opponentMatchWinFloor: 0.33,
  gameWinFloor: 0.33,
  gameWinFloorOnOwn: false,
  gameWinMethod: 'game-points',
  byeGames: [2, 0],
  byesInOpponentFigures: false,
};

/** Magic Online: {@link presets}`.mtg` with a drawn match counted as a loss for both players. */
const mtgo: StandingsSettings = {
  ...mtg,
  scoring: { ...mtg.scoring, drawsCountAsLosses: true },
};

/**
 * Magic as Melee.gg computes it (what players see on real events), which differs from the Magic
 * Tournament Rules ({@link presets}`.mtg`) in four ways: the floors are exactly 1/3 (not 0.33); a
 * player's own GW% is floored too; a drawn game counts as played but is worth 0 (games won over
 * games played, not game points); and an opponent's bye counts as a 2-0 won match in OMW% and
 * OGW%. Points, the tiebreaker order and the match-points formula are those of `mtg`.
 */
const melee: StandingsSettings = {
  ...mtg,
  opponentMatchWinFloor: 1 / 3,
  gameWinFloor: 1 / 3,
  gameWinFloorOnOwn: true,
  gameWinMethod: 'games',
  byeGames: [2, 0],
  byesInOpponentFigures: true,
};

/**
 * Play! Pokémon (`pokemon-swiss.md`, checked against real TOM exports in the tests): tardiness
 * first, then opponents' win % with a 25% floor, then opponents' opponents' win % (a plain
 * average), then head-to-head between exactly two tied players, then the standing of the last
 * opponent, so every player gets a distinct place. A win % is match points over 3 per round
 * played (a tie is worth a third of a win, as TOM counts it), byes are left out of it, a player
 * who dropped is capped at 75%, and a dropped player's own tiebreakers stay as they were after
 * the round they dropped (both as TOM's final standings show).
 */
const playPokemon: StandingsSettings = {
  scoring: { win: 3, draw: 1, loss: 0, bye: 3, byeHandling: 'full-points' },
  tiebreakers: [
    'tardiness',
    'opponent_match_win_percentage',
    'opponent_opponent_match_win_percentage',
    'head_to_head_pair',
    'standing_of_last_opponent',
  ],
  matchWinFormula: 'match_points',
  opponentMatchWinFloor: 0.25,
  gameWinFloor: 0,
  byesInOpponentFigures: false,
  opponentOpponentAverage: 'plain',
  droppedMatchWinCap: 0.75,
  freezeDroppedTiebreakers: true,
  shareTiedPlacements: false,
};

/**
 * The settings of a round-robin group (`group-stage-and-playoffs.md`): 3 / 1 / 0, head-to-head
 * when exactly two are tied, GW%, OGW%, OMW%, head-to-head again, then the draw order (the
 * players' `seed`). Opponents' percentages count as at least 33%; a player's own GW% has no
 * floor; match points give the match-win %. Automatic wins stay out of every percentage.
 */
const groupStage: StandingsSettings = {
  scoring: { win: 3, draw: 1, loss: 0, bye: 0, byeHandling: 'no-byes' },
  tiebreakers: [
    'head_to_head_pair',
    'game_win_percentage',
    'opponent_game_win_percentage',
    'opponent_match_win_percentage',
    'head_to_head_pair',
  ],
  matchWinFormula: 'match_points',
  opponentMatchWinFloor: 0.33,
  gameWinFloor: 0.33,
  gameWinFloorOnOwn: false,
  shareTiedPlacements: false,
};

/** The keys of {@link presets}. */
export type PresetName =
  | 'lorDefault'
  | 'pokemonDefault'
  | 'riftboundDefault'
  | 'mtg'
  | 'mtgo'
  | 'melee'
  | 'playPokemon'
  | 'groupStage';

/**
 * Named standings settings: the three games' defaults from the spec's table (`lorDefault`,
 * `pokemonDefault`, `riftboundDefault`), Magic (`mtg` as the Magic Tournament Rules write it,
 * `mtgo` where a drawn match is a loss for both, `melee` as Melee.gg computes it), Play! Pokémon (`playPokemon`) and the round-robin group order (`groupStage`).
 * Spread one to change a field: `{ ...presets.mtg, tiebreakers: [...] }`.
 *
 * @example
 * ```ts
 * computeStandings({ players, matches, settings: presets.playPokemon });
 * ```
 */
export const presets: Readonly<Record<PresetName, StandingsSettings>> = {
  lorDefault,
  pokemonDefault,
  riftboundDefault,
  mtg,
  mtgo,
  melee,
  playPokemon,
  groupStage,
};
