// Issue 18, point 3: no reader of pasted text takes super-linear time. For each reader and each
// pattern, the same pattern at 10 KB and at 100 KB: ten reads of 10 KB against one read of
// 100 KB is about 1 when the reader is linear and about 10 when it is quadratic. Each side is the
// fastest of two tries (a ratio at the bound is measured once more), and the bound (5) is far from both, so a loaded machine does not
// decide the outcome. Speed itself is measured in bench/deck-codes.bench.ts, never asserted here.
import { performance } from 'node:perf_hooks';
import type { CardCatalog } from '@tcgkit/cards';
import { sampleCatalogs } from '@tcgkit/cards/samples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeLorCode,
  decodePiltoverCode,
  decodeTurnyCode,
  importDeck,
  parseTurnyList,
  textPosition,
} from '../src/index.js';
import { liveCatalog } from './helpers.js';

const stub: CardCatalog = liveCatalog();

const READERS: readonly (readonly [string, (text: string) => unknown])[] = [
  ['decodeLorCode', decodeLorCode],
  ['decodePiltoverCode', decodePiltoverCode],
  ['decodeTurnyCode', decodeTurnyCode],
  // importDeck runs each list reader of its game (TCG Live; Piltover Archive, then Turny.gg).
  ['parseTurnyList', (t) => parseTurnyList(t, sampleCatalogs.riftbound)],
  ['importDeck lor', (t) => importDeck(t, 'lor', sampleCatalogs.lor)],
  ['importDeck pokemon', (t) => importDeck(t, 'pokemon', stub)],
  ['importDeck riftbound', (t) => importDeck(t, 'riftbound', sampleCatalogs.riftbound)],
  ['textPosition', (t) => textPosition(t, `@${t.length - 1}-${t.length}`)],
];

/** Text people paste, and the shapes that made the old readers backtrack. */
const PATTERNS: readonly (readonly [string, string, string])[] = [
  // [name, prefix, repeated unit]
  ['spaces then !', '1 a', ' '],
  ['tabs', '4 Mew', '\t'],
  ['line breaks', '', '\n'],
  ['CRLF', '', '\r\n'],
  ['digits', '', '1'],
  ['counts', '', '1 '],
  ['count lines', '', '4\n'],
  ['punctuation', '', '.,;!?'],
  ['dashes', 'Yasuo', ' - '],
  ['commas', 'Yasuo', ', '],
  ['colons', 'Legend', ':'],
  ['parentheses', 'Main Deck', ' (1)'],
  ['letters', '', 'a '],
  ['base32 words', '', 'CEAQ '],
  ['count and word', '', '1 a '],
  ['TCG Live cards run together', '', '4 Mew ex 30C 66 '],
  ['TCG Live cards, one not found', '4 Nobody ex SVI 999 ', '4 Mew ex 30C 66 '],
  ['Turny.gg cards run together', '', '3 Charm OGN 43 '],
  ['Piltover Archive cards run together', 'MainDeck: ', '3 Charm '],
  ['headers', '', 'Trainer: 4 '],
  ['Energy names', '', '4 Basic {P} Energy '],
  ['PTCG1 entries', 'PTCG1.sv1:', '4x1,'],
];

const fill = (prefix: string, unit: string, size: number) =>
  prefix + unit.repeat(Math.ceil((size - prefix.length) / unit.length));

function fastest(run: () => void, tries: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tries; i++) {
    const t = performance.now();
    run();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

/** Time of one 100 KB read over ten 10 KB reads of the same pattern. */
function growth(read: (text: string) => unknown, prefix: string, unit: string): number {
  const small = fill(prefix, unit, 10_000);
  const big = fill(prefix, unit, 100_000);
  read(small);
  const tenSmall = fastest(() => {
    for (let i = 0; i < 10; i++) read(small);
  }, 2);
  const oneBig = fastest(() => read(big), 2);
  // Below a millisecond both sides are timer noise: count them as a millisecond.
  return Math.max(oneBig, 1) / Math.max(tenSmall, 1);
}

describe('every reader is linear in its input (10 KB vs 100 KB of one pattern)', () => {
  it.each(READERS)('%s', (_name, read) => {
    const slow: string[] = [];
    for (const [pattern, prefix, unit] of PATTERNS) {
      // A busy machine (or a garbage collection) can stall one run: a ratio at the bound is
      // measured twice more, and only the smallest of the three counts.
      const ratios = [growth(read, prefix, unit)];
      while (ratios.length < 3 && Math.min(...ratios) >= 5) ratios.push(growth(read, prefix, unit));
      if (Math.min(...ratios) >= 5)
        slow.push(`${pattern}: ${ratios.map((r) => `${r.toFixed(1)}x`).join(', ')}`);
    }
    expect(slow).toEqual([]);
  });

  it('random patterns never grow super-linearly either', () => {
    const unit = fc.string({
      unit: fc.constantFrom(' ', '\n', '1', 'a', 'A', ':', ',', '-', 'x', '(', ')', '.', '{', '4'),
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(unit, fc.constantFrom(...READERS.slice(3, 7)), (u, [, read]) => {
        const ratio = growth(read, '', u);
        expect(ratio < 5 || growth(read, '', u) < 5).toBe(true);
      }),
      { numRuns: 15 },
    );
  });
});
