// @tcgkit/calculator: time to run each default calculator ("Deck breakdown") on a 60-card deck
// through the sandbox (Node child-process runner: static check, SES compartment, frozen inputs,
// output read as plain data, then normalizeCalculatorResult). The "peer" is the same trusted
// script called directly in this process with no sandbox, to show what the isolation costs.
// Target from issue 11: under 10 ms warm.
import { performance } from 'node:perf_hooks';
import { DEFAULT_CALCULATORS, normalizeCalculatorResult, runCalculator } from '@tcgkit/calculator';
import type { CardGameId } from '@tcgkit/cards';
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { measure, ms, ratio, summarise, type Timing, table, target } from './lib.ts';

/** A 60-card pile over the first collectible sample cards of a game (4 copies each, 60 in all). */
function sixtyCardDeck(game: CardGameId) {
  const cards = (
    sampleCatalogs[game].cards as unknown as {
      id: string;
      collectible?: boolean;
      game?: { type?: string };
    }[]
  )
    .filter((card) => card.collectible !== false)
    .filter(
      (card) => game !== 'riftbound' || ['unit', 'spell', 'gear'].includes(card.game?.type ?? ''),
    );
  const pile: Record<string, number> = {};
  const cardsById: Record<string, unknown> = {};
  let total = 0;
  for (let i = 0; total < 60; i++) {
    const card = cards[i % cards.length]!;
    const copies = Math.min(4, 60 - total);
    pile[card.id] = (pile[card.id] ?? 0) + copies;
    cardsById[card.id] = card;
    total += copies;
  }
  return { pile, cardsById, distinct: Object.keys(pile).length };
}

/** Per-call timings of an async function: warm-up calls, then timed calls for ~minMs. */
async function measureAsync(
  fn: () => Promise<unknown>,
  { warmup = 20, minSamples = 50, minMs = 1500 } = {},
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  let total = 0;
  while (times.length < minSamples || total < minMs) {
    const start = performance.now();
    await fn();
    const elapsed = performance.now() - start;
    times.push(elapsed);
    total += elapsed;
  }
  return summarise(times);
}

function direct(source: string): (...args: unknown[]) => unknown {
  const body = source.replace(/^export default /m, 'const __entry = ');
  return new Function(`${body}\nreturn __entry;`)() as (...args: unknown[]) => unknown;
}

const runner = createNodeRunner({ size: 1 });
const rows: string[][] = [];
const warm: { game: string; median: number }[] = [];
try {
  for (const calculator of DEFAULT_CALCULATORS) {
    const deck = sixtyCardDeck(calculator.game);
    const once = async () => {
      const result = await runCalculator(calculator.script, deck.pile, deck.cardsById, undefined, {
        runner,
      });
      if (!result.ok) throw new Error(`${calculator.id}: ${result.error.message}`);
      return result.value;
    };
    const coldStart = performance.now();
    const first = await once();
    const cold = performance.now() - coldStart;
    const sandboxed = await measureAsync(once);
    const compute = direct(calculator.script);
    const unsandboxed = measure(() =>
      normalizeCalculatorResult(
        compute(structuredClone(deck.pile), structuredClone(deck.cardsById)),
      ),
    );
    warm.push({ game: calculator.game, median: sandboxed.median });
    rows.push([
      `${calculator.game} Deck breakdown (${deck.distinct} distinct, ${first.widgets.length} widgets)`,
      ms(cold),
      ms(sandboxed.median),
      ms(sandboxed.mean),
      ms(unsandboxed.median),
      ratio(sandboxed.median, unsandboxed.median),
    ]);
  }
} finally {
  await runner.close();
}

table(
  [
    '60-card deck',
    'first run',
    'warm median',
    'warm mean',
    'direct, no sandbox (peer)',
    'sandbox vs direct',
  ],
  rows,
);
for (const { game, median } of warm)
  target(`${game} Deck breakdown through the sandbox, warm`, median, 10);
