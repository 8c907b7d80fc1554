/**
 * Multi-stage events: stages in order, advancement rules, cut tiebreaker, per-game defaults, the
 * event log and JSON import/export.
 *
 * @packageDocumentation
 */

export type { AdvancementOutcome } from './advancement.js';
export { applyAdvancement } from './advancement.js';
export { actorOf, engineComplete, stageSeed } from './engines.js';
export type { TournamentErrorCode } from './errors.js';
export { TournamentErrors } from './errors.js';
export { applyAction, createTournament, replayTournament, undoLast } from './event.js';
export type {
  EliminationDefaults,
  FixedByGame,
  GameDefaults,
  RoundRobinDefaults,
} from './games.js';
export { GAME_DEFAULTS, kindOf, suggestedSwissRounds, suggestedTopCut } from './games.js';
export { exportTournament, firstDifference, importTournament } from './io.js';
export type {
  BracketMatchId,
  LobbyMatchId,
  MatchId,
  OpenMatch,
  RoundRobinMatchId,
  SwissMatchId,
} from './matches.js';
export { openMatches, stagePairingsView } from './matches.js';
export { resolveTournamentSettings } from './settings.js';
export { stageStandings } from './standings.js';
export type {
  ActionMeta,
  AdvanceMode,
  AdvancementAction,
  AdvancementCondition,
  AdvancementRule,
  AdvancementRuleInput,
  CutTiebreaker,
  EliminationStageInput,
  EliminationStageSettings,
  EventVisibility,
  FfaStageInput,
  FfaStageSettings,
  GroupChange,
  LoadableEngine,
  LogEntry,
  MatchReport,
  RoundRobinStageInput,
  RoundRobinStageSettings,
  StageDefinition,
  StageDefinitionInput,
  StageEngine,
  StageFormat,
  StageKind,
  StageSeeding,
  StageSettingsChange,
  StageStandingRow,
  StageState,
  StageStatus,
  SwissStageInput,
  SwissStageSettings,
  TournamentAction,
  TournamentGame,
  TournamentParticipant,
  TournamentSettings,
  TournamentSettingsInput,
  TournamentState,
  TournamentStatus,
} from './types.js';
export { tournamentEvent, tournamentSettings } from './validate.js';
export {
  addLateEntry,
  advanceStage,
  changeGroup,
  changeStageSettings,
  correctMatch,
  dropParticipant,
  getStage,
  loadStage,
  pairStage,
  registerParticipant,
  reportMatch,
  startTournament,
} from './verbs.js';
export { stageLobbiesView, stageView } from './views.js';
