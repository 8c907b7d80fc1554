import { createBrowserRunner } from '@tcgkit/sandbox';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CalculatorErrorCode,
  compileCalculatorSpec,
  createBuilderWidget,
  DEFAULT_CALCULATORS,
  previewCalculatorSpec,
  runCalculator,
} from '../src/index.js';
import { sampleDecks } from './decks.js';

// Real Chromium: runCalculator with no runner uses the shared browser runner (a module Web
// Worker that locks itself down with SES), as a page would.

describe('runCalculator in a page', () => {
  it('runs every default calculator on its sample deck with the default runner', async () => {
    for (const calculator of DEFAULT_CALCULATORS) {
      const deck = sampleDecks[calculator.game];
      const result = await runCalculator(calculator.script, deck.pile, deck.cardsById);
      expect(result.ok, calculator.id).toBe(true);
      if (result.ok) expect(result.value.widgets.length).toBeGreaterThan(4);
    }
  });

  it("a compiled builder script gives the preview's dashboard", async () => {
    const spec = {
      game: 'pokemon' as const,
      widgets: [
        createBuilderWidget('table', 'pokemon'),
        createBuilderWidget('histogram', 'pokemon'),
      ],
    };
    const script = compileCalculatorSpec(spec);
    if (!script.ok) throw new Error(script.error.message);
    const deck = sampleDecks.pokemon;
    const result = await runCalculator(script.value, deck.pile, deck.cardsById);
    expect(result).toEqual(previewCalculatorSpec(spec, deck.pile, deck.cardsById));
  });

  const runner = createBrowserRunner({ size: 1 });
  afterAll(async () => {
    await runner.close();
  });

  it('stops an endless loop at the time limit, then runs again', async () => {
    const result = await runCalculator(
      'export default function compute() { while (true) {} }',
      {},
      {},
      undefined,
      {
        runner,
        timeoutMs: 500,
      },
    );
    expect(result).toMatchObject({ ok: false, error: { code: CalculatorErrorCode.Timeout } });
    const next = await runCalculator(
      'export default function compute() { return { widgets: [] }; }',
      {},
      {},
      undefined,
      { runner },
    );
    expect(next).toMatchObject({ ok: true, value: { widgets: [] } });
  });
});
