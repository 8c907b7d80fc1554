// The README's smallest example, as written there.
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { expect, it } from 'vitest';
import {
  BUILT_IN_RULESETS,
  createDefaultBuilder,
  deckLegality,
  importIntoPile,
  rulesetLibrary,
  validateBuilder,
} from '../src/index.js';

it('README smallest example', async () => {
  const runner = createNodeRunner({ size: 1 });
  const builder = createDefaultBuilder('riftbound');
  const code =
    'RIFT1.OGN:6x042-298,3x043-298,3x045-298,3x064-298,6x166-298,205-298,259-298,282-298,289-298,293-298.SB.OGN:2x050-298';
  const done = importIntoPile(builder, 'legend', code, sampleCatalogs.riftbound);
  expect(done.ok).toBe(true);
  if (done.ok) {
    const report = await validateBuilder(runner, done.value.builder, {
      rulesets: rulesetLibrary(BUILT_IN_RULESETS),
      catalog: sampleCatalogs.riftbound,
    });
    expect(report.list).toEqual(['Main Deck: The main deck must contain exactly 40 cards.']);
  }
  await runner.close();
});

it('README deck legality example', async () => {
  const runner = createNodeRunner({ size: 1 });
  const deck = { game: 'pokemon', main: [{ ref: 'me55-66', count: 4 }], sideboard: [] } as const;
  const found = await deckLegality(runner, deck, sampleCatalogs.pokemon);
  expect(found).toEqual([
    { format: 'Standard', status: 'illegal', messages: ['Decks need exactly 60 cards (found 4).'] },
  ]);
  await runner.close();
});
