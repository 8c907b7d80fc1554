// 20,000-card pools for the card-search benchmarks, built from the real catalogs in
// shared/fixtures/catalogs (Legends of Runeterra Data Dragon, pokemon-tcg-data, the Riftbound
// card db): each game's real cards, repeated with a numbered name suffix until there are 20,000,
// so names, rules texts, keywords and sets have their real shapes and lengths. A small local
// conversion (not the @tcgkit/cards loaders, which are being written in #20).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  LorSearchCard,
  PokemonSearchCard,
  RiftboundSearchCard,
  SearchGame,
} from '@tcgkit/card-search';

/** Where the catalogs are: `TCGKIT_FIXTURES`, else the shared folder beside the checkout. */
export function fixturesDir(): string | null {
  const candidates = [
    process.env.TCGKIT_FIXTURES,
    new URL('../../shared/fixtures', import.meta.url).pathname,
    '/work/shared/fixtures',
  ];
  for (const c of candidates) if (c && existsSync(join(c, 'catalogs'))) return join(c, 'catalogs');
  return null;
}

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
type Json = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const strs = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

function lorCards(dir: string): LorSearchCard[] {
  const folder = join(dir, 'lor', 'data-dragon');
  const out: LorSearchCard[] = [];
  for (const f of readdirSync(folder)
    .filter((n) => /^set.*-en_us\.json$/.test(n))
    .sort()) {
    for (const c of read(join(folder, f)) as Json[]) {
      out.push({
        id: String(c.cardCode),
        name: String(c.name),
        setCode: String(c.set).toLowerCase(),
        collectible: c.collectible !== false,
        game: {
          typeRef: str(c.type),
          rarityRef: str(c.rarityRef),
          supertypeRef: str(c.supertype) || undefined,
          regionRefs: strs(c.regionRefs),
          keywordRefs: strs(c.keywordRefs),
          cost: num(c.cost),
          descriptionRaw: str(c.descriptionRaw),
          levelupDescriptionRaw: str(c.levelupDescriptionRaw),
        },
      } as LorSearchCard);
    }
  }
  return out;
}

function pokemonCards(dir: string): PokemonSearchCard[] {
  const folder = join(dir, 'pokemon', 'pokemon-tcg-data', 'cards', 'en');
  const out: PokemonSearchCard[] = [];
  for (const f of readdirSync(folder).sort()) {
    const setCode = f.replace(/\.json$/, '');
    for (const c of read(join(folder, f)) as Json[]) {
      out.push({
        id: String(c.id),
        name: String(c.name),
        setCode,
        game: {
          supertype: str(c.supertype),
          subtypes: strs(c.subtypes),
          types: strs(c.types),
          hp: str(c.hp),
          rarity: str(c.rarity),
          regulationMark: str(c.regulationMark),
          rules: strs(c.rules),
          abilities: c.abilities as never,
          attacks: c.attacks as never,
          weaknesses: c.weaknesses as never,
          retreatCost: strs(c.retreatCost),
          convertedRetreatCost: num(c.convertedRetreatCost),
          evolvesTo: strs(c.evolvesTo),
        },
      } as PokemonSearchCard);
    }
  }
  return out;
}

function riftboundCards(dir: string): RiftboundSearchCard[] {
  const data = read(join(dir, 'riftbound', 'cards.json')) as { cards: Json[] };
  return data.cards.map(
    (c) =>
      ({
        id: String(c.id),
        name: String(c.name),
        setCode: String(c.setId),
        game: {
          type: str(c.type)?.toLowerCase(),
          rarity: str(c.rarity)?.toLowerCase(),
          domains: strs(c.domains)?.map((d) => d.toLowerCase()),
          tags: strs(c.tags),
          energy: num(c.energy),
          might: num(c.might),
          power: num(c.power),
          textPlain: str(c.rulesText),
          keywordRefs: [...(str(c.rulesText) ?? '').matchAll(/\[([A-Za-z ]+)\]/g)].map((m) =>
            (m[1] as string).toLowerCase().replace(/ /g, '_'),
          ),
        },
      }) as RiftboundSearchCard,
  );
}

/** `count` cards of one game: the real ones, then copies named "… 2", "… 3" with fresh ids. */
function repeatTo<C extends { id: string; name: string }>(real: readonly C[], count: number): C[] {
  const out: C[] = [];
  for (let round = 1; out.length < count; round++) {
    for (const c of real) {
      if (out.length >= count) break;
      out.push(round === 1 ? c : { ...c, id: `${c.id}#${round}`, name: `${c.name} ${round}` });
    }
  }
  return out;
}

export interface Pool {
  readonly game: SearchGame;
  /** Real cards in the source data. */
  readonly real: number;
  /** A fresh pool each call (new objects: no cache of the search has seen them). */
  fresh(): LorSearchCard[] | PokemonSearchCard[] | RiftboundSearchCard[];
}

/** A pool of `count` cards per game from the real catalogs, or `null` when they are not here. */
export function realPools(count = 20_000): Pool[] | null {
  const dir = fixturesDir();
  if (!dir) return null;
  const sources: [SearchGame, () => { id: string; name: string }[]][] = [
    ['lor', () => lorCards(dir)],
    ['pokemon', () => pokemonCards(dir)],
    ['riftbound', () => riftboundCards(dir)],
  ];
  return sources.map(([game, load]) => {
    const real = load();
    return {
      game,
      real: real.length,
      fresh: () => structuredClone(repeatTo(real, count)) as never,
    };
  });
}
