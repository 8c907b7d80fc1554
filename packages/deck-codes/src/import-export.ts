// importDeck: every format of a game, in the spec's order; exportDeck: one format, with the
// sideboard and Maybeboard handled as the spec says.
import {
  CARD_GAME_IDS,
  type CardGameId,
  type CatalogIndex,
  findBySetAndNumber,
  printingOf,
  resolveRef,
} from '@tcgkit/cards';
import { gameOfCard } from '@tcgkit/cards/vocab';
import { checkCatalogGame, err, errFrom, type Issue, issue, ok, type Result } from '@tcgkit/core';
import { type CatalogInput, toIndex } from './catalog.js';
import {
  DeckCodesErrors as DeckCodeErrors,
  DeckCodesWarnings as DeckCodeWarnings,
} from './errors.js';
import { decodeLorCode, encodeLorCode } from './lor.js';
import { decodePiltoverCode, encodePiltoverCode, parsePiltoverCardCode } from './piltover-code.js';
import { formatPtcgLiveList, type ParsedList, parsePtcgLiveList } from './ptcg-live.js';
import {
  formatPiltoverList,
  formatTurnyList,
  parsePiltoverList,
  parseTurnyList,
  type RiftboundPiles,
  sortRiftboundPiles,
} from './riftbound-lists.js';
import { decodeTurnyCode, encodeTurnyCode } from './turny-code.js';
import {
  type Deck,
  type DeckEntry,
  type DeckFormat,
  FORMATS_BY_GAME,
  type ImportedDeck,
} from './types.js';

/** A deck read by {@link importDeck}: the deck, its format, and for Riftbound its piles. */
export interface ImportResult extends ImportedDeck {
  /** A deck name line the list started with, when there was one. */
  readonly name?: string;
  /** Riftbound: the deck sorted into Legend, Rune Deck, Battlefields, Main Deck and Sideboard. */
  readonly piles?: RiftboundPiles;
}

/** Options of {@link importDeck}. */
export interface ImportOptions {
  /**
   * Whether the target has a sideboard pile (Riftbound's Pile View). When `false`, sideboard
   * cards are left out and a `deck-codes/sideboard-skipped` warning says how many. Default `true`.
   */
  readonly sideboard?: boolean;
}

/**
 * Keeps the entries whose ref the catalog knows, spelled as the catalog spells the printing
 * (`SV1-196` becomes `sv1-196`), adding up entries that turn out to be the same ref; warns for
 * the others.
 */
function keepKnown(
  entries: readonly DeckEntry[],
  index: CatalogIndex,
  warnings: Issue[],
): DeckEntry[] {
  const out: DeckEntry[] = [];
  const at = new Map<string, number>(); // a Map, not findIndex: linear in distinct cards
  for (const e of entries) {
    if (resolveRef(index, e.ref) === undefined) {
      warnings.push(
        issue(
          DeckCodeWarnings.unknownCard,
          `${e.ref} is not in the catalog; ${e.count} cop${e.count === 1 ? 'y was' : 'ies were'} skipped.`,
        ),
      );
      continue;
    }
    const printing = printingOf(index, e.ref);
    const ref =
      printing !== undefined && printing.id.toLowerCase() === e.ref.toLowerCase()
        ? printing.id
        : e.ref;
    const i = at.get(ref);
    if (i === undefined) {
      at.set(ref, out.length);
      out.push({ ref, count: e.count });
    } else out[i] = { ref, count: out[i]!.count + e.count };
  }
  return out;
}

/** The printing id a Piltover Archive card code loads: that treatment if known, else any printing. */
function refOfPiltoverCode(code: string, index: CatalogIndex): string | undefined {
  const dash = code.indexOf('-');
  const set = code.slice(0, dash);
  const number = code.slice(dash + 1);
  const match =
    findBySetAndNumber(index, set, number) ??
    findBySetAndNumber(index, set, number.replace(/[a-z*]$/, ''));
  return match === undefined ? undefined : (match.printing?.id ?? match.card.id);
}

type Reader = (text: string, index: CatalogIndex) => Result<ParsedList>;

const READERS: Readonly<Record<DeckFormat, Reader>> = {
  'lor-code': (text, index) => {
    const decoded = decodeLorCode(text);
    if (!decoded.ok) return decoded;
    const warnings: Issue[] = [];
    const main = keepKnown(decoded.value.cards, index, warnings);
    return ok({ main, sideboard: [], cardLines: decoded.value.cards.length }, warnings);
  },
  ptcg1: (text, index) => readTurnyCode(text, index, 'PTCG1'),
  rift1: (text, index) => readTurnyCode(text, index, 'RIFT1'),
  'ptcg-live': (text, index) => parsePtcgLiveList(text, index),
  'piltover-code': (text, index) => {
    // Only base32 letters, with spaces, line breaks, dashes or padding a paste may add.
    if (!/^[A-Za-z2-7=\s-]{8,}$/.test(text.trim())) {
      return err(DeckCodeErrors.unrecognized, 'Not a Piltover Archive code.');
    }
    const decoded = decodePiltoverCode(text);
    if (!decoded.ok) return decoded;
    const warnings: Issue[] = [];
    const convert = (cards: readonly { cardCode: string; count: number }[]): DeckEntry[] => {
      const out: DeckEntry[] = [];
      for (const c of cards) {
        const ref = refOfPiltoverCode(c.cardCode, index);
        if (ref === undefined) {
          warnings.push(
            issue(
              DeckCodeWarnings.unknownCard,
              `${c.cardCode} is not in the catalog; it was skipped.`,
            ),
          );
        } else out.push({ ref, count: c.count });
      }
      return out;
    };
    const v = decoded.value;
    const champion =
      v.chosenChampion === undefined ? undefined : refOfPiltoverCode(v.chosenChampion, index);
    const main = convert(v.mainDeck);
    const additionalLegends: string[] = [];
    for (const legend of v.additionalLegends ?? []) {
      const ref = refOfPiltoverCode(legend, index);
      if (ref === undefined) {
        warnings.push(
          issue(
            DeckCodeWarnings.unknownCard,
            `Extra Legend ${legend} is not in the catalog; it was skipped.`,
          ),
        );
      } else additionalLegends.push(ref);
    }
    return ok(
      {
        main,
        sideboard: convert(v.sideboard),
        cardLines: v.mainDeck.length + v.sideboard.length,
        ...(champion === undefined ? {} : { champion }),
        ...(additionalLegends.length === 0 ? {} : { additionalLegends }),
      },
      warnings,
    );
  },
  'piltover-list': (text, index) => parsePiltoverList(text, index),
  'turny-list': (text, index) => parseTurnyList(text, index),
};

function readTurnyCode(
  text: string,
  index: CatalogIndex,
  tag: 'PTCG1' | 'RIFT1',
): Result<ParsedList> {
  if (
    !text
      .trimStart()
      .slice(0, tag.length + 1)
      .toUpperCase()
      .startsWith(`${tag}.`)
  ) {
    return err(DeckCodeErrors.unrecognized, `Not a ${tag} code.`);
  }
  const decoded = decodeTurnyCode(text);
  if (!decoded.ok) return decoded;
  const warnings = [...decoded.warnings];
  const main = keepKnown(decoded.value.main, index, warnings);
  const sideboard = keepKnown(decoded.value.sideboard, index, warnings);
  return ok(
    { main, sideboard, cardLines: decoded.value.main.length + decoded.value.sideboard.length },
    warnings,
  );
}

/**
 * Reads a deck code or deck list of a game: tries each format the game accepts in the spec's
 * order (Legends of Runeterra code; `PTCG1` then TCG Live list; `RIFT1`, Piltover Archive code,
 * Piltover Archive list, Turny.gg list) and returns the first that reads, with a warning for every
 * line it could not read and every card it could not find. Riftbound decks come with their piles.
 * Never throws.
 *
 * @example
 * ```ts
 * import { sampleCatalogs } from '@tcgkit/cards/samples';
 * const deck = importDeck('PTCG1.me55:4x66,4x128.sv8:2x76', 'pokemon', sampleCatalogs.pokemon);
 * if (deck.ok) console.log(deck.value.format, deck.value.main, deck.warnings);
 * ```
 */
export function importDeck(
  text: string,
  game: CardGameId,
  catalog: CatalogInput,
  options: ImportOptions = {},
): Result<ImportResult> {
  if (!CARD_GAME_IDS.includes(game))
    return err(
      DeckCodeErrors.unknownGame,
      `The game "${String(game)}" has no deck codes here; use one of: ${CARD_GAME_IDS.map((g) => `"${g}"`).join(', ')}.`,
      '/game',
    );
  if (typeof text !== 'string' || text.trim() === '')
    return err(DeckCodeErrors.empty, 'There is nothing to import.');
  // A catalog of another game (or a mix) would turn every card into an unknown-card warning.
  const wrongCatalog = checkCatalogGame(
    typeof catalog === 'object' && catalog !== null && 'byRef' in catalog
      ? catalog.catalog
      : catalog,
    game,
    gameOfCard,
  );
  if (wrongCatalog !== undefined) return errFrom(wrongCatalog);
  const index = toIndex(catalog);
  let fallback: { format: DeckFormat; result: Result<ParsedList> } | undefined;
  let firstError: Result<ParsedList> | undefined;
  for (const format of FORMATS_BY_GAME[game]) {
    const result = READERS[format](text, index);
    if (!result.ok) {
      if (result.error.code !== DeckCodeErrors.unrecognized && firstError === undefined)
        firstError = result;
      continue;
    }
    const found = result.value.main.length + result.value.sideboard.length;
    if (
      found > 0 ||
      format === 'lor-code' ||
      format === 'ptcg1' ||
      format === 'rift1' ||
      format === 'piltover-code'
    ) {
      return ok(
        finish(game, format, result.value, index, options),
        finishWarnings(result.value, options, result.warnings),
      );
    }
    if (
      fallback === undefined ||
      (fallback.result.ok && result.value.cardLines > fallback.result.value.cardLines)
    ) {
      fallback = { format, result };
    }
  }
  if (fallback?.result.ok) {
    const r = fallback.result;
    return ok(
      finish(game, fallback.format, r.value, index, options),
      finishWarnings(r.value, options, r.warnings),
    );
  }
  if (firstError !== undefined && !firstError.ok && looksLikeCode(text)) return firstError;
  return err(
    DeckCodeErrors.unrecognized,
    `The text is not a deck code or deck list of ${GAME_NAMES[game]} (tried: ${FORMATS_BY_GAME[game].map((f) => FORMAT_NAMES[f]).join(', ')}).`,
  );
}

const GAME_NAMES: Readonly<Record<CardGameId, string>> = {
  lor: 'Legends of Runeterra',
  pokemon: 'Pokémon TCG',
  riftbound: 'Riftbound',
};

const FORMAT_NAMES: Readonly<Record<DeckFormat, string>> = {
  'lor-code': 'deck code',
  ptcg1: 'PTCG1 code',
  'ptcg-live': 'Pokémon TCG Live list',
  rift1: 'RIFT1 code',
  'piltover-code': 'Piltover Archive code',
  'piltover-list': 'Piltover Archive list',
  'turny-list': 'Turny.gg list',
};

/**
 * Whether a text that no format read is a damaged code whose own error says best what is wrong
 * (upper case as codes are pasted, or one word with digits in it), rather than prose or a list.
 */
function looksLikeCode(text: string): boolean {
  const trimmed = text.trim();
  return !/\p{Ll}/u.test(trimmed) || (!/\s/.test(trimmed) && /\d/.test(trimmed));
}

function finishWarnings(
  list: ParsedList,
  options: ImportOptions,
  warnings: readonly Issue[],
): Issue[] {
  const out = [...warnings];
  if (options.sideboard === false && list.sideboard.length > 0) {
    const n = list.sideboard.reduce((s, e) => s + e.count, 0);
    out.push(
      issue(
        DeckCodeWarnings.sideboardSkipped,
        `There is no sideboard pile, so ${n} sideboard card${n === 1 ? ' was' : 's were'} left out.`,
      ),
    );
  }
  return out;
}

function finish(
  game: CardGameId,
  format: DeckFormat,
  list: ParsedList,
  index: CatalogIndex,
  options: ImportOptions,
): ImportResult {
  const sideboard = options.sideboard === false ? [] : list.sideboard;
  const deck: ImportResult = {
    game,
    format,
    main: list.main,
    sideboard,
    ...(list.champion === undefined ? {} : { champion: list.champion }),
    ...(list.additionalLegends === undefined ? {} : { additionalLegends: list.additionalLegends }),
    ...(list.name === undefined ? {} : { name: list.name }),
  };
  if (game !== 'riftbound') return deck;
  return { ...deck, piles: sortRiftboundPiles({ main: list.main, sideboard }, index) };
}

/** What {@link exportDeck} left out or moved. */
export interface ExportSkipped {
  /** Sideboard copies left out because the format has no sideboard and cannot merge it. */
  readonly sideboard: number;
  /** Maybeboard copies (never exported). */
  readonly maybeboard: number;
  /** Cards that could not be written (unknown to the catalog, or no code in the format). */
  readonly cards: readonly DeckEntry[];
}

/** An exported deck. */
export interface ExportedDeck {
  /** The format written. */
  readonly format: DeckFormat;
  /** The code or list text. */
  readonly text: string;
  /** What was left out. */
  readonly skipped: ExportSkipped;
}

/** Options of {@link exportDeck}. */
export interface ExportOptions {
  /**
   * Piltover Archive code only: `'keep'` (default) writes the sideboard in the code's sideboard
   * section; `'merge'` adds it to the main deck, as the builder's **Copy deck code** does today.
   */
  readonly piltoverSideboard?: 'keep' | 'merge';
}

const GAME_OF: Readonly<Record<DeckFormat, CardGameId>> = {
  'lor-code': 'lor',
  ptcg1: 'pokemon',
  'ptcg-live': 'pokemon',
  rift1: 'riftbound',
  'piltover-code': 'riftbound',
  'piltover-list': 'riftbound',
  'turny-list': 'riftbound',
};

const copies = (entries: readonly DeckEntry[]): number => entries.reduce((s, e) => s + e.count, 0);
const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The Piltover Archive card code of a ref: a Riftbound printing id, identity id or a code. */
export function piltoverCodeOfRef(ref: string, catalog?: CatalogInput): string | undefined {
  if (parsePiltoverCardCode(ref) !== undefined && /^[A-Za-z]{3}-/.test(ref) && !/-\d+$/.test(ref))
    return ref;
  let id = ref.toLowerCase();
  if (catalog !== undefined) {
    const index = toIndex(catalog);
    id = (printingOf(index, ref)?.id ?? id).toLowerCase();
  }
  const normal = /^([a-z]{3})-(\d{1,4})([ab])?(-star)?-\d+$/.exec(id);
  if (normal !== null) {
    const variant = normal[4] !== undefined ? 's' : (normal[3] ?? '');
    return `${normal[1]!.toUpperCase()}-${normal[2]!.padStart(3, '0')}${variant}`;
  }
  const lettered = /^([a-z]{3})-(r|sp)(\d{1,4})([ab])?(?:-\d+)?$/.exec(id);
  if (lettered !== null) {
    const num =
      lettered[2] === 'r' ? `R${lettered[3]!.padStart(2, '0')}` : `SP${Number(lettered[3])}`;
    return `${lettered[1]!.toUpperCase()}-${num}${lettered[4] ?? ''}`;
  }
  return undefined;
}

/**
 * Writes a deck in one format. The Maybeboard is never exported. The sideboard is kept where
 * the format carries one (`RIFT1`, Piltover Archive code and list); Legends of Runeterra and
 * Pokémon formats add it to the deck; the Turny.gg Riftbound list leaves it out. Every copy left
 * out is counted in `skipped` and named in a warning.
 *
 * @example
 * ```ts
 * const out = exportDeck(deck, 'rift1', sampleCatalogs.riftbound);
 * if (out.ok) navigator.clipboard.writeText(out.value.text);
 * ```
 */
export function exportDeck(
  deck: Deck,
  format: DeckFormat,
  catalog: CatalogInput,
  options: ExportOptions = {},
): Result<ExportedDeck> {
  const game = GAME_OF[format];
  if (game === undefined)
    return err(DeckCodeErrors.unrecognized, `"${String(format)}" is not a deck format.`);
  if (deck.game !== game) {
    return err(
      DeckCodeErrors.wrongGame,
      `${format} is a ${game} format; the deck is ${deck.game}.`,
    );
  }
  const index = toIndex(catalog);
  const warnings: Issue[] = [];
  const maybeboard = copies(deck.maybeboard ?? []);
  if (maybeboard > 0) {
    warnings.push(
      issue(
        DeckCodeWarnings.maybeboardSkipped,
        `The Maybeboard is never exported: ${plural(maybeboard, 'card')} left out.`,
      ),
    );
  }
  const carries =
    format === 'rift1' ||
    format === 'piltover-list' ||
    (format === 'piltover-code' && options.piltoverSideboard !== 'merge');
  const sideCopies = copies(deck.sideboard);
  let main = deck.main;
  let sideboard: readonly DeckEntry[] = [];
  let sideSkipped = 0;
  if (carries) sideboard = deck.sideboard;
  else if (format === 'turny-list') {
    sideSkipped = sideCopies;
    if (sideCopies > 0) {
      warnings.push(
        issue(
          DeckCodeWarnings.sideboardSkipped,
          `The Turny.gg list has no sideboard: ${plural(sideCopies, 'card')} left out.`,
        ),
      );
    }
  } else if (sideCopies > 0) {
    main = [...deck.main, ...deck.sideboard];
    warnings.push(
      issue(
        DeckCodeWarnings.sideboardMerged,
        `${format} has no sideboard: ${plural(sideCopies, 'sideboard card')} ${sideCopies === 1 ? 'was' : 'were'} added to the deck.`,
      ),
    );
  }
  const skippedCards: DeckEntry[] = [];
  const known = (entries: readonly DeckEntry[]) =>
    entries.filter((e) => {
      if (resolveRef(index, e.ref) !== undefined) return true;
      skippedCards.push(e);
      return false;
    });
  let text: string;
  switch (format) {
    case 'lor-code': {
      const r = encodeLorCode(main);
      if (!r.ok) return r;
      text = r.value;
      break;
    }
    case 'ptcg1':
    case 'rift1': {
      const printingRefs = (entries: readonly DeckEntry[]) =>
        known(entries).map((e) => ({ ref: printingOf(index, e.ref)?.id ?? e.ref, count: e.count }));
      const r = encodeTurnyCode(
        format === 'ptcg1' ? 'PTCG1' : 'RIFT1',
        printingRefs(main),
        printingRefs(sideboard),
      );
      if (!r.ok) return r;
      text = r.value;
      if (
        format === 'rift1' &&
        (deck.champion !== undefined || (deck.additionalLegends?.length ?? 0) > 0)
      ) {
        warnings.push(
          issue(
            DeckCodeWarnings.championDropped,
            'RIFT1 codes carry no chosen champion or extra Legends.',
          ),
        );
      }
      break;
    }
    case 'ptcg-live': {
      const r = formatPtcgLiveList(main, index);
      skippedCards.push(...r.skipped);
      text = r.text;
      break;
    }
    case 'piltover-code': {
      const codes = (entries: readonly DeckEntry[]) => {
        const out: { cardCode: string; count: number }[] = [];
        for (const e of entries) {
          const cardCode = piltoverCodeOfRef(e.ref, index);
          if (cardCode === undefined) skippedCards.push(e);
          else out.push({ cardCode, count: e.count });
        }
        return out;
      };
      const champion =
        deck.champion === undefined ? undefined : piltoverCodeOfRef(deck.champion, index);
      const legends = (deck.additionalLegends ?? [])
        .map((l) => piltoverCodeOfRef(l, index))
        .filter((l): l is string => l !== undefined);
      const r = encodePiltoverCode({
        mainDeck: codes(main),
        sideboard: codes(sideboard),
        ...(champion === undefined ? {} : { chosenChampion: champion }),
        ...(legends.length > 0 ? { additionalLegends: legends } : {}),
      });
      if (!r.ok) return r;
      text = r.value;
      break;
    }
    case 'piltover-list': {
      const r = formatPiltoverList({ main, sideboard }, index);
      skippedCards.push(...r.skipped);
      text = r.text;
      break;
    }
    case 'turny-list': {
      const r = formatTurnyList(main, index);
      skippedCards.push(...r.skipped);
      text = r.text;
      break;
    }
    default: {
      const never: never = format;
      throw new Error(`unhandled format ${String(never)}`);
    }
  }
  for (const e of skippedCards) {
    warnings.push(
      issue(
        DeckCodeWarnings.unknownCard,
        `${e.ref} could not be written in ${format}: ${e.count} copies left out.`,
      ),
    );
  }
  return ok(
    { format, text, skipped: { sideboard: sideSkipped, maybeboard, cards: skippedCards } },
    warnings,
  );
}

/**
 * The format `importDeck` would read a text as, or `undefined` when none reads it.
 *
 * @example
 * ```ts
 * detectDeckFormat('RIFT1.OGN:6x042-298', 'riftbound', sampleCatalogs.riftbound); // 'rift1'
 * ```
 */
export function detectDeckFormat(
  text: string,
  game: CardGameId,
  catalog: CatalogInput,
): DeckFormat | undefined {
  const r = importDeck(text, game, catalog);
  return r.ok ? r.value.format : undefined;
}
