// Base32 (RFC 4648 alphabet, no padding) and varints: the wire layer shared by the Legends of
// Runeterra and Piltover Archive codes. Every reader is bounded by the input length: no loop runs
// longer than the bytes it reads.
import { type Err, err } from '@tcgkit/core';
import { DeckCodesErrors as DeckCodeErrors } from './errors.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const LOOKUP = new Int8Array(128).fill(-1);
for (let i = 0; i < 32; i++) {
  LOOKUP[ALPHABET.charCodeAt(i)] = i;
  LOOKUP[ALPHABET.toLowerCase().charCodeAt(i)] = i;
}

/** Encodes bytes as base32 without padding (the alphabet both code families use). */
export function base32Encode(bytes: ArrayLike<number>): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < bytes.length; i++) {
    buffer = ((buffer << 8) | (bytes[i]! & 0xff)) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * A pasted code with spaces, line breaks, dashes, underscores and `=` padding dropped, and where
 * each of its characters was in the text as pasted (so errors point at what the user sees).
 */
export interface CleanedCode {
  /** The code's characters only. Case is ignored by {@link base32Decode}. */
  readonly code: string;
  /** `offsets[i]` is the offset in the pasted text of `code[i]`; absent when nothing was dropped. */
  readonly offsets?: Int32Array;
}

/** Cleans a pasted code (see {@link CleanedCode}), in linear time. */
export function cleanCode(text: string): CleanedCode {
  let dropped = -1;
  for (let i = 0; i < text.length; i++) {
    if (isDropped(text.charCodeAt(i))) {
      dropped = i;
      break;
    }
  }
  if (dropped === -1) return { code: text };
  // Kept characters are gathered by code, not by `replace`, which is slow with many matches.
  const offsets = new Int32Array(text.length);
  const chars = new Uint16Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isDropped(c)) continue;
    chars[n] = c;
    offsets[n++] = i;
  }
  const parts: string[] = [];
  for (let i = 0; i < n; i += 8192)
    parts.push(String.fromCharCode(...chars.subarray(i, Math.min(n, i + 8192))));
  return { code: parts.join(''), offsets: offsets.subarray(0, n) };
}

/**
 * The first character of a pasted code that is neither base32 nor something a paste adds (see
 * {@link isDropped}), or -1. Checked before cleaning, so that noise fails fast.
 */
export function firstForeign(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 128 || LOOKUP[c]! < 0) && !isDropped(c)) return i;
  }
  return -1;
}

/** White space (as `trim` sees it), `-`, `_` and `=`: what a paste may add inside a code. */
function isDropped(c: number): boolean {
  return (
    c === 0x2d ||
    c === 0x5f ||
    c === 0x3d ||
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** `@start-end` in the pasted text for the code characters `start` (inclusive) to `end`. */
export function pastedSpan(cleaned: CleanedCode, start: number, end: number): string {
  const o = cleaned.offsets;
  if (o === undefined || o.length === 0) return `@${start}-${end}`;
  const last = o.length - 1;
  const from = o[Math.min(start, last)]!;
  const to = end <= start ? from : o[Math.min(end - 1, last)]! + 1;
  return `@${from}-${to}`;
}

const PADDED3: string[] = [];
for (let i = 0; i < 1000; i++) PADDED3.push(String(i).padStart(3, '0'));

/** `7` → `"007"` (cached for 0-999). */
export const pad3 = (n: number): string => PADDED3[n] ?? String(n).padStart(3, '0');

/**
 * Decodes base32 (either case); returns an error with the position of the first bad character in
 * the text as pasted.
 */
export function base32Decode(cleaned: CleanedCode): Uint8Array | Err {
  const code = cleaned.code;
  const out = new Uint8Array(Math.floor((code.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let n = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    const v = c < 128 ? LOOKUP[c]! : -1;
    if (v < 0) {
      const at = cleaned.offsets?.[i] ?? i;
      const char = String.fromCodePoint(code.codePointAt(i)!);
      return err(
        DeckCodeErrors.badCharacter,
        `Deck code has "${char}" at character ${at + 1}, which is not a base32 letter or digit.`,
        `@${at}-${at + char.length}`,
      );
    }
    buffer = ((buffer << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
}

/** The character range of the pasted code that holds byte `index` (for error paths). */
export function byteSpan(index: number, cleaned: CleanedCode = { code: '' }): string {
  const start = Math.floor((index * 8) / 5);
  const end = Math.ceil(((index + 1) * 8) / 5);
  return pastedSpan(cleaned, start, end);
}

/** Appends a varint (7 bits a byte, low bits first, high bit = more follows). */
export function pushVarint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
}

/**
 * A cursor over bytes. `fail` holds the first error; every read after a failure returns 0, so a
 * decoder can read a section and check `fail` once.
 */
export class ByteReader {
  pos = 0;
  fail: Err | undefined;
  constructor(
    readonly bytes: Uint8Array,
    private readonly cleaned: CleanedCode = { code: '' },
  ) {}

  private span(index: number): string {
    return byteSpan(index, this.cleaned);
  }

  get remaining(): number {
    return this.bytes.length - this.pos;
  }

  /** One raw byte. */
  byte(what: string): number {
    if (this.fail !== undefined) return 0;
    if (this.pos >= this.bytes.length) {
      this.fail = err(
        DeckCodeErrors.truncated,
        `Deck code ends where ${what} should be (byte ${this.pos + 1}).`,
        this.span(Math.max(0, this.pos - 1)),
      );
      return 0;
    }
    return this.bytes[this.pos++]!;
  }

  /** One varint of at most 4 bytes (values below 2^28, far above any count or number). */
  varint(what: string): number {
    if (this.fail !== undefined) return 0;
    const start = this.pos;
    let value = 0;
    let shift = 0;
    for (let i = 0; i < 4; i++) {
      if (this.pos >= this.bytes.length) {
        this.fail = err(
          DeckCodeErrors.truncated,
          `Deck code ends inside ${what} (byte ${this.pos + 1}).`,
          this.span(Math.max(0, this.pos - 1)),
        );
        return 0;
      }
      const b = this.bytes[this.pos++]!;
      value |= (b & 0x7f) << shift;
      if ((b & 0x80) === 0) return value;
      shift += 7;
    }
    this.fail = err(
      DeckCodeErrors.badVarint,
      `Deck code has a number longer than 4 bytes in ${what} (byte ${start + 1}).`,
      this.span(start),
    );
    return 0;
  }

  /** Fails when `count` items of at least `minBytes` each cannot fit in what is left. */
  expect(count: number, minBytes: number, what: string): boolean {
    if (this.fail !== undefined) return false;
    if (count * minBytes > this.remaining) {
      this.fail = err(
        DeckCodeErrors.truncated,
        `Deck code announces ${count} ${what} but ends before them (byte ${this.pos + 1}).`,
        this.span(Math.max(0, this.pos - 1)),
      );
      return false;
    }
    return true;
  }

  /** Records an error at the byte just read. */
  error(code: string, message: string, at = this.pos - 1): void {
    if (this.fail === undefined) this.fail = err(code, message, this.span(Math.max(0, at)));
  }
}

/**
 * Opens a varint deck code of either family: cleans the text, decodes base32 and reads the
 * format/version byte, refusing another format or a version outside 1..`maxVersion` with the
 * position of that byte. `family` names the codes in messages ("Legends of Runeterra").
 */
export function openCode(
  text: string,
  expectedFormat: number,
  maxVersion: number,
  family: string,
): { reader: ByteReader; version: number } | Err {
  if (typeof text !== 'string') return err(DeckCodeErrors.empty, 'The deck code is not text.');
  const foreign = firstForeign(text);
  if (foreign !== -1) {
    const char = String.fromCodePoint(text.codePointAt(foreign)!);
    return err(
      DeckCodeErrors.badCharacter,
      `Deck code has "${char}" at character ${foreign + 1}, which is not a base32 letter or digit.`,
      `@${foreign}-${foreign + char.length}`,
    );
  }
  // The format and version are in the first two code characters: check them before cleaning
  // and decoding the rest, so a long text that is no code of this family fails at once.
  const head: number[] = [];
  for (let i = 0; i < text.length && head.length < 2; i++)
    if (!isDropped(text.charCodeAt(i))) head.push(i);
  if (head.length === 0) return err(DeckCodeErrors.empty, 'The deck code is empty.');
  if (head.length === 2) {
    const first =
      ((LOOKUP[text.charCodeAt(head[0]!)]! << 3) | (LOOKUP[text.charCodeAt(head[1]!)]! >> 2)) &
      0xff;
    if (first >> 4 !== expectedFormat || (first & 0x0f) < 1 || (first & 0x0f) > maxVersion) {
      const where = `@${head[0]}-${head[1]! + 1}`;
      return first >> 4 !== expectedFormat
        ? err(
            DeckCodeErrors.badFormat,
            `Deck code format is ${first >> 4}; ${family} codes use ${expectedFormat}.`,
            where,
          )
        : err(
            DeckCodeErrors.unsupportedVersion,
            `Deck code version ${first & 0x0f} is not supported (1-${maxVersion}).`,
            where,
          );
    }
  }
  const cleaned = cleanCode(text);
  const bytes = base32Decode(cleaned);
  if (!(bytes instanceof Uint8Array)) return bytes;
  const reader = new ByteReader(bytes, cleaned);
  const first = reader.byte('the format and version');
  if (reader.fail) return reader.fail;
  const format = first >> 4;
  const version = first & 0x0f;
  if (format !== expectedFormat) {
    return err(
      DeckCodeErrors.badFormat,
      `Deck code format is ${format}; ${family} codes use ${expectedFormat}.`,
      pastedSpan(cleaned, 0, 2),
    );
  }
  if (version < 1 || version > maxVersion) {
    return err(
      DeckCodeErrors.unsupportedVersion,
      `Deck code version ${version} is not supported (1-${maxVersion}).`,
      pastedSpan(cleaned, 0, 2),
    );
  }
  return { reader, version };
}
