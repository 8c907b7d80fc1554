/**
 * Free-for-all events: lobbies (pods), placement points, tie scoring, cumulative points and
 * threshold win.
 *
 * @packageDocumentation
 */

export type { FfaViews } from './engine.js';
export { ffaEngine } from './engine.js';
export type { FfaErrorCode } from './errors.js';
export { FfaErrors } from './errors.js';
export { loadFfaStage } from './load.js';
export { distribute, lobbyCount } from './lobbies.js';
export { placePoints, scoreLobby } from './scoring.js';
export { RIFTBOUND_FFA_DEFAULTS, resolveFfaSettings } from './settings.js';
export { correctLobby, createFfaStage, dropPlayer, reportLobby, startMatch } from './stage.js';
export type { FfaOutcome } from './standings.js';
export { evaluateOutcome, ffaStandings } from './standings.js';
export type {
  CreateFfaStageInput,
  FfaFormat,
  FfaLobby,
  FfaLobbyResult,
  FfaMatch,
  FfaParticipant,
  FfaPlayerInput,
  FfaSettings,
  FfaSettingsInput,
  FfaStanding,
  FfaState,
  FfaStatus,
  IfNoOneWins,
  LobbyDistribution,
  LobbyReport,
  LobbySeeding,
  TieScoring,
  UnevenLobbies,
} from './types.js';
export { ffaSettings, ffaState } from './validate.js';
export { toLobbiesView, toStandingsView } from './views.js';
