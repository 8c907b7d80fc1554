// @tcgkit/sandbox, server throughput (issue #19): deck checks per second and p50/p99 latency with
// 1, 2 and 4 workers (plus the default spare) under a sustained stream of mixed scripts: good
// deck rules, slow ones that run into the 2 s check limit, and memory bombs that kill their child.
// Prints the share of good checks answered correctly next to the targets (100%, p99 <= 50 ms).
// Closed loop: 2 clients per worker, each sending its next check when the last one is answered.
import { performance } from 'node:perf_hooks';
import { compileScript, runRulesetScript, TIME_LIMITS } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { ms, table, target } from './lib.js';

const SECONDS = Number(process.env.SANDBOX_BENCH_SECONDS ?? 8);

const GOOD = `// Deck rule: "Two-of Standard".
const BANNED = ["01IO049", "01SI001"];
const MAX_COPIES = 2;
const DECK_SIZE = 40;
export default function validateDeck(deck, cardsById) {
  const issues = [];
  let total = 0;
  for (const [ref, copies] of Object.entries(deck)) {
    const name = cardsById[ref]?.name ?? ref;
    total += copies;
    if (BANNED.includes(ref)) issues.push({ code: "banned_card", message: \`\${name} is banned.\` });
    if (copies > MAX_COPIES) {
      issues.push({ code: "copy_limit", message: \`\${name}: at most \${MAX_COPIES} copies (found \${copies}).\` });
    }
  }
  if (total !== DECK_SIZE) {
    issues.push({ code: "deck_size", message: \`Decks need exactly \${DECK_SIZE} cards (found \${total}).\` });
  }
  return { valid: issues.length === 0, issues };
}`;
const SLOW = 'export default function validateDeck() { for (;;) {} }';
const BOMB =
  'export default function validateDeck() { const a = []; for (;;) { a.push(Array(1e6).fill(1.5)); } }';

/** The stream: out of every 20 checks, 18 good, 1 slow, 1 memory bomb. */
const MIX: readonly ('good' | 'slow' | 'bomb')[] = [
  ...Array<'good'>(9).fill('good'),
  'slow',
  ...Array<'good'>(9).fill('good'),
  'bomb',
];

/** A deck per check (20 cards x 2, with a third copy every 7th check), and its expected verdict. */
function deckFor(n: number) {
  const deck: Record<string, number> = {};
  const cardsById: Record<string, { name: string }> = {};
  for (let i = 0; i < 20; i++) {
    const ref = `0${(n + i) % 90}IO${String(i).padStart(3, '0')}`;
    deck[ref] = 2;
    cardsById[ref] = { name: `Card ${i}` };
  }
  if (n % 7 === 0) deck[Object.keys(deck)[0]!] = 3;
  return { deck, cardsById };
}

// The expected answer of each good check comes from the same compiled program run with no
// isolation in this process.
const compiled = compileScript(GOOD, 'deck');
if (!compiled.ok) throw new Error(compiled.error.message);
const plain = (
  new Function(`return ${compiled.value.program}`)() as (
    rx: RegExpConstructor,
  ) => [(deck: unknown, cards: unknown) => { valid: boolean; issues: { message: string }[] }]
)(RegExp)[0];

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

console.log(
  `@tcgkit/sandbox: ${SECONDS} s of mixed checks per pool size (18 good : 1 slow : 1 memory bomb), ${TIME_LIMITS.check} ms check limit\n`,
);
const rows: string[][] = [];
const summary: { workers: number; correct: number; p99: number }[] = [];
for (const workers of [1, 2, 4]) {
  const runner = createNodeRunner({ size: workers, maxQueued: Number.POSITIVE_INFINITY });
  await runner.ready();
  const good: number[] = [];
  let goodCorrect = 0;
  let goodWrong = 0;
  let answered = 0;
  const stopped = { slow: 0, bomb: 0, other: 0 };
  let next = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const n = next++;
      const kind = MIX[n % MIX.length]!;
      const { deck, cardsById } = deckFor(n);
      const source = kind === 'good' ? GOOD : kind === 'slow' ? SLOW : BOMB;
      const t = performance.now();
      const result = await runRulesetScript(runner, source, { scope: 'deck', deck, cardsById });
      const elapsed = performance.now() - t;
      answered++;
      if (kind === 'good') {
        good.push(elapsed);
        const expected = plain(deck, cardsById);
        const right =
          result.ok &&
          result.value.valid === expected.valid &&
          JSON.stringify(result.value.issues.map((i) => i.message)) ===
            JSON.stringify(expected.issues.map((i) => i.message));
        if (right) goodCorrect++;
        else goodWrong++;
      } else if (!result.ok && result.error.code === 'sandbox/timeout' && kind === 'slow') {
        stopped.slow++;
      } else if (!result.ok && kind === 'bomb') {
        stopped.bomb++;
      } else {
        stopped.other++;
      }
    }
  };
  await Promise.all(Array.from({ length: 2 * workers }, client));
  const wall = (performance.now() - started) / 1000;
  const stats = runner.stats();
  await runner.close();
  const sorted = [...good].sort((a, b) => a - b);
  const share = goodCorrect / Math.max(1, goodCorrect + goodWrong);
  rows.push([
    `${workers} (+1 spare)`,
    (answered / wall).toFixed(1),
    (goodCorrect / wall).toFixed(1),
    ms(percentile(sorted, 50)),
    ms(percentile(sorted, 99)),
    `${(share * 100).toFixed(2)}% of ${goodCorrect + goodWrong}`,
    `${stopped.slow} / ${stopped.bomb}`,
    String(stopped.other),
    `${stats.timeouts} / ${stats.crashes}`,
  ]);
  summary.push({ workers, correct: share, p99: percentile(sorted, 99) });
}

table(
  [
    'workers',
    'checks/s',
    'good checks/s',
    'good p50',
    'good p99',
    'good answered correctly',
    'slow / bombs stopped',
    'unexpected',
    'timeouts / crashes',
  ],
  rows,
);
console.log('');
for (const s of summary) {
  target(
    `good checks answered correctly, ${s.workers} worker(s)`,
    s.correct * 100,
    100,
    '%',
    'higher',
  );
  target(`p99 of good checks while bombs are killed, ${s.workers} worker(s)`, s.p99, 50);
}
