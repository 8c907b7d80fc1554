import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compile,
  explain,
  mixOf,
  parse,
  type QueryNode,
  type SearchGame,
  searchDefinition,
} from '../src/index.js';
import { lorCards } from './fixtures/lor-cards.js';
import { pokemonCards } from './fixtures/pokemon-cards.js';
import { riftboundCards } from './fixtures/riftbound-cards.js';
import { shape } from './helpers.js';

const catalogs: Record<SearchGame, readonly object[]> = {
  lor: lorCards,
  pokemon: pokemonCards,
  riftbound: riftboundCards,
};
const games: SearchGame[] = ['lor', 'pokemon', 'riftbound'];

// A hang shows as the test's own time-out; speed is measured in bench/, never asserted here.
function checkQuery(q: string): void {
  const p = parse(q);
  for (const i of p.issues) {
    expect(i.start).toBeGreaterThanOrEqual(0);
    expect(i.end).toBeLessThanOrEqual(q.length);
    expect(i.start).toBeLessThanOrEqual(i.end);
    expect(i.code).toMatch(/^card-search\//);
  }
  for (const game of games) {
    const c = compile(p, game);
    c.search(catalogs[game] as never[]);
    explain(p, game);
    for (const i of c.issues) expect(i.end).toBeLessThanOrEqual(q.length);
  }
}

describe('fuzz: random strings never throw and never hang', () => {
  it('any unicode string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: 'binary' }), (q) => {
        checkQuery(q);
      }),
      { numRuns: 800, seed: 1 },
    );
  });
  it('strings over the query alphabet', () => {
    const unit = fc.constantFrom(
      ...'ab :=<>!-()"/\\|*+?{}[]^$.orOR1RC'.split(''),
      'or',
      'is:',
      'n:',
      'cost',
      't:',
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (q) => {
        checkQuery(q);
      }),
      { numRuns: 1500, seed: 2 },
    );
  });
  it('a few long queries', () => {
    checkQuery('('.repeat(100_000));
    checkQuery('-('.repeat(30_000));
    checkQuery(')'.repeat(2000));
    checkQuery('-'.repeat(2000));
    checkQuery('a or '.repeat(500));
    checkQuery(`${'('.repeat(500)}a${')'.repeat(500)}`);
    checkQuery('"'.repeat(1001));
    checkQuery(`n:/${'a'.repeat(150)}/`);
  });
  it('names of Object.prototype as fields, shortcuts and values (stage:constructor once threw)', () => {
    for (const name of [...Object.getOwnPropertyNames(Object.prototype), 'prototype']) {
      for (const q of [
        `${name}:x`,
        `is:${name}`,
        `not:${name}`,
        `t:${name}`,
        `t=${name}`,
        `stage:${name}`,
        `stage!=${name}`,
        `r>=${name}`,
        `kw:${name}`,
        `cost:{${name}}`,
        name,
      ]) {
        checkQuery(q);
      }
    }
    // An ordinary value that no card has, not the prototype's constructor function.
    expect(compile('stage:constructor', 'pokemon').search(pokemonCards)).toEqual([]);
    expect(explain('stage:constructor', 'pokemon')).toBe(
      'Cards where stage contains "constructor".',
    );
    expect(explain('t:constructor', 'lor')).toBe('Cards where type contains "constructor".');
    expect(explain('t:unit -is:constructor', 'riftbound')).toBe(
      'Cards where type contains "unit" and the unknown shortcut "is:constructor" (leaves out no cards).',
    );
    expect(mixOf(['Fire', 'constructor']).total).toBe(2);
    expect(mixOf(['Fire', 'constructor']).counts.every(Number.isInteger)).toBe(true);
  });
});

describe('fuzz: positions in the tree', () => {
  const walk = (node: QueryNode, visit: (n: QueryNode) => void): void => {
    visit(node);
    if (node.type === 'not') walk(node.child, visit);
    if (node.type === 'and' || node.type === 'or') for (const c of node.children) walk(c, visit);
  };
  it('every node lies inside the query, children in order, and each term re-parses alone to itself', () => {
    const unit = fc.constantFrom(
      'a',
      'jinx',
      ' ',
      ' ',
      'or',
      '(',
      ')',
      '-',
      '"',
      't:',
      'cost<=',
      '2',
      'n:!',
      '/',
      'x',
      'is:',
      '"a b"',
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 30 }), (q) => {
        const { ast } = parse(q);
        if (!ast) return;
        walk(ast, (n) => {
          expect(0 <= n.start && n.start <= n.end && n.end <= q.length).toBe(true);
          if (n.type === 'and' || n.type === 'or') {
            for (let i = 1; i < n.children.length; i++) {
              expect((n.children[i] as QueryNode).start).toBeGreaterThanOrEqual(
                (n.children[i - 1] as QueryNode).end,
              );
            }
          }
          if (n.type === 'word' || n.type === 'field' || n.type === 'shortcut') {
            const alone = parse(q.slice(n.start, n.end)).ast;
            expect(alone && shape(alone)).toEqual(shape(n));
          }
        });
      }),
      { numRuns: 1000, seed: 3 },
    );
  });
});

describe('malformed card data never throws', () => {
  // Catalog cards whose fields have the wrong types read as having no value there.
  const junk: Record<SearchGame, readonly object[]> = {
    lor: [
      {},
      { id: 'n', name: null },
      {
        id: 'x',
        name: 'Jinx',
        game: { cost: 'abc', regionRefs: 'Demacia', keywordRefs: null, descriptionRaw: 5 },
      },
      { id: 'z', name: 'Ez', game: null },
      { id: 'w', name: 5, game: { regionRefs: ['Demacia', null, 3], cost: Number.NaN } },
    ],
    pokemon: [
      { id: 'a', name: 'Pikachu', game: { attacks: 'x', subtypes: 'Basic', hp: {}, types: null } },
      {
        id: 'b',
        name: 'Mew',
        game: { attacks: [null, { cost: 'RR', damage: 5 }], weaknesses: [null] },
      },
    ],
    riftbound: [{ id: 'r', name: 'Yasuo', game: { domains: 'fury', tags: [1, null], might: '4' } }],
  };
  const ids = (q: string, game: SearchGame): string[] =>
    compile(q, game)
      .search(junk[game] as never[])
      .map((c: { id?: string }) => c.id ?? '?');
  it('every field and shortcut of every game, on cards with wrong types', () => {
    for (const game of games) {
      const def = searchDefinition(game);
      const queries = [
        'jinx',
        'draw',
        '"a b"',
        ...def.fields.flatMap((f) => [`${f.name}:a`, `${f.name}>=1`, `${f.name}!=a`]),
        ...def.shortcuts.flatMap((s) => [`is:"${s.name}"`, `not:"${s.name}"`]),
        'stage:final',
        'cost:RR',
      ];
      for (const q of queries) expect(() => ids(q, game), `${game} ${q}`).not.toThrow();
    }
  });
  it('the well-typed parts still match', () => {
    expect(ids('jinx', 'lor')).toEqual(['x']);
    expect(ids('region:demacia', 'lor')).toEqual(['w']);
    expect(ids('cost>=0', 'lor')).toEqual([]);
    expect(ids('pikachu', 'pokemon')).toEqual(['a']);
    expect(ids('yasuo', 'riftbound')).toEqual(['r']);
  });
});
