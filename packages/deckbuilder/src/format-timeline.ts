// Legality as of a date (issue 34): each format's legal regulation marks, sets and ban lists are
// data with the date each takes effect, so "legal for Standard on 2026-05-16" has one answer and a
// list registered before a rotation is judged by the rules of its event date.
import { CARD_GAME_IDS, type CardGameId } from '@tcgkit/cards';
import { err, ok, type Result } from '@tcgkit/core';
import type { CatalogInput, Deck } from '@tcgkit/deck-codes';
import type { SandboxRunner } from '@tcgkit/sandbox';
import { type DeckLegalityOptions, deckLegality, type FormatLegality } from './deck-legality.js';
import { DeckbuilderErrors } from './errors.js';
import { LOR_STANDARD_RULE } from './rules/lor.js';
import { pokemonStandardRule } from './rules/pokemon.js';
import { RIFTBOUND_STANDARD_SETS, riftboundStandardRule } from './rules/riftbound.js';
import { rulesetHash } from './rulesets.js';
import type { Ruleset } from './types.js';

/**
 * One change of a format, in effect from `from` (a calendar date, `YYYY-MM-DD`, the first day
 * the change applies) until the next change. A field left out keeps its value from the change
 * before.
 */
export interface FormatChange {
  /** First day the change applies (`"2026-04-10"`). */
  readonly from: string;
  /** Pokémon: the legal regulation marks from this day. */
  readonly marks?: readonly string[];
  /** Riftbound: the legal set codes from this day. */
  readonly sets?: readonly string[];
  /** Pokémon and Riftbound: the cards banned from this day, by name (the whole list, not an addition). */
  readonly banned?: readonly string[];
  /** True when the date and contents were checked against a source; false when they were not. */
  readonly verified: boolean;
  /** What changed, and where it comes from (or why it is not verified). */
  readonly note: string;
}

/** A format's rules over time: its game, name, deck rule and changes in date order. */
export interface FormatTimeline {
  /** The game. */
  readonly game: CardGameId;
  /** The format's name (`"Standard"`). */
  readonly name: string;
  /** The built-in whole-deck rule the format uses (`"pokemon/standard-deck"`). */
  readonly layoutRuleId: string;
  /** The changes, oldest first; at least one. */
  readonly changes: readonly FormatChange[];
}

/** A format's rules on one day, as {@link formatRulesOn} gives them. */
export interface FormatRulesOn {
  /** The game. */
  readonly game: CardGameId;
  /** The format's name. */
  readonly name: string;
  /** The day asked about. */
  readonly date: string;
  /** The first day of the change in effect that day. */
  readonly since: string;
  /** Legal regulation marks (Pokémon), else empty. */
  readonly marks: readonly string[];
  /** Legal set codes (Riftbound), else empty. */
  readonly sets: readonly string[];
  /** Banned cards by name. */
  readonly banned: readonly string[];
  /** False when any change up to that day is not verified: show it as such. */
  readonly verified: boolean;
  /** The card ruleset that checks these rules (id `<game>/<format>@<date>`), for `deckLegality`. */
  readonly cardRule: Ruleset;
  /** The whole-deck rule id. */
  readonly layoutRuleId: string;
}

/**
 * The Standard formats of each game as dated data. Dates the fixtures and the spec cannot confirm
 * are `verified: false` (see the package README's table):
 *
 * - Pokémon: G, H and I legal (pokemon-tcg-data of 2026-03-27 calls every G, H and I card Legal in
 *   Standard and J cards Not Legal), then H, I and J from the April 2026 rotation (G leaves; the
 *   spec's H card is `standard-future: Legal`). The rotation's day, 2026-04-10, is not verified.
 * - Riftbound: the gallery's sets, each legal from its release (dates not verified), no bans
 *   (the fixtures carry none; an organizer adds them with a change of their own).
 * - Legends of Runeterra: one entry, the formats of the card data (`formatRefs`) as they are.
 *
 * @example
 * ```ts
 * FORMAT_TIMELINES.pokemon[0]!.changes.map((c) => c.from); // ['2025-04-11', '2026-04-10']
 * ```
 */
export const FORMAT_TIMELINES: Readonly<Record<CardGameId, readonly FormatTimeline[]>> = {
  pokemon: [
    {
      game: 'pokemon',
      name: 'Standard',
      layoutRuleId: 'pokemon/standard-deck',
      changes: [
        {
          from: '2025-04-11',
          marks: ['G', 'H', 'I'],
          banned: [],
          verified: false,
          note: 'G, H and I legal: what pokemon-tcg-data of 2026-03-27 says (every G, H and I card Legal in Standard). The first day is not verified.',
        },
        {
          from: '2026-04-10',
          marks: ['H', 'I', 'J'],
          verified: false,
          note: 'April 2026 rotation: G leaves, J joins (the spec’s H card is standard-future Legal). The day is from memory, not verified.',
        },
      ],
    },
  ],
  riftbound: [
    {
      game: 'riftbound',
      name: 'Standard',
      layoutRuleId: 'riftbound/constructed',
      changes: [
        {
          from: '2025-10-31',
          sets: ['OGN', 'OGS'],
          banned: [],
          verified: false,
          note: 'Origins and Proving Grounds released. The day is not verified.',
        },
        {
          from: '2026-02-13',
          sets: ['OGN', 'OGS', 'SFD'],
          verified: false,
          note: 'Spiritforged released. The day is not verified.',
        },
        {
          from: '2026-05-08',
          sets: ['OGN', 'OGS', 'SFD', 'UNL'],
          verified: false,
          note: 'Unleashed released. The day is not verified.',
        },
        {
          from: '2026-08-07',
          sets: RIFTBOUND_STANDARD_SETS,
          verified: false,
          note: 'Vendetta released: every set of the official gallery. The day is not verified.',
        },
      ],
    },
  ],
  lor: [
    {
      game: 'lor',
      name: 'Standard',
      layoutRuleId: 'lor/constructed',
      changes: [
        {
          from: '2020-04-29',
          verified: false,
          note: 'Legends of Runeterra: a card’s formats are its current data (formatRefs); Riot’s data keeps no history of rotations. The first day is not verified.',
        },
      ],
    },
  ],
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A value as a message shows it: a string quoted, anything else by its type. */
const shown = (value: unknown): string =>
  typeof value === 'string' ? `"${value}"` : value === null ? 'null' : `a ${typeof value}`;

/** True when `text` is a day of the Gregorian calendar written `YYYY-MM-DD` (no 30 February). */
function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = DATE.exec(text);
  if (m === null) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/**
 * The rules of a format on one day: the last change whose `from` is on or before `date`, with the
 * fields earlier changes set and it left alone. Errors: `deckbuilder/invalid-format` (not a
 * timeline), `deckbuilder/invalid-date` (not a
 * `YYYY-MM-DD` calendar day, or the timeline's changes are not dated calendar days in strictly
 * rising order) and `deckbuilder/before-format` (the day is before the format's first change).
 *
 * @example
 * ```ts
 * const standard = FORMAT_TIMELINES.pokemon[0]!;
 * const r = formatRulesOn(standard, '2026-05-16');
 * if (r.ok) r.value.marks; // ['H', 'I', 'J']
 * ```
 */
export function formatRulesOn(format: FormatTimeline, date: string): Result<FormatRulesOn> {
  if (!isCalendarDate(date)) {
    return err(
      DeckbuilderErrors.invalidDate,
      `${shown(date)} is not a day written YYYY-MM-DD (for example 2026-05-16).`,
      '/date',
    );
  }
  if (
    typeof format !== 'object' ||
    format === null ||
    !CARD_GAME_IDS.includes(format.game) ||
    typeof format.name !== 'string' ||
    typeof format.layoutRuleId !== 'string' ||
    !Array.isArray(format.changes)
  ) {
    return err(
      DeckbuilderErrors.invalidFormat,
      'This is not a format timeline: it needs a game (lor, pokemon or riftbound), a name, a layoutRuleId and a list of changes.',
      '/format',
    );
  }
  const { changes, name } = format;
  for (let i = 0; i < changes.length; i++) {
    const from = changes[i]?.from;
    if (!isCalendarDate(from) || (i > 0 && from <= changes[i - 1]!.from)) {
      return err(
        DeckbuilderErrors.invalidDate,
        `Change ${i + 1} of ${name} starts on ${shown(from)}: each change needs a YYYY-MM-DD day after the one before.`,
        `/format/changes/${i}/from`,
      );
    }
  }
  const first = changes[0];
  if (first === undefined || date < first.from) {
    return err(
      DeckbuilderErrors.beforeFormat,
      first === undefined
        ? `${name} has no changes, so it has no rules on any day.`
        : `${name} starts on ${first.from}: there are no rules for ${date}.`,
      '/date',
    );
  }
  let marks: readonly string[] = [];
  let sets: readonly string[] = [];
  let banned: readonly string[] = [];
  let since = first.from;
  let verified = true;
  for (const change of changes) {
    if (change.from > date) break;
    since = change.from;
    verified &&= change.verified === true;
    if (change.marks !== undefined) marks = change.marks;
    if (change.sets !== undefined) sets = change.sets;
    if (change.banned !== undefined) banned = change.banned;
  }
  const source = cardRuleSource(format.game, marks, sets, banned);
  const id = `${format.game}/${format.name.toLowerCase()}@${date}`;
  return ok({
    game: format.game,
    name: format.name,
    date,
    since,
    marks: [...marks],
    sets: [...sets],
    banned: [...banned],
    verified,
    cardRule: {
      id,
      name: `${format.name} on ${date}`,
      game: format.game,
      scope: 'card',
      source,
      version: 1,
      hash: rulesetHash(source),
      origin: 'built-in',
    },
    layoutRuleId: format.layoutRuleId,
  });
}

function cardRuleSource(
  game: CardGameId,
  marks: readonly string[],
  sets: readonly string[],
  banned: readonly string[],
): string {
  switch (game) {
    case 'pokemon':
      return withBans(pokemonStandardRule(marks), banned);
    case 'riftbound':
      return riftboundStandardRule({ sets, banned });
    case 'lor':
      return withBans(LOR_STANDARD_RULE, banned);
    default:
      throw new Error(`formatRulesOn: unknown game ${String(game)}`);
  }
}

/** A card rule that also refuses the cards of a ban list, by name, before its own checks. */
function withBans(source: string, banned: readonly string[]): string {
  if (banned.length === 0) return source;
  return `${source.replace('export default function validateCard(', 'function ownRule(')}
const BANNED_NAMES = ${JSON.stringify([...banned])};

export default function validateCard(card) {
  if (BANNED_NAMES.includes(card?.name)) {
    return { valid: false, issues: [{ code: "banned", message: "This card is banned in this format." }] };
  }
  return ownRule(card);
}
`;
}

/** A deck's legality in a format on one day: {@link FormatLegality} with the rules' day. */
export interface DatedLegality extends FormatLegality {
  /** The day asked about. */
  readonly date: string;
  /** The first day of the rules applied. */
  readonly since: string;
  /** False when the rules of that day are not verified (see {@link FormatChange.verified}). */
  readonly verified: boolean;
}

/**
 * A deck's legality in a format as of a day (an event's date): {@link formatRulesOn} gives the
 * day's rules, and {@link deckLegality} checks the deck with them and the format's whole-deck
 * rule. A list registered before a rotation is judged by the rules of the day asked about.
 * Errors as {@link formatRulesOn}.
 *
 * @example
 * ```ts
 * const r = await deckLegalityOn(runner, deck, catalog, FORMAT_TIMELINES.pokemon[0]!, '2026-05-16');
 * if (r.ok) r.value.status; // 'legal' | 'illegal' | 'not-checked'
 * ```
 */
export async function deckLegalityOn(
  runner: SandboxRunner,
  deck: Deck,
  catalog: CatalogInput,
  format: FormatTimeline,
  date: string,
  options: Pick<DeckLegalityOptions, 'rulesets' | 'timeoutMs'> = {},
): Promise<Result<DatedLegality>> {
  const rules = formatRulesOn(format, date);
  if (!rules.ok) return rules;
  const { cardRule, layoutRuleId, since, verified } = rules.value;
  const [found] = await deckLegality(runner, deck, catalog, {
    ...options,
    formats: [{ name: format.name, cardRuleId: cardRule.id, layoutRuleId }],
    rulesets: [...(options.rulesets ?? []), cardRule],
  });
  return ok({ ...found!, date, since, verified });
}
