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

const ALPHABET_CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));

/** Encodes bytes as base32 without padding (the alphabet both code families use). */
export function base32Encode(bytes: ArrayLike<number>, length = bytes.length): string {
  const chars: number[] = new Array(Math.ceil((length * 8) / 5));
  let n = 0;
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < length; i++) {
    buffer = ((buffer << 8) | (bytes[i]! & 0xff)) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      chars[n++] = ALPHABET_CODES[(buffer >> bits) & 31]!;
    }
  }
  if (bits > 0) chars[n++] = ALPHABET_CODES[(buffer << (5 - bits)) & 31]!;
  // Codes are short (a deck is well under a kilobyte); longer input is joined in slices.
  if (n <= 4096) return String.fromCharCode(...chars);
  let out = '';
  for (let i = 0; i < n; i += 4096) out += String.fromCharCode(...chars.slice(i, i + 4096));
  return out;
}

/**
 * A pasted code with spaces, line breaks, dashes, underscores and `=` padding dropped, and where
 * each of its characters was in the text as pasted (so errors point at what the user sees).
 */
export interface CleanedCode {
  /** The code's characters only (either case). */
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
 * Bytes written one value at a time into a buffer that grows as needed. Encoders share one
 * (`reset` it first, read `bytes` up to `length` before the next encode): no buffer is allocated
 * per code.
 */
export class VarintWriter {
  bytes = new Uint8Array(256);
  length = 0;

  /** Empties the writer. */
  reset(): this {
    this.length = 0;
    return this;
  }

  /** The bytes written, as base32. */
  base32(): string {
    return base32Encode(this.bytes, this.length);
  }

  private grow(): void {
    const next = new Uint8Array(this.bytes.length * 2);
    next.set(this.bytes);
    this.bytes = next;
  }

  /** One raw byte. */
  byte(b: number): void {
    if (this.length === this.bytes.length) this.grow();
    this.bytes[this.length++] = b;
  }

  /** A varint (7 bits a byte, low bits first, high bit = more follows). */
  varint(value: number): void {
    let v = value;
    while (v >= 0x80) {
      this.byte((v & 0x7f) | 0x80);
      v = Math.floor(v / 128);
    }
    this.byte(v);
  }
}

/**
 * A cursor over bytes. `fail` holds the first error; every read after a failure returns 0, so a
 * decoder can read a section and check `fail` once. `what` arguments name the value in an error
 * message; callers pass constant strings, so the happy path builds no text.
 */
export class ByteReader {
  pos = 0;
  fail: Err | undefined;
  private cleaned: CleanedCode | undefined;
  /**
   * `text` is the code as pasted, `dropped` whether it holds characters a paste adds (so error
   * positions map code characters back to the paste, worked out only when an error is reported).
   */
  constructor(
    readonly bytes: Uint8Array,
    private readonly text = '',
    private readonly dropped = false,
  ) {}

  private span(index: number): string {
    this.cleaned ??= this.dropped ? cleanCode(this.text) : { code: this.text };
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
    const bytes = this.bytes;
    const pos = this.pos;
    // One byte (every count, set, faction and most card numbers): no loop.
    if (pos < bytes.length) {
      const b = bytes[pos]!;
      if (b < 0x80) {
        this.pos = pos + 1;
        return b;
      }
    }
    return this.longVarint(what);
  }

  private longVarint(what: string): number {
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

  /** The code characters `start` to `end` as a path in the text as pasted. */
  codeSpan(start: number, end: number): string {
    this.cleaned ??= this.dropped ? cleanCode(this.text) : { code: this.text };
    return pastedSpan(this.cleaned, start, end);
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
  // One pass: base32 characters are decoded as they come, what a paste adds is skipped, and the
  // first other character is the error (before any format check, as a paste is read left to right).
  const len = text.length;
  const out = new Uint8Array((len * 5) >> 3);
  let buffer = 0;
  let bits = 0;
  let n = 0;
  let kept = 0;
  let dropped = false;
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? LOOKUP[c]! : -1;
    if (v < 0) {
      if (isDropped(c)) {
        dropped = true;
        continue;
      }
      const char = String.fromCodePoint(text.codePointAt(i)!);
      return err(
        DeckCodeErrors.badCharacter,
        `Deck code has "${char}" at character ${i + 1}, which is not a base32 letter or digit.`,
        `@${i}-${i + char.length}`,
      );
    }
    kept++;
    buffer = ((buffer << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (buffer >> bits) & 0xff;
    }
  }
  if (kept === 0) return err(DeckCodeErrors.empty, 'The deck code is empty.');
  const reader = new ByteReader(n === out.length ? out : out.subarray(0, n), text, dropped);
  const first = reader.byte('the format and version');
  if (reader.fail) return reader.fail;
  const format = first >> 4;
  const version = first & 0x0f;
  if (format !== expectedFormat) {
    return err(
      DeckCodeErrors.badFormat,
      `Deck code format is ${format}; ${family} codes use ${expectedFormat}.`,
      reader.codeSpan(0, 2),
    );
  }
  if (version < 1 || version > maxVersion) {
    return err(
      DeckCodeErrors.unsupportedVersion,
      `Deck code version ${version} is not supported (1-${maxVersion}).`,
      reader.codeSpan(0, 2),
    );
  }
  return { reader, version };
}
