import { describe, expect, it } from 'vitest';
import { CardsErrors } from '../src/index.js';
import { sampleCatalogs } from '../src/samples/index.js';
import { cardValidators, catalogValidators, parseCatalog } from '../src/validators.js';

// The example cards of the card-data pages, verbatim (image URLs kept).
const garen = {
  id: '01DE012',
  name: 'Garen',
  setCode: 'set1',
  collectible: true,
  assets: [
    {
      kind: 'card',
      url: 'https://cdn.turny.gg/cards/lor/assets/01DE012-card-8a863d8a21d1029ab31bd8454e9456e89c2de96072d27705e2f11883752034f5.webp',
    },
  ],
  game: {
    associatedCardRefs: ['01DE012T1', '01DE012T2'],
    formatRefs: ['client_Formats_Eternal_name', 'client_Formats_Standard_name'],
    keywordRefs: ['Regeneration'],
    rarityRef: 'Champion',
    regionRefs: ['Demacia'],
    vocabTerms: ['Strike'],
    supertype: 'Champion',
    supertypeRef: 'Champion',
    type: 'Unit',
    typeRef: 'Unit',
    cost: 5,
    attack: 5,
    health: 5,
    description: "When I'm summoned, give other allies +1|+1 this round.",
    descriptionRaw: "When I'm summoned, give other allies +1|+1 this round.",
    levelupDescription: "I've struck twice.",
    levelupDescriptionRaw: "I've struck twice.",
    flavorText:
      'Training and resilience are the way of a soldier. Even in the face of great peril, we will not falter.',
    subtypes: ['ELITE'],
    artistName: 'SIXMOREVODKA',
  },
};

// card-data-pokemon.md, "Example card", verbatim.
const pikachu = {
  id: 'pikachu-ex--1f29b66b68bc',
  name: 'Pikachu ex',
  setCode: 'me2pt5',
  collectible: true,
  assets: [
    {
      kind: 'card',
      url: 'https://cdn.turny.gg/cards/pokemon/assets/me2pt5-276-en-card-685c27781bd507cac386d4a882d063dedea2430e20472857fe1881360eae4777.webp',
    },
  ],
  printings: [
    {
      id: 'me2pt5-276',
      setCode: 'me2pt5',
      number: '276',
      releaseDate: '2026/01/30',
      assets: [
        {
          kind: 'card',
          url: 'https://cdn.turny.gg/cards/pokemon/assets/me2pt5-276-en-card-685c27781bd507cac386d4a882d063dedea2430e20472857fe1881360eae4777.webp',
        },
      ],
      variants: [],
      metadata: { rarity: 'Special Illustration Rare', regulationMark: 'H', artist: 'booota' },
    },
    {
      id: 'svp-106',
      setCode: 'svp',
      number: '106',
      releaseDate: '2023/01/01',
      assets: [
        {
          kind: 'card',
          url: 'https://cdn.turny.gg/cards/pokemon/assets/svp-106-en-card-6834a96f03cf2394d164d4c948035eddc63428fcfd0c08d201e14064fe9b21dd.webp',
        },
      ],
      variants: [],
      metadata: { rarity: 'Promo', regulationMark: 'H', artist: 'takuyoa' },
    },
  ],
  game: {
    supertype: 'Pokemon',
    subtypes: ['Basic', 'ex'],
    hp: '200',
    types: ['Lightning'],
    rules: [
      'Pokémon ex rule: When your Pokémon ex is Knocked Out, your opponent takes 2 Prize cards.',
    ],
    attacks: [
      {
        name: 'Thunderbolt',
        cost: ['Lightning', 'Lightning', 'Colorless'],
        convertedEnergyCost: 3,
        damage: '120',
      },
    ],
    weaknesses: [{ type: 'Fighting', value: '×2' }],
    retreatCost: ['Colorless'],
    convertedRetreatCost: 1,
    number: '276',
    nationalPokedexNumbers: [25],
    rarity: 'Special Illustration Rare',
    regulationMark: 'H',
    artist: 'booota',
    legalities: {
      expanded: 'Legal',
      'expanded-jp': 'Legal',
      standard: 'Legal',
      'standard-future': 'Legal',
      'standard-jp': 'Legal',
      unlimited: 'Legal',
    },
    identityAliases: ['pikachu-ex--1f4e7709a44c', 'pikachu-ex--3f6f59171eb0'],
    defaultPrintingId: 'me2pt5-276',
  },
};

// card-data-riftbound.md, "Example card" (its text field's line breaks written as \n).
const jinx = {
  id: 'rb-34ece2975dc9e4adcb5e',
  name: 'Jinx - Demolitionist',
  setCode: 'OGN',
  collectible: true,
  assets: [
    {
      kind: 'card',
      url: 'https://cdn.turny.gg/cards/riftbound/assets/ogn-030-298-card-80a26a1b25235660a480721f141f212244485ad006bbd2602247425901e8b11e.webp',
    },
  ],
  printings: [
    {
      id: 'ogn-030-298',
      setCode: 'OGN',
      number: '30',
      assets: [
        {
          kind: 'card',
          url: 'https://cdn.turny.gg/cards/riftbound/assets/ogn-030-298-card-80a26a1b25235660a480721f141f212244485ad006bbd2602247425901e8b11e.webp',
        },
      ],
      variants: [{ id: 'ogn-030-298:normal', kind: 'normal' }],
      metadata: { tcgplayerId: '652802' },
    },
    {
      id: 'ogn-030a-298',
      setCode: 'OGN',
      number: '30',
      assets: [
        {
          kind: 'card',
          url: 'https://cdn.turny.gg/cards/riftbound/assets/ogn-030a-298-card-03360e2876cef6388860f6cd8445bd352c6a95eea244e015019869cd5d693365.webp',
        },
      ],
      variants: [{ id: 'ogn-030a-298:alternate_art', kind: 'alternate_art' }],
      metadata: { tcgplayerId: '652803' },
    },
  ],
  hasImage: true,
  game: {
    type: 'unit',
    supertype: 'Champion',
    rarity: 'rare',
    domains: ['fury'],
    tags: ['Jinx', 'Zaun'],
    energy: 3,
    might: 4,
    power: 1,
    collectorNumber: '30',
    defaultPrintingId: 'ogn-030-298',
    legalities: { standard: 'legal' },
    text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)\n[Assault 2] (+2 :rb_might: while I'm an attacker.)\nWhen you play me, discard 2.",
    textPlain:
      "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)[Assault 2] (+2 :rb_might: while I'm an attacker.)When you play me, discard 2.",
    keywordRefs: ['accelerate', 'assault'],
    flavorText: "I really need a new gun. But don't tell my other guns.",
    orientation: 'portrait',
    variant: 'normal',
    artistName: 'Kudos Productions',
  },
};

describe('JSON Schemas', () => {
  it('accept the sample catalog of every game', () => {
    expect(catalogValidators.lor.check(sampleCatalogs.lor)).toBeUndefined();
    expect(catalogValidators.pokemon.check(sampleCatalogs.pokemon)).toBeUndefined();
    expect(catalogValidators.riftbound.check(sampleCatalogs.riftbound)).toBeUndefined();
  });

  it('accept the example card of card-data-lor.md (Garen)', () => {
    expect(cardValidators.lor.check(garen)).toBeUndefined();
    expect(sampleCatalogs.lor.cards.find((c) => c.id === '01DE012')).toEqual(garen);
  });

  it('accept the example cards of card-data-pokemon.md (Pikachu ex) and card-data-riftbound.md (Jinx)', () => {
    expect(cardValidators.pokemon.check(pikachu)).toBeUndefined();
    expect(cardValidators.riftbound.check(jinx)).toBeUndefined();
    const { assets: _a, printings, ...rest } = pikachu;
    const sample = sampleCatalogs.pokemon.cards.find((c) => c.id === pikachu.id);
    expect(sample).toEqual({ ...rest, printings: printings.map(({ assets: _p, ...p }) => p) });
  });

  it('accept every card of the samples one by one', () => {
    for (const card of sampleCatalogs.pokemon.cards)
      expect(cardValidators.pokemon.is(card)).toBe(true);
    for (const card of sampleCatalogs.riftbound.cards) {
      expect(cardValidators.riftbound.is(card)).toBe(true);
    }
  });

  it('reject an unknown top-level field with its JSON Pointer', () => {
    const problem = cardValidators.lor.check({ ...garen, printings: [] });
    expect(problem).toMatchObject({ code: CardsErrors.invalidCard, path: '/printings' });
  });

  it('reject a Riftbound type outside the six card types', () => {
    const jinx = sampleCatalogs.riftbound.cards[0]!;
    const bad = { ...jinx, game: { ...jinx.game, type: 'champion' } };
    expect(cardValidators.riftbound.check(bad)).toMatchObject({ path: '/game/type' });
  });

  it('require number and supertype on Pokémon game data', () => {
    const card = { id: 'x', name: 'X', setCode: 'sv1', game: { supertype: 'Trainer' } };
    expect(cardValidators.pokemon.check(card)).toMatchObject({ path: '/game/number' });
  });

  it('parseCatalog dispatches on game and reports an unknown game', () => {
    expect(parseCatalog(sampleCatalogs.pokemon).ok).toBe(true);
    const bad = parseCatalog({ schemaVersion: 1, game: 'mtg', cards: [] });
    expect(bad).toMatchObject({
      ok: false,
      error: { code: CardsErrors.unknownGame, path: '/game' },
    });
    if (!bad.ok) expect(bad.error.message).toContain('"lor", "pokemon", "riftbound"');
    expect(parseCatalog({ schemaVersion: 1, game: 'pokemon-tcg', cards: [] })).toMatchObject({
      ok: false,
      error: { code: CardsErrors.unknownGame },
    });
    const missing = parseCatalog({ schemaVersion: 1, game: 'lor' });
    expect(missing).toMatchObject({
      ok: false,
      error: { code: CardsErrors.invalidCatalog, path: '/cards' },
    });
    expect(parseCatalog(null).ok).toBe(false);
  });
});
