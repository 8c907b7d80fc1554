// Legends of Runeterra deck codes (Riot's LoRDeckCodes format): a format/version byte, then the
// cards with 3, 2 and 1 copies grouped by set and faction, then every card with 4+ copies on its
// own, all as varints, base32-encoded.
import { LOR_REGION_TABLE, type LorRegion } from '@tcgkit/cards/vocab';
import { err, ok, type Result } from '@tcgkit/core';
import { type ByteReader, openCode, pad3, VarintWriter } from './bytes.js';
import { DeckCodesErrors as DeckCodeErrors } from './errors.js';
import type { DeckEntry } from './types.js';

/** A Legends of Runeterra faction: its two-letter code, wire number and first code version. */
export interface LorFaction {
  /** Two-letter code in card codes (`DE`). */
  readonly code: string;
  /** Number written in deck codes. */
  readonly id: number;
  /** The deck code version that introduced it. */
  readonly version: number;
  /** Display name. */
  readonly name: string;
}

/** A region of @tcgkit/cards' vocabulary with its deck code faction id and the version that introduced it. */
const faction = (region: LorRegion, id: number, version: number): LorFaction => ({
  code: LOR_REGION_TABLE[region].code,
  id,
  version,
  name: LOR_REGION_TABLE[region].name,
});

/**
 * Every faction Riot's deck code format knows, with the version that introduced it. The codes
 * and names are @tcgkit/cards' region vocabulary (`LOR_REGION_TABLE`); the ids and versions are
 * the deck code format's own.
 */
export const LOR_FACTIONS: readonly LorFaction[] = [
  faction('Demacia', 0, 1),
  faction('Freljord', 1, 1),
  faction('Ionia', 2, 1),
  faction('Noxus', 3, 1),
  faction('PiltoverZaun', 4, 1),
  faction('ShadowIsles', 5, 1),
  faction('Bilgewater', 6, 2),
  faction('Shurima', 7, 3),
  faction('Targon', 9, 2),
  faction('BandleCity', 10, 4),
  faction('Runeterra', 12, 5),
];

/** The newest Legends of Runeterra deck code version this library reads and writes. */
export const LOR_MAX_VERSION = 5;
const LOR_FORMAT = 1;

const BY_ID: (LorFaction | undefined)[] = [];
for (const f of LOR_FACTIONS) {
  BY_ID[f.id] = f;
}

/** A decoded Legends of Runeterra deck code. */
export interface LorDeckCode {
  /** The code's version (1-5). */
  readonly version: number;
  /** Cards by card code (`01DE012`), in the order the code lists them. */
  readonly cards: readonly DeckEntry[];
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * Decodes a Legends of Runeterra deck code. Lenient: lower case, spaces, dashes and `=` padding
 * are ignored. Never throws; a malformed code returns an error with the character range where
 * reading failed (`@12-14`).
 *
 * @example
 * ```ts
 * const deck = decodeLorCode('CEAQ2AIAAEDASCYMCQKRUJZNFY2TOAABAEAQABY');
 * if (deck.ok) deck.value.cards; // [{ ref: '01DE001', count: 3 }, ...]
 * ```
 */
export function decodeLorCode(text: string): Result<LorDeckCode> {
  const opened = openCode(text, LOR_FORMAT, LOR_MAX_VERSION, 'Legends of Runeterra');
  if ('ok' in opened) return opened;
  const { reader: r, version } = opened;
  const cards: DeckEntry[] = [];
  for (let copies = 3; copies >= 1; copies--) {
    const groups = r.varint(GROUP_COUNT[copies]!);
    if (!r.expect(groups, 4, GROUPS[copies]!)) return r.fail!;
    for (let g = 0; g < groups; g++) {
      const count = r.varint('a group size');
      const set = r.varint('a set number');
      const at = r.pos;
      const faction = r.varint('a faction number');
      if (!r.expect(count, 1, 'cards')) return r.fail!;
      // The faction is checked at the group's first card (an empty group names no card).
      let prefix: string | undefined;
      for (let i = 0; i < count; i++) {
        const number = r.varint('a card number');
        if (r.fail) return r.fail;
        prefix ??= setFaction(r, set, faction, at);
        if (prefix === undefined) return r.fail!;
        cards.push({ ref: prefix + pad3(number), count: copies });
      }
    }
  }
  while (r.remaining > 0 && r.fail === undefined) {
    const count = r.varint('a copy count');
    const set = r.varint('a set number');
    const at = r.pos;
    const faction = r.varint('a faction number');
    const number = r.varint('a card number');
    if (r.fail) return r.fail;
    const prefix = setFaction(r, set, faction, at);
    if (prefix === undefined) return r.fail!;
    const ref = prefix + pad3(number);
    if (count < 1) {
      r.error(DeckCodeErrors.badCount, `Deck code gives ${ref} ${count} copies.`);
      return r.fail!;
    }
    cards.push({ ref, count });
  }
  if (r.fail) return r.fail;
  return ok({ version, cards });
}

const GROUP_COUNT = [
  '',
  'the number of 1-copy groups',
  'the number of 2-copy groups',
  'the number of 3-copy groups',
];
const GROUPS = ['', '1-copy groups', '2-copy groups', '3-copy groups'];

/** `set * 16 + faction id` → the first four characters of a card code (`01DE`), made once. */
const PREFIXES = new Map<number, string>();

/**
 * The card-code prefix of a set and faction (`01DE`), or `undefined` (with the error recorded at
 * byte `at`) for an unknown faction.
 */
function setFaction(r: ByteReader, set: number, factionId: number, at: number): string | undefined {
  const key = set * 16 + factionId;
  let prefix = set < 100 && factionId < 16 ? PREFIXES.get(key) : undefined;
  if (prefix !== undefined) return prefix;
  const faction = BY_ID[factionId];
  if (faction === undefined) {
    r.error(
      DeckCodeErrors.unknownFaction,
      `Deck code names faction ${factionId}, which is not known.`,
      at,
    );
    return undefined;
  }
  prefix = pad2(set) + faction.code;
  if (set < 100) PREFIXES.set(key, prefix);
  return prefix;
}

/** Factions in the alphabetical order of their two-letter codes (how card codes sort). */
const RANKED: readonly LorFaction[] = [...LOR_FACTIONS].sort((a, b) => (a.code < b.code ? -1 : 1));
/** Rank in {@link RANKED} by two upper-case letters, indexed `first * 26 + second` (0-25), or -1. */
const RANK_BY_LETTERS = new Int8Array(26 * 26).fill(-1);
RANKED.forEach((f, rank) => {
  RANK_BY_LETTERS[(f.code.charCodeAt(0) - 65) * 26 + f.code.charCodeAt(1) - 65] = rank;
});

const digit = (code: string, i: number): number => {
  const c = code.charCodeAt(i) - 0x30;
  return c >= 0 && c <= 9 ? c : -1;
};

/** An ASCII letter's upper-case index 0-25, or -1. */
const letter = (code: string, i: number): number => {
  const c = (code.charCodeAt(i) & ~0x20) - 65;
  return c >= 0 && c < 26 ? c : -1;
};

/** Card keys are below 100 * 16 * 1000 < 2^21. */
const KEYS = 2 ** 21;

const WRITER = new VarintWriter();

const ascending = (a: number, b: number): number => a - b;

/**
 * Sorts numbers ascending in place. Decks are a few dozen cards: there an insertion sort beats
 * the built-in sorts (no call per comparison); longer input takes the built-in one.
 */
function sortNumbers(xs: Float64Array | number[]): void {
  if (xs.length > 48) {
    if (Array.isArray(xs)) xs.sort(ascending);
    else xs.sort();
    return;
  }
  for (let i = 1; i < xs.length; i++) {
    const v = xs[i]!;
    let j = i;
    while (j > 0 && xs[j - 1]! > v) {
      xs[j] = xs[j - 1]!;
      j--;
    }
    xs[j] = v;
  }
}

/** Where `key` is in the sorted, distinct `keys` (binary search; it is there). */
function indexOf(keys: readonly number[], key: number): number {
  let lo = 0;
  let hi = keys.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Reads `01DE012` (any case) without a regular expression or a slice, as a number that orders
 * cards as their codes do: `(set * 16 + faction rank) * 1000 + number` (codes are fixed width: a
 * 2-digit set, a 3-digit number). -1 when malformed.
 */
function cardKey(ref: string): number {
  if (ref.length !== 7) return -1;
  const s1 = digit(ref, 0);
  const s2 = digit(ref, 1);
  const l1 = letter(ref, 2);
  const l2 = letter(ref, 3);
  const n1 = digit(ref, 4);
  const n2 = digit(ref, 5);
  const n3 = digit(ref, 6);
  if ((s1 | s2 | l1 | l2 | n1 | n2 | n3) < 0) return -1;
  const rank = RANK_BY_LETTERS[l1 * 26 + l2]!;
  if (rank < 0) return -1;
  return ((s1 * 10 + s2) * 16 + rank) * 1000 + n1 * 100 + n2 * 10 + n3;
}

/**
 * Encodes a Legends of Runeterra deck as Riot's deck code, byte for byte as Riot's reference
 * implementation: the lowest version that holds every faction, groups ordered by size then by
 * their first card code, cards by card code, 4+ copies last. Duplicate refs are added up.
 *
 * @example
 * ```ts
 * encodeLorCode([{ ref: '01DE012', count: 3 }]); // { ok: true, value: 'CEAAAAIBAEAAY', ... }
 * ```
 */
export function encodeLorCode(cards: readonly DeckEntry[]): Result<string> {
  const n = cards.length;
  // Each card as `key * slots + index` in a Float64Array: the native numeric sort puts the cards
  // in card-code order with no comparator, and copies of one card next to each other.
  const slots = 2 ** Math.ceil(Math.log2(n + 1));
  const order = new Float64Array(n);
  let version = 1;
  for (let i = 0; i < n; i++) {
    const { ref, count } = cards[i]!;
    if (!Number.isSafeInteger(count) || count < 1 || count > 0x0fffffff) {
      return err(
        DeckCodeErrors.badCount,
        `${ref} has ${count} copies; a count is a whole number from 1.`,
      );
    }
    const key = typeof ref === 'string' ? cardKey(ref) : -1;
    if (key < 0) {
      return err(
        DeckCodeErrors.badCardCode,
        `"${ref}" is not a Legends of Runeterra card code (01DE012).`,
      );
    }
    const v = RANKED[Math.floor(key / 1000) % 16]!.version;
    if (v > version) version = v;
    order[i] = key * slots + i;
  }
  sortNumbers(order);
  // Distinct cards in code order, copies added up.
  const keys: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < n; i++) {
    const key = Math.floor(order[i]! / slots);
    const count = cards[order[i]! % slots]!.count;
    if (keys.length > 0 && keys[keys.length - 1] === key) counts[counts.length - 1]! += count;
    else {
      keys.push(key);
      counts.push(count);
    }
  }
  const w = WRITER.reset();
  w.byte((LOR_FORMAT << 4) | version);
  // A set and faction's cards stand together in code order: each copies-section's groups are
  // runs of it. `runs` holds each group's first card as `size * KEYS + key`, which sorts groups
  // as Riot's encoder does (see README, Decisions): by size, then by first card code.
  const runs: number[] = [];
  for (let copies = 3; copies >= 1; copies--) {
    runs.length = 0;
    let group = -1;
    for (let i = 0; i < keys.length; i++) {
      if (counts[i] !== copies) continue;
      const g = Math.floor(keys[i]! / 1000);
      if (g !== group) {
        runs.push(keys[i]!);
        group = g;
      } else runs[runs.length - 1]! += KEYS;
    }
    sortNumbers(runs);
    w.varint(runs.length);
    for (const run of runs) {
      const first = run % KEYS;
      const g = Math.floor(first / 1000);
      w.varint(Math.floor(run / KEYS) + 1);
      w.varint(g >> 4);
      w.varint(RANKED[g & 15]!.id);
      // The group's cards: from its first card on, the cards of this section and group.
      for (let i = indexOf(keys, first); i < keys.length && Math.floor(keys[i]! / 1000) === g; i++)
        if (counts[i] === copies) w.varint(keys[i]! % 1000);
    }
  }
  for (let i = 0; i < keys.length; i++) {
    if (counts[i]! <= 3) continue;
    const g = Math.floor(keys[i]! / 1000);
    w.varint(counts[i]!);
    w.varint(g >> 4);
    w.varint(RANKED[g & 15]!.id);
    w.varint(keys[i]! % 1000);
  }
  return ok(w.base32());
}
