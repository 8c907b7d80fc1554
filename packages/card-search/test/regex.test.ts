import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CardSearchErrorCode, compile, parse, unsafeRegexReason } from '../src/index.js';

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
