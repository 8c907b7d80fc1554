// Riftbound text lists: Piltover Archive's (`Legend:`, `MainDeck:`, `Champion:`, `Battlefields:`,
// `Runes:`, `Sideboard:` sections of `<count> <name>` lines) and the older Turny.gg one
// (`Main Deck (10)` sections of `<count> <name> <SET> <number>` lines).
import {
  type CatalogIndex,
  findByName,
  findBySetAndNumber,
  type RiftboundCard,
  resolveRef,
} from '@tcgkit/cards';
import { err, type Issue, issue, ok, type Result } from '@tcgkit/core';
import { type CatalogInput, toIndex } from './catalog.js';
import { DeckCodeErrors, DeckCodeWarnings } from './errors.js';
import { addEntry, at, splitLines } from './list-tools.js';
import type { ParsedList } from './ptcg-live.js';
import type { DeckEntry } from './types.js';

const defaultRef = (card: RiftboundCard): string =>
  card.game?.defaultPrintingId ?? card.printings?.[0]?.id ?? card.id;

const PILTOVER_SECTION =
  /^(legend|legends|main\s*deck|champion|champions|battlefields?|runes?|rune\s*deck|side\s*board)\s*:?\s*(?:\(\d+\))?$/i;
const NAME_LINE = /^(\d{1,3})\s*[xX]?\s+(.+)$/;

/**
 * Parses a Piltover Archive deck list: cards by name (either subtitle separator), `Champion:`
 * read as part of the main deck (and as the chosen champion), `Sideboard:` to the sideboard.
 * Lines it cannot read and names it cannot find are skipped with warnings.
 *
 * @example
 * ```ts
 * parsePiltoverList('Legend:\n1 Yasuo, Unforgiven\n\nMainDeck:\n3 Charm', sampleCatalogs.riftbound);
 * ```
 */
export function parsePiltoverList(text: string, catalog: CatalogInput): Result<ParsedList> {
  const index = toIndex(catalog);
  if (typeof text !== 'string' || text.trim() === '')
    return err(DeckCodeErrors.empty, 'The deck list is empty.');
  const warnings: Issue[] = [];
  const main: DeckEntry[] = [];
  const sideboard: DeckEntry[] = [];
  let section = 'main';
  let sawSection = false;
  let champion: string | undefined;
  let cardLines = 0;
  for (const line of splitLines(text)) {
    if (line.text === '') continue;
    const header = PILTOVER_SECTION.exec(line.text);
    if (header !== null && line.text.includes(':')) {
      const key = header[1]!.toLowerCase().replace(/\s+/g, '');
      section = key.startsWith('side') ? 'side' : key.startsWith('champion') ? 'champion' : 'main';
      sawSection = true;
      continue;
    }
    const m = NAME_LINE.exec(line.text);
    if (m === null || Number(m[1]) < 1) {
      warnings.push(
        issue(
          DeckCodeWarnings.unreadableLine,
          `Line "${line.text}" is not a card line; it was skipped.`,
          at(line),
        ),
      );
      continue;
    }
    cardLines++;
    const count = Number(m[1]);
    const name = m[2]!.trim();
    const found = findByName(index, name) as readonly RiftboundCard[];
    const card = found[0];
    if (card === undefined) {
      warnings.push(
        issue(
          DeckCodeWarnings.unknownCard,
          `"${name}" is not in the catalog; it was skipped.`,
          at(line),
        ),
      );
      continue;
    }
    if (found.length > 1) {
      warnings.push(
        issue(
          DeckCodeWarnings.ambiguousName,
          `"${name}" names ${found.length} cards; the first was used.`,
          at(line),
        ),
      );
    }
    const ref = defaultRef(card);
    if (section === 'champion' && champion === undefined) champion = ref;
    addEntry(section === 'side' ? sideboard : main, ref, count, warnings, at(line));
  }
  if (cardLines === 0 || (!sawSection && main.length === 0 && sideboard.length === 0)) {
    return err(DeckCodeErrors.unrecognized, 'No line of the text is a Piltover Archive card line.');
  }
  return ok(
    { main, sideboard, cardLines, ...(champion === undefined ? {} : { champion }) },
    warnings,
  );
}

const TURNY_SECTION = /^([A-Za-z][A-Za-z ]*?)\s*\((\d+)\)\s*$/;
const TURNY_LINE = /^(\d{1,3})\s*[xX]?\s+(.+?)\s+([A-Za-z]{2,4})\s+([A-Za-z]{0,2}\d{1,4}[a-z*]?)$/;

/**
 * Parses the older Turny.gg Riftbound list (`<count> <name> <SET> <number>` under `Main Deck (40)`
 * style headers). Any printing's set and number loads the card; a number the catalog does not
 * know falls back to the name (with a warning).
 */
export function parseTurnyList(text: string, catalog: CatalogInput): Result<ParsedList> {
  const index = toIndex(catalog);
  if (typeof text !== 'string' || text.trim() === '')
    return err(DeckCodeErrors.empty, 'The deck list is empty.');
  const warnings: Issue[] = [];
  const main: DeckEntry[] = [];
  let cardLines = 0;
  for (const line of splitLines(text)) {
    if (line.text === '' || TURNY_SECTION.test(line.text)) continue;
    const m = TURNY_LINE.exec(line.text);
    if (m === null || Number(m[1]) < 1) {
      warnings.push(
        issue(
          DeckCodeWarnings.unreadableLine,
          `Line "${line.text}" is not a card line; it was skipped.`,
          at(line),
        ),
      );
      continue;
    }
    cardLines++;
    const [, countText, name, set, number] = m as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const match = findBySetAndNumber(index, set, number);
    if (match !== undefined) {
      addEntry(main, match.printing?.id ?? match.card.id, Number(countText), warnings, at(line));
      continue;
    }
    const byName = findByName(index, name)[0] as RiftboundCard | undefined;
    if (byName !== undefined) {
      warnings.push(
        issue(
          DeckCodeWarnings.resolvedByName,
          `${set} ${number} is not in the catalog; "${name}" was found by name.`,
          at(line),
        ),
      );
      addEntry(main, defaultRef(byName), Number(countText), warnings, at(line));
      continue;
    }
    warnings.push(
      issue(
        DeckCodeWarnings.unknownCard,
        `${name} (${set} ${number}) is not in the catalog; it was skipped.`,
        at(line),
      ),
    );
  }
  if (cardLines === 0)
    return err(DeckCodeErrors.unrecognized, 'No line of the text is a Turny.gg list line.');
  return ok({ main, sideboard: [], cardLines }, warnings);
}

/** The Riftbound piles of a deck, sorted by card type. */
export interface RiftboundPiles {
  /** `legend` cards. */
  readonly legend: readonly DeckEntry[];
  /** `rune` cards (the Rune Deck). */
  readonly runes: readonly DeckEntry[];
  /** `battlefield` cards. */
  readonly battlefields: readonly DeckEntry[];
  /** Every other card, and refs the catalog does not know. */
  readonly main: readonly DeckEntry[];
  /** The sideboard, as given. */
  readonly sideboard: readonly DeckEntry[];
}

/**
 * Sorts a Riftbound deck into the Legend, Rune Deck, Battlefields, Main Deck and Sideboard piles
 * by card type, so a deck pasted into any pile lands in the right ones.
 *
 * @example
 * ```ts
 * const piles = sortRiftboundPiles(deck, sampleCatalogs.riftbound);
 * piles.legend; // [{ ref: 'ogn-259-298', count: 1 }]
 * ```
 */
export function sortRiftboundPiles(
  deck: { readonly main: readonly DeckEntry[]; readonly sideboard: readonly DeckEntry[] },
  catalog: CatalogInput,
): RiftboundPiles {
  const index = toIndex(catalog) as CatalogIndex;
  const legend: DeckEntry[] = [];
  const runes: DeckEntry[] = [];
  const battlefields: DeckEntry[] = [];
  const main: DeckEntry[] = [];
  for (const entry of deck.main) {
    const type = (resolveRef(index, entry.ref) as RiftboundCard | undefined)?.game?.type;
    (type === 'legend'
      ? legend
      : type === 'rune'
        ? runes
        : type === 'battlefield'
          ? battlefields
          : main
    ).push(entry);
  }
  return { legend, runes, battlefields, main, sideboard: [...deck.sideboard] };
}

interface Row {
  readonly name: string;
  readonly count: number;
  readonly line: string;
}

const byCountThenName = (a: Row, b: Row) => b.count - a.count || a.name.localeCompare(b.name);

/** What a list formatter wrote and what it had to leave out. */
export interface FormattedRiftboundList {
  /** The list text. */
  readonly text: string;
  /** Refs the catalog does not know, left out. */
  readonly skipped: readonly DeckEntry[];
}

function rows(
  entries: readonly DeckEntry[],
  index: CatalogIndex,
  skipped: DeckEntry[],
  line: (card: RiftboundCard, ref: string, count: number) => string,
): Row[] {
  const out: Row[] = [];
  for (const { ref, count } of entries) {
    const card = resolveRef(index, ref) as RiftboundCard | undefined;
    if (card === undefined) skipped.push({ ref, count });
    else out.push({ name: card.name, count, line: line(card, ref, count) });
  }
  return out.sort(byCountThenName);
}

/** Piltover Archive writes subtitles after a comma: `Yasuo, Unforgiven`. */
const piltoverName = (name: string): string => name.replace(' - ', ', ');

/**
 * Writes a Piltover Archive deck list: `Legend:`, `MainDeck:` (the chosen champion included),
 * `Battlefields:`, `Runes:` and `Sideboard:` sections, empty ones left out, cards by copies (most
 * first) then name.
 */
export function formatPiltoverList(
  deck: { readonly main: readonly DeckEntry[]; readonly sideboard: readonly DeckEntry[] },
  catalog: CatalogInput,
): FormattedRiftboundList {
  const index = toIndex(catalog) as CatalogIndex;
  const piles = sortRiftboundPiles(deck, index);
  const skipped: DeckEntry[] = [];
  const blocks: string[] = [];
  for (const [label, entries] of [
    ['Legend', piles.legend],
    ['MainDeck', piles.main],
    ['Battlefields', piles.battlefields],
    ['Runes', piles.runes],
    ['Sideboard', piles.sideboard],
  ] as const) {
    const list = rows(
      merge(entries),
      index,
      skipped,
      (card, _ref, count) => `${count} ${piltoverName(card.name)}`,
    );
    if (list.length > 0) blocks.push([`${label}:`, ...list.map((r) => r.line)].join('\n'));
  }
  return { text: blocks.join('\n\n'), skipped };
}

/**
 * Writes the older Turny.gg Riftbound list: `Main Deck`, `Runes`, `Legend`, `Battlefields`
 * sections with card counts, `<count> <name> <SET> <number>` lines. It has no sideboard: pass only
 * the main deck (see `exportDeck`, which counts what it skips).
 */
export function formatTurnyList(
  entries: readonly DeckEntry[],
  catalog: CatalogInput,
): FormattedRiftboundList {
  const index = toIndex(catalog) as CatalogIndex;
  const piles = sortRiftboundPiles({ main: entries, sideboard: [] }, index);
  const skipped: DeckEntry[] = [];
  const blocks: string[] = [];
  for (const [label, pile] of [
    ['Main Deck', piles.main],
    ['Runes', piles.runes],
    ['Legend', piles.legend],
    ['Battlefields', piles.battlefields],
  ] as const) {
    const list = rows(merge(pile), index, skipped, (card, ref, count) => {
      const printing =
        card.printings?.find((p) => p.id === ref.toLowerCase()) ?? card.printings?.[0];
      return `${count} ${card.name} ${printing?.setCode ?? card.setCode} ${printing?.number ?? card.game?.collectorNumber ?? ''}`.trimEnd();
    });
    const total = list.reduce((s, r) => s + r.count, 0);
    if (list.length > 0)
      blocks.push([`${label} (${total})`, ...list.map((r) => r.line)].join('\n'));
  }
  return { text: blocks.join('\n\n'), skipped };
}

function merge(entries: readonly DeckEntry[]): DeckEntry[] {
  const m = new Map<string, number>();
  for (const e of entries) m.set(e.ref, (m.get(e.ref) ?? 0) + e.count);
  return [...m].map(([ref, count]) => ({ ref, count }));
}
