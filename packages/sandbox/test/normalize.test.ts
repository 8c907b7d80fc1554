import { describe, expect, it } from 'vitest';
import {
  compileScript,
  FALLBACK_MESSAGE,
  issuePrefix,
  normalizeIssue,
  normalizePoolFilters,
  normalizeRulesetResult,
  POOL_FILTER_KEYS,
} from '../src/index.js';

describe('return values table', () => {
  it('`true` passes with no issues', () => {
    expect(normalizeRulesetResult(true, 'deck')).toEqual({ valid: true, issues: [] });
  });
  for (const value of [false, null, undefined]) {
    it(`\`${String(value)}\` fails with the scope's fallback message`, () => {
      expect(normalizeRulesetResult(value, 'deck')).toEqual({
        valid: false,
        issues: [{ message: 'Saved deck rule rejected this deck.' }],
      });
    });
  }
  it('each scope has its own fallback message', () => {
    expect(normalizeRulesetResult(false, 'card').issues[0]?.message).toBe(FALLBACK_MESSAGE.card);
    expect(normalizeRulesetResult(false, 'deckset').issues[0]?.message).toBe(
      FALLBACK_MESSAGE.deckset,
    );
    expect(FALLBACK_MESSAGE.deck).toBe('Saved deck rule rejected this deck.');
  });
  for (const value of [1, 0, 'true', 'yes', [], [true], Number.NaN]) {
    it(`any other value (${JSON.stringify(value)}) fails with the fallback`, () => {
      expect(normalizeRulesetResult(value, 'card')).toEqual({
        valid: false,
        issues: [{ message: FALLBACK_MESSAGE.card }],
      });
    });
  }
  it('a result object passes when valid is exactly true, keeping issues', () => {
    expect(normalizeRulesetResult({ valid: true, issues: ['note'] }, 'deck')).toEqual({
      valid: true,
      issues: [{ message: 'note' }],
    });
  });
  it('allowed is an alias of valid', () => {
    expect(normalizeRulesetResult({ allowed: true }, 'deck')).toEqual({ valid: true, issues: [] });
    expect(normalizeRulesetResult({ valid: false, allowed: true }, 'deck').valid).toBe(true);
  });
  for (const valid of [false, 1, 'true', {}, undefined]) {
    it(`valid: ${JSON.stringify(valid)} fails (truthy non-booleans too)`, () => {
      expect(normalizeRulesetResult({ valid, issues: ['x'] }, 'deck')).toEqual({
        valid: false,
        issues: [{ message: 'x' }],
      });
    });
  }
  it('a failing object with no usable issues gets the fallback', () => {
    expect(normalizeRulesetResult({ valid: false, issues: [null, 3, {}, '  '] }, 'deck')).toEqual({
      valid: false,
      issues: [{ message: FALLBACK_MESSAGE.deck }],
    });
    expect(normalizeRulesetResult({}, 'deck').issues).toEqual([{ message: FALLBACK_MESSAGE.deck }]);
  });
  it('non-array issues are ignored', () => {
    expect(normalizeRulesetResult({ valid: true, issues: 'x' }, 'deck')).toEqual({
      valid: true,
      issues: [],
    });
    expect(normalizeRulesetResult({ valid: false, issues: { 0: 'x' } }, 'deck').issues).toEqual([
      { message: FALLBACK_MESSAGE.deck },
    ]);
  });
  it('caps the number of issues', () => {
    const issues = Array.from({ length: 500 }, (_, i) => `issue ${i}`);
    expect(normalizeRulesetResult({ valid: false, issues }, 'deck').issues).toHaveLength(100);
    expect(
      normalizeRulesetResult({ valid: false, issues }, 'deck', { maxIssues: 3 }).issues,
    ).toHaveLength(3);
  });
  it('the ruleset page example: strings and code-only objects', () => {
    const value = {
      valid: false,
      issues: ['Use at least 10 different cards.', { code: 'missing_champion' }],
    };
    expect(normalizeRulesetResult(value, 'deck')).toEqual({
      valid: false,
      issues: [
        { message: 'Use at least 10 different cards.' },
        { code: 'missing_champion', message: 'missing champion' },
      ],
    });
  });
});

describe('issue shapes', () => {
  it('a string is trimmed; an empty string is dropped', () => {
    expect(normalizeIssue('  Zed: at most 2 copies (found 3).  ')).toEqual({
      message: 'Zed: at most 2 copies (found 3).',
    });
    expect(normalizeIssue('   ')).toBeUndefined();
  });
  it('code + message keeps both, message trimmed', () => {
    expect(
      normalizeIssue({ code: 'deck_size', message: ' Decks need exactly 40 cards (found 39). ' }),
    ).toEqual({
      code: 'deck_size',
      message: 'Decks need exactly 40 cards (found 39).',
    });
  });
  it('code only shows the code with underscores as spaces', () => {
    expect(normalizeIssue({ code: 'copy_limit' })).toEqual({
      code: 'copy_limit',
      message: 'copy limit',
    });
  });
  it('a code of only underscores is shown as written, never as blank text', () => {
    expect(normalizeIssue({ code: '__' })).toEqual({ code: '__', message: '__' });
    expect(normalizeIssue({ code: '_deck_size_' })).toEqual({
      code: '_deck_size_',
      message: 'deck size',
    });
  });
  it('message only', () => {
    expect(normalizeIssue({ message: 'Deny is banned.' })).toEqual({ message: 'Deny is banned.' });
  });
  it('neither a non-empty code nor message: dropped', () => {
    for (const entry of [
      {},
      { code: '' },
      { message: '' },
      { code: 3, message: null },
      null,
      7,
      true,
      [],
    ]) {
      expect(normalizeIssue(entry)).toBeUndefined();
    }
  });
  it('an empty message falls back to the code', () => {
    expect(normalizeIssue({ code: 'banned_card', message: '  ' })).toEqual({
      code: 'banned_card',
      message: 'banned card',
    });
  });
  it('metadata: kept only when asked (browser), scalars only', () => {
    const entry = {
      code: 'copy_limit',
      metadata: { copies: 3, card: 'Zed', ok: false, none: null, nested: { a: 1 }, list: [1] },
    };
    expect(normalizeIssue(entry)).toEqual({ code: 'copy_limit', message: 'copy limit' });
    expect(normalizeIssue(entry, true)).toEqual({
      code: 'copy_limit',
      message: 'copy limit',
      metadata: { copies: 3, card: 'Zed', ok: false, none: null },
    });
    expect(
      normalizeRulesetResult({ valid: false, issues: [entry] }, 'deck', { keepMetadata: true })
        .issues[0]?.metadata,
    ).toEqual({ copies: 3, card: 'Zed', ok: false, none: null });
  });
  it('a __proto__ metadata key stays an own data key and never changes a prototype', () => {
    const metadata = JSON.parse('{"__proto__": "x", "a": 1}');
    const out = normalizeIssue({ code: 'c', metadata }, true);
    expect(Object.getPrototypeOf(out?.metadata)).toBe(Object.prototype);
    expect(out?.metadata?.a).toBe(1);
  });
});

describe('server prefixes', () => {
  it('Card <name>: , Deck 2: (numbered from 1), Lineup: ', () => {
    expect(issuePrefix({ scope: 'card', cardName: 'Zed' })).toBe('Card Zed: ');
    expect(issuePrefix({ scope: 'deck', deckIndex: 1 })).toBe('Deck 2: ');
    expect(issuePrefix({ scope: 'deckset' })).toBe('Lineup: ');
  });
});

describe('resolvePoolFilters results', () => {
  const keys = POOL_FILTER_KEYS.riftbound;
  it('an omitted key means no suggestion', () => {
    expect(normalizePoolFilters({ cardTypes: ['unit'] }, keys)).toEqual({ cardTypes: ['unit'] });
  });
  it('[] is kept: it clears the filter', () => {
    expect(normalizePoolFilters({ domains: [] }, keys)).toEqual({ domains: [] });
  });
  it('unknown keys are dropped (a typo does nothing)', () => {
    expect(normalizePoolFilters({ cardType: ['unit'], domains: ['fury'] }, keys)).toEqual({
      domains: ['fury'],
    });
    expect(normalizePoolFilters({ regionRefs: ['Ionia'] }, keys)).toEqual({});
    expect(normalizePoolFilters({ regionRefs: ['Ionia'] }, POOL_FILTER_KEYS.lor)).toEqual({
      regionRefs: ['Ionia'],
    });
  });
  for (const value of [null, undefined, 'unit', 3, true, ['unit']]) {
    it(`non-objects (${JSON.stringify(value)}) are null`, () => {
      expect(normalizePoolFilters(value, keys)).toBeNull();
    });
  }
  it('non-array values and non-string entries are dropped', () => {
    expect(normalizePoolFilters({ cardTypes: 'unit', domains: ['fury', 3, null] }, keys)).toEqual({
      domains: ['fury'],
    });
  });
  it('the guide lists the filter keys of each game', () => {
    expect(POOL_FILTER_KEYS).toEqual({
      lor: ['regionRefs', 'typeRefs', 'rarityRefs', 'setCodes', 'keywordVocabRefs'],
      pokemon: ['cardTypes', 'types', 'stages', 'rarities', 'setCodes'],
      riftbound: ['cardTypes', 'domains', 'rarities', 'sets', 'supertypes', 'tags'],
    });
  });
});

describe('entry points and compile messages', () => {
  it('"did not export a function" per scope and for calculators', () => {
    const deck = compileScript('const x = 1;', 'deck');
    expect(deck).toMatchObject({
      ok: false,
      error: {
        code: 'sandbox/no-entry-point',
        message: 'Saved deck rule did not export a function.',
      },
    });
    expect(compileScript('const x = 1;', 'calculator')).toMatchObject({
      ok: false,
      error: { message: 'Calculator script did not export a compute function.' },
    });
  });
  it('empty calculator source: "Calculator script source is empty."', () => {
    expect(compileScript('  ', 'calculator')).toMatchObject({
      ok: false,
      error: { code: 'sandbox/empty-source', message: 'Calculator script source is empty.' },
    });
  });
  it('unsafe scripts carry their safety issues', () => {
    const result = compileScript('var a = 1; export default () => a;', 'deck');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('sandbox/unsafe-script');
      expect(result.error.message).toBe(
        'This ruleset script uses APIs or syntax that are not allowed.',
      );
      expect(result.error.safetyIssues?.[0]?.code).toBe('variable_kind_unsupported');
    }
    const calc = compileScript('var a = 1; export default () => a;', 'calculator');
    expect(!calc.ok && calc.error.message).toBe(
      'This calculator script uses APIs or syntax that are not allowed.',
    );
  });
  it('named fallback: a function or a const for rulesets, only a function for calculators', () => {
    expect(compileScript('function validateCard(c) { return true; }', 'card').ok).toBe(true);
    expect(compileScript('const validateDeck = (d) => true;', 'deck').ok).toBe(true);
    expect(compileScript('const validateDeckset = (d) => true;', 'deck').ok).toBe(false);
    expect(compileScript('function compute() { return {}; }', 'calculator').ok).toBe(true);
    expect(compileScript('const compute = () => ({});', 'calculator').ok).toBe(false);
  });
  it('the program never contains text SES rejects (import(, <!--, -->)', () => {
    const source = `export default function validateDeck(deck) {
  const a = "import(x) <!-- -->";
  const b = \`import (\${a}) <!--\`;
  const re = /import\\(|<!--|-->/g;
  let n = 3;
  const c = n-->0;
  const d = deck.import;
  return { a, b, s: re.source, c, d };
}`;
    const compiled = compileScript(source, 'deck');
    expect(compiled.ok).toBe(true);
    if (compiled.ok) {
      expect(compiled.value.program).not.toMatch(/<!--|-->/);
      expect(compiled.value.program).not.toMatch(/(^|[^.]|\.\.\.)\bimport(\s*(?:\(|\/[/*]))/);
    }
  });
  it('the program never contains a direct eval SES rejects, nor import( after a name', () => {
    const source = `export default function validateDeck(deck) {
  const a = "eval(1) and eval (2)";
  const b = \`eval(\${a})\`;
  const re = /eval\\(/;
  const $import = (x) => x;
  const $eval = (x) => x;
  const o = { eval: 1, import: 2 };
  return { a, b, s: re.source, i: $import(1), e: $eval(2), o: o.eval + o.import };
}`;
    const compiled = compileScript(source, 'deck');
    expect(compiled.ok).toBe(true);
    if (compiled.ok) {
      // SES 2.3's own patterns (ses/src/transforms.js).
      expect(compiled.value.program).not.toMatch(/(^|[^.])\beval(\s*\()/);
      expect(compiled.value.program).not.toMatch(/(^|[^.]|\.\.\.)\bimport(\s*(?:\(|\/[/*]))/);
    }
  });
  it("the rewriter's own names never collide with a name spelled with unicode escapes", () => {
    const source = `export default function validateDeck(deck) {
  const $Reg\\u0045xp = 1;
  const $def\\u0061ult = 2;
  return /import/.test("import") && $Reg\\u0045xp + $def\\u0061ult === 3;
}`;
    const compiled = compileScript(source, 'deck');
    expect(compiled.ok).toBe(true);
    if (compiled.ok) {
      expect(compiled.value.program).toMatch(/^\(function \(\$RegExp_\)/);
      expect(compiled.value.program).toContain('new $RegExp_(');
    }
  });
  it('comments are dropped and line numbers kept', () => {
    const compiled = compileScript('// import(x) -->\n/* <!-- */\nexport default () => 1;', 'deck');
    expect(compiled.ok && compiled.value.program.split('\n').length).toBeGreaterThanOrEqual(3);
    expect(compiled.ok && compiled.value.program).not.toContain('<!--');
  });
});
