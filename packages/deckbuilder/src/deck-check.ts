// A judge's deck check (issue 34): a registered list against the list presented at the table
// (pasted or scanned), card by card identity in each zone. Missing and extra copies and a zone's
// total are differences; the same card in another printing is legal and reported as a note. Each
// carries its places in both lists, so a judge can point at the lines.
import { printingOf, resolveRef } from '@tcgkit/cards';
import { type CatalogInput, type Deck, type DeckEntry, toIndex } from '@tcgkit/deck-codes';

/** The zones a deck check compares. */
export type DeckZone = 'main' | 'sideboard';

/** Where a card stands in one list: its zone, its entry's index there, the ref and copies as given. */
export interface DeckPlace {
  /** The zone. */
  readonly zone: DeckZone;
  /** Index of the entry in that zone's list, as given (0 is the first line of the zone). */
  readonly index: number;
  /** The ref as the list gives it. */
  readonly ref: string;
  /** Copies on that entry. */
  readonly count: number;
}

/** What every finding about one card carries. */
export interface CardFinding {
  /** Card identity id (the ref itself, lower-cased, when the catalog does not know it). */
  readonly card: string;
  /** Card name (the ref when unknown). */
  readonly name: string;
  /** The zone. */
  readonly zone: DeckZone;
  /** The card's entries in the registered list. */
  readonly registered: readonly DeckPlace[];
  /** The card's entries in the presented list. */
  readonly presented: readonly DeckPlace[];
  /** What a judge reads. */
  readonly message: string;
}

/** Copies registered and not presented (`missing`), or presented and not registered (`extra`). */
export interface CopyFinding extends CardFinding {
  /** Which way the copies differ. */
  readonly type: 'missing' | 'extra';
  /** Copies missing or extra. */
  readonly count: number;
  /** Copies in the registered list. */
  readonly registeredCount: number;
  /** Copies in the presented list. */
  readonly presentedCount: number;
}

/** The same card (identity) presented in another printing than registered: legal, a note. */
export interface PrintingNote extends CardFinding {
  /** The kind of finding. */
  readonly type: 'other-printing';
}

/** A zone whose card total differs. */
export interface TotalFinding {
  /** The kind of finding. */
  readonly type: 'total';
  /** The zone. */
  readonly zone: DeckZone;
  /** Cards in the zone, registered. */
  readonly registeredCount: number;
  /** Cards in the zone, presented. */
  readonly presentedCount: number;
  /** What a judge reads. */
  readonly message: string;
}

/** One finding of a deck check. */
export type DeckCheckFinding = CopyFinding | PrintingNote | TotalFinding;

/** What {@link deckCheck} finds. */
export interface DeckCheck {
  /** True when the lists hold the same cards in the same numbers (notes do not count). */
  readonly matches: boolean;
  /** Missing and extra copies, then the zone totals that differ: what a penalty rests on. */
  readonly differences: readonly (CopyFinding | TotalFinding)[];
  /** The same cards in other printings (legal). */
  readonly notes: readonly PrintingNote[];
}

const ZONE_NAMES: Readonly<Record<DeckZone, string>> = {
  main: 'Main deck',
  sideboard: 'Sideboard',
};

interface Tally {
  readonly name: string;
  count: number;
  readonly places: DeckPlace[];
  readonly printings: Set<string>;
}

/**
 * Compares a registered list with the one presented at the table, zone by zone and card by card
 * identity (so a reprint is the same card): copies missing or extra (with the counts in both
 * lists), a zone total that differs, and, as notes, a card presented in another printing than
 * registered (legal). Every finding has the card's places in both lists (zone, index, ref, copies).
 * Findings come in the registered list's order, then the presented list's for cards it alone has.
 *
 * @example
 * ```ts
 * const check = deckCheck(registration.deck, presented, catalog);
 * check.matches; // false
 * check.differences[0]?.message; // 'Main deck: 1 Ultra Ball missing (registered 4, presented 3).'
 * ```
 */
export function deckCheck(registered: Deck, presented: Deck, catalog: CatalogInput): DeckCheck {
  const index = toIndex(catalog);
  const differences: (CopyFinding | TotalFinding)[] = [];
  const notes: PrintingNote[] = [];
  const totals: TotalFinding[] = [];
  for (const zone of ['main', 'sideboard'] as const) {
    const tally = (entries: readonly DeckEntry[]): Map<string, Tally> => {
      const out = new Map<string, Tally>();
      entries.forEach(({ ref, count }, i) => {
        const card = resolveRef(index, ref);
        const key = card?.id ?? ref.trim().toLowerCase();
        const printing = printingOf(index, ref)?.id ?? key;
        let t = out.get(key);
        if (t === undefined) {
          t = { name: card?.name ?? ref, count: 0, places: [], printings: new Set() };
          out.set(key, t);
        }
        t.count += count;
        t.places.push({ zone, index: i, ref, count });
        t.printings.add(printing);
      });
      return out;
    };
    const mine = tally(registered[zone]);
    const theirs = tally(presented[zone]);
    const keys = [...mine.keys(), ...[...theirs.keys()].filter((k) => !mine.has(k))];
    for (const card of keys) {
      const r = mine.get(card);
      const p = theirs.get(card);
      const name = (r ?? p)!.name;
      const registeredCount = r?.count ?? 0;
      const presentedCount = p?.count ?? 0;
      const places = { registered: r?.places ?? [], presented: p?.places ?? [] };
      if (registeredCount !== presentedCount) {
        const missing = registeredCount > presentedCount;
        const count = Math.abs(registeredCount - presentedCount);
        differences.push({
          type: missing ? 'missing' : 'extra',
          card,
          name,
          zone,
          count,
          registeredCount,
          presentedCount,
          ...places,
          message: `${ZONE_NAMES[zone]}: ${count} ${name} ${missing ? 'missing' : 'extra'} (registered ${registeredCount}, presented ${presentedCount}).`,
        });
      }
      if (r !== undefined && p !== undefined && !sameSet(r.printings, p.printings)) {
        notes.push({
          type: 'other-printing',
          card,
          name,
          zone,
          ...places,
          message: `${ZONE_NAMES[zone]}: ${name} presented as ${[...p.printings].join(', ')}, registered as ${[...r.printings].join(', ')}: the same card in another printing (legal).`,
        });
      }
    }
    const registeredCount = registered[zone].reduce((n, e) => n + e.count, 0);
    const presentedCount = presented[zone].reduce((n, e) => n + e.count, 0);
    if (registeredCount !== presentedCount) {
      totals.push({
        type: 'total',
        zone,
        registeredCount,
        presentedCount,
        message: `${ZONE_NAMES[zone]}: ${presentedCount} cards presented, ${registeredCount} registered.`,
      });
    }
  }
  differences.push(...totals);
  return { matches: differences.length === 0, differences, notes };
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  a.size === b.size && [...a].every((x) => b.has(x));
