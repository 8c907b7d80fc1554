// @tcgkit/sandbox: static check, warm round trips, a card rule over a 20,000-card pool, cold
// start and deadline-to-stopped, next to the same scripts run with no isolation at all
// (`new Function` in this process) as the baseline measured in the same run.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  checkScriptSafety,
  clearSafetyCache,
  compileScript,
  runCardRuleOverPool,
  runRulesetScript,
} from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { measure, ms, summarise, table, target } from './lib.js';

const fixture = JSON.parse(
  readFileSync(
    new URL('../packages/sandbox/test/fixtures/riftbound-cards.json', import.meta.url),
    'utf8',
  ),
) as {
  cards: { id: string; name: string; setCode: string; game: { domains: string[]; type: string } }[];
};

// A realistic 60-line deck rule (the guide's Two-of Standard, grown with zone handling).
const SCRIPT_60 = `// Deck rule: "Two-of Standard" with zones.
const BANNED = ["01IO049", "01SI001"];
const MAX_COPIES = 2;
const DECK_SIZE = 40;
function mainDeck(deck) {
  if (deck.main && typeof deck.main === "object") {
    return deck.main;
  }
  const main = {};
  for (const [ref, copies] of Object.entries(deck)) {
    if (typeof copies === "number") {
      main[ref] = copies;
    }
  }
  return main;
}

function isChampion(card) {
  return card?.game?.type === "Champion";
}

function countDomains(main, cardsById) {
  const domains = new Map();
  for (const ref of Object.keys(main)) {
    const card = cardsById[ref];
    for (const domain of card?.game?.domains ?? []) {
      domains.set(domain, (domains.get(domain) ?? 0) + main[ref]);
    }
  }
  return domains;
}

export default function validateDeck(deck, cardsById, context) {
  const issues = [];
  const main = mainDeck(deck);
  let total = 0;

  for (const [ref, copies] of Object.entries(main)) {
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
    issues.push({ code: "deck_size", message: \`Decks need exactly \${DECK_SIZE} cards (found \${total}).\` });
  }
  const domains = countDomains(main, cardsById);
  if (domains.size > 2) {
    issues.push({ code: "domains", message: \`At most 2 domains (found \${domains.size}).\` });
  }
  return { valid: issues.length === 0, issues };
}
`;
const CARD_RULE = `const LEGAL = ["OGN", "SFD", "UNL"];
export default function validateCard(card) {
  return LEGAL.includes(card.setCode) && (card.game?.domains ?? []).length <= 2;
}`;

const lines = SCRIPT_60.trimEnd().split('\n').length;
const deckCards = fixture.cards.slice(0, 20);
const deck = Object.fromEntries(deckCards.map((c) => [c.id, 2]));
const cardsById = Object.fromEntries(deckCards.map((c) => [c.id, c]));
const pool = Array.from({ length: 20_000 }, (_, i) => {
  const card = fixture.cards[i % fixture.cards.length]!;
  return { ...card, id: `${card.id}#${i}` };
});

// Baseline: the same compiled program with no isolation, no copying, no freezing.
function unsandboxed(source: string, kind: 'deck' | 'card') {
  const compiled = compileScript(source, kind);
  if (!compiled.ok) throw new Error(compiled.error.message);
  const factory = new Function(`return ${compiled.value.program}`)() as (
    rx: RegExpConstructor,
  ) => [(...args: unknown[]) => unknown];
  return factory(RegExp)[0];
}

console.log(`@tcgkit/sandbox on ${pool.length} cards, a ${lines}-line deck rule\n`);

// 1. Static check.
const checkCold = measure(() => {
  clearSafetyCache();
  return checkScriptSafety(SCRIPT_60);
});
const checkCached = measure(() => checkScriptSafety(SCRIPT_60));

// 2. Cold start.
const coldStarts: number[] = [];
for (let i = 0; i < 5; i++) {
  const start = performance.now();
  const cold = createNodeRunner({ size: 1 });
  await cold.ready();
  coldStarts.push(performance.now() - start);
  await cold.close();
}
const cold = summarise(coldStarts);

const runner = createNodeRunner({ size: 2 });
await runner.ready();

// 3. Warm deck check round trip.
const roundTrips: number[] = [];
for (let i = 0; i < 300; i++) {
  const start = performance.now();
  const result = await runRulesetScript(runner, SCRIPT_60, { scope: 'deck', deck, cardsById });
  roundTrips.push(performance.now() - start);
  if (!result.ok) throw new Error(result.error.message);
}
const warm = summarise(roundTrips.slice(20));
const baselineDeckFn = unsandboxed(SCRIPT_60, 'deck');
const baselineDeck = measure(() => baselineDeckFn(deck, cardsById, undefined));

// 4. Card rule over a 20,000-card pool: first run ships and freezes the catalog, later runs reuse it.
const catalog = { key: 'bench-riftbound-20k', cards: pool };
const poolTimes: number[] = [];
let firstPool = Number.NaN;
for (let i = 0; i < 8; i++) {
  const start = performance.now();
  const result = await runCardRuleOverPool(runner, CARD_RULE, catalog);
  const elapsed = performance.now() - start;
  if (!result.ok) throw new Error(result.error.message);
  if (i === 0) firstPool = elapsed;
  else poolTimes.push(elapsed);
}
const poolWarm = summarise(poolTimes);
const baselineCardFn = unsandboxed(CARD_RULE, 'card');
const baselinePool = measure(() => pool.map((card) => baselineCardFn(card)), { minSamples: 5 });

// 5. Deadline to stopped.
const stops: number[] = [];
const overshoot: number[] = [];
for (let i = 0; i < 10; i++) {
  const start = performance.now();
  const result = await runRulesetScript(
    runner,
    'export default () => { for (;;) {} }',
    { scope: 'deck', deck: {}, cardsById: {} },
    { timeoutMs: 50 },
  );
  overshoot.push(performance.now() - start - 50);
  if (result.ok || result.error.code !== 'sandbox/timeout') throw new Error('expected a timeout');
  await runner.ready();
  stops.push(runner.stats().lastStopMs ?? Number.NaN);
}
const stopped = summarise(stops);
const late = summarise(overshoot);
await runner.close();

table(
  ['measure', 'median', 'mean', 'baseline (no isolation)'],
  [
    [
      `static check, ${lines}-line script (cache cleared)`,
      ms(checkCold.median),
      ms(checkCold.mean),
      '-',
    ],
    [`static check, cached verdict`, ms(checkCached.median), ms(checkCached.mean), '-'],
    ['cold start of a runner (fork + SES lockdown)', ms(cold.median), ms(cold.mean), '-'],
    ['warm deck check round trip', ms(warm.median), ms(warm.mean), ms(baselineDeck.median)],
    ['card rule over 20,000 cards (first run, ships catalog)', ms(firstPool), ms(firstPool), '-'],
    [
      'card rule over 20,000 cards (catalog reused)',
      ms(poolWarm.median),
      ms(poolWarm.mean),
      ms(baselinePool.median),
    ],
    ['deadline -> child process gone', ms(stopped.median), ms(stopped.mean), '-'],
    ['deadline -> caller has the timeout result', ms(late.median), ms(late.mean), '-'],
  ],
);
console.log('');
target('warm deck check round trip', warm.median, 10);
target('card rule over a 20,000-card pool (catalog reused)', poolWarm.median, 500);
target('card rule over a 20,000-card pool (first run)', firstPool, 500);
target('time from deadline to stopped', stopped.median, 50);
