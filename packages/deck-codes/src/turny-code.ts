// Turny.gg's text deck codes: `PTCG1` (Pokémon) and `RIFT1` (Riftbound).
//
//   code    = TAG "." sets [ ".SB." sets ]        (".SB." only in RIFT1)
//   sets    = set ":" entries { "." set ":" entries }
//   entries = entry { "," entry }
//   entry   = [ count "x" ] number                  (no count = 1 copy)
//
// A card's ref is `<set>-<number>`: `me55-66` (Pokémon printing id), `ogn-042-298` (Riftbound
// printing id; RIFT1 writes the set in upper case and refs are lower case).
import { err, type Issue, issue, ok, type Result } from '@tcgkit/core';
import {
  DeckCodesErrors as DeckCodeErrors,
  DeckCodesWarnings as DeckCodeWarnings,
} from './errors.js';
import type { DeckEntry } from './types.js';

/** The two Turny.gg code tags. */
export type TurnyCodeTag = 'PTCG1' | 'RIFT1';

/** A decoded `PTCG1` or `RIFT1` code. */
export interface TurnyCodeDeck {
  /** Which code it was. */
  readonly tag: TurnyCodeTag;
  /** Main deck (everything before `.SB.`). */
  readonly main: readonly DeckEntry[];
  /** Sideboard (`RIFT1` only; empty otherwise). */
  readonly sideboard: readonly DeckEntry[];
}

const SET = /^[A-Za-z0-9]+$/;
const ENTRY = /^(?:(\d+)x)?([A-Za-z0-9][A-Za-z0-9-]*)$/;
const MAX_COUNT = 9999;
/** A number that begins like `<count>x`: its single copy must be written `1x`. */
const COUNT_LIKE = /^\d+x/;

/**
 * Decodes a `PTCG1` or `RIFT1` code. Entries of the same card are added up (with a
 * `deck-codes/merged-duplicate` warning); set codes are case-insensitive in `RIFT1`. Never throws:
 * a malformed code returns an error whose path is the character range of the bad part.
 *
 * @example
 * ```ts
 * decodeTurnyCode('PTCG1.me55:4x66,4x128.sv8:2x76.sv8pt5:4x105.sve:2x4,4x5');
 * // main: [{ ref: 'me55-66', count: 4 }, { ref: 'me55-128', count: 4 }, ...]
 * ```
 */
export function decodeTurnyCode(text: string): Result<TurnyCodeDeck> {
  if (typeof text !== 'string') return err(DeckCodeErrors.empty, 'The deck code is not text.');
  // Paths are counted in the text as pasted: shift them past the blanks trimmed off the front.
  const lead = text.length - text.trimStart().length;
  return lead === 0 ? decodeTrimmed(text.trim()) : shiftPaths(decodeTrimmed(text.trim()), lead);
}

function shiftPaths<T>(result: Result<T>, by: number): Result<T> {
  const shift = (i: Issue): Issue => {
    const m = i.path === undefined ? null : /^@(\d+)-(\d+)$/.exec(i.path);
    return m === null ? i : { ...i, path: `@${Number(m[1]) + by}-${Number(m[2]) + by}` };
  };
  return result.ok
    ? { ...result, warnings: result.warnings.map(shift) }
    : { ok: false, error: shift(result.error) };
}

function decodeTrimmed(code: string): Result<TurnyCodeDeck> {
  if (code === '') return err(DeckCodeErrors.empty, 'The deck code is empty.');
  const dot = code.indexOf('.');
  const tagText = (dot === -1 ? code : code.slice(0, dot)).toUpperCase();
  if (tagText !== 'PTCG1' && tagText !== 'RIFT1') {
    return err(
      DeckCodeErrors.badSyntax,
      'A Turny.gg deck code starts with PTCG1. or RIFT1.',
      `@0-${dot === -1 ? code.length : dot}`,
    );
  }
  const tag: TurnyCodeTag = tagText;
  const riftbound = tag === 'RIFT1';
  const warnings: Issue[] = [];
  const main = new Map<string, number>();
  const side = new Map<string, number>();
  let target = main;
  let pos = dot + 1;
  if (dot === -1)
    return err(DeckCodeErrors.badSyntax, `The ${tag} code has no cards.`, `@0-${code.length}`);
  if (pos >= code.length) return ok({ tag, main: [], sideboard: [] });
  const segments = code.slice(pos).split('.');
  for (const segment of segments) {
    const start = pos;
    pos += segment.length + 1;
    if (segment.toUpperCase() === 'SB') {
      if (!riftbound) {
        return err(
          DeckCodeErrors.badSyntax,
          'PTCG1 codes have no sideboard (.SB.).',
          `@${start}-${start + 2}`,
        );
      }
      if (target === side)
        return err(
          DeckCodeErrors.badSyntax,
          'The code has two .SB. segments.',
          `@${start}-${start + 2}`,
        );
      target = side;
      continue;
    }
    const colon = segment.indexOf(':');
    const set = colon === -1 ? '' : segment.slice(0, colon);
    if (colon === -1 || !SET.test(set)) {
      return err(
        DeckCodeErrors.badSyntax,
        `"${segment}" is not SET:entries.`,
        `@${start}-${start + segment.length}`,
      );
    }
    let at = start + colon + 1;
    for (const entry of segment.slice(colon + 1).split(',')) {
      const entryStart = at;
      at += entry.length + 1;
      const m = ENTRY.exec(entry);
      const where = `@${entryStart}-${entryStart + entry.length}`;
      if (m === null || (m[1] === undefined && /^\d+x$/.test(entry))) {
        return err(DeckCodeErrors.badSyntax, `"${entry}" is not an entry (4x66 or 66).`, where);
      }
      const count = m[1] === undefined ? 1 : Number(m[1]);
      if (count < 1 || count > MAX_COUNT) {
        return err(
          DeckCodeErrors.badCount,
          `"${entry}" has ${count} copies; a count is 1 to ${MAX_COUNT}.`,
          where,
        );
      }
      const number = m[2]!;
      const ref = riftbound ? `${set}-${number}`.toLowerCase() : `${set}-${number}`;
      if (!riftbound && /[A-Za-z]/.test(number)) {
        warnings.push(
          issue(
            DeckCodeWarnings.letterNumber,
            `${ref} has letters in its number; kept as written.`,
            where,
          ),
        );
      }
      const before = target.get(ref);
      if (before !== undefined) {
        warnings.push(
          issue(
            DeckCodeWarnings.mergedDuplicate,
            `${ref} appears twice; the copies are added up.`,
            where,
          ),
        );
      }
      target.set(ref, (before ?? 0) + count);
    }
  }
  const list = (m: Map<string, number>): DeckEntry[] =>
    [...m].map(([ref, count]) => ({ ref, count }));
  return ok({ tag, main: list(main), sideboard: list(side) }, warnings);
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function splitRef(ref: string): [string, string] | undefined {
  const dash = ref.indexOf('-');
  if (dash <= 0 || dash === ref.length - 1) return undefined;
  return [ref.slice(0, dash), ref.slice(dash + 1)];
}

function writeSection(entries: readonly DeckEntry[], riftbound: boolean): Result<string> {
  const bySet = new Map<string, Map<string, number>>();
  for (const { ref, count } of entries) {
    const parts = splitRef(ref);
    if (parts === undefined || !SET.test(parts[0]) || !ENTRY.test(parts[1])) {
      return err(DeckCodeErrors.badCardCode, `"${ref}" is not a <set>-<number> printing ref.`);
    }
    if (!Number.isSafeInteger(count) || count < 1 || count > MAX_COUNT) {
      return err(
        DeckCodeErrors.badCount,
        `${ref} has ${count} copies; a count is 1 to ${MAX_COUNT}.`,
      );
    }
    const set = riftbound ? parts[0].toUpperCase() : parts[0];
    const number = riftbound ? parts[1].toLowerCase() : parts[1];
    let numbers = bySet.get(set);
    if (numbers === undefined) bySet.set(set, (numbers = new Map()));
    numbers.set(number, (numbers.get(number) ?? 0) + count);
  }
  const sets = [...bySet.keys()].sort(collator.compare);
  return ok(
    sets
      .map((set) => {
        const numbers = bySet.get(set)!;
        const keys = [...numbers.keys()].sort(collator.compare);
        // `1x` is left out, except before a number that itself starts like a count (`6x6`),
        // which would read back as 6 copies of `6`.
        const entry = (n: string, count: number) =>
          count === 1 && !COUNT_LIKE.test(n) ? n : `${count}x${n}`;
        return `${set}:${keys.map((n) => entry(n, numbers.get(n)!)).join(',')}`;
      })
      .join('.'),
  );
}

/**
 * Encodes a `PTCG1` or `RIFT1` code: sets in natural order (`me55` < `sv8` < `sv8pt5` < `sve`),
 * numbers in natural order within a set, duplicates added up, `1x` left out (unless the number
 * itself starts like a count, `1x6x6`). A `PTCG1` code has
 * no sideboard: pass the sideboard in `main` (see `exportDeck`). An empty deck is `TAG.`, and a
 * sideboard with no main deck is `RIFT1.SB.<sets>`.
 *
 * @example
 * ```ts
 * encodeTurnyCode('RIFT1', [{ ref: 'ogn-042-298', count: 6 }], [{ ref: 'ogn-050-298', count: 2 }]);
 * // { ok: true, value: 'RIFT1.OGN:6x042-298.SB.OGN:2x050-298', ... }
 * ```
 */
export function encodeTurnyCode(
  tag: TurnyCodeTag,
  main: readonly DeckEntry[],
  sideboard: readonly DeckEntry[] = [],
): Result<string> {
  const riftbound = tag === 'RIFT1';
  if (!riftbound && sideboard.length > 0) {
    return err(
      DeckCodeErrors.badSyntax,
      'PTCG1 codes have no sideboard; merge it into the main deck first.',
    );
  }
  const body = writeSection(main, riftbound);
  if (!body.ok) return body;
  let code = `${tag}.${body.value}`;
  if (sideboard.length > 0) {
    const sb = writeSection(sideboard, riftbound);
    if (!sb.ok) return sb;
    code += `${body.value === '' ? '' : '.'}SB.${sb.value}`;
  }
  return ok(code);
}
