// The compact form of a loaded catalog: only the fields tcgkit's packages read (deck-codes,
// deckbuilder rules, card-search, calculators), so the example catalogs stay small. Images, flavor
// text, artists, marked-up text and derivable indexes (Pokémon `globals.printings`, Riftbound
// `globals.aliases`) are left out; a Pokémon printing keeps its regulation mark (legality reads
// it); a compact catalog still passes the catalog schema.
import type {
  AnyCardCatalog,
  CardPrinting,
  LorCatalog,
  PokemonCatalog,
  RiftboundCatalog,
} from '../src/types.ts';

const omit = <T extends object>(o: T, keys: readonly string[]): T => {
  const out = { ...o } as Record<string, unknown>;
  for (const k of keys) delete out[k];
  return out as T;
};

const printing = (p: CardPrinting, keep: readonly (keyof CardPrinting)[]): CardPrinting => {
  const out: Record<string, unknown> = {};
  for (const k of keep) if (p[k] !== undefined) out[k] = p[k];
  return out as unknown as CardPrinting;
};

function compactLor(c: LorCatalog): LorCatalog {
  const noIcons = <E extends { icon?: string | null }>(t: Record<string, E> | undefined) =>
    t && Object.fromEntries(Object.entries(t).map(([k, e]) => [k, omit(e, ['icon'])]));
  const g = c.globals ?? {};
  return {
    schemaVersion: 1,
    game: 'lor',
    ...(c.locale === undefined ? {} : { locale: c.locale }),
    cards: c.cards.map((card) => ({
      ...omit(card, ['assets']),
      ...(card.game === undefined
        ? {}
        : {
            game: omit(card.game, [
              'description',
              'levelupDescription',
              'flavorText',
              'artistName',
            ]),
          }),
    })),
    globals: {
      formats: noIcons(g.formats),
      keywords: noIcons(g.keywords),
      rarities: noIcons(g.rarities),
      regions: noIcons(g.regions),
      runeterraChampions: noIcons(g.runeterraChampions),
      sets: noIcons(g.sets),
      spellSpeeds: noIcons(g.spellSpeeds),
      types: noIcons(g.types),
      vocabTerms: noIcons(g.vocabTerms),
    },
  } as LorCatalog;
}

function compactPokemon(c: PokemonCatalog): PokemonCatalog {
  const sets = c.globals?.sets ?? {};
  return {
    schemaVersion: 1,
    game: 'pokemon',
    ...(c.locale === undefined ? {} : { locale: c.locale }),
    cards: c.cards.map((card) => ({
      ...omit(card, ['assets', 'hasImage']),
      // Each printing keeps its regulation mark: legality is by any printing's mark.
      printings: (card.printings ?? []).map((p) => {
        const out = printing(p, ['id', 'setCode', 'number']);
        const mark = p.metadata?.regulationMark;
        return typeof mark === 'string' ? { ...out, metadata: { regulationMark: mark } } : out;
      }),
      ...(card.game === undefined
        ? {}
        : { game: omit(card.game, ['flavorText', 'artist', 'nationalPokedexNumbers']) }),
    })),
    globals: {
      sets: Object.fromEntries(Object.entries(sets).map(([k, s]) => [k, omit(s, ['images'])])),
    },
  };
}

function compactRiftbound(c: RiftboundCatalog): RiftboundCatalog {
  const g = c.globals ?? {};
  return {
    schemaVersion: 1,
    game: 'riftbound',
    ...(c.locale === undefined ? {} : { locale: c.locale }),
    cards: c.cards.map((card) => ({
      ...omit(card, ['assets', 'hasImage']),
      printings: (card.printings ?? []).map((p) =>
        printing(p, ['id', 'setCode', 'number', 'variants']),
      ),
      ...(card.game === undefined ? {} : { game: omit(card.game, ['text', 'artistName']) }),
    })),
    globals: omit(g, ['aliases']),
  };
}

/** The compact form of a catalog of any game (see the file comment for what is kept). */
export function compactCatalog(catalog: AnyCardCatalog): AnyCardCatalog {
  switch (catalog.game) {
    case 'lor':
      return compactLor(catalog as LorCatalog);
    case 'pokemon':
      return compactPokemon(catalog as PokemonCatalog);
    case 'riftbound':
      return compactRiftbound(catalog as RiftboundCatalog);
    default:
      throw new Error(
        `compactCatalog: unknown game ${String((catalog as { game: unknown }).game)}`,
      );
  }
}
