// The loaders run in the browser too (no Node API, no eval): the whole Riftbound gallery and a
// hand-made Data Dragon and pokemon-tcg-data excerpt, in Chromium.
import { describe, expect, it } from 'vitest';
import { catalogFromDataDragon } from '../src/loaders/data-dragon.js';
import { catalogFromPokemonTcgData } from '../src/loaders/pokemon-tcg-data.js';
import { catalogFromRiftboundGallery } from '../src/loaders/riftbound-gallery.js';
import { catalogValidators } from '../src/validators.js';
import gallery from './fixtures/riftbound-gallery.json' with { type: 'json' };

describe('loaders in the browser', () => {
  it('the whole Riftbound gallery', () => {
    const r = catalogFromRiftboundGallery(gallery);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.cards.flatMap((c) => c.printings ?? [])).toHaveLength(1178);
      expect(catalogValidators.riftbound.check(r.value)).toBeUndefined();
    }
  });

  it('a Data Dragon excerpt (Garen) and a pokemon-tcg-data excerpt (Pikachu ex)', () => {
    const garen = {
      cardCode: '01DE012',
      name: 'Garen',
      set: 'Set1',
      type: 'Unit',
      supertype: 'Champion',
      collectible: true,
      regionRefs: ['Demacia'],
      description: "When I'm summoned, give other allies +1|+1 this round.",
      levelupDescription: "I've <link=vocab.Strike><style=Vocab>struck</style></link> twice.",
    };
    const globals = {
      regions: [{ nameRef: 'Demacia', name: 'Demacia', abbreviation: 'DE' }],
      sets: [{ nameRef: 'Set1', name: 'Foundations' }],
      formats: [],
    };
    const lor = catalogFromDataDragon([[garen]], globals);
    expect(lor.ok && lor.value.cards[0]?.game?.vocabTerms).toEqual(['Strike']);
    expect(lor.ok && lor.value.cards[0]?.game?.levelupDescriptionRaw).toBe("I've struck twice.");
    const pokemon = catalogFromPokemonTcgData(
      [{ id: 'svp', name: 'Scarlet & Violet Black Star Promos', ptcgoCode: 'PR-SV' }],
      { svp: [{ id: 'svp-106', name: 'Pikachu ex', supertype: 'Pokémon', number: '106' }] },
    );
    expect(pokemon.ok && pokemon.value.cards[0]?.game).toMatchObject({
      supertype: 'Pokemon',
      convertedRetreatCost: 0,
      defaultPrintingId: 'svp-106',
    });
    expect(catalogFromPokemonTcgData(null, null)).toMatchObject({
      ok: false,
      error: { code: 'cards/invalid-pokemon-tcg-data', path: '/sets' },
    });
  });
});
