import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CardSearchErrorCode,
  compile,
  compileUserRegex,
  findField,
  jsUnsafeReason,
  type LorSearchCard,
  parse,
  regexShape,
  requiredLiterals,
  searchDefinition,
  toRe2Syntax,
  unsafeRegexReason,
} from '../src/index.js';
import { testingSource } from '../src/regex-safety.js';
import { lorCards, names } from './fixtures/lor-cards.js';

const engineOf = (source: string): string => {
  const r = compileUserRegex(source);
  return r.ok ? r.regex.engine : `refused: ${r.reason}`;
};

describe('user regexes run in linear time: JavaScript only when proven safe, else RE2', () => {
  // The issue's patterns (seconds on 20,000 cards with backtracking) and the classic exponential
  // ones: all accepted now, and all run on RE2, which has no backtracking.
  const catastrophic = [
    '.?.?.?.?.?.*zq',
    '[a-z].?.?.?.?.?.*zq',
    '\\w.?.?.?.?.?.*q',
    '(.*)zq',
    '(a+)+$',
    '(a*)*b',
    '(a|a)*b',
    '(a|ab)+c',
    '(.*a){10}',
    '(\\w+\\s?)+$',
    '.*a.*b',
    '\\w*\\w*\\w*x',
    '(a?){20}a{20}',
    'a?a?a?a?a?a?a?a?a?a?',
    '(a|a)(a|a)(a|a)(a|a)(a|a)(a|a)',
    '\\w{0,20}\\w{0,20}x',
    'a{1,50}',
    // In ECMAScript `]` right after `[` or `[^` closes the class: `[^]` is any character and `[]`
    // nothing. A scanner that read them as POSIX does skipped the group after them and "proved"
    // these linear (15 s on 29 characters on the JavaScript engine).
    '[^](a+)+$',
    '[](a+)+$',
    '[^]x[^](a|a)*b',
  ];
  for (const source of catastrophic) {
    it(`accepts /${source}/ and runs it on RE2`, () => {
      expect(unsafeRegexReason(source)).toBeNull();
      expect(parse(`o:/${source}/`).issues).toEqual([]);
      expect(jsUnsafeReason(source)).not.toBeNull();
      expect(engineOf(source)).toBe('re2');
    });
  }
  it('[^] and [] keep their ECMAScript meaning on RE2', () => {
    const any = compileUserRegex('[^](a+)+$');
    const none = compileUserRegex('[](a+)+$');
    if (!any.ok || !none.ok) throw new Error('refused');
    expect(any.regex.test(`x${'a'.repeat(28)}`)).toBe(true);
    expect(any.regex.test(`${'a'.repeat(28)}!`)).toBe(false);
    expect(none.regex.test(`x${'a'.repeat(28)}`)).toBe(false);
  });
  it('RE2 answers the catastrophic cases correctly (no hang, right result)', () => {
    const re = (s: string) => {
      const r = compileUserRegex(s);
      if (!r.ok) throw new Error(r.reason);
      return r.regex;
    };
    const evil = `${'a'.repeat(5000)}!`;
    expect(re('(a+)+$').test(evil)).toBe(false);
    expect(re('(a+)+$').test('aaa')).toBe(true);
    expect(re('(a|ab)+c').test(`${'ab'.repeat(3000)}`)).toBe(false);
    expect(re('(a|ab)+c').test('ababc')).toBe(true);
    expect(re('.?.?.?.?.?.*zq').test(`${'x'.repeat(5000)}`)).toBe(false);
    expect(re('.?.?.?.?.?.*zq').test('xxzq')).toBe(true);
    expect(re('(.*a){10}').test('a'.repeat(9))).toBe(false);
    expect(re('(.*a){10}').test('ba'.repeat(10))).toBe(true);
  });
  const onJs = [
    '^the ',
    'dragon$',
    'fire|water',
    '^(the|a) ',
    'draw [0-9]',
    '\\bstrike\\b',
    '.*dragon',
    '\\w+x',
    'a(b|c)d',
    '[(|*+]',
    'x{3}',
    'colou?r',
    'a.{20}q',
    '(?=a)ab',
    '(?<!x)y',
  ];
  for (const source of onJs) {
    it(`runs /${source}/ on the JavaScript engine (proven linear)`, () => {
      expect(parse(`n:/${source}/`).issues).toEqual([]);
      expect(engineOf(source)).toBe('js');
    });
  }
  const refused: [string, RegExp][] = [
    ['(x)\\1', /backreference/],
    ['(?<n>x)\\k<n>', /backreference/],
    ['a'.repeat(201), /longer than 200/],
    ['(?=a.*b)x', /lookahead and lookbehind/],
    ['(?<=a+)x', /lookahead and lookbehind/],
    ['a{1001}', /linear-time engine cannot run it/],
    ['\\cJ+', /cannot run/],
  ];
  for (const [source, why] of refused) {
    it(`refuses /${source.length > 30 ? `${source.slice(0, 30)}…` : source}/ with card-search/unsafe-regex`, () => {
      const q = `n:/${source}/`;
      const issue = parse(q).issues[0];
      expect(issue?.code).toBe(CardSearchErrorCode.UnsafeRegex);
      expect([issue?.start, issue?.end]).toEqual([2, q.length]);
      expect(issue?.message).toMatch(why);
    });
  }
  it('characters inside a class and escaped characters are not operators', () => {
    expect(jsUnsafeReason('[*+?]')).toBeNull();
    expect(jsUnsafeReason('\\*\\+')).toBeNull();
    expect(jsUnsafeReason('y[*+?]+x')).not.toBeNull();
  });
  it('finds the issue patterns on the fixture catalog, same as a plain JavaScript filter', () => {
    const field = findField(searchDefinition('lor'), 'text');
    if (field?.kind !== 'text') throw new Error('no text field');
    const text = (c: LorSearchCard) => field.read(c).map((t) => t.toLowerCase());
    for (const source of ['.?.?.?.?.?.*zq', '\\w.?.?.?.?.?.*e', '(.*)aw', 'd.*w.*c', '(a|e)+t']) {
      const js = new RegExp(source, 'i');
      const want = names(lorCards.filter((c) => text(c).some((t) => js.test(t))));
      expect(names(compile(`o:/${source}/`, 'lor').search(lorCards)), source).toEqual(want);
    }
  });
});

describe('the two engines agree', () => {
  it('property: RE2 (through toRe2Syntax) and JavaScript give the same answer on random patterns and texts', () => {
    const atoms = fc.constantFrom(
      'a',
      'b',
      ' ',
      '.',
      '\\w',
      '\\W',
      '\\s',
      '\\S',
      '\\d',
      '\\b',
      '\\B',
      '[ab]',
      '[^a]',
      '[^]',
      '[\\s]',
      '[\\bx]',
      '\\u0061',
      '\\x62',
      '\\e',
      '\\.',
      '(',
      ')',
      '(?:',
      '(?<g>',
      '|',
      '*',
      '+',
      '?',
      '*?',
      '{2}',
      '{1,3}',
      '^',
      '$',
    );
    const text = fc.string({
      unit: fc.constantFrom(
        'a',
        'b',
        'B',
        ' ',
        '1',
        '.',
        '\n',
        '\r',
        '\u00a0',
        '\u2028',
        'e',
        '\b',
      ),
      maxLength: 10,
    });
    fc.assert(
      fc.property(
        fc.array(atoms, { minLength: 1, maxLength: 8 }),
        fc.array(text, { maxLength: 6 }),
        (parts, texts) => {
          const source = parts.join('');
          let js: RegExp;
          try {
            js = new RegExp(source, 'i');
          } catch {
            return;
          }
          const translated = toRe2Syntax(source);
          if (translated === null) return;
          const r = compileUserRegex(source);
          if (!r.ok) return;
          // Force RE2 whatever the engine choice, through a pattern with an unbounded repeat that
          // cannot change the answer: (?:x)* before it, when the pattern has no top-level |.
          for (const t of texts) {
            expect(r.regex.test(t), `/${source}/ (${r.regex.engine}) on ${JSON.stringify(t)}`).toBe(
              js.test(t),
            );
          }
          const onRe2 = compileUserRegex(`(?:${source})(?:\\u0000)*`);
          if (onRe2.ok && onRe2.regex.engine === 're2') {
            const jsToo = new RegExp(`(?:${source})(?:\\u0000)*`, 'i');
            for (const t of texts)
              expect(onRe2.regex.test(t), `/${source}/ on RE2, ${JSON.stringify(t)}`).toBe(
                jsToo.test(t),
              );
          }
        },
      ),
      { numRuns: 1500, seed: 18 },
    );
  });
});

describe('required literals (the prefilter before a regex runs)', () => {
  it('takes the top-level literal runs, lower-cased, longest first', () => {
    expect(requiredLiterals('a.*zq')).toEqual(['zq', 'a']);
    expect(requiredLiterals('Draw (a|one) Card')).toEqual(['draw ', ' card']);
    expect(requiredLiterals('colou?r')).toEqual(['colo', 'r']);
    expect(requiredLiterals('ab+c')).toEqual(['ab', 'bc']);
    expect(requiredLiterals('x{2}y{0,3}z')).toEqual(['x', 'z'].sort((a, b) => b.length - a.length));
    expect(requiredLiterals('fire|water')).toEqual([]);
    expect(requiredLiterals('\\bstrike\\b')).toEqual(['strike']);
    expect(requiredLiterals('a\\.b[cd]e')).toEqual(['a.b', 'e']);
    expect(requiredLiterals('pokémon')).toEqual(['pok', 'mon']);
  });
  it('property: every text a pattern matches contains each of its required literals', () => {
    const atoms = fc.constantFrom(
      'a',
      'b',
      'ab',
      'A',
      ' ',
      '.',
      '\\w',
      '[ab]',
      '(a|b)',
      '?',
      '*',
      '+',
      '{2}',
      '{0,2}',
      '\\.',
      '^',
      '$',
      '|',
    );
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '.'), maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(atoms, { minLength: 1, maxLength: 8 }),
        fc.array(text, { maxLength: 10 }),
        (parts, texts) => {
          const source = parts.join('');
          let re: RegExp;
          try {
            re = new RegExp(source, 'i');
          } catch {
            return;
          }
          const required = requiredLiterals(source);
          for (const t of texts)
            if (re.test(t))
              for (const r of required)
                expect(t.toLowerCase(), `/${source}/ needs ${r}`).toContain(r);
        },
      ),
      { numRuns: 2000, seed: 7 },
    );
  });
});

describe('a leading one-character repeat is dropped before the JavaScript engine tests', () => {
  it('rewrites only X* and X+ at the very start', () => {
    expect(testingSource('.*dragon')).toBe('dragon');
    expect(testingSource('.*?dragon')).toBe('dragon');
    expect(testingSource('[a-z ]*qq')).toBe('qq');
    expect(testingSource('[^]*x')).toBe('x');
    expect(testingSource('\\w+x')).toBe('\\wx');
    expect(testingSource('a+?b|c')).toBe('ab|c');
    expect(testingSource('.*')).toBe('');
    for (const same of ['^.*x', 'a.*x', '(?:ab)*c', '\\b.*x', '\\\\*x', 'x', '', '.{2,}x'])
      expect(testingSource(same)).toBe(same);
  });
  it('property: the rewritten pattern tests every text the same way', () => {
    const atom = fc.constantFrom('.', '\\w', '\\d', '\\s', '[a-c ]', '[^b]', '[]', '[^]', 'a', ' ');
    const quantifier = fc.constantFrom('*', '*?', '+', '+?');
    const rest = fc.constantFrom(
      '',
      'b',
      'ab',
      '^',
      '$',
      'b$',
      '\\b',
      '\\bab',
      '(?=b)',
      '(?!a)c',
      '(?<=a)b',
      '(?<!c)b',
      'a|b',
      '|',
      '[bc]c?',
      'ba{1,3}',
    );
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', '1', '\n'), maxLength: 12 });
    fc.assert(
      fc.property(atom, quantifier, rest, fc.array(text, { maxLength: 8 }), (a, q, r, texts) => {
        const source = `${a}${q}${r}`;
        const original = new RegExp(source, 'i');
        const rewritten = new RegExp(testingSource(source), 'i');
        for (const t of texts)
          expect(rewritten.test(t), `/${source}/ on ${JSON.stringify(t)}`).toBe(original.test(t));
      }),
      { numRuns: 2000, seed: 11 },
    );
  });
  it('o:/.*dragon/ runs on the JavaScript engine as /dragon/ and finds the card', () => {
    expect(engineOf('.*dragon')).toBe('js');
    const cards = Array.from({ length: 200 }, (_, i) => ({
      id: String(i),
      name: `Card ${i}`,
      setCode: 's',
      game: { descriptionRaw: `${'abcdefghij'.repeat(100)}${i === 7 ? ' dragon' : ''}` },
    }));
    expect(
      compile('o:/.*dragon/', 'lor')
        .search(cards)
        .map((c) => c.id),
    ).toEqual(['7']);
  });
});

describe('the work budget', () => {
  const cards = Array.from({ length: 400 }, (_, i) => ({
    id: String(i),
    name: `Card ${i}`,
    setCode: 's',
    game: { descriptionRaw: `${'ab '.repeat(300)}${i % 50 === 0 ? 'zq' : ''}` },
  }));
  it('a search that runs out stops, keeps what it found and says so (budget-exceeded)', () => {
    const q = compile('o:/a.*b.*zq/', 'lor');
    const full = q.searchReport(cards, { budget: Number.POSITIVE_INFINITY });
    expect(full.complete).toBe(true);
    expect(full.cards.map((c) => c.id)).toEqual([
      '0',
      '50',
      '100',
      '150',
      '200',
      '250',
      '300',
      '350',
    ]);
    const small = q.searchReport(cards, { budget: full.work / 3 });
    expect(small.complete).toBe(false);
    expect(small.checked).toBeLessThan(cards.length);
    expect(small.cards.length).toBeLessThan(full.cards.length);
    expect(full.cards.slice(0, small.cards.length)).toEqual(small.cards);
    expect(small.issues.map((i) => [i.code, i.severity, i.start, i.end])).toEqual([
      [CardSearchErrorCode.BudgetExceeded, 'warning', 0, 'o:/a.*b.*zq/'.length],
    ]);
    expect(small.issues[0]?.message).toMatch(`stopped after ${small.checked} of 400 cards`);
    // search() returns the same partial list.
    expect(q.search(cards, { budget: full.work / 3 })).toEqual(small.cards);
  });
  it('work is counted, not timed: the same search stops at the same card every time', () => {
    const q = compile('o:/a.*b.*zq/ or o:ab', 'lor');
    const budget = q.searchReport(cards, { budget: Number.POSITIVE_INFINITY }).work / 2;
    const a = q.searchReport(cards, { budget });
    const b = q.searchReport(cards, { budget });
    expect([a.checked, a.work, a.complete]).toEqual([b.checked, b.work, b.complete]);
    expect(a.complete).toBe(false);
  });
  it('a term that does not run costs nothing: an and stops paying at its first failing term', () => {
    // No card is a champion, so the terms after is:champion never run on any card.
    const first = compile('is:champion', 'lor').searchReport(cards, {
      budget: Number.POSITIVE_INFINITY,
    });
    const more = compile('is:champion -kw:elusive -region:demacia -o:zz -jinx', 'lor').searchReport(
      cards,
      { budget: Number.POSITIVE_INFINITY },
    );
    expect(first.cards).toEqual([]);
    expect(more.work).toBe(first.work);
    // Run the other way round, every term runs on every card and is paid for.
    const reversed = compile('o:ab is:champion', 'lor').searchReport(cards, {
      budget: Number.POSITIVE_INFINITY,
    });
    expect(reversed.work).toBeGreaterThan(first.work + cards.length * 300);
  });
  it('a search stops inside a card before a regex call once the budget is spent', () => {
    // One card, two long texts, an or of 30 costly patterns none of which matches: 60 engine calls.
    const long = [
      {
        id: 'x',
        name: 'X',
        setCode: 's',
        game: {
          descriptionRaw: `q${'e t '.repeat(500)}`,
          levelupDescriptionRaw: 'a e '.repeat(500),
        },
      },
    ];
    const query = Array.from({ length: 30 }, (_, i) => `o:/e.{${i + 20}}q/`).join(' or ');
    const q = compile(query, 'lor');
    const full = q.searchReport(long, { budget: Number.POSITIVE_INFINITY });
    expect(full.complete).toBe(true);
    const oneCall =
      1000 + 2000 * (compileUserRegex('e.{49}q') as { regex: { weight: number } }).regex.weight;
    const budget = full.work / 10;
    const stopped = q.searchReport(long, { budget });
    expect(stopped).toMatchObject({ complete: false, checked: 0, cards: [] });
    // Overshoot: at most the call that crossed the budget, not the rest of the card's 60 calls.
    expect(stopped.work).toBeLessThanOrEqual(budget + oneCall);
    expect(stopped.work).toBeLessThan(full.work / 5);
  });
  it('index lookups stop at the budget too: hundreds of typo-tolerant terms check no card', () => {
    // Each n: term's candidates come from a scan of the name vocabulary, charged before any card
    // is checked; 150 of them in an or spent several budgets there, unchecked.
    const query = Array.from(
      { length: 150 },
      (_, i) => `n:${'bcdfghjklmnpqrstvwxz'[i % 20]}${'aeiou'[i % 5]}${'rstlnm'[i % 6]}q`,
    ).join(' or ');
    const q = compile(query, 'lor');
    const full = q.searchReport(lorCards, { budget: Number.POSITIVE_INFINITY });
    expect(full.complete).toBe(true);
    const budget = full.work / 20;
    const stopped = q.searchReport(lorCards, { budget });
    expect(stopped).toMatchObject({ complete: false, checked: 0, cards: [] });
    expect(stopped.issues.map((i) => i.code)).toEqual([CardSearchErrorCode.BudgetExceeded]);
    // Stopped after the term that crossed the budget, not after all 150.
    expect(stopped.work).toBeLessThan(full.work / 5);
    // The same query, under a budget it fits, finds what it found without one.
    expect(q.searchReport(lorCards, { budget: full.work + 1 }).cards).toEqual(full.cards);
  });
  it('any budget value gives a report, and ranked results under a budget they fit are the unbounded ones', () => {
    const q = compile('a or -kw:zzzz', 'lor');
    const full = q.searchReport(lorCards, { budget: Number.POSITIVE_INFINITY });
    expect(full).toMatchObject({ complete: true, checked: lorCards.length });
    expect(full.cards.length).toBe(lorCards.length);
    expect(q.searchReport(lorCards, { budget: full.work }).cards).toEqual(full.cards);
    // Not a number: no bound (as before), every match ranked and kept.
    expect(q.searchReport(lorCards, { budget: Number.NaN }).cards).toEqual(full.cards);
    for (const budget of [-1_000, -1, 0, 1, 200]) {
      const r = q.searchReport(lorCards, { budget });
      expect(r.complete).toBe(false);
      expect(r.checked).toBeLessThanOrEqual(2);
      // What it kept is in the order the full search ranks them.
      expect(full.cards.filter((c) => r.cards.includes(c))).toEqual(r.cards);
    }
  });
  it('the default budget finishes ordinary searches over the fixtures', () => {
    for (const query of ['t:unit cost<=2 region:demacia', 'draw', 'o:/^draw/', 'jnx'])
      expect(compile(query, 'lor').searchReport(lorCards)).toMatchObject({
        complete: true,
        issues: [],
      });
  });
});

describe('the RE2 weight grows with what the automaton does', () => {
  const weight = (source: string): number => {
    const r = compileUserRegex(source);
    if (!r.ok || r.regex.engine !== 're2') throw new Error(`${source} should run on RE2`);
    return r.regex.weight;
  };
  it('wide span: the characters wide atoms cover after an earlier atom', () => {
    expect(regexShape('e.{39}x.{40}q').wideSpan).toBe(79);
    expect(regexShape('\\s.{50}x').wideSpan).toBe(50);
    expect(regexShape('e(?:x|[^x]){90}q').wideSpan).toBe(90);
    expect(regexShape('x|e.{20}').wideSpan).toBe(20);
    expect(regexShape('e[a-z ]{30}').wideSpan).toBe(30);
    expect(regexShape('e.......x').wideSpan).toBe(7);
    expect(regexShape('e.{30,}x').wideSpan).toBe(30);
    // What starts the pattern or a branch, unbounded repeats and narrow atoms span nothing.
    expect(regexShape('.{60,100}qq').wideSpan).toBe(0);
    expect(regexShape('(?:x|[^x]){90}q').wideSpan).toBe(0);
    expect(regexShape('(.{50})x').wideSpan).toBe(0);
    expect(regexShape('e.*x.*q').wideSpan).toBe(0);
    expect(regexShape('\\w{0,12}\\w{0,12}\\w{0,12}q').wideSpan).toBe(0);
    expect(regexShape('e\\w{0,30}[a-z]{9}q').wideSpan).toBe(0);
  });
  it('k counted repeats in a row cost more with each one', () => {
    // One repeat runs on JavaScript's engine; two or more (13^k ways to match) on RE2.
    const family = [2, 3, 4, 5, 6, 7].map((k) => weight(`${'\\w{0,12}'.repeat(k)}q`));
    for (let k = 1; k < family.length; k++)
      expect(family[k] as number).toBeGreaterThan(family[k - 1] as number);
    const wide = [1, 2, 3, 4].map((k) => weight(`e${'.{0,30}x'.repeat(k)}`));
    for (let k = 1; k < wide.length; k++)
      expect(wide[k] as number).toBeGreaterThan(wide[k - 1] as number);
  });
  it('a wide span past what the automaton caches is charged per instruction, in proportion', () => {
    // Measured: 1 to 20 µs a character, about 30 to 116 ns per instruction, once every character
    // builds a new state; the weight is at least 100 units per character of the span.
    for (const n of [24, 40, 80, 160, 320]) {
      expect(weight(`e.{${n}}q`)).toBeGreaterThanOrEqual(100 * n);
      expect(weight(`\\s.{${n}}x`)).toBeGreaterThanOrEqual(100 * n);
    }
    expect(weight('e.{80}q')).toBeGreaterThan(1.8 * weight('e.{40}q'));
    // A cached automaton reads at about 7 ns a character: no such charge.
    expect(weight('\\w{0,30}\\w{0,30}x')).toBeLessThan(200);
    expect(weight('(?:x|[^x]){90}q')).toBeLessThan(200);
  });
  it('a search charges k counted repeats in a row more with each one', () => {
    const cards = Array.from({ length: 50 }, (_, i) => ({
      id: String(i),
      name: `Card ${i}`,
      setCode: 's',
      game: { descriptionRaw: `quick ${'word '.repeat(40)}q${i}` },
    }));
    const work = [2, 3, 4, 5].map(
      (k) =>
        compile(`o:/${'\\w{0,12}'.repeat(k)}q/`, 'lor').searchReport(cards, {
          budget: Number.POSITIVE_INFINITY,
        }).work,
    );
    for (let k = 1; k < work.length; k++)
      expect(work[k] as number).toBeGreaterThan(work[k - 1] as number);
  });
});

describe('TSDoc examples of the regex helpers', () => {
  it('run as documented', () => {
    expect(toRe2Syntax('\\u0041[^]')).toBe('\\x{0041}(?s:.)');
    expect(toRe2Syntax('(?=a)b')).toBeNull();
    expect(requiredLiterals('fire|water')).toEqual([]);
    expect(regexShape('(a+)+$').nestedRepeat).toBe(true);
    expect(regexShape('a{3}b?').expandedSize).toBe(4);
    expect(jsUnsafeReason('.*dragon')).toBeNull();
    expect(jsUnsafeReason('a.*zq')).toBe('it has an unbounded repeat (*, +, {n,})');
    expect(unsafeRegexReason('(a+)+$')).toBeNull();
    expect(unsafeRegexReason('(x)\\1')).toBe('backreferences are not supported');
    expect(compileUserRegex('^the ').ok).toBe(true);
  });
});
