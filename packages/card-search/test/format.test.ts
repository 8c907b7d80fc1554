import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CardSearchErrorCode, compile, format, parse, type QueryNode } from '../src/index.js';
import { lorCards } from './fixtures/lor-cards.js';
import { pokemonCards } from './fixtures/pokemon-cards.js';
import { riftboundCards } from './fixtures/riftbound-cards.js';
import { shape } from './helpers.js';

const corpus = [
  't:unit cost<=2 region:demacia',
  'is:champion (region:freljord or region:ionia)',
  'kw:elusive -is:champion',
  't:spell o:"draw 1"',
  'r>=epic e:set1',
  'jnx',
  'n:!vi',
  'kw:strike',
  'is:landmark region:shurima',
  'region:bandle t:spell',
  't:water hp>=120',
  'is:ex t:fire',
  'subtype:supporter o:"search your deck"',
  'cost:RCC',
  'cost>=RR damage>=200',
  'cost:1 damage>=60',
  'retreat=0 stage:basic',
  'stage:2 weakness:fighting',
  'pkachu',
  'is:"ace spec"',
  'not:ex t:psychic stage:basic reg:h',
  'domain:fury t:unit cost<=3',
  'is:champion domain:calm',
  'kw:deflect might>=4',
  'tag:demacia',
  'r>=epic e:OGN',
  'domain:mind domain:order',
  't:gear -kw:equip',
  'power>=2',
  'a b or c',
  '(a or b) c',
  '-(a or b)',
  '-(a b) or -c',
  '--a',
  '"or"',
  '"say \\"hi\\""',
  'n:/^the /',
  'n:/a\\/b/',
  'o:"back\\\\slash"',
  'n:!"two words"',
  '!vi /^vi/',
  'cost:{Fire}{Colorless}',
  'cost:RR*',
  'a (b or (c d) or e) -(f or -g)',
  'is:EX not:"tag team"',
  'is:v-union',
  'name:""',
  'a:b:c',
  'x<=<3',
  'cost!=3 r<rare',
  'tpye:unit',
  `${'f'.repeat(65)}:x`,
  `${'field_'.repeat(30)}<=3 ${'a'.repeat(200)}:"two words"`,
];

describe('format(parse(q)) round trips', () => {
  for (const q of corpus) {
    it(JSON.stringify(q), () => {
      const p = parse(q);
      expect(p.issues.filter((i) => i.severity === 'error')).toEqual([]);
      expect(p.ast).not.toBeNull();
      const text = format(p.ast as QueryNode);
      const again = parse(text);
      expect(shape(again.ast)).toEqual(shape(p.ast));
      expect(again.issues.map((i) => i.code)).toEqual(p.issues.map((i) => i.code));
      // Canonical: formatting again changes nothing.
      expect(format(again.ast as QueryNode)).toBe(text);
    });
  }
  it('the formatted query finds the same cards in every game', () => {
    const games = [
      ['lor', lorCards],
      ['pokemon', pokemonCards],
      ['riftbound', riftboundCards],
    ] as const;
    for (const q of corpus) {
      const ast = parse(q).ast as QueryNode;
      for (const [game, cards] of games) {
        const a = compile(q, game).search(cards as never[]);
        const b = compile(format(ast), game).search(cards as never[]);
        expect(b).toEqual(a);
      }
    }
  });
  it('hand-built trees with values that need quotes are quoted', () => {
    const node: QueryNode = {
      type: 'word',
      value: 'two words',
      mode: 'plain',
      quoted: false,
      start: 0,
      end: 0,
    };
    expect(format(node)).toBe('"two words"');
    const or: QueryNode = {
      type: 'word',
      value: 'or',
      mode: 'plain',
      quoted: false,
      start: 0,
      end: 0,
    };
    expect(format(or)).toBe('"or"');
    const fieldLike: QueryNode = {
      type: 'word',
      value: 't:unit',
      mode: 'plain',
      quoted: false,
      start: 0,
      end: 0,
    };
    expect(format(fieldLike)).toBe('"t:unit"');
  });
});

describe('a field name longer than 64 characters', () => {
  it('is still a field (an unknown one, with a warning), never a plain word', () => {
    const name = 'f'.repeat(65);
    const p = parse(`${name}:x`);
    expect(shape(p.ast)).toEqual({
      field: name,
      op: ':',
      value: 'x',
      mode: 'plain',
      quoted: false,
    });
    expect(format(p.ast as QueryNode)).toBe(`${name}:x`);
    const c = compile(`${name}:x`, 'lor');
    expect(c.issues.map((i) => [i.code, i.start, i.end])).toEqual([
      [CardSearchErrorCode.UnknownField, 0, 65],
    ]);
  });
});

describe('fuzz: format(parse(q)) round trips on random token soups', () => {
  const token = fc.constantFrom(
    'a',
    'jinx',
    'or',
    'OR',
    '(',
    ')',
    '-',
    '"x y"',
    '"',
    't:unit',
    'cost<=2',
    'cost<',
    'n:!vi',
    'n:/^v/',
    '/x',
    'is:ex',
    'not:"ace spec"',
    ':',
    '!',
    'r>=epic',
    'n:/(a+)+/',
    '""',
    'o:"q\\"',
    '!=3',
    'a-b',
    'kw:',
    'e:set1',
    '\\',
  );
  it('parses, formats and re-parses to the same tree, with no new errors', () => {
    fc.assert(
      fc.property(
        fc.array(token, { maxLength: 12 }),
        fc.array(fc.constantFrom(' ', '', '  '), { maxLength: 12 }),
        (tokens, gaps) => {
          const q = tokens.map((t, i) => t + (gaps[i] ?? ' ')).join('');
          const p = parse(q);
          if (!p.ast) return true;
          const text = format(p.ast);
          const again = parse(text);
          expect(shape(again.ast)).toEqual(shape(p.ast));
          expect(again.issues.filter((i) => i.severity === 'error')).toEqual([]);
          return true;
        },
      ),
      { numRuns: 1500, seed: 42 },
    );
  });
});
