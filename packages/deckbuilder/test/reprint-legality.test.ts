// Pokémon Standard by the reprint rule on the real pool (issue 34, the defect): the 17 real TCG
// Live lists of the shared fixtures, validated against the full SV/ME pool of examples/catalogs in
// the real sandbox. A card is rotated exactly when no printing of its identity (same name, same
// rules text) carries a legal regulation mark; basic Energy never is; and the verdict of a list
// never depends on which printing of a card it names.
import { readdirSync, readFileSync } from 'node:fs';
import { indexCatalog, type PokemonCard, resolveRef } from '@tcgkit/cards';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleCatalog } from '../../../examples/catalogs/load.js';
import {
  BUILT_IN_RULESETS,
  createBuilder,
  type DeckBuilder,
  importIntoPile,
  POKEMON_STANDARD_MARKS,
  rulesetLibrary,
  validateBuilder,
} from '../src/index.js';

const pool = exampleCatalog('pokemon');
const index = indexCatalog(pool);
const rulesets = rulesetLibrary(BUILT_IN_RULESETS);
const dir = new URL('./fixtures/tcg-live/', import.meta.url);
const lists = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((file) => ({ file, text: readFileSync(new URL(file, dir), 'utf8') }));

const runner = createNodeRunner({ size: 2 });
afterAll(() => runner.close());

function imported(text: string): DeckBuilder {
  const r = importIntoPile(createBuilder('pokemon'), 'p1', text, pool);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.builder;
}

const isBasicEnergy = (card: PokemonCard) =>
  card.game?.supertype === 'Energy' && (card.game.subtypes ?? []).includes('Basic');
const marksOf = (card: PokemonCard) =>
  [...new Set((card.printings ?? []).flatMap((p) => p.metadata?.regulationMark ?? []))].sort();
/** The reprint rule's answer, read off the data: no printing of the card has a legal mark. */
const rotated = (card: PokemonCard) => {
  const marks = marksOf(card);
  return (
    !isBasicEnergy(card) &&
    marks.length > 0 &&
    !marks.some((m) => POKEMON_STANDARD_MARKS.includes(m))
  );
};
const ROTATED = / rotated out of Standard /;
/** A card's text with spacing ignored: what two same-named cards are compared on. */
const textOf = (card: PokemonCard) =>
  JSON.stringify([card.game?.abilities, card.game?.attacks, card.game?.rules]).replace(/\s+/g, '');

describe('Pokémon Standard on the real pool: the reprint rule, not the printing a list names', () => {
  it('the 17 real TCG Live lists: "rotated" messages are exactly the reprint rule’s answer, never a basic Energy', async () => {
    expect(lists).toHaveLength(17);
    const shown: string[] = [];
    for (const { file, text } of lists) {
      const b = imported(text);
      const report = await validateBuilder(runner, b, { rulesets, catalog: pool });
      const cards = Object.keys(b.piles[0]!.cards)
        .map((ref) => resolveRef(index, ref) as PokemonCard | undefined)
        .filter((c): c is PokemonCard => c !== undefined);
      const expected = cards.filter(rotated).map((card) => {
        const marks = marksOf(card);
        const which =
          marks.length === 1 ? `mark ${marks[0]} has` : `marks ${marks.join(', ')} have`;
        return `${card.name}: Regulation ${which} rotated out of Standard (H, I, J are legal)`;
      });
      const found = report.list.filter((m) => ROTATED.test(m));
      expect([...found].sort(), file).toEqual([...new Set(expected)].sort());
      for (const card of cards.filter(isBasicEnergy)) {
        expect(
          report.list.filter((m) => m.startsWith(`${card.name}:`)),
          file,
        ).toEqual([]);
      }
      shown.push(...found.map((m) => m.split(':')[0]!));
    }
    // What is rotated is what has only G printings in the pool; each has no same-named card with
    // the same text and a legal mark (so no reprint was missed).
    expect([...new Set(shown)].sort()).toEqual(ROTATED_NAMES);
    for (const name of new Set(shown)) {
      const same = pool.cards.filter((c) => c.name === name);
      const gone = same.filter(rotated);
      for (const legal of same.filter((c) => !rotated(c))) {
        for (const g of gone) expect(textOf(legal), name).not.toBe(textOf(g));
      }
    }
  });

  it('a list that names the Paldean Fates Ultra Ball (G) or Basic Fire Energy OBF 230 (G) loses no card to rotation', async () => {
    const list = lists.find((l) => l.file.startsWith('01-'))!.text;
    const b = imported(`${list}\n1 Ultra Ball PAF 91\n1 Basic Fire Energy OBF 230\n`);
    const report = await validateBuilder(runner, b, { rulesets, catalog: pool });
    // Only the deck rule speaks: 62 cards, and the copy rule counts Ultra Ball across printings.
    expect(report.list).toEqual([
      'Decks need exactly 60 cards (found 62).',
      'Ultra Ball: at most 4 copies (found 5).',
    ]);
    const ball = resolveRef(index, 'sv4pt5-91') as PokemonCard;
    expect(marksOf(ball)).toEqual(['G', 'I']);
  });

  it('property: swapping any card of a real list for another printing of it gives the same verdict', async () => {
    const decks = lists.map(({ text }) => imported(text));
    await fc.assert(
      fc.asyncProperty(
        fc.nat(decks.length - 1),
        fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        async (which, picks) => {
          const b = decks[which]!;
          const cards: Record<string, number> = {};
          Object.entries(b.piles[0]!.cards).forEach(([ref, count], i) => {
            const printings = resolveRef(index, ref)?.printings ?? [];
            const other =
              printings.length === 0
                ? ref
                : printings[picks[i % picks.length]! % printings.length]!.id;
            cards[other] = (cards[other] ?? 0) + count;
          });
          const swapped: DeckBuilder = {
            ...b,
            piles: [{ ...b.piles[0]!, cards }, ...b.piles.slice(1)],
          };
          const [before, after] = await Promise.all([
            validateBuilder(runner, b, { rulesets, catalog: pool }),
            validateBuilder(runner, swapped, { rulesets, catalog: pool }),
          ]);
          expect(after.status).toBe(before.status);
          // A card named under two printings is reported once per ref: compare the messages.
          expect([...new Set(after.list)].sort()).toEqual([...new Set(before.list)].sort());
        },
      ),
      { numRuns: 30, seed: 34 },
    );
  });
});

// The cards of the 17 lists with only G printings in the pool (pokemon-tcg-data of 2026-03-27):
// Scarlet & Violet to Paldean Fates cards not reprinted with a legal mark.
const ROTATED_NAMES: string[] = [
  'Altaria',
  'Arcanine ex',
  'Arven',
  'Beach Court',
  "Boss's Orders (Ghetsis)",
  'Charizard ex',
  'Charmander',
  'Charmeleon',
  'Counter Catcher',
  'Defiance Band',
  'Dewgong',
  'Dunsparce',
  'Electric Generator',
  'Exp. Share',
  'Great Tusk ex',
  'Growlithe',
  'Heatmor',
  'Horsea',
  'Iono',
  'Jacq',
  'Kilowattrel',
  'Kingdra',
  'Kirlia',
  'Koraidon ex',
  'Lechonk',
  'Lucario',
  'Lunatone',
  'Magnemite',
  'Magneton',
  'Magnezone',
  'Mew ex',
  'Moltres',
  'Nest Ball',
  'Oinkologne ex',
  'Pachirisu',
  'Pal Pad',
  'Pidgeot ex',
  "Professor Turo's Scenario",
  "Professor's Research",
  "Professor's Research (Professor Sada)",
  "Professor's Research (Professor Turo)",
  'Ralts',
  'Revavroom',
  'Riolu',
  'Rock Chestplate',
  'Sableye',
  'Seadra',
  'Seel',
  'Slowpoke',
  'Solrock',
  'Super Rod',
  'Swablu',
  'Varoom',
];
