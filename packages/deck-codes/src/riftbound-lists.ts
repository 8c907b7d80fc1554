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
import {
  DeckCodesErrors as DeckCodeErrors,
  DeckCodesWarnings as DeckCodeWarnings,
} from './errors.js';
import { type ListGrammar, readLine } from './line-reader.js';
import {
  at,
  CappedWarnings,
  countOf,
  EntryList,
  hasAnyLetter,
  hasCount,
  hasLetter,
  mayHoldPieces,
  type Piece,
  resplit,
  span,
  splitLines,
  type Token,
  tokenize,
  UnreadableLines,
  words,
} from './list-tools.js';
import type { ParsedList } from './ptcg-live.js';
import type { DeckEntry } from './types.js';

const defaultRef = (card: RiftboundCard): string =>
  card.game?.defaultPrintingId ?? card.printings?.[0]?.id ?? card.id;

const PILTOVER_SECTION =
  /^(legend|legends|main ?deck|champion|champions|battlefields?|runes?|rune ?deck|side ?board) ?: ?(?:\(\d+\))?$/i;
const TURNY_SECTION = /^([A-Za-z][A-Za-z ]*?) ?\((\d+)\)$/;
const TURNY_SET = /^[A-Za-z]{2,4}$/;
const TURNY_NUMBER = /^[A-Za-z]{0,2}\d{1,4}[a-z*]?$/;
/** Longest header, in tokens and characters (`Main Deck : (40)`). */
const HEADER_TOKENS = 4;
const HEADER_CHARS = 40;

/** Header pieces starting at `from` whose words (joined by single spaces) `test` accepts. */
function headerPieces<H>(
  tokens: readonly Token[],
  from: number,
  test: (label: string) => H | undefined,
): Piece<H>[] {
  const out: Piece<H>[] = [];
  let label = '';
  for (let k = from; k < Math.min(tokens.length, from + HEADER_TOKENS); k++) {
    label = k === from ? tokens[k]!.text : `${label} ${tokens[k]!.text}`;
    if (label.length > HEADER_CHARS) break;
    const value = test(label);
    if (value !== undefined) out.push({ from, to: k + 1, value });
  }
  return out;
}

type PiltoverSection = 'main' | 'champion' | 'side';

function piltoverSection(label: string): PiltoverSection | undefined {
  const m = PILTOVER_SECTION.exec(label);
  if (m === null) return undefined;
  const key = m[1]!.toLowerCase().replace(/ /g, '');
  return key.startsWith('side') ? 'side' : key.startsWith('champion') ? 'champion' : 'main';
}

/**
 * A name run: at least one word with a letter, no word that ends a header, and (unless it is the
 * rest of a whole line) no count word.
 */
function isNameRun(tokens: readonly Token[], from: number, to: number, whole: boolean): boolean {
  if (to <= from || !hasLetter(tokens, from, to)) return false;
  if (!whole && hasCount(tokens, from, to)) return false;
  for (let i = from; i < to; i++) if (tokens[i]!.text.endsWith(':')) return false;
  return true;
}

function piltoverGrammar(index: CatalogIndex): ListGrammar<PiltoverSection> {
  return {
    names: false,
    headers: (tokens, from) => headerPieces(tokens, from, piltoverSection),
    isEntry: (tokens, from, to, whole) => isNameRun(tokens, from + 1, to, whole),
    resolve(tokens, from, to) {
      const count = countOf(tokens[from])!;
      const text = words(tokens, from, to);
      const name = words(tokens, from + 1, to);
      const path = at(span(tokens, from, to));
      const found = findByName(index, name) as readonly RiftboundCard[];
      const card = found[0];
      if (card === undefined) {
        const warning = issue(
          DeckCodeWarnings.unknownCard,
          `"${name}" is not in the catalog; ${count} cop${count === 1 ? 'y was' : 'ies were'} skipped.`,
          path,
        );
        return { count, text, name, status: 'missing', warnings: [warning] };
      }
      const warnings =
        found.length > 1
          ? [
              issue(
                DeckCodeWarnings.ambiguousName,
                `"${name}" names ${found.length} cards; the first was used.`,
                path,
              ),
            ]
          : [];
      return { count, text, name, ref: defaultRef(card), status: 'found', warnings };
    },
  };
}

/**
 * Parses a Piltover Archive deck list: cards by name (either subtitle separator), `Champion:`
 * read as part of the main deck (and as the chosen champion), `Sideboard:` to the sideboard.
 * Several cards (and headers) run together on one line are split back by the list's structure
 * (each count starts a card): every card found loads, and each card not found is skipped with its
 * own warning. Lines it cannot read
 * and names it cannot find are skipped with warnings whose `path` is the character range in the
 * text as pasted. Linear time in the text.
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
  if (!hasAnyLetter(text))
    return err(DeckCodeErrors.unrecognized, 'No line of the text is a Piltover Archive card line.');
  const grammar = piltoverGrammar(index);
  const warnings: Issue[] = [];
  const unreadable = new UnreadableLines(warnings);
  const cardWarnings = new CappedWarnings(warnings);
  const mainList = new EntryList();
  const sideList = new EntryList();
  const main = mainList.entries;
  const sideboard = sideList.entries;
  let section: PiltoverSection = 'main';
  let sawSection = false;
  let champion: string | undefined;
  let cardLines = 0;
  for (const line of splitLines(text)) {
    if (line.text === '') continue;
    const reading = mayHoldPieces(line)
      ? readLine(line, tokenize(line), grammar, false)
      : ({ kind: 'unread' } as const);
    if (reading.kind === 'unread') {
      unreadable.add(line);
      continue;
    }
    if (reading.kind === 'merged') warnings.push(reading.warning);
    else if (reading.cards > 1) warnings.push(resplit(line, reading.cards));
    for (const p of reading.pieces) {
      if (p.kind === 'header') {
        section = p.value;
        sawSection = true;
        continue;
      }
      if (p.kind === 'skipped') {
        cardWarnings.push(p.warning);
        cardLines += p.cards;
      }
      if (p.kind !== 'card' || reading.kind === 'merged') continue;
      const card = p.value;
      cardLines++;
      cardWarnings.push(...card.warnings);
      if (card.ref === undefined) continue;
      if (section === 'champion' && champion === undefined) champion = card.ref;
      (section === 'side' ? sideList : mainList).add(card.ref, card.count, cardWarnings, at(line));
    }
    if (reading.kind === 'merged') cardLines += reading.cards;
  }
  unreadable.finish();
  cardWarnings.finish();
  if (cardLines === 0 || (!sawSection && main.length === 0 && sideboard.length === 0)) {
    return err(DeckCodeErrors.unrecognized, 'No line of the text is a Piltover Archive card line.');
  }
  return ok(
    { main, sideboard, cardLines, ...(champion === undefined ? {} : { champion }) },
    warnings,
  );
}

function turnyGrammar(index: CatalogIndex): ListGrammar<true> {
  return {
    names: false,
    headers: (tokens, from) =>
      /^[A-Za-z]/.test(tokens[from]!.text)
        ? headerPieces(tokens, from, (label) => (TURNY_SECTION.test(label) ? true : undefined))
        : [],
    isEntry: (tokens, from, to, whole) =>
      to - from >= 4 &&
      TURNY_NUMBER.test(tokens[to - 1]!.text) &&
      TURNY_SET.test(tokens[to - 2]!.text) &&
      isNameRun(tokens, from + 1, to - 2, whole),
    resolve(tokens, from, to) {
      const count = countOf(tokens[from])!;
      const text = words(tokens, from, to);
      const name = words(tokens, from + 1, to - 2);
      const set = tokens[to - 2]!.text;
      const number = tokens[to - 1]!.text;
      const path = at(span(tokens, from, to));
      const match = findBySetAndNumber(index, set, number);
      if (match !== undefined) {
        const ref = match.printing?.id ?? match.card.id;
        if (findByName(index, name).some((c) => c.id === match.card.id))
          return { count, text, name, ref, status: 'found', warnings: [] };
        const warning = issue(
          DeckCodeWarnings.nameMismatch,
          `The list says "${name}" but ${set} ${number} is "${match.card.name}"; ${set} ${number} was loaded.`,
          path,
        );
        return { count, text, name, ref, status: 'mismatch', warnings: [warning] };
      }
      const byName = findByName(index, name)[0] as RiftboundCard | undefined;
      if (byName !== undefined) {
        const warning = issue(
          DeckCodeWarnings.resolvedByName,
          `${set} ${number} is not in the catalog; "${name}" was found by name.`,
          path,
        );
        return { count, text, name, ref: defaultRef(byName), status: 'found', warnings: [warning] };
      }
      const warning = issue(
        DeckCodeWarnings.unknownCard,
        `${count} ${name} (${set} ${number}) is not in the catalog; it was skipped.`,
        path,
      );
      return { count, text, name, status: 'missing', warnings: [warning] };
    },
  };
}

/**
 * Parses the older Turny.gg Riftbound list (`<count> <name> <SET> <number>` under `Main Deck (40)`
 * style headers). Any printing's set and number loads the card; a number the catalog does not
 * know falls back to the name (with a warning); a name that is not the card's name gives a
 * warning naming both. Several cards run together on one line are split back by the list's
 * structure (count, name, set, number): every card found loads, and each card not found is
 * skipped with its own warning. Linear time.
 */
export function parseTurnyList(text: string, catalog: CatalogInput): Result<ParsedList> {
  const index = toIndex(catalog);
  if (typeof text !== 'string' || text.trim() === '')
    return err(DeckCodeErrors.empty, 'The deck list is empty.');
  if (!hasAnyLetter(text))
    return err(DeckCodeErrors.unrecognized, 'No line of the text is a Turny.gg list line.');
  const grammar = turnyGrammar(index);
  const warnings: Issue[] = [];
  const unreadable = new UnreadableLines(warnings);
  const cardWarnings = new CappedWarnings(warnings);
  const list = new EntryList();
  const main = list.entries;
  let cardLines = 0;
  for (const line of splitLines(text)) {
    if (line.text === '') continue;
    const reading = mayHoldPieces(line)
      ? readLine(line, tokenize(line), grammar, false)
      : ({ kind: 'unread' } as const);
    if (reading.kind === 'unread') {
      unreadable.add(line);
      continue;
    }
    if (reading.kind === 'merged') {
      warnings.push(reading.warning);
      cardLines += reading.cards;
      continue;
    }
    if (reading.cards > 1) warnings.push(resplit(line, reading.cards));
    for (const p of reading.pieces) {
      if (p.kind === 'skipped') {
        cardWarnings.push(p.warning);
        cardLines += p.cards;
      }
      if (p.kind !== 'card') continue;
      cardLines++;
      cardWarnings.push(...p.value.warnings);
      if (p.value.ref !== undefined) list.add(p.value.ref, p.value.count, cardWarnings, at(line));
    }
  }
  unreadable.finish();
  cardWarnings.finish();
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
