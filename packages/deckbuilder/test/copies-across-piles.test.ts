// Issue #17, point 13: copies of a card are counted over every counted pile (a Sideboard pile
// included), in every game's built-in rules. Legends of Runeterra here; Pokémon TCG in
// pokemon-and-not-checked.test.ts and Riftbound in riftbound-constructed.test.ts ("four copies
// across main deck and sideboard").

import type { SandboxRunner } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCards,
  addPile,
  BUILT_IN_RULESETS,
  builderDeck,
  createBuilder,
  type DeckBuilder,
  rulesetLibrary,
  validateBuilder,
} from '../src/index.js';
import { lorTutorialCatalog as catalog } from './fixtures/lor-tutorial.js';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const rulesets = rulesetLibrary(BUILT_IN_RULESETS);
let runner: SandboxRunner;
beforeAll(async () => {
  runner = createNodeRunner({ size: 2 });
  await runner.ready();
});
afterAll(async () => {
  await runner.close();
});

/** A 40-card Demacia / Ionia deck: 3 × 01DE001 and 37 Ionia cards (3 of each, one single) in the main pile, plus `side` in a Sideboard pile. */
function lorDeck(main01DE001: number, side: Readonly<Record<string, number>>): DeckBuilder {
  let b = createBuilder('lor', { cardRuleId: null });
  const ionia = ['01IO005', '01IO006', '01IO008', '01IO012', '01IO016', '01IO017', '01IO018'];
  const ioniaMore = ['01IO021', '01IO023', '01IO026', '01IO027', '01IO028', '01IO036'];
  const sideCount = Object.values(side).reduce((a, b) => a + b, 0);
  let left = 40 - main01DE001 - sideCount;
  b = unwrap(addCards(b, 'p1', '01DE001', main01DE001));
  for (const code of [...ionia, ...ioniaMore]) {
    const n = Math.min(3, left);
    if (n === 0) break;
    b = unwrap(addCards(b, 'p1', code, n));
    left -= n;
  }
  b = unwrap(addPile(b, { name: 'Side', role: 'sideboard' }));
  const sideId = b.piles[1]!.id;
  for (const [code, n] of Object.entries(side)) b = unwrap(addCards(b, sideId, code, n));
  return b;
}

describe('Legends of Runeterra "Riot constructed": copies across piles', () => {
  it('3 × 01DE001 in the main deck and 2 in a Sideboard pile: 5 copies, refused (they all go into the shared code)', async () => {
    const b = lorDeck(3, { '01DE001': 2 });
    const report = await validateBuilder(runner, b, { rulesets, catalog });
    expect(report.list).toEqual(['Demacia card 01DE001: at most 3 copies (found 5).']);
    expect(report.status).toBe('illegal');
    // which is why: the Sideboard's cards go out with the rest of the deck
    const deck = builderDeck(b);
    const copies = [...deck.main, ...deck.sideboard]
      .filter((e) => e.ref === '01DE001')
      .reduce((n, e) => n + e.count, 0);
    expect(copies).toBe(5);
  });

  it('2 + 1 across the piles is 3 copies: legal', async () => {
    const report = await validateBuilder(runner, lorDeck(2, { '01DE001': 1 }), {
      rulesets,
      catalog,
    });
    expect(report.list).toEqual([]);
    expect(report.status).toBe('legal');
  });

  it('the Maybeboard never counts', async () => {
    let b = lorDeck(3, {});
    b = unwrap(addPile(b, { name: 'Maybe', role: 'maybeboard' }));
    b = unwrap(addCards(b, b.piles[2]!.id, '01DE001', 3));
    const report = await validateBuilder(runner, b, { rulesets, catalog });
    expect(report.list).toEqual([]);
  });
});
