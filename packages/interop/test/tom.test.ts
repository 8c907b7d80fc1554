import { readFileSync } from 'node:fs';
import { championOf, getMatch, isPlayable, reportWinner, toBracketView } from '@tcgkit/elimination';
import { pairNextRound, toPairingsView } from '@tcgkit/swiss';
import { describe, expect, it } from 'vitest';
import {
  exportTom,
  InteropErrors,
  importTom,
  type TomEvent,
  tomDivisionOrder,
  tomStandings,
} from '../src/index.js';

const FIXTURES = [
  'round-rock-summer-2026-06-20.xml',
  'cg-league-night-2026-07-28.xml',
  'monkey-cup-vg-2025-03-16_r8-begin.tdf',
] as const;
const read = (file: string): string =>
  readFileSync(new URL(`./fixtures/tom/${file}`, import.meta.url), 'utf8');
const load = (file: string): TomEvent => {
  const result = importTom(read(file));
  if (!result.ok) throw new Error(`${file}: ${result.error.code} ${result.error.message}`);
  expect(result.warnings).toEqual([]);
  return result.value;
};
/** TOM's stored final order of each division, first place first. */
const stored = (event: TomEvent): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const s of event.file.standings ?? []) {
    if (s.type !== 'finished') continue;
    out[s.category] = [...s.places].sort((a, b) => a.place - b.place).map((p) => p.id);
  }
  return out;
};

describe('importTom on the real TOM fixtures', () => {
  it('round-rock-summer: 23 players, 3 Swiss rounds, 1 bye, 5 drops, one tie; standings equal TOM’s', () => {
    const event = load('round-rock-summer-2026-06-20.xml');
    expect(event.name).toBe('2025-2026 Summer Tournament');
    expect(event.pods).toHaveLength(1);
    const pod = event.pods[0]!;
    expect(pod.swiss.players).toHaveLength(23);
    expect(pod.swiss.rounds).toHaveLength(3);
    expect(pod.swiss.rounds[0]!.bye).toBe('5739819');
    expect(pod.swiss.players.filter((p) => p.droppedAfterRound === 1)).toHaveLength(5);
    expect(pod.matches.filter((m) => m.type === 'played' && m.outcome === 'draw')).toHaveLength(1);
    expect(pod.topCut).toEqual([]);
    expect(tomDivisionOrder(pod)).toEqual(stored(event));
    expect(stored(event)['0']).toHaveLength(23);
  });

  it('cg-league-night: one age-combined pod, three divisions, each in TOM’s order', () => {
    const event = load('cg-league-night-2026-07-28.xml');
    const pod = event.pods[0]!;
    expect(pod.category).toBe('10');
    expect(Object.keys(pod.divisions).sort()).toEqual(['0', '1', '2']);
    expect(pod.divisions['2']).toHaveLength(12);
    expect(tomDivisionOrder(pod)).toEqual(stored(event));
    // the one tie: round 2, TOM table 4
    const tie = pod.swiss.rounds[1]!.matches.find((m) => m.players.includes('5737223'))!;
    expect(tie.result?.games).toEqual([0, 0]);
  });

  it('monkey-cup (TOM 1.74, video game, snapshot at the start of the final): 5 Swiss rounds and a top 8', () => {
    const event = load('monkey-cup-vg-2025-03-16_r8-begin.tdf');
    const pod = event.pods[0]!;
    expect(event.file.standings).toBeUndefined();
    expect(pod.swiss.rounds).toHaveLength(5);
    expect(pod.swiss.rounds.every((r) => r.bye !== undefined)).toBe(true);
    expect(pod.topCut.map((r) => r.length)).toEqual([4, 2, 1]);
    expect(pod.topCut[0]![0]).toEqual({ players: ['3967343', '4817682'], winner: 0 });
    expect(pod.topCut[2]![0]).toEqual({ players: ['3967343', '1162846'] });
    // The top 8 are exactly the players TOM seeded 1-8, and tcgkit's Swiss standings put the
    // same eight on top.
    const seeded = event.file.players.filter((p) => p.fields.some((f) => f.name === 'seed'));
    const top8 = tomStandings(pod)
      .slice(0, 8)
      .map((r) => r.playerId);
    expect(new Set(top8)).toEqual(new Set(seeded.map((p) => p.id)));
  });

  it('monkey-cup: the top 8 is an elimination bracket seeded by TOM’s seeds, results replayed, the final to play', () => {
    const pod = load('monkey-cup-vg-2025-03-16_r8-begin.tdf').pods[0]!;
    const bracket = pod.bracket!;
    expect(bracket).toBeDefined();
    expect(bracket.participants.map((p) => p.id)).toEqual([
      '3967343',
      '3336441',
      '1162846',
      '1004619',
      '3967130',
      '3958728',
      '1015144',
      '4817682',
    ]);
    const decided = bracket.matches.filter((m) => m.result !== null);
    expect(decided).toHaveLength(6);
    const final = bracket.matches.find((m) => isPlayable(m))!;
    expect(final.slots.map((s) => s.participantId)).toEqual(['3967343', '1162846']);
    expect(championOf(bracket)).toBeNull();
    // the engine continues it: report the final
    const done = reportWinner(bracket, final.id, '1162846');
    expect(done.ok && championOf(done.value)).toBe('1162846');
    expect(getMatch(bracket, final.id)?.result).toBeNull();
    const view = toBracketView(bracket);
    expect(view.kind).toBe('bracket');
    expect(view.rounds.flatMap((r) => r.matches)).toHaveLength(7);
  });

  it('a cut whose pairings are not a seeded bracket is kept as rounds, with a warning', () => {
    // swap TOM's seeds 2 and 8: seed 1 would then meet the other player in the first round
    const xml = read('monkey-cup-vg-2025-03-16_r8-begin.tdf')
      .replace('<seed>2</seed>', '<seed>x</seed>')
      .replace('<seed>8</seed>', '<seed>2</seed>')
      .replace('<seed>x</seed>', '<seed>8</seed>');
    const r = importTom(xml);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.pods[0]!.bracket).toBeUndefined();
    expect(r.value.pods[0]!.topCut).toHaveLength(3);
    expect(r.warnings.map((w) => w.code)).toEqual([InteropErrors.tomTopCutLayout]);
  });

  it('an imported pod is a Swiss stage the engine continues (a 4th round for round-rock)', () => {
    const pod = load('round-rock-summer-2026-06-20.xml').pods[0]!;
    const more = {
      ...pod.swiss,
      status: 'running' as const,
      settings: { ...pod.swiss.settings, rounds: 4 },
    };
    const next = pairNextRound(more);
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    expect(next.value.rounds).toHaveLength(4);
    const view = toPairingsView(next.value);
    // 18 players still in: 9 tables, none of the dropped players paired
    expect(view?.tables).toHaveLength(9);
  });
});

describe('exportTom', () => {
  for (const file of FIXTURES) {
    it(`round trip: importTom(exportTom(importTom(${file}))) is the same event`, () => {
      const event = load(file);
      const xml = exportTom(event);
      expect(xml.ok).toBe(true);
      if (!xml.ok) return;
      const again = importTom(xml.value);
      expect(again.ok && again.warnings).toEqual([]);
      expect(again.ok && again.value).toEqual(event);
      // and the text is stable from then on
      const twice = exportTom(again.ok ? again.value : event);
      expect(twice.ok && twice.value).toBe(xml.value);
    });
  }
  it('refuses what is not an imported event', () => {
    for (const bad of [null, 3, 'x', {}, { players: [] }]) {
      const r = exportTom(bad as never);
      expect(r.ok || r.error.code).toBe(InteropErrors.tomExportInvalid);
    }
  });
});
