import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, type SearchGame } from '../src/index.js';
import { lorCards } from './fixtures/lor-cards.js';
import { pokemonCards } from './fixtures/pokemon-cards.js';
import { riftboundCards } from './fixtures/riftbound-cards.js';

const catalogs: [SearchGame, readonly object[]][] = [
  ['lor', lorCards],
  ['pokemon', pokemonCards],
  ['riftbound', riftboundCards],
];

// search() narrows with name and text indexes before checking cards; it must find exactly the
// cards that matches() accepts, in catalog order when not ranked.
describe('indexed search agrees with checking every card', () => {
  const term = fc.constantFrom(
    'jinx',
    'jnx',
    'gaern',
    'garen',
    'vi',
    'pkachu',
    'pikachu',
    'ex',
    'draw',
    'drw',
    '"draw 1"',
    '"omen hawk"',
    'o:draw',
    'o:"search your deck"',
    'n:char',
    'n:"grand plaza"',
    'n:!vi',
    'n=vi',
    'o=draw',
    'n:/^v/',
    'o:/draw/',
    'frostbite',
    'a',
    'zz',
    'the',
    't:unit',
    'cost<=2',
    '-jinx',
    '-o:draw',
    'is:champion',
    'n:mew',
    'n:mewtwo-gx',
    'o:"\n"',
    'x-y',
    'fury',
    // Regexes on RE2 (not provably linear on backtracking) and their literal prefilter.
    'o:/d.*w/',
    'o:/(a+)+$/',
    'n:/(.*e){2}/',
    'o:/an?.*card/',
    'o:/\\bdraw\\b/',
  );
  const query = fc
    .array(fc.tuple(term, fc.constantFrom(' ', ' or ', ' -', ' (', ') ')), {
      minLength: 1,
      maxLength: 5,
    })
    .map((parts) => parts.map(([t, sep]) => t + sep).join(''));
  it('for random queries in every game', () => {
    fc.assert(
      fc.property(query, (q) => {
        for (const [game, cards] of catalogs) {
          const compiled = compile(q, game);
          const all = (cards as never[]).filter((card) => compiled.matches(card));
          expect(compiled.search(cards as never[], { rank: false })).toEqual(all);
          expect(new Set(compiled.search(cards as never[]))).toEqual(new Set(all));
        }
      }),
      { numRuns: 400, seed: 99 },
    );
  });
  it('a card replaced in the same array is seen', () => {
    const cards = [...lorCards];
    const q = compile('jinx', 'lor');
    expect(q.search(cards).map((c) => c.name)).toContain('Jinx');
    const i = cards.findIndex((c) => c.name === 'Jinx');
    cards[i] = { ...cards[i]!, name: 'Powder' };
    expect(q.search(cards).map((c) => c.name)).not.toContain('Jinx');
    expect(
      compile('powder', 'lor')
        .search(cards)
        .map((c) => c.name),
    ).toEqual(['Powder']);
  });
});

describe('the rules-text index grows a slice at a time (no search pays for the whole catalog)', () => {
  it('search agrees with checking every card before, while and after the index covers the catalog', () => {
    const words = ['draw', 'card', 'strike', 'enemy', 'frostbite', 'ally', 'zq', 'nexus', 'deal'];
    const cards = Array.from({ length: 3000 }, (_, i) => ({
      id: String(i),
      name: `Card ${i}`,
      setCode: 's',
      game: {
        descriptionRaw: Array.from(
          { length: 80 },
          (_, k) => words[(i * 7 + k * k + (i % 13) * k) % words.length],
        ).join(' '),
      },
    }));
    // 3,000 texts of about 450 characters: more than one slice of TRIGRAM_STEP_CHARS.
    const queries = ['o:zq', 'o:"zq nexus"', 'frostbite', 'o:/zq.*deal/', 'o:"strike zq draw"'];
    for (let round = 0; round < 5; round++) {
      for (const q of queries) {
        const c = compile(q, 'lor');
        const want = cards.filter((card) => c.matches(card)).map((card) => card.id);
        const got = c.search(cards, { rank: false }).map((card) => card.id);
        expect(got, `${q}, search ${round + 1}`).toEqual(want);
      }
    }
  });
});
