// Legality as of a date (issue 34): formatRulesOn reads a format's dated changes, deckLegalityOn
// checks a deck with the rules of its event day. Across the April 2026 Pokémon rotation on the
// real pool and a real list, and a Riftbound ban an organizer adds from a day on.
import { readFileSync } from 'node:fs';
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleCatalog } from '../../../examples/catalogs/load.js';
import {
  addCards,
  builderDeck,
  createBuilder,
  createDefaultBuilder,
  DeckbuilderErrors,
  deckLegalityOn,
  FORMAT_TIMELINES,
  type FormatTimeline,
  formatRulesOn,
  importIntoPile,
} from '../src/index.js';
import { RIFT1, RIFT1_FILL } from './fixtures/decks.js';

const runner = createNodeRunner({ size: 2 });
afterAll(() => runner.close());
const pokemonPool = exampleCatalog('pokemon');
const riftboundPool = exampleCatalog('riftbound');
const [pokemonStandard] = FORMAT_TIMELINES.pokemon;
const [riftboundStandard] = FORMAT_TIMELINES.riftbound;

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('formatRulesOn: one answer per day', () => {
  it('Pokémon Standard the day before and the day of the April 2026 rotation', () => {
    expect(unwrap(formatRulesOn(pokemonStandard!, '2026-04-09'))).toMatchObject({
      date: '2026-04-09',
      since: '2025-04-11',
      marks: ['G', 'H', 'I'],
      banned: [],
      verified: false,
    });
    const after = unwrap(formatRulesOn(pokemonStandard!, '2026-05-16'));
    expect(after).toMatchObject({ since: '2026-04-10', marks: ['H', 'I', 'J'], banned: [] });
    expect(after.cardRule).toMatchObject({ id: 'pokemon/standard@2026-05-16', scope: 'card' });
    expect(after.cardRule.source).toContain('const STANDARD_MARKS = ["H","I","J"]');
  });

  it('a change keeps what it leaves out from the changes before it', () => {
    const own: FormatTimeline = {
      ...riftboundStandard!,
      changes: [
        ...riftboundStandard!.changes,
        { from: '2027-01-15', banned: ['Charm'], verified: true, note: 'our ban' },
      ],
    };
    expect(unwrap(formatRulesOn(own, '2027-02-01'))).toMatchObject({
      since: '2027-01-15',
      sets: ['OGN', 'OGS', 'SFD', 'UNL', 'VEN'],
      banned: ['Charm'],
      verified: false,
    });
  });

  it('refuses a day off the calendar, a day before the format, and a timeline out of order', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '16/05/2026', '2026-5-16', '']) {
      const r = formatRulesOn(pokemonStandard!, bad);
      expect(r.ok ? null : r.error).toMatchObject({
        code: DeckbuilderErrors.invalidDate,
        path: '/date',
      });
    }
    expect(formatRulesOn(pokemonStandard!, '2024-02-29').ok).toBe(false);
    const before = formatRulesOn(pokemonStandard!, '2024-02-29');
    expect(before.ok ? null : before.error).toEqual({
      code: 'deckbuilder/before-format',
      message: 'Standard starts on 2025-04-11: there are no rules for 2024-02-29.',
      path: '/date',
    });
    const swapped = { ...pokemonStandard!, changes: [...pokemonStandard!.changes].reverse() };
    const r = formatRulesOn(swapped, '2026-05-16');
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'deckbuilder/invalid-date',
      path: '/format/changes/1/from',
    });
  });

  it('is total: any value as the day or the format gives rules or a coded error, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (date, format) => {
        for (const r of [
          formatRulesOn(pokemonStandard!, date as string),
          formatRulesOn({ ...pokemonStandard!, changes: format as never }, '2026-05-16'),
          formatRulesOn(format as FormatTimeline, '2026-05-16'),
        ]) {
          if (!r.ok)
            expect(r.error.code).toMatch(
              /^deckbuilder\/(invalid-format|invalid-date|before-format)$/,
            );
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('deckLegalityOn: a list is judged by the rules of its event day', () => {
  const dragapult = builderDeck(
    unwrap(
      importIntoPile(
        createBuilder('pokemon'),
        'p1',
        readFileSync(new URL('./fixtures/tcg-live/05-dragapult.txt', import.meta.url), 'utf8'),
        pokemonPool,
      ),
    ).builder,
  );

  it('the real Dragapult list across the April 2026 rotation: G cards legal on 04-09, rotated on 04-10', async () => {
    const before = unwrap(
      await deckLegalityOn(runner, dragapult, pokemonPool, pokemonStandard!, '2026-04-09'),
    );
    expect(before).toEqual({
      format: 'Standard',
      status: 'legal',
      messages: [],
      date: '2026-04-09',
      since: '2025-04-11',
      verified: false,
    });
    const after = unwrap(
      await deckLegalityOn(runner, dragapult, pokemonPool, pokemonStandard!, '2026-04-10'),
    );
    expect(after.status).toBe('illegal');
    expect(after.since).toBe('2026-04-10');
    expect(after.messages).toContain(
      'Iono: Regulation mark G has rotated out of Standard (H, I, J are legal)',
    );
    expect(after.messages.every((m) => / rotated out of Standard /.test(m))).toBe(true);
  });

  it('the README example: a J card is "not legal yet" before the rotation and legal from its day', async () => {
    const deck = { game: 'pokemon', main: [{ ref: 'me55-66', count: 4 }], sideboard: [] } as const;
    const before = unwrap(
      await deckLegalityOn(runner, deck, sampleCatalogs.pokemon, pokemonStandard!, '2026-04-09'),
    );
    expect(before.messages).toEqual([
      'Mew ex: Regulation mark J is not legal in Standard yet (G, H, I are legal)',
      'Decks need exactly 60 cards (found 4).',
    ]);
    const after = unwrap(
      await deckLegalityOn(runner, deck, sampleCatalogs.pokemon, pokemonStandard!, '2026-04-10'),
    );
    expect(after.messages).toEqual(['Decks need exactly 60 cards (found 4).']);
  });

  it('a bad day is refused with its code, the deck not checked', async () => {
    const r = await deckLegalityOn(runner, dragapult, pokemonPool, pokemonStandard!, '2026-02-30');
    expect(r.ok ? null : r.error.code).toBe('deckbuilder/invalid-date');
  });

  it('Riftbound: a ban an organizer adds from a day on, and a set not yet released', async () => {
    let b = unwrap(
      importIntoPile(createDefaultBuilder('riftbound'), 'main', RIFT1, riftboundPool),
    ).builder;
    for (const ref of RIFT1_FILL) b = unwrap(addCards(b, 'main', ref, 3));
    const deck = builderDeck(b);
    const banned: FormatTimeline = {
      ...riftboundStandard!,
      changes: [
        ...riftboundStandard!.changes,
        { from: '2026-11-01', banned: ['Charm'], verified: true, note: 'the organizer’s ban' },
      ],
    };
    const open = unwrap(await deckLegalityOn(runner, deck, riftboundPool, banned, '2026-10-31'));
    expect(open).toMatchObject({ status: 'legal', messages: [] });
    const closed = unwrap(await deckLegalityOn(runner, deck, riftboundPool, banned, '2026-11-01'));
    expect(closed).toMatchObject({
      status: 'illegal',
      messages: ['Main Deck: Charm: This card is banned in Standard.'],
      since: '2026-11-01',
    });
    // A Spiritforged card before Spiritforged's day: its set is not legal yet.
    const sfd = riftboundPool.cards.find(
      (c) => c.printings?.every((p) => p.setCode === 'SFD') && c.game?.type === 'spell',
    )!;
    const early = unwrap(
      await deckLegalityOn(
        runner,
        { ...deck, main: [...deck.main, { ref: sfd.printings![0]!.id, count: 1 }] },
        riftboundPool,
        riftboundStandard!,
        '2026-01-01',
      ),
    );
    expect(early.messages).toContain(
      `Main Deck: ${sfd.name}: SFD is not legal in Standard (OGN, OGS are legal).`,
    );
  });

  it('Pokémon: an organizer’s ban by name from a day on', async () => {
    const own: FormatTimeline = {
      ...pokemonStandard!,
      changes: [
        ...pokemonStandard!.changes,
        { from: '2026-06-01', banned: ['Iono'], verified: true, note: 'ban' },
      ],
    };
    const r = unwrap(await deckLegalityOn(runner, dragapult, pokemonPool, own, '2026-03-01'));
    expect(r.status).toBe('legal');
    const late = unwrap(await deckLegalityOn(runner, dragapult, pokemonPool, own, '2026-06-01'));
    expect(late.messages).toContain('Iono: This card is banned in this format.');
  });
});
