// Issue 29: every engine package implements core's one `Engine` interface. The type test checks
// each export against the interface; the behaviour test drives a Swiss stage and a single
// elimination bracket through the interface's verbs alone, as the tournament adapter does.
import type { Engine, Participant } from '@tcgkit/core';
import { eliminationEngine } from '@tcgkit/elimination';
import { ffaEngine } from '@tcgkit/ffa';
import { roundRobinEngine } from '@tcgkit/round-robin';
import { swissEngine } from '@tcgkit/swiss';
import { describe, expect, expectTypeOf, it } from 'vitest';

// biome-ignore lint/suspicious/noExplicitAny: the widest instance of the interface, to compare against
type AnyEngine = Engine<any, any, string, any, any>;

const engines = { swissEngine, eliminationEngine, roundRobinEngine, ffaEngine };
const verbs = [
  'create',
  'start',
  'pairNext',
  'report',
  'correct',
  'drop',
  'lateEntry',
  'finish',
  'isComplete',
  'standings',
  'views',
] as const;

const players = (n: number): Participant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));

describe('one engine interface', () => {
  it('each engine package exports an Engine (type test)', () => {
    expectTypeOf(swissEngine).toExtend<AnyEngine>();
    expectTypeOf(eliminationEngine).toExtend<AnyEngine>();
    expectTypeOf(roundRobinEngine).toExtend<AnyEngine>();
    expectTypeOf(ffaEngine).toExtend<AnyEngine>();
  });

  it.each(Object.entries(engines))('%s has every verb of the interface', (_name, engine) => {
    for (const verb of verbs)
      expect(typeof (engine as unknown as Record<string, unknown>)[verb]).toBe('function');
    expect(typeof engine.format).toBe('string');
  });

  it('a Swiss stage runs to its end through the interface alone', () => {
    const created = swissEngine.create({
      settings: { rounds: 3 },
      participants: players(8),
      seed: 'interface',
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    let state = created.value;
    const started = swissEngine.start(state);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    state = started.value;
    for (let round = 1; round <= 3; round++) {
      const paired = swissEngine.pairNext(state);
      expect(paired.ok).toBe(true);
      if (!paired.ok) return;
      state = paired.value;
      for (const match of state.rounds[round - 1]?.matches ?? []) {
        if (match.players.length < 2) continue;
        const reported = swissEngine.report(state, {
          match: `R${round}-T${match.table}`,
          games: [2, 0],
        });
        expect(reported.ok, JSON.stringify(!reported.ok && reported.error)).toBe(true);
        if (reported.ok) state = reported.value;
      }
    }
    const finished = swissEngine.finish(state);
    expect(finished.ok).toBe(true);
    if (!finished.ok) return;
    expect(swissEngine.isComplete(finished.value)).toBe(true);
    const table = swissEngine.standings(finished.value);
    expect(table.map((s) => s.participantId).sort()).toEqual(
      players(8)
        .map((p) => p.id)
        .sort(),
    );
    expect(table[0]?.rank).toBe(1);
  });

  it('an unknown match is a coded error, and the state is unchanged', () => {
    const created = swissEngine.create({
      settings: { rounds: 3 },
      participants: players(4),
      seed: 'interface',
    });
    if (!created.ok) throw new Error('create failed');
    const started = swissEngine.start(created.value);
    if (!started.ok) throw new Error('start failed');
    const paired = swissEngine.pairNext(started.value);
    if (!paired.ok) throw new Error('pair failed');
    const before = JSON.stringify(paired.value);
    const reported = swissEngine.report(paired.value, { match: 'R9-T9', games: [2, 0] });
    expect(reported.ok).toBe(false);
    if (!reported.ok) expect(reported.error.code).toMatch(/^(swiss|core)\//);
    expect(JSON.stringify(paired.value)).toBe(before);
  });
});
