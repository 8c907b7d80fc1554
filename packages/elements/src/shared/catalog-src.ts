import { initialState, Task, TaskStatus } from '@lit/task';
import type { CardCatalog } from '@tcgkit/cards';
import type { Deck } from '@tcgkit/deck-codes';
import type { ReactiveControllerHost } from 'lit';
import { TcgDataErrorEvent } from './events.js';

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

/** What {@link fetchDeck} gives: the deck, or a coded problem. */
export type DeckLoad =
  | { readonly ok: true; readonly deck: Deck }
  | { readonly ok: false; readonly code: string; readonly message: string };

/**
 * Checks that JSON is a deck as @tcgkit/deck-codes writes it: `game`, `main` and optionally
 * `sideboard` lists of `{ ref, count }` (a string ref and a whole count of at least 1), optionally
 * `champion`. Total and linear.
 */
export function readDeck(data: unknown, from: string): DeckLoad {
  const bad = (why: string): DeckLoad => ({
    ok: false,
    code: 'elements/bad-deck',
    message: `${from} is not a deck: ${why}.`,
  });
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return bad('not an object');
  const d = data as { game?: unknown; main?: unknown; sideboard?: unknown; champion?: unknown };
  if (!GAMES.includes(d.game)) return bad('"game" is not lor, pokemon or riftbound');
  if (d.champion !== undefined && typeof d.champion !== 'string')
    return bad('"champion" is not a string');
  for (const pile of ['main', 'sideboard'] as const) {
    const list = d[pile];
    if (list === undefined && pile === 'sideboard') continue;
    if (!Array.isArray(list)) return bad(`"${pile}" is not a list`);
    for (const [i, e] of list.entries()) {
      const x = e as { ref?: unknown; count?: unknown } | null;
      if (
        typeof x !== 'object' ||
        x === null ||
        typeof x.ref !== 'string' ||
        !Number.isInteger(x.count) ||
        (x.count as number) < 1
      )
        return bad(`${pile}[${i}] is not { ref, count } with a count of at least 1`);
    }
  }
  const deck = data as Deck;
  return { ok: true, deck: deck.sideboard === undefined ? { ...deck, sideboard: [] } : deck };
}

/** Fetches a deck JSON file (`src` of `<tcg-deck>`) and checks it with {@link readDeck}. */
export async function fetchDeck(url: string, signal: AbortSignal): Promise<DeckLoad> {
  const got = await fetchJson(url, 'deck', signal);
  return got.ok ? readDeck(got.data, url) : got;
}

/** Fetches a catalog JSON file (`catalog-src`) and checks it with {@link readCatalog}. */
export async function fetchCatalog(url: string, signal: AbortSignal): Promise<CatalogLoad> {
  const got = await fetchJson(url, 'catalog', signal);
  return got.ok ? readCatalog(got.data, url) : got;
}

async function fetchJson(
  url: string,
  what: string,
  signal: AbortSignal,
): Promise<
  | { readonly ok: true; readonly data: unknown }
  | { readonly ok: false; readonly code: string; readonly message: string }
> {
  let text: string;
  try {
    const response = await fetch(url, { signal });
    if (!response.ok)
      return {
        ok: false,
        code: 'elements/fetch-failed',
        message: `Could not load the ${what} ${url}: HTTP ${response.status}.`,
      };
    text = await response.text();
  } catch (error) {
    return {
      ok: false,
      code: 'elements/fetch-failed',
      message: `Could not load the ${what} ${url}: ${(error as Error).message}.`,
    };
  }
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      code: 'elements/bad-json',
      message: `The ${what} ${url} is not valid JSON.`,
    };
  }
}

/**
 * The load of an element's URL property (`catalog-src`, `src`) as a Lit `Task` (@lit/task): it
 * runs when `url()` changes, in the element's update; a newer URL aborts the load before it (its
 * signal), and only the newest load's outcome is applied: `apply(loaded, '')`, or
 * `apply(undefined, message)` after firing `tcg-data-error` with the problem's code on `host`.
 * An empty URL loads nothing (and abandons a load in flight). Taking the element out of the page
 * abandons the load in flight; putting it back loads again.
 */
export function urlLoad<L extends { readonly ok: true }>(
  host: ReactiveControllerHost & EventTarget,
  url: () => string | undefined,
  load: (url: string, signal: AbortSignal) => Promise<L | LoadProblem>,
  apply: (loaded: L | undefined, error: string) => void,
): Task<[string | undefined], L | LoadProblem | undefined> {
  const task = new Task(host, {
    args: () => [url()] as [string | undefined],
    // Nothing to load yet: no run (and no render) until the URL is set.
    initialValue: undefined,
    task: async ([at], { signal }) => {
      if (!at) return initialState;
      const loaded = await load(at, signal);
      // Aborted on disconnect: the abort is not a problem of the URL, so nothing is applied.
      return signal.aborted ? initialState : loaded;
    },
    onComplete: (loaded) => {
      if (loaded === undefined) return;
      if (loaded.ok) {
        apply(loaded as L, '');
      } else {
        const problem = loaded as LoadProblem;
        apply(undefined, problem.message);
        host.dispatchEvent(new TcgDataErrorEvent(problem.code, problem.message));
      }
    },
  });
  host.addController({
    // Taken out of the page: the load in flight is abandoned. Put back (moved in the DOM): a
    // load abandoned so runs again, so a moved element still gets its data.
    hostDisconnected: () => task.abort(),
    hostConnected: () => {
      if (task.status === TaskStatus.INITIAL && url()) void task.run();
    },
  });
  return task;
}

/** A URL load that could not be used: its code and a message a person can act on. */
export interface LoadProblem {
  readonly ok: false;
  readonly code: string;
  readonly message: string;
}
