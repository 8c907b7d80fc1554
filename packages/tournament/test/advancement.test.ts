import { describe, expect, it } from 'vitest';
import { type AdvancementRule, applyAdvancement, type StageStandingRow } from '../src/index.js';

/** Rows from [id, rank, points] in standings order. */
const rows = (
  spec: readonly [string, number, number][],
  dropped: readonly string[] = [],
): StageStandingRow[] =>
  spec.map(([participantId, rank, points], i) => ({
    participantId,
    rank,
    points,
    position: i + 1,
    dropped: dropped.includes(participantId),
  }));

const rule = (
  from: number,
  to: number,
  cut: AdvancementRule['cutTiebreaker'] = 'better-initial-seed',
  target = 'next',
): AdvancementRule => ({
  from: 's',
  condition: { type: 'placement-range', from, to },
  action: { type: 'advance', to: target },
  cutTiebreaker: cut,
  allowEarlyCutoff: false,
});

// a: 1st alone; b c d tied 2nd (straddling the 1-3 cut); e 5th; f g tied 6th
const table = rows([
  ['a', 1, 9],
  ['b', 2, 6],
  ['c', 2, 6],
  ['d', 2, 6],
  ['e', 5, 3],
  ['f', 6, 0],
  ['g', 6, 0],
]);

describe('applyAdvancement', () => {
  it('placement range with each cut tiebreaker', () => {
    expect(applyAdvancement([rule(1, 3)], 's', table, 'x').entrants.next).toEqual(['a', 'b', 'c']);
    expect(
      applyAdvancement([rule(1, 3, 'advance-whole-tie')], 's', table, 'x').entrants.next,
    ).toEqual(['a', 'b', 'c', 'd']);
    const lots = applyAdvancement([rule(1, 3, 'draw-lots')], 's', table, 'x').entrants.next ?? [];
    expect(lots).toHaveLength(3);
    expect(lots[0]).toBe('a');
    expect(applyAdvancement([rule(1, 3, 'draw-lots')], 's', table, 'x').entrants.next).toEqual(
      lots,
    );
    expect(applyAdvancement([rule(1, 3)], 's', table, 'x').warnings.map((w) => w.code)).toEqual([
      'tournament/cut-tie',
    ]);
    expect(applyAdvancement([rule(1, 1)], 's', table, 'x').warnings).toEqual([]);
  });

  it('two ranges agree on a tie across their common boundary', () => {
    for (const cut of ['better-initial-seed', 'draw-lots', 'advance-whole-tie'] as const) {
      const out = applyAdvancement(
        [rule(1, 3, cut, 'upper'), rule(4, 7, cut, 'lower')],
        's',
        table,
        'lots',
      );
      const upper = out.entrants.upper ?? [];
      const lower = out.entrants.lower ?? [];
      expect([...upper, ...lower].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
      expect(upper.filter((x) => lower.includes(x))).toEqual([]);
    }
  });

  it('points range, eliminate, and a player matched twice goes where the first rule sends them', () => {
    const points: AdvancementRule = {
      ...rule(1, 1),
      condition: { type: 'points-range', min: 3, max: 6 },
    };
    expect(applyAdvancement([points], 's', table, 'x').entrants.next).toEqual(['b', 'c', 'd', 'e']);
    const elim: AdvancementRule = {
      ...rule(1, 1),
      condition: { type: 'points-range', max: 6 },
      action: { type: 'eliminate' },
    };
    expect(applyAdvancement([rule(1, 5), elim], 's', table, 'x').entrants.next).toEqual(['a']);
    const out = applyAdvancement(
      [rule(1, 2, 'better-initial-seed', 'x1'), rule(1, 4, 'better-initial-seed', 'x2')],
      's',
      table,
      'x',
    );
    expect(out.entrants).toEqual({ x1: ['a', 'b'], x2: ['c', 'd'] });
    expect(applyAdvancement([rule(1, 3)], 'other', table, 'x').entrants).toEqual({});
  });

  it('dropped players never advance: the standings close up around them', () => {
    const t = rows(
      [
        ['a', 1, 9],
        ['b', 2, 6],
        ['c', 3, 3],
        ['d', 4, 0],
      ],
      ['b'],
    );
    expect(applyAdvancement([rule(1, 2)], 's', t, 'x').entrants.next).toEqual(['a', 'c']);
  });

  it('a range past the end takes who is there', () => {
    expect(applyAdvancement([rule(6, 10)], 's', table, 'x').entrants.next).toEqual(['f', 'g']);
  });
});
