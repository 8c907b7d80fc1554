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
import { err, type Issue, issue, ok, type Result } from '@tcgkit/core';
import { type CatalogInput, toIndex } from './catalog.js';
import { DeckCodeErrors, DeckCodeWarnings } from './errors.js';
import { addEntry, at, type Line, splitLines, totalCopies } from './list-tools.js';
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
  /** How many lines were read as cards (found or not). */
  readonly cardLines: number;
}

const ENERGY_LETTERS: Readonly<Record<string, string>> = {
  G: 'Grass',
  R: 'Fire',
  W: 'Water',
  L: 'Lightning',
  P: 'Psychic',
  F: 'Fighting',
  D: 'Darkness',
  M: 'Metal',
  Y: 'Fairy',
  N: 'Dragon',
};
const LETTER_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ENERGY_LETTERS).map(([letter, type]) => [type, letter]),
);

const CARD =
  /^(\d{1,3})\s*[xX]?\s+(.+?)\s+([A-Za-z0-9][A-Za-z0-9-]{1,7})\s+([A-Za-z]{0,4}\d{1,4}[A-Za-z]?)(?:\s+(PH|RH|H))?$/;
const NO_SET = /^(\d{1,3})\s*[xX]?\s+(.+)$/;
const HEADER = /^([^\d:][^:]*):\s*(\d+)?$/;
const TOTAL = /total|insgesamt|gesamt|totale|totali|合計/i;

/** `Basic {P} Energy` → `Basic Psychic Energy`; other names unchanged. */
function energyName(name: string): string {
  return name.replace(
    /\{([A-Za-z])\}/g,
    (all, letter: string) => ENERGY_LETTERS[letter.toUpperCase()] ?? all,
  );
}

function findNamed(index: CatalogIndex, name: string): PokemonCard | undefined {
  const plain = energyName(name);
  const tries = [name, plain];
  if (/^\w+ Energy$/i.test(plain) && !/^basic /i.test(plain)) tries.push(`Basic ${plain}`);
  for (const t of tries) {
    const found = findByName(index, t)[0];
    if (found !== undefined) return found as PokemonCard;
  }
  return undefined;
}

const defaultRef = (card: PokemonCard): string =>
  card.game?.defaultPrintingId ?? card.printings?.[0]?.id ?? card.id;

interface Section {
  readonly label: string;
  readonly declared: number;
  readonly line: Line;
  cards: number;
  lines: number;
}

/**
 * Parses a Pokémon TCG Live deck list against a catalog. Forgiving as the spec says: section
 * headers, blank lines and `Total Cards` footers are skipped (a footer or header that disagrees
 * with the cards gets a warning), `4x` works as `4`, set abbreviations are case-insensitive,
 * Basic Energy may leave out set and number, and a list that lost its line breaks is split back
 * when every card in it can be found. Every line it cannot read and every card it cannot find is
 * skipped with a warning.
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
  let lines = splitLines(text).filter((l) => l.text !== '');
  const warnings: Issue[] = [];
  if (lines.length === 1) {
    const resplit = resplitLine(lines[0]!, index);
    if (resplit !== undefined && resplit.length > 1) {
      lines = resplit;
      warnings.push(
        issue(
          DeckCodeWarnings.resplitLines,
          `The list had no line breaks; it was split back into ${resplit.length} lines.`,
        ),
      );
    }
  }
  const main: DeckEntry[] = [];
  const sections: Section[] = [];
  let name: string | undefined;
  let total: { value: number; line: Line } | undefined;
  let cardLines = 0;
  for (const [i, line] of lines.entries()) {
    const header = HEADER.exec(line.text);
    if (header !== null) {
      const label = header[1]!.trim();
      const declared = header[2] === undefined ? Number.NaN : Number(header[2]);
      if (TOTAL.test(label)) total = { value: declared, line };
      else sections.push({ label, declared, line, cards: 0, lines: 0 });
      continue;
    }
    const read = readCardLine(line, index, warnings);
    if (read === undefined) {
      if (i === 0 && !/^\d/.test(line.text)) {
        name = line.text;
        continue;
      }
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
    const section = sections[sections.length - 1];
    if (section !== undefined) {
      section.lines++;
      section.cards += read.count;
    }
    if (read.ref !== undefined) addEntry(main, read.ref, read.count, warnings, at(line));
  }
  for (const s of sections) {
    if (Number.isFinite(s.declared) && s.declared !== s.cards && s.declared !== s.lines) {
      warnings.push(
        issue(
          DeckCodeWarnings.sectionCountMismatch,
          `"${s.label}" says ${s.declared} but lists ${s.cards} cards on ${s.lines} lines.`,
          at(s.line),
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
        at(total.line),
      ),
    );
  }
  if (cardLines === 0)
    return err(DeckCodeErrors.unrecognized, 'No line of the text is a Pokémon TCG Live card line.');
  return ok({ main, sideboard: [], cardLines, ...(name === undefined ? {} : { name }) }, warnings);
}

interface ReadLine {
  readonly count: number;
  /** Undefined when the card was not found (a warning was added). */
  readonly ref?: string;
}

function readCardLine(line: Line, index: CatalogIndex, warnings: Issue[]): ReadLine | undefined {
  const m = CARD.exec(line.text);
  if (m !== null && (setCodesForPtcgoCode(index, m[3]!).length > 0 || /^[A-Z0-9-]+$/.test(m[3]!))) {
    const count = Number(m[1]);
    const name = m[2]!;
    const abbr = m[3]!;
    const number = m[4]!;
    if (count < 1) return undefined;
    if (m[5] !== undefined) {
      warnings.push(
        issue(
          DeckCodeWarnings.ignoredSuffix,
          `"${m[5]}" after ${abbr} ${number} was ignored.`,
          at(line),
        ),
      );
    }
    const known = setCodesForPtcgoCode(index, abbr).length > 0;
    const match = known ? findByPtcgoCode(index, abbr, number) : undefined;
    if (match?.printing !== undefined) return { count, ref: match.printing.id };
    const byName = findNamed(index, name);
    if (byName !== undefined) {
      warnings.push(
        issue(
          known ? DeckCodeWarnings.resolvedByName : DeckCodeWarnings.unknownSetCode,
          known
            ? `${abbr} ${number} is not in the catalog; "${name}" was found by name.`
            : `Set "${abbr}" is not known; "${name}" was found by name.`,
          at(line),
        ),
      );
      return { count, ref: defaultRef(byName) };
    }
    warnings.push(
      issue(
        known ? DeckCodeWarnings.unknownCard : DeckCodeWarnings.unknownSetCode,
        known
          ? `${name} (${abbr} ${number}) is not in the catalog; it was skipped.`
          : `Set "${abbr}" is not known, so ${name} was skipped.`,
        at(line),
      ),
    );
    return { count };
  }
  const bare = NO_SET.exec(line.text);
  if (bare !== null && /energy/i.test(bare[2]!)) {
    const count = Number(bare[1]);
    const card = findNamed(index, bare[2]!);
    if (card !== undefined && count >= 1) return { count, ref: defaultRef(card) };
    if (count >= 1) {
      warnings.push(
        issue(
          DeckCodeWarnings.unknownCard,
          `${bare[2]} is not in the catalog; it was skipped.`,
          at(line),
        ),
      );
      return { count };
    }
  }
  return undefined;
}

/** Splits a list that lost its line breaks; `undefined` unless every card in it is found. */
function resplitLine(line: Line, index: CatalogIndex): Line[] | undefined {
  const tokens: { text: string; start: number; end: number }[] = [];
  for (const m of line.text.matchAll(/\S+/g)) {
    tokens.push({
      text: m[0],
      start: line.start + m.index,
      end: line.start + m.index + m[0].length,
    });
  }
  const out: Line[] = [];
  let i = 0;
  const isCount = (t: string | undefined) => t !== undefined && /^\d{1,3}[xX]?$/.test(t);
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (!isCount(t.text)) {
      // A header or footer: words up to one ending with ':', then an optional number.
      let j = i;
      while (j < tokens.length && !tokens[j]!.text.endsWith(':')) j++;
      if (j >= tokens.length || j - i > 3) return undefined;
      if (/^\d+$/.test(tokens[j + 1]?.text ?? '')) j++;
      out.push({
        text: tokens
          .slice(i, j + 1)
          .map((x) => x.text)
          .join(' '),
        start: t.start,
        end: tokens[j]!.end,
      });
      i = j + 1;
      continue;
    }
    let found = -1;
    for (let j = i + 2; j + 1 < tokens.length + 1 && j - i <= 12; j++) {
      const abbr = tokens[j]?.text;
      const num = tokens[j + 1]?.text;
      if (
        abbr !== undefined &&
        num !== undefined &&
        /^\d{1,4}$/.test(num) &&
        findByPtcgoCode(index, abbr, num) !== undefined
      ) {
        found = j + 1;
        break;
      }
      const name = tokens
        .slice(i + 1, j)
        .map((x) => x.text)
        .join(' ');
      const next = tokens[j]?.text;
      if (
        /energy$/i.test(name) &&
        (next === undefined || isCount(next) || next.endsWith(':') || /^[A-Z]/.test(next)) &&
        findNamed(index, name) !== undefined
      ) {
        found = j - 1;
        break;
      }
    }
    if (found === -1) return undefined;
    out.push({
      text: tokens
        .slice(i, found + 1)
        .map((x) => x.text)
        .join(' '),
      start: t.start,
      end: tokens[found]!.end,
    });
    i = found + 1;
  }
  return out;
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
