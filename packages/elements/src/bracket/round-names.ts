import type { BracketRound, BracketView } from '@tcgkit/core';
import { fill, formatNumber } from '../shared/i18n.js';

/** The strings {@link roundLabel} falls back on when a round has no name. */
export interface RoundNameStrings {
  readonly sections: Readonly<Record<BracketRound['section'], string>>;
  readonly roundSpoken: string;
  readonly singleRoundSpoken: string;
  readonly sectionSpoken: Readonly<Record<BracketRound['section'], string>>;
}

/**
 * The one name of a round, shown in its header and spoken in every match's accessible name:
 * the view's `round.name` ("Losers final", "Grand final reset", "Final"), so what a screen reader
 * says is what the page shows. A round without a name gets one from the strings ("Losers round
 * 6", "Round 3", "Grand final 2").
 */
export function roundLabel(
  round: BracketRound,
  format: BracketView['format'] | undefined,
  s: RoundNameStrings,
  lang: string,
): string {
  const name = typeof round.name === 'string' ? round.name.trim() : '';
  if (name !== '') return name;
  const n = formatNumber(round.number, lang);
  if (round.section === 'grand-final' || round.section === 'third-place')
    return round.number > 1 ? `${s.sections[round.section]} ${n}` : s.sections[round.section];
  return format === 'single-elimination'
    ? fill(s.singleRoundSpoken, { n })
    : fill(s.roundSpoken, { section: s.sectionSpoken[round.section], n });
}
