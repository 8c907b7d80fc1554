/**
 * Every deck code and deck list format of Legends of Runeterra, Pokémon TCG and Riftbound:
 * decode, encode, detect, with warnings for everything skipped.
 *
 * @packageDocumentation
 */
export { type CatalogInput, toIndex } from './catalog.js';
export type {
  DeckCodeErrorCode,
  DeckCodesErrorCode,
  DeckCodesWarningCode,
  DeckCodeWarningCode,
} from './errors.js';
export {
  DeckCodeErrors,
  DeckCodesErrors,
  DeckCodesWarnings,
  DeckCodeWarnings,
} from './errors.js';
export type {
  ExportedDeck,
  ExportOptions,
  ExportSkipped,
  ImportOptions,
  ImportResult,
} from './import-export.js';
export { detectDeckFormat, exportDeck, importDeck, piltoverCodeOfRef } from './import-export.js';
export type { LorDeckCode, LorFaction } from './lor.js';
export { decodeLorCode, encodeLorCode, LOR_FACTIONS, LOR_MAX_VERSION } from './lor.js';
export type {
  DecodedPiltoverDeck,
  PiltoverCard,
  PiltoverCardParts,
  PiltoverDeck,
} from './piltover-code.js';
export {
  decodePiltoverCode,
  encodePiltoverCode,
  PILTOVER_MAX_VERSION,
  PILTOVER_SETS,
  PILTOVER_VARIANTS,
  parsePiltoverCardCode,
} from './piltover-code.js';
export type { FormattedList, ParsedList } from './ptcg-live.js';
export { formatPtcgLiveList, parsePtcgLiveList } from './ptcg-live.js';
export type { FormattedRiftboundList, RiftboundPiles } from './riftbound-lists.js';
export {
  formatPiltoverList,
  formatTurnyList,
  parsePiltoverList,
  parseTurnyList,
  sortRiftboundPiles,
} from './riftbound-lists.js';
export type { TextPosition } from './text-position.js';
export { textPosition } from './text-position.js';
export type { TurnyCodeDeck, TurnyCodeTag } from './turny-code.js';
export { decodeTurnyCode, encodeTurnyCode } from './turny-code.js';
export type { Deck, DeckEntry, DeckFormat, ImportedDeck } from './types.js';
export { FORMATS_BY_GAME } from './types.js';
