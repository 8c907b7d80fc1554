/**
 * Legends of Runeterra catalogs from Riot's Data Dragon (`@tcgkit/cards/data-dragon`): the set
 * bundles (`set1-en_us.json` …) and the globals file (`globals-en_us.json`) become one catalog
 * shaped as card-data-lor.md describes.
 *
 * @packageDocumentation
 */
import { createValidator, err, ok, type Result } from '@tcgkit/core';
import { CardsErrors } from '../errors.js';
import { validateDataDragonGlobals } from '../generated/data-dragon-globals.validator.js';
import { validateDataDragonSets } from '../generated/data-dragon-sets.validator.js';
import type {
  CardAsset,
  LorCard,
  LorCardGameData,
  LorCatalog,
  LorGlobals,
  LorKeywordEntry,
  LorLookupEntry,
  LorRuneterraChampionEntry,
} from '../types.js';
import { LOR_CARD_TYPES, LOR_REGION_CODES } from '../vocab.js';
import { underPath } from './paths.js';

/** One card as a Data Dragon set bundle lists it (the fields the loader reads). */
export interface DataDragonCard {
  cardCode: string;
  name: string;
  /** `"Set1"`, `"Set6cde"`. */
  set: string;
  type: string;
  supertype?: string;
  subtypes?: string[];
  collectible: boolean;
  cost?: number;
  attack?: number;
  health?: number;
  regionRefs?: string[];
  keywordRefs?: string[];
  formatRefs?: string[];
  rarityRef?: string;
  spellSpeedRef?: string;
  description?: string;
  descriptionRaw?: string;
  levelupDescription?: string;
  levelupDescriptionRaw?: string;
  flavorText?: string;
  artistName?: string;
  associatedCardRefs?: string[];
  assets?: { gameAbsolutePath?: string; fullAbsolutePath?: string }[];
}

/** One entry of a Data Dragon globals table. */
export interface DataDragonGlobalsEntry {
  nameRef: string;
  name: string;
  description?: string;
  iconAbsolutePath?: string | null;
  abbreviation?: string;
}

/** The Data Dragon globals file (`globals-en_us.json`). */
export interface DataDragonGlobals {
  vocabTerms?: DataDragonGlobalsEntry[];
  keywords?: DataDragonGlobalsEntry[];
  regions: DataDragonGlobalsEntry[];
  spellSpeeds?: DataDragonGlobalsEntry[];
  rarities?: DataDragonGlobalsEntry[];
  sets: DataDragonGlobalsEntry[];
  formats: DataDragonGlobalsEntry[];
  adventureRarities?: DataDragonGlobalsEntry[];
}

/** Options of {@link catalogFromDataDragon}. */
export interface DataDragonOptions {
  /** The catalog locale (default `"en"`; Data Dragon's `en_us` bundles are English). */
  readonly locale?: string;
}

const setsInput = createValidator<DataDragonCard[][]>(validateDataDragonSets, {
  code: CardsErrors.invalidDataDragon,
  subject: 'Data Dragon set bundles',
});
const globalsInput = createValidator<DataDragonGlobals>(validateDataDragonGlobals, {
  code: CardsErrors.invalidDataDragon,
  subject: 'Data Dragon globals',
});

/** The eleven regions a deck picks from; other `regions` entries are Runeterra champions. */
const REGION_CODES: ReadonlySet<string> = new Set(Object.values(LOR_REGION_CODES));

/** Riot's text uses `\r\n`; the catalog uses `\n` everywhere. */
const lines = (text: string): string => text.replace(/\r\n?/g, '\n');

/** Removes the client's inline markup (`<link=…>`, `<style=…>`, `<sprite …>`, `<br>`, `<nobr>`). */
export function stripLorMarkup(text: string): string {
  return lines(text)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^<>]*>/g, '');
}

const squash = (name: string): string =>
  name
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/[^a-z0-9]/g, '');

function vocabOf(...texts: (string | undefined)[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    if (text === undefined) continue;
    for (const m of text.matchAll(/<link=vocab\.([A-Za-z0-9]+)>/g)) {
      if (!out.includes(m[1]!)) out.push(m[1]!);
    }
  }
  return out;
}

function entry(e: DataDragonGlobalsEntry, order: number): LorLookupEntry {
  const out: LorLookupEntry = { label: e.name, order };
  if (e.iconAbsolutePath !== undefined) out.icon = e.iconAbsolutePath;
  return out;
}

function keywordEntry(e: DataDragonGlobalsEntry, order: number): LorKeywordEntry {
  const out: LorKeywordEntry = entry(e, order);
  if (e.description !== undefined && e.description !== '') out.description = lines(e.description);
  return out;
}

function table<T>(
  list: readonly DataDragonGlobalsEntry[] | undefined,
  make: (e: DataDragonGlobalsEntry, order: number) => T,
  key: (e: DataDragonGlobalsEntry) => string = (e) => e.nameRef,
): Record<string, T> {
  const out: Record<string, T> = {};
  (list ?? []).forEach((e, i) => {
    const k = key(e);
    if (!Object.hasOwn(out, k)) out[k] = make(e, i);
  });
  return out;
}

function cardOf(raw: DataDragonCard): LorCard {
  const game: LorCardGameData = {};
  const list = (v: readonly string[] | undefined) => (v === undefined ? undefined : [...v]);
  const text = (v: string | undefined) => (v === undefined || v === '' ? undefined : lines(v));
  const set = <K extends keyof LorCardGameData>(key: K, value: LorCardGameData[K] | undefined) => {
    if (value !== undefined) game[key] = value;
  };
  set(
    'associatedCardRefs',
    raw.associatedCardRefs?.length ? list(raw.associatedCardRefs) : undefined,
  );
  set('formatRefs', list(raw.formatRefs));
  set('keywordRefs', raw.keywordRefs?.length ? list(raw.keywordRefs) : undefined);
  set('rarityRef', raw.rarityRef === '' ? undefined : raw.rarityRef);
  set('regionRefs', list(raw.regionRefs));
  set('spellSpeedRef', raw.spellSpeedRef === '' ? undefined : raw.spellSpeedRef);
  const vocab = vocabOf(raw.description, raw.levelupDescription);
  if (vocab.length > 0) game.vocabTerms = vocab;
  if (raw.supertype !== undefined && raw.supertype !== '') {
    game.supertype = raw.supertype;
    // The en_us bundle's supertype is English already; other locales need a translation table.
    game.supertypeRef = raw.supertype;
  }
  game.type = raw.type;
  game.typeRef = raw.type;
  set('cost', raw.cost);
  set('attack', raw.attack);
  set('health', raw.health);
  const description = text(raw.description);
  if (description !== undefined) {
    game.description = description;
    game.descriptionRaw =
      raw.descriptionRaw === undefined ? stripLorMarkup(description) : lines(raw.descriptionRaw);
  }
  const levelup = text(raw.levelupDescription);
  if (levelup !== undefined) {
    game.levelupDescription = levelup;
    game.levelupDescriptionRaw =
      raw.levelupDescriptionRaw === undefined
        ? stripLorMarkup(levelup)
        : lines(raw.levelupDescriptionRaw);
  }
  set('flavorText', text(raw.flavorText));
  set('subtypes', raw.subtypes?.length ? list(raw.subtypes) : undefined);
  set('artistName', text(raw.artistName));

  const card: LorCard = {
    id: raw.cardCode,
    name: raw.name,
    setCode: raw.set.toLowerCase(),
    collectible: raw.collectible,
  };
  const assets: CardAsset[] = [];
  for (const a of raw.assets ?? []) {
    if (a.gameAbsolutePath) assets.push({ kind: 'card', url: a.gameAbsolutePath, format: 'png' });
    if (a.fullAbsolutePath) assets.push({ kind: 'full', url: a.fullAbsolutePath, format: 'png' });
  }
  if (assets.length > 0) card.assets = assets;
  card.game = game;
  return card;
}

/**
 * Builds a Legends of Runeterra catalog from Data Dragon: every card of every set bundle (in the
 * order given), keyed by card code, with regions (`regionRefs`), champions (`supertype`),
 * the collectible flag, formats (`formatRefs`), keywords, associated and level-up cards, glossary
 * terms read off the markup, and plain-text descriptions (`descriptionRaw`, `\n` line ends). The
 * globals become the catalog's lookup tables (`formats`, `keywords`, `rarities`, `regions`,
 * `runeterraChampions`, `sets` keyed by lower-case set code, `spellSpeeds`, `types`,
 * `vocabTerms`). A Runeterra champion's card code is added to the `regionRefs` of the champion and
 * of its associated cards, as the spec describes.
 *
 * Pure and total: any JSON gives a catalog or a coded error with a path
 * (`cards/invalid-data-dragon` at `/sets/3/120/cardCode`, `cards/duplicate-card`).
 *
 * @example
 * ```ts
 * import { catalogFromDataDragon } from '@tcgkit/cards/data-dragon';
 * const sets = files.map((f) => JSON.parse(readFileSync(f, 'utf8'))); // set1-en_us.json …
 * const globals = JSON.parse(readFileSync('globals-en_us.json', 'utf8'));
 * const loaded = catalogFromDataDragon(sets, globals);
 * if (loaded.ok) loaded.value.cards.length; // 2,512 for sets 1-9
 * ```
 */
export function catalogFromDataDragon(
  sets: unknown,
  globals: unknown,
  options: DataDragonOptions = {},
): Result<LorCatalog> {
  const checkedSets = setsInput.check(sets);
  if (checkedSets !== undefined) return { ok: false, error: underPath(checkedSets, '/sets') };
  const checkedGlobals = globalsInput.check(globals);
  if (checkedGlobals !== undefined)
    return { ok: false, error: underPath(checkedGlobals, '/globals') };
  const bundles = sets as DataDragonCard[][];
  const g = globals as DataDragonGlobals;

  const cards: LorCard[] = [];
  const seen = new Map<string, string>();
  for (let s = 0; s < bundles.length; s++) {
    const bundle = bundles[s]!;
    for (let i = 0; i < bundle.length; i++) {
      const raw = bundle[i]!;
      const at = `/sets/${s}/${i}`;
      const first = seen.get(raw.cardCode);
      if (first !== undefined) {
        return err(
          CardsErrors.duplicateCard,
          `Card ${raw.cardCode} (${raw.name}) appears twice, at ${first} and ${at}: pass each set bundle once.`,
          `${at}/cardCode`,
        );
      }
      seen.set(raw.cardCode, at);
      cards.push(cardOf(raw));
    }
  }

  // Runeterra champions: the `regions` entries that are not one of the eleven regions, matched to
  // the champion card of the same name ("PoroKing" is "The Poro King").
  const byName = new Map<string, LorCard>();
  for (const card of cards) {
    if (card.collectible && card.game?.supertypeRef === 'Champion') {
      const key = squash(card.name);
      if (!byName.has(key)) byName.set(key, card);
    }
  }
  const byCode = new Map(cards.map((c) => [c.id, c]));
  const runeterraChampions: Record<string, LorRuneterraChampionEntry> = {};
  g.regions.forEach((region, order) => {
    if (region.abbreviation !== undefined && REGION_CODES.has(region.abbreviation)) return;
    const champion = byName.get(squash(region.nameRef)) ?? byName.get(squash(region.name));
    if (champion === undefined || !champion.game?.regionRefs?.includes('Runeterra')) return;
    const out: LorRuneterraChampionEntry = { cardCode: champion.id, label: region.name, order };
    if (region.iconAbsolutePath !== undefined) out.icon = region.iconAbsolutePath;
    runeterraChampions[champion.id] = out;
    for (const code of [champion.id, ...(champion.game.associatedCardRefs ?? [])]) {
      const refs = byCode.get(code)?.game?.regionRefs;
      if (refs?.includes('Runeterra') && !refs.includes(champion.id)) refs.push(champion.id);
    }
  });

  const typesSeen = new Set<string>();
  for (const card of cards) {
    if (card.game?.typeRef !== undefined) typesSeen.add(card.game.typeRef);
  }
  const typeNames = [
    ...LOR_CARD_TYPES.filter((t) => typesSeen.has(t)),
    ...[...typesSeen].filter((t) => !(LOR_CARD_TYPES as readonly string[]).includes(t)).sort(),
    'Champion',
    'Follower',
  ];
  const types: Record<string, LorLookupEntry> = {};
  typeNames.forEach((t, order) => {
    types[t] = { label: t, order };
  });

  const out: LorGlobals = {
    formats: table(g.formats, entry),
    keywords: table(g.keywords, keywordEntry),
    rarities: table(g.rarities, (e, order) => ({
      label: e.name.charAt(0) + e.name.slice(1).toLowerCase(),
      order,
    })),
    regions: table(g.regions, entry),
    runeterraChampions,
    sets: table(g.sets, entry, (e) => e.nameRef.toLowerCase()),
    spellSpeeds: table(g.spellSpeeds, entry),
    types,
    vocabTerms: table(g.vocabTerms, keywordEntry),
  };
  return ok({
    schemaVersion: 1,
    game: 'lor',
    locale: options.locale ?? 'en',
    cards,
    globals: out,
  });
}
