import { readFileSync } from 'node:fs';
import { createRng, seedRng, unwrap } from '@tcgkit/core';
import { presets } from '@tcgkit/tiebreakers';
import {
  addLateEntry,
  advanceStage,
  correctMatch,
  createTournament,
  dropParticipant,
  getStage,
  openMatches,
  pairStage,
  registerParticipant,
  replayTournament,
  reportMatch,
  stageStandings,
  startTournament,
  type TournamentState,
} from '@tcgkit/tournament';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importTom } from '../src/index.js';
import {
  exportTomEvent,
  importTomEvent,
  type TomEventMeta,
  tomEventOrder,
  tomEventSummary,
} from '../src/tom-event.js';

const FIXTURES = [
  'cg-league-night-2026-07-28.xml',
  'round-rock-summer-2026-06-20.xml',
  'monkey-cup-vg-2025-03-16_r8-begin.tdf',
];
const read = (file: string): string =>
  readFileSync(new URL(`./fixtures/tom/${file}`, import.meta.url), 'utf8');

/** The whitespace TOM itself varies between files: line ends, indentation, a space before `>`/`/>`. */
const normal = (xml: string): string =>
  xml
    .replace(/\r\n/g, '\n')
    .replace(/>\s+</g, '><')
    .replace(/\s+\/>/g, '/>')
    .replace(/\s+>/g, '>')
    .trim();

/** The file's own `<standings>`, per division, first place first. */
function fileOrder(xml: string): Record<string, string[]> {
  const file = unwrap(importTom(xml)).file;
  const out: Record<string, string[]> = {};
  for (const s of file.standings ?? [])
    for (const p of [...s.places].sort((a, b) => a.place - b.place))
      (out[s.category] ??= []).push(p.id);
  return out;
}

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

const reportAll = (event: TournamentState, stage: string): TournamentState => {
  let s = event;
  for (const m of openMatches(s, stage))
    s = unwrap(reportMatch(s, { stage, match: m.id, games: [1, 0] }));
  return s;
};

describe('importTomEvent / exportTomEvent: a TOM file as a tournament event (issue 31)', () => {
  for (const f of FIXTURES) {
    it(`${f}: import → export is the same file, the order is the file's standings, replay agrees`, () => {
      const xml = read(f);
      const event = unwrap(importTomEvent(xml));
      expect(normal(unwrap(exportTomEvent(event)))).toBe(normal(xml));
      const official = fileOrder(xml);
      if (Object.keys(official).length > 0) expect(tomEventOrder(event)).toEqual(official);
      expect(JSON.stringify(unwrap(replayTournament(event.log)))).toBe(JSON.stringify(event));
      const meta = event.settings.meta as TomEventMeta;
      expect(meta.importedLog).toBe(event.log.length);
      expect(meta.pods.map((p) => p.stage)).toEqual(
        unwrap(importTom(xml)).pods.map((_, k) => `pod-${k + 1}`),
      );
      // The exported file re-imports to the same event.
      const again = unwrap(importTomEvent(unwrap(exportTomEvent(event))));
      expect(tomEventSummary(again)).toEqual(tomEventSummary(event));
    });
  }

  it('monkey-cup: the top cut is its own stage, loaded with its bracket, placed in the order', () => {
    const event = unwrap(importTomEvent(read('monkey-cup-vg-2025-03-16_r8-begin.tdf')));
    const meta = event.settings.meta as TomEventMeta;
    expect(meta.pods).toEqual([{ stage: 'pod-1', cut: 'pod-1-top' }]);
    const cut = getStage(event, 'pod-1-top');
    expect(cut?.engine?.format).toBe('elimination');
    expect(getStage(event, 'pod-1')?.advanced).toBe(true);
    const summary = tomEventSummary(event);
    expect(summary.pods[0]?.cut.length).toBeGreaterThan(0);
  });

  it('a finished pod without a cut takes a correction, and the export writes it with the new order', () => {
    const xml = read('round-rock-summer-2026-06-20.xml');
    const event = unwrap(importTomEvent(xml));
    const engine = getStage(event, 'pod-1')?.engine;
    const was =
      engine?.format === 'swiss' ? engine.state.rounds[2]?.matches[0]?.result?.games : undefined;
    expect(was).toBeDefined();
    const games: [number, number] = was !== undefined && was[0] > was[1] ? [0, 1] : [1, 0];
    const fixed = unwrap(correctMatch(event, { stage: 'pod-1', match: 'R3-T1', games }));
    const out = unwrap(exportTomEvent(fixed));
    expect(normal(out)).not.toBe(normal(xml));
    const back = unwrap(importTomEvent(out));
    expect(tomEventSummary(back).pods).toEqual(tomEventSummary(fixed).pods);
    // The file now carries the event's order (no longer the file's, since a result changed).
    expect(fileOrder(out)).toEqual(tomEventOrder(fixed));
  });

  it('a mid-event file continues: the next round pairs by Play! Pokémon rules, the export re-imports to the same event', () => {
    const xml = beforeLastRound(read('round-rock-summer-2026-06-20.xml'), 3);
    let event = unwrap(importTomEvent(xml));
    expect(getStage(event, 'pod-1')?.status).toBe('running');
    event = unwrap(pairStage(event, 'pod-1'));
    const engine = getStage(event, 'pod-1')?.engine;
    if (engine?.format !== 'swiss') throw new Error('swiss');
    const round = engine.state.rounds[2];
    expect(round?.matches).toHaveLength(9);
    const met = new Set(
      engine.state.rounds
        .slice(0, 2)
        .flatMap((r) => r.matches.map((m) => [...m.players].sort().join('-'))),
    );
    for (const m of round?.matches ?? [])
      expect(met.has([...m.players].sort().join('-'))).toBe(false);
    // Half reported: the file holds the paired round with its open tables.
    const half = unwrap(exportTomEvent(event));
    expect(tomEventSummary(unwrap(importTomEvent(half))).pods).toEqual(tomEventSummary(event).pods);
    event = reportAll(event, 'pod-1');
    expect(getStage(event, 'pod-1')?.status).toBe('complete');
    const out = unwrap(exportTomEvent(event));
    const back = unwrap(importTomEvent(out));
    expect(tomEventSummary(back)).toEqual(tomEventSummary(event));
    expect(fileOrder(out)).toEqual(tomEventOrder(event));
  });

  it('refuses what is not a TOM file, coded, and an event without a Swiss stage', () => {
    expect(importTomEvent('<nope/>')).toMatchObject({
      ok: false,
      error: { code: 'interop/tom-invalid' },
    });
    expect(importTomEvent(42)).toMatchObject({ ok: false, error: { code: 'interop/not-text' } });
  });
});

describe('an event of two pods made in tcgkit', () => {
  it('is written as one TOM file with both pods and the cut, and reads back as the same event', () => {
    const swiss = { rounds: 3, lateEntry: true, lateEntryThroughRound: 2 };
    let event = unwrap(
      createTournament(
        {
          name: 'Two Pods',
          game: 'pokemon',
          stages: [
            { id: 'juniors', format: 'swiss', standings: presets.playPokemon, settings: swiss },
            {
              id: 'masters',
              format: 'swiss',
              standings: presets.playPokemon,
              settings: swiss,
              parallel: true,
            },
            { id: 'masters-top', format: 'single-elimination' },
          ],
          advancement: [
            {
              from: 'masters',
              condition: { type: 'placement-range', from: 1, to: 4 },
              action: { type: 'advance', to: 'masters-top' },
            },
          ],
        },
        'two-pods',
      ),
    );
    for (let i = 0; i < 7; i++)
      event = unwrap(registerParticipant(event, { id: String(100 + i), name: `Junior ${i}` }));
    for (let i = 0; i < 12; i++)
      event = unwrap(
        registerParticipant(
          event,
          { id: String(200 + i), name: `Master ${i}` },
          { stage: 'masters' },
        ),
      );
    event = unwrap(startTournament(event));
    for (let r = 0; r < 3; r++)
      for (const stage of ['juniors', 'masters'])
        event = reportAll(unwrap(pairStage(event, stage)), stage);
    event = unwrap(dropParticipant(event, '103'));
    event = unwrap(advanceStage(event, 'masters'));
    while (openMatches(event, 'masters-top').length > 0) event = reportAll(event, 'masters-top');
    expect(event.status).toBe('complete');
    const xml = unwrap(exportTomEvent(event));
    const back = unwrap(importTomEvent(xml));
    expect((back.settings.meta as TomEventMeta).pods).toEqual([
      { stage: 'pod-1' },
      { stage: 'pod-2', cut: 'pod-2-top' },
    ]);
    expect(back.participants).toHaveLength(19);
    expect(tomEventSummary(back)).toEqual(tomEventSummary(event));
    expect(Object.keys(tomEventOrder(back)).sort()).toEqual(['1', '2']);
    expect(tomEventOrder(back)['2']?.slice(0, 4)).toEqual(
      getStage(event, 'masters-top')?.entrants.length === 4
        ? tomEventOrder(event)['2']?.slice(0, 4)
        : [],
    );
  });
});

describe('property: random Pokémon events → exportTomEvent → importTomEvent', () => {
  it('gives the same standings and the same event (late entries, drops, a top cut)', () => {
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 8, max: 20 }),
          rounds: fc.integer({ min: 3, max: 5 }),
          late: fc.integer({ min: 0, max: 3 }),
          drops: fc.integer({ min: 0, max: 3 }),
          cut: fc.constantFrom(0, 2, 4, 8),
          seed: fc.integer(),
        }),
        ({ players, rounds, late, drops, cut: wanted, seed }) => {
          // Drops leave at least players - 4 in: the cut never needs more.
          const cut = wanted > players - 4 ? 4 : wanted;
          const rng = createRng(seedRng(seed));
          const ids = Array.from({ length: players }, (_, i) => String(4000100 + i * 13));
          let event = unwrap(
            createTournament(
              {
                name: 'Random Cup',
                game: 'pokemon',
                stages: [
                  {
                    id: 'swiss',
                    format: 'swiss',
                    standings: presets.playPokemon,
                    // Small fields with drops can run out of rematch-free pairings.
                    settings: {
                      rounds,
                      lateEntry: true,
                      lateEntryThroughRound: 2,
                      preventRepeatMatchups: false,
                    },
                  },
                  ...(cut === 0 ? [] : [{ id: 'top', format: 'single-elimination' as const }]),
                ],
                advancement:
                  cut === 0
                    ? []
                    : [
                        {
                          from: 'swiss',
                          condition: { type: 'placement-range', from: 1, to: cut },
                          action: { type: 'advance', to: 'top' },
                        },
                      ],
              },
              `random-${seed}`,
            ),
          );
          for (const id of ids)
            event = unwrap(registerParticipant(event, { id, name: `First${id} Last${id}` }));
          event = unwrap(startTournament(event));
          for (let r = 1; r <= rounds; r++) {
            // Late entrants join after round 1 (a loss for it, TOM's outcome 8).
            for (let k = 0; r === 2 && k < late; k++) {
              const id = String(5000000 + k);
              event = unwrap(addLateEntry(event, { id, name: `Late ${id}` }));
            }
            event = unwrap(pairStage(event, 'swiss'));
            for (const m of openMatches(event, 'swiss')) {
              const x = rng.int(7);
              const games: [number, number] = x < 3 ? [2, 0] : x < 6 ? [0, 2] : [1, 1];
              event = unwrap(reportMatch(event, { stage: 'swiss', match: m.id, games }));
            }
            if (r < rounds && drops > 0 && rng.int(2) === 0) {
              const active = event.participants.filter((p) => p.dropped !== true);
              const p = active[rng.int(active.length)];
              if (p !== undefined) event = unwrap(dropParticipant(event, p.id));
            }
          }
          if (cut > 0) {
            event = unwrap(advanceStage(event, 'swiss'));
            for (let guard = 0; guard < 20 && openMatches(event, 'top').length > 0; guard++)
              for (const m of openMatches(event, 'top'))
                event = unwrap(
                  reportMatch(event, {
                    stage: 'top',
                    match: m.id,
                    games: rng.int(2) === 0 ? [2, 1] : [1, 2],
                  }),
                );
          }
          const back = unwrap(importTomEvent(unwrap(exportTomEvent(event))));
          const rows = (e: TournamentState, stage: string) => {
            const engine = getStage(e, stage)?.engine;
            return engine === null || engine === undefined
              ? []
              : stageStandings(engine).map((r) => [r.participantId, r.points, r.rank]);
          };
          const se = getStage(event, 'swiss')?.engine;
          const sb = getStage(back, 'pod-1')?.engine;
          if (process.env.DBG && se?.format === 'swiss' && sb?.format === 'swiss') {
            console.log(JSON.stringify(se.state.settings), JSON.stringify(sb.state.settings));
            console.log(JSON.stringify(se.state.players), JSON.stringify(sb.state.players));
          }
          expect(rows(back, 'pod-1')).toEqual(rows(event, 'swiss'));
          expect(tomEventSummary(back)).toEqual(tomEventSummary(event));
        },
      ),
      { numRuns: 100 },
    );
  });
});
