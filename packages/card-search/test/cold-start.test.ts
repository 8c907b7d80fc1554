// The first searches of a new catalog prepare cards and build indexes lazily, a piece at a time
// (names and texts folded on first use, the rules-text index grown a slice per search, the name
// index built when it would narrow): whatever has been built so far, a search must find exactly
// what it finds on the same catalog with everything prepared and every index complete.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { fold } from '../src/fold.js';
import {
  type AnySearchCard,
  compile,
  type LorSearchCard,
  type SearchGame,
  searchDefinition,
} from '../src/index.js';
import {
  fieldPostings,
  gameCache,
  namePostings,
  preparedField,
  prepareList,
  TRIGRAM_STEP_CHARS,
  textTrigrams,
  trigramStep,
} from '../src/prepared.js';

afterEach(() => {
  trigramStep.chars = TRIGRAM_STEP_CHARS;
});

/** Prepares every card's every field and builds every index of `cards` to the end. */
function buildEverything(game: SearchGame, cards: readonly object[]): void {
  const def = searchDefinition(game) as never as Parameters<typeof gameCache>[0];
  const index = prepareList(gameCache(def), def.fields.length, cards as AnySearchCard[]);
  def.fields.forEach((field, i) => {
    for (const p of index.list) {
      const f = preparedField(p, i, field);
      void f.strings;
    }
    if (field.kind === 'value' || field.kind === 'number') fieldPostings(index, i, field);
  });
  for (const p of index.list) {
    void p.nameWordIds;
    void p.nameKey;
  }
  namePostings(index);
  const textIndex = def.fields.findIndex((f) => f.name === 'text');
  const text = def.fields[textIndex] as (typeof def.fields)[number];
  for (let k = 0; k < 100_000; k++) {
    if (textTrigrams(index, textIndex, text).trigrams.upTo >= index.list.length) break;
  }
  expect(index.textTrigrams?.upTo).toBe(index.list.length);
}

const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id);

/** Ranked and unranked results, and whether the search finished, with no work budget. */
function results(query: string, game: SearchGame, cards: readonly { id: string }[]) {
  const q = compile(query, game);
  const ranked = q.searchReport(cards as never[], { budget: Number.POSITIVE_INFINITY });
  const unranked = q.search(cards as never[], { rank: false, budget: Number.POSITIVE_INFINITY });
  return { ranked: ids(ranked.cards as never), unranked: ids(unranked as never) };
}

const example = (game: SearchGame): { id: string }[] =>
  (
    JSON.parse(
      readFileSync(new URL(`../../../examples/catalogs/${game}.json`, import.meta.url), 'utf8'),
    ) as { cards: { id: string }[] }
  ).cards;

// Typos, prefixes, two-letter words, quoted phrases, and words next to fields and regexes.
const QUERIES: Record<SearchGame, readonly string[]> = {
  lor: [
    'gaern',
    'jnx',
    'sa monkey hunter',
    'gar',
    'draw',
    'vi',
    'of',
    '"draw 1"',
    '"omen hawk"',
    'ashe t:unit',
    'o:"deal 1" elusve',
    'o:/d.*w a/ frost',
    '-jinx cost<=2',
    'n:gar or n:tee',
  ],
  pokemon: [
    'pkachu',
    'pika',
    'charizrd ex',
    'ex',
    'mew',
    '"search your deck"',
    'o:"search your deck" basic',
    'pokemon',
    'pokémon',
    'flabebe',
    'n:iono',
    'hp>=120 water',
    'o:/heal.*damage/ grass',
  ],
  riftbound: [
    'yasou',
    'yas',
    'jinx',
    'vi',
    '"draw 1"',
    'fury draw',
    'o:"deal 3" unit',
    'master yi',
    'lee sin',
    'n:/^a/ or teemo',
  ],
};

describe('lazily built indexes give the same results as fully built ones', () => {
  for (const game of ['lor', 'pokemon', 'riftbound'] as const) {
    it(`on the real ${game} pool: each query as the first search of a fresh catalog, and in a row while the index grows`, () => {
      const real = example(game);
      const full = structuredClone(real);
      buildEverything(game, full);
      // A small slice, so the rows below run while the rules-text index is still partial.
      trigramStep.chars = 40_000;
      const growing = structuredClone(real);
      for (const query of QUERIES[game]) {
        const want = results(query, game, full);
        const brute = compile(query, game);
        expect(new Set(want.ranked), query).toEqual(
          new Set(ids(real.filter((c) => brute.matches(c as never)))),
        );
        expect(results(query, game, structuredClone(real)), `${query}, fresh`).toEqual(want);
        expect(results(query, game, growing), `${query}, in a row`).toEqual(want);
      }
    });
  }
});

describe('property: random small catalogs, lazy and fully built agree', () => {
  const nameWord = fc.constantFrom(
    'Sea',
    'Monkey',
    'Hunter',
    'Garen',
    'Jinx',
    'Vi',
    'of',
    'the',
    'Pokémon',
    'Flabébé',
    'Σίσυφος',
    'İzmir',
    'ſtrike',
    'e\u0301clair',
    'x',
    'ab',
    'Mew-ex',
  );
  const textPiece = fc.oneof(
    nameWord,
    fc.constantFrom('draw 1', 'deal 2', '\n', 'Pokémon', 'ΟΔΟΣ', 'enemy', 'ally'),
    fc.string({ unit: 'grapheme', maxLength: 6 }),
  );
  const card = fc.record({
    name: fc.array(nameWord, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
    description: fc.array(textPiece, { maxLength: 12 }).map((w) => w.join(' ')),
    levelUp: fc.option(fc.array(textPiece, { maxLength: 6 }).map((w) => w.join(' '))),
    cost: fc.integer({ min: 0, max: 5 }),
  });
  const catalog = fc.array(card, { minLength: 1, maxLength: 40 }).map((cs) =>
    cs.map(
      (c, i): LorSearchCard => ({
        id: String(i),
        name: c.name,
        setCode: 'set1',
        game: {
          typeRef: i % 2 ? 'Unit' : 'Spell',
          cost: c.cost,
          descriptionRaw: c.description,
          ...(c.levelUp === null ? {} : { levelupDescriptionRaw: c.levelUp }),
        },
      }),
    ),
  );
  const term = fc.oneof(
    nameWord.map((w) => w.toLowerCase()),
    fc.constantFrom('gaern', 'sa', 'monky', 'pokemon', 'σισυφος', 'izmir', 'strike', 'eclair'),
    fc.constantFrom('"draw 1"', 'o:"deal 2"', 'o:/d.*w/', 'n:ga', 'cost<=2', 't:unit', 'ally'),
    fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 4 })
      .filter((s) => /^[\p{L}\p{N}]+$/u.test(s)),
  );
  const queries = fc.array(
    fc.array(term, { minLength: 1, maxLength: 3 }).map((ts) => ts.join(' ')),
    { minLength: 1, maxLength: 6 },
  );
  it('every query of a row of searches finds what a fully built catalog finds', () => {
    fc.assert(
      fc.property(catalog, queries, fc.integer({ min: 1, max: 400 }), (cards, qs, step) => {
        const full = structuredClone(cards);
        buildEverything('lor', full);
        trigramStep.chars = step;
        const fresh = structuredClone(cards);
        for (const q of qs) {
          expect(results(q, 'lor', fresh), q).toEqual(results(q, 'lor', full));
        }
        trigramStep.chars = TRIGRAM_STEP_CHARS;
      }),
      { numRuns: 150 },
    );
  });
});

describe('a text field is folded in one call', () => {
  it('property: the fold of the strings joined by newlines is the strings folded one by one, joined', () => {
    const def = searchDefinition('lor') as never as Parameters<typeof gameCache>[0];
    const textIndex = def.fields.findIndex((f) => f.name === 'text');
    const text = def.fields[textIndex] as (typeof def.fields)[number];
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc
        .array(fc.constantFrom('Σ', 'σ', 'A', ' ', '\u0301', "'", '\n', 'é', 'İ', 'ſ', 'ß', '.'), {
          maxLength: 8,
        })
        .map((cs) => cs.join('')),
    );
    fc.assert(
      fc.property(piece, fc.option(piece), (rules, levelUp) => {
        const card = {
          id: 'x',
          name: 'x',
          setCode: 's',
          game: {
            descriptionRaw: rules,
            ...(levelUp === null ? {} : { levelupDescriptionRaw: levelUp }),
          },
        };
        const [p] = prepareList(gameCache(def), def.fields.length, [card as AnySearchCard]).list;
        const f = preparedField(p as never, textIndex, text);
        const raw = [rules, levelUp].filter((s): s is string => !!s);
        expect(f.joined).toBe(raw.map(fold).join('\n'));
        expect(f.strings).toEqual(raw.map(fold));
      }),
      { numRuns: 2000 },
    );
  });
});
