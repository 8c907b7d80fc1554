// Issue 30: nothing tied the published JSON Schemas to the hand-written types in each package's
// types.ts. This compares every published schema with the type it describes, both ways
// (docs/test/schema-types.ts says what is compared), so a field added to one and not the other,
// a required field the type calls optional, or a literal value one side lacks fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { disagreements, programOf, type SchemaTypePair } from './schema-types.js';

/**
 * Every schema in `packages/<name>/schemas`, with the type it describes: package, schema name,
 * the type (as the module names it; `$.` is the module inside a larger type), the module file
 * (default the package's index), and `upstream` for a loader's input format.
 */
const TABLE: readonly (readonly [string, string, string, string?, 'upstream'?])[] = [
  ['core', 'rng-state', 'RngState'],
  ['ffa', 'ffa-settings', 'FfaSettingsInput'],
  ['ffa', 'ffa-state', 'FfaState'],
  ['round-robin', 'round-robin-settings', 'RoundRobinSettings'],
  ['round-robin', 'round-robin-state', 'RoundRobinState'],
  ['elimination', 'elimination-settings', 'EliminationSettings'],
  ['elimination', 'elimination-state', 'EliminationState'],
  ['swiss', 'swiss-settings', 'SwissSettings'],
  ['swiss', 'swiss-stage', 'SwissStage'],
  ['tournament', 'tournament-settings', 'TournamentSettingsInput'],
  ['tournament', 'tournament-event', 'TournamentState'],
  ['deckbuilder', 'deck-builder', 'DeckBuilder'],
  ['deckbuilder', 'deck-template', 'Template'],
  ['calculator', 'calculator-spec', 'CalculatorSpec'],
  ['cards', 'lor-card', 'LorCard'],
  ['cards', 'pokemon-card', 'PokemonCard'],
  ['cards', 'riftbound-card', 'RiftboundCard'],
  ['cards', 'lor-catalog', "CardCatalog<'lor'>"],
  ['cards', 'pokemon-catalog', "CardCatalog<'pokemon'>"],
  ['cards', 'riftbound-catalog', "CardCatalog<'riftbound'>"],
  ['cards', 'data-dragon-sets', 'DataDragonCard[][]', 'loaders/data-dragon', 'upstream'],
  ['cards', 'data-dragon-globals', 'DataDragonGlobals', 'loaders/data-dragon', 'upstream'],
  ['cards', 'pokemon-tcg-data-sets', 'PokemonTcgDataSet[]', 'loaders/pokemon-tcg-data', 'upstream'],
  [
    'cards',
    'pokemon-tcg-data-cards',
    'Record<string, $.PokemonTcgDataCard[]>',
    'loaders/pokemon-tcg-data',
    'upstream',
  ],
  [
    'cards',
    'riftbound-gallery',
    '{ cards: $.RiftboundGalleryCard[] }',
    'loaders/riftbound-gallery',
    'upstream',
  ],
];

const PAIRS: readonly SchemaTypePair[] = TABLE.map(
  ([pkg, name, type, file = 'index', upstream]) => ({
    schema: `${pkg}/schemas/${name}.schema.json`,
    module: `../../packages/${pkg}/src/${file}.js`,
    type,
    upstream: upstream === 'upstream',
  }),
);

const packages = new URL('../../packages/', import.meta.url).pathname;

const schemaOf = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../packages/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

const { checker, types, problems } = programOf(PAIRS, new URL('.', import.meta.url).pathname);

describe('each published JSON Schema and its TypeScript type agree, both ways', () => {
  it('names every schema of the packages, and every type resolves', () => {
    const published = readdirSync(packages).flatMap((pkg) =>
      existsSync(join(packages, pkg, 'schemas'))
        ? readdirSync(join(packages, pkg, 'schemas'))
            .filter((f) => f.endsWith('.schema.json'))
            .map((f) => `${pkg}/schemas/${f}`)
        : [],
    );
    expect(PAIRS.map((p) => p.schema).sort()).toEqual(published.sort());
    expect(problems).toEqual([]);
  });

  PAIRS.forEach((pair, i) => {
    it(`${pair.schema} ~ ${pair.type}`, () => {
      const upstream = pair.upstream === true;
      expect(disagreements(schemaOf(pair.schema), types[i]!, checker, { upstream })).toEqual([]);
    });
  });
});

describe('the comparison finds each kind of disagreement', () => {
  const at = (schema: string) => PAIRS.findIndex((p) => p.schema === schema);
  const rng = at('core/schemas/rng-state.schema.json');
  const base = schemaOf('core/schemas/rng-state.schema.json') as {
    properties: Record<string, unknown>;
    required: string[];
  };
  const with_ = (change: (s: typeof base) => void) => {
    const copy = structuredClone(base);
    change(copy);
    return disagreements(copy, types[rng]!, checker);
  };

  it('a property on one side only, either side', () => {
    expect(with_((s) => void (s.properties.extra = { type: 'string' }))).toEqual([
      '(root)/extra: in the schema, not in the type',
    ]);
    expect(
      with_((s) => {
        delete s.properties.state;
        s.required = ['algorithm'];
      }),
    ).toEqual(['(root)/state: in the type, not in the schema']);
  });

  it('required against optional, a kind of value, a literal value', () => {
    expect(with_((s) => void (s.required = ['algorithm']))).toEqual([
      '(root)/state: optional in the schema, required in the type',
    ]);
    expect(with_((s) => void (s.properties.state = { type: 'string' }))).toEqual([
      '/state: the type allows a array, the schema does not',
      '/state: the schema allows a string, the type does not',
    ]);
    expect(with_((s) => void (s.properties.algorithm = { enum: ['sfc32', 'xoshiro'] }))).toEqual([
      '/algorithm: the schema allows "xoshiro", the type does not',
    ]);
    expect(
      with_((s) => void (s.properties.state = { type: 'array', items: { type: 'string' } })),
    ).toEqual([
      '/state/items: the type allows a number, the schema does not',
      '/state/items: the schema allows a string, the type does not',
    ]);
  });

  it('inside a $ref, a tagged union and its tags', () => {
    const event = 'tournament/schemas/tournament-event.schema.json';
    const text = JSON.stringify(schemaOf(event));
    // The log's actions are a union tagged by `type`: the schema's `drop` renamed.
    expect(text).toContain('"const":"drop"');
    const changed = JSON.parse(text.replace('"const":"drop"', '"const":"renamed"'));
    const found = disagreements(changed, types[at(event)]!, checker);
    expect(found).toContain('/log/items/action: the type has type "drop", the schema does not');
    expect(found).toContain('/log/items/action: the schema has type "renamed", the type does not');
  });
});
