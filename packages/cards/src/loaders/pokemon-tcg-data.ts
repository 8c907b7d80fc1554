/**
 * Pokémon TCG catalogs from the open pokemon-tcg-data files (`@tcgkit/cards/pokemon-tcg-data`):
 * `sets/en.json` and `cards/en/<setId>.json` become one catalog of card identities with their
 * printings, shaped as card-data-pokemon.md describes.
 *
 * @packageDocumentation
 */
import { createValidator, err, ok, type Result } from '@tcgkit/core';
import { CardsErrors } from '../errors.js';
import { validatePokemonTcgDataCards } from '../generated/pokemon-tcg-data-cards.validator.js';
import { validatePokemonTcgDataSets } from '../generated/pokemon-tcg-data-sets.validator.js';
import { stableHash20 } from '../hash.js';
import type {
  CardPrinting,
  JsonObject,
  PokemonCard,
  PokemonCardGameData,
  PokemonCatalog,
  PokemonGlobals,
  PokemonSetEntry,
} from '../types.js';
import { fold } from '../vocab.js';
import { underPath } from './paths.js';

/** One set of `sets/en.json` (the fields the loader reads). */
export interface PokemonTcgDataSet {
  id: string;
  name: string;
  series?: string;
  printedTotal?: number;
  total?: number;
  legalities?: Record<string, string>;
  ptcgoCode?: string;
  releaseDate?: string;
  images?: { symbol?: string; logo?: string };
}

/** One card of `cards/en/<setId>.json` (the fields the loader reads). */
export interface PokemonTcgDataCard {
  id: string;
  name: string;
  supertype: string;
  subtypes?: string[];
  number: string;
  rarity?: string;
  legalities?: Record<string, string>;
  regulationMark?: string;
  hp?: string;
  types?: string[];
  evolvesFrom?: string;
  evolvesTo?: string[];
  abilities?: { name: string; text?: string; type?: string }[];
  attacks?: {
    name: string;
    cost?: string[];
    convertedEnergyCost?: number;
    damage?: string;
    text?: string;
  }[];
  weaknesses?: { type: string; value?: string }[];
  resistances?: { type: string; value?: string }[];
  retreatCost?: string[];
  convertedRetreatCost?: number;
  rules?: string[];
  artist?: string;
  flavorText?: string;
  nationalPokedexNumbers?: number[];
  images?: { small?: string; large?: string };
}

const setsInput = createValidator<PokemonTcgDataSet[]>(validatePokemonTcgDataSets, {
  code: CardsErrors.invalidPokemonTcgData,
  subject: 'pokemon-tcg-data sets',
});
const cardsInput = createValidator<Record<string, PokemonTcgDataCard[]>>(
  validatePokemonTcgDataCards,
  { code: CardsErrors.invalidPokemonTcgData, subject: 'pokemon-tcg-data cards' },
);

/** `"Pikachu ex"` → `"pikachu-ex"`, `"Professor's Research"` → `"professors-research"`. */
function slug(name: string): string {
  const s = fold(name)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s === '' ? 'card' : s;
}

const empty = (v: string | undefined): boolean => v === undefined || v === '';

/**
 * What makes two printings the same playable card: the name and every rules-relevant field. Art,
 * rarity, artist, flavor text, number and regulation mark are not part of it, so reprints and
 * alternate arts with the same text share one identity.
 */
function gameplayKey(c: PokemonTcgDataCard): string {
  return identitySpelling(
    JSON.stringify([
      c.name,
      supertypeOf(c.supertype),
      c.subtypes ?? [],
      ...statsAndMoves(c),
      c.rules ?? [],
    ]),
  );
}

/** HP, types, evolves-from, abilities, attacks, weakness, resistance and retreat, in key order. */
const statsAndMoves = (c: PokemonTcgDataCard): unknown[] => [
  c.hp ?? '',
  c.types ?? [],
  c.evolvesFrom ?? '',
  (c.abilities ?? []).map((a) => [a.name, a.type ?? '', a.text ?? '']),
  (c.attacks ?? []).map((a) => [a.name, a.cost ?? [], a.damage ?? '', a.text ?? '']),
  (c.weaknesses ?? []).map((w) => [w.type, w.value ?? '']),
  (c.resistances ?? []).map((r) => [r.type, r.value ?? '']),
  c.retreatCost ?? [],
];

/**
 * The spelling of a gameplay key: typography the data spells both ways across reprints (curly
 * quotes, dashes, spacing, case) made one. Not a text fold: accents are kept, because every
 * identity id is hashed from this key, and folding them (as {@link fold} does) would re-mint the id
 * of nearly every card ("Pokémon" is in most rules texts) and orphan every saved deck.
 */
const identitySpelling = (text: string): string =>
  text
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '\\"')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/**
 * Lines every card of a kind prints as a reminder of the game's rules ("You may play any number of
 * Item cards during your turn.", the Pokémon Tool and Stadium lines, the ACE SPEC line): not the
 * card's own text, and printed on some printings of a card and not on others.
 */
const REMINDER_LINE =
  /^(?:(?:ace spec: )?you can't have more than 1 ace spec card in your deck|you may play any number of item cards during your turn|you may play only 1 (?:supporter|stadium) card during your turn|you may attach any number of pokémon tools to your pokémon during your turn|attach a pokémon tool to 1 of your pokémon that doesn't already have a pokémon tool attached)/;

/**
 * The reprint rule's key (Play! Pokémon: a card reprinted with the same name and the same rules
 * text is the same card, whichever printing a deck names): the name and the card's text, read as a
 * player reads it. Beside {@link gameplayKey} it ignores what the data spells differently between
 * printings of one card: the rule text's line breaks and spacing (`"time.If"`, a sentence per
 * line or not), the kind's reminder lines, and the `types` pokemon-tcg-data gives some Trainer and
 * Energy printings and not others (an Energy's type is in its name and text).
 */
function reprintKey(c: PokemonTcgDataCard): string {
  const supertype = supertypeOf(c.supertype);
  const text = (c.rules ?? [])
    .map(identitySpelling)
    .filter((line) => !REMINDER_LINE.test(line.trim()))
    .join('');
  const pokemon = supertype === 'Pokemon' ? statsAndMoves(c) : [];
  const body = identitySpelling(JSON.stringify([supertype, c.subtypes ?? [], pokemon, text]));
  return JSON.stringify([c.name, body.replace(/\s+/g, '')]);
}

/** `"Pokémon"` is `"Pokemon"` in the catalog (card-data-pokemon.md). */
const supertypeOf = (s: string): string => (s === 'Pokémon' ? 'Pokemon' : s);

/** Promo sets (`svp`, `mep`, `swshp` …) sort after main sets when picking the default printing. */
const isPromoSet = (id: string): boolean => /p$/.test(id) || /^(?:mcd|tk)/.test(id);

const numberValue = (n: string): number => {
  const m = /\d+/.exec(n);
  return m === null ? Number.MAX_SAFE_INTEGER : Number.parseInt(m[0], 10);
};

/** Legal beats Banned beats anything else, per format, across printings. */
function mergeLegalities(list: readonly (Record<string, string> | undefined)[]): JsonObject {
  const rank = (v: string) => {
    const l = v.toLowerCase();
    return l === 'legal' ? 3 : l === 'banned' ? 2 : 1;
  };
  const out: Record<string, string> = {};
  for (const legalities of list) {
    for (const [format, value] of Object.entries(legalities ?? {})) {
      const had = out[format];
      if (had === undefined || rank(value) > rank(had)) out[format] = value;
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

interface Row {
  readonly card: PokemonTcgDataCard;
  readonly set: PokemonTcgDataSet;
  readonly setIndex: number;
}

function comparePrintings(a: Row, b: Row): number {
  return (
    Number(isPromoSet(a.set.id)) - Number(isPromoSet(b.set.id)) ||
    (a.set.releaseDate ?? '').localeCompare(b.set.releaseDate ?? '') ||
    a.setIndex - b.setIndex ||
    numberValue(a.card.number) - numberValue(b.card.number) ||
    a.card.number.localeCompare(b.card.number)
  );
}

function printingOf(row: Row): CardPrinting {
  const { card, set } = row;
  const printing: CardPrinting = { id: card.id, setCode: set.id, number: card.number };
  if (!empty(set.releaseDate)) printing.releaseDate = set.releaseDate!;
  const image = card.images?.large ?? card.images?.small;
  if (image !== undefined) printing.assets = [{ kind: 'card', url: image }];
  printing.variants = [];
  const metadata: JsonObject = {};
  if (!empty(card.rarity)) metadata.rarity = card.rarity!;
  if (!empty(card.regulationMark)) metadata.regulationMark = card.regulationMark!;
  if (!empty(card.artist)) metadata.artist = card.artist!;
  if (Object.keys(metadata).length > 0) printing.metadata = metadata;
  return printing;
}

function gameOf(rows: readonly Row[], printings: readonly CardPrinting[]): PokemonCardGameData {
  const c = rows[0]!.card;
  const game: PokemonCardGameData = { supertype: supertypeOf(c.supertype), number: c.number };
  if (c.subtypes?.length) game.subtypes = [...c.subtypes];
  if (!empty(c.hp)) game.hp = c.hp!;
  if (c.types?.length) game.types = [...c.types];
  if (c.rules?.length) game.rules = [...c.rules];
  if (c.abilities?.length)
    game.abilities = c.abilities.map((a) => ({
      name: a.name,
      text: a.text ?? '',
      type: a.type ?? 'Ability',
    }));
  if (c.attacks?.length)
    game.attacks = c.attacks.map((a) => {
      const cost = a.cost ?? [];
      const attack: NonNullable<PokemonCardGameData['attacks']>[number] = {
        name: a.name,
        cost: [...cost],
        convertedEnergyCost: a.convertedEnergyCost ?? cost.length,
      };
      if (!empty(a.damage)) attack.damage = a.damage!;
      if (!empty(a.text)) attack.text = a.text!;
      return attack;
    });
  if (c.weaknesses?.length)
    game.weaknesses = c.weaknesses.map((w) => ({ type: w.type, value: w.value ?? '' }));
  if (c.resistances?.length)
    game.resistances = c.resistances.map((r) => ({ type: r.type, value: r.value ?? '' }));
  // pokemon-tcg-data leaves both out on a Pokémon with free retreat: that is a retreat of 0.
  if (
    c.retreatCost !== undefined ||
    c.convertedRetreatCost !== undefined ||
    game.supertype === 'Pokemon'
  ) {
    const retreat = c.retreatCost ?? [];
    game.retreatCost = [...retreat];
    game.convertedRetreatCost = c.convertedRetreatCost ?? retreat.length;
  }
  if (!empty(c.evolvesFrom)) game.evolvesFrom = c.evolvesFrom!;
  if (c.evolvesTo?.length) game.evolvesTo = [...c.evolvesTo];
  if (c.nationalPokedexNumbers?.length) game.nationalPokedexNumbers = [...c.nationalPokedexNumbers];
  if (!empty(c.rarity)) game.rarity = c.rarity!;
  // The newest regulation mark among the printings: a reprint with a newer mark keeps the card
  // in Standard, and the legalities below agree (the most permissive printing wins).
  const marks = rows.map((r) => r.card.regulationMark).filter((m): m is string => !empty(m));
  if (marks.length > 0) game.regulationMark = marks.sort().at(-1)!;
  const artist = rows.find((r) => !empty(r.card.artist))?.card.artist;
  if (artist !== undefined) game.artist = artist;
  const flavor = c.flavorText;
  if (!empty(flavor)) game.flavorText = flavor!;
  game.legalities = mergeLegalities(rows.map((r) => r.card.legalities));
  game.defaultPrintingId = printings[0]!.id;
  return game;
}

/**
 * Builds a Pokémon TCG catalog from pokemon-tcg-data: `sets` is `sets/en.json` (every set, all
 * eras: they become `globals.sets` with their TCG Live `ptcgoCode`, so list lines resolve), and
 * `cardsBySet` maps a set id to the parsed `cards/en/<setId>.json`.
 *
 * Printings with the same name and the same rules text (HP, types, abilities, attacks, weakness,
 * resistance, retreat, rule box) are one identity, id `<name slug>--<12 hex>`, so reprints and
 * alternate arts count as one card; the default printing is the earliest non-promo printing.
 * `card.game` holds the supertype (`"Pokemon"` unaccented), subtypes (`Basic`, `ex`, `ACE SPEC`,
 * `Radiant`, …), energy types, attacks with costs, retreat cost, rules, the newest regulation
 * mark and the most permissive legalities across printings, and `evolvesFromIds`/`evolvesToIds`.
 *
 * Pure and total: any JSON gives a catalog or a coded error with a path
 * (`cards/invalid-pokemon-tcg-data` at `/cardsBySet/sv1/12/supertype`, `cards/unknown-set`,
 * `cards/duplicate-card`).
 *
 * @example
 * ```ts
 * import { catalogFromPokemonTcgData } from '@tcgkit/cards/pokemon-tcg-data';
 * const sets = JSON.parse(readFileSync('sets/en.json', 'utf8'));
 * const cardsBySet = { sv1: JSON.parse(readFileSync('cards/en/sv1.json', 'utf8')) };
 * const loaded = catalogFromPokemonTcgData(sets, cardsBySet);
 * if (loaded.ok) loaded.value.globals?.sets?.sv1?.ptcgoCode; // "SVI"
 * ```
 */
export function catalogFromPokemonTcgData(
  sets: unknown,
  cardsBySet: unknown,
  options: { readonly locale?: string } = {},
): Result<PokemonCatalog> {
  const badSets = setsInput.check(sets);
  if (badSets !== undefined) return { ok: false, error: underPath(badSets, '/sets') };
  const badCards = cardsInput.check(cardsBySet);
  if (badCards !== undefined) return { ok: false, error: underPath(badCards, '/cardsBySet') };
  const setList = sets as PokemonTcgDataSet[];
  const bySet = cardsBySet as Record<string, PokemonTcgDataCard[]>;

  const setById = new Map<string, { set: PokemonTcgDataSet; index: number }>();
  setList.forEach((set, index) => {
    if (!setById.has(set.id)) setById.set(set.id, { set, index });
  });

  const groups = new Map<string, Row[]>();
  const seen = new Set<string>();
  for (const [setId, list] of Object.entries(bySet)) {
    const found = setById.get(setId);
    if (found === undefined) {
      return err(
        CardsErrors.unknownSet,
        `There are cards for set "${setId}", which sets/en.json does not list: pass the sets file these cards come from.`,
        `/cardsBySet/${setId.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      );
    }
    for (let i = 0; i < list.length; i++) {
      const card = list[i]!;
      if (seen.has(card.id)) {
        return err(
          CardsErrors.duplicateCard,
          `Printing ${card.id} (${card.name}) appears twice: pass each set's cards once.`,
          `/cardsBySet/${setId}/${i}/id`,
        );
      }
      seen.add(card.id);
      const key = gameplayKey(card);
      const row: Row = { card, set: found.set, setIndex: found.index };
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [row]);
      else group.push(row);
    }
  }

  // The reprint rule: gameplay groups with the same name and rules text are one card. The merged
  // card keeps the id of the group holding its default printing (ids are hashed from the gameplay
  // key, so a card no merge touches keeps its id); the others' ids become its identityAliases, so
  // a saved ref to one still resolves.
  const identities = new Map<string, { id: string; rows: Row[] }[]>();
  for (const [key, group] of groups) {
    const rows = [...group].sort(comparePrintings);
    const id = `${slug(rows[0]!.card.name)}--${stableHash20(key).slice(0, 12)}`;
    const reprint = reprintKey(rows[0]!.card);
    const same = identities.get(reprint);
    if (same === undefined) identities.set(reprint, [{ id, rows }]);
    else same.push({ id, rows });
  }

  const cards: PokemonCard[] = [];
  const printingsIndex: Record<string, string> = {};
  const idsByName = new Map<string, string[]>();
  for (const merged of identities.values()) {
    const rows = merged.flatMap((g) => g.rows).sort(comparePrintings);
    const printings = rows.map(printingOf);
    const first = rows[0]!;
    const id = merged.find((g) => g.rows.includes(first))!.id;
    const aliases = merged
      .map((g) => g.id)
      .filter((other) => other !== id)
      .sort();
    const card: PokemonCard = {
      id,
      name: first.card.name,
      setCode: first.set.id,
      collectible: true,
    };
    const assets = printings[0]!.assets;
    if (assets !== undefined) card.assets = assets.map((a) => ({ ...a }));
    card.printings = printings;
    card.hasImage = printings.some((p) => (p.assets?.length ?? 0) > 0);
    card.game = gameOf(rows, printings);
    if (aliases.length > 0) card.game.identityAliases = aliases;
    cards.push(card);
    for (const p of printings) printingsIndex[p.id] = id;
    const names = idsByName.get(first.card.name);
    if (names === undefined) idsByName.set(first.card.name, [id]);
    else names.push(id);
  }
  for (const card of cards) {
    const game = card.game!;
    if (game.evolvesFrom !== undefined) {
      const ids = idsByName.get(game.evolvesFrom);
      if (ids !== undefined) game.evolvesFromIds = [...ids];
    }
    if (game.evolvesTo !== undefined) {
      const ids = game.evolvesTo.flatMap((name) => idsByName.get(name) ?? []);
      if (ids.length > 0) game.evolvesToIds = ids;
    }
  }
  cards.sort(
    (a, b) =>
      (setById.get(a.setCode)?.index ?? 0) - (setById.get(b.setCode)?.index ?? 0) ||
      numberValue(a.game!.number) - numberValue(b.game!.number) ||
      a.id.localeCompare(b.id),
  );

  const setsTable: Record<string, PokemonSetEntry> = {};
  for (const set of setList) {
    if (Object.hasOwn(setsTable, set.id)) continue;
    const entry: PokemonSetEntry = { label: set.name };
    if (set.series !== undefined) entry.series = set.series;
    if (set.printedTotal !== undefined) entry.printedTotal = set.printedTotal;
    if (set.total !== undefined) entry.total = set.total;
    if (!empty(set.ptcgoCode)) entry.ptcgoCode = set.ptcgoCode!;
    if (!empty(set.releaseDate)) entry.releaseDate = set.releaseDate!;
    if (set.images !== undefined) {
      const images: NonNullable<PokemonSetEntry['images']> = {};
      if (set.images.logo !== undefined) images.logo = set.images.logo;
      if (set.images.symbol !== undefined) images.symbol = set.images.symbol;
      entry.images = images;
    }
    setsTable[set.id] = entry;
  }
  const globals: PokemonGlobals = { printings: printingsIndex, sets: setsTable };
  return ok({
    schemaVersion: 1,
    game: 'pokemon',
    locale: options.locale ?? 'en',
    cards,
    globals,
  });
}
