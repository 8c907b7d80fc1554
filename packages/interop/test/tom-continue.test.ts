import { readFileSync } from 'node:fs';
import { pairNextRound, reportResult, swissStandings } from '@tcgkit/swiss';
import { describe, expect, it } from 'vitest';
import { exportTom, importTom, tomFromSwiss, tomPlannedRounds } from '../src/index.js';

const read = (file: string): string =>
  readFileSync(new URL(`./fixtures/tom/${file}`, import.meta.url), 'utf8');

/** A real file as TOM saved it before its last Swiss round: that round and the standings cut out. */
function beforeLastRound(xml: string, lastRound: number): string {
  const from = xml.indexOf(`<round number="${lastRound}" `);
  const to = xml.indexOf('</rounds>');
  let out =
    xml.slice(0, xml.lastIndexOf('\n', from) + 1) + xml.slice(xml.lastIndexOf('\n', to) + 1);
  const s = out.indexOf('<standings>');
  if (s >= 0)
    out =
      out.slice(0, out.lastIndexOf('\n', s) + 1) +
      out.slice(out.indexOf('\n', out.indexOf('</standings>')) + 1);
  return out;
}

describe('an imported mid-event file carries on (issue 31, defect 7)', () => {
  it('round-rock cut before round 3: planned rounds are 3 (a prerelease), round 3 pairs by Play! Pokémon rules', () => {
    const r = importTom(beforeLastRound(read('round-rock-summer-2026-06-20.xml'), 3));
    if (!r.ok) throw new Error(r.error.message);
    const stage = r.value.pods[0]!.swiss;
    expect(stage.status).toBe('running');
    expect(stage.rounds).toHaveLength(2);
    expect(stage.settings.rounds).toBe(3);
    const next = pairNextRound(stage);
    if (!next.ok) throw new Error(next.error.message);
    const round = next.value.rounds[2]!;
    const met = new Set(
      stage.rounds.flatMap((x) => x.matches.map((m) => [...m.players].sort().join('-'))),
    );
    // 18 players still in: 9 tables, no rematch, no dropped player, paired within score groups
    expect(round.matches).toHaveLength(9);
    for (const m of round.matches) expect(met.has([...m.players].sort().join('-'))).toBe(false);
    const dropped = new Set(
      stage.players.filter((p) => p.droppedAfterRound !== undefined).map((p) => p.id),
    );
    for (const m of round.matches) for (const id of m.players) expect(dropped.has(id)).toBe(false);
    const points = new Map(
      swissStandings(stage, { explain: false }).map((row) => [row.playerId, row.points]),
    );
    const gaps = round.matches.map((m) =>
      Math.abs(points.get(m.players[0])! - points.get(m.players[1])!),
    );
    expect(gaps.filter((g) => g > 3)).toEqual([]);
    // report every table, and the stage is done after its 3 planned rounds
    let s = next.value;
    for (const m of round.matches) {
      const done = reportResult(s, { table: m.table, games: [1, 0] });
      if (!done.ok) throw new Error(done.error.message);
      s = done.value;
    }
    expect(pairNextRound(s)).toMatchObject({
      ok: false,
      error: { code: 'swiss/all-rounds-paired' },
    });
    // written as TOM and read back: the same rounds, results and drops
    const out = exportTom(tomFromSwiss(s, { name: 'Summer' }));
    if (!out.ok) throw new Error(out.error.message);
    const back = importTom(out.value);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.pods[0]!.swiss.rounds).toEqual(s.rounds);
  });

  it('monkey-cup (video game, 19 players) cut before round 5: planned rounds 5 from the Play! Pokémon table', () => {
    const xml = read('monkey-cup-vg-2025-03-16_r8-begin.tdf');
    const swissOnly =
      xml.slice(0, xml.indexOf('<round number="5"')) + xml.slice(xml.indexOf('</rounds>'));
    const r = importTom(swissOnly);
    if (!r.ok) throw new Error(r.error.message);
    const stage = r.value.pods[0]!.swiss;
    expect(stage.settings.rounds).toBe(5);
    const next = pairNextRound(stage);
    expect(next.ok && next.value.rounds).toHaveLength(5);
    expect(next.ok && next.value.rounds[4]!.bye).toBeDefined(); // 19 players: one bye
  });

  it('tomPlannedRounds: finished pods keep their rounds, additionalrounds and lessswiss count', () => {
    const r = importTom(read('round-rock-summer-2026-06-20.xml'));
    if (!r.ok) throw new Error(r.error.message);
    const file = r.value.file;
    expect(tomPlannedRounds(file, 0, { players: 23, paired: 3, finished: true })).toBe(3);
    expect(tomPlannedRounds(file, 0, { players: 23, paired: 1, finished: false })).toBe(3);
    const cup = {
      ...file,
      attributes: file.attributes.map((a) =>
        a.name === 'mode' ? { ...a, value: 'LEAGUECUP' } : a,
      ),
    };
    expect(tomPlannedRounds(cup, 0, { players: 23, paired: 1, finished: false })).toBe(5);
    const extra = {
      ...cup,
      pods: cup.pods.map((p) => ({
        ...p,
        podData: p.podData.map((f) => (f.name === 'additionalrounds' ? { ...f, value: '2' } : f)),
      })),
      data: cup.data.map((f) => (f.name === 'lessswiss' ? { ...f, value: 'true' } : f)),
    };
    expect(tomPlannedRounds(extra, 0, { players: 23, paired: 1, finished: false })).toBe(6);
    expect(tomPlannedRounds(cup, 0, { players: 8, paired: 4, finished: false })).toBe(4);
  });
});
