import { describe, expect, it } from 'vitest';
import { CardSearchErrorCode, compile, type LorSearchCard } from '../src/index.js';
import { lorCards, names } from './fixtures/lor-cards.js';
import { riftboundCards } from './fixtures/riftbound-cards.js';

const find = (q: string): string[] => names(compile(q, 'lor').search(lorCards));
const issues = (q: string) =>
  compile(q, 'lor').issues.map((i) => [i.code, i.severity, i.start, i.end]);

describe('Matching text table', () => {
  it('word: names close to word (typos allowed) plus any card whose name or rules text contains word', () => {
    expect(find('gaern')).toEqual(['Garen', 'Garen']); // a swapped pair is one edit
    expect(find('frostbite')).toEqual(['Ashe', "Ashe's Frost Arrow"]); // rules text
    expect(find('draw')).toEqual(['Rummage', 'The Grand Plaza', 'Zaunite Urchin']);
  });
  it('n:word: names close to word, typos allowed (rules text is not searched)', () => {
    expect(find('n:gaern')).toEqual(['Garen', 'Garen']);
    expect(find('n:frostbite')).toEqual([]);
    expect(find('n:frost')).toEqual(["Ashe's Frost Arrow"]);
  });
  it('"two words": names or rules text containing exactly two words; quotes turn typo tolerance off', () => {
    expect(find('"omen hawk"')).toEqual(['Omen Hawk']);
    expect(find('"omen hwak"')).toEqual([]);
    expect(find('"draw 1"')).toEqual(['Rummage', 'Zaunite Urchin']);
    expect(find('"gaern"')).toEqual([]);
  });
  it('field:"two words": that field contains exactly two words', () => {
    expect(find('o:"draw 1"')).toEqual(['Rummage', 'Zaunite Urchin']);
    expect(find('n:"grand plaza"')).toEqual(['The Grand Plaza']);
  });
  it('field:!value: that field is exactly value, not just containing it', () => {
    expect(find('n:!vi')).toEqual(['Vi']);
    expect(find('n:!"the grand plaza"')).toEqual(['The Grand Plaza']);
    expect(find('n:!"the grand"')).toEqual([]);
  });
  it('field:/pattern/: regular expression ignoring case: n:/^the / finds names starting with "The"', () => {
    expect(find('n:/^the /')).toEqual(['The Grand Plaza']);
    expect(find('n:/^VI/')).toEqual(['Vi', 'Vile Feast', 'Viktor'].sort());
  });
  it('only names are typo-tolerant: o:draw finds "draws" and "Draw 1", o:drwa finds nothing', () => {
    expect(find('o:draw')).toEqual(['Rummage', 'The Grand Plaza', 'Zaunite Urchin']);
    expect(find('o:drwa')).toEqual([]);
  });
  it('! and /…/ on a plain word compare against the name and rules text', () => {
    expect(find('!vi')).toEqual(['Vi']);
    expect(find('!"frostbite an enemy."')).toEqual(["Ashe's Frost Arrow"]);
    expect(find('/^vi/')).toEqual(['Vi', 'Vile Feast', 'Viktor'].sort());
  });
  it('typo budget: 0 edits for one letter, 1 for 2-5, 2 for 6+', () => {
    expect(find('n:vu')).toEqual(['Vi']); // 2 letters: 1 edit, and only words of 1-3 letters are that close
    expect(find('n:xq')).toEqual([]);
    expect(find('n:jnx')).toEqual(['Jinx']); // 3 letters: 1 edit
    expect(find('n:jxn')).toEqual([]); // 2 edits
    expect(find('n:tristnaa')).toEqual(['Tristana']); // 8 letters: swap + ... within 2
    expect(find('n:trsitnaa')).toEqual(['Tristana']); // two swaps = 2 edits
    expect(find('n:trxstxnx')).toEqual([]); // 3 substitutions
  });
  it('two-letter words get one typo: "Sa Monkey Hunter" finds "Sea Monkey Hunter"', () => {
    const cards = [
      { id: '1', name: 'Sea Monkey Hunter', setCode: 's' },
      { id: '2', name: 'Monkey Hunter', setCode: 's' },
      { id: '3', name: 'Salt Monkey Hunter', setCode: 's' },
    ];
    const q = compile('Sa Monkey Hunter', 'lor');
    // "sa" is inside "salt" (a substring hit ranks first), one edit from "sea"; "Monkey Hunter" has no word near "sa".
    expect(q.search(cards).map((c) => c.name)).toEqual(['Salt Monkey Hunter', 'Sea Monkey Hunter']);
    expect(compile('n:"sa monkey"', 'lor').search(cards)).toEqual([]); // quotes: no typos
    // A one-letter word still has to be in the name.
    expect(compile('x monkey', 'lor').search(cards)).toEqual([]);
  });
  it('multi-word names: every word must be close to a word of the name', () => {
    expect(find('n:omen n:hwak')).toEqual(['Omen Hawk']);
    expect(find('navori conspirtor')).toEqual(['Navori Conspirator']);
  });
});

describe('Comparing numbers and ranks table', () => {
  const byCost = (test: (c: number) => boolean): string[] =>
    names(lorCards.filter((c: LorSearchCard) => c.game?.cost !== undefined && test(c.game.cost)));
  it(': = != < <= > >= on cost', () => {
    expect(find('cost:3')).toEqual(byCost((c) => c === 3));
    expect(find('cost=3')).toEqual(byCost((c) => c === 3));
    expect(find('cost!=3')).toEqual(byCost((c) => c !== 3));
    expect(find('cost<3')).toEqual(byCost((c) => c < 3));
    expect(find('cost<=3')).toEqual(byCost((c) => c <= 3));
    expect(find('cost>3')).toEqual(byCost((c) => c > 3));
    expect(find('cost>=3')).toEqual(byCost((c) => c >= 3));
    expect(find('cost:3').length).toBeGreaterThan(0);
  });
  it('r>=rare finds Rare and everything ranked above it (Common, Rare, Epic, Champion)', () => {
    const ranked = ['Rare', 'Epic', 'Champion'];
    expect(find('r>=rare')).toEqual(
      names(lorCards.filter((c) => ranked.includes(c.game?.rarityRef ?? ''))),
    );
    expect(find('r<rare')).toEqual(names(lorCards.filter((c) => c.game?.rarityRef === 'Common')));
  });
  it('a value not in the list never matches a comparison, though it still matches with :', () => {
    // Tokens carry rarity "None", which is not in the list.
    expect(find('r<=champion')).not.toContain("Ashe's Frost Arrow");
    expect(find('r!=common')).not.toContain("Ashe's Frost Arrow");
    expect(find('r:none')).toEqual(["Ashe's Frost Arrow", 'Garen']);
    // A query value outside the list: no matches, and a warning with suggestions.
    expect(find('r>=epik')).toEqual([]);
    const issue = compile('r>=epik', 'lor').issues[0];
    expect(issue?.code).toBe(CardSearchErrorCode.UnknownValue);
    expect([issue?.start, issue?.end, issue?.severity]).toEqual([3, 7, 'warning']);
    expect(issue?.suggestions).toContain('Epic');
  });
  it('decision: on a field with listed values, = and != are rank comparisons too; : contains', () => {
    expect(find('t=unit')).toEqual(find('is:unit'));
    expect(find('region=shadow')).toEqual([]);
    expect(issues('region=shadow')[0]?.[0]).toBe(CardSearchErrorCode.UnknownValue);
    expect(find('region:shadow')).toEqual(['Vile Feast']);
  });
  it('decision: on a field with catalog values, = and != compare whole values', () => {
    expect(find('kw=elusive')).toEqual(['Ezreal', 'Navori Conspirator']);
    expect(find('kw=elus')).toEqual([]);
    expect(find('e!=set1')).toEqual(names(lorCards.filter((c) => c.setCode !== 'set1')));
  });
});

describe('per-game checks: unknown fields and shortcuts match no cards, and warn with "did you mean"', () => {
  it('tpye:unit: unknown field warning on the field name, matches no cards', () => {
    expect(find('tpye:unit')).toEqual([]);
    const [i] = compile('tpye:unit', 'lor').issues;
    expect([i?.code, i?.severity, i?.start, i?.end]).toEqual([
      CardSearchErrorCode.UnknownField,
      'warning',
      0,
      4,
    ]);
    expect(i?.suggestions?.[0]).toBe('type');
    expect(i?.message).toMatch(/Did you mean "type"/);
  });
  it('hp is not a LoR field (it is Pokémon)', () => {
    expect(issues('hp>3')).toEqual([[CardSearchErrorCode.UnknownField, 'warning', 0, 2]]);
  });
  it('is:champoin: unknown shortcut, did you mean is:champion', () => {
    expect(find('is:champoin')).toEqual([]);
    const [i] = compile('is:champoin', 'lor').issues;
    expect([i?.code, i?.start, i?.end]).toEqual([CardSearchErrorCode.UnknownShortcut, 0, 11]);
    expect(i?.suggestions).toEqual(['champion']);
  });
  it('decision: not:unknown leaves out nothing (it is -is:unknown), still with a warning', () => {
    expect(find('not:champoin').length).toBe(lorCards.length);
    expect(issues('not:champoin')[0]?.[0]).toBe(CardSearchErrorCode.UnknownShortcut);
  });
  it('cost:abc is an invalid number: error on the value; the rest of the query still runs', () => {
    expect(issues('t:spell cost:abc')).toEqual([
      [CardSearchErrorCode.InvalidNumber, 'error', 13, 16],
    ]);
    expect(find('t:spell cost:abc')).toEqual(find('t:spell'));
  });
  it('n<3 and kw>x: ordering on a field without order is an error on the operator', () => {
    expect(issues('n<3')).toEqual([[CardSearchErrorCode.NotComparable, 'error', 1, 2]]);
    expect(issues('kw>=elusive')).toEqual([[CardSearchErrorCode.NotComparable, 'error', 2, 4]]);
  });
  it('cost:!3 and cost:/3/ are unsupported patterns on a number', () => {
    expect(issues('cost:!3')).toEqual([[CardSearchErrorCode.UnsupportedPattern, 'error', 5, 7]]);
    expect(issues('cost:/3/')).toEqual([[CardSearchErrorCode.UnsupportedPattern, 'error', 5, 8]]);
  });
  it('the compiled ast leaves out terms with errors, keeps terms with warnings', () => {
    const q = compile('t:spell cost:abc tpye:x', 'lor');
    expect(q.ast?.type).toBe('and');
    if (q.ast?.type === 'and')
      expect(q.ast.children.map((c) => c.type === 'field' && c.field)).toEqual(['t', 'tpye']);
  });
  it('a query with nothing valid left matches every card (like an empty query)', () => {
    expect(find('()').length).toBe(lorCards.length);
    expect(find('').length).toBe(lorCards.length);
  });
  it('compile never throws on any issue', () => {
    for (const q of [
      '(',
      ')',
      '-',
      'or',
      '"',
      '/',
      '!',
      ':',
      'is:',
      'not:',
      'x:/',
      'cost:',
      '-()',
      '((()))',
      'a:b:c',
    ]) {
      expect(() => compile(q, 'lor').search(lorCards)).not.toThrow();
    }
  });
  it('an unknown game is a programmer error: core/unknown-game listing the games, prototype names included', () => {
    for (const game of ['mtg', 'pokemon-tcg', 'constructor', 'toString', '__proto__']) {
      expect(() => compile('a', game as 'lor')).toThrow(
        expect.objectContaining({ name: 'TcgkitError', code: 'core/unknown-game' }),
      );
      expect(() => compile('a', game as 'lor')).toThrow(/"lor", "pokemon", "riftbound"/);
    }
  });
});

describe('did you mean, from the catalog (compile with { catalog })', () => {
  const codes = (query: string, game: 'lor' | 'riftbound', catalog: readonly object[]) =>
    compile(query, game, { catalog: catalog as never }).issues.map((i) => [
      i.code,
      query.slice(i.start, i.end),
      i.suggestions ?? [],
    ]);
  it('kw:elusvie: no card has it, so it warns and suggests the catalog keyword', () => {
    const q = compile('kw:elusvie', 'lor', { catalog: lorCards });
    expect(q.issues.map((i) => [i.code, i.severity, i.start, i.end, i.suggestions])).toEqual([
      [CardSearchErrorCode.NoSuchValue, 'warning', 3, 10, ['Elusive']],
    ]);
    expect(q.issues[0]?.message).toBe(
      'No card in this catalog has a keyword containing "elusvie", so this term matches no cards. Did you mean "kw:Elusive"?',
    );
    expect(q.search(lorCards)).toEqual([]); // a warning keeps the term: it still matches no cards
    // Without a catalog there is nothing to compare with: no warning.
    expect(compile('kw:elusvie', 'lor').issues).toEqual([]);
  });
  it('regions, types, sets (LoR) and domains, tags, keywords (Riftbound)', () => {
    expect(codes('region:demacai', 'lor', lorCards)).toEqual([
      [CardSearchErrorCode.NoSuchValue, 'demacai', ['Demacia']],
    ]);
    expect(codes('t:untt', 'lor', lorCards)).toEqual([
      [CardSearchErrorCode.NoSuchValue, 'untt', ['Unit']],
    ]);
    expect(codes('e:st1', 'lor', lorCards)).toEqual([
      [CardSearchErrorCode.NoSuchValue, 'st1', ['set1', 'set2', 'set3']],
    ]);
    expect(codes('domain:fuyr', 'riftbound', riftboundCards)).toEqual([
      [CardSearchErrorCode.NoSuchValue, 'fuyr', ['fury']],
    ]);
    expect(codes('tag:demacai', 'riftbound', riftboundCards)).toEqual([
      [CardSearchErrorCode.NoSuchValue, 'demacai', ['Demacia']],
    ]);
    expect(codes('kw:deflcet', 'riftbound', riftboundCards)).toEqual([
      [CardSearchErrorCode.NoSuchValue, 'deflcet', ['deflect']],
    ]);
  });
  it('no warning when some card has the value (contains for ":", the whole value for =, ! and !=)', () => {
    for (const q of [
      'kw:elusive',
      'kw:strike',
      'region:shadow',
      't:unit',
      'e:set1',
      'kw=elusive',
      'kw:!elusive',
    ])
      expect(codes(q, 'lor', lorCards), q).toEqual([]);
    expect(codes('kw=strike', 'lor', lorCards)).toEqual([
      [CardSearchErrorCode.NoSuchValue, 'strike', ['DoubleStrike', 'QuickStrike']],
    ]);
    // Nothing close: the warning has no suggestions.
    expect(codes('kw:zzzzzz', 'lor', lorCards)).toEqual([
      [CardSearchErrorCode.NoSuchValue, 'zzzzzz', []],
    ]);
  });
});
