// The runner behaviour both environments must show: imported by runner.test.ts (Node child
// processes) and runner.browser.test.ts (module Web Workers in Chromium).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkSubmission,
  compileScript,
  DEFAULT_OUTPUT_CAPS,
  OUTPUT_BUDGET,
  POOL_FILTER_KEYS,
  runCalculatorScript,
  runCardRuleOverCards,
  runCardRuleOverPool,
  runPoolFilters,
  runRulesetScript,
  type SandboxRunner,
} from '../src/index.js';

const DECK_40 = `export default function validateDeck(deck, cardsById) {
  const total = Object.values(deck).reduce((sum, copies) => sum + copies, 0);

  if (total !== 40) {
    return {
      valid: false,
      issues: [
        {
          code: "deck_size",
          message: \`Decks need exactly 40 cards (found \${total}).\`,
        },
      ],
    };
  }

  return true;
}`;

const NO_DUPLICATES = `export default function validateDeckset(decks, cardsById) {
  const seen = new Set();
  const issues = [];

  for (const deck of decks) {
    for (const ref of Object.keys(deck)) {
      if (seen.has(ref)) {
        const name = cardsById[ref]?.name ?? ref;
        issues.push({
          code: "duplicate_card",
          message: \`\${name} is in more than one deck.\`,
        });
      }

      seen.add(ref);
    }
  }

  return { valid: issues.length === 0, issues };
}`;

const TWO_OF = `// Deck rule: "Two-of Standard".
const BANNED = ["01IO049", "01SI001"]; // Deny, Vengeance
const MAX_COPIES = 2;
const DECK_SIZE = 40;

export default function validateDeck(deck, cardsById) {
  const issues = [];
  let total = 0;

  for (const [ref, copies] of Object.entries(deck)) {
    const name = cardsById[ref]?.name ?? ref;
    total += copies;

    if (BANNED.includes(ref)) {
      issues.push({ code: "banned_card", message: \`\${name} is banned.\` });
    }

    if (copies > MAX_COPIES) {
      issues.push({
        code: "copy_limit",
        message: \`\${name}: at most \${MAX_COPIES} copies (found \${copies}).\`,
      });
    }
  }

  if (total !== DECK_SIZE) {
    issues.push({
      code: "deck_size",
      message: \`Decks need exactly \${DECK_SIZE} cards (found \${total}).\`,
    });
  }

  return { valid: issues.length === 0, issues };
}`;

const LEGAL_SETS = `// Only cards from two sets are legal.
const LEGAL_SETS = ["set1", "set2"];

export default function validateCard(card) {
  return LEGAL_SETS.includes(card.setCode);
}`;

const POOL_FILTERS = `export default function validateDeck(deck) {
  return true;
}

export function resolvePoolFilters(input, context) {
  const active = input.lineup.find(
    (pile) => pile.pileId === input.activePileId,
  );

  if (active && active.role === "sideboard") {
    return null;
  }

  return { cardTypes: ["unit", "spell", "gear"] };
}`;

/** A benign run that must answer correctly: proves the host and the pool still work. */
const NO_SHARED_CHAMPIONS = `// Deck set rule: "No shared champions".
export default function validateDeckset(decks, cardsById) {
  const firstDeckByChampion = new Map();
  const issues = [];

  decks.forEach((deck, index) => {
    const deckNumber = index + 1;

    for (const ref of Object.keys(deck)) {
      const card = cardsById[ref];

      if (card?.game?.supertypeRef !== "Champion") {
        continue;
      }

      const firstDeck = firstDeckByChampion.get(ref);

      if (firstDeck === undefined) {
        firstDeckByChampion.set(ref, deckNumber);
      } else {
        issues.push({
          code: "shared_champion",
          message: \`\${card.name} is in deck \${firstDeck} and deck \${deckNumber}.\`,
        });
      }
    }
  });

  return { valid: issues.length === 0, issues };
}`;

const EVERY_PROBLEM = `// Every problem at once, each with a code and a message.
export default function validateDeck(deck, cardsById) {
  const issues = [];
  const refs = Object.keys(deck);

  if (refs.length < 10) {
    issues.push({
      code: "too_few_cards",
      message: \`Use at least 10 different cards (found \${refs.length}).\`,
    });
  }

  for (const ref of refs) {
    if (!cardsById[ref]) {
      issues.push({ code: "unknown_card", message: \`Unknown card \${ref}.\` });
    }
  }

  return { valid: issues.length === 0, issues };
}`;

const TWO_REGIONS = `export default function validateDeck() { return true; }
// Builder only: once the deck has two regions, filter the pool to them.
export function resolvePoolFilters(input) {
  const pile = input.lineup.find(
    (entry) => entry.pileId === input.activePileId,
  );

  if (!pile) {
    return null;
  }

  const regions = new Set();

  for (const ref of Object.keys(pile.cards)) {
    for (const region of input.cardsById[ref]?.game?.regionRefs ?? []) {
      // Skip Runeterra champion codes such as "06RU006".
      if (!/^\\d/.test(region)) {
        regions.add(region);
      }
    }
  }

  return regions.size === 2 ? { regionRefs: [...regions] } : null;
}`;

export async function expectResponsive(runner: SandboxRunner): Promise<void> {
  const result = await runRulesetScript(runner, 'export default (deck) => deck.n === 7;', {
    scope: 'deck',
    deck: { n: 7 },
    cardsById: {},
  });
  expect(result).toEqual({ ok: true, value: { valid: true, issues: [] }, warnings: [] });
}

const deck = (refs: Record<string, number>) => ({
  scope: 'deck' as const,
  deck: refs,
  cardsById: {},
});

export function runnerSuite(makeRunner: () => SandboxRunner): void {
  let runner: SandboxRunner;
  // Starting the workers can take many seconds on a loaded machine (load 15 on 2 cores).
  beforeAll(async () => {
    runner = makeRunner();
    expect(await runner.ready()).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await runner.close();
  });

  describe('ruleset page examples', () => {
    it('deck scope: 40 cards, found 39', async () => {
      const result = await runRulesetScript(runner, DECK_40, deck({ a: 20, b: 19 }));
      expect(result).toMatchObject({
        ok: true,
        value: {
          valid: false,
          issues: [{ code: 'deck_size', message: 'Decks need exactly 40 cards (found 39).' }],
        },
      });
      const pass = await runRulesetScript(runner, DECK_40, deck({ a: 20, b: 20 }));
      expect(pass).toMatchObject({ ok: true, value: { valid: true, issues: [] } });
    });
    it('card scope: only set1 and set2', async () => {
      const legal = await runRulesetScript(runner, LEGAL_SETS, {
        scope: 'card',
        card: { id: 'x', name: 'X', setCode: 'set2' },
      });
      expect(legal).toMatchObject({ ok: true, value: { valid: true } });
      const illegal = await runRulesetScript(runner, LEGAL_SETS, {
        scope: 'card',
        card: { id: 'y', name: 'Y', setCode: 'set3' },
      });
      expect(illegal).toMatchObject({
        ok: true,
        value: { valid: false, issues: [{ message: 'Saved card rule rejected this card.' }] },
      });
    });
    it('deck set scope: a card in two decks', async () => {
      const result = await runRulesetScript(runner, NO_DUPLICATES, {
        scope: 'deckset',
        decks: [{ zed: 2, a: 1 }, { zed: 1 }],
        cardsById: { zed: { id: 'zed', name: 'Zed', setCode: 'set1' } },
      });
      expect(result).toMatchObject({
        ok: true,
        value: {
          valid: false,
          issues: [{ code: 'duplicate_card', message: 'Zed is in more than one deck.' }],
        },
      });
    });
    it('guide tutorial: Two-of Standard, three Zed and two Deny', async () => {
      const cardsById = {
        '01IO009': { id: '01IO009', name: 'Zed', setCode: 'set1' },
        '01IO049': { id: '01IO049', name: 'Deny', setCode: 'set1' },
      };
      const result = await runRulesetScript(runner, TWO_OF, {
        scope: 'deck',
        deck: { '01IO009': 3, '01IO049': 2, filler: 35 },
        cardsById,
      });
      expect(result).toMatchObject({
        ok: true,
        value: {
          valid: false,
          issues: [
            { code: 'copy_limit', message: 'Zed: at most 2 copies (found 3).' },
            { code: 'banned_card', message: 'Deny is banned.' },
            { code: 'copy_limit', message: 'filler: at most 2 copies (found 35).' },
          ],
        },
      });
    });
    it('guide step 3: No shared champions, "Zed is in deck 1 and deck 2."', async () => {
      const cardsById = {
        '01IO009': { id: '01IO009', name: 'Zed', game: { supertypeRef: 'Champion' } },
        '01IO049': { id: '01IO049', name: 'Deny', game: { supertypeRef: 'Spell' } },
      };
      const result = await runRulesetScript(runner, NO_SHARED_CHAMPIONS, {
        scope: 'deckset',
        decks: [
          { '01IO009': 2, '01IO049': 2 },
          { '01IO009': 2, '01IO049': 1 },
        ],
        cardsById,
      });
      expect(result).toMatchObject({
        ok: true,
        value: {
          valid: false,
          issues: [{ code: 'shared_champion', message: 'Zed is in deck 1 and deck 2.' }],
        },
      });
    });
    it('guide "Reporting good errors": every problem at once', async () => {
      const result = await runRulesetScript(runner, EVERY_PROBLEM, {
        scope: 'deck',
        deck: { '01IO009': 2, nope: 1 },
        cardsById: { '01IO009': { id: '01IO009', name: 'Zed' } },
      });
      expect(result).toMatchObject({
        ok: true,
        value: {
          valid: false,
          issues: [
            { code: 'too_few_cards', message: 'Use at least 10 different cards (found 2).' },
            { code: 'unknown_card', message: 'Unknown card nope.' },
          ],
        },
      });
    });
    it('guide pool filters: two regions narrow the pool, champion codes skipped', async () => {
      const cardsById = {
        '01IO009': { id: '01IO009', game: { regionRefs: ['Ionia'] } },
        '01PZ001': { id: '01PZ001', game: { regionRefs: ['PiltoverZaun', '06RU006'] } },
      };
      const pile = (cards: Record<string, number>) => ({
        pileId: 'main',
        name: 'Main',
        role: 'main' as const,
        deckRuleId: 'two-of',
        cards,
      });
      const options = { filterKeys: POOL_FILTER_KEYS.lor };
      const both = await runPoolFilters(
        runner,
        TWO_REGIONS,
        {
          lineup: [pile({ '01IO009': 2, '01PZ001': 1 })],
          activePileId: 'main',
          cardsById,
          filters: {},
        },
        options,
      );
      expect(both).toMatchObject({ ok: true, value: { regionRefs: ['Ionia', 'PiltoverZaun'] } });
      const one = await runPoolFilters(
        runner,
        TWO_REGIONS,
        { lineup: [pile({ '01IO009': 2 })], activePileId: 'main', cardsById, filters: {} },
        options,
      );
      expect(one).toMatchObject({ ok: true, value: null });
    });
    it('default export wins over the named fallback; fallback used alone', async () => {
      const both = 'function validateDeck() { return false; }\nexport default () => true;';
      expect(await runRulesetScript(runner, both, deck({}))).toMatchObject({
        value: { valid: true },
      });
      const fallback = 'function validateDeck(deck) { return deck.a === 1; }';
      expect(await runRulesetScript(runner, fallback, deck({ a: 1 }))).toMatchObject({
        value: { valid: true },
      });
      const constFallback = 'const validateDeck = (deck) => ({ allowed: true });';
      expect(await runRulesetScript(runner, constFallback, deck({}))).toMatchObject({
        value: { valid: true },
      });
    });
    it('issue metadata is kept by the in-browser validator only', async () => {
      const source =
        'export default () => ({ valid: false, issues: [{ code: "copy_limit", metadata: { copies: 3, nested: { a: 1 } } }] });';
      const result = await runRulesetScript(runner, source, deck({}));
      const expected =
        runner.environment === 'browser'
          ? { code: 'copy_limit', message: 'copy limit', metadata: { copies: 3 } }
          : { code: 'copy_limit', message: 'copy limit' };
      expect(result).toMatchObject({ ok: true, value: { valid: false } });
      expect(result.ok && result.value.issues).toEqual([expected]);
    });
    it('deeply nested inputs never take the worker down', async () => {
      let nested: Record<string, unknown> = {};
      for (let i = 0; i < 20_000; i++) nested = { n: nested };
      const result = await runRulesetScript(
        runner,
        'export default () => true;',
        deck(nested as never),
      );
      expect(result.ok || result.error.code === 'sandbox/bad-output').toBe(true);
      await expectResponsive(runner);
    });
    it('a default export that is not a function: "did not export a function"', async () => {
      const result = await runRulesetScript(runner, 'export default 42;', deck({}));
      expect(result).toEqual({
        ok: false,
        error: {
          code: 'sandbox/no-entry-point',
          message: 'Saved deck rule did not export a function.',
        },
      });
    });
    it('a missing return is undefined and fails with the fallback', async () => {
      const result = await runRulesetScript(
        runner,
        'export default function validateDeck() {}',
        deck({}),
      );
      expect(result).toMatchObject({
        value: { valid: false, issues: [{ message: 'Saved deck rule rejected this deck.' }] },
      });
    });
    it('context is the last argument and may be undefined', async () => {
      const source =
        'export default (deck, cardsById, context) => ({ valid: true, issues: [context === undefined ? "none" : String(context.globals.n)] });';
      expect(await runRulesetScript(runner, source, deck({}))).toMatchObject({
        value: { issues: [{ message: 'none' }] },
      });
      expect(
        await runRulesetScript(runner, source, { ...deck({}), context: { globals: { n: 5 } } }),
      ).toMatchObject({ value: { issues: [{ message: '5' }] } });
    });
    it('resolvePoolFilters: the sideboard pile gets null, others a patch', async () => {
      const pile = (pileId: string, role: 'main' | 'sideboard') => ({
        pileId,
        name: pileId,
        role,
        deckRuleId: null,
        cards: {},
      });
      const input = {
        lineup: [pile('p1', 'main'), pile('p2', 'sideboard')],
        activePileId: 'p1',
        cardsById: {},
        filters: {},
      };
      const options = { filterKeys: POOL_FILTER_KEYS.riftbound };
      expect(await runPoolFilters(runner, POOL_FILTERS, input, options)).toMatchObject({
        ok: true,
        value: { cardTypes: ['unit', 'spell', 'gear'] },
      });
      expect(
        await runPoolFilters(runner, POOL_FILTERS, { ...input, activePileId: 'p2' }, options),
      ).toMatchObject({ ok: true, value: null });
      expect(await runPoolFilters(runner, DECK_40, input, options)).toMatchObject({
        ok: true,
        value: null,
      });
    });
  });

  describe('sandbox guarantees', () => {
    it('inputs are frozen: writing to them throws', async () => {
      const result = await runRulesetScript(
        runner,
        'export default (deck) => { deck.a = 2; return true; }',
        deck({ a: 1 }),
      );
      expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/script-threw' } });
      expect(!result.ok && result.error.message).toMatch(/^TypeError: /);
    });
    it('nested inputs are frozen too', async () => {
      const result = await runRulesetScript(
        runner,
        'export default (deck, cardsById) => { cardsById.a.game.x = 1; return true; }',
        { scope: 'deck', deck: {}, cardsById: { a: { game: { x: 0 } } } },
      );
      expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/script-threw' } });
    });
    it('a fresh compartment per run: nothing carries over', async () => {
      const source =
        'let n = 0;\nexport default () => { n += 1; return { valid: true, issues: [String(n)] }; }';
      for (let i = 0; i < 3; i++) {
        expect(await runRulesetScript(runner, source, deck({}))).toMatchObject({
          value: { issues: [{ message: '1' }] },
        });
      }
    });
    it('built-ins are frozen: changing the array prototype throws', async () => {
      const result = await runRulesetScript(
        runner,
        'export default () => { Object.getPrototypeOf([]).includes = () => true; return true; }',
        deck({}),
      );
      expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/script-threw' } });
      await expectResponsive(runner);
    });
    it('Date: explicit dates work, the current time throws', async () => {
      const ok = await runRulesetScript(
        runner,
        'export default () => ({ valid: true, issues: [new Date(0).toISOString(), String(Date.UTC(2020, 0, 1))] });',
        deck({}),
      );
      expect(ok).toMatchObject({
        value: { issues: [{ message: '1970-01-01T00:00:00.000Z' }, { message: '1577836800000' }] },
      });
      for (const expr of ['Date.now()', 'new Date()', 'Math.random()']) {
        const result = await runRulesetScript(
          runner,
          `export default () => ${expr} > 0;`,
          deck({}),
        );
        expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/script-threw' } });
      }
    });
    it('a thrown value is described, never with its stack', async () => {
      const result = await runRulesetScript(
        runner,
        'export default (deck, cardsById) => cardsById.missing.game.cost > 1;',
        deck({}),
      );
      expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/script-threw' } });
      expect(!result.ok && result.error.message).toMatch(/^TypeError: .*missing|game/);
      expect(!result.ok && result.error.message).not.toMatch(/\bat |\.js:|file:/);
      const thrownString = await runRulesetScript(
        runner,
        'export default () => { throw "nope"; }',
        deck({}),
      );
      expect(thrownString).toMatchObject({ ok: false, error: { message: 'Uncaught nope' } });
    });
    it('a top-level throw fails the run', async () => {
      const result = await runRulesetScript(
        runner,
        'throw 1;\nexport default () => true;',
        deck({}),
      );
      expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/script-threw' } });
    });
    it('strings, patterns and names with eval( or $import( still run', async () => {
      const source = `export default function validateDeck(deck) {
  const a = "eval(1)";
  const b = \`eval (\${a})\`;
  const re = /eval\\(/;
  const $import = (x) => x + 1;
  const $eval = (x) => x + 2;
  const o = { eval: 5 };
  return { valid: true, issues: [a, b, String(re.test(a)), String($import(1)), String($eval(1)), String(o.eval)] };
}`;
      const result = await runRulesetScript(runner, source, deck({}));
      expect(result).toMatchObject({
        ok: true,
        value: {
          valid: true,
          issues: [
            { message: 'eval(1)' },
            { message: 'eval (eval(1))' },
            { message: 'true' },
            { message: '2' },
            { message: '3' },
            { message: '5' },
          ],
        },
      });
    });
    it("a local spelled like the rewriter's RegExp binding does not replace regex literals", async () => {
      const source = `export default function validateDeck(deck) {
  const $Reg\\u0045xp = function () { return { test: () => true }; };
  return /import/.test("x");
}`;
      const result = await runRulesetScript(runner, source, deck({}));
      expect(result).toMatchObject({ ok: true, value: { valid: false } });
    });
    it('strings that look like import() or HTML comments still run', async () => {
      const source = `export default function validateDeck(deck) {
  const a = "import(x) <!-- -->";
  const b = \`import (\${a}) <!--\`;
  const re = /import\\(|<!--|-->/g;
  let n = 3;
  const c = n-->0;
  return { valid: true, issues: [a, b, re.source, String(c), String(re.test("<!--")), String(deck.import)] };
}`;
      const result = await runRulesetScript(runner, source, deck({ import: 4 }));
      expect(result).toMatchObject({
        ok: true,
        value: {
          issues: [
            { message: 'import(x) <!-- -->' },
            { message: 'import (import(x) <!-- -->) <!--' },
            { message: 'import\\(|<!--|-->' },
            { message: 'true' },
            { message: 'true' },
            { message: '4' },
          ],
        },
      });
    });
  });

  describe('output caps', () => {
    const raw = async (source: string) => {
      const compiled = compileScript(source, 'calculator');
      if (!compiled.ok) throw new Error(compiled.error.message);
      return runner.run({ mode: 'call', program: compiled.value.program, entry: 'main', args: [] });
    };
    it('total characters per run stay within the budget', async () => {
      const result = await raw(
        'export default function compute() { return Array(5000).fill("x".repeat(10000)); }',
      );
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const chars = (result.value as string[]).reduce((sum, s) => sum + (s?.length ?? 0), 0);
      expect(chars).toBeLessThanOrEqual(OUTPUT_BUDGET.maxTotalChars);
      expect(result.warnings.map((w) => w.code)).toEqual(['sandbox/output-truncated']);
    });
    it('depth, entries and string length are capped; accessors, functions and symbols dropped', async () => {
      const result = await raw(`export default function compute() {
  let deep = { end: true };
  for (let i = 0; i < 100; i++) { deep = { next: deep }; }
  const withGetter = Object.defineProperty({ plain: 1 }, "lazy", { get: () => 2, enumerable: true });
  return { deep, long: "y".repeat(20000), list: Array(20000).fill(0), withGetter, fn: () => 1, nan: NaN, undef: undefined };
}`);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const value = result.value as Record<string, unknown>;
      let depth = 0;
      let node = value.deep as Record<string, unknown> | undefined;
      while (node && typeof node === 'object') {
        depth++;
        node = node.next as Record<string, unknown> | undefined;
      }
      expect(depth).toBe(DEFAULT_OUTPUT_CAPS.maxDepth - 1);
      expect((value.long as string).length).toBe(DEFAULT_OUTPUT_CAPS.maxStringLength);
      expect((value.list as number[]).length).toBe(DEFAULT_OUTPUT_CAPS.maxEntries);
      expect(value.withGetter).toEqual({ plain: 1 });
      expect('fn' in value).toBe(false);
      expect(value.nan).toBeNaN();
      expect(result.warnings.map((w) => w.code)).toEqual(['sandbox/output-truncated']);
    });
  });

  describe('calculators', () => {
    it('the stat widget example returns raw plain data', async () => {
      const source = `export default function compute(pile) {
  let total = 0;

  Object.keys(pile).forEach((ref) => {
    total += pile[ref];
  });

  return {
    widgets: [
      { kind: "stat", label: "Deck size", value: total, unit: "cards" },
    ],
  };
}`;
      const result = await runCalculatorScript(runner, source, {
        pile: { a: 3, b: 2 },
        cardsById: {},
      });
      expect(result).toEqual({
        ok: true,
        value: { widgets: [{ kind: 'stat', label: 'Deck size', value: 5, unit: 'cards' }] },
        warnings: [],
      });
    });
    it('ctx may be absent', async () => {
      const source = `export default function compute(pile, cardsById, ctx) {
  const hasGlobals = ctx !== undefined && ctx.globals !== undefined;
  return { widgets: [{ kind: "stat", label: "Catalog globals", value: hasGlobals ? "Yes" : "No" }] };
}`;
      expect(await runCalculatorScript(runner, source, { pile: {}, cardsById: {} })).toMatchObject({
        value: { widgets: [{ value: 'No' }] },
      });
      expect(
        await runCalculatorScript(runner, source, {
          pile: {},
          cardsById: {},
          context: { globals: {} },
        }),
      ).toMatchObject({ value: { widgets: [{ value: 'Yes' }] } });
    });
    it('entry point: top-level function compute; messages for empty and missing', async () => {
      expect(
        await runCalculatorScript(runner, 'function compute() { return { widgets: [] }; }', {
          pile: {},
          cardsById: {},
        }),
      ).toMatchObject({ ok: true, value: { widgets: [] } });
      expect(await runCalculatorScript(runner, '', { pile: {}, cardsById: {} })).toMatchObject({
        ok: false,
        error: { message: 'Calculator script source is empty.' },
      });
      expect(
        await runCalculatorScript(runner, 'function other() {}', { pile: {}, cardsById: {} }),
      ).toMatchObject({
        ok: false,
        error: { message: 'Calculator script did not export a compute function.' },
      });
      expect(
        await runCalculatorScript(runner, 'export default 1;', { pile: {}, cardsById: {} }),
      ).toMatchObject({
        ok: false,
        error: { message: 'Calculator script did not export a compute function.' },
      });
    });
  });

  describe('card rule over a pool and submissions', () => {
    const cards = Array.from({ length: 500 }, (_, i) => ({
      id: `c${i}`,
      name: `Card ${i}`,
      setCode: `set${(i % 3) + 1}`,
    }));
    it('runs once per card, with the catalog reused across runs', async () => {
      const catalog = { key: 'test-catalog', cards };
      const first = await runCardRuleOverPool(runner, LEGAL_SETS, catalog);
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      expect(first.value).toHaveLength(500);
      expect(first.value.filter((c) => c.valid)).toHaveLength(
        cards.filter((c) => c.setCode !== 'set3').length,
      );
      const again = await runCardRuleOverPool(
        runner,
        'export default (card) => card.id === "c7";',
        catalog,
      );
      expect(again.ok && again.value.filter((c) => c.valid).length).toBe(1);
    });
    it('more catalogs than a worker keeps: evicted ones are sent again', async () => {
      const rule = 'export default (card) => card.setCode === "set1";';
      for (let round = 0; round < 2; round++) {
        for (let k = 0; k < 4; k++) {
          const catalog = { key: `rotating-${k}`, cards: cards.slice(k * 10, k * 10 + 10) };
          const result = await runCardRuleOverPool(runner, rule, catalog);
          expect(result.ok && result.value.length).toBe(10);
        }
      }
    });
    it('a card that makes the rule throw counts as failing with the error', async () => {
      const result = await runCardRuleOverPool(
        runner,
        'export default (card) => { if (card.id === "c1") { throw "bad"; } return true; }',
        { key: 'small', cards: cards.slice(0, 3) },
      );
      expect(result.ok && result.value.map((c) => [c.valid, c.error])).toEqual([
        [true, undefined],
        [false, 'Uncaught bad'],
        [true, undefined],
      ]);
    });
    it('errors thrown for every card count against the output budget', async () => {
      const many = Array.from({ length: 9000 }, (_, i) => ({ id: `m${i}` }));
      const result = await runCardRuleOverCards(
        runner,
        'export default (card) => { throw "x".repeat(600); }',
        many,
        { timeoutMs: 10_000 },
      );
      expect(result.ok).toBe(true);
      if (result.ok) {
        expect(result.value).toHaveLength(9000);
        expect(result.value.every((c) => !c.valid && (c.error ?? '').length > 0)).toBe(true);
        const sent = result.value.reduce(
          (n, c) => n + (c.error === 'The script threw.' ? 0 : (c.error?.length ?? 0)),
          0,
        );
        expect(sent).toBeLessThanOrEqual(OUTPUT_BUDGET.maxTotalChars);
        expect(result.warnings.map((w) => w.code)).toContain('sandbox/output-truncated');
      }
    });
    it('checkSubmission: banned cards first, before any script runs', async () => {
      const verdict = await checkSubmission(runner, {
        decks: [{ a: 2 }, { b: 1 }],
        cardsById: { b: { name: 'Vengeance' } },
        bannedCardIds: ['b'],
        rules: { deck: 'export default () => { for (;;) {} }' },
      });
      expect(verdict).toEqual({
        valid: false,
        issues: [
          {
            source: 'banned',
            code: 'sandbox/banned-card',
            message: 'Card Vengeance: Vengeance is banned in this tournament.',
            deckIndex: 1,
            cardId: 'b',
          },
        ],
      });
    });
    it('checkSubmission: card, deck and deck set rules with their prefixes', async () => {
      const cardsById = {
        zed: { id: 'zed', name: 'Zed', setCode: 'set1' },
        old: { id: 'old', name: 'Old Card', setCode: 'set9' },
        a: { id: 'a', name: 'A', setCode: 'set1' },
      };
      const verdict = await checkSubmission(runner, {
        decks: [
          { zed: 20, a: 20 },
          { zed: 20, old: 19 },
        ],
        cardsById,
        rules: { card: LEGAL_SETS, deck: DECK_40, deckset: NO_DUPLICATES },
      });
      expect(verdict.valid).toBe(false);
      expect(verdict.issues.map((i) => i.message)).toEqual([
        'Card Old Card: Saved card rule rejected this card.',
        'Deck 2: Decks need exactly 40 cards (found 39).',
        'Lineup: Zed is in more than one deck.',
      ]);
    });
    it('checkSubmission: a passing lineup; zoned decks read main and sideboard', async () => {
      const verdict = await checkSubmission(runner, {
        decks: [{ main: { a: 40 }, sideboard: { b: 1 } }],
        cardsById: {
          a: { name: 'A', setCode: 'set1' },
          b: { name: 'B', setCode: 'set2' },
        } as Record<string, { readonly name?: unknown }>,
        rules: { card: LEGAL_SETS, deck: 'export default (deck) => deck.main.a === 40;' },
      });
      expect(verdict).toEqual({ valid: true, issues: [] });
    });
    it('checkSubmission: a rule that times out fails the lineup with its prefix', async () => {
      const verdict = await checkSubmission(
        runner,
        {
          decks: [{ a: 1 }],
          cardsById: {},
          rules: { deck: 'export default () => { for (;;) {} }' },
        },
        { timeoutMs: 300 },
      );
      expect(verdict.valid).toBe(false);
      expect(verdict.issues[0]).toMatchObject({
        source: 'deck',
        code: 'sandbox/timeout',
        deckIndex: 0,
      });
      expect(verdict.issues[0]?.message).toMatch(/^Deck 1: /);
      await expectResponsive(runner);
    });
    it('checkSubmission: an unsafe rule fails the lineup', async () => {
      const verdict = await checkSubmission(runner, {
        decks: [{ a: 1 }],
        cardsById: {},
        rules: { deckset: 'export default () => fetch("x");' },
      });
      expect(verdict).toMatchObject({
        valid: false,
        issues: [{ source: 'deckset', code: 'sandbox/unsafe-script' }],
      });
      expect(verdict.issues[0]?.message).toMatch(/^Lineup: This ruleset script uses APIs/);
    });
  });

  describe('limits from outside', () => {
    it('an endless loop is stopped at the deadline and the pool recovers', async () => {
      const result = await runRulesetScript(
        runner,
        'export default () => { for (;;) {} }',
        deck({}),
        {
          timeoutMs: 150,
        },
      );
      // The timeout code is the proof it was stopped by the deadline; how fast is the bench's.
      expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/timeout' } });
      await expectResponsive(runner);
      expect(runner.stats().timeouts).toBeGreaterThan(0);
    });
    it('parallel runs on every slot, one of them endless', async () => {
      const results = await Promise.all([
        runRulesetScript(runner, 'export default () => { while (true) {} }', deck({}), {
          timeoutMs: 200,
        }),
        runRulesetScript(runner, DECK_40, deck({ a: 40 })),
        runRulesetScript(runner, DECK_40, deck({ a: 39 })),
        runRulesetScript(runner, DECK_40, deck({ a: 41 })),
      ]);
      expect(results.map((r) => (r.ok ? r.value.valid : r.error.code))).toEqual([
        'sandbox/timeout',
        true,
        false,
        false,
      ]);
      await expectResponsive(runner);
    });
  });
}
