// Open decklists after the cut (issue 34): the registered lists of a stage's top players, each in
// its game's list format, and as a page the organizer publishes.
import type { CardGameId } from '@tcgkit/cards';
import { err, ok, type Result } from '@tcgkit/core';
import { type CatalogInput, type DeckFormat, exportDeck } from '@tcgkit/deck-codes';
import { DeckbuilderErrors } from './errors.js';
import type { DeckRegistry } from './registration.js';

/**
 * The list format open decklists use per game: Pokémon TCG Live's text list, Piltover Archive's
 * list for Riftbound, and the deck code for Legends of Runeterra (LoR decks travel as codes).
 */
export const OPEN_DECKLIST_FORMATS: Readonly<Record<CardGameId, DeckFormat>> = {
  pokemon: 'ptcg-live',
  riftbound: 'piltover-list',
  lor: 'lor-code',
};

/** A player of the cut, in placing order, as the standings give them. */
export interface OpenDecklistPlayer {
  /** The player's id in the registry. */
  readonly playerId: string;
  /** The name to publish. */
  readonly name: string;
  /** The placing (1 for the winner). */
  readonly place: number;
}

/** One player's open decklist. */
export interface OpenDecklist extends OpenDecklistPlayer {
  /** The list in the game's format, or `undefined` when the player registered none. */
  readonly list?: string;
  /** The format of `list`. */
  readonly format: DeckFormat;
  /** The registered list's hash, when there is one: the list published is the list registered. */
  readonly hash?: string;
}

/**
 * The registered lists of the given players (a stage's top players, in placing order), each
 * exported in its game's list format ({@link OPEN_DECKLIST_FORMATS}, or `format`). A player with no
 * registered list is kept, without `list`. Errors: `deckbuilder/export-failed` (a list the format
 * cannot write; the deck-codes message).
 *
 * @example
 * ```ts
 * const lists = openDecklists(registry, [{ playerId: 'p1', name: 'Ash', place: 1 }], catalog);
 * if (lists.ok) lists.value[0]?.list; // 'Pokémon: 12\n4 …'
 * ```
 */
export function openDecklists(
  registry: DeckRegistry,
  players: readonly OpenDecklistPlayer[],
  catalog: CatalogInput,
  options: { readonly format?: DeckFormat } = {},
): Result<OpenDecklist[]> {
  const format = options.format ?? OPEN_DECKLIST_FORMATS[registry.game];
  const out: OpenDecklist[] = [];
  for (const player of players) {
    const found = Object.hasOwn(registry.registrations, player.playerId)
      ? registry.registrations[player.playerId]
      : undefined;
    if (found === undefined) {
      out.push({ ...player, format });
      continue;
    }
    const written = exportDeck(found.deck, format, catalog);
    if (!written.ok) {
      return err(
        DeckbuilderErrors.exportFailed,
        `The list of ${player.name} could not be written as ${format}: ${written.error.message}`,
        `/players/${out.length}`,
      );
    }
    out.push({ ...player, format, list: written.value.text, hash: found.hash });
  }
  return ok(out);
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Open decklists as a page the organizer publishes: a whole HTML document (UTF-8, a `lang`, a
 * title, one section per player with their placing, name, the list in a `<pre>` and its hash;
 * "No list registered." where there is none). Every text is escaped.
 *
 * @example
 * ```ts
 * openDecklistsPage(lists, { title: 'League Cup, top 8', lang: 'en' }); // '<!doctype html>…'
 * ```
 */
export function openDecklistsPage(
  lists: readonly OpenDecklist[],
  options: { readonly title: string; readonly lang?: string },
): string {
  const sections = lists.map((l) => {
    const body =
      l.list === undefined
        ? '<p>No list registered.</p>'
        : `<pre>${escapeHtml(l.list)}</pre>\n<p>List hash: <code>${escapeHtml(l.hash ?? '')}</code></p>`;
    return `<section>\n<h2>${l.place}. ${escapeHtml(l.name)}</h2>\n${body}\n</section>`;
  });
  return `<!doctype html>
<html lang="${escapeHtml(options.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(options.title)}</h1>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
