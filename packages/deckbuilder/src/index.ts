/**
 * The deck-builder model as plain data: piles with a name, a deck rule, a role and a placement;
 * Single Deck or Multi deck; templates (never cards), with the built-in Riftbound Constructed
 * template; built-in rules written as real ruleset scripts; validation at both levels with the
 * spec's messages, run through `@tcgkit/sandbox`; versioned rulesets pinned by hash.
 *
 * @packageDocumentation
 */

export type { CreateBuilderOptions, NewPile, PileSettings } from './builder.js';
export {
  addCards,
  addPile,
  clearPile,
  copiesIn,
  countedPiles,
  createBuilder,
  DEFAULT_PILE_VIEW,
  deckSet,
  mergedDeck,
  moveCards,
  pileById,
  pilesInOrder,
  removeCards,
  removePile,
  setActivePile,
  setCardRule,
  setLayout,
  setLayoutRule,
  setPileView,
  updatePile,
} from './builder.js';
export type { DeckLegalityOptions, FormatLegality, LegalityFormat } from './deck-legality.js';
export { DEFAULT_LEGALITY_FORMATS, deckLegality } from './deck-legality.js';
export type { DeckbuilderErrorCode, DeckbuilderWarningCode } from './errors.js';
export { DeckbuilderErrors, DeckbuilderWarnings } from './errors.js';
export type {
  DatedLegality,
  FormatChange,
  FormatRulesOn,
  FormatTimeline,
} from './format-timeline.js';
export { deckLegalityOn, FORMAT_TIMELINES, formatRulesOn } from './format-timeline.js';
export type { BuilderRules, PileImport, RiftboundZone } from './import-export.js';
export {
  builderDeck,
  deckBuilderOf,
  exportBuilder,
  exportPile,
  importIntoPile,
  zoneOfPile,
} from './import-export.js';
export type { PoolFilterOptions } from './pool-filters.js';
export { suggestPoolFilters } from './pool-filters.js';
export type {
  DeckRegistered,
  DeckRegistration,
  DeckRegistrationInput,
  DeckRegistrationSettings,
  DeckRegistry,
  NormalizedDeck,
  RegisteredBy,
} from './registration.js';
export {
  createDeckRegistry,
  deckHash,
  deckStatus,
  normalizeDeck,
  registerDeck,
} from './registration.js';
export {
  LOR_CONSTRUCTED_RULE,
  LOR_ETERNAL_RULE,
  LOR_LOCK_RULE,
  LOR_STANDARD_RULE,
} from './rules/lor.js';
export {
  POKEMON_STANDARD_DECK_RULE,
  POKEMON_STANDARD_MARKS,
  POKEMON_STANDARD_RULE,
  pokemonStandardRule,
} from './rules/pokemon.js';
export type { RiftboundStandardRules } from './rules/riftbound.js';
export {
  MAIN_DECK_MESSAGE,
  RIFTBOUND_BATTLEFIELDS_RULE,
  RIFTBOUND_CONSTRUCTED_RULE,
  RIFTBOUND_LEGEND_RULE,
  RIFTBOUND_MAIN_DECK_RULE,
  RIFTBOUND_RUNE_DECK_RULE,
  RIFTBOUND_SIDEBOARD_RULE,
  RIFTBOUND_STANDARD_RULE,
  RIFTBOUND_STANDARD_SETS,
  riftboundStandardRule,
} from './rules/riftbound.js';
export type { NewRuleset, PinnedStatus, RuleSelection } from './rulesets.js';
export {
  BUILT_IN_RULESETS,
  BuiltInRuleIds,
  createRuleset,
  downloadedStatus,
  downloadRuleset,
  duplicateRuleset,
  editRuleset,
  libraryWithPinned,
  pinnedStatus,
  pinRuleset,
  rulesetHash,
  rulesetLibrary,
  safetyIssuesOf,
  saveTournamentRules,
  tournamentRulesStatus,
  updateDownloaded,
  updatePinned,
} from './rulesets.js';
export type { SaveDeckOptions, SavedDecks } from './saved-decks.js';
export {
  saveDeck,
  savedDeckCards,
  syncLinkedPiles,
  useSavedDeck,
  writeBackLinkedPiles,
} from './saved-decks.js';
export type { SaveTemplateOptions } from './templates.js';
export {
  applyTemplate,
  BUILT_IN_TEMPLATES,
  createDefaultBuilder,
  manageTemplate,
  RIFTBOUND_CONSTRUCTED,
  saveAsTemplate,
  saveTemplateInto,
  templatesForRule,
  visibleTemplates,
} from './templates.js';
export type {
  BuilderValidation,
  CardMarker,
  CardRulesetSource,
  DeckBuilder,
  DeckLayout,
  DeckStatus,
  MessageSource,
  Pile,
  PileLink,
  PilePlacement,
  PileRole,
  PileValidation,
  PileViewOptions,
  PinnedRuleset,
  RuleFailure,
  RuleScope,
  Ruleset,
  RulesetLibrary,
  RulesetOrigin,
  SavedDeck,
  Template,
  TemplateCardRuleset,
  TemplatePile,
  TournamentRules,
  ValidationMessage,
} from './types.js';
export type { ValidateOptions } from './validate.js';
export { DIRECT_BAN_MESSAGE, validateBuilder } from './validate.js';
export {
  deckBuilderSchema,
  parseDeckBuilder,
  parseTemplate,
  templateSchema,
} from './validators.js';
