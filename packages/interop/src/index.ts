/**
 * Reading and writing other systems' event data: Pokémon TOM files (`.tdf`, XML) and the
 * brackets-manager data model.
 *
 * @packageDocumentation
 */
export type { BmPlacement } from './bm-placements.js';
export { bmPlacements } from './bm-placements.js';
export type {
  BmBracket,
  BmDatabase,
  BmFormat,
  BmId,
  BmMatch,
  BmMatchGame,
  BmOpponent,
  FromBracketsManagerOptions,
} from './brackets-manager.js';
export {
  bmBracketView,
  bmParticipants,
  fromBracketsManager,
  toBracketsManager,
} from './brackets-manager.js';
export type { InteropErrorCode } from './errors.js';
export { InteropErrors } from './errors.js';
export { exportTom } from './tom-export.js';
export type { TomFromSwissOptions } from './tom-from-swiss.js';
export { tomFromSwiss } from './tom-from-swiss.js';
export { tomFromTournament } from './tom-from-tournament.js';
export { importTom } from './tom-import.js';
export { TOM_TOP_CUT_ROUND, TomOutcomes, tomPlayerName } from './tom-pod.js';
export { tomPlannedRounds } from './tom-rounds.js';
export { tomComputedOrder, tomDivisionOrder, tomStandings } from './tom-standings.js';
export type {
  ImportedPod,
  TomCategoryCut,
  TomEvent,
  TomField,
  TomFile,
  TomMatch,
  TomOutcome,
  TomPlaceDisagreement,
  TomPlayer,
  TomPod,
  TomRound,
  TomRoundType,
  TomStandings,
  TopCutMatch,
} from './tom-types.js';
export { XML_LIMITS } from './xml.js';
