/**
 * The shared base of every tcgkit package: the result model, a seeded serializable PRNG,
 * plain-data types and view models, and the schema validator helper.
 *
 * @packageDocumentation
 */

export type { CardGameOf } from './catalog-game.js';
export { CatalogGameErrors, checkCatalogGame } from './catalog-game.js';
export type {
  Engine,
  EngineActor,
  EngineCreateInput,
  EnginePairOptions,
  EngineReport,
  EngineStanding,
  EngineStandingsOptions,
} from './engine.js';
export { unreadReportField } from './engine.js';
export type { CoreErrorCode } from './errors.js';
export { CoreErrors } from './errors.js';
export type { GameId } from './games.js';
export { GAME_IDS, GAME_NAMES, isGameId, parseGameId } from './games.js';
export type { Rng, RngState } from './prng.js';
export { createRng, isRngState, rngState, seedRng, withRng } from './prng.js';
export type { Err, Issue, Ok, Result } from './result.js';
export {
  andThen,
  err,
  errFrom,
  isOk,
  issue,
  mapResult,
  ok,
  TcgkitError,
  unwrap,
  withPathPrefix,
} from './result.js';
export type { SchemaError, StandaloneValidator, Validator, ValidatorOptions } from './schema.js';
export { createValidator, describeSchemaError } from './schema.js';
export type { JsonSchema } from './schema-interpreter.js';
export { checkSchema, schemaValidator } from './schema-interpreter.js';
export type { MissingRating, RatingTable, SeedBy, SeedingRatings } from './seeding.js';
export { seedingRatings } from './seeding.js';
export type {
  BracketMatch,
  BracketRound,
  BracketSection,
  BracketSlot,
  BracketView,
  DashboardSegment,
  DashboardView,
  DashboardWidget,
  DashboardWidgetBase,
  GameTally,
  GroupsView,
  LadderRow,
  LadderView,
  LobbiesView,
  LobbySeat,
  LobbyTable,
  MatchResult,
  MatchStatus,
  PairingsSeat,
  PairingsTable,
  PairingsView,
  Participant,
  ParticipantId,
  SlotSource,
  StandingsCell,
  StandingsColumn,
  StandingsExplanationLine,
  StandingsRow,
  StandingsView,
  WinLossDraw,
} from './types.js';
