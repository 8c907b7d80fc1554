// Legends of Runeterra built-in rules, written as ruleset scripts.
//
// The game's constructed rules (Riot's deck building rules, as the client enforces them):
// exactly 40 cards, at most 3 copies of a card, at most 6 champion cards, cards from at most 2
// regions (a card with several regions counts for whichever of the deck's regions it shares; a
// Runeterra champion's card code in `regionRefs` is not a region, except on the champion's own
// cards, marked `Runeterra`: there each Runeterra champion is a region of its own, as in the game,
// so Bard and Jhin are two regions). Collectible cards only.
// Riot's lock rule for lineups (Seasonal Tournaments' "region lock"): a region appears in at
// most one deck of the lineup.

const REGION_HELPERS = `
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

function regionsOf(card) {
  const refs = card?.game?.regionRefs ?? [];
  const codes = refs.filter((region) => /^\\d/.test(region));
  const out = [];
  for (const region of refs) {
    if (/^\\d/.test(region)) {
      continue;
    }
    if (region === "Runeterra" && codes.length > 0) {
      // A Runeterra champion's own cards: each champion is a region of its own (its origin).
      for (const code of codes) {
        if (!out.includes(code)) {
          out.push(code);
        }
      }
    } else if (!out.includes(region)) {
      out.push(region);
    }
  }
  return out;
}

function regionLabel(region, cardsById) {
  return /^\\d/.test(region) ? (cardsById[region]?.name ?? region) : region;
}

function deckRegions(entries, cardsById) {
  const choices = [];
  const all = [];
  for (const [ref] of entries) {
    const regions = regionsOf(cardsById[ref]);
    if (regions.length > 0) {
      choices.push(regions);
    }
    for (const region of regions) {
      if (!all.includes(region)) {
        all.push(region);
      }
    }
  }
  const covers = (picked) => choices.every((regions) => regions.some((r) => picked.includes(r)));
  if (covers([])) {
    return [];
  }
  for (const a of all) {
    if (covers([a])) {
      return [a];
    }
  }
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      if (covers([all[i], all[j]])) {
        return [all[i], all[j]];
      }
    }
  }
  const needed = [];
  for (const regions of choices) {
    if (!regions.some((r) => needed.includes(r))) {
      needed.push(regions[0]);
    }
  }
  return needed;
}
`;

/** Deck rule "Riot constructed": 40 cards, 3 copies, 6 champions, 2 regions, collectible cards. */
export const LOR_CONSTRUCTED_RULE = `// Deck rule: "Riot constructed" (Legends of Runeterra).
${REGION_HELPERS}
export default function validateDeck(deck, cardsById) {
  const issues = [];
  const entries = mainOf(deck);
  let total = 0;
  let champions = 0;
  // Copies are counted per card over every counted pile: a Sideboard pile's cards go into the
  // shared code with the rest of the deck (LoR has no sideboard).
  const copiesByCard = new Map();
  for (const [ref, copies] of entries) {
    const card = cardsById[ref];
    const name = card?.name ?? ref;
    total += copies;
    if (!card) {
      issues.push({ code: "unknown_card", message: \`Unknown card \${ref}.\` });
      continue;
    }
    if (card.collectible === false) {
      issues.push({ code: "not_collectible", message: \`\${name} can't go in a deck.\` });
    }
    if (card.game?.supertypeRef === "Champion") {
      champions += copies;
    }
    const key = card.id ?? ref;
    const counted = copiesByCard.get(key);
    copiesByCard.set(key, { name, copies: (counted ? counted.copies : 0) + copies });
  }
  for (const { name, copies } of copiesByCard.values()) {
    if (copies > 3) {
      issues.push({ code: "copy_limit", message: \`\${name}: at most 3 copies (found \${copies}).\` });
    }
  }
  if (total !== 40) {
    issues.push({ code: "deck_size", message: \`Decks need exactly 40 cards (found \${total}).\` });
  }
  if (champions > 6) {
    issues.push({
      code: "champion_limit",
      message: \`Decks can have at most 6 champion cards (found \${champions}).\`,
    });
  }
  const regions = deckRegions(entries, cardsById);
  if (regions.length > 2) {
    issues.push({
      code: "region_limit",
      message: \`Decks can use at most 2 regions (found \${regions.map((r) => regionLabel(r, cardsById)).join(", ")}).\`,
    });
  }
  return { valid: issues.length === 0, issues };
}
`;

/** Deck set rule "Riot lock": a region appears in at most one deck of the lineup. */
export const LOR_LOCK_RULE = `// Deck set rule: "Riot lock" (Legends of Runeterra).
${REGION_HELPERS}
export default function validateDeckset(decks, cardsById) {
  const firstDeckByRegion = new Map();
  const issues = [];
  decks.forEach((deck, index) => {
    const deckNumber = index + 1;
    for (const region of deckRegions(mainOf(deck), cardsById)) {
      const firstDeck = firstDeckByRegion.get(region);
      if (firstDeck === undefined) {
        firstDeckByRegion.set(region, deckNumber);
      } else {
        issues.push({
          code: "shared_region",
          message: \`\${regionLabel(region, cardsById)} is in deck \${firstDeck} and deck \${deckNumber}.\`,
        });
      }
    }
  });
  return { valid: issues.length === 0, issues };
}
`;

const formatRule = (
  label: string,
  formatRef: string,
): string => `// Card rule: "${label}" (Legends of Runeterra).
export default function validateCard(card) {
  const issues = [];
  if (card?.collectible === false) {
    issues.push({ code: "not_collectible", message: "This card can't go in a deck." });
  }
  if (!(card?.game?.formatRefs ?? []).includes("${formatRef}")) {
    issues.push({ code: "not_${label.toLowerCase()}", message: "Only ${label}-legal cards can be submitted" });
  }
  return { valid: issues.length === 0, issues };
}
`;

/** Card rule "Standard": the card lists the Standard format and is collectible. */
export const LOR_STANDARD_RULE = formatRule('Standard', 'client_Formats_Standard_name');

/** Card rule "Eternal": the card lists the Eternal format and is collectible. */
export const LOR_ETERNAL_RULE = formatRule('Eternal', 'client_Formats_Eternal_name');
