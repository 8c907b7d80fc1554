// Riftbound built-in rules, written as real ruleset scripts (they pass the sandbox's safety
// check and run in it). Each script is self-contained: the shared helpers are pasted in.

const HELPERS = `
function quantities(record) {
  const out = [];
  if (!record || typeof record !== "object") {
    return out;
  }
  for (const [ref, copies] of Object.entries(record)) {
    if (typeof copies === "number" && copies > 0) {
      out.push([ref, copies]);
    }
  }
  return out;
}

function mainOf(deck) {
  if (deck && deck.main && typeof deck.main === "object") {
    return quantities(deck.main);
  }
  return quantities(deck);
}

function sideboardOf(deck) {
  return quantities(deck ? deck.sideboard : undefined);
}

function nameOf(ref, cardsById) {
  return cardsById[ref]?.name ?? ref;
}

function typeOf(ref, cardsById) {
  return cardsById[ref]?.game?.type ?? "unknown";
}

function total(entries) {
  let sum = 0;
  for (const [, copies] of entries) {
    sum += copies;
  }
  return sum;
}

function isMainDeckType(type) {
  return type === "unit" || type === "spell" || type === "gear";
}

function domainLabel(domain) {
  return domain.charAt(0).toUpperCase() + domain.slice(1);
}

// The champion a Legend or a champion unit belongs to, from its identity name: the catalog names
// both "Champion - Title" after the gallery's champion (the part before the separator is one of
// the card's tags). Spec-style names ("Yasuo, Unforgiven") read the same. Null when the name
// carries no champion.
function championOf(card) {
  const name = typeof card?.name === "string" ? card.name : "";
  const tags = card?.game?.tags ?? [];
  for (const separator of [" - ", ", "]) {
    const at = name.indexOf(separator);
    if (at > 0 && tags.includes(name.slice(0, at))) {
      return name.slice(0, at);
    }
  }
  return null;
}

function legendOf(lineup, cardsById) {
  for (const pile of lineup) {
    if (pile.role === "maybeboard") {
      continue;
    }
    for (const ref of Object.keys(pile.cards)) {
      if (cardsById[ref]?.game?.type === "legend") {
        return cardsById[ref];
      }
    }
  }
  return null;
}
`;

/** The main deck count message (the spec's exact text). */
export const MAIN_DECK_MESSAGE = 'The main deck must contain exactly 40 cards.';

const LEGEND_MESSAGE = 'The deck must contain exactly one Legend.';
const RUNES_MESSAGE = 'The rune deck must contain exactly 12 runes.';
const BATTLEFIELDS_MESSAGE = 'The deck must contain exactly 3 battlefields.';
const SIDEBOARD_MESSAGE = 'The sideboard can hold at most 10 cards.';

const zoneRule = (options: {
  readonly title: string;
  readonly accepts: string;
  readonly wrongZone: string;
  readonly count: string;
  readonly countCode: string;
  readonly countMessage: string;
  readonly filters: string;
}): string => `// Zone rule: "${options.title}" (Riftbound Constructed template).
${HELPERS}
export default function validateDeck(deck, cardsById) {
  const issues = [];
  const cards = mainOf(deck).concat(sideboardOf(deck));
  let counted = 0;
  for (const [ref, copies] of cards) {
    const type = typeOf(ref, cardsById);
    if (${options.accepts}) {
      counted += copies;
    } else {
      issues.push({
        code: "wrong_zone",
        message: \`\${nameOf(ref, cardsById)} ${options.wrongZone}\`,
      });
    }
  }
  if (${options.count}) {
    issues.unshift({ code: "${options.countCode}", message: "${options.countMessage}" });
  }
  return { valid: issues.length === 0, issues };
}

export function resolvePoolFilters(input) {
  const legend = legendOf(input.lineup, input.cardsById);
  const domains = legend ? (legend.game?.domains ?? []).slice() : [];
  ${options.filters}
}
`;

/** Zone rule of the Legend pile: exactly one Legend; suggests Legends in the pool. */
export const RIFTBOUND_LEGEND_RULE = zoneRule({
  title: 'Legend',
  accepts: 'type === "legend"',
  wrongZone: 'is not a Legend; it belongs in another pile.',
  count: 'counted !== 1',
  countCode: 'legend_count',
  countMessage: LEGEND_MESSAGE,
  filters: 'return { cardTypes: ["legend"], domains: [] };',
});

/** Zone rule of the Rune Deck pile: 12 runes; suggests runes of the Legend's domains. */
export const RIFTBOUND_RUNE_DECK_RULE = zoneRule({
  title: 'Rune Deck',
  accepts: 'type === "rune"',
  wrongZone: 'is not a rune; it belongs in another pile.',
  count: 'counted !== 12',
  countCode: 'rune_count',
  countMessage: RUNES_MESSAGE,
  filters: 'return { cardTypes: ["rune"], domains };',
});

/** Zone rule of the Battlefields pile: 3 battlefields; suggests battlefields. */
export const RIFTBOUND_BATTLEFIELDS_RULE = zoneRule({
  title: 'Battlefields',
  accepts: 'type === "battlefield"',
  wrongZone: 'is not a battlefield; it belongs in another pile.',
  count: 'counted !== 3',
  countCode: 'battlefield_count',
  countMessage: BATTLEFIELDS_MESSAGE,
  filters: 'return { cardTypes: ["battlefield"], domains: [] };',
});

/** Zone rule of the Main Deck pile: 40 cards; suggests units, spells and gear of the Legend's domains. */
export const RIFTBOUND_MAIN_DECK_RULE = zoneRule({
  title: 'Main Deck',
  accepts: 'isMainDeckType(type)',
  wrongZone: 'does not belong in the main deck.',
  count: 'counted !== 40',
  countCode: 'main_deck_size',
  countMessage: MAIN_DECK_MESSAGE,
  filters: 'return legend ? { cardTypes: ["unit", "spell", "gear"], domains } : null;',
});

/** Zone rule of the Sideboard pile: at most 10 main-deck cards. */
export const RIFTBOUND_SIDEBOARD_RULE = zoneRule({
  title: 'Sideboard',
  accepts: 'isMainDeckType(type)',
  wrongZone: 'cannot go in the sideboard.',
  count: 'counted > 10',
  countCode: 'sideboard_size',
  countMessage: SIDEBOARD_MESSAGE,
  filters: 'return legend ? { cardTypes: ["unit", "spell", "gear"], domains } : null;',
});

/**
 * The whole-deck rule "Riftbound constructed": every zone together. Exactly one Legend, 12 runes,
 * 3 battlefields with different names, a 40-card main deck, a champion unit matching the
 * Legend, every card inside the Legend's domains, at most 3 copies of a card by name (main deck
 * and sideboard together), a sideboard of at most 10. Its `resolvePoolFilters` narrows the pool
 * to the Legend's domains.
 */
export const RIFTBOUND_CONSTRUCTED_RULE = `// Whole-deck rule: "Riftbound constructed".
${HELPERS}
export default function validateDeck(deck, cardsById) {
  const issues = [];
  const main = mainOf(deck);
  const sideboard = sideboardOf(deck);
  let legend = null;
  let legends = 0;
  let runes = 0;
  let battlefields = 0;
  let mainCount = 0;
  const battlefieldNames = new Map();
  for (const [ref, copies] of main) {
    const type = typeOf(ref, cardsById);
    if (type === "legend") {
      legends += copies;
      legend = cardsById[ref];
    } else if (type === "rune") {
      runes += copies;
    } else if (type === "battlefield") {
      battlefields += copies;
      const name = nameOf(ref, cardsById);
      battlefieldNames.set(name, (battlefieldNames.get(name) ?? 0) + copies);
    } else {
      mainCount += copies;
    }
  }
  if (legends !== 1) {
    issues.push({ code: "legend_count", message: "${LEGEND_MESSAGE}" });
  }
  if (runes !== 12) {
    issues.push({ code: "rune_count", message: "${RUNES_MESSAGE}" });
  }
  if (battlefields !== 3) {
    issues.push({ code: "battlefield_count", message: "${BATTLEFIELDS_MESSAGE}" });
  }
  for (const [name, copies] of battlefieldNames) {
    if (copies > 1) {
      issues.push({
        code: "duplicate_battlefield",
        message: \`Battlefields must have different names (\${name} is there \${copies} times).\`,
      });
    }
  }
  if (mainCount !== 40) {
    issues.push({ code: "main_deck_size", message: "${MAIN_DECK_MESSAGE}" });
  }
  if (total(sideboard) > 10) {
    issues.push({ code: "sideboard_size", message: "${SIDEBOARD_MESSAGE}" });
  }
  const copiesByName = new Map();
  for (const [ref, copies] of main.concat(sideboard)) {
    if (isMainDeckType(typeOf(ref, cardsById))) {
      const name = nameOf(ref, cardsById);
      copiesByName.set(name, (copiesByName.get(name) ?? 0) + copies);
    }
  }
  for (const [name, copies] of copiesByName) {
    if (copies > 3) {
      issues.push({ code: "copy_limit", message: \`\${name}: at most 3 copies (found \${copies}).\` });
    }
  }
  if (legends === 1 && legend) {
    const domains = legend.game?.domains ?? [];
    // The Legend's champion is its champion identity, never simply its first tag ("Heart of the
    // Tempest" is tagged Yordle and Kennen: Kennen's). A Legend whose name carries no champion
    // falls back to its only tag, or to any of its tags naming the unit's champion.
    const tags = legend.game?.tags ?? [];
    const champion = championOf(legend) ?? (tags.length === 1 ? tags[0] : null);
    let matched = false;
    for (const [ref] of main) {
      const card = cardsById[ref];
      if (card?.game?.type !== "unit" || card.game.supertype !== "Champion") {
        continue;
      }
      const own = championOf(card);
      if (own !== null && (champion !== null ? own === champion : tags.includes(own))) {
        matched = true;
      }
    }
    if (!matched) {
      issues.push({
        code: "champion_mismatch",
        message: \`Your champion must match your Legend: add a \${champion ?? "matching"} champion unit to the main deck.\`,
      });
    }
    const reported = new Set();
    for (const [ref] of main.concat(sideboard)) {
      const card = cardsById[ref];
      const type = typeOf(ref, cardsById);
      if (type === "legend" || type === "battlefield" || reported.has(ref)) {
        continue;
      }
      const outside = (card?.game?.domains ?? []).filter(
        (domain) => domain !== "colorless" && !domains.includes(domain),
      );
      if (outside.length > 0) {
        reported.add(ref);
        issues.push({
          code: "domain_mismatch",
          message: \`\${nameOf(ref, cardsById)} is outside your Legend's domains (\${domains.map(domainLabel).join(", ")}).\`,
        });
      }
    }
  }
  return { valid: issues.length === 0, issues };
}

export function resolvePoolFilters(input) {
  const active = input.lineup.find((pile) => pile.pileId === input.activePileId);
  const legend = legendOf(input.lineup, input.cardsById);
  if (!active || active.role === "maybeboard") {
    return null;
  }
  if (!legend) {
    return { cardTypes: ["legend"] };
  }
  return { domains: (legend.game?.domains ?? []).slice() };
}
`;

/**
 * The Riftbound sets legal in Standard by the current data: every set of the official card
 * gallery (Origins, Proving Grounds, Spiritforged, Unleashed, Vendetta), by the gallery's set codes.
 */
export const RIFTBOUND_STANDARD_SETS: readonly string[] = ['OGN', 'OGS', 'SFD', 'UNL', 'VEN'];

/** What {@link riftboundStandardRule} checks: the legal sets and the banned cards, by name. */
export interface RiftboundStandardRules {
  /** Set codes whose printings are legal (compared case-insensitively). */
  readonly sets: readonly string[];
  /** Names of cards banned in Standard, beside the cards whose data says `legalities.standard: "banned"`. */
  readonly banned: readonly string[];
}

/**
 * The source of the Riftbound "Standard" card rule for a list of legal sets and bans: a card is
 * illegal when it is banned (by name here, or by its own `legalities.standard`), or when none of
 * its printings is in a legal set (a card reprinted in a legal set is legal under any printing).
 *
 * @example
 * ```ts
 * riftboundStandardRule({ sets: ['OGN'], banned: [] }).includes('const SETS = ["OGN"]'); // true
 * ```
 */
export function riftboundStandardRule(rules: RiftboundStandardRules): string {
  return `// Card rule: "Standard" (Riftbound).
const SETS = ${JSON.stringify(rules.sets.map((s) => s.toUpperCase()))};
const BANNED = ${JSON.stringify([...rules.banned])};

export default function validateCard(card) {
  const legalities = card?.game?.legalities ?? {};
  if (legalities.standard === "banned" || BANNED.includes(card?.name)) {
    return { valid: false, issues: [{ code: "banned", message: "This card is banned in Standard." }] };
  }
  const sets = [];
  for (const printing of Array.isArray(card?.printings) ? card.printings : []) {
    const set = String(printing?.setCode ?? "").toUpperCase();
    if (set !== "" && !sets.includes(set)) {
      sets.push(set);
    }
  }
  if (sets.length > 0 && !sets.some((set) => SETS.includes(set))) {
    return {
      valid: false,
      issues: [
        {
          code: "set_not_legal",
          message: \`\${sets.join(", ")} \${sets.length === 1 ? "is" : "are"} not legal in Standard (\${SETS.join(", ")} are legal).\`,
        },
      ],
    };
  }
  return true;
}
`;
}

/**
 * Card rule "Riftbound Standard": {@link riftboundStandardRule} of
 * {@link RIFTBOUND_STANDARD_SETS} and no bans by name (a card banned in its data,
 * `legalities.standard: "banned"`, is illegal).
 */
export const RIFTBOUND_STANDARD_RULE = riftboundStandardRule({
  sets: RIFTBOUND_STANDARD_SETS,
  banned: [],
});
