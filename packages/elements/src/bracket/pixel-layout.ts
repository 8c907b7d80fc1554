// Pixel placement of a drawn bracket: where each match box, header and connector goes on screen
// (CSS pixels). The match graph itself (which match feeds which) is @tcgkit/elimination's match-graph.ts.
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

/** How roomy the tree layout is: `compact` (the default) or `comfortable`. */
export type BracketDensity = 'compact' | 'comfortable';

/**
 * {@link BracketMetrics} of each {@link BracketDensity}. `compact` fits a 16-player double
 * elimination (six losers rounds and the grand final) in 1,280 px without scrolling sideways;
 * `comfortable` is the roomier 200×56 box.
 */
export const bracketDensityMetrics: Readonly<Record<BracketDensity, BracketMetrics>> = {
  compact: { matchWidth: 136, matchHeight: 44, columnGap: 20, rowGap: 8 },
  comfortable: { matchWidth: 200, matchHeight: 56, columnGap: 40, rowGap: 16 },
};

/** The default {@link BracketMetrics} (the `compact` density). */
export const defaultBracketMetrics: BracketMetrics = bracketDensityMetrics.compact;

/** Height (px) of a section's heading band in the tree layout, above its round headers. */
export const SECTION_HEADING_HEIGHT = 32;
/** Height (px) of the round headers' row in the tree layout, above the first match. */
export const ROUND_HEADER_HEIGHT = 24;

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
  return {
    section,
    rounds,
    matches: list,
    width: rounds.length === 0 ? 0 : rounds.length * w + (rounds.length - 1) * columnGap,
    height,
    connectors: connectors(list, placed, metrics),
  };
}

/** One path from each match to the slot its winner fills, for targets further right. */
function connectors(
  list: readonly PlacedMatch[],
  placed: ReadonlyMap<string, PlacedMatch>,
  { matchWidth: w, matchHeight: h, columnGap }: BracketMetrics,
): string {
  let d = '';
  for (const item of list) {
    const target = item.match.winnerTo === undefined ? undefined : placed.get(item.match.winnerTo);
    if (target === undefined || target.x <= item.x) continue;
    const x1 = item.x + w;
    const y1 = item.y + h / 2;
    const slot = item.match.winnerToSlot;
    const y2 = target.y + (slot === undefined ? h / 2 : slot === 0 ? h / 4 : (3 * h) / 4);
    const x2 = target.x;
    const mid = x2 - columnGap / 2;
    d += `M${x1} ${y1}H${mid}V${y2}H${x2}`;
  }
  return d;
}

/** A section of the whole-bracket tree, at its place on the shared canvas. */
export interface PlacedSection {
  readonly layout: SectionLayout;
  /** Top-left corner of the section (its heading band) on the canvas. */
  readonly x: number;
  readonly y: number;
  /** Top of the first match row, relative to the section (below the heading and round headers). */
  readonly top: number;
}

/** Every section of a bracket on one canvas, with one connector path across sections. */
export interface BracketLayoutResult {
  readonly sections: readonly PlacedSection[];
  readonly width: number;
  readonly height: number;
  /** One SVG path (`d`) with every connector, including the finals into the grand final. */
  readonly connectors: string;
}

/**
 * Places whole sections on one canvas: winners, then losers and third place stacked below it; the
 * grand final (and its reset) to the right of both finals, level with the middle of the winners'
 * and losers' finals, connected to both. Linear in the number of matches.
 */
export function layoutBracket(
  sections: readonly { section: BracketSection; rounds: readonly BracketRound[] }[],
  metrics: BracketMetrics = defaultBracketMetrics,
): BracketLayoutResult {
  const top = SECTION_HEADING_HEIGHT + ROUND_HEADER_HEIGHT;
  const gap = metrics.rowGap * 2;
  const placedSections: PlacedSection[] = [];
  const all = new Map<string, PlacedMatch>();
  const list: PlacedMatch[] = [];
  const place = (layout: SectionLayout, x: number, y: number) => {
    placedSections.push({ layout, x, y, top });
    for (const m of layout.matches) {
      const moved = { ...m, x: m.x + x, y: m.y + y + top };
      all.set(m.match.id, moved);
      list.push(moved);
    }
  };
  const layouts = sections.map((s) => layoutSection(s.section, s.rounds, metrics));
  let y = 0;
  let width = 0;
  const finals = layouts.filter((l) => l.section === 'grand-final');
  for (const layout of layouts) {
    if (layout.section === 'grand-final') continue;
    place(layout, 0, y);
    y += top + layout.height + gap;
    width = Math.max(width, layout.width);
  }
  let height = Math.max(0, y - gap);
  for (const layout of finals) {
    // Level with the middle of the matches that feed the grand final (the two finals).
    const first = layout.matches[0];
    const feeders =
      first === undefined ? [] : list.filter((m) => m.match.winnerTo === first.match.id);
    const middle =
      feeders.length === 0
        ? 0
        : feeders.reduce((sum, f) => sum + f.y, 0) / feeders.length - (first?.y ?? 0) - top;
    const x = width === 0 ? 0 : width + metrics.columnGap;
    const at = Math.max(0, middle);
    place(layout, x, at);
    width = x + layout.width;
    height = Math.max(height, at + top + layout.height);
  }
  return { sections: placedSections, width, height, connectors: connectors(list, all, metrics) };
}
