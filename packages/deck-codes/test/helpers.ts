import { readFileSync } from 'node:fs';
import type { PokemonCatalog } from '@tcgkit/cards';

export const fixture = (path: string): string =>
  readFileSync(new URL(`./fixtures/${path}`, import.meta.url), 'utf8');

export const json = <T>(path: string): T => JSON.parse(fixture(path)) as T;

export const liveCatalog = (): PokemonCatalog =>
  json<PokemonCatalog>('pokemon-live-stub-catalog.json');

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Independent base32 helpers for crafting codes in tests. */
export function toBase32(bytes: readonly number[]): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const b of bytes) {
    buffer = (buffer << 8) | b;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

export function fromBase32(code: string): number[] {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const c of code) {
    buffer = (buffer << 5) | ALPHABET.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 255);
    }
  }
  return out;
}

/** Sorted `count:ref` strings: order-insensitive deck comparison. */
export const shape = (
  entries: readonly { ref?: string; cardCode?: string; count: number }[],
): string[] => entries.map((e) => `${e.count}:${e.ref ?? e.cardCode}`).sort();
