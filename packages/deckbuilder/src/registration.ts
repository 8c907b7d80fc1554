// Deck registration for an event (issue 34): a registered list gets a content hash over its
// normalized form (order, whitespace and set-code spelling do not change it), lists lock after the
// event's deadline (a change is refused, or accepted with an explicit late flag the organizer
// chooses), events may collect lists without requiring them, and an organizer may register a list
// on a player's behalf, recorded as such. Plain JSON state, pure functions (async only for the
// SHA-256 of WebCrypto, which Node 20 and browsers both have).
import { type CardGameId, printingOf, resolveRef } from '@tcgkit/cards';
import { err, ok, type Result } from '@tcgkit/core';
import {
  type CatalogInput,
  type Deck,
  type DeckEntry,
  importDeck,
  toIndex,
} from '@tcgkit/deck-codes';
import { DeckbuilderErrors } from './errors.js';

/** A deck in its normalized form: canonical refs, one entry per ref, sorted; what the hash covers. */
export interface NormalizedDeck {
  /** The game. */
  readonly game: CardGameId;
  /** The main deck: each printing once (the catalog's spelling of its id), sorted by ref. */
  readonly main: readonly DeckEntry[];
  /** The sideboard, the same way. */
  readonly sideboard: readonly DeckEntry[];
  /** Riftbound: the chosen champion's ref, when the list names one. */
  readonly champion?: string;
}

/**
 * A deck's normalized form: every ref spelled as the catalog spells the printing it names (case,
 * an identity id for its default printing), copies of one ref in one zone added up, entries sorted
 * by ref. Refs the catalog does not know are kept, trimmed and lower-cased. The Maybeboard is left
 * out (it is never exported or registered).
 *
 * @example
 * ```ts
 * normalizeDeck({ game: 'pokemon', main: [{ ref: 'SVP-106', count: 1 }, { ref: 'svp-106', count: 2 }], sideboard: [] }, sampleCatalogs.pokemon).main;
 * // [{ ref: 'svp-106', count: 3 }]
 * ```
 */
export function normalizeDeck(deck: Deck, catalog: CatalogInput): NormalizedDeck {
  const index = toIndex(catalog);
  const canonical = (ref: string): string =>
    printingOf(index, ref)?.id ?? resolveRef(index, ref)?.id ?? ref.trim().toLowerCase();
  const zone = (entries: readonly DeckEntry[]): DeckEntry[] => {
    const counts = new Map<string, number>();
    for (const { ref, count } of entries) {
      const key = canonical(ref);
      counts.set(key, (counts.get(key) ?? 0) + count);
    }
    return [...counts]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([ref, count]) => ({ ref, count }));
  };
  return {
    game: deck.game,
    main: zone(deck.main),
    sideboard: zone(deck.sideboard),
    ...(deck.champion === undefined ? {} : { champion: canonical(deck.champion) }),
  };
}

/** The text the hash is taken of: one JSON array, the same for the same normalized deck. */
const canonicalText = (deck: NormalizedDeck): string =>
  JSON.stringify([
    'tcgkit-deck/1',
    deck.game,
    deck.main.map((e) => [e.ref, e.count]),
    deck.sideboard.map((e) => [e.ref, e.count]),
    deck.champion ?? null,
  ]);

/**
 * The SHA-256 (lower-case hex) of a deck's normalized form ({@link normalizeDeck}), by WebCrypto's
 * `crypto.subtle` (Node 20 and browsers): the same list in another order, spacing or set-code
 * spelling gives the same hash; a card more, less or in another printing gives another.
 *
 * @example
 * ```ts
 * await deckHash(deck, catalog); // '3f5c…' (64 hex digits)
 * ```
 */
export async function deckHash(deck: Deck, catalog: CatalogInput): Promise<string> {
  return sha256(canonicalText(normalizeDeck(deck, catalog)));
}

async function sha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** How an event collects lists. */
export interface DeckRegistrationSettings {
  /** The format the lists are for, as shown (`"Standard"`). */
  readonly format: string;
  /** When lists lock, in milliseconds since 1970 (UTC); absent: they never lock. */
  readonly deadline?: number;
  /** `required`: every player needs a list; `optional`: lists are accepted but not required. */
  readonly lists: 'required' | 'optional';
}

/** Who registered a list: the player, or the organizer on the player's behalf. */
export type RegisteredBy = 'player' | 'organizer';

/** A player's registered list. */
export interface DeckRegistration {
  /** The player. */
  readonly playerId: string;
  /** The list, normalized. */
  readonly deck: NormalizedDeck;
  /** {@link deckHash} of the list. */
  readonly hash: string;
  /** When it was registered, in milliseconds since 1970 (UTC). */
  readonly registeredAt: number;
  /** Who registered it. */
  readonly by: RegisteredBy;
  /** True when the organizer accepted it after the deadline. */
  readonly late: boolean;
  /** 1 for the first list, one more for each change. */
  readonly version: number;
}

/** An event's registered lists: plain JSON, saved with the event. */
export interface DeckRegistry {
  /** Version of this shape; `1`. */
  readonly schemaVersion: 1;
  /** The game of every list. */
  readonly game: CardGameId;
  /** How lists are collected. */
  readonly settings: DeckRegistrationSettings;
  /** The current list of each player, by player id. */
  readonly registrations: Readonly<Record<string, DeckRegistration>>;
}

/**
 * An empty registry for an event.
 *
 * @example
 * ```ts
 * createDeckRegistry('pokemon', { format: 'Standard', lists: 'required', deadline: Date.UTC(2026, 4, 16, 9) });
 * ```
 */
export function createDeckRegistry(
  game: CardGameId,
  settings: DeckRegistrationSettings,
): DeckRegistry {
  return { schemaVersion: 1, game, settings, registrations: {} };
}

/** What {@link registerDeck} takes. */
export interface DeckRegistrationInput {
  /** The player the list is for. */
  readonly playerId: string;
  /** The list: text or a code in any format `@tcgkit/deck-codes` reads, or a read deck. */
  readonly list: string | Deck;
  /** When, in milliseconds since 1970 (UTC): the caller's clock (packages never read one). */
  readonly at: number;
  /** Who registers it (default `player`); `organizer` is recorded as registered on their behalf. */
  readonly by?: RegisteredBy;
  /** The organizer accepts this list after the deadline; it is recorded as `late`. */
  readonly acceptLate?: boolean;
}

/** What {@link registerDeck} gives. */
export interface DeckRegistered {
  /** The registry with the list in it (the same object when nothing changed). */
  readonly registry: DeckRegistry;
  /** The player's registration now. */
  readonly registration: DeckRegistration;
  /** False when the player had registered the same list (same hash) already. */
  readonly changed: boolean;
}

/**
 * Registers a player's list (or changes it): the list is read (text or code through
 * `importDeck`), normalized and hashed. After the deadline the list is locked: a change is refused
 * with `deckbuilder/list-locked`, unless the organizer registers it with `acceptLate: true`, which
 * records it as `late`. Re-registering the same list (same hash) changes nothing and is never
 * refused. Errors: `deckbuilder/invalid-registration` (no player id, or `at` not a time),
 * `deckbuilder/import-failed`, `deckbuilder/wrong-game`, `deckbuilder/list-locked`. The registry
 * given is never changed.
 *
 * @example
 * ```ts
 * const r = await registerDeck(registry, { playerId: 'p1', list: text, at: Date.UTC(2026, 4, 16, 8) }, catalog);
 * if (r.ok) r.value.registration.hash; // 64 hex digits
 * ```
 */
export async function registerDeck(
  registry: DeckRegistry,
  input: DeckRegistrationInput,
  catalog: CatalogInput,
): Promise<Result<DeckRegistered>> {
  if (typeof input !== 'object' || input === null) {
    return err(
      DeckbuilderErrors.invalidRegistration,
      'registerDeck needs { playerId, list, at }.',
      '',
    );
  }
  const { playerId, at } = input;
  const by: RegisteredBy = input.by ?? 'player';
  if (typeof playerId !== 'string' || playerId.trim() === '') {
    return err(
      DeckbuilderErrors.invalidRegistration,
      'A list needs the id of its player.',
      '/playerId',
    );
  }
  if (typeof at !== 'number' || !Number.isFinite(at)) {
    return err(
      DeckbuilderErrors.invalidRegistration,
      'A list needs the time it is registered, in milliseconds since 1970 (Date.now() on the page).',
      '/at',
    );
  }
  if (by !== 'player' && by !== 'organizer') {
    return err(DeckbuilderErrors.invalidRegistration, 'by is "player" or "organizer".', '/by');
  }
  let deck: Deck;
  if (typeof input.list === 'string') {
    const read = importDeck(input.list, registry.game, catalog);
    if (!read.ok) {
      return err(
        DeckbuilderErrors.importFailed,
        `The list could not be read: ${read.error.message}`,
        '/list',
      );
    }
    deck = read.value;
  } else {
    deck = input.list;
  }
  if (deck.game !== registry.game) {
    return err(
      DeckbuilderErrors.wrongGame,
      `This event takes ${registry.game} lists; this one is ${String(deck.game)}.`,
      '/list',
    );
  }
  const normalized = normalizeDeck(deck, catalog);
  const hash = await sha256(canonicalText(normalized));
  const before = Object.hasOwn(registry.registrations, playerId)
    ? registry.registrations[playerId]
    : undefined;
  if (before !== undefined && before.hash === hash) {
    return ok({ registry, registration: before, changed: false });
  }
  const deadline = registry.settings.deadline;
  const afterDeadline = deadline !== undefined && at > deadline;
  if (afterDeadline && !(input.acceptLate === true && by === 'organizer')) {
    return err(
      DeckbuilderErrors.listLocked,
      input.acceptLate === true
        ? 'Lists are locked: only the organizer can accept a list after the deadline.'
        : `Lists locked at ${new Date(deadline).toISOString()}: ask the organizer to accept this list late.`,
      '/at',
    );
  }
  const registration: DeckRegistration = {
    playerId,
    deck: normalized,
    hash,
    registeredAt: at,
    by,
    late: afterDeadline,
    version: (before?.version ?? 0) + 1,
  };
  return ok({
    registry: {
      ...registry,
      registrations: { ...registry.registrations, [playerId]: registration },
    },
    registration,
    changed: true,
  });
}

/**
 * Where a player's list stands: `registered`, `late` (accepted after the deadline), `missing`
 * (lists are required and there is none) or `not-required` (the event accepts lists but does not
 * require them, and there is none).
 *
 * @example
 * ```ts
 * deckStatus(registry, 'p2'); // 'missing'
 * ```
 */
export function deckStatus(
  registry: DeckRegistry,
  playerId: string,
): 'registered' | 'late' | 'missing' | 'not-required' {
  const found = Object.hasOwn(registry.registrations, playerId)
    ? registry.registrations[playerId]
    : undefined;
  if (found !== undefined) return found.late ? 'late' : 'registered';
  return registry.settings.lists === 'required' ? 'missing' : 'not-required';
}
