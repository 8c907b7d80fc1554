import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  InteropErrors,
  importTom,
  type TomEvent,
  tomComputedOrder,
  tomDivisionOrder,
  tomStandings,
} from '../src/index.js';

const read = (file: string): string =>
  readFileSync(new URL(`./fixtures/tom/${file}`, import.meta.url), 'utf8');
const load = (xml: string): { event: TomEvent; warnings: readonly { code: string }[] } => {
  const r = importTom(xml);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return { event: r.value, warnings: r.warnings };
};
/** The file's finished places per division, first place first. */
const stored = (event: TomEvent): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const s of event.file.standings ?? []) {
    if (s.type !== 'finished') continue;
    out[s.category] = [...s.places].sort((a, b) => a.place - b.place).map((p) => p.id);
  }
  return out;
};
const WITH_STANDINGS = ['round-rock-summer-2026-06-20.xml', 'cg-league-night-2026-07-28.xml'];

describe('the final order (issue 31, defects 2 and 3)', () => {
  it('every fixture with <standings>: the order is the file’s at every place, and tcgkit’s computation agrees (39 of 39 places)', () => {
    let places = 0;
    let agree = 0;
    for (const file of WITH_STANDINGS) {
      const { event, warnings } = load(read(file));
      expect(warnings).toEqual([]);
      const pod = event.pods[0]!;
      expect(tomDivisionOrder(pod)).toEqual(stored(event));
      expect(pod.officialOrder).toEqual(stored(event));
      expect(pod.disagreements).toEqual([]);
      const computed = tomComputedOrder(pod);
      for (const [category, ids] of Object.entries(stored(event))) {
        places += ids.length;
        agree += ids.filter((id, i) => computed[category]![i] === id).length;
      }
    }
    expect([agree, places]).toEqual([39, 39]);
  });

  it('where the file’s places differ from tcgkit’s, the file’s are the order and each place is listed (data and warning)', () => {
    // the organizer's file puts places 2 and 3 of Masters the other way round
    const xml = read('cg-league-night-2026-07-28.xml')
      .replace('<player id="6100003" place="2" />', '<player id="6100003" place="3" />')
      .replace('<player id="5768821" place="3" />', '<player id="5768821" place="2" />');
    const { event, warnings } = load(xml);
    const pod = event.pods[0]!;
    expect(tomDivisionOrder(pod)['2']!.slice(0, 3)).toEqual(['747520', '5768821', '6100003']);
    expect(tomComputedOrder(pod)['2']!.slice(0, 3)).toEqual(['747520', '6100003', '5768821']);
    expect(pod.disagreements).toEqual([
      { category: '2', place: 2, official: '5768821', computed: '6100003' },
      { category: '2', place: 3, official: '6100003', computed: '5768821' },
    ]);
    expect(warnings.map((w) => w.code)).toEqual([
      InteropErrors.tomStandingsDiffer,
      InteropErrors.tomStandingsDiffer,
    ]);
  });

  it('the top cut is placed by its bracket: champion, finalist, semi-finalists, quarter-finalists, then the Swiss order', () => {
    // monkey-cup is saved at the start of the final: report it (seed 1, 3967343, wins)
    const xml = read('monkey-cup-vg-2025-03-16_r8-begin.tdf');
    const last = xml.lastIndexOf('<match outcome="0">');
    const { event } = load(`${xml.slice(0, last)}<match outcome="1">${xml.slice(last + 19)}`);
    const pod = event.pods[0]!;
    expect(pod.officialOrder).toBeUndefined();
    const swiss = tomStandings(pod).map((r) => r.playerId);
    const order = tomDivisionOrder(pod)['10']!;
    const rank = (id: string) => swiss.indexOf(id);
    const lostIn = (r: number) =>
      pod.topCut[r]!.map((m) => m.players[1 - m.winner!]!).sort((a, b) => rank(a) - rank(b));
    expect(order.slice(0, 2)).toEqual(['3967343', '1162846']);
    expect(order.slice(2, 4)).toEqual(lostIn(1));
    expect(order.slice(4, 8)).toEqual(lostIn(0));
    expect(order.slice(8)).toEqual(swiss.filter((id) => !order.slice(0, 8).includes(id)));
    // by Swiss standings alone, the finalist 1162846 would not be second
    expect(swiss.indexOf('1162846')).not.toBe(1);
  });

  it('a cut still being played: the players still in come first, in their Swiss order', () => {
    const { event } = load(read('monkey-cup-vg-2025-03-16_r8-begin.tdf'));
    const order = tomDivisionOrder(event.pods[0]!)['10']!;
    expect(new Set(order.slice(0, 2))).toEqual(new Set(['3967343', '1162846']));
  });
});
