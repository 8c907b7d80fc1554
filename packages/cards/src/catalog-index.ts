import { normalizeCardName, normalizeCollectorNumber } from './names.js';
import type {
  CardCatalog,
  CardGameId,
  CardOf,
  CardPrinting,
  PokemonGlobals,
  PokemonSetEntry,
  RiftboundGlobals,
} from './types.js';

/** A card identity with the printing a lookup matched (absent for games without printings). */
export interface PrintingMatch<G extends CardGameId = CardGameId> {
  /** The card identity. */
  readonly card: CardOf<G>;
  /** The printing that matched, when the game has printings. */
  readonly printing?: CardPrinting;
}

/**
 * Lookup tables over one catalog, built once by {@link indexCatalog}. The index is a read-only
 * helper (it holds `Map`s), never state to save: save the catalog itself.
 */
export interface CatalogIndex<G extends CardGameId = CardGameId> {
  /** The game of the catalog. */
  readonly game: G;
  /** The catalog the index was built from. */
  readonly catalog: CardCatalog<G>;
  /** Card identities by identity id (exact). */
  readonly byId: ReadonlyMap<string, CardOf<G>>;
  /** Every deck ref (identity id, printing id, variant id, alias), lower-cased, to its match. */
  readonly byRef: ReadonlyMap<string, PrintingMatch<G>>;
  /** `"<set>|<number>"` (both normalized) to every printing with that set and number. */
  readonly bySetAndNumber: ReadonlyMap<string, readonly PrintingMatch<G>[]>;
  /** {@link normalizeCardName} keys to the identities with that name. */
  readonly byName: ReadonlyMap<string, readonly CardOf<G>[]>;
  /** Pokémon only: upper-cased TCG Live abbreviation to set codes, in catalog order. */
  readonly setsByPtcgoCode: ReadonlyMap<string, readonly string[]>;
}

const setKey = (setCode: string, number: string): string =>
  `${setCode.toLowerCase()}|${normalizeCollectorNumber(number)}`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/**
 * The collector numbers a Riftbound printing answers to: its `number`, and the number part of its
 * id with the treatment letter (`ogn-030a-298` → `30A`, `ogn-305-star-298` → `305*` and `305S`).
 */
function riftboundCodeNumbers(printing: CardPrinting): string[] {
  const parts = printing.id.toLowerCase().split('-');
  const out: string[] = [];
  if (parts.length >= 2) {
    const num = parts[1]!;
    if (parts[2] === 'star') out.push(`${num}*`, `${num}s`);
    else out.push(num);
  }
  return out;
}

/**
 * Builds the lookup tables of a catalog: refs, set and collector number, names and (Pokémon)
 * TCG Live set abbreviations.
 *
 * @example
 * ```ts
 * import { indexCatalog, resolveRef } from '@tcgkit/cards';
 * import { sampleCatalogs } from '@tcgkit/cards/samples';
 * const index = indexCatalog(sampleCatalogs.riftbound);
 * resolveRef(index, 'ogn-030a-298')?.name; // "Jinx - Demolitionist"
 * ```
 */
export function indexCatalog<G extends CardGameId>(catalog: CardCatalog<G>): CatalogIndex<G> {
  const byId = new Map<string, CardOf<G>>();
  const byRef = new Map<string, PrintingMatch<G>>();
  const bySetAndNumber = new Map<string, PrintingMatch<G>[]>();
  const byName = new Map<string, CardOf<G>[]>();
  const setsByPtcgoCode = new Map<string, string[]>();

  const addRef = (ref: string, match: PrintingMatch<G>) => {
    const key = ref.toLowerCase();
    if (!byRef.has(key)) byRef.set(key, match);
  };

  for (const card of catalog.cards as CardOf<G>[]) {
    byId.set(card.id, card);
    push(byName, normalizeCardName(card.name), card);
    const clientName = (card.game as { clientName?: unknown } | undefined)?.clientName;
    if (typeof clientName === 'string') push(byName, normalizeCardName(clientName), card);
    for (const printing of card.printings ?? []) {
      const match: PrintingMatch<G> = { card, printing };
      addRef(printing.id, match);
      for (const variant of printing.variants ?? []) addRef(variant.id, match);
      if (printing.number !== undefined) {
        push(bySetAndNumber, setKey(printing.setCode, printing.number), match);
      }
      if (catalog.game === 'riftbound') {
        for (const n of riftboundCodeNumbers(printing)) {
          push(bySetAndNumber, setKey(printing.setCode, n), match);
        }
      }
    }
  }
  // Identity ids and aliases come after printings, so a printing id always wins a clash.
  for (const card of catalog.cards as CardOf<G>[]) {
    const first = card.printings?.[0];
    addRef(card.id, first === undefined ? { card } : { card, printing: first });
    const aliases = (card.game as { identityAliases?: unknown } | undefined)?.identityAliases;
    if (Array.isArray(aliases)) {
      for (const alias of aliases) if (typeof alias === 'string') addRef(alias, { card });
    }
  }
  if (catalog.game === 'riftbound') {
    const aliases = (catalog.globals as RiftboundGlobals | undefined)?.aliases ?? {};
    for (const [alias, id] of Object.entries(aliases)) {
      const card = byId.get(id);
      if (card !== undefined) addRef(alias, { card });
    }
  }
  if (catalog.game === 'pokemon') {
    const globals = catalog.globals as PokemonGlobals | undefined;
    for (const [printingId, id] of Object.entries(globals?.printings ?? {})) {
      const card = byId.get(id);
      if (card !== undefined) addRef(printingId, { card });
    }
    for (const [code, set] of Object.entries(globals?.sets ?? {})) {
      if (set.ptcgoCode !== undefined) push(setsByPtcgoCode, set.ptcgoCode.toUpperCase(), code);
    }
  }
  return { game: catalog.game, catalog, byId, byRef, bySetAndNumber, byName, setsByPtcgoCode };
}

/**
 * The card identity a deck ref points to: a printing id, an identity id, a variant id or an alias
 * (case-insensitive). `undefined` when the catalog does not know the ref.
 *
 * @example
 * ```ts
 * const index = indexCatalog(sampleCatalogs.pokemon);
 * resolveRef(index, 'svp-106')?.id === resolveRef(index, 'me2pt5-276')?.id; // true: both Pikachu ex
 * ```
 */
export function resolveRef<G extends CardGameId>(
  index: CatalogIndex<G>,
  ref: string,
): CardOf<G> | undefined {
  return index.byRef.get(ref.toLowerCase())?.card;
}

/** The identity id a deck ref points to, or `undefined` for an unknown ref. */
export function identityIdOf<G extends CardGameId>(
  index: CatalogIndex<G>,
  ref: string,
): string | undefined {
  return resolveRef(index, ref)?.id;
}

/**
 * The printing a deck ref names: the printing itself for a printing or variant id, the default
 * printing for an identity id, `undefined` for an unknown ref or a game without printings.
 */
export function printingOf<G extends CardGameId>(
  index: CatalogIndex<G>,
  ref: string,
): CardPrinting | undefined {
  return index.byRef.get(ref.toLowerCase())?.printing;
}

/** The result of {@link countCopies}. */
export interface CopyCount {
  /** Copies per card identity id, in order of first appearance. */
  readonly byIdentity: Readonly<Record<string, number>>;
  /** Refs the catalog does not know, with their copies (kept apart, never dropped). */
  readonly unknown: Readonly<Record<string, number>>;
}

/**
 * Counts copies of "the same card" across printings: a deck `{ "me2pt5-276": 2, "svp-106": 2 }`
 * holds 4 Pikachu ex.
 *
 * @example
 * ```ts
 * const index = indexCatalog(sampleCatalogs.pokemon);
 * countCopies(index, { 'me2pt5-276': 2, 'svp-106': 2 }).byIdentity;
 * // { "pikachu-ex--1f29b66b68bc": 4 }
 * ```
 */
export function countCopies<G extends CardGameId>(
  index: CatalogIndex<G>,
  deck: Readonly<Record<string, number>>,
): CopyCount {
  // Maps, not object lookups: a ref such as `constructor` or `__proto__` must count like any other.
  const byIdentity = new Map<string, number>();
  const unknown = new Map<string, number>();
  for (const [ref, copies] of Object.entries(deck)) {
    const id = identityIdOf(index, ref);
    if (id === undefined) unknown.set(ref, (unknown.get(ref) ?? 0) + copies);
    else byIdentity.set(id, (byIdentity.get(id) ?? 0) + copies);
  }
  return { byIdentity: Object.fromEntries(byIdentity), unknown: Object.fromEntries(unknown) };
}

/**
 * Counts copies by card name across printings and identities: the Pokémon TCG's copy rule ("at
 * most 4 copies of a card with the same name") counts two different cards named Pikachu ex
 * together, which {@link countCopies} keeps apart as two identities. Keys are the card names as
 * the catalog spells them (the first spelling met, for names that differ only in case or accents);
 * unknown refs are kept apart.
 *
 * @example
 * ```ts
 * const index = indexCatalog(pokemonCatalog);
 * copiesByName(index, { 'sv8-57': 2, 'me2pt5-276': 2 }).byName; // { "Pikachu ex": 4 }
 * ```
 */
export function copiesByName<G extends CardGameId>(
  index: CatalogIndex<G>,
  deck: Readonly<Record<string, number>>,
): {
  readonly byName: Readonly<Record<string, number>>;
  readonly unknown: Readonly<Record<string, number>>;
} {
  const byKey = new Map<string, { name: string; copies: number }>();
  const unknown = new Map<string, number>();
  for (const [ref, copies] of Object.entries(deck)) {
    const card = resolveRef(index, ref);
    if (card === undefined) {
      unknown.set(ref, (unknown.get(ref) ?? 0) + copies);
      continue;
    }
    const key = normalizeCardName(card.name);
    const seen = byKey.get(key);
    if (seen === undefined) byKey.set(key, { name: card.name, copies });
    else seen.copies += copies;
  }
  return {
    byName: Object.fromEntries([...byKey.values()].map((v) => [v.name, v.copies])),
    unknown: Object.fromEntries(unknown),
  };
}

/**
 * Every printing with this set code and collector number (case and leading zeros ignored),
 * regular printings first as the catalog lists them. Riftbound also answers to the treatment
 * letter of the printing id (`("OGN", "030a")` is the alternate art, `("OGN", "305*")` the
 * signature print).
 */
export function findAllBySetAndNumber<G extends CardGameId>(
  index: CatalogIndex<G>,
  setCode: string,
  number: string,
): readonly PrintingMatch<G>[] {
  return index.bySetAndNumber.get(setKey(setCode, number)) ?? [];
}

/**
 * The card printed with this set code and collector number, or `undefined`.
 *
 * @example
 * ```ts
 * const index = indexCatalog(sampleCatalogs.riftbound);
 * findBySetAndNumber(index, 'ogn', '043')?.card.name; // "Charm"
 * ```
 */
export function findBySetAndNumber<G extends CardGameId>(
  index: CatalogIndex<G>,
  setCode: string,
  number: string,
): PrintingMatch<G> | undefined {
  return findAllBySetAndNumber(index, setCode, number)[0];
}

/**
 * The identities with this name: case, accents and spacing are ignored, and both Riftbound
 * subtitle separators match (`"Yasuo, Unforgiven"` finds `"Yasuo - Unforgiven"`).
 */
export function findByName<G extends CardGameId>(
  index: CatalogIndex<G>,
  name: string,
): readonly CardOf<G>[] {
  return index.byName.get(normalizeCardName(name)) ?? [];
}

/**
 * The Pokémon set codes that use a TCG Live abbreviation (`"PAL"` → `["sv2"]`,
 * `"30C"` → `["me55", "me55c"]`), in catalog order. Case-insensitive.
 */
export function setCodesForPtcgoCode(index: CatalogIndex, abbreviation: string): readonly string[] {
  return index.setsByPtcgoCode.get(abbreviation.toUpperCase()) ?? [];
}

/**
 * The set a TCG Live abbreviation and number mean. A shared abbreviation (`30C` is both 30th
 * Celebration and its Classic Collection) resolves to the set where the catalog has a card with
 * that number; failing that, to the first set whose printed size holds the number; failing that,
 * to the first set with the abbreviation. `undefined` for an unknown abbreviation.
 */
export function resolvePtcgoSet(
  index: CatalogIndex,
  abbreviation: string,
  number: string,
): string | undefined {
  const codes = setCodesForPtcgoCode(index, abbreviation);
  if (codes.length <= 1) return codes[0];
  for (const code of codes) if (findBySetAndNumber(index, code, number) !== undefined) return code;
  const sets = (index.catalog.globals as PokemonGlobals | undefined)?.sets ?? {};
  const n = Number.parseInt(number.replace(/^\D+/, ''), 10);
  if (/^\d+$/.test(number.trim()) && Number.isFinite(n)) {
    for (const code of codes) {
      const set: PokemonSetEntry | undefined = sets[code];
      const size = set?.total ?? set?.printedTotal;
      if (size !== undefined && n <= size) return code;
    }
  }
  return codes[0];
}

/**
 * The Pokémon card a TCG Live list line names by set abbreviation and number (`"SSP"`, `"76"`),
 * resolving shared abbreviations by which set has that number. `undefined` when not found.
 *
 * @example
 * ```ts
 * const index = indexCatalog(sampleCatalogs.pokemon);
 * findByPtcgoCode(index, '30C', '66')?.printing?.id; // "me55-66"
 * ```
 */
export function findByPtcgoCode(
  index: CatalogIndex,
  abbreviation: string,
  number: string,
): PrintingMatch<'pokemon'> | undefined {
  for (const code of setCodesForPtcgoCode(index, abbreviation)) {
    const match = findBySetAndNumber(index, code, number);
    if (match !== undefined) return match as PrintingMatch<'pokemon'>;
  }
  return undefined;
}

/**
 * The `cardsById` object rules and calculators receive: every ref of a deck (as written, printing
 * or identity id) to its card identity. Unknown refs are left out, so `cardsById[ref]` is
 * `undefined` for them, as the spec warns.
 *
 * @example
 * ```ts
 * const index = indexCatalog(sampleCatalogs.pokemon);
 * const byId = cardsById(index, { 'me2pt5-276': 2, 'svp-106': 2 });
 * byId['me2pt5-276'] === byId['svp-106']; // true: the same identity object
 * ```
 */
export function cardsById<G extends CardGameId>(
  index: CatalogIndex<G>,
  refs: Iterable<string> | Readonly<Record<string, number>>,
): Record<string, CardOf<G>> {
  const out: Record<string, CardOf<G>> = {};
  const list = Symbol.iterator in refs ? (refs as Iterable<string>) : Object.keys(refs);
  for (const ref of list) {
    const card = resolveRef(index, ref);
    if (card !== undefined) out[ref] = card;
  }
  return out;
}
