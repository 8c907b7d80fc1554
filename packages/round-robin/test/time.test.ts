import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTime } from '../src/index.js';

describe('parseTime: strict ISO 8601 date-times (issue 30)', () => {
  it('reads the forms the stage writes and accepts', () => {
    expect(parseTime('2026-05-01T18:00Z')).toBe(Date.UTC(2026, 4, 1, 18, 0));
    expect(parseTime('2026-05-01T18:00:30Z')).toBe(Date.UTC(2026, 4, 1, 18, 0, 30));
    expect(parseTime('2026-05-01T18:00:30.250Z')).toBe(Date.UTC(2026, 4, 1, 18, 0, 30, 250));
    expect(parseTime('2026-05-01T20:00+02:00')).toBe(Date.UTC(2026, 4, 1, 18, 0));
    expect(parseTime('2028-02-29T10:00Z')).toBe(Date.UTC(2028, 1, 29, 10, 0));
    expect(parseTime('2000-02-29T10:00Z')).toBe(Date.UTC(2000, 1, 29, 10, 0));
  });

  it('refuses dates that are not on the calendar, where Date.parse rolls them over', () => {
    for (const text of [
      '2026-02-30T10:00Z',
      '2026-02-29T10:00Z',
      '1900-02-29T10:00Z',
      '2026-04-31T10:00Z',
      '2026-13-01T10:00Z',
      '2026-00-10T10:00Z',
      '2026-05-00T10:00Z',
      '2026-05-01T24:00Z',
      '2026-05-01T18:60Z',
      '2026-05-01T18:00:60Z',
      '2026-05-01T18:00+24:00',
      '2026-05-01T18:00+02:60',
      '2026-05-01T18:00',
      '2026-05-01',
      '',
    ]) {
      expect(parseTime(text), text).toBeUndefined();
    }
  });

  it('agrees with the calendar for every day of random years, and is total on any value', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1970, 0, 1)),
          max: new Date(Date.UTC(2200, 0, 1)),
          noInvalidDate: true,
        }),
        (d) => {
          const text = `${d.toISOString().slice(0, 16)}Z`;
          expect(parseTime(text)).toBe(Math.floor(d.getTime() / 60_000) * 60_000);
        },
      ),
    );
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const t = parseTime(v as string);
        expect(t === undefined || Number.isFinite(t)).toBe(true);
      }),
    );
  });
});
