// Tips: Saving (unique names, warnings, off while rules cannot run) and Use a saved deck with Sync.
import { describe, expect, it } from 'vitest';
import {
  addCards,
  addPile,
  type BuilderValidation,
  createBuilder,
  createDefaultBuilder,
  type DeckBuilder,
  saveAsTemplate,
  saveDeck,
  setLayout,
  syncLinkedPiles,
  useSavedDeck,
} from '../src/index.js';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const report = (list: readonly string[], canSave = true): BuilderValidation => ({
  status: canSave ? (list.length === 0 ? 'legal' : 'illegal') : 'not-checked',
  canSave,
  piles: [],
  deck: [],
  cards: [],
  list,
  failures: [],
});

const deckOf = (cards: Readonly<Record<string, number>>): DeckBuilder => {
  let b = createBuilder('lor');
  for (const [ref, n] of Object.entries(cards)) b = unwrap(addCards(b, 'p1', ref, n));
  return b;
};

describe('Saving', () => {
  it('deck names are unique: saving with an existing name replaces that deck and keeps its id', () => {
    const first = unwrap(
      saveDeck([], deckOf({ A: 1 }), { id: 'd1', name: 'Zed', validation: report([]) }),
    );
    const again = unwrap(
      saveDeck(first.decks, deckOf({ A: 2 }), { id: 'd2', name: ' zed ', validation: report([]) }),
    );
    expect(again.replaced).toBe(true);
    expect(again.decks.map((d) => [d.id, d.builder.piles[0]!.cards])).toEqual([['d1', { A: 2 }]]);
    const other = unwrap(
      saveDeck(again.decks, deckOf({ B: 1 }), { id: 'd3', name: 'Other', validation: report([]) }),
    );
    expect(other.decks.map((d) => d.id)).toEqual(['d1', 'd3']);
    expect(other.saved.private).toBe(true);
  });

  it('the save keeps the rule warnings the deck still has; saving is off while rules cannot run', () => {
    const saved = unwrap(
      saveDeck([], deckOf({ A: 1 }), {
        id: 'd1',
        name: 'x',
        validation: report(['Decks need exactly 40 cards (found 1).']),
      }),
    );
    expect(saved.saved.warnings).toEqual(['Decks need exactly 40 cards (found 1).']);
    const off = saveDeck([], deckOf({ A: 1 }), {
      id: 'd1',
      name: 'x',
      validation: report([], false),
    });
    expect(off.ok ? undefined : off.error.code).toBe('deckbuilder/rules-cannot-run');
    const noName = saveDeck([], deckOf({ A: 1 }), { id: 'd1', name: '  ', validation: report([]) });
    expect(noName.ok ? undefined : noName.error.code).toBe('deckbuilder/invalid-name');
  });
});

describe('Use a saved deck, with Sync', () => {
  const account = unwrap(
    saveDeck([], deckOf({ A: 2, B: 1 }), { id: 'saved-1', name: 'One', validation: report([]) }),
  ).decks;

  function lineup(): DeckBuilder {
    return setLayout(unwrap(addPile(createBuilder('lor'))), 'multi', 'lor/lock');
  }

  it('loads a saved deck into a pile; with Sync, changes to the saved deck show up in the pile', () => {
    const b = unwrap(useSavedDeck(lineup(), 'p2', account[0]!, { sync: true }));
    expect(b.piles[1]).toMatchObject({
      cards: { A: 2, B: 1 },
      link: { deckId: 'saved-1', sync: true },
    });
    const changed = unwrap(
      saveDeck(account, deckOf({ C: 3 }), { id: 'x', name: 'One', validation: report([]) }),
    ).decks;
    expect(syncLinkedPiles(b, changed).piles[1]!.cards).toEqual({ C: 3 });
    // Without Sync the pile keeps what it loaded.
    const unsynced = unwrap(useSavedDeck(lineup(), 'p2', account[0]!, { sync: false }));
    expect(syncLinkedPiles(unsynced, changed).piles[1]!.cards).toEqual({ A: 2, B: 1 });
    // A deck no longer saved unlinks the pile.
    expect(syncLinkedPiles(b, []).piles[1]!.link).toBeUndefined();
  });

  it('saving the deck set writes a synced pile back to its saved deck', () => {
    let b = unwrap(useSavedDeck(lineup(), 'p2', account[0]!, { sync: true }));
    b = unwrap(addCards(b, 'p2', 'Z', 1));
    const after = unwrap(
      saveDeck(account, b, { id: 'set-1', name: 'Lineup', validation: report([]) }),
    ).decks;
    expect(after.find((d) => d.id === 'saved-1')?.builder.piles[0]?.cards).toEqual({
      A: 2,
      B: 1,
      Z: 1,
    });
    expect(after.map((d) => d.id)).toEqual(['saved-1', 'set-1']);
  });

  it('a zoned saved deck (Riftbound) cannot stay in sync; links never go into templates', () => {
    const zoned = unwrap(
      saveDeck([], createDefaultBuilder('riftbound'), {
        id: 'r',
        name: 'R',
        validation: report([]),
      }),
    ).saved;
    const r = useSavedDeck(createBuilder('riftbound'), 'p1', zoned, { sync: true });
    expect(r.ok ? undefined : r.error.code).toBe('deckbuilder/sync-unsupported');
    const linked = unwrap(useSavedDeck(lineup(), 'p2', account[0]!, { sync: true }));
    const emptied = { ...linked, piles: linked.piles.map((p) => ({ ...p, cards: {} })) };
    const t = unwrap(saveAsTemplate(emptied, { id: 't', name: 't' }));
    expect(t.piles.every((p) => !('link' in p))).toBe(true);
  });
});
