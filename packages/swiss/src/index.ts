/**
 * Swiss stages: seeding, score groups, optimal rematch-free pairing, byes, late entry, drops and
 * standings. State is plain JSON changed only through pure functions.
 *
 * @packageDocumentation
 */

export type { SwissEngineErrorCode, SwissViews } from './engine.js';
export { parseSwissMatchId, swissEngine, swissMatchId } from './engine.js';
export { SwissErrorCode, SwissErrors } from './errors.js';
export { loadSwissStage, swissStageSchema } from './load.js';
export type { PairingEntry, PairingOutcome, PairingRequest } from './pairing.js';
export { pairPlayers } from './pairing.js';
export type {
  MtgRoundsRow,
  MtgSuggestion,
  PokemonRoundsRow,
  PokemonSwissRow,
  RoundCountRow,
  TopCutSuggestion,
} from './round-count.js';
export {
  MTG_ROUNDS_TABLE,
  POKEMON_ROUNDS_TABLE,
  POKEMON_SWISS_TABLE,
  pokemonRecommendedRounds,
  ROUND_COUNT_TABLE,
  roundsForOneUndefeated,
  suggestMtgRounds,
  suggestTopCut,
} from './round-count.js';
export type { StandingsField, SwissGame } from './settings.js';
export {
  checkSwissSettings,
  defaultSwissSettings,
  resolveSwissSettings,
  swissGameDefaults,
  swissSettingsFromStandings,
  swissSettingsSchema,
} from './settings.js';
export type { CreateSwissStageOptions, StartOptions } from './stage.js';
export {
  activePlayers,
  createSwissStage,
  isRoundComplete,
  pairNextRound,
  registerPlayer,
  registerPlayers,
  startStage,
} from './stage.js';
export {
  addLateEntrant,
  dropPlayer,
  finishStage,
  SWISS_SETTINGS_EDITABLE_WHILE_RUNNING,
  updateSwissSettings,
} from './stage-changes.js';
export { reportResult, reportResults } from './stage-results.js';
export {
  matchRecordsOf,
  registrationsFromStandings,
  standingsInputOf,
  standingsSettingsOf,
  swissStandings,
} from './standings.js';
export type {
  FirstRoundSeeding,
  FloaterChoice,
  PairingStyle,
  PlayerRegistration,
  ResultReport,
  SwissMatch,
  SwissPlayer,
  SwissResult,
  SwissRound,
  SwissSettings,
  SwissStage,
  SwissStatus,
} from './types.js';
export type { PairingsViewOptions } from './views.js';
export { toPairingsView, toSwissStandingsView } from './views.js';
