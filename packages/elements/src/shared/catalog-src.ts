import type { CardCatalog } from '@tcgkit/cards';

/** What {@link fetchCatalog} gives: the catalog, or a coded problem. */
export type CatalogLoad =
  | { readonly ok: true; readonly catalog: CardCatalog }
  | { readonly ok: false; readonly code: string; readonly message: string };

const GAMES: readonly unknown[] = ['lor', 'pokemon', 'riftbound'];

/**
 * Checks that JSON is a card catalog as @tcgkit/cards writes it: an object with a known `game` and
 * a `cards` array whose every entry has a string `id` and `name`. Total and linear: any JSON value
 * gives a result.
 */
export function readCatalog(data: unknown, from: string): CatalogLoad {
  const bad = (why: string): CatalogLoad => ({
    ok: false,
    code: 'elements/bad-catalog',
    message: `${from} is not a card catalog: ${why}.`,
  });
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return bad('not an object');
  const c = data as { game?: unknown; cards?: unknown };
  if (!GAMES.includes(c.game)) return bad('"game" is not lor, pokemon or riftbound');
  if (!Array.isArray(c.cards)) return bad('"cards" is not a list');
  for (const [i, card] of c.cards.entries()) {
    const k = card as { id?: unknown; name?: unknown } | null;
    if (
      typeof k !== 'object' ||
      k === null ||
      typeof k.id !== 'string' ||
      typeof k.name !== 'string'
    )
      return bad(`cards[${i}] has no string "id" and "name"`);
  }
  return { ok: true, catalog: data as CardCatalog };
}

/** Fetches a catalog JSON file (`catalog-src`) and checks it with {@link readCatalog}. */
export async function fetchCatalog(url: string, signal: AbortSignal): Promise<CatalogLoad> {
  let text: string;
  try {
    const response = await fetch(url, { signal });
    if (!response.ok)
      return {
        ok: false,
        code: 'elements/fetch-failed',
        message: `Could not load the catalog ${url}: HTTP ${response.status}.`,
      };
    text = await response.text();
  } catch (error) {
    return {
      ok: false,
      code: 'elements/fetch-failed',
      message: `Could not load the catalog ${url}: ${(error as Error).message}.`,
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {
      ok: false,
      code: 'elements/bad-json',
      message: `The catalog ${url} is not valid JSON.`,
    };
  }
  return readCatalog(data, url);
}
