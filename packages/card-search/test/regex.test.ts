import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CardSearchErrorCode, compile, parse, unsafeRegexReason } from '../src/index.js';
import { testingSource } from '../src/regex-safety.js';

describe('user regexes are bounded (never hang)', () => {
  const catastrophic = [
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
    '(x)\\1',
    '(?<n>x)\\k<n>',
    'a{1,50}',
    'a'.repeat(201),
  ];
  for (const source of catastrophic) {
    it(`refuses /${source.length > 40 ? `${source.slice(0, 40)}…` : source}/ with card-search/unsafe-regex`, () => {
      expect(unsafeRegexReason(source)).not.toBeNull();
      const q = `n:/${source}/`;
      const issue = parse(q).issues[0];
      expect(issue?.code).toBe(CardSearchErrorCode.UnsafeRegex);
      expect([issue?.start, issue?.end]).toEqual([2, q.length]);
    });
  }
  const fine = [
    '^the ',
    'dragon$',
    'fire|water',
    '^(the|a) ',
    'draw [0-9]',
    '\\bstrike\\b',
    '.*dragon',
    'a(b|c)d',
    '[(|*+]',
    'x{3}',
    'colou?r',
    '(?:ab)+',
  ];
  for (const source of fine) {
    it(`accepts /${source}/`, () => {
      expect(unsafeRegexReason(source)).toBeNull();
      expect(parse(`n:/${source}/`).issues).toEqual([]);
    });
  }
  it('characters inside a class and escaped characters are not operators', () => {
    expect(unsafeRegexReason('[*+?]+')).toBeNull();
    expect(unsafeRegexReason('\\(a+\\)+')).not.toBeNull(); // two unbounded repeats, not a nested one
    expect(unsafeRegexReason('\\*\\+')).toBeNull();
  });
  it('property: any accepted random pattern runs fast on adversarial texts', () => {
    const atoms = fc.constantFrom(
      'a',
      'b',
      '.',
      '\\w',
      '\\s',
      '[ab]',
      '(',
      ')',
      '|',
      '*',
      '+',
      '?',
      '{2}',
      '{1,3}',
      '^',
      '$',
      '(?:',
    );
    const subjects = [
      'a'.repeat(400),
      `${'a'.repeat(400)}!`,
      'ab'.repeat(200),
      `${'a '.repeat(200)}x`,
    ];
    fc.assert(
      fc.property(fc.array(atoms, { minLength: 1, maxLength: 14 }), (parts) => {
        const source = parts.join('');
        let re: RegExp;
        try {
          re = new RegExp(source, 'i');
        } catch {
          return true;
        }
        if (unsafeRegexReason(source) !== null) return true;
        const started = performance.now();
        for (const s of subjects) re.test(s);
        const elapsed = performance.now() - started;
        // A refused pattern such as (a+)+$ takes minutes here; accepted ones take milliseconds.
        expect(elapsed).toBeLessThan(1000);
        return true;
      }),
      { numRuns: 300, seed: 20261130 },
    );
  });
  it('an accepted regex runs over a catalog with a long adversarial name quickly', () => {
    const cards = Array.from({ length: 50 }, (_, i) => ({
      id: String(i),
      name: `${'a'.repeat(1000)}${i}`,
      setCode: 's',
      game: { descriptionRaw: 'a'.repeat(1000) },
    }));
    const started = performance.now();
    compile('n:/a*b/ or o:/.*c/', 'lor').search(cards);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('a leading one-character repeat is dropped before testing (same answers, no quadratic retry)', () => {
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
  it('o:/.*word/ over 2,000 rules texts of 1,000 characters stays fast', () => {
    const cards = Array.from({ length: 2000 }, (_, i) => ({
      id: String(i),
      name: `Card ${i}`,
      setCode: 's',
      game: { descriptionRaw: `${'abcdefghij'.repeat(100)}${i === 7 ? ' dragon' : ''}` },
    }));
    const started = performance.now();
    expect(
      compile('o:/.*dragon/', 'lor')
        .search(cards)
        .map((c) => c.id),
    ).toEqual(['7']);
    // Without the rewrite this is 2,000 × 1,000² backtracking steps (seconds).
    expect(performance.now() - started).toBeLessThan(500);
  });
});
