/**
 * Round robin schedules with cycles and grouping, group stages with exact group tiebreakers, and the crossover into playoffs.
 *
 * @packageDocumentation
 */
export { closeStage, correctResult } from './correction.js';
export { crossoverPlan, drawPlayoffs, playoffPlan } from './crossover.js';
export { dealGroups, groupId } from './draw.js';
export type { RoundRobinEngineErrorCode } from './engine.js';
export { roundRobinEngine } from './engine.js';
export type { RoundRobinErrorCode } from './errors.js';
export { RoundRobinErrors } from './errors.js';
export type { PairNextRoundOptions } from './group-swiss.js';
export { currentRound, pairNextRound } from './group-swiss.js';
export {
  acceptTime,
  addStream,
  matchRoom,
  postMessage,
  proposeTime,
  readMessages,
} from './match-room.js';
export { playoffPlacements } from './placements.js';
export type { PlayoffBracketOptions } from './playoff-bracket.js';
export { createPlayoffBracket } from './playoff-bracket.js';
export { compareAcrossGroups, qualify } from './qualification.js';
export {
  confirmResult,
  deadlineOf,
  decideMatch,
  dropPlayer,
  isComplete,
  missingAfterDeadline,
  reportResult,
} from './results.js';
export type { ScheduleRound } from './schedule.js';
export { roundRobinSchedule } from './schedule.js';
export type { RoundRobinGame } from './settings.js';
export {
  groupCountFor,
  groupSizes,
  isPowerOfTwo,
  playoffSizeFor,
  recommendSetup,
  resolveSettings,
  roundRobinDefaults,
} from './settings.js';
export type { LayOutOptions } from './stage.js';
export {
  addLatecomer,
  createStage,
  layOutMatches,
  movePlayer,
  redrawGroups,
  swapPlayers,
} from './stage.js';
export { groupTables, round4 } from './standings.js';
export { parseTime } from './time.js';
export type {
  Actor,
  ClashSwap,
  CorrectedOutcome,
  CorrectionReport,
  CreateStageInput,
  CrossoverPlan,
  DecidedBy,
  DrawSetting,
  Group,
  Grouping,
  GroupPlay,
  GroupTable,
  LogEntry,
  MatchRecord,
  MatchRoom,
  PlanMatch,
  PlanSlot,
  PlayoffDraw,
  PlayoffOutcome,
  PlayoffPlacement,
  PlayoffSettings,
  PointsTable,
  Qualification,
  Qualifier,
  ResolvedRoundRobinSettings,
  Rest,
  RoomNotification,
  RoundRobinMatch,
  RoundRobinSettings,
  RoundRobinState,
  RoundRobinTiebreaker,
  ScoreReport,
  SetupRecommendation,
  StageStatus,
  StandingEntry,
  TableDecider,
  TiebreakOrder,
} from './types.js';
export { loadStage, roundRobinSettings, roundRobinState } from './validate.js';
export {
  planSlotDescription,
  planSlotLabel,
  playoffRoundName,
  toGroupsView,
  toGroupTableView,
  toPlanView,
} from './views.js';
