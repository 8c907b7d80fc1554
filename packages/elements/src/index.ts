/**
 * Accessible Lit web components for tcgkit view models. This entry exports the element classes
 * and helpers without registering any tag: import `@tcgkit/elements/<tag>.js` to register one.
 * `deckModel` and `textList` (the deck model of `<tcg-deck>`, which needs @tcgkit/deck-codes)
 * are in `@tcgkit/elements/deck-model.js`.
 *
 * @packageDocumentation
 */

export type {
  BracketDensity,
  BracketLayoutResult,
  BracketMetrics,
  PlacedMatch,
  PlacedSection,
  SectionLayout,
} from './bracket/pixel-layout.js';
export {
  bracketDensityMetrics,
  defaultBracketMetrics,
  layoutBracket,
  layoutSection,
  sectionsOf,
} from './bracket/pixel-layout.js';
export type { RoundNameStrings } from './bracket/round-names.js';
export { roundLabel } from './bracket/round-names.js';
export type { BracketLayout, MatchRenderContext } from './bracket/tcg-bracket.js';
export { NARROW_BRACKET_WIDTH, TcgBracket } from './bracket/tcg-bracket.js';
export type { BracketStrings } from './bracket/tcg-bracket.strings.js';
export { defaultBracketStrings } from './bracket/tcg-bracket.strings.js';
export type { CardSearchStrings } from './card-search/tcg-card-search.js';
export { defaultCardSearchStrings, TcgCardSearch } from './card-search/tcg-card-search.js';
export { FALLBACK_PALETTE, formatRatio } from './dashboard/format.js';
export { TcgCalculatorDashboard } from './dashboard/tcg-calculator-dashboard.js';
export type { WidgetStrings } from './dashboard/widgets.js';
export {
  defaultWidgetStrings,
  TcgWidgetBars,
  TcgWidgetDonut,
  TcgWidgetGauge,
  TcgWidgetHistogram,
  TcgWidgetHypergeometric,
  TcgWidgetRatio,
  TcgWidgetStat,
  TcgWidgetTable,
  WIDGET_ELEMENTS,
  WidgetElement,
} from './dashboard/widgets.js';
export type { DeckGroup, DeckLine, DeckModel } from './deck/deck-model.js';
export { TcgDeck } from './deck/tcg-deck.js';
export type {
  DeckStringOverrides,
  DeckStrings,
  RegistrationSheetStrings,
} from './deck/tcg-deck.strings.js';
export { defaultDeckStrings } from './deck/tcg-deck.strings.js';
export type { GroupsStrings } from './groups/tcg-groups.js';
export { defaultGroupsStrings, TcgGroups } from './groups/tcg-groups.js';
export type { LadderStrings } from './ladder/tcg-ladder.js';
export { defaultLadderStrings, TcgLadder } from './ladder/tcg-ladder.js';
export type { LobbiesStrings } from './lobbies/tcg-lobbies.js';
export { defaultLobbiesStrings, TcgLobbies } from './lobbies/tcg-lobbies.js';
export type { PairingsStrings } from './pairings/tcg-pairings.js';
export { defaultPairingsStrings, TcgPairings } from './pairings/tcg-pairings.js';
export type { RecordStrings, ShowDraws } from './record/tcg-record.js';
export { defaultRecordStrings, parseRecord, TcgRecord } from './record/tcg-record.js';
export { defineElement } from './shared/define.js';
export {
  TcgCardSelectEvent,
  TcgDataErrorEvent,
  TcgDeckCopyEvent,
  TcgMatchSelectEvent,
  TcgPlayerSelectEvent,
} from './shared/events.js';
export type { SearchMode } from './shared/find-player.js';
export type { PluralMessage } from './shared/i18n.js';
export { LanguageController } from './shared/language-controller.js';
export type { EngineErrorCode } from './shared/on-demand.js';
export { EngineLoadError } from './shared/on-demand.js';
export { themeStyles } from './shared/theme.js';
export type { LoadState, LoadStrings } from './shared/view-element.js';
export { defaultLoadStrings, ViewElement } from './shared/view-element.js';
export type { StandingsStrings } from './standings/tcg-standings.js';
export { defaultStandingsStrings, TcgStandings } from './standings/tcg-standings.js';
