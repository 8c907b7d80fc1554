// Piltover Archive's Riftbound deck code (also read by Rift Atlas and Tabletop Simulator):
// a format/version byte, then the main deck and sideboard grouped by copies, set and variant,
// an optional chosen champion, and (version 6) extra Legends; varints, base32-encoded.
//
// v1 main deck (counts 12..1); v2 + sideboard (counts 3..1); v3 + chosen champion; v4 + a flag
// byte before every card number (0 normal, 1 rune `R`); v5 sparse sections (only the counts that
// occur, any count) after a deck-level prefix bit, flag 2 = special `SP`; v6 = v5 + extra Legends.
import { err, ok, type Result } from '@tcgkit/core';
import { type ByteReader, base32Encode, openCode, pad3, pushVarint } from './bytes.js';
import { DeckCodesErrors as DeckCodeErrors } from './errors.js';

/** Set numbers of the Piltover Archive code (`OGN` is 0). */
export const PILTOVER_SETS: Readonly<Record<string, number>> = {
  OGN: 0,
  OGS: 1,
  ARC: 2,
  SFD: 3,
  UNL: 4,
  VEN: 5,
  RAD: 6,
};

/** Variant numbers of the Piltover Archive code: base, `a`, signed `s`/`*`, `b`. */
export const PILTOVER_VARIANTS: Readonly<Record<string, number>> = {
  '': 0,
  a: 1,
  s: 2,
  '*': 2,
  b: 3,
};

/** The newest Piltover Archive code version this library reads and writes. */
export const PILTOVER_MAX_VERSION = 6;
const FORMAT = 1;

const SET_NAMES: (string | undefined)[] = [];
for (const [name, id] of Object.entries(PILTOVER_SETS)) SET_NAMES[id] = name;
const VARIANT_NAMES = ['', 'a', 's', 'b'];

/** One card of a Piltover Archive code, as Piltover Archive writes card codes (`OGN-007a`). */
export interface PiltoverCard {
  /** `SET-NUMBERvariant`: `OGN-007`, `OGN-007a`, `SFD-R02`, `VEN-SP1`, `OGN-305s`. */
  readonly cardCode: string;
  /** Copies. */
  readonly count: number;
}

/** A Piltover Archive deck code's content. */
export interface PiltoverDeck {
  /** Main deck, including Legend, runes and battlefields. */
  readonly mainDeck: readonly PiltoverCard[];
  /** Sideboard. */
  readonly sideboard: readonly PiltoverCard[];
  /** The chosen champion's card code, when set (version 3+). */
  readonly chosenChampion?: string;
  /** Extra Legends (version 6). */
  readonly additionalLegends?: readonly string[];
}

/** A decoded code: the deck and the version it was written in. */
export interface DecodedPiltoverDeck extends PiltoverDeck {
  /** The code's version (1-6). */
  readonly version: number;
}

/** The parts of a Piltover Archive card code as the code stores them. */
export interface PiltoverCardParts {
  /** Set number ({@link PILTOVER_SETS}). */
  readonly set: number;
  /** Variant number ({@link PILTOVER_VARIANTS}). */
  readonly variant: number;
  /** 0 normal, 1 rune (`R`), 2 special (`SP`). */
  readonly prefix: number;
  /** The collector number without its prefix. */
  readonly number: number;
}

/** Splits a Piltover Archive card code; `undefined` when the set, number or variant is unknown. */
export function parsePiltoverCardCode(cardCode: string): PiltoverCardParts | undefined {
  // Hand-written rather than a regular expression: encoding is dominated by this parse.
  const code =
    cardCode.length > 0 &&
    cardCode.charCodeAt(0) > 0x20 &&
    cardCode.charCodeAt(cardCode.length - 1) > 0x20
      ? cardCode
      : cardCode.trim();
  if (code.length < 5 || code.charCodeAt(3) !== 0x2d) return undefined;
  const setText = code.slice(0, 3);
  const set = PILTOVER_SETS[setText] ?? PILTOVER_SETS[setText.toUpperCase()];
  if (set === undefined) return undefined;
  let i = 4;
  let prefix = 0;
  if (code.charCodeAt(i) === 0x52) {
    prefix = 1;
    i++;
  } else if (code.charCodeAt(i) === 0x53 && code.charCodeAt(i + 1) === 0x50) {
    prefix = 2;
    i += 2;
  }
  const start = i;
  let number = 0;
  while (i < code.length && i - start < 4) {
    const c = code.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    number = number * 10 + (c - 0x30);
    i++;
  }
  if (i === start) return undefined;
  const rest = code.slice(i);
  const variant = rest.length <= 1 ? PILTOVER_VARIANTS[rest] : undefined;
  if (variant === undefined) return undefined;
  return { set, variant, prefix, number };
}

function formatCardCode(set: number, variant: number, prefix: number, number: number): string {
  const num =
    prefix === 1
      ? `R${number < 10 ? '0' : ''}${number}`
      : prefix === 2
        ? `SP${number}`
        : pad3(number);
  return `${SET_NAMES[set]}-${num}${VARIANT_NAMES[variant]}`;
}

/**
 * The text a card code starts with for a set (`OGN-`), by set number; the variant suffixes by
 * variant number. Made once, so reading a card joins three strings and formats no number twice.
 */
const SET_PREFIXES = SET_NAMES.map((name) => `${name}-`);

function readCard(
  r: ByteReader,
  flagged: boolean,
  set: number,
  variant: number,
): string | undefined {
  let prefix = 0;
  if (flagged) {
    prefix = r.byte('a number-prefix flag');
    if (!r.fail && prefix > 2) {
      r.error(
        DeckCodeErrors.unknownPrefix,
        `Deck code has number-prefix flag ${prefix}; only 0, 1 and 2 are known.`,
      );
    }
  }
  const number = r.varint('a card number');
  if (r.fail) return undefined;
  if (prefix === 0) return SET_PREFIXES[set]! + pad3(number) + VARIANT_NAMES[variant]!;
  return formatCardCode(set, variant, prefix, number);
}

/**
 * Reads a group's set and variant bytes: `set * 4 + variant`, or -1 (with the error recorded) for
 * an unknown set or variant or a truncated code.
 */
function readSetVariant(r: ByteReader): number {
  const setAt = r.pos;
  const set = r.byte('a set number');
  const variant = r.byte('a variant number');
  if (r.fail) return -1;
  if (SET_NAMES[set] === undefined) {
    r.error(DeckCodeErrors.unknownSet, `Deck code names set ${set}, which is not known.`, setAt);
    return -1;
  }
  if (variant > 3) {
    r.error(
      DeckCodeErrors.unknownVariant,
      `Deck code names variant ${variant}, which is not known.`,
      setAt + 1,
    );
    return -1;
  }
  return set * 4 + variant;
}

function readGroups(r: ByteReader, flagged: boolean, count: number, out: PiltoverCard[]): void {
  const groups = r.varint('a group count');
  if (!r.expect(groups, 3, 'set/variant groups')) return;
  for (let g = 0; g < groups && !r.fail; g++) {
    const n = r.varint('a group size');
    const sv = readSetVariant(r);
    if (sv < 0 || !r.expect(n, 1, 'cards')) return;
    for (let i = 0; i < n; i++) {
      const cardCode = readCard(r, flagged, sv >> 2, sv & 3);
      if (cardCode === undefined) return;
      out.push({ cardCode, count });
    }
  }
}

function readFixed(r: ByteReader, flagged: boolean, max: number, out: PiltoverCard[]): void {
  for (let count = max; count >= 1 && !r.fail; count--) readGroups(r, flagged, count, out);
}

function readSparse(r: ByteReader, flagged: boolean, out: PiltoverCard[]): void {
  const counts = r.varint('the number of distinct counts');
  if (!r.expect(counts, 2, 'copy counts')) return;
  for (let i = 0; i < counts && !r.fail; i++) {
    const at = r.pos;
    const count = r.varint('a copy count');
    if (!r.fail && count < 1) {
      r.error(DeckCodeErrors.badCount, 'Deck code has a copy count of 0.', at);
      return;
    }
    readGroups(r, flagged, count, out);
  }
}

/**
 * Decodes a Piltover Archive deck code, versions 1 to 6. Lenient about case, spaces, dashes and
 * padding. Never throws; a malformed code returns an error with the character range where
 * reading failed. Signed cards decode with the `s` suffix.
 *
 * @example
 * ```ts
 * const deck = decodePiltoverCode('CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA');
 * if (deck.ok) deck.value.mainDeck; // [{ cardCode: 'OGN-007', count: 3 }, ...]
 * ```
 */
export function decodePiltoverCode(text: string): Result<DecodedPiltoverDeck> {
  const opened = openCode(text, FORMAT, PILTOVER_MAX_VERSION, 'Piltover Archive');
  if ('ok' in opened) return opened;
  const { reader: r, version } = opened;
  let flagged = version === 4;
  if (version >= 5) {
    const bit = r.byte('the deck prefix bit');
    if (!r.fail && bit > 1) {
      r.error(
        DeckCodeErrors.unknownPrefix,
        `Deck code has deck prefix bit ${bit}; only 0 and 1 are known.`,
      );
    }
    flagged = bit === 1;
  }
  const mainDeck: PiltoverCard[] = [];
  const sideboard: PiltoverCard[] = [];
  if (version >= 5) {
    readSparse(r, flagged, mainDeck);
    readSparse(r, flagged, sideboard);
  } else {
    readFixed(r, flagged, 12, mainDeck);
    if (version >= 2) readFixed(r, flagged, 3, sideboard);
  }
  let chosenChampion: string | undefined;
  if (version >= 3 && !r.fail) {
    const has = r.byte('the champion flag');
    if (!r.fail && has > 1)
      r.error(
        DeckCodeErrors.badSyntax,
        `Deck code has champion flag ${has}; only 0 and 1 are known.`,
      );
    if (has === 1) {
      const sv = readSetVariant(r);
      if (sv >= 0) chosenChampion = readCard(r, flagged, sv >> 2, sv & 3);
    }
  }
  let additionalLegends: string[] | undefined;
  if (version >= 6 && !r.fail) {
    const n = r.varint('the number of extra Legends');
    if (r.expect(n, 3, 'extra Legends')) {
      additionalLegends = [];
      for (let i = 0; i < n && !r.fail; i++) {
        const sv = readSetVariant(r);
        const legend = sv < 0 ? undefined : readCard(r, flagged, sv >> 2, sv & 3);
        if (legend !== undefined) additionalLegends.push(legend);
      }
    }
  }
  if (r.fail) return r.fail;
  if (r.remaining > 0) {
    r.error(
      DeckCodeErrors.trailingBytes,
      `Deck code has ${r.remaining} byte(s) after its last section.`,
      r.pos,
    );
    return r.fail!;
  }
  const deck: { -readonly [K in keyof DecodedPiltoverDeck]: DecodedPiltoverDeck[K] } = {
    version,
    mainDeck,
    sideboard,
  };
  if (chosenChampion !== undefined) deck.chosenChampion = chosenChampion;
  if (additionalLegends !== undefined) deck.additionalLegends = additionalLegends;
  return ok(deck);
}

interface Parsed extends PiltoverCardParts {
  readonly count: number;
  /** Sort key: set, then variant (the group), then prefix and number (order in the group). */
  readonly key: number;
}

const sortKey = (p: PiltoverCardParts): number =>
  ((p.set * 4 + p.variant) * 3 + p.prefix) * 10000 + p.number;

function writeCard(bytes: number[], p: PiltoverCardParts, flagged: boolean): void {
  if (flagged) bytes.push(p.prefix);
  pushVarint(bytes, p.number);
}

/** Writes one copies-bucket: groups of one set and variant, by set then variant, numbers ascending. */
function writeGroups(bytes: number[], cards: Parsed[], flagged: boolean): void {
  cards.sort((a, b) => a.key - b.key);
  let groups = 0;
  for (let i = 0; i < cards.length; i++) {
    if (
      i === 0 ||
      cards[i]!.set !== cards[i - 1]!.set ||
      cards[i]!.variant !== cards[i - 1]!.variant
    )
      groups++;
  }
  pushVarint(bytes, groups);
  let i = 0;
  while (i < cards.length) {
    const first = cards[i]!;
    let j = i + 1;
    while (j < cards.length && cards[j]!.set === first.set && cards[j]!.variant === first.variant)
      j++;
    pushVarint(bytes, j - i);
    bytes.push(first.set, first.variant);
    for (let k = i; k < j; k++) writeCard(bytes, cards[k]!, flagged);
    i = j;
  }
}

function parseAll(cards: readonly PiltoverCard[], what: string): Parsed[] | Result<never> {
  const merged = new Map<number, Parsed>();
  for (const { cardCode, count } of cards) {
    if (!Number.isSafeInteger(count) || count < 1 || count > 0x0fffffff) {
      return err(
        DeckCodeErrors.badCount,
        `${cardCode} has ${count} copies in the ${what}; a count is a whole number from 1.`,
      );
    }
    const p = parsePiltoverCardCode(cardCode);
    if (p === undefined) {
      return err(
        DeckCodeErrors.badCardCode,
        `"${cardCode}" is not a Piltover Archive card code (OGN-007a).`,
      );
    }
    const key = sortKey(p);
    const prev = merged.get(key);
    merged.set(key, {
      set: p.set,
      variant: p.variant,
      prefix: p.prefix,
      number: p.number,
      key,
      count: count + (prev?.count ?? 0),
    });
  }
  return [...merged.values()];
}

/**
 * Encodes a deck as a Piltover Archive code in the lowest version that holds it: 3 (Piltover
 * Archive's own floor) for plain decks, 4 when a card is a rune (`R`), 5 when a count is above 12
 * (main) or 3 (sideboard) or a card is special (`SP`), 6 when there are extra Legends. Byte for
 * byte as Piltover Archive's encoder for every golden vector.
 *
 * @example
 * ```ts
 * encodePiltoverCode({ mainDeck: [{ cardCode: 'OGN-007', count: 3 }], sideboard: [] });
 * ```
 */
export function encodePiltoverCode(deck: PiltoverDeck): Result<string> {
  const main = parseAll(deck.mainDeck, 'main deck');
  if (!Array.isArray(main)) return main;
  const side = parseAll(deck.sideboard, 'sideboard');
  if (!Array.isArray(side)) return side;
  const extra: Parsed[] = [];
  for (const code of [
    ...(deck.chosenChampion === undefined ? [] : [deck.chosenChampion]),
    ...(deck.additionalLegends ?? []),
  ]) {
    const p = parsePiltoverCardCode(code);
    if (p === undefined)
      return err(
        DeckCodeErrors.badCardCode,
        `"${code}" is not a Piltover Archive card code (OGN-007a).`,
      );
    extra.push({ ...p, key: sortKey(p), count: 1 });
  }
  const champion = deck.chosenChampion === undefined ? undefined : extra[0];
  const legends = deck.chosenChampion === undefined ? extra : extra.slice(1);
  const all = [...main, ...side, ...extra];
  const anyRune = all.some((c) => c.prefix === 1);
  const anySpecial = all.some((c) => c.prefix === 2);
  const high = main.some((c) => c.count > 12) || side.some((c) => c.count > 3);
  const version = legends.length > 0 ? 6 : high || anySpecial ? 5 : anyRune ? 4 : 3;
  const flagged = version >= 5 ? anyRune || anySpecial : version === 4;
  const bytes: number[] = [(FORMAT << 4) | version];
  if (version >= 5) bytes.push(flagged ? 1 : 0);
  for (const [section, max] of [
    [main, 12],
    [side, 3],
  ] as const) {
    const byCount = new Map<number, Parsed[]>();
    for (const c of section) {
      const list = byCount.get(c.count);
      if (list === undefined) byCount.set(c.count, [c]);
      else list.push(c);
    }
    if (version >= 5) {
      const counts = [...byCount.keys()].sort((a, b) => b - a);
      pushVarint(bytes, counts.length);
      for (const count of counts) {
        pushVarint(bytes, count);
        writeGroups(bytes, byCount.get(count)!, flagged);
      }
    } else {
      for (let count = max; count >= 1; count--) {
        const cards = byCount.get(count);
        if (cards === undefined) bytes.push(0);
        else writeGroups(bytes, cards, flagged);
      }
    }
  }
  if (champion === undefined) bytes.push(0);
  else {
    bytes.push(1, champion.set, champion.variant);
    writeCard(bytes, champion, flagged);
  }
  if (version >= 6) {
    pushVarint(bytes, legends.length);
    for (const l of legends) {
      bytes.push(l.set, l.variant);
      writeCard(bytes, l, flagged);
    }
  }
  return ok(base32Encode(bytes));
}
