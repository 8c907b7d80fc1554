/**
 * The card search query language of each game: parser with positioned errors, explanations and typo-tolerant names.
 *
 * @packageDocumentation
 */

export type {
  AnySearchCard,
  LorSearchCard,
  LorSearchGameData,
  PokemonSearchAttack,
  PokemonSearchCard,
  PokemonSearchGameData,
  RiftboundSearchCard,
  RiftboundSearchGameData,
  SearchCardBase,
  SearchCardOf,
} from './card-shapes.js';
export type {
  CompiledQuery,
  CompileOptions,
  NameRank,
  SearchOptions,
  SearchReport,
} from './compile.js';
export { compile, DEFAULT_WORK_BUDGET } from './compile.js';
export type { EnergyMix } from './cost.js';
export { attackCostMatches, ENERGY_SYMBOLS, mixOf, parseCostSymbols } from './cost.js';
export { boundedEditDistance, typoBudget } from './edit-distance.js';
export { CardSearchErrorCode, CardSearchErrors } from './errors.js';
export { explain } from './explain.js';
export type {
  CostFieldDefinition,
  FieldDefinition,
  FieldKind,
  GameSearchDefinition,
  NumberFieldDefinition,
  ShortcutDefinition,
  TextFieldDefinition,
  ValueFieldDefinition,
  VirtualValue,
} from './field-types.js';
export { LOR_REGIONS, lorSearch } from './fields-lor.js';
export {
  isFinalStage,
  POKEMON_ENERGY_TYPES,
  POKEMON_RARITIES,
  pokemonSearch,
} from './fields-pokemon.js';
export { riftboundSearch } from './fields-riftbound.js';
export { format } from './format.js';
export { findField, findShortcut, searchDefinition, searchDefinitions } from './games.js';
export type { Token } from './lexer.js';
export { tokenize } from './lexer.js';
export { MAX_NESTING, MAX_QUERY_LENGTH, parse } from './parser.js';
export type { RegexShape } from './regex-safety.js';
export {
  jsUnsafeReason,
  MAX_BOUNDED_CHOICES,
  MAX_BOUNDED_REPEAT,
  MAX_EXPANDED_SIZE,
  MAX_REGEX_LENGTH,
  regexShape,
  unsafeRegexReason,
} from './regex-safety.js';
export { searchCatalog } from './search-catalog.js';
export type {
  AndNode,
  FieldNode,
  NotNode,
  OrNode,
  ParsedQuery,
  QueryNode,
  SearchGame,
  SearchIssue,
  SearchIssueSeverity,
  SearchOperator,
  SearchSpan,
  ShortcutNode,
  ValueMode,
  WordNode,
} from './types.js';
export type { RegexEngine, UserRegex, UserRegexResult } from './user-regex.js';
export { compileUserRegex, requiredLiterals, toRe2Syntax } from './user-regex.js';
