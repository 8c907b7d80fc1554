import type { BracketMatch, BracketRound, BracketSection, BracketView } from '@tcgkit/core';

/** Sizes (in CSS pixels) the tree layout works with. */
export interface BracketMetrics {
  /** Width of a match box. */
  readonly matchWidth: number;
  /** Height of a match box (two slots). */
  readonly matchHeight: number;
  /** Horizontal gap between rounds, where connectors run. */
  readonly columnGap: number;
  /** Smallest vertical gap between two matches of a round. */
  readonly rowGap: number;
}

/** The default {@link BracketMetrics}. */
export const defaultBracketMetrics: BracketMetrics = {
  matchWidth: 200,
  matchHeight: 56,
  columnGap: 40,
  rowGap: 16,
};

/** A match placed on the tree layout. */
export interface PlacedMatch {
  readonly match: BracketMatch;
  readonly round: BracketRound;
  /** Column index within the section. */
  readonly column: number;
  /** Index within its round (0-based). */
  readonly index: number;
  readonly x: number;
  readonly y: number;
}

/** One section (winners, losers, grand final, third place) laid out as a tree. */
export interface SectionLayout {
  readonly section: BracketSection;
  readonly rounds: readonly BracketRound[];
  readonly matches: readonly PlacedMatch[];
  readonly width: number;
  readonly height: number;
  /** One SVG path (`d`) with every connector of the section. */
  readonly connectors: string;
}

const SECTION_ORDER: readonly BracketSection[] = [
  'winners',
  'losers',
  'grand-final',
  'third-place',
];

/** The rounds of a view grouped by section, in drawing order, each sorted by round number. */
export function sectionsOf(
  view: BracketView,
): { section: BracketSection; rounds: BracketRound[] }[] {
  return SECTION_ORDER.map((section) => ({
    section,
    rounds: view.rounds.filter((r) => r.section === section).sort((a, b) => a.number - b.number),
  })).filter((s) => s.rounds.length > 0);
}

/**
 * Places every match of a section: the first round stacked evenly, each later match centred on the
 * matches of the same section that feed it (through `winnerTo`), pushed down where two would
 * overlap. Connectors run from each match to the slot its winner fills. Pure and fast: linear in
 * the number of matches.
 */
export function layoutSection(
  section: BracketSection,
  rounds: readonly BracketRound[],
  metrics: BracketMetrics = defaultBracketMetrics,
): SectionLayout {
  const { matchWidth: w, matchHeight: h, columnGap, rowGap } = metrics;
  const placed = new Map<string, PlacedMatch>();
  const feeders = new Map<string, PlacedMatch[]>();
  const list: PlacedMatch[] = [];
  let height = 0;
  rounds.forEach((round, column) => {
    const x = column * (w + columnGap);
    let floor = 0;
    round.matches.forEach((match, index) => {
      const from = feeders.get(match.id);
      let y: number;
      if (from !== undefined && from.length > 0) {
        y = from.reduce((sum, f) => sum + f.y, 0) / from.length;
      } else {
        y = index * (h + rowGap);
      }
      y = Math.max(y, floor);
      floor = y + h + rowGap;
      const item: PlacedMatch = { match, round, column, index, x, y };
      placed.set(match.id, item);
      list.push(item);
      height = Math.max(height, y + h);
      if (match.winnerTo !== undefined) {
        const targets = feeders.get(match.winnerTo);
        if (targets === undefined) feeders.set(match.winnerTo, [item]);
        else targets.push(item);
      }
    });
  });
  let d = '';
  for (const item of list) {
    const target = item.match.winnerTo === undefined ? undefined : placed.get(item.match.winnerTo);
    if (target === undefined || target.column <= item.column) continue;
    const x1 = item.x + w;
    const y1 = item.y + h / 2;
    const slot = item.match.winnerToSlot;
    const y2 = target.y + (slot === undefined ? h / 2 : slot === 0 ? h / 4 : (3 * h) / 4);
    const x2 = target.x;
    const mid = x2 - columnGap / 2;
    d += `M${x1} ${y1}H${mid}V${y2}H${x2}`;
  }
  return {
    section,
    rounds,
    matches: list,
    width: rounds.length === 0 ? 0 : rounds.length * w + (rounds.length - 1) * columnGap,
    height,
    connectors: d,
  };
}
