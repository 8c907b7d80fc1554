// Pokémon TCG built-in rules, written as ruleset scripts.
//
// The game's Standard deck rules (Play! Pokémon rules): exactly 60 cards; at most 4 copies of a
// card by name, except Basic Energy; at least one Basic Pokémon; at most 1 ACE SPEC card; at
// most 1 Radiant Pokémon.

/** Deck rule "Standard deck" (Pokémon TCG). */
export const POKEMON_STANDARD_DECK_RULE = `// Deck rule: "Standard deck" (Pokémon TCG).
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
    return quantities(deck.main).concat(quantities(deck.sideboard));
  }
  return quantities(deck).concat(quantities(deck ? deck.sideboard : undefined));
}

export default function validateDeck(deck, cardsById) {
  const issues = [];
  let total = 0;
  let basicPokemon = 0;
  let aceSpecs = 0;
  let radiants = 0;
  const copiesByName = new Map();
  for (const [ref, copies] of mainOf(deck)) {
    const card = cardsById[ref];
    const name = card?.name ?? ref;
    // "Pokemon" without the accent, as the card data page says; both spellings are accepted.
    const supertype = card?.game?.supertype === "Pokémon" ? "Pokemon" : card?.game?.supertype;
    const subtypes = card?.game?.subtypes ?? [];
    total += copies;
    if (!card) {
      issues.push({ code: "unknown_card", message: \`Unknown card \${ref}.\` });
    }
    if (supertype === "Pokemon" && subtypes.includes("Basic")) {
      basicPokemon += copies;
    }
    if (subtypes.includes("ACE SPEC")) {
      aceSpecs += copies;
    }
    if (supertype === "Pokemon" && subtypes.includes("Radiant")) {
      radiants += copies;
    }
    if (!(supertype === "Energy" && subtypes.includes("Basic"))) {
      copiesByName.set(name, (copiesByName.get(name) ?? 0) + copies);
    }
  }
  if (total !== 60) {
    issues.push({ code: "deck_size", message: \`Decks need exactly 60 cards (found \${total}).\` });
  }
  for (const [name, copies] of copiesByName) {
    if (copies > 4) {
      issues.push({ code: "copy_limit", message: \`\${name}: at most 4 copies (found \${copies}).\` });
    }
  }
  if (basicPokemon === 0) {
    issues.push({ code: "no_basic_pokemon", message: "Decks need at least one Basic Pokémon." });
  }
  if (aceSpecs > 1) {
    issues.push({
      code: "ace_spec_limit",
      message: \`Decks can have only 1 ACE SPEC card (found \${aceSpecs}).\`,
    });
  }
  if (radiants > 1) {
    issues.push({
      code: "radiant_limit",
      message: \`Decks can have only 1 Radiant Pokémon (found \${radiants}).\`,
    });
  }
  return { valid: issues.length === 0, issues };
}
`;

/**
 * The regulation marks of Standard since the April 2026 rotation (G left). A card with an older
 * mark is not Standard even where its data still says `"Legal"` (pokemon-tcg-data as of March 2026
 * does); cards without a mark follow their legalities alone. Update this list at each rotation.
 */
export const POKEMON_STANDARD_MARKS: readonly string[] = ['H', 'I', 'J'];

/**
 * The source of the Pokémon "Standard" card rule for a set of legal regulation marks (upper
 * case). The rule, per card identity:
 *
 * - basic Energy is always legal (whatever mark one of its printings carries);
 * - otherwise `legalities.standard` must be `"Legal"`, and when the card's printings carry
 *   regulation marks (`printings[].metadata.regulationMark`, else the card's own
 *   `regulationMark`), at least one must be legal: by the reprint rule a card is legal under any
 *   of its printings when one of them is, so the verdict never depends on the printing a deck
 *   names. The message names the marks the card has, none of them legal: "has rotated out of
 *   Standard", or "is not legal in Standard yet" when every mark is newer than the legal ones.
 *
 * @example
 * ```ts
 * pokemonStandardRule(['H', 'I', 'J']).includes('const STANDARD_MARKS = ["H","I","J"]'); // true
 * ```
 */
export function pokemonStandardRule(marks: readonly string[]): string {
  return `// Card rule: "Standard" (Pokémon TCG).
const STANDARD_MARKS = ${JSON.stringify(marks.map((m) => m.toUpperCase()))};

function marksOf(card) {
  const marks = [];
  for (const printing of Array.isArray(card?.printings) ? card.printings : []) {
    const mark = printing?.metadata?.regulationMark;
    if (typeof mark === "string" && mark !== "" && !marks.includes(mark.toUpperCase())) {
      marks.push(mark.toUpperCase());
    }
  }
  const own = card?.game?.regulationMark;
  if (marks.length === 0 && typeof own === "string" && own !== "") {
    marks.push(own.toUpperCase());
  }
  return marks.sort();
}

export default function validateCard(card) {
  const game = card?.game ?? {};
  const subtypes = Array.isArray(game.subtypes) ? game.subtypes : [];
  if (game.supertype === "Energy" && subtypes.includes("Basic")) {
    return { valid: true, issues: [] };
  }
  const issues = [];
  if (String((game.legalities ?? {}).standard ?? "").toLowerCase() !== "legal") {
    issues.push({ code: "not_standard", message: "Only Standard-legal cards can be submitted" });
  }
  const marks = marksOf(card);
  const newest = STANDARD_MARKS.slice().sort().at(-1) ?? "";
  if (marks.length > 0 && marks.every((mark) => mark > newest) && newest !== "") {
    const which = marks.length === 1 ? \`Regulation mark \${marks[0]} is\` : \`Regulation marks \${marks.join(", ")} are\`;
    issues.push({
      code: "not_yet_legal",
      message: \`\${which} not legal in Standard yet (\${STANDARD_MARKS.join(", ")} are legal)\`,
    });
  } else if (marks.length > 0 && !marks.some((mark) => STANDARD_MARKS.includes(mark))) {
    const which = marks.length === 1 ? \`Regulation mark \${marks[0]} has\` : \`Regulation marks \${marks.join(", ")} have\`;
    issues.push({
      code: "rotated",
      message: \`\${which} rotated out of Standard (\${STANDARD_MARKS.join(", ")} are legal)\`,
    });
  }
  return { valid: issues.length === 0, issues };
}
`;
}

/**
 * Card rule "Standard" (Pokémon TCG): {@link pokemonStandardRule} of
 * {@link POKEMON_STANDARD_MARKS}.
 */
export const POKEMON_STANDARD_RULE = pokemonStandardRule(POKEMON_STANDARD_MARKS);
