/**
 * Riftbound catalogs from the official card gallery (`@tcgkit/cards/riftbound-gallery`): the
 * flattened card list (one row per printing, as saved by riccjohn/riftbound-card-db) becomes a
 * catalog of card identities shaped as card-data-riftbound.md describes.
 *
 * @packageDocumentation
 */
import { createValidator, err, ok, type Result } from '@tcgkit/core';
import { CardsErrors } from '../errors.js';
import { validateRiftboundGallery } from '../generated/riftbound-gallery.validator.js';
import { stableHash20 } from '../hash.js';
import { normalizeCardName } from '../names.js';
import type {
  CardAsset,
  CardPrinting,
  RiftboundCard,
  RiftboundCardGameData,
  RiftboundCardType,
  RiftboundCatalog,
  RiftboundGlobals,
  RiftboundLookupEntry,
} from '../types.js';
import {
  RIFTBOUND_CARD_ID_PREFIX,
  RIFTBOUND_CARD_TYPES,
  RIFTBOUND_DOMAINS,
  RIFTBOUND_RARITIES,
} from '../vocab.js';

/**
 * One printing as the official card gallery lists it (`cards.json` of riftbound-card-db): the
 * fields the loader reads (the gallery schema lists the rest). Fields the gallery leaves out for
 * some printings are optional, as the schema says.
 */
export interface RiftboundGalleryCard {
  /** Printing id: `ogn-030-298`, `ogn-030a-298`, `ogn-305-star-298`, `ven-sp1-006`, `ven-r01`. */
  id: string;
  /** Printed code: `OGN-030/298`. */
  code: string;
  /** Collector number as a number (letters dropped: `SP1` is 1). */
  collectorNumber: number;
  /** Printed name (`Jinx, Demolitionist`; Legends carry only their title: `Unforgiven`). */
  name: string;
  /** Set name (`Origins`). */
  set: string;
  /** Set code (`OGN`). */
  setId: string;
  /** `Unit`, `Spell`, `Gear`, `Battlefield`, `Legend`, `Rune`, or `null` for markers. */
  type: string | null;
  /** `Common`, `Uncommon`, `Rare`, `Epic`, `Showcase`. */
  rarity: string | null;
  /** Domains, capitalized. */
  domains: string[];
  /** Energy cost as text. */
  energy?: string | null;
  /** Might as text. */
  might?: string | null;
  /** Might bonus as text. */
  mightBonus?: string | null;
  /** Power cost as text. */
  power?: string | null;
  /** Tags (champion names, factions). */
  tags: string[];
  /** Illustrator. */
  illustrator?: string | null;
  /** `portrait` or `landscape`. */
  orientation?: string | null;
  /** Image URL. */
  image?: string | null;
  /** Plain rules text with a `Riftbound <Type>: <Name>.` prefix. */
  rulesText?: string | null;
  /** Rules text as HTML. */
  abilityHtml?: string | null;
  /** Effect text as HTML (gear and some spells). */
  effectHtml?: string | null;
}

/**
 * The set order Piltover Archive's deck codes number sets in, used as release order to pick the
 * default printing (earliest set first). Sets not listed sort after, alphabetically.
 */
export const RIFTBOUND_SET_ORDER: readonly string[] = [
  'OGN',
  'OGS',
  'ARC',
  'SFD',
  'UNL',
  'VEN',
  'RAD',
];

const TYPES: Readonly<Record<string, RiftboundCardType>> = {
  unit: 'unit',
  spell: 'spell',
  gear: 'gear',
  battlefield: 'battlefield',
  rune: 'rune',
  legend: 'legend',
};

type Treatment = 'normal' | 'alternate_art' | 'signature';

function treatmentOf(id: string): Treatment {
  const parts = id.toLowerCase().split('-');
  if (parts[2] === 'star') return 'signature';
  if (/^\d+a$/.test(parts[1] ?? '')) return 'alternate_art';
  return 'normal';
}

/** `"030"` → `"30"`, `"030a"` → `"30"`, `"r01"` → `"R01"`, `"sp3"` → `"SP3"`. */
function numberOf(id: string): string {
  const part = (id.split('-')[1] ?? '').toUpperCase();
  const digits = /^(\d+)A?$/.exec(part);
  return digits === null ? part : String(Number.parseInt(digits[1]!, 10));
}

const setRank = (setCode: string): number => {
  const i = RIFTBOUND_SET_ORDER.indexOf(setCode.toUpperCase());
  return i === -1 ? RIFTBOUND_SET_ORDER.length : i;
};

const toNumber = (text: string | null | undefined): number | undefined => {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
};

const decodeEntities = (html: string): string =>
  html
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The champions of the gallery: the names champion units are printed under (`Jinx, Demolitionist`
 * is Jinx's, since `Jinx` is also one of its tags). A Legend's champion is the one of its tags
 * found here, whatever the tag order (`Heart of the Tempest` has tags `Yordle`, `Kennen`: Kennen).
 *
 * @example
 * ```ts
 * riftboundChampionNames(gallery.cards).has('Kennen'); // true
 * ```
 */
export function riftboundChampionNames(
  rows: readonly Pick<RiftboundGalleryCard, 'name' | 'type' | 'tags'>[],
): Set<string> {
  const names = new Set<string>();
  for (const row of rows) {
    if (row.type !== 'Unit') continue;
    const comma = row.name.indexOf(', ');
    if (comma > 0 && row.tags.includes(row.name.slice(0, comma)))
      names.add(row.name.slice(0, comma));
  }
  return names;
}

/**
 * The identity name in the catalog's style: champion units and legends as `Champion - Title`. A
 * Legend's champion is the tag that names a champion of the gallery (`champions`, from
 * {@link riftboundChampionNames}); without that list, or when no tag is in it, its only tag, else
 * its first.
 */
export function riftboundIdentityName(
  row: Pick<RiftboundGalleryCard, 'name' | 'type' | 'tags'>,
  champions?: ReadonlySet<string>,
): string {
  const champion = row.tags.find((tag) => champions?.has(tag)) ?? row.tags[0];
  if (row.type === 'Legend' && champion !== undefined && !row.name.includes(champion)) {
    return `${champion} - ${row.name}`;
  }
  const comma = row.name.indexOf(', ');
  if (comma > 0 && row.tags.includes(row.name.slice(0, comma))) {
    return `${row.name.slice(0, comma)} - ${row.name.slice(comma + 2)}`;
  }
  return row.name;
}

function keywordsOf(text: string): { refs: string[]; labels: Map<string, string> } {
  const refs: string[] = [];
  const labels = new Map<string, string>();
  for (const m of text.matchAll(/\[([A-Za-z][A-Za-z' -]*?)(?:\s+\d+)?\]/g)) {
    const label = m[1]!.trim();
    const ref = label.toLowerCase().replace(/\s+/g, '-');
    if (!refs.includes(ref)) refs.push(ref);
    if (!labels.has(ref)) labels.set(ref, label);
  }
  return { refs, labels };
}

function printingOf(row: RiftboundGalleryCard): CardPrinting {
  const kind = treatmentOf(row.id);
  const metadata: Record<string, string> = { code: row.code };
  if (row.rarity) metadata.rarity = row.rarity.toLowerCase();
  if (row.illustrator) metadata.artist = row.illustrator;
  const printing: CardPrinting = {
    id: row.id,
    setCode: row.setId.toUpperCase(),
    number: numberOf(row.id),
  };
  if (row.image) printing.assets = [{ kind: 'card', url: row.image }];
  printing.variants = [{ id: `${row.id}:${kind}`, kind }];
  printing.metadata = metadata;
  return printing;
}

/** Sorts printings: regular (normal treatment, not showcase) first, then by set, then number. */
function comparePrintings(a: RiftboundGalleryCard, b: RiftboundGalleryCard): number {
  const regular = (row: RiftboundGalleryCard) =>
    treatmentOf(row.id) === 'normal' && row.rarity !== 'Showcase' ? 0 : 1;
  return (
    regular(a) - regular(b) ||
    setRank(a.setId) - setRank(b.setId) ||
    a.setId.localeCompare(b.setId) ||
    a.collectorNumber - b.collectorNumber ||
    a.id.localeCompare(b.id)
  );
}

const titleCase = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Builds a Riftbound catalog from the official gallery's flattened printings: printings of the
 * same card (same name and type) become one identity with the default printing first (the first
 * regular printing from the earliest set with the normal treatment), ids `rb-<hash>`, Legends named
 * after their champion (`Kennen - Heart of the Tempest`: the tag that names a champion of the
 * gallery, `options.champions`, by default those of `rows`), lower-case
 * `type`/`rarity`/`domains`, numbers for costs, keyword refs from `[Keyword]` markers, and the
 * globals (domains, rarities, types, sets, formats, keywords, aliases).
 *
 * @example
 * ```ts
 * import gallery from './cards.json' with { type: 'json' };
 * const catalog = riftboundCatalogFromGallery(gallery.cards);
 * catalog.cards.length; // 935 identities from 1,178 printings
 * ```
 */
export function riftboundCatalogFromGallery(
  rows: readonly RiftboundGalleryCard[],
  options: { readonly champions?: ReadonlySet<string> } = {},
): RiftboundCatalog {
  const champions = options.champions ?? riftboundChampionNames(rows);
  const groups = new Map<string, RiftboundGalleryCard[]>();
  for (const row of rows) {
    const key = `${normalizeCardName(riftboundIdentityName(row, champions))}|${row.type ?? ''}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  }
  const cards: RiftboundCard[] = [];
  const aliases: Record<string, string> = {};
  const keywordLabels = new Map<string, string>();
  const symbols: Record<string, { token: string }> = {};
  const sets = new Map<string, string>();
  const domains = new Set<string>();
  const rarities = new Set<string>();
  const types = new Set<string>();
  for (const [key, group] of groups) {
    const sorted = [...group].sort(comparePrintings);
    const first = sorted[0]!;
    const id = `${RIFTBOUND_CARD_ID_PREFIX}${stableHash20(key)}`;
    const printings = sorted.map(printingOf);
    const defaultPrinting = printings[0]!;
    const type = first.type === null ? undefined : TYPES[first.type.toLowerCase()];
    const token = /^t\d+$/i.test(first.id.split('-')[1] ?? '') || first.type === null;
    const name = riftboundIdentityName(first, champions);
    const html = first.abilityHtml ?? first.effectHtml ?? undefined;
    const game: RiftboundCardGameData = {};
    if (type !== undefined) game.type = type;
    if (token) game.supertype = 'Token';
    else if (
      type === 'unit' &&
      name.includes(' - ') &&
      first.tags.includes(name.split(' - ')[0]!)
    ) {
      game.supertype = 'Champion';
    }
    if (first.rarity) game.rarity = first.rarity.toLowerCase();
    game.domains =
      first.domains.length > 0 ? first.domains.map((d) => d.toLowerCase()) : ['colorless'];
    if (first.tags.length > 0) game.tags = [...first.tags];
    const energy = toNumber(first.energy);
    const might = toNumber(first.might);
    const power = toNumber(first.power);
    if (energy !== undefined) game.energy = energy;
    if (might !== undefined) game.might = might;
    if (power !== undefined) game.power = power;
    game.collectorNumber = defaultPrinting.number!;
    game.defaultPrintingId = defaultPrinting.id;
    if (html) {
      game.text = html;
      const plain = decodeEntities(html.replace(/<[^>]*>/g, ''));
      game.textPlain = plain;
      const { refs, labels } = keywordsOf(plain);
      if (refs.length > 0) game.keywordRefs = refs;
      for (const [ref, label] of labels) if (!keywordLabels.has(ref)) keywordLabels.set(ref, label);
      for (const m of plain.matchAll(/:(rb_[a-z0-9_]+):/g)) symbols[m[1]!] = { token: m[0] };
    }
    game.orientation = first.orientation === 'landscape' ? 'landscape' : 'portrait';
    const treatment = treatmentOf(first.id);
    game.variant = treatment;
    if (treatment === 'alternate_art') game.alternateArt = true;
    if (treatment === 'signature') game.signature = true;
    if (first.illustrator) game.artistName = first.illustrator;

    const card: RiftboundCard = { id, name, setCode: defaultPrinting.setCode };
    card.collectible = !token;
    const assets: CardAsset[] | undefined = defaultPrinting.assets;
    if (assets !== undefined) card.assets = assets.map((a) => ({ ...a }));
    card.printings = printings;
    card.hasImage = printings.some((p) => (p.assets?.length ?? 0) > 0);
    card.game = game;
    cards.push(card);

    aliases[id] = id;
    for (const p of printings) {
      aliases[p.id] = id;
      for (const v of p.variants ?? []) aliases[v.id] = id;
    }
    for (const row of group) {
      sets.set(row.setId.toUpperCase(), row.set);
      for (const d of row.domains) domains.add(d);
      if (row.rarity) rarities.add(row.rarity);
      if (row.type) types.add(row.type);
    }
  }
  cards.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));

  const table = (values: Iterable<string>, order?: readonly string[]) => {
    const out: Record<string, RiftboundLookupEntry> = {};
    const list = [...values].sort((a, b) => {
      const ia = order?.indexOf(a.toLowerCase()) ?? -1;
      const ib = order?.indexOf(b.toLowerCase()) ?? -1;
      return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib) || a.localeCompare(b);
    });
    list.forEach((label, order) => {
      out[label.toLowerCase()] = { label, order };
    });
    return out;
  };
  const setTable: Record<string, RiftboundLookupEntry> = {};
  [...sets.entries()]
    .sort(([a], [b]) => setRank(a) - setRank(b) || a.localeCompare(b))
    .forEach(([code, label], order) => {
      setTable[code] = { label, order };
    });
  const keywords: Record<string, RiftboundLookupEntry> = {};
  [...keywordLabels.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .forEach(([ref, label], order) => {
      keywords[ref] = { label: label.split(' ').map(titleCase).join(' '), order };
    });
  const globals: RiftboundGlobals = {
    domains: table(domains, RIFTBOUND_DOMAINS),
    rarities: table(rarities, RIFTBOUND_RARITIES),
    types: table(types, RIFTBOUND_CARD_TYPES),
    sets: setTable,
    formats: { standard: { label: 'Standard', order: 0 } },
    keywords,
    symbols: Object.fromEntries(Object.entries(symbols).sort(([a], [b]) => a.localeCompare(b))),
    aliases,
  };
  return { schemaVersion: 1, game: 'riftbound', locale: 'en', cards, globals };
}

const galleryInput = createValidator<{ cards: RiftboundGalleryCard[] }>(validateRiftboundGallery, {
  code: CardsErrors.invalidRiftboundGallery,
  subject: 'Riftbound gallery',
});

/**
 * Reads the gallery file as saved (`{ generatedAt, buildId, count, cards: [...] }`), checks it
 * against its JSON Schema, and builds the catalog with {@link riftboundCatalogFromGallery}. Pure
 * and total: any JSON value gives a catalog or a coded error with a path
 * (`cards/invalid-riftbound-gallery` at `/cards/12/setId`, `cards/duplicate-card`).
 *
 * @example
 * ```ts
 * import { catalogFromRiftboundGallery } from '@tcgkit/cards/riftbound-gallery';
 * const loaded = catalogFromRiftboundGallery(JSON.parse(readFileSync('cards.json', 'utf8')));
 * if (loaded.ok) loaded.value.cards.length; // identities of the 1,178 printings
 * ```
 */
export function catalogFromRiftboundGallery(data: unknown): Result<RiftboundCatalog> {
  const bad = galleryInput.check(data);
  if (bad !== undefined) return { ok: false, error: bad };
  const rows = (data as { cards: RiftboundGalleryCard[] }).cards;
  const seen = new Set<string>();
  for (let i = 0; i < rows.length; i++) {
    const id = rows[i]!.id.toLowerCase();
    if (seen.has(id)) {
      return err(
        CardsErrors.duplicateCard,
        `Printing ${rows[i]!.id} (${rows[i]!.name}) appears twice in the gallery list.`,
        `/cards/${i}/id`,
      );
    }
    seen.add(id);
  }
  return ok(riftboundCatalogFromGallery(rows));
}
