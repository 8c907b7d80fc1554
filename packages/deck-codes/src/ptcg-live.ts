// Pokémon TCG Live deck lists: `<count> <name> <set abbreviation> <number>` lines under
// `Pokémon:`/`Trainer:`/`Energy:` headers, as the game client exports them, read forgivingly.
import {
  type CardPrinting,
  type CatalogIndex,
  findByName,
  findByPtcgoCode,
  type PokemonCard,
  type PokemonGlobals,
  printingOf,
  resolveRef,
  setCodesForPtcgoCode,
} from '@tcgkit/cards';
import { POKEMON_ENERGY_SYMBOLS } from '@tcgkit/cards/vocab';
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
  totalCopies,
  UnreadableLines,
  words,
} from './list-tools.js';
import type { DeckEntry } from './types.js';

/** A parsed text list. */
export interface ParsedList {
  /** Cards by ref, in list order. */
  readonly main: readonly DeckEntry[];
  /** Sideboard (lists that have one). */
  readonly sideboard: readonly DeckEntry[];
  /** A deck name line, when the list starts with one. */
  readonly name?: string;
  /** Riftbound: the chosen champion's ref (`Champion:` section, Piltover Archive code). */
  readonly champion?: string;
  /** Riftbound: extra Legends' refs (Piltover Archive code version 6). */
  readonly additionalLegends?: readonly string[];
  /**
   * How many card entries were recognized, found or not: one per card of a line split back
   * (cards in a skipped run of words counted too).
   */
  readonly cardLines: number;
}

/** `{L}` in a PTCG Live name is Lightning: the energy symbols of `@tcgkit/cards/vocab`. */
const ENERGY_LETTERS: Readonly<Record<string, string>> = POKEMON_ENERGY_SYMBOLS;
const LETTER_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ENERGY_LETTERS).map(([letter, type]) => [type, letter]),
);

const HEADER_LABEL_TOKENS = 6;
const TOTAL = /total|insgesamt|gesamt|totale|totali|合計/i;
const SET_ABBR = /^[A-Za-z0-9][A-Za-z0-9-]{1,7}$/;
const NUMBER = /^[A-Za-z]{0,4}\d{1,4}[A-Za-z]?$/;
const SUFFIX = /^(PH|RH|H)$/;
const DECLARED = /^\d{1,6}$/;

/** `Basic {P} Energy` → `Basic Psychic Energy`; other names unchanged. */
function energyName(name: string): string {
  return name.replace(
    /\{([A-Za-z])\}/g,
    (all, letter: string) => ENERGY_LETTERS[letter.toUpperCase()] ?? all,
  );
}

/** The spellings a list name may be looked up by (`Psychic Energy` = `Basic Psychic Energy`). */
function nameTries(name: string): string[] {
  const plain = energyName(name);
  const tries = [name, plain];
  if (/^\S+ Energy$/i.test(plain) && !/^basic /i.test(plain)) tries.push(`Basic ${plain}`);
  return tries;
}

function findNamed(index: CatalogIndex, name: string): PokemonCard | undefined {
  for (const t of nameTries(name)) {
    const found = findByName(index, t)[0];
    if (found !== undefined) return found as PokemonCard;
  }
  return undefined;
}

/** Whether the list's name for a card is a name of that card identity. */
function namesCard(index: CatalogIndex, name: string, cardId: string): boolean {
  return nameTries(name).some((t) => findByName(index, t).some((c) => c.id === cardId));
}

const defaultRef = (card: PokemonCard): string =>
  card.game?.defaultPrintingId ?? card.printings?.[0]?.id ?? card.id;

interface Header {
  readonly label: string;
  readonly declared: number;
}

interface Section {
  readonly label: string;
  readonly declared: number;
  readonly path: string;
  cards: number;
  lines: number;
}

/** Where the name, set and number of a TCG Live entry are, or `undefined` for another shape. */
interface LiveShape {
  readonly nameFrom: number;
  readonly nameTo: number;
  /** Set abbreviation token index, or -1 for a line without set and number. */
  readonly set: number;
  readonly suffix: boolean;
}

function liveShape(
  tokens: readonly Token[],
  from: number,
  to: number,
  whole: boolean,
  index: CatalogIndex,
): LiveShape | undefined {
  let nameFrom = from + 1;
  // `4 x Mew ex`: a lone x after the count.
  if (to - from > 3 && /^[xX]$/.test(tokens[nameFrom]!.text)) nameFrom++;
  // Cut out of a longer line, a name holds no count word (that starts the next card).
  if (!whole && hasCount(tokens, nameFrom, Math.max(nameFrom, to - 2))) return undefined;
  const suffix = to - from > 4 && SUFFIX.test(tokens[to - 1]!.text);
  const end = suffix ? to - 1 : to;
  if (end - nameFrom >= 3) {
    const abbr = tokens[end - 2]!.text;
    const number = tokens[end - 1]!.text;
    if (
      NUMBER.test(number) &&
      SET_ABBR.test(abbr) &&
      (/^[A-Z0-9-]+$/.test(abbr) || setCodesForPtcgoCode(index, abbr).length > 0) &&
      hasLetter(tokens, nameFrom, end - 2)
    ) {
      return { nameFrom, nameTo: end - 2, set: end - 2, suffix };
    }
  }
  if (suffix) return undefined;
  // Basic Energy without set and number: the name ends with "Energy" (anywhere in a whole line).
  const lastWord = tokens[to - 1]!.text;
  if (
    to > nameFrom &&
    (/energy$/i.test(lastWord) || (whole && /energy/i.test(words(tokens, nameFrom, to))))
  ) {
    return { nameFrom, nameTo: to, set: -1, suffix: false };
  }
  return undefined;
}

function liveGrammar(index: CatalogIndex): ListGrammar<Header> {
  return {
    names: true,
    headers(tokens, from) {
      const out: Piece<Header>[] = [];
      const first = tokens[from]!.text;
      if (/^\d/.test(first) || first.startsWith(':')) return out;
      const last = Math.min(tokens.length, from + HEADER_LABEL_TOKENS);
      for (let k = from; k < last; k++) {
        const t = tokens[k]!.text;
        // A label is words: a number before the colon is a card's (`SVI 230 Total Cards: 60`).
        if (/^\d+$/.test(t)) break;
        const glued = /^(.*):(\d{1,6})$/.exec(t.length > 40 ? '' : t);
        if (glued !== null && glued[1] !== '') {
          const label = `${words(tokens, from, k)} ${glued[1]}`.trim();
          out.push({ from, to: k + 1, value: { label, declared: Number(glued[2]) } });
          break;
        }
        if (!t.endsWith(':')) continue;
        const label = (
          t === ':' ? words(tokens, from, k) : words(tokens, from, k + 1).slice(0, -1)
        ).trim();
        if (label === '') break;
        const next = tokens[k + 1];
        if (next !== undefined && DECLARED.test(next.text))
          out.push({ from, to: k + 2, value: { label, declared: Number(next.text) } });
        out.push({ from, to: k + 1, value: { label, declared: Number.NaN } });
        break;
      }
      return out;
    },
    isEntry: (tokens, from, to, whole) => liveShape(tokens, from, to, whole, index) !== undefined,
    resolve(tokens, from, to) {
      const shape = liveShape(tokens, from, to, true, index)!;
      const count = countOf(tokens[from])!;
      const text = words(tokens, from, to);
      const name = words(tokens, shape.nameFrom, shape.nameTo);
      const path = at(span(tokens, from, to));
      const warnings: Issue[] = [];
      if (shape.set === -1) {
        const card = findNamed(index, name);
        if (card !== undefined)
          return { count, text, name, ref: defaultRef(card), status: 'found', warnings };
        warnings.push(
          issue(
            DeckCodeWarnings.unknownCard,
            `${count} ${name} is not in the catalog; it was skipped.`,
            path,
          ),
        );
        return { count, text, name, status: 'missing', warnings };
      }
      const abbr = tokens[shape.set]!.text;
      const number = tokens[shape.set + 1]!.text;
      if (shape.suffix) {
        const suffix = tokens[to - 1]!;
        warnings.push(
          issue(
            DeckCodeWarnings.ignoredSuffix,
            `"${suffix.text}" after ${abbr} ${number} was ignored.`,
            at(suffix),
          ),
        );
      }
      const known = setCodesForPtcgoCode(index, abbr).length > 0;
      const match = known ? findByPtcgoCode(index, abbr, number) : undefined;
      if (match?.printing !== undefined) {
        const ref = match.printing.id;
        if (namesCard(index, name, match.card.id))
          return { count, text, name, ref, status: 'found', warnings };
        warnings.push(
          issue(
            DeckCodeWarnings.nameMismatch,
            `The list says "${name}" but ${abbr} ${number} is "${match.card.name}"; ${abbr} ${number} was loaded.`,
            path,
          ),
        );
        return { count, text, name, ref, status: 'mismatch', warnings };
      }
      const byName = findNamed(index, name);
      if (byName !== undefined) {
        warnings.push(
          issue(
            known ? DeckCodeWarnings.resolvedByName : DeckCodeWarnings.unknownSetCode,
            known
              ? `${abbr} ${number} is not in the catalog; "${name}" was found by name.`
              : `Set "${abbr}" is not known; "${name}" was found by name.`,
            path,
          ),
        );
        return { count, text, name, ref: defaultRef(byName), status: 'found', warnings };
      }
      warnings.push(
        issue(
          known ? DeckCodeWarnings.unknownCard : DeckCodeWarnings.unknownSetCode,
          known
            ? `${count} ${name} (${abbr} ${number}) is not in the catalog; it was skipped.`
            : `Set "${abbr}" is not known, so ${count} ${name} was skipped.`,
          path,
        ),
      );
      return { count, text, name, status: 'missing', warnings };
    },
  };
}

/**
 * Parses a Pokémon TCG Live deck list against a catalog. Forgiving as the spec says: section
 * headers (in any language), blank lines and `Total Cards` footers are skipped (a footer or header
 * that disagrees with the cards gets a warning), `4x` works as `4`, set abbreviations are
 * case-insensitive, Basic Energy may leave out set and number. Several cards run together on one
 * line (lost line breaks, anywhere in the list) are split back by the list's structure (count,
 * name, set, number; headers and totals between them): every card found loads, and each card
 * not found is skipped with its own warning, so one missing card costs one card. A name that is not
 * the name of the card its set and number find gives a warning naming both. Every line it cannot
 * read and every card it cannot find is skipped with a warning whose `path` is the character
 * range in the text as pasted. Linear time in the text.
 *
 * @example
 * ```ts
 * const list = parsePtcgLiveList('4 Mew ex 30C 66\n2 Latias ex SSP 76', sampleCatalogs.pokemon);
 * if (list.ok) list.value.main; // [{ ref: 'me55-66', count: 4 }, { ref: 'sv8-76', count: 2 }]
 * ```
 */
export function parsePtcgLiveList(text: string, catalog: CatalogInput): Result<ParsedList> {
  const index = toIndex(catalog);
  if (typeof text !== 'string' || text.trim() === '')
    return err(DeckCodeErrors.empty, 'The deck list is empty.');
  // Every card line and header has a letter: without one, no line is a card line.
  if (!hasAnyLetter(text))
    return err(DeckCodeErrors.unrecognized, 'No line of the text is a Pokémon TCG Live card line.');
  const grammar = liveGrammar(index);
  const warnings: Issue[] = [];
  const list = new EntryList();
  const main = list.entries;
  const sections: Section[] = [];
  let name: string | undefined;
  let total: { value: number; path: string } | undefined;
  let cardLines = 0;
  let first = true;
  const header = (h: Header, path: string) => {
    if (TOTAL.test(h.label)) total = { value: h.declared, path };
    else sections.push({ label: h.label, declared: h.declared, path, cards: 0, lines: 0 });
  };
  const unreadable = new UnreadableLines(warnings);
  const cardWarnings = new CappedWarnings(warnings);
  for (const line of splitLines(text)) {
    if (line.text === '') continue;
    const wasFirst = first;
    first = false;
    const reading = mayHoldPieces(line)
      ? readLine(line, tokenize(line), grammar, wasFirst)
      : ({ kind: 'unread' } as const);
    switch (reading.kind) {
      case 'unread':
        if (wasFirst && !/^\d/.test(line.text)) name = line.text;
        else unreadable.add(line);
        break;
      case 'merged':
        for (const p of reading.pieces) if (p.kind === 'header') header(p.value, at(p));
        warnings.push(reading.warning);
        cardLines += reading.cards;
        break;
      case 'pieces':
        if (reading.cards > 1) warnings.push(resplit(line, reading.cards));
        for (const p of reading.pieces) {
          if (p.kind === 'name') name = p.text;
          else if (p.kind === 'header') header(p.value, at(p));
          else if (p.kind === 'skipped') {
            cardWarnings.push(p.warning);
            cardLines += p.cards;
          } else {
            const card = p.value;
            cardLines++;
            cardWarnings.push(...card.warnings);
            const section = sections[sections.length - 1];
            if (section !== undefined) {
              section.lines++;
              section.cards += card.count;
            }
            if (card.ref !== undefined) list.add(card.ref, card.count, cardWarnings, at(line));
          }
        }
        break;
      default: {
        const never: never = reading;
        throw new Error(`unhandled reading ${String(never)}`);
      }
    }
  }
  unreadable.finish();
  cardWarnings.finish();
  for (const s of sections) {
    if (Number.isFinite(s.declared) && s.declared !== s.cards && s.declared !== s.lines) {
      warnings.push(
        issue(
          DeckCodeWarnings.sectionCountMismatch,
          `"${s.label}" says ${s.declared} but lists ${s.cards} cards on ${s.lines} lines.`,
          s.path,
        ),
      );
    }
  }
  const read = sections.reduce((sum, s) => sum + s.cards, 0) || totalCopies(main);
  if (total !== undefined && Number.isFinite(total.value) && total.value !== read) {
    warnings.push(
      issue(
        DeckCodeWarnings.totalMismatch,
        `The list says ${total.value} cards in total but lists ${read}.`,
        total.path,
      ),
    );
  }
  if (cardLines === 0)
    return err(DeckCodeErrors.unrecognized, 'No line of the text is a Pokémon TCG Live card line.');
  return ok({ main, sideboard: [], cardLines, ...(name === undefined ? {} : { name }) }, warnings);
}

/** What {@link formatPtcgLiveList} wrote and what it had to leave out. */
export interface FormattedList {
  /** The list text. */
  readonly text: string;
  /** Refs the catalog does not know (or that have no set abbreviation), left out. */
  readonly skipped: readonly DeckEntry[];
}

function liveName(card: PokemonCard): string {
  if (card.game?.clientName !== undefined) return card.game.clientName;
  const m = /^Basic (\w+) Energy$/.exec(card.name);
  const letter = m === null ? undefined : LETTER_OF[m[1]!];
  return letter === undefined ? card.name : `Basic {${letter}} Energy`;
}

/**
 * Writes a Pokémon TCG Live deck list that pastes into the game client: `Pokémon:`, `Trainer:`
 * and `Energy:` sections with their card counts, cards by copies (most first) then name, Basic
 * Energy as `Basic {P} Energy`. Cards the catalog cannot place are left out and returned in
 * `skipped`.
 */
export function formatPtcgLiveList(
  entries: readonly DeckEntry[],
  catalog: CatalogInput,
): FormattedList {
  const index = toIndex(catalog);
  const sets = (index.catalog.globals as PokemonGlobals | undefined)?.sets ?? {};
  const sections: Record<string, { line: string; name: string; count: number }[]> = {
    Pokemon: [],
    Trainer: [],
    Energy: [],
  };
  const skipped: DeckEntry[] = [];
  const merged = new Map<string, number>();
  for (const e of entries) merged.set(e.ref, (merged.get(e.ref) ?? 0) + e.count);
  for (const [ref, count] of merged) {
    const card = resolveRef(index, ref) as PokemonCard | undefined;
    const printing: CardPrinting | undefined = printingOf(index, ref) ?? card?.printings?.[0];
    const abbr = printing === undefined ? undefined : sets[printing.setCode]?.ptcgoCode;
    const supertype = card?.game?.supertype === 'Pokémon' ? 'Pokemon' : card?.game?.supertype;
    const bucket = supertype === undefined ? undefined : sections[supertype];
    if (
      card === undefined ||
      printing?.number === undefined ||
      abbr === undefined ||
      bucket === undefined
    ) {
      skipped.push({ ref, count });
      continue;
    }
    const name = liveName(card);
    bucket.push({ line: `${count} ${name} ${abbr} ${printing.number}`, name, count });
  }
  const blocks: string[] = [];
  for (const [key, label] of [
    ['Pokemon', 'Pokémon'],
    ['Trainer', 'Trainer'],
    ['Energy', 'Energy'],
  ] as const) {
    const rows = sections[key]!;
    if (rows.length === 0) continue;
    rows.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    blocks.push(
      [`${label}: ${rows.reduce((s, r) => s + r.count, 0)}`, ...rows.map((r) => r.line)].join('\n'),
    );
  }
  return { text: blocks.join('\n\n'), skipped };
}
