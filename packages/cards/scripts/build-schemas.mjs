#!/usr/bin/env node
// Writes packages/cards/schemas/*.schema.json from one set of shared definitions, so the card,
// printing, variant and asset contracts are spelled once. Run it, then
// `node scripts/compile-schemas.mjs` from the repository root to regenerate the validators.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const out = new URL('../schemas/', import.meta.url).pathname;
const str = { type: 'string' };
const num = { type: 'number' };
const bool = { type: 'boolean' };
const strs = { type: 'array', items: str };
const obj = (properties, required = [], extra = {}) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
  ...extra,
});
const ref = (name) => ({ $ref: `#/definitions/${name}` });
const record = (value) => ({ type: 'object', additionalProperties: value });

const common = {
  jsonObject: { type: 'object' },
  asset: obj(
    { kind: str, url: str, format: str, width: num, height: num, metadata: ref('jsonObject') },
    ['kind', 'url'],
  ),
  variant: obj({ id: str, kind: str, label: str, metadata: ref('jsonObject') }, ['id']),
  printing: obj(
    {
      id: str,
      setCode: str,
      number: str,
      language: str,
      releaseDate: str,
      assets: { type: 'array', items: ref('asset') },
      variants: { type: 'array', items: ref('variant') },
      metadata: ref('jsonObject'),
    },
    ['id', 'setCode'],
  ),
};

const card = (gameRef, { printings = true, printing = 'printing' } = {}) =>
  obj(
    {
      id: str,
      name: str,
      setCode: str,
      collectible: bool,
      assets: { type: 'array', items: ref('asset') },
      ...(printings ? { printings: { type: 'array', items: ref(printing) } } : {}),
      hasImage: bool,
      game: ref(gameRef),
    },
    ['id', 'name', 'setCode'],
  );

// Legends of Runeterra -------------------------------------------------------------------------
const lorEntryProps = {
  color: str,
  icon: { type: ['string', 'null'] },
  label: str,
  metadataRef: ref('jsonObject'),
  order: num,
  showInFilter: bool,
};
const lor = {
  ...common,
  lorGame: obj({
    associatedCardRefs: strs,
    formatRefs: strs,
    keywordRefs: strs,
    rarityRef: str,
    regionRefs: strs,
    spellSpeedRef: str,
    vocabTerms: strs,
    supertype: str,
    type: str,
    typeRef: str,
    supertypeRef: str,
    cost: num,
    attack: num,
    health: num,
    description: str,
    descriptionRaw: str,
    levelupDescription: str,
    levelupDescriptionRaw: str,
    flavorText: str,
    subtypes: strs,
    artistName: str,
  }),
  lorCard: card('lorGame', { printings: false }),
  lorEntry: obj(lorEntryProps, ['label']),
  lorKeywordEntry: obj({ ...lorEntryProps, description: str }, ['label']),
  lorChampionEntry: obj({ ...lorEntryProps, cardCode: str }, ['label', 'cardCode']),
  lorGlobals: obj({
    formats: record(ref('lorEntry')),
    keywords: record(ref('lorKeywordEntry')),
    rarities: record(ref('lorEntry')),
    regions: record(ref('lorEntry')),
    runeterraChampions: record(ref('lorChampionEntry')),
    sets: record(ref('lorEntry')),
    spellSpeeds: record(ref('lorEntry')),
    types: record(ref('lorEntry')),
    vocabTerms: record(ref('lorKeywordEntry')),
  }),
};

// Pokémon ------------------------------------------------------------------------------------
const typeValue = obj({ type: str, value: str }, ['type', 'value']);
const pokemon = {
  ...common,
  ability: obj({ name: str, text: str, type: str }, ['name', 'text', 'type']),
  attack: obj({ convertedEnergyCost: num, cost: strs, damage: str, name: str, text: str }, [
    'name',
  ]),
  typeValue,
  pokemonGame: obj(
    {
      associatedCardRefs: strs,
      abilities: { type: 'array', items: ref('ability') },
      artist: str,
      attacks: { type: 'array', items: ref('attack') },
      clientName: str,
      convertedRetreatCost: num,
      defaultPrintingId: str,
      digitalOnly: bool,
      evolvesFrom: str,
      evolvesFromIds: strs,
      evolvesTo: strs,
      evolvesToIds: strs,
      flavorText: str,
      hp: str,
      identityAliases: strs,
      inMarket: bool,
      isProvisional: bool,
      isLiveAvailable: bool,
      legalities: ref('jsonObject'),
      level: str,
      liveCardId: str,
      nationalPokedexNumbers: { type: 'array', items: num },
      number: str,
      rarity: str,
      regulationMark: str,
      resistances: { type: 'array', items: ref('typeValue') },
      retreatCost: strs,
      rules: strs,
      subtypes: strs,
      supertype: str,
      types: strs,
      weaknesses: { type: 'array', items: ref('typeValue') },
    },
    ['number', 'supertype'],
  ),
  pokemonPrinting: obj(
    {
      ...common.printing.properties,
      metadata: {
        type: 'object',
        properties: {
          rarity: str,
          regulationMark: { type: 'string', pattern: '^[A-Z]$' },
          artist: str,
        },
      },
    },
    ['id', 'setCode'],
  ),
  pokemonCard: card('pokemonGame', { printing: 'pokemonPrinting' }),
  pokemonSet: obj(
    {
      images: obj({ logo: str, symbol: str }),
      label: str,
      printedTotal: num,
      ptcgoCode: str,
      releaseDate: str,
      series: str,
      total: num,
    },
    ['label'],
  ),
  pokemonGlobals: obj({ printings: record(str), sets: record(ref('pokemonSet')) }),
};

// Riftbound ------------------------------------------------------------------------------------
const rbEntryProps = {
  label: str,
  color: str,
  icon: { type: ['string', 'null'] },
  order: num,
  showInFilter: bool,
  metadataRef: ref('jsonObject'),
};
const riftbound = {
  ...common,
  riftboundGame: obj({
    type: { enum: ['unit', 'spell', 'gear', 'battlefield', 'rune', 'legend'] },
    supertype: str,
    rarity: str,
    domains: strs,
    tags: strs,
    energy: num,
    might: num,
    power: num,
    collectorNumber: str,
    defaultPrintingId: str,
    legalities: record({ enum: ['legal', 'banned'] }),
    text: str,
    textPlain: str,
    flavorText: str,
    keywordRefs: strs,
    orientation: { enum: ['portrait', 'landscape'] },
    variant: str,
    foil: bool,
    alternateArt: bool,
    signature: bool,
    artistName: str,
  }),
  riftboundCard: card('riftboundGame'),
  rbEntry: obj(rbEntryProps, ['label']),
  rbKeywordEntry: obj({ ...rbEntryProps, description: str }, ['label']),
  riftboundGlobals: obj({
    domains: record(ref('rbEntry')),
    rarities: record(ref('rbEntry')),
    types: record(ref('rbEntry')),
    sets: record(ref('rbEntry')),
    formats: record(ref('rbEntry')),
    keywords: record(ref('rbKeywordEntry')),
    symbols: record(obj({ token: str }, ['token'])),
    aliases: record(str),
  }),
};

const catalog = (game, cardRef, globalsRef) =>
  obj(
    {
      schemaVersion: { const: 1 },
      game: { const: game },
      locale: str,
      cards: { type: 'array', items: ref(cardRef) },
      globals: ref(globalsRef),
    },
    ['schemaVersion', 'game', 'cards'],
  );

const files = {
  'lor-card': { title: 'Legends of Runeterra card', definitions: lor, root: ref('lorCard') },
  'pokemon-card': { title: 'Pokémon TCG card', definitions: pokemon, root: ref('pokemonCard') },
  'riftbound-card': { title: 'Riftbound card', definitions: riftbound, root: ref('riftboundCard') },
  'lor-catalog': {
    title: 'Legends of Runeterra catalog',
    definitions: lor,
    root: catalog('lor', 'lorCard', 'lorGlobals'),
  },
  'pokemon-catalog': {
    title: 'Pokémon TCG catalog',
    definitions: pokemon,
    root: catalog('pokemon', 'pokemonCard', 'pokemonGlobals'),
  },
  'riftbound-catalog': {
    title: 'Riftbound catalog',
    definitions: riftbound,
    root: catalog('riftbound', 'riftboundCard', 'riftboundGlobals'),
  },
};

for (const [name, { title, definitions, root }] of Object.entries(files)) {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `https://tcgkit.dev/schemas/cards/${name}.schema.json`,
    title,
    ...root,
    definitions,
  };
  writeFileSync(join(out, `${name}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
}
console.log(`wrote ${Object.keys(files).length} schemas to ${out}`);
