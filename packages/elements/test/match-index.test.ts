// The match index <tcg-bracket> moves the keyboard with: every match's place, and what feeds it.
import { describe, expect, it } from 'vitest';
import { indexMatches } from '../src/bracket/match-index.js';
import { sectionsOf } from '../src/bracket/pixel-layout.js';
import { bracketFixture } from './fixtures/bracket-views.js';

describe('indexMatches', () => {
  it('8-player double elimination: each match has its place, and every winnerTo / loserTo names it as a feeder', () => {
    const sections = sectionsOf(bracketFixture(8, 'double-elimination'));
    const index = indexMatches(sections);
    const all = sections.flatMap((s) => s.rounds.flatMap((r) => r.matches));
    expect(index.byId.size).toBe(all.length);
    sections.forEach((s, sectionIndex) => {
      s.rounds.forEach((r, roundIndex) => {
        r.matches.forEach((m, i) => {
          expect(index.place.get(m.id)).toEqual({ sectionIndex, roundIndex, index: i });
        });
      });
    });
    for (const m of all)
      for (const to of [m.winnerTo, m.loserTo])
        if (to !== undefined) expect(index.feeders.get(to)).toContain(m.id);
    // A first-round match has no feeders; the winners final has two (the semifinals).
    const first = sections[0]!.rounds[0]!.matches[0]!;
    expect(index.feeders.get(first.id)).toBeUndefined();
    const final = sections[0]!.rounds.at(-1)!.matches[0]!;
    expect(index.feeders.get(final.id)).toHaveLength(2);
  });

  it('no sections: an empty index', () => {
    const index = indexMatches([]);
    expect([index.place.size, index.byId.size, index.feeders.size]).toEqual([0, 0, 0]);
  });
});
