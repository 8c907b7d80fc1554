import { unwrap } from '@tcgkit/core';
import { openMatches, replayTournament, type TournamentState } from '@tcgkit/tournament';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  concurrent,
  mergeEntries,
  SYNC_LOG_NAME,
  type SyncAction,
  type SyncEntry,
  type SyncLog,
} from '../src/index.js';
import { device, meetAll, startedEvent } from './helpers.js';

const GAMES: readonly (readonly [number, number])[] = [
  [2, 0],
  [2, 1],
  [1, 2],
  [0, 2],
];

type Step =
  | { readonly type: 'act'; readonly device: number; readonly pick: number; readonly games: number }
  | { readonly type: 'toggle'; readonly device: number }
  | { readonly type: 'sync' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('act' as const),
      device: fc.nat(4),
      pick: fc.nat(99),
      games: fc.nat(3),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('toggle' as const), device: fc.nat(4) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('sync' as const) }) },
);

/** What a person at this device could enter now, on the event as the device has it. */
function candidates(log: SyncLog, games: readonly [number, number]): SyncAction[] {
  const merged = log.merged();
  const event = merged.event as TournamentState;
  const open = openMatches(event, 'swiss');
  const out: SyncAction[] = open.map((m) => ({
    type: 'result',
    stage: 'swiss',
    match: m.id,
    games,
  }));
  const engine = event.stages[0]?.engine;
  if (engine?.format === 'swiss') {
    const last = engine.state.rounds.at(-1);
    for (const m of last?.matches ?? []) {
      if (m.result !== undefined && m.players.length === 2)
        out.push({
          type: 'correction',
          stage: 'swiss',
          match: `R${last!.number}-T${m.table}`,
          games,
        });
    }
    if (open.length === 0) out.push({ type: 'pair', stage: 'swiss' });
  }
  for (const p of event.participants)
    if (p.dropped !== true) out.push({ type: 'drop', participantId: p.id });
  for (const c of merged.conflicts)
    if (c.resolvedBy === undefined) out.push({ type: 'resolve', conflict: c.id });
  return out;
}

function isReport(
  e: SyncEntry,
): e is SyncEntry & { action: { type: 'result' | 'correction'; stage: string; match: string } } {
  return e.action.type === 'result' || e.action.type === 'correction';
}

describe('property: devices offline and back converge', () => {
  it('every copy converges to one log and one event; conflicts are flagged, nothing is lost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 5 }),
        fc.integer({ min: 6, max: 10 }),
        fc.array(step, { maxLength: 70 }),
        (n, players, steps) => {
          const devices = Array.from({ length: n }, (_, i) => device(`device-${i}`));
          startedEvent(devices[0]!, players);
          meetAll(devices);
          const online = devices.map(() => true);
          const appended: SyncEntry[] = [];
          for (const s of steps) {
            if (s.type === 'sync') {
              meetAll(devices.filter((_, i) => online[i]));
            } else if (s.type === 'toggle') {
              const i = s.device % n;
              online[i] = !online[i];
            } else {
              const log = devices[s.device % n]!;
              const options = candidates(log, GAMES[s.games]!);
              const action = options[s.pick % options.length];
              if (action === undefined) continue;
              const done = log.append(action, { by: `person-${s.device % n}` });
              if (done.ok) appended.push(done.value);
            }
          }
          meetAll(devices);
          const first = devices[0]!.merged();
          for (const log of devices) {
            const merged = log.merged();
            expect(merged.order.map((e) => e.id)).toEqual(first.order.map((e) => e.id));
            expect(JSON.stringify(merged.event)).toBe(JSON.stringify(first.event));
            expect(JSON.stringify(merged.conflicts)).toBe(JSON.stringify(first.conflicts));
            expect(JSON.stringify(merged.refused)).toBe(JSON.stringify(first.refused));
            // The cached, incremental merge equals a merge of the document from scratch.
            const fresh = mergeEntries(log.doc.getArray(SYNC_LOG_NAME).toArray());
            expect(JSON.stringify(fresh)).toBe(JSON.stringify(merged));
          }
          // Nothing acknowledged is lost or duplicated.
          const ids = first.order.map((e) => e.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const e of appended) expect(ids).toContain(e.id);
          // The converged event is a single-device replay of the merged log.
          expect(JSON.stringify(unwrap(replayTournament(first.log)))).toBe(
            JSON.stringify(first.event),
          );
          // Every entry is applied, refused or a resolve: accounted for.
          const applied = first.log.length - 1 - players - 2; // minus create, registrations, start, pair of the base
          const resolves = first.order.filter((e) => e.action.type === 'resolve').length;
          expect(applied + first.refused.length + resolves).toBe(appended.length);
          // Oracle: two reports of one match that differ and did not see each other are both in a conflict.
          const inConflict = new Set(
            first.conflicts
              .filter((c) => c.kind === 'two-results')
              .flatMap((c) => c.entries.map((e) => e.id)),
          );
          const reports = first.order.filter(isReport);
          for (const [i, a] of reports.entries()) {
            for (const b of reports.slice(i + 1)) {
              if (a.action.match !== b.action.match || !concurrent(a, b)) continue;
              const { type: _ta, ...ra } = a.action;
              const { type: _tb, ...rb } = b.action;
              if (canonicalJson(ra) === canonicalJson(rb)) continue;
              expect(inConflict.has(a.id) && inConflict.has(b.id)).toBe(true);
            }
          }
          // Oracle: a drop and a result of the dropped player's match that did not see each other.
          const event = first.event as TournamentState;
          const engine = event.stages[0]?.engine;
          const playersOf = new Map<string, readonly string[]>();
          if (engine?.format === 'swiss')
            for (const r of engine.state.rounds)
              for (const m of r.matches) playersOf.set(`R${r.number}-T${m.table}`, m.players);
          const raced = first.conflicts
            .filter((c) => c.kind === 'drop-result-race')
            .map((c) =>
              c.entries
                .map((e) => e.id)
                .sort()
                .join(' '),
            );
          const refused = new Set(first.refused.map((r) => r.entry.id));
          for (const d of first.order) {
            if (d.action.type !== 'drop' || refused.has(d.id)) continue;
            const pid = d.action.participantId;
            for (const r of reports) {
              if (!concurrent(d, r) || !(playersOf.get(r.action.match) ?? []).includes(pid))
                continue;
              expect(raced).toContain([d.id, r.id].sort().join(' '));
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
