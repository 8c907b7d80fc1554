// Legends of Runeterra deck codes (Riot's LoRDeckCodes format): a format/version byte, then the
// cards with 3, 2 and 1 copies grouped by set and faction, then every card with 4+ copies on its
// own, all as varints, base32-encoded.
import { err, ok, type Result } from '@tcgkit/core';
import { base32Encode, openCode, pad3, pushVarint } from './bytes.js';
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

/** Every faction Riot's deck code format knows, with the version that introduced it. */
export const LOR_FACTIONS: readonly LorFaction[] = [
  { code: 'DE', id: 0, version: 1, name: 'Demacia' },
  { code: 'FR', id: 1, version: 1, name: 'Freljord' },
  { code: 'IO', id: 2, version: 1, name: 'Ionia' },
  { code: 'NX', id: 3, version: 1, name: 'Noxus' },
  { code: 'PZ', id: 4, version: 1, name: 'Piltover & Zaun' },
  { code: 'SI', id: 5, version: 1, name: 'Shadow Isles' },
  { code: 'BW', id: 6, version: 2, name: 'Bilgewater' },
  { code: 'SH', id: 7, version: 3, name: 'Shurima' },
  { code: 'MT', id: 9, version: 2, name: 'Targon' },
  { code: 'BC', id: 10, version: 4, name: 'Bandle City' },
  { code: 'RU', id: 12, version: 5, name: 'Runeterra' },
];

/** The newest Legends of Runeterra deck code version this library reads and writes. */
export const LOR_MAX_VERSION = 5;
const LOR_FORMAT = 1;

const BY_ID: (LorFaction | undefined)[] = [];
const BY_CODE = new Map<string, LorFaction>();
for (const f of LOR_FACTIONS) {
  BY_ID[f.id] = f;
  BY_CODE.set(f.code, f);
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
  const cardCode = (
    set: number,
    factionId: number,
    number: number,
    at: number,
  ): string | undefined => {
    const faction = BY_ID[factionId];
    if (faction === undefined) {
      r.error(
        DeckCodeErrors.unknownFaction,
        `Deck code names faction ${factionId}, which is not known.`,
        at,
      );
      return undefined;
    }
    return pad2(set) + faction.code + pad3(number);
  };
  for (let copies = 3; copies >= 1; copies--) {
    const groups = r.varint(`the number of ${copies}-copy groups`);
    if (!r.expect(groups, 4, `${copies}-copy groups`)) return r.fail!;
    for (let g = 0; g < groups; g++) {
      const count = r.varint('a group size');
      const set = r.varint('a set number');
      const at = r.pos;
      const faction = r.varint('a faction number');
      if (!r.expect(count, 1, 'cards')) return r.fail!;
      for (let i = 0; i < count; i++) {
        const number = r.varint('a card number');
        if (r.fail) return r.fail;
        const ref = cardCode(set, faction, number, at);
        if (ref === undefined) return r.fail!;
        cards.push({ ref, count: copies });
      }
      if (r.fail) return r.fail;
    }
  }
  while (r.remaining > 0 && r.fail === undefined) {
    const count = r.varint('a copy count');
    const set = r.varint('a set number');
    const at = r.pos;
    const faction = r.varint('a faction number');
    const number = r.varint('a card number');
    if (r.fail) return r.fail;
    const ref = cardCode(set, faction, number, at);
    if (ref === undefined) return r.fail!;
    if (count < 1) {
      r.error(DeckCodeErrors.badCount, `Deck code gives ${ref} ${count} copies.`);
      return r.fail!;
    }
    cards.push({ ref, count });
  }
  if (r.fail) return r.fail;
  return ok({ version, cards });
}

interface ParsedCard {
  readonly code: string;
  readonly set: number;
  readonly faction: LorFaction;
  readonly number: number;
  count: number;
}

const digit = (code: string, i: number): number => {
  const c = code.charCodeAt(i) - 0x30;
  return c >= 0 && c <= 9 ? c : -1;
};

/** Reads `01DE012` (any case) without a regular expression; `undefined` when malformed. */
function parseCardCode(
  ref: string,
): { code: string; set: number; faction: LorFaction; number: number } | undefined {
  if (ref.length !== 7) return undefined;
  const s1 = digit(ref, 0);
  const s2 = digit(ref, 1);
  const n1 = digit(ref, 4);
  const n2 = digit(ref, 5);
  const n3 = digit(ref, 6);
  if (s1 < 0 || s2 < 0 || n1 < 0 || n2 < 0 || n3 < 0) return undefined;
  const letters = ref.slice(2, 4);
  const faction = BY_CODE.get(letters) ?? BY_CODE.get(letters.toUpperCase());
  if (faction === undefined) return undefined;
  const code = letters === faction.code ? ref : ref.slice(0, 2) + faction.code + ref.slice(4);
  return { code, set: s1 * 10 + s2, faction, number: n1 * 100 + n2 * 10 + n3 };
}

const byCode = (a: ParsedCard, b: ParsedCard): number =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

/** Orders one copies-section the way Riot's reference encoder does (see README, Decisions). */
function orderGroups(groups: ParsedCard[][]): ParsedCard[][] {
  for (const g of groups) g.sort(byCode);
  return groups.sort((a, b) => a.length - b.length || byCode(a[0]!, b[0]!));
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
  const merged = new Map<string, ParsedCard>();
  let version = 1;
  for (const { ref, count } of cards) {
    if (!Number.isSafeInteger(count) || count < 1 || count > 0x0fffffff) {
      return err(
        DeckCodeErrors.badCount,
        `${ref} has ${count} copies; a count is a whole number from 1.`,
      );
    }
    const p = parseCardCode(ref);
    if (p === undefined) {
      return err(
        DeckCodeErrors.badCardCode,
        `"${ref}" is not a Legends of Runeterra card code (01DE012).`,
      );
    }
    const seen = merged.get(p.code);
    if (seen !== undefined) seen.count += count;
    else
      merged.set(p.code, { code: p.code, set: p.set, faction: p.faction, number: p.number, count });
    if (p.faction.version > version) version = p.faction.version;
  }
  const parsed = [...merged.values()];
  const bytes: number[] = [(LOR_FORMAT << 4) | version];
  for (let copies = 3; copies >= 1; copies--) {
    const groupMap = new Map<number, ParsedCard[]>();
    for (const card of parsed) {
      if (card.count !== copies) continue;
      const key = card.set * 16 + card.faction.id;
      const g = groupMap.get(key);
      if (g === undefined) groupMap.set(key, [card]);
      else g.push(card);
    }
    const groups = orderGroups([...groupMap.values()]);
    pushVarint(bytes, groups.length);
    for (const g of groups) {
      pushVarint(bytes, g.length);
      pushVarint(bytes, g[0]!.set);
      pushVarint(bytes, g[0]!.faction.id);
      for (const card of g) pushVarint(bytes, card.number);
    }
  }
  const many = parsed.filter((c) => c.count > 3).sort(byCode);
  for (const card of many) {
    pushVarint(bytes, card.count);
    pushVarint(bytes, card.set);
    pushVarint(bytes, card.faction.id);
    pushVarint(bytes, card.number);
  }
  return ok(base32Encode(bytes));
}
