// Where each match of a drawn bracket sits and what feeds it, for <tcg-bracket>'s keyboard moves
// and highlights: one pass over the view's sections, looked up by match id afterwards.
import type { BracketMatch, BracketRound } from '@tcgkit/core';

/** Where a match sits: its section, round and place in the round, as the view lists them. */
export interface MatchPlace {
  readonly sectionIndex: number;
  readonly roundIndex: number;
  readonly index: number;
}

/** The matches of a bracket by id: their place, the match itself, and the matches feeding each. */
export interface MatchIndex {
  readonly place: ReadonlyMap<string, MatchPlace>;
  readonly byId: ReadonlyMap<string, BracketMatch>;
  /** Match id to the ids of the matches whose winner or loser goes there, in view order. */
  readonly feeders: ReadonlyMap<string, readonly string[]>;
}

/** Indexes every match of the sections (in view order). */
export function indexMatches(
  sections: readonly { readonly rounds: readonly BracketRound[] }[],
): MatchIndex {
  const place = new Map<string, MatchPlace>();
  const byId = new Map<string, BracketMatch>();
  const feeders = new Map<string, string[]>();
  sections.forEach((s, sectionIndex) => {
    s.rounds.forEach((round, roundIndex) => {
      round.matches.forEach((match, index) => {
        place.set(match.id, { sectionIndex, roundIndex, index });
        byId.set(match.id, match);
        for (const to of [match.winnerTo, match.loserTo]) {
          if (to === undefined) continue;
          const list = feeders.get(to);
          if (list === undefined) feeders.set(to, [match.id]);
          else list.push(match.id);
        }
      });
    });
  });
  return { place, byId, feeders };
}
