// Issue 35, part 1: a paste that lost its line breaks, against a catalog that lacks some of its
// cards, still loads every card the catalog has. Over the 17 real TCG Live lists (and Riftbound
// decks of the real card pool in both list formats), with random catalog gaps and random lost
// breaks: no card arrives that the text did not list, every listed card arrives or is covered by
// a warning whose range spans it, and (all breaks lost, a tenth of the cards missing) at least
// 99% of the readable cards arrive.
import { readdirSync } from 'node:fs';
import type { CardCatalog } from '@tcgkit/cards';
import { sampleCatalogs } from '@tcgkit/cards/samples';
import type { Issue, Result } from '@tcgkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleCatalog } from '../../../examples/catalogs/load.js';
import {
  DeckCodeWarnings,
  type DeckEntry,
  formatPiltoverList,
  formatTurnyList,
  type ParsedList,
  parsePiltoverList,
  parsePtcgLiveList,
  parseTurnyList,
} from '../src/index.js';
import { MAX_CARD_WARNINGS } from '../src/list-tools.js';
import { fixture, liveCatalog } from './helpers.js';

type Parse = (text: string, catalog: CardCatalog) => Result<ParsedList>;

/** A small seeded generator (mulberry32), so the measurement is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The catalog without about `rate` of its cards (a site whose catalog lags a set release). */
function withGaps<C extends CardCatalog>(catalog: C, seed: number, rate: number): C {
  const next = random(seed);
  return { ...catalog, cards: catalog.cards.filter(() => next() >= rate) } as C;
}

/** A card line of a list: where it is in the paste, its copies, and what it loads on its own. */
interface Listed {
  readonly line: string;
  readonly start: number;
  readonly end: number;
  readonly count: number;
  /** The ref the line loads read alone against the (gapped) catalog: a readable card. */
  readonly ref?: string;
}

/** The lines of a list pasted with some breaks lost (`lost(i)`: the break after line `i`). */
function paste(
  lines: readonly string[],
  lost: (i: number) => boolean,
  gap: (i: number) => string,
  eol = '\n',
) {
  let text = '';
  const at: { start: number; end: number }[] = [];
  lines.forEach((line, i) => {
    if (i > 0) text += lost(i - 1) ? gap(i) : eol;
    const trimmed = line.trim();
    const start = text.length + line.indexOf(trimmed === '' ? line : trimmed);
    text += line;
    at.push({ start, end: start + trimmed.length });
  });
  return { text, at };
}

/** The card lines of a clean list, each read alone: cards that read with the catalog given. */
function listed(
  lines: readonly string[],
  at: readonly { start: number; end: number }[],
  parse: Parse,
  full: CardCatalog,
  gapped: CardCatalog,
): Listed[] {
  const out: Listed[] = [];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!/^\d{1,3}[xX]?\s/.test(line)) return;
    const alone = parse(line, full);
    if (!alone.ok || alone.value.cardLines !== 1) return; // not a card line of the format
    const read = parse(line, gapped);
    const entry = read.ok ? [...read.value.main, ...read.value.sideboard][0] : undefined;
    out.push({
      line,
      ...at[i]!,
      count: Number(/^\d+/.exec(line)![0]),
      ...(entry === undefined ? {} : { ref: entry.ref }),
    });
  });
  return out;
}

/** Warnings that say something was skipped, and so may account for a card that did not arrive. */
const W = DeckCodeWarnings;
const SKIPPED: ReadonlySet<string> = new Set([
  DeckCodeWarnings.unknownCard,
  DeckCodeWarnings.unknownSetCode,
  DeckCodeWarnings.mergedLine,
  DeckCodeWarnings.unreadableLine,
]);

const rangeOf = (w: Issue) => {
  const m = /^@(\d+)-(\d+)$/.exec(w.path ?? '');
  return m === null ? undefined : { start: Number(m[1]), end: Number(m[2]) };
};

interface Tally {
  /** Copies of readable cards. */
  readable: number;
  /** Of those, copies that arrived. */
  arrived: number;
  /** Cards that arrived though the text did not list them (`2 × ref`). */
  invented: string[];
  /** Listed cards that neither arrived nor are covered by a skip warning. */
  silent: string[];
}

const tallyOf = (entries: readonly DeckEntry[]) => {
  const m = new Map<string, number>();
  for (const e of entries) m.set(e.ref, (m.get(e.ref) ?? 0) + e.count);
  return m;
};

/** Compares what a paste loaded with what its lines say, into `t`. */
function account(cards: readonly Listed[], result: Result<ParsedList>, t: Tally): void {
  const deck = result.ok ? tallyOf([...result.value.main, ...result.value.sideboard]) : new Map();
  const skips = result.ok
    ? result.warnings.filter((w) => SKIPPED.has(w.code)).flatMap((w) => rangeOf(w) ?? [])
    : [];
  const covered = (c: Listed) => skips.some((r) => r.start <= c.start && r.end >= c.end);
  const expected = new Map<string, number>();
  for (const c of cards)
    if (c.ref !== undefined) expected.set(c.ref, (expected.get(c.ref) ?? 0) + c.count);
  for (const [ref, count] of deck as Map<string, number>) {
    const extra = count - (expected.get(ref) ?? 0);
    if (extra > 0) t.invented.push(`${extra} × ${ref}`);
  }
  for (const [ref, want] of expected) {
    const got = Math.min(want, deck.get(ref) ?? 0);
    t.readable += want;
    t.arrived += got;
    if (got === want) continue;
    // Copies missing: the lines of this card not covered by a warning cannot be more than arrived.
    const bare = cards.filter((c) => c.ref === ref && !covered(c));
    if (bare.reduce((s, c) => s + c.count, 0) > got) t.silent.push(...bare.map((c) => c.line));
  }
  for (const c of cards) if (c.ref === undefined && !covered(c)) t.silent.push(c.line);
}

const emptyTally = (): Tally => ({ readable: 0, arrived: 0, invented: [], silent: [] });
const percent = (t: Tally) => `${((100 * t.arrived) / Math.max(1, t.readable)).toFixed(1)}%`;
const report = (name: string, t: Tally) =>
  console.log(`${name}: ${t.arrived} of ${t.readable} readable cards arrive (${percent(t)})`);

const GAP_SEPARATORS = [' ', '  ', '\t', ' \t '];

interface Source {
  readonly name: string;
  readonly parse: Parse;
  readonly catalog: CardCatalog;
  /** The clean lists, as lines. */
  readonly lists: readonly (readonly string[])[];
}

/** One paste of every list of a source with all breaks lost, against one gapped catalog. */
function measureAllLost(source: Source, seed: number, rate: number, t: Tally): void {
  const gapped = withGaps(source.catalog, seed, rate);
  for (const lines of source.lists) {
    const { text, at } = paste(
      lines,
      () => true,
      () => ' ',
    );
    const cards = listed(lines, at, source.parse, source.catalog, gapped);
    account(cards, source.parse(text, gapped), t);
  }
}

/** The property: random gaps, random lost breaks (some or all), random white space. */
function property(source: Source, runs: number): Tally {
  const t = emptyTally();
  fc.assert(
    fc.property(
      fc.nat({ max: source.lists.length - 1 }),
      fc.integer(),
      fc.constantFrom(0.02, 0.1, 0.25, 0.5),
      fc.constantFrom('all', 'some') as fc.Arbitrary<'all' | 'some'>,
      fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
      fc.array(fc.constantFrom(...GAP_SEPARATORS), { minLength: 1, maxLength: 5 }),
      fc.constantFrom('\n', '\r\n'),
      (which, seed, rate, drop, keep, gaps, eol) => {
        const lines = source.lists[which]!;
        const gapped = withGaps(source.catalog, seed, rate);
        const { text, at } = paste(
          lines,
          (i) => drop === 'all' || !keep[i % keep.length],
          (i) => gaps[i % gaps.length]!,
          eol,
        );
        const cards = listed(lines, at, source.parse, source.catalog, gapped);
        const one = emptyTally();
        account(cards, source.parse(text, gapped), one);
        expect(one.invented, text).toEqual([]);
        expect(one.silent, text).toEqual([]);
        t.readable += one.readable;
        t.arrived += one.arrived;
      },
    ),
    { numRuns: runs },
  );
  return t;
}

const stub = liveCatalog();
const liveLists = readdirSync(new URL('./fixtures/pokemon-tcg-live/', import.meta.url))
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => fixture(`pokemon-tcg-live/${f}`).trimEnd().split(/\r?\n/));

const riftbound = exampleCatalog('riftbound');

/**
 * Riftbound decks of the real card pool, as Piltover Archive and Turny.gg write them: a Legend,
 * a champion, 3 Battlefields, 12 runes, 39 more main-deck cards, and (Piltover Archive) a sideboard.
 */
function riftboundDecks(count: number, seed: number) {
  const next = random(seed);
  const byType = (type: string) =>
    riftbound.cards.filter((c) => (c.game?.type ?? 'unit') === type && c.printings?.length);
  const legends = byType('legend');
  const runes = byType('rune');
  const fields = byType('battlefield');
  const others = riftbound.cards.filter(
    (c) =>
      !['legend', 'rune', 'battlefield', 'token'].includes(c.game?.type ?? '') &&
      c.printings?.length,
  );
  const pick = <T>(from: readonly T[], n: number): T[] => {
    const pool = [...from];
    const out: T[] = [];
    while (out.length < n && pool.length > 0)
      out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return out;
  };
  const ref = (c: (typeof riftbound.cards)[number]) => c.printings![0]!.id;
  const decks: { main: DeckEntry[]; sideboard: DeckEntry[] }[] = [];
  for (let d = 0; d < count; d++) {
    const main: DeckEntry[] = [
      ...pick(legends, 1).map((c) => ({ ref: ref(c), count: 1 })),
      ...pick(fields, 3).map((c) => ({ ref: ref(c), count: 1 })),
      ...pick(runes, 2).map((c, i) => ({ ref: ref(c), count: i === 0 ? 7 : 5 })),
    ];
    let left = 40;
    for (const c of pick(others, 20)) {
      if (left === 0) break;
      const n = Math.min(left, 1 + Math.floor(next() * 3));
      main.push({ ref: ref(c), count: n });
      left -= n;
    }
    const sideboard = pick(others, 3).map((c) => ({
      ref: ref(c),
      count: 1 + Math.floor(next() * 2),
    }));
    decks.push({ main, sideboard });
  }
  return decks;
}

const decks = riftboundDecks(12, 35);
const SOURCES: readonly Source[] = [
  {
    name: 'TCG Live (17 real lists, stub catalog)',
    parse: parsePtcgLiveList,
    catalog: stub,
    lists: liveLists,
  },
  {
    name: 'TCG Live (17 real lists, the real Scarlet & Violet pool)',
    parse: parsePtcgLiveList,
    catalog: exampleCatalog('pokemon'),
    lists: liveLists,
  },
  {
    name: 'Piltover Archive (12 decks of the real Riftbound pool)',
    parse: parsePiltoverList,
    catalog: riftbound,
    lists: decks.map((d) => formatPiltoverList(d, riftbound).text.split('\n')),
  },
  {
    name: 'Turny.gg (12 decks of the real Riftbound pool)',
    parse: parseTurnyList,
    catalog: riftbound,
    lists: decks.map((d) => formatTurnyList(d.main, riftbound).text.split('\n')),
  },
];

describe('issue 35: a paste with lost line breaks, against a catalog with gaps', () => {
  it.each(SOURCES)('$name: all breaks lost, 10% of the cards missing: >= 99% arrive', (source) => {
    const t = emptyTally();
    for (let seed = 1; seed <= 8; seed++) measureAllLost(source, seed, 0.1, t);
    report(`${source.name}, all breaks lost, 10% gap, 8 seeds`, t);
    expect(t.invented).toEqual([]);
    expect(t.silent).toEqual([]);
    expect(t.arrived / t.readable).toBeGreaterThanOrEqual(0.99);
  });

  it.each(SOURCES)(
    '$name: random gaps and lost breaks: nothing invented, nothing lost silently',
    (source) => {
      const t = property(source, 60);
      report(`${source.name}, random gaps and lost breaks`, t);
      expect(t.readable).toBeGreaterThan(0);
    },
  );
});

describe('issue 35: a huge line of cards run together is read piece by piece, warnings bounded', () => {
  const copies = 5_000;
  const unit = '4 Mew ex 30C 66 2 Nobody ex SVI 999 1 Crispin PRE 105 hello ';
  const text = unit.repeat(copies);

  it(`${copies} times "${unit.trim()}" on one line (${Math.round(text.length / 1000)} KB)`, () => {
    const r = parsePtcgLiveList(text, sampleCatalogs.pokemon);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.main).toEqual([
      { ref: 'me55-66', count: 4 * copies },
      { ref: 'sv8pt5-105', count: copies },
    ]);
    expect(r.value.cardLines).toBe(3 * copies);
    const byCode = new Map<string, Issue[]>();
    for (const w of r.warnings) byCode.set(w.code, [...(byCode.get(w.code) ?? []), w]);
    // 200 warnings of a code one by one, then one that counts the rest and spans them.
    for (const code of [W.unknownCard, W.mergedLine, W.mergedDuplicate]) {
      const list = byCode.get(code) ?? [];
      expect(list, code).toHaveLength(MAX_CARD_WARNINGS + 1);
      const rest = list[list.length - 1]!;
      const more = code === W.mergedDuplicate ? 2 * copies - 2 : copies;
      expect(rest.message, code).toMatch(new RegExp(`^${more - MAX_CARD_WARNINGS} more `));
      // The summary spans the pieces it counts, up to the last one.
      const end = Number(/-(\d+)$/.exec(rest.path ?? '')?.[1]);
      expect(end, code).toBeGreaterThan(text.length - unit.length);
    }
    expect(byCode.get(W.unknownCard)![0]!.path).toBe('@16-35');
    expect(byCode.get(W.mergedLine)![0]!.path).toBe(
      `@${unit.indexOf('hello')}-${unit.indexOf('hello') + 5}`,
    );
    expect(r.warnings.length).toBeLessThan(4 * (MAX_CARD_WARNINGS + 1));
  });

  it('with every card unknown, the answer is still a few hundred warnings', () => {
    const r = parsePtcgLiveList('2 Nobody ex SVI 999 '.repeat(20_000), sampleCatalogs.pokemon);
    expect(r.ok && r.value.main).toEqual([]);
    expect(r.ok && r.warnings.length).toBe(1 + MAX_CARD_WARNINGS + 1); // resplit, 200, the rest
    expect(r.ok && r.warnings[r.warnings.length - 1]!.message).toBe(
      '19800 more cards are not in the catalog; they were skipped (a newer catalog may hold them).',
    );
  });
});
