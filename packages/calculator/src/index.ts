/**
 * Deck calculators: normalized output, draw odds, the default dashboards, and builder specs
 * compiled to scripts.
 *
 * @packageDocumentation
 */

export type { CalculatorBuilderStatus } from './compile.js';
export {
  CALCULATOR_SPEC_MARKER,
  calculatorBuilderStatus,
  calculatorSpecMarker,
  compileCalculatorSpec,
  isDetachedFromBuilder,
  jsString,
  parseCalculatorMarker,
} from './compile.js';
export type { DefaultCalculator } from './default-calculators.js';
export { DEFAULT_CALCULATORS, defaultCalculator } from './default-calculators.js';
export { LOR_DECK_BREAKDOWN_SCRIPT } from './defaults/lor.js';
export { POKEMON_DECK_BREAKDOWN_SCRIPT } from './defaults/pokemon.js';
export { RIFTBOUND_DECK_BREAKDOWN_SCRIPT } from './defaults/riftbound.js';
export {
  CALCULATOR_FAILED_MESSAGE,
  CalculatorErrorCode,
  CalculatorErrorMessage,
  CalculatorErrors,
} from './errors.js';
export type { CalculatorField, CalculatorFieldType, CalculatorFieldValue } from './fields.js';
export { CALCULATOR_FIELDS, getCalculatorField } from './fields.js';
export type { CalculatorLocale } from './format.js';
export {
  formatNumber,
  formatProbability,
  formatRatio,
  formatRatioWidget,
  formatStatValue,
  reduceRatio,
} from './format.js';
export type { HypergeometricDraw } from './hypergeometric.js';
export {
  hypergeometricAtLeastOne,
  hypergeometricExactly,
  hypergeometricOdds,
} from './hypergeometric.js';
export type { CalculatorLimits } from './limits.js';
export { CALCULATOR_LIMITS, CALCULATOR_TIME_LIMIT_MS } from './limits.js';
export {
  cutText,
  normalizeCalculatorResult,
  normalizeCalculatorWidget,
  toNumberField,
  toTextField,
} from './normalize.js';
export { evaluateCalculatorSpec, previewCalculatorSpec } from './preview.js';
export type { CalculatorRunError, CalculatorRunResult, RunCalculatorOptions } from './run.js';
export { runCalculator } from './run.js';
export {
  calculatorSpecSchema,
  canonicalCalculatorSpec,
  createBuilderWidget,
  parseCalculatorSpec,
} from './spec.js';
export type {
  BuilderCondition,
  BuilderCountColumn,
  BuilderCountMode,
  BuilderCurveWidget,
  BuilderDrawOddsWidget,
  BuilderFieldColumn,
  BuilderFilter,
  BuilderGroupColumn,
  BuilderIsCondition,
  BuilderIsOneOfCondition,
  BuilderMatch,
  BuilderRatioPart,
  BuilderRatioWidget,
  BuilderSplitWidget,
  BuilderStarterColumn,
  BuilderStatAggregate,
  BuilderStatWidget,
  BuilderTableColumn,
  BuilderTableGroupBy,
  BuilderTableWidget,
  BuilderWidget,
  CalculatorGame,
  CalculatorSpec,
} from './spec-types.js';
export { BUILDER_PALETTE, CALCULATOR_GAMES, PER_CARD } from './spec-types.js';
export type {
  BarsWidget,
  CalculatorCardsById,
  CalculatorDashboard,
  CalculatorPile,
  CalculatorRatioFormat,
  CalculatorScriptContext,
  CalculatorTableCell,
  CalculatorWidget,
  CalculatorWidgetBase,
  CalculatorWidgetKind,
  DeckStatSegment,
  DonutWidget,
  ExactCountOdds,
  GaugeWidget,
  HistogramWidget,
  HypergeometricOdds,
  HypergeometricWidget,
  RatioWidget,
  SegmentWidgetBase,
  StatWidget,
  TableWidget,
} from './types.js';
export { CALCULATOR_RATIO_FORMATS, CALCULATOR_WIDGET_KINDS } from './types.js';
export { toDashboardView } from './view.js';
export type { CalculatorVocabulary, CalculatorVocabularyEntry } from './vocabularies.js';
export {
  CALCULATOR_VOCABULARIES,
  FALLBACK_PALETTE,
  getVocabulary,
  isSafeCssColor,
  resolveDashboardSegments,
  resolveSegments,
} from './vocabularies.js';
