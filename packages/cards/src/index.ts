/**
 * Card data contracts for Legends of Runeterra, Pokémon TCG and Riftbound (types exactly as the
 * card-data pages describe them) and catalog index helpers (deck refs to identities, copies across
 * printings, set and number, names, TCG Live abbreviations). This entry loads no catalog and no
 * validator: schemas are in `@tcgkit/cards/validators`, loaders in `@tcgkit/cards/data-dragon`,
 * `/pokemon-tcg-data` and `/riftbound-gallery`, sample catalogs in `@tcgkit/cards/samples`.
 *
 * @packageDocumentation
 */

export type { CatalogIndex, CopyCount, PrintingMatch } from './catalog-index.js';
export {
  cardsById,
  copiesByName,
  countCopies,
  findAllBySetAndNumber,
  findByName,
  findByPtcgoCode,
  findBySetAndNumber,
  identityIdOf,
  indexCatalog,
  printingOf,
  resolvePtcgoSet,
  resolveRef,
  setCodesForPtcgoCode,
} from './catalog-index.js';
export type { CardsErrorCode } from './errors.js';
export { CardsErrors } from './errors.js';
export { stableHash20 } from './hash.js';
export { normalizeCardName, normalizeCollectorNumber } from './names.js';
export type {
  AnyCardCatalog,
  Card,
  CardAsset,
  CardAssetFormat,
  CardAssetKind,
  CardCatalog,
  CardGameDataOf,
  CardGameId,
  CardOf,
  CardPrinting,
  CardVariant,
  CatalogCard,
  GlobalsOf,
  JsonObject,
  JsonValue,
  LorCard,
  LorCardGameData,
  LorCatalog,
  LorCatalogMetadataReference,
  LorGlobals,
  LorKeywordEntry,
  LorLookupEntry,
  LorRuneterraChampionEntry,
  PokemonAbilityPayload,
  PokemonAttackPayload,
  PokemonCard,
  PokemonCardGameData,
  PokemonCatalog,
  PokemonGlobals,
  PokemonPrinting,
  PokemonPrintingFields,
  PokemonPrintingMetadata,
  PokemonResistancePayload,
  PokemonSetEntry,
  PokemonSetImagesPayload,
  PokemonWeaknessPayload,
  RiftboundCard,
  RiftboundCardGameData,
  RiftboundCardLegalities,
  RiftboundCardOrientation,
  RiftboundCardType,
  RiftboundCatalog,
  RiftboundCatalogMetadataReference,
  RiftboundDomain,
  RiftboundGlobals,
  RiftboundKeywordEntry,
  RiftboundLookupEntry,
  RiftboundRarity,
  RiftboundSymbolEntry,
} from './types.js';
export { CARD_GAME_IDS } from './types.js';
