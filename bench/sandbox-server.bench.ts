// @tcgkit/sandbox, server throughput (issue #19): deck checks per second and p50/p99 latency with
// 1, 2 and 4 workers (plus the default spare) under a sustained stream of mixed scripts: good
// deck rules, slow ones that run into the 2 s check limit, and memory bombs that kill their child.
// Prints the share of good checks answered correctly next to the targets (100%, p99 <= 50 ms).
//
// Two measures per pool size:
// - capacity: good checks only, closed loop (2 clients per worker), checks answered per second;
// - the mixed stream, open loop as a server sees it: good checks arrive every 50 ms (20/s), a
//   slow script every 4 s and a memory bomb every 4 s (offset by 2 s), for SECONDS seconds.
//   Latency is from arrival to answer, so it includes waiting for a worker.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { compileScript, runRulesetScript, TIME_LIMITS } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { ms, table, target } from './lib.js';

const SECONDS = Number(process.env.SANDBOX_BENCH_SECONDS ?? 8);
const GOOD_EVERY_MS = 50;
const HOSTILE_EVERY_MS = 4_000;

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

const sleep = (msec: number) => new Promise((resolve) => setTimeout(resolve, msec));

/** Whether a good check's answer is exactly what the unsandboxed program says. */
function isRight(
  result: Awaited<ReturnType<typeof runRulesetScript>>,
  deck: Record<string, number>,
  cardsById: Record<string, { name: string }>,
): boolean {
  const expected = plain(deck, cardsById);
  return (
    result.ok &&
    result.value.valid === expected.valid &&
    JSON.stringify(result.value.issues.map((i) => i.message)) ===
      JSON.stringify(expected.issues.map((i) => i.message))
  );
}

console.log(
  `@tcgkit/sandbox: server pool under a mixed stream (${SECONDS} s per pool size; good checks every ${GOOD_EVERY_MS} ms, a slow script and a memory bomb every ${HOSTILE_EVERY_MS} ms each; ${TIME_LIMITS.check} ms check limit); load average at start ${loadavg()[0]!.toFixed(1)} on this machine\n`,
);
const rows: string[][] = [];
const summary: { workers: number; correct: number; p99: number }[] = [];
for (const workers of [1, 2, 4]) {
  const runner = createNodeRunner({ size: workers, maxQueued: Number.POSITIVE_INFINITY });
  await runner.ready();

  // 1. Capacity: good checks only, closed loop.
  let capacityDone = 0;
  const capacityUntil = performance.now() + 3_000;
  const capacityStart = performance.now();
  await Promise.all(
    Array.from({ length: 2 * workers }, async () => {
      for (let n = 0; performance.now() < capacityUntil; n++) {
        const { deck, cardsById } = deckFor(n);
        await runRulesetScript(runner, GOOD, { scope: 'deck', deck, cardsById });
        capacityDone++;
      }
    }),
  );
  const capacity = capacityDone / ((performance.now() - capacityStart) / 1000);

  // 2. The mixed stream, open loop.
  const good: number[] = [];
  let goodCorrect = 0;
  let goodWrong = 0;
  const hostile = { slowStopped: 0, bombStopped: 0, unexpected: 0 };
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  const end = start + SECONDS * 1000;
  const send = (kind: 'good' | 'slow' | 'bomb', n: number) => {
    const arrived = performance.now();
    const { deck, cardsById } = deckFor(n);
    const source = kind === 'good' ? GOOD : kind === 'slow' ? SLOW : BOMB;
    inFlight.push(
      runRulesetScript(runner, source, { scope: 'deck', deck, cardsById }).then((result) => {
        if (kind === 'good') {
          good.push(performance.now() - arrived);
          if (isRight(result, deck, cardsById)) goodCorrect++;
          else goodWrong++;
        } else if (!result.ok && kind === 'slow' && result.error.code === 'sandbox/timeout') {
          hostile.slowStopped++;
        } else if (!result.ok && kind === 'bomb') {
          hostile.bombStopped++;
        } else {
          hostile.unexpected++;
        }
      }),
    );
  };
  let n = 0;
  let nextGood = start;
  let nextSlow = start;
  let nextBomb = start + HOSTILE_EVERY_MS / 2;
  while (performance.now() < end) {
    const t = performance.now();
    while (nextGood <= t) {
      send('good', n++);
      nextGood += GOOD_EVERY_MS;
    }
    if (nextSlow <= t) {
      send('slow', n++);
      nextSlow += HOSTILE_EVERY_MS;
    }
    if (nextBomb <= t) {
      send('bomb', n++);
      nextBomb += HOSTILE_EVERY_MS;
    }
    await sleep(Math.max(0, Math.min(nextGood, nextSlow, nextBomb) - performance.now()));
  }
  await Promise.all(inFlight);
  const wall = (performance.now() - start) / 1000;
  const stats = runner.stats();
  await runner.close();
  const sorted = [...good].sort((a, b) => a - b);
  const share = goodCorrect / Math.max(1, goodCorrect + goodWrong);
  rows.push([
    `${workers} (+1 spare)`,
    capacity.toFixed(0),
    (inFlight.length / wall).toFixed(1),
    ms(percentile(sorted, 50)),
    ms(percentile(sorted, 99)),
    `${(share * 100).toFixed(2)}% of ${goodCorrect + goodWrong}`,
    `${hostile.slowStopped} / ${hostile.bombStopped}`,
    String(hostile.unexpected),
    `${stats.timeouts} / ${stats.crashes}`,
  ]);
  summary.push({ workers, correct: share, p99: percentile(sorted, 99) });
}

table(
  [
    'workers',
    'capacity (good only), checks/s',
    'mixed: checks/s',
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
