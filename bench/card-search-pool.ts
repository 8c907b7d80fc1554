// 20,000-card pools for the card-search benchmarks, built from the compact example catalogs in
// examples/catalogs (written by `pnpm catalogs` from Legends of Runeterra Data Dragon,
// pokemon-tcg-data and the Riftbound card gallery): each game's real cards, repeated with a
// numbered name suffix until there are 20,000, so names, rules texts, keywords and sets have their
// real shapes and lengths. The catalogs are already in the tcgkit catalog format, which is what the
// search reads, so no conversion is needed. `TCGKIT_CATALOGS` points at another folder holding
// `lor.json`, `pokemon.json` and `riftbound.json` in that format.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  LorSearchCard,
  PokemonSearchCard,
  RiftboundSearchCard,
  SearchGame,
} from '@tcgkit/card-search';

const GAMES: readonly SearchGame[] = ['lor', 'pokemon', 'riftbound'];

/** Where the catalogs are: `TCGKIT_CATALOGS`, else the repository's examples/catalogs. */
export function catalogsDir(): string {
  return process.env.TCGKIT_CATALOGS || new URL('../examples/catalogs', import.meta.url).pathname;
}

type AnyCard = LorSearchCard | PokemonSearchCard | RiftboundSearchCard;

/** The cards of one game's catalog, checked to be that game's. */
function catalogCards(dir: string, game: SearchGame): AnyCard[] {
  const path = join(dir, `${game}.json`);
  if (!existsSync(path)) {
    throw new Error(
      `card-search bench: ${path} is missing. Run \`pnpm catalogs\` to write examples/catalogs, or set TCGKIT_CATALOGS to a folder holding lor.json, pokemon.json and riftbound.json.`,
    );
  }
  const catalog = JSON.parse(readFileSync(path, 'utf8')) as { game?: unknown; cards?: unknown };
  if (catalog.game !== game || !Array.isArray(catalog.cards)) {
    throw new Error(`card-search bench: ${path} is not a ${game} catalog ({ game, cards })`);
  }
  return catalog.cards as AnyCard[];
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
  /** Real cards in the source catalog. */
  readonly real: number;
  /** A fresh pool each call (new objects: no cache of the search has seen them), of `count` cards (default: the pool's size). */
  fresh(count?: number): LorSearchCard[] | PokemonSearchCard[] | RiftboundSearchCard[];
}

/** A pool of `count` cards per game from the example catalogs (throws, saying how, when missing). */
export function realPools(count = 20_000): Pool[] {
  const dir = catalogsDir();
  return GAMES.map((game) => {
    const real = catalogCards(dir, game);
    return {
      game,
      real: real.length,
      fresh: (n = count) => structuredClone(repeatTo(real, n)) as never,
    };
  });
}
