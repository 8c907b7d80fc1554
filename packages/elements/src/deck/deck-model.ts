// The deck as <tcg-deck> shows it: groups the way each game's players read a list, the cost
// curve and the card text for the tooltip. Pure functions over a catalog index, no DOM. The
// @tcgkit/deck-codes functions it uses come in as an argument (DeckModelEngine), never through a
// static import: deck-codes is an optional peer dependency that <tcg-deck> loads with import(),
// and a named import of a missing optional peer fails a site's build (a bundler puts an empty
// module in its place). The public `deckModel` (src/deck-model.ts, the subpath
// `@tcgkit/elements/deck-model.js`) passes the statically imported functions.
import type {
  CardCatalog,
  CardGameId,
  CatalogIndex,
  LorCard,
  PokemonCard,
  RiftboundCard,
} from '@tcgkit/cards';
import { resolveRef } from '@tcgkit/cards';
import { lorCardNumber } from '@tcgkit/cards/vocab';
import type * as DeckCodes from '@tcgkit/deck-codes';
import type { Deck, DeckEntry, RiftboundPiles } from '@tcgkit/deck-codes';
/** The largest cost bucket of the deck's cost curve: this cost and above share the last bar. */
export const CURVE_TOP = 7;

/** One line of a shown deck. */
export interface DeckLine {
  /** The deck ref. */
  readonly ref: string;
  /** Copies. */
  readonly count: number;
  /** The card's name, or the ref when the catalog does not know it. */
  readonly name: string;
  /** The cost shown before the name (LoR mana, Riftbound energy), when the card has one. */
  readonly cost?: number;
  /** Regions or domains, as text (LoR regions, Riftbound domains). */
  readonly colors: readonly string[];
  /** The card's rules text, plain, for the tooltip ('' when none). */
  readonly text: string;
  /** False when the catalog does not know the ref. */
  readonly known: boolean;
  /** The card identity's catalog id ('' when unknown). */
  readonly cardId: string;
  /** Set code of the printing the ref names (else the card's set), as the catalog writes it ('' when unknown). */
  readonly set: string;
  /** Collector number of that printing (LoR: the card code's last three digits; '' when none). */
  readonly number: string;
}

/** A titled group of lines. */
export interface DeckGroup {
  /** Stable key: `champion`, `unit`, `spell`, `landmark`, `other`, `pokemon`, `trainer`, `energy`, `legend`, `chosen-champion`, `battlefields`, `runes`, `main`, `sideboard`. */
  readonly key: string;
  /** The lines, in the order players read them. */
  readonly lines: readonly DeckLine[];
  /** Copies in the group. */
  readonly count: number;
}

/** The deck, grouped, with its size and cost curve. */
export interface DeckModel {
  readonly groups: readonly DeckGroup[];
  /** Copies in the deck outside the sideboard. */
  readonly size: number;
  /** Copies per cost (index = cost, the last bucket is "that or more"); empty when the game has no card cost. */
  readonly curve: readonly number[];
  /** Refs the catalog does not know. */
  readonly unknown: readonly string[];
}

/** What the deck model needs of @tcgkit/deck-codes: its catalog index and Riftbound's piles. */
export type DeckModelEngine = Pick<typeof DeckCodes, 'toIndex' | 'sortRiftboundPiles'>;

const copies = (lines: readonly { count: number }[]): number =>
  lines.reduce((s, l) => s + l.count, 0);

/** The plain rules text of a card, for its tooltip. */
export function cardText(game: CardGameId, card: unknown): string {
  if (card === undefined) return '';
  switch (game) {
    case 'lor': {
      const g = (card as LorCard).game;
      return [
        g?.descriptionRaw,
        g?.levelupDescriptionRaw ? `Level up: ${g.levelupDescriptionRaw}` : '',
      ]
        .filter((s) => s)
        .join('\n');
    }
    case 'pokemon': {
      const g = (card as PokemonCard).game;
      const parts: string[] = [];
      for (const a of g?.abilities ?? []) parts.push(`${a.type}: ${a.name}. ${a.text}`);
      for (const a of g?.attacks ?? [])
        parts.push(
          `${a.name}${a.damage ? ` (${a.damage})` : ''}${a.text ? `. ${a.text}` : ''}`.trim(),
        );
      for (const r of g?.rules ?? []) parts.push(r);
      return parts.join('\n');
    }
    case 'riftbound':
      return (card as RiftboundCard).game?.textPlain ?? '';
    default:
      return '';
  }
}

function lineOf(game: CardGameId, index: CatalogIndex, entry: DeckEntry): DeckLine {
  const card = resolveRef(index, entry.ref);
  if (card === undefined)
    return {
      ref: entry.ref,
      count: entry.count,
      name: entry.ref,
      colors: [],
      text: '',
      known: false,
      cardId: '',
      set: '',
      number: '',
    };
  const printing = index.byRef.get(entry.ref.toLowerCase())?.printing;
  let cost: number | undefined;
  let colors: readonly string[] = [];
  if (game === 'lor') {
    const g = (card as LorCard).game;
    cost = g?.cost;
    // A Runeterra champion's own cards also carry its card code as a region: not a region to show.
    colors = (g?.regionRefs ?? []).filter((r) => !/^\d/.test(r));
  } else if (game === 'riftbound') {
    const g = (card as RiftboundCard).game;
    cost = g?.energy;
    colors = g?.domains ?? [];
  }
  return {
    ref: entry.ref,
    count: entry.count,
    name: card.name,
    ...(cost === undefined ? {} : { cost }),
    colors,
    text: cardText(game, card),
    known: true,
    cardId: card.id,
    set: printing?.setCode ?? card.setCode,
    number: printing?.number ?? (game === 'lor' ? lorCardNumber(card.id) : ''),
  };
}

const byCostThenName = (a: DeckLine, b: DeckLine): number =>
  (a.cost ?? 0) - (b.cost ?? 0) || a.name.localeCompare(b.name);

function group(key: string, lines: readonly DeckLine[]): DeckGroup {
  return { key, lines, count: copies(lines) };
}

function curveOf(lines: readonly DeckLine[]): number[] {
  const curve = new Array<number>(CURVE_TOP + 1).fill(0);
  for (const l of lines) {
    if (l.cost === undefined) continue;
    const at = Math.min(CURVE_TOP, Math.max(0, Math.floor(l.cost)));
    curve[at]! += l.count;
  }
  return curve;
}

/**
 * Groups a deck the way the game's players read it: LoR champion / unit / spell / landmark /
 * other by cost then name; Pokémon Pokémon / Trainer / Energy in TCG Live order (cards in the
 * order read); Riftbound legend, champion, battlefields, runes, main deck and sideboard. `engine`
 * gives the @tcgkit/deck-codes functions it uses (see {@link DeckModelEngine}).
 */
export function deckModelWith(
  engine: DeckModelEngine,
  deck: Deck,
  catalog: CardCatalog | CatalogIndex,
  piles?: RiftboundPiles,
): DeckModel {
  const index = engine.toIndex(catalog);
  const game = deck.game;
  const line = (e: DeckEntry) => lineOf(game, index, e);
  const main = deck.main.map(line);
  const sideboard = deck.sideboard.map(line);
  const unknown = [...main, ...sideboard].filter((l) => !l.known).map((l) => l.ref);
  const size = copies(main);
  let groups: DeckGroup[];
  let curve: number[] = [];
  switch (game) {
    case 'lor': {
      const buckets: Record<string, DeckLine[]> = {
        champion: [],
        unit: [],
        spell: [],
        landmark: [],
        other: [],
      };
      main.forEach((l, i) => {
        const g = (resolveRef(index, deck.main[i]!.ref) as LorCard | undefined)?.game;
        const key =
          g?.supertypeRef === 'Champion'
            ? 'champion'
            : g?.typeRef === 'Unit'
              ? 'unit'
              : g?.typeRef === 'Spell'
                ? 'spell'
                : g?.typeRef === 'Landmark'
                  ? 'landmark'
                  : 'other';
        buckets[key]!.push(l);
      });
      groups = Object.entries(buckets).map(([k, ls]) => group(k, ls.sort(byCostThenName)));
      curve = curveOf(main);
      break;
    }
    case 'pokemon': {
      const buckets: Record<string, DeckLine[]> = {
        pokemon: [],
        trainer: [],
        energy: [],
        other: [],
      };
      main.forEach((l, i) => {
        const s = (resolveRef(index, deck.main[i]!.ref) as PokemonCard | undefined)?.game
          ?.supertype;
        const key =
          s === 'Trainer' ? 'trainer' : s === 'Energy' ? 'energy' : s ? 'pokemon' : 'other';
        buckets[key]!.push(l);
      });
      groups = Object.entries(buckets).map(([k, ls]) => group(k, ls));
      if (sideboard.length > 0) groups.push(group('sideboard', sideboard));
      break;
    }
    case 'riftbound': {
      const p =
        piles ?? engine.sortRiftboundPiles({ main: deck.main, sideboard: deck.sideboard }, index);
      let mainPile = p.main.map(line);
      const champion: DeckLine[] = [];
      if (deck.champion !== undefined) {
        // The chosen champion is one copy of a main-deck card, set apart the way players list it.
        const at = mainPile.findIndex((l) => l.ref.toLowerCase() === deck.champion!.toLowerCase());
        if (at >= 0) {
          const l = mainPile[at]!;
          champion.push({ ...l, count: 1 });
          mainPile =
            l.count > 1
              ? mainPile.map((x, i) => (i === at ? { ...x, count: x.count - 1 } : x))
              : mainPile.filter((_, i) => i !== at);
        } else {
          champion.push(line({ ref: deck.champion, count: 1 }));
        }
      }
      groups = [
        group('legend', p.legend.map(line)),
        group('chosen-champion', champion),
        group('battlefields', p.battlefields.map(line)),
        group('runes', p.runes.map(line)),
        group('main', mainPile.sort(byCostThenName)),
        group('sideboard', p.sideboard.map(line)),
      ];
      curve = curveOf([...champion, ...mainPile]);
      break;
    }
    default:
      groups = [group('main', main), group('sideboard', sideboard)];
  }
  return { groups: groups.filter((g) => g.lines.length > 0), size, curve, unknown };
}

/** The deck as a plain text list: a heading per group, then `count name` lines. */
export function textList(model: DeckModel, titles: Readonly<Record<string, string>>): string {
  return model.groups
    .map((g) =>
      [`${titles[g.key] ?? g.key}: ${g.count}`, ...g.lines.map((l) => `${l.count} ${l.name}`)].join(
        '\n',
      ),
    )
    .join('\n\n');
}
