// A judge's deck check (issue 34) on real TCG Live lists and the real pool: the registered list
// against one presented at the table with cards swapped, removed, reprinted and miscounted.
import { readFileSync } from 'node:fs';
import { importDeck } from '@tcgkit/deck-codes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleCatalog } from '../../../examples/catalogs/load.js';
import { deckCheck, normalizeDeck } from '../src/events.js';

const pool = exampleCatalog('pokemon');
const read = (file: string) => {
  const r = importDeck(
    readFileSync(new URL(`./fixtures/tcg-live/${file}`, import.meta.url), 'utf8'),
    'pokemon',
    pool,
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const registered = read('01-rocket-weezing.txt');
const other = read('05-dragapult.txt');

describe('deckCheck: what a judge reads', () => {
  it('the same list, or the same list in another order and spelling, matches with nothing to note', () => {
    expect(deckCheck(registered, registered, pool)).toEqual({
      matches: true,
      differences: [],
      notes: [],
    });
    expect(deckCheck(registered, normalizeDeck(registered, pool), pool)).toEqual({
      matches: true,
      differences: [],
      notes: [],
    });
  });

  it('a card swapped, one removed, one miscounted and one reprinted: each with its places in both lists', () => {
    const main = registered.main;
    const ultra = main.findIndex(
      (e) => e.ref === 'sv1-196' || e.ref === 'sv4pt5-91' || e.ref.startsWith('me'),
    );
    const iSwap = 0;
    const iRemove = 1;
    const iCount = 2;
    expect(new Set([iSwap, iRemove, iCount]).has(ultra)).toBe(false);
    expect(main[iCount]!.count).toBeGreaterThan(1);
    const swapIn = other.main.find((e) => !main.some((m) => m.ref === e.ref))!;
    const reprint = pool.cards
      .find((c) => c.printings?.some((p) => p.id === main[ultra]!.ref))!
      .printings!.find((p) => p.id !== main[ultra]!.ref)!.id;
    const presented = {
      ...registered,
      main: main.flatMap((e, i) =>
        i === iSwap
          ? [{ ref: swapIn.ref, count: e.count }]
          : i === iRemove
            ? []
            : i === iCount
              ? [{ ...e, count: e.count - 1 }]
              : i === ultra
                ? [{ ref: reprint, count: e.count }]
                : [e],
      ),
    };
    const check = deckCheck(registered, presented, pool);
    expect(check.matches).toBe(false);
    const name = (ref: string) =>
      pool.cards.find((c) => c.printings?.some((p) => p.id === ref))!.name;
    expect(
      check.differences.map((d) => [
        d.type,
        d.type === 'total' ? null : d.name,
        d.type === 'total' ? d.presentedCount - d.registeredCount : 'count' in d ? d.count : null,
      ]),
    ).toEqual([
      ['missing', name(main[iSwap]!.ref), main[iSwap]!.count],
      ['missing', name(main[iRemove]!.ref), main[iRemove]!.count],
      ['missing', name(main[iCount]!.ref), 1],
      ['extra', name(swapIn.ref), main[iSwap]!.count],
      ['total', null, -(main[iRemove]!.count + 1)],
    ]);
    const removed = check.differences[1]!;
    expect(removed).toMatchObject({
      zone: 'main',
      registeredCount: main[iRemove]!.count,
      presentedCount: 0,
      registered: [
        { zone: 'main', index: iRemove, ref: main[iRemove]!.ref, count: main[iRemove]!.count },
      ],
      presented: [],
      message: `Main deck: ${main[iRemove]!.count} ${name(main[iRemove]!.ref)} missing (registered ${main[iRemove]!.count}, presented 0).`,
    });
    expect(check.differences[2]).toMatchObject({
      registered: [{ index: iCount, count: main[iCount]!.count }],
      presented: [{ index: iCount - 1, count: main[iCount]!.count - 1 }],
    });
    expect(check.differences[3]).toMatchObject({
      registered: [],
      presented: [{ index: 0, ref: swapIn.ref }],
    });
    expect(check.differences[4]!.message).toBe(
      `Main deck: ${60 - main[iRemove]!.count - 1} cards presented, 60 registered.`,
    );
    expect(check.notes).toEqual([
      {
        type: 'other-printing',
        card: pool.cards.find(
          (c) => c.name === name(reprint) && c.printings?.some((p) => p.id === reprint),
        )!.id,
        name: name(reprint),
        zone: 'main',
        registered: [
          { zone: 'main', index: ultra, ref: main[ultra]!.ref, count: main[ultra]!.count },
        ],
        presented: [{ zone: 'main', index: ultra - 1, ref: reprint, count: main[ultra]!.count }],
        message: `Main deck: ${name(reprint)} presented as ${reprint}, registered as ${main[ultra]!.ref}: the same card in another printing (legal).`,
      },
    ]);
  });

  it('property: missing one way is extra the other way, and a list always matches itself', () => {
    const decks = [registered, other, read('03-n-zoroark.txt'), read('04-jacinthe-psychic.txt')];
    fc.assert(
      fc.property(fc.nat(3), fc.nat(3), (a, b) => {
        const ab = deckCheck(decks[a]!, decks[b]!, pool);
        const ba = deckCheck(decks[b]!, decks[a]!, pool);
        const flip = (t: string) => (t === 'missing' ? 'extra' : t === 'extra' ? 'missing' : t);
        const key = (d: (typeof ab.differences)[number], type: string) =>
          d.type === 'total'
            ? `total ${d.zone}`
            : `${type} ${d.card} ${'count' in d ? d.count : ''}`;
        expect(ab.differences.map((d) => key(d, flip(d.type))).sort()).toEqual(
          ba.differences.map((d) => key(d, d.type)).sort(),
        );
        expect(ab.matches).toBe(a === b);
      }),
    );
  });
});
