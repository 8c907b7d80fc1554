// The builder model and templates: pure operations over plain data.
import { sampleRiftboundCatalog } from '@tcgkit/cards/samples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCards,
  addPile,
  applyTemplate,
  BUILT_IN_TEMPLATES,
  builderDeck,
  copiesIn,
  createBuilder,
  createDefaultBuilder,
  type DeckBuilder,
  deckSet,
  exportBuilder,
  importIntoPile,
  manageTemplate,
  mergedDeck,
  moveCards,
  pilesInOrder,
  RIFTBOUND_CONSTRUCTED,
  removeCards,
  removePile,
  saveAsTemplate,
  saveTemplateInto,
  setCardRule,
  setLayout,
  templatesForRule,
  updatePile,
  visibleTemplates,
  zoneOfPile,
} from '../src/index.js';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

describe('piles and roles', () => {
  it('an old or unknown game spelling is core/unknown-game listing the card games', () => {
    for (const game of ['legends-of-runeterra', 'pokemon-tcg', 'mtg']) {
      for (const make of [createBuilder, createDefaultBuilder]) {
        expect(() => make(game as 'lor')).toThrow(
          expect.objectContaining({ code: 'core/unknown-game' }),
        );
        expect(() => make(game as 'lor')).toThrow(/"lor", "pokemon", "riftbound"/);
      }
    }
  });
  it('Legends of Runeterra and Pokémon start as a single deck with one pile', () => {
    for (const game of ['lor', 'pokemon'] as const) {
      const b = createDefaultBuilder(game);
      expect([b.layout, b.multiPile, b.pileView, b.piles.length]).toEqual([
        'single',
        false,
        false,
        1,
      ]);
    }
  });

  it('a pile holds a name, a deck rule, a role and a placement; settings change without touching cards', () => {
    let b = unwrap(addCards(createBuilder('lor'), 'p1', '01IO009', 2));
    b = unwrap(
      updatePile(b, 'p1', {
        name: 'Zed deck',
        deckRuleId: 'lor/constructed',
        placement: { column: 3, order: 1 },
      }),
    );
    expect(b.piles[0]).toMatchObject({
      name: 'Zed deck',
      deckRuleId: 'lor/constructed',
      role: null,
      placement: { column: 3, order: 1 },
      cards: { '01IO009': 2 },
    });
  });

  it('at most one Sideboard and one Maybeboard; no command zone in these games', () => {
    let b = unwrap(addPile(createBuilder('riftbound'), { name: 'Side', role: 'sideboard' }));
    expect(b.multiPile).toBe(true);
    const second = addPile(b, { role: 'sideboard' });
    expect(second.ok ? undefined : second.error.code).toBe('deckbuilder/invalid-role');
    const commander = addPile(b, { role: 'commander' });
    expect(commander.ok ? undefined : commander.error.code).toBe('deckbuilder/invalid-role');
    b = unwrap(addPile(b, { name: 'Maybe', role: 'maybeboard' }));
    const swap = updatePile(b, 'p1', { role: 'maybeboard' });
    expect(swap.ok ? undefined : swap.error.code).toBe('deckbuilder/invalid-role');
    // Re-setting a pile's own role is fine.
    expect(updatePile(b, 'p2', { role: 'sideboard' }).ok).toBe(true);
  });

  it('add, remove and move cards; errors carry codes', () => {
    let b = unwrap(addPile(createBuilder('lor')));
    b = unwrap(addCards(b, 'p1', 'A', 3));
    b = unwrap(moveCards(b, 'p1', 'p2', 'A', 2));
    expect([b.piles[0]!.cards, b.piles[1]!.cards]).toEqual([{ A: 1 }, { A: 2 }]);
    b = unwrap(removeCards(b, 'p1', 'A'));
    expect(b.piles[0]!.cards).toEqual({});
    const codes = [
      addCards(b, 'nope', 'A'),
      addCards(b, 'p1', 'A', 0),
      addCards(b, 'p1', 'A', 1.5),
      removeCards(b, 'p2', 'A', 3),
      moveCards(b, 'p2', 'nope', 'A'),
      removePile(createBuilder('lor'), 'p1'),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual([
      'deckbuilder/unknown-pile',
      'deckbuilder/invalid-count',
      'deckbuilder/invalid-count',
      'deckbuilder/not-enough-copies',
      'deckbuilder/unknown-pile',
      'deckbuilder/last-pile',
    ]);
  });

  it('Single Deck merges the piles (the Sideboard nested, the Maybeboard left out); Multi deck gives one deck per pile', () => {
    let b = unwrap(addPile(createBuilder('lor'), { role: 'sideboard' }));
    b = unwrap(addPile(b, { role: 'maybeboard' }));
    b = unwrap(addPile(b));
    b = unwrap(addCards(b, 'p1', 'A', 2));
    b = unwrap(addCards(b, 'p4', 'A', 1));
    b = unwrap(addCards(b, 'p2', 'S', 1));
    b = unwrap(addCards(b, 'p3', 'M', 9));
    expect(mergedDeck(b)).toEqual({ A: 3, sideboard: { S: 1 } });
    expect(deckSet(setLayout(b, 'multi'))).toEqual([{ A: 2 }, { S: 1 }, { A: 1 }]);
    expect(builderDeck(b)).toEqual({
      game: 'lor',
      main: [
        { ref: 'A', count: 2 },
        { ref: 'A', count: 1 },
      ],
      sideboard: [{ ref: 'S', count: 1 }],
      maybeboard: [{ ref: 'M', count: 9 }],
    });
  });

  it('switching to Multi deck picks the deck set rule and gives each pile a deck rule', () => {
    let b = unwrap(addPile(createBuilder('lor'), { role: 'maybeboard' }));
    b = setLayout(b, 'multi');
    expect([b.layout, b.layoutRuleId]).toEqual(['multi', 'lor/lock']);
    expect(b.piles.map((p) => p.deckRuleId)).toEqual(['lor/constructed', null]);
    b = unwrap(addPile(b));
    expect(b.piles[2]!.deckRuleId).toBe('lor/constructed');
    const back = setLayout(b, 'single');
    expect([back.layout, back.layoutRuleId]).toEqual(['single', 'lor/constructed']);
    expect(setLayout(createBuilder('pokemon'), 'multi').layoutRuleId).toBeNull();
    expect(setLayout(b, 'multi', 'mine').layoutRuleId).toBe('mine');
  });

  it('operations never mutate their arguments (property: random operation sequences on frozen state)', () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('add'),
        pile: fc.integer({ min: 1, max: 3 }),
        ref: fc.constantFrom('A', 'B', 'C'),
        n: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({
        kind: fc.constant('remove'),
        pile: fc.integer({ min: 1, max: 3 }),
        ref: fc.constantFrom('A', 'B', 'C'),
        n: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({
        kind: fc.constant('move'),
        pile: fc.integer({ min: 1, max: 3 }),
        to: fc.integer({ min: 1, max: 3 }),
        ref: fc.constantFrom('A', 'B', 'C'),
        n: fc.integer({ min: 1, max: 4 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let b: DeckBuilder = unwrap(addPile(unwrap(addPile(createBuilder('lor')))));
        let expected = 0;
        for (const o of ops) {
          const before = deepFreeze(b);
          const snapshot = JSON.stringify(before);
          const total = before.piles.reduce((s, p) => s + copiesIn(p.cards), 0);
          const r =
            o.kind === 'add'
              ? addCards(before, `p${o.pile}`, o.ref, o.n)
              : o.kind === 'remove'
                ? removeCards(before, `p${o.pile}`, o.ref, o.n)
                : moveCards(before, `p${o.pile}`, `p${'to' in o ? o.to : 1}`, o.ref, o.n);
          expect(JSON.stringify(before)).toBe(snapshot);
          if (!r.ok) {
            expect(r.error.code).toBe('deckbuilder/not-enough-copies');
            continue;
          }
          b = r.value;
          expected = total + (o.kind === 'add' ? o.n : o.kind === 'remove' ? -o.n : 0);
          expect(b.piles.reduce((s, p) => s + copiesIn(p.cards), 0)).toBe(expected);
          for (const p of b.piles)
            for (const c of Object.values(p.cards)) expect(c).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150, seed: 13 },
    );
  });
});

describe('templates', () => {
  it('Riftbound opens in Pile View with the Constructed template, on the Legend pile, Standard recommended', () => {
    const b = createDefaultBuilder('riftbound');
    expect(pilesInOrder(b).map((p) => [p.name, p.role, p.deckRuleId])).toEqual([
      ['Legend', null, 'riftbound/legend'],
      ['Rune Deck', null, 'riftbound/rune-deck'],
      ['Battlefields', null, 'riftbound/battlefields'],
      ['Main Deck', null, 'riftbound/main-deck'],
      ['Sideboard', 'sideboard', 'riftbound/sideboard'],
      ['Maybeboard', 'maybeboard', null],
    ]);
    expect([b.layout, b.pileView, b.multiPile, b.activePileId]).toEqual([
      'single',
      true,
      true,
      'legend',
    ]);
    expect([b.layoutRuleId, b.cardRuleId, b.cardRuleSource]).toEqual([
      'riftbound/constructed',
      'riftbound/standard',
      'template-recommended',
    ]);
    expect(BUILT_IN_TEMPLATES.map((t) => t.game)).toEqual(['riftbound']);
    expect(templatesForRule(BUILT_IN_TEMPLATES, 'riftbound/constructed')).toEqual([
      RIFTBOUND_CONSTRUCTED,
    ]);
  });

  it('a template never holds cards', () => {
    for (const t of BUILT_IN_TEMPLATES) for (const p of t.piles) expect('cards' in p).toBe(false);
  });

  it('switching template replaces every pile, cards included', () => {
    let b = createDefaultBuilder('riftbound');
    b = unwrap(addCards(b, 'main', 'ogn-043-298', 3));
    b = unwrap(addPile(b, { name: 'Extra' }));
    const switched = unwrap(applyTemplate(b, RIFTBOUND_CONSTRUCTED));
    expect(switched.piles.every((p) => Object.keys(p.cards).length === 0)).toBe(true);
    expect(switched.piles.map((p) => p.name)).not.toContain('Extra');
    const wrong = applyTemplate(createBuilder('lor'), RIFTBOUND_CONSTRUCTED);
    expect(wrong.ok ? undefined : wrong.error.code).toBe('deckbuilder/wrong-game');
  });

  it("a recommended card ruleset yields to the user's choice; a pinned one always applies", () => {
    const mine = setCardRule(createBuilder('riftbound'), 'my-cards');
    expect(unwrap(applyTemplate(mine, RIFTBOUND_CONSTRUCTED)).cardRuleId).toBe('my-cards');
    const pinned = {
      ...RIFTBOUND_CONSTRUCTED,
      cardRuleset: { id: 'riftbound/standard', mode: 'pinned' as const },
    };
    const applied = unwrap(applyTemplate(mine, pinned));
    expect([applied.cardRuleId, applied.cardRuleSource]).toEqual([
      'riftbound/standard',
      'template-pinned',
    ]);
  });

  it('Save as Template: only while every pile is empty, with a rule chosen; Also save the card ruleset pins it', () => {
    const empty = createDefaultBuilder('riftbound');
    const t = unwrap(saveAsTemplate(empty, { id: 't1', name: 'Mine', alsoSaveCardRuleset: true }));
    expect(t.piles).toEqual(RIFTBOUND_CONSTRUCTED.piles);
    expect([t.openPileId, t.layoutRuleId, t.builtIn, t.public]).toEqual([
      'legend',
      'riftbound/constructed',
      false,
      false,
    ]);
    expect(t.cardRuleset).toEqual({ id: 'riftbound/standard', mode: 'pinned' });
    expect(unwrap(saveAsTemplate(empty, { id: 't2', name: 'Mine' })).cardRuleset).toBeNull();
    const full = saveAsTemplate(unwrap(addCards(empty, 'main', 'x')), { id: 't', name: 'x' });
    expect(full.ok ? undefined : full.error.code).toBe('deckbuilder/template-has-cards');
    const noRule = saveAsTemplate({ ...empty, layoutRuleId: null }, { id: 't', name: 'x' });
    expect(noRule.ok ? undefined : noRule.error.code).toBe('deckbuilder/template-needs-rule');
  });

  it('saving again with the same name updates that template', () => {
    const empty = createDefaultBuilder('riftbound');
    const one = unwrap(saveTemplateInto([], empty, { name: 'Mine' }));
    const moved = unwrap(updatePile(empty, 'main', { placement: { column: 5, order: 0 } }));
    const two = unwrap(saveTemplateInto(one, moved, { name: 'Mine' }));
    expect(two.length).toBe(1);
    expect(two[0]!.id).toBe(one[0]!.id);
    expect(two[0]!.piles.find((p) => p.id === 'main')?.placement).toEqual({ column: 5, order: 0 });
    expect(unwrap(saveTemplateInto(two, moved, { name: 'Other' })).length).toBe(2);
  });
});

describe('managing templates', () => {
  it('rename, make public, delete your own; Turny templates can only be hidden', () => {
    const mine = unwrap(
      saveAsTemplate(createDefaultBuilder('riftbound'), { id: 't1', name: 'Mine' }),
    );
    const all = [...BUILT_IN_TEMPLATES, mine];
    const renamed = unwrap(manageTemplate(all, 't1', { name: 'Bo1', public: true }));
    expect(renamed.find((t) => t.id === 't1')).toMatchObject({ name: 'Bo1', public: true });
    expect(unwrap(manageTemplate(all, 't1', 'delete')).map((t) => t.id)).toEqual([
      'riftbound/constructed',
    ]);
    const builtIn = manageTemplate(all, 'riftbound/constructed', 'delete');
    expect(builtIn.ok ? undefined : builtIn.error.code).toBe('deckbuilder/built-in-template');
    const missing = manageTemplate(all, 'nope', { name: 'x' });
    expect(missing.ok ? undefined : missing.error.code).toBe('deckbuilder/unknown-template');
    expect(visibleTemplates(all, 'riftbound', ['riftbound/constructed']).map((t) => t.id)).toEqual([
      't1',
    ]);
    expect(visibleTemplates(all, 'lor')).toEqual([]);
  });
});

describe('import and export', () => {
  it('with Pile View off (a single pile) the sideboard is left out, with a warning saying how many', () => {
    const b = createBuilder('riftbound');
    const r = importIntoPile(
      b,
      'p1',
      'RIFT1.OGN:6x042-298,3x043-298,3x045-298,3x064-298,6x166-298,205-298,259-298,282-298,289-298,293-298.SB.OGN:2x050-298',
      sampleRiftboundCatalog,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(copiesIn(r.value.builder.piles[0]!.cards)).toBe(26);
    expect(r.warnings.map((w) => [w.code, w.message])).toEqual([
      [
        'deck-codes/sideboard-skipped',
        'There is no sideboard pile, so 2 sideboard cards were left out.',
      ],
    ]);
  });

  it('zones are found by zone rule, role or name', () => {
    const b = createDefaultBuilder('riftbound');
    expect(pilesInOrder(b).map(zoneOfPile)).toEqual([
      'legend',
      'runes',
      'battlefields',
      'main',
      'sideboard',
      undefined,
    ]);
    expect(zoneOfPile({ ...b.piles[3]!, deckRuleId: null, name: ' main deck ' })).toBe('main');
  });

  it('import errors and a Multi deck export are refused with codes', () => {
    const bad = importIntoPile(createBuilder('lor'), 'p1', 'not a deck', sampleRiftboundCatalog);
    expect(bad.ok ? undefined : bad.error.code).toBe('deckbuilder/import-failed');
    const multi = setLayout(
      unwrap(
        addCards(unwrap(addPile(unwrap(addCards(createBuilder('lor'), 'p1', 'A')))), 'p2', 'B'),
      ),
      'multi',
    );
    const out = exportBuilder(multi, 'lor-code', sampleRiftboundCatalog);
    expect(out.ok ? undefined : out.error.code).toBe('deckbuilder/multi-deck-export');
  });
});
