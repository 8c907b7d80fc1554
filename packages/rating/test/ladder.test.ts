import { unwrap } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import { rate, toLadderView } from '../src/index.js';

const ladder = (...args: Parameters<typeof toLadderView>) => unwrap(toLadderView(...args));

const r = (rating: number, extra: object = {}) => ({ rating, matches: 3, change: 5, ...extra });

describe('toLadderView', () => {
  it('ranks by rating, best first, with shared ranks for equal ratings (1, 2, 2, 4)', () => {
    const view = ladder({ d: r(1400), b: r(1600), c: r(1600), a: r(1700) });
    expect(view.kind).toBe('ladder');
    expect(view.rows.map((x) => [x.participantId, x.rank, x.shared])).toEqual([
      ['a', 1, false],
      ['b', 2, true],
      ['c', 2, true],
      ['d', 4, false],
    ]);
  });

  it('carries names, deviation, change and matches; a player without a name is shown by id', () => {
    const view = ladder(
      { ana: r(1550, { deviation: 80, volatility: 0.06 }), ben: r(1500) },
      { names: { ana: 'Ana' }, title: 'Season 1' },
    );
    expect(view).toEqual({
      kind: 'ladder',
      title: 'Season 1',
      rows: [
        {
          participantId: 'ana',
          name: 'Ana',
          rank: 1,
          shared: false,
          rating: 1550,
          deviation: 80,
          change: 5,
          matches: 3,
        },
        {
          participantId: 'ben',
          name: 'ben',
          rank: 2,
          shared: false,
          rating: 1500,
          change: 5,
          matches: 3,
        },
      ],
    });
  });

  it('with the ratings before the last event: change is the difference, and newcomers show none', () => {
    const before = {
      ana: { rating: 1500, deviation: 200, volatility: 0.06, matches: 0, change: 0 },
    };
    const after = rate(before, [{ players: ['ana', 'ben'], score: 1 }], { system: 'glicko2' });
    if (!after.ok) throw new Error(after.error.message);
    const view = ladder(after.value, { previous: before });
    const ana = view.rows.find((x) => x.participantId === 'ana')!;
    const ben = view.rows.find((x) => x.participantId === 'ben')!;
    expect(ana.change).toBeCloseTo(after.value.ana!.rating - 1500, 9);
    expect(ana.change!).toBeGreaterThan(0);
    expect('change' in ben).toBe(false);
  });

  it('leaves out players under minMatches', () => {
    const view = ladder(
      { a: r(1500, { matches: 2 }), b: r(1400, { matches: 10 }) },
      { minMatches: 5 },
    );
    expect(view.rows.map((x) => [x.participantId, x.rank])).toEqual([['b', 1]]);
  });
});
