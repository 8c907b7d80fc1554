import { describe, expect, it } from 'vitest';
import { RIFTBOUND_FFA_DEFAULTS, scoreLobby } from '../src/index.js';

describe('placement points and tie scoring', () => {
  it('Riftbound defaults: 1st 3, 2nd 2, 3rd 1, 4th 0', () => {
    const r = scoreLobby(RIFTBOUND_FFA_DEFAULTS, [['ana'], ['ben'], ['cam'], ['dee']]);
    expect(r.points).toEqual({ ana: 3, ben: 2, cam: 1, dee: 0 });
    expect(r.places).toEqual({ ana: 1, ben: 2, cam: 3, dee: 4 });
  });

  it('competition: two players tied for 2nd both get 2nd-place points; the next is 4th', () => {
    const r = scoreLobby(RIFTBOUND_FFA_DEFAULTS, [['ana'], ['ben', 'cam'], ['dee']]);
    expect(r.points).toEqual({ ana: 3, ben: 2, cam: 2, dee: 0 });
    expect(r.places).toEqual({ ana: 1, ben: 2, cam: 2, dee: 4 });
  });

  it('split: two tied for 2nd each get the average of 2nd and 3rd', () => {
    const r = scoreLobby({ ...RIFTBOUND_FFA_DEFAULTS, tieScoring: 'split' }, [
      ['ana'],
      ['ben', 'cam'],
      ['dee'],
    ]);
    expect(r.points).toEqual({ ana: 3, ben: 1.5, cam: 1.5, dee: 0 });
    const all = scoreLobby({ ...RIFTBOUND_FFA_DEFAULTS, tieScoring: 'split' }, [
      ['ana', 'ben', 'cam'],
      ['dee'],
    ]);
    expect(all.points).toEqual({ ana: 2, ben: 2, cam: 2, dee: 0 });
  });

  it('split keeps the lobby total; competition can raise it', () => {
    const ranking = [
      ['a', 'b'],
      ['c', 'd'],
    ];
    const split = scoreLobby({ ...RIFTBOUND_FFA_DEFAULTS, tieScoring: 'split' }, ranking);
    const comp = scoreLobby(RIFTBOUND_FFA_DEFAULTS, ranking);
    const sum = (r: Record<string, number>) => Object.values(r).reduce((x, y) => x + y, 0);
    expect(sum(split.points)).toBe(6);
    expect(sum(comp.points)).toBe(3 + 3 + 1 + 1);
  });

  it('elimination points add per opponent eliminated', () => {
    const r = scoreLobby(
      { ...RIFTBOUND_FFA_DEFAULTS, eliminationPoints: 1 },
      [['ana'], ['ben'], ['cam'], ['dee']],
      {
        ana: 2,
        ben: 1,
      },
    );
    expect(r.points).toEqual({ ana: 5, ben: 3, cam: 1, dee: 0 });
    expect(r.eliminations).toEqual({ ana: 2, ben: 1 });
  });

  it('places past the end of the points table earn 0 (a 5-player lobby with 4 values)', () => {
    const r = scoreLobby(RIFTBOUND_FFA_DEFAULTS, [['a'], ['b'], ['c'], ['d'], ['e']]);
    expect(r.points.e).toBe(0);
    const split = scoreLobby({ ...RIFTBOUND_FFA_DEFAULTS, tieScoring: 'split' }, [
      ['a'],
      ['b'],
      ['c'],
      ['d', 'e'],
    ]);
    expect(split.points.d).toBe(0);
  });
});
