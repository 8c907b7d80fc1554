import { describe, expect, it } from 'vitest';
import { CardSearchErrorCode, format, MAX_QUERY_LENGTH, parse } from '../src/index.js';
import { shape } from './helpers.js';

const w = (word: string) => ({ word, mode: 'plain', quoted: false });
const tree = (q: string) => shape(parse(q).ast);
const codes = (q: string) => parse(q).issues.map((i) => [i.code, i.start, i.end]);

describe('Combining terms table', () => {
  it('a b: both a and b must match', () => {
    expect(tree('a b')).toEqual({ and: [w('a'), w('b')] });
  });
  it('a or b: either; OR works too', () => {
    expect(tree('a or b')).toEqual({ or: [w('a'), w('b')] });
    expect(tree('a OR b')).toEqual(tree('a or b'));
  });
  it('-a: leave out; works before any term or group: -t:spell, -(a or b)', () => {
    expect(tree('-a')).toEqual({ not: w('a') });
    expect(tree('-t:spell')).toEqual({
      not: { field: 't', op: ':', value: 'spell', mode: 'plain', quoted: false },
    });
    expect(tree('-(a or b)')).toEqual({ not: { or: [w('a'), w('b')] } });
  });
  it('(a or b) c: parentheses group terms', () => {
    expect(tree('(a or b) c')).toEqual({ and: [{ or: [w('a'), w('b')] }, w('c')] });
  });
  it('a b or c: terms next to each other are joined first, so this is (a b) or c', () => {
    expect(tree('a b or c')).toEqual({ or: [{ and: [w('a'), w('b')] }, w('c')] });
    expect(tree('a b or c')).toEqual(tree('(a b) or c'));
    expect(tree('a (b or c)')).not.toEqual(tree('a b or c'));
  });
  it('nested groups flatten: ((a b) c) is a b c; a or (b or c) is a or b or c', () => {
    expect(tree('((a b) c)')).toEqual(tree('a b c'));
    expect(tree('a or (b or c)')).toEqual(tree('a or b or c'));
  });
});

describe('Matching text syntax', () => {
  it('word, "two words", field:"two words", field:!value, field:/pattern/', () => {
    expect(tree('word')).toEqual(w('word'));
    expect(tree('"two words"')).toEqual({ word: 'two words', mode: 'plain', quoted: true });
    expect(tree('o:"two words"')).toEqual({
      field: 'o',
      op: ':',
      value: 'two words',
      mode: 'plain',
      quoted: true,
    });
    expect(tree('n:!vi')).toEqual({
      field: 'n',
      op: ':',
      value: 'vi',
      mode: 'exact',
      quoted: false,
    });
    expect(tree('n:!"two words"')).toEqual({
      field: 'n',
      op: ':',
      value: 'two words',
      mode: 'exact',
      quoted: true,
    });
    expect(tree('n:/^the /')).toEqual({
      field: 'n',
      op: ':',
      value: '^the ',
      mode: 'regex',
      quoted: false,
    });
  });
  it('the word or is special; to search for it, quote it: "or"', () => {
    expect(tree('"or"')).toEqual({ word: 'or', mode: 'plain', quoted: true });
    expect(tree('a "or" b')).toEqual({
      and: [w('a'), { word: 'or', mode: 'plain', quoted: true }, w('b')],
    });
  });
  it('Or in mixed case is a plain word (only or and OR are special)', () => {
    expect(tree('a Or b')).toEqual({ and: [w('a'), w('Or'), w('b')] });
  });
  it('field names are lower-cased; values keep their case', () => {
    expect(tree('T:Unit')).toEqual({
      field: 't',
      op: ':',
      value: 'Unit',
      mode: 'plain',
      quoted: false,
    });
  });
  it('escaped quotes inside quotes', () => {
    expect(tree('o:"say \\"hi\\""')).toEqual({
      field: 'o',
      op: ':',
      value: 'say "hi"',
      mode: 'plain',
      quoted: true,
    });
  });
  it('!value and /re/ on a plain word parse, with a warning that they compare against name and text', () => {
    expect(tree('!vi')).toEqual({ word: 'vi', mode: 'exact', quoted: false });
    expect(tree('/^vi/')).toEqual({ word: '^vi', mode: 'regex', quoted: false });
    expect(codes('/^vi/')).toEqual([[CardSearchErrorCode.PatternWithoutField, 0, 5]]);
  });
  it('/ inside a word is literal: regex only after an operator or at the start of a term', () => {
    expect(tree('a/b/')).toEqual(w('a/b/'));
    expect(tree('o:1/2')).toEqual({
      field: 'o',
      op: ':',
      value: '1/2',
      mode: 'plain',
      quoted: false,
    });
  });
  it('- inside a word is literal: is:v-union', () => {
    expect(tree('is:v-union')).toEqual({ shortcut: 'v-union', negated: false, quoted: false });
  });
});

describe('Comparing operators', () => {
  it('each operator after a field: : = != < <= > >=', () => {
    for (const op of [':', '=', '!=', '<', '<=', '>', '>=']) {
      expect(tree(`cost${op}3`)).toEqual({
        field: 'cost',
        op,
        value: '3',
        mode: 'plain',
        quoted: false,
      });
    }
  });
});

describe('Shortcut syntax', () => {
  it('is:name, not:name, is:"two words"', () => {
    expect(tree('is:champion')).toEqual({ shortcut: 'champion', negated: false, quoted: false });
    expect(tree('not:ex')).toEqual({ shortcut: 'ex', negated: true, quoted: false });
    expect(tree('is:"ace spec"')).toEqual({ shortcut: 'ace spec', negated: false, quoted: true });
  });
  it('keeps the case of the shortcut name (is:EX differs from is:ex)', () => {
    expect(tree('is:EX')).toEqual({ shortcut: 'EX', negated: false, quoted: false });
  });
});

describe('errors with exact ranges (the valid part still parses)', () => {
  const cases: [string, string, number, number, unknown][] = [
    ['()', CardSearchErrorCode.EmptyGroup, 0, 2, null],
    ['a () b', CardSearchErrorCode.EmptyGroup, 2, 4, { and: [w('a'), w('b')] }],
    ['(a', CardSearchErrorCode.UnclosedParen, 0, 1, w('a')],
    ['a) b', CardSearchErrorCode.UnmatchedParen, 1, 2, { and: [w('a'), w('b')] }],
    [
      't:unit cost<=',
      CardSearchErrorCode.MissingValue,
      7,
      13,
      { field: 't', op: ':', value: 'unit', mode: 'plain', quoted: false },
    ],
    ['a - b', CardSearchErrorCode.DanglingNegation, 2, 3, { and: [w('a'), w('b')] }],
    ['a -', CardSearchErrorCode.DanglingNegation, 2, 3, w('a')],
    ['(a -)', CardSearchErrorCode.DanglingNegation, 3, 4, w('a')],
    ['-or a', CardSearchErrorCode.DanglingNegation, 0, 1, w('a')],
    ['or a', CardSearchErrorCode.DanglingOr, 0, 2, w('a')],
    ['a or', CardSearchErrorCode.DanglingOr, 2, 4, w('a')],
    ['(a or) b', CardSearchErrorCode.DanglingOr, 3, 5, { and: [w('a'), w('b')] }],
    ['cost <= 3', CardSearchErrorCode.OperatorWithoutField, 5, 7, { and: [w('cost'), w('3')] }],
    [':x a', CardSearchErrorCode.OperatorWithoutField, 0, 2, w('a')],
    ['a o:"draw', CardSearchErrorCode.UnclosedQuote, 4, 9, w('a')],
    ['"abc', CardSearchErrorCode.UnclosedQuote, 0, 4, null],
    ['n:/abc a', CardSearchErrorCode.UnclosedRegex, 2, 8, null],
    ['n:/[a/ b', CardSearchErrorCode.UnclosedRegex, 2, 8, null],
    ['n:/a(/ b', CardSearchErrorCode.InvalidRegex, 2, 6, w('b')],
    ['n:/a/g b', CardSearchErrorCode.InvalidRegex, 5, 6, w('b')],
    ['n:/(a)\\1/ b', CardSearchErrorCode.UnsafeRegex, 2, 9, w('b')],
    ['cost</x/ b', CardSearchErrorCode.MisplacedPattern, 0, 8, w('b')],
    ['n=!vi b', CardSearchErrorCode.MisplacedPattern, 0, 5, w('b')],
    ['is>x b', CardSearchErrorCode.ShortcutOperator, 0, 4, w('b')],
    ['is:/x/ b', CardSearchErrorCode.ShortcutOperator, 0, 6, w('b')],
    ['n:! b', CardSearchErrorCode.MissingValue, 0, 3, w('b')],
  ];
  for (const [q, code, start, end, ast] of cases) {
    it(`${JSON.stringify(q)}: ${code} at ${start}-${end}`, () => {
      const p = parse(q);
      expect(p.issues.map((i) => [i.code, i.start, i.end])).toContainEqual([code, start, end]);
      expect(shape(p.ast)).toEqual(ast);
      for (const i of p.issues) expect(i.message.length).toBeGreaterThan(10);
    });
  }
  it('(a or b reports the unclosed paren and keeps the group', () => {
    expect(tree('(a or b')).toEqual({ or: [w('a'), w('b')] });
    expect(codes('(a or b')).toEqual([[CardSearchErrorCode.UnclosedParen, 0, 1]]);
  });
  it('spans point at the term', () => {
    const p = parse('t:unit  -kw:elusive');
    const ast = p.ast;
    expect(ast?.type).toBe('and');
    if (ast?.type !== 'and') return;
    expect([ast.children[0]?.start, ast.children[0]?.end]).toEqual([0, 6]);
    expect([ast.children[1]?.start, ast.children[1]?.end]).toEqual([8, 19]);
    expect('t:unit  -kw:elusive'.slice(ast.start, ast.end)).toBe('t:unit  -kw:elusive');
  });
  it('nesting deeper than 64 levels is refused as a whole with card-search/too-deep (no stack overflow)', () => {
    for (const q of [`${'('.repeat(1_900)}a`, `${'-'.repeat(1_900)}a`, `${'(-'.repeat(900)}a`]) {
      const p = parse(q);
      expect(p.ast).toBeNull();
      expect(p.issues.map((i) => [i.code, i.start, i.end])).toEqual([
        [CardSearchErrorCode.TooDeep, 64, 65],
      ]);
    }
    const ok = `${'('.repeat(64)}a${')'.repeat(64)}`;
    expect(parse(ok).issues).toEqual([]);
    expect(tree(ok)).toEqual(w('a'));
  });
  it(`a query longer than ${MAX_QUERY_LENGTH} characters is refused as a whole with card-search/too-long`, () => {
    const fits = 'a '.repeat(MAX_QUERY_LENGTH / 2);
    expect(fits.length).toBe(MAX_QUERY_LENGTH);
    expect(parse(fits).issues).toEqual([]);
    for (const q of [
      `${fits}b`,
      `${'('.repeat(50_000)}a`,
      `${'-'.repeat(50_000)}a`,
      'n:ab or '.repeat(125_000),
      ' '.repeat(1_000_000),
    ]) {
      const p = parse(q);
      expect(p.ast).toBeNull();
      // The characters past the limit, so an editor can underline them.
      expect(p.issues).toEqual([
        {
          code: CardSearchErrorCode.TooLong,
          start: MAX_QUERY_LENGTH,
          end: q.length,
          severity: 'error',
          message: `This query is ${q.length.toLocaleString('en-US')} characters long, and a search reads at most 2,000: shorten it.`,
        },
      ]);
    }
  });
  it('an empty or blank query has no tree and no issues', () => {
    expect(parse('').ast).toBeNull();
    expect(parse('   ').issues).toEqual([]);
  });
  it('format restates the valid part', () => {
    const p = parse('  t:Unit   (region:demacia OR  region:ionia) ()');
    expect(p.ast && format(p.ast)).toBe('t:Unit (region:demacia or region:ionia)');
  });
});
