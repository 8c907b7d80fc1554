/**
 * Card data contracts for Legends of Runeterra, Pokémon TCG and Riftbound (types and JSON
 * Schemas exactly as the card-data pages describe them), catalog index helpers (deck refs to
 * identities, copies across printings, set and number, names, TCG Live abbreviations) and small
 * sample catalogs.
 *
 * @packageDocumentation
 */

export type { CatalogIndex, CopyCount, PrintingMatch } from './catalog-index.js';
export {
  cardsById,
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
export { normalizeCardName, normalizeCollectorNumber } from './names.js';
export type { RiftboundGalleryCard } from './riftbound-gallery.js';
export {
  RIFTBOUND_SET_ORDER,
  riftboundCatalogFromGallery,
  riftboundChampionNames,
  riftboundIdentityName,
  stableHash20,
} from './riftbound-gallery.js';
export { sampleCatalog, sampleCatalogs } from './samples/index.js';
export { sampleLorCatalog } from './samples/lor.js';
export { samplePokemonCatalog } from './samples/pokemon.js';
export { sampleRiftboundCatalog } from './samples/riftbound.js';
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
export { cardValidators, catalogValidators, parseCatalog } from './validators.js';
