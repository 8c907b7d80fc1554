import { unwrap } from '@tcgkit/core';
import { openMatches, replayTournament } from '@tcgkit/tournament';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { mergeEntries, openSyncLog, SYNC_LOG_NAME, SyncErrors } from '../src/index.js';
import { device, meet, meetAll, SWISS, startedEvent } from './helpers.js';

describe('one event, several devices', () => {
  it('a device appends offline; when they meet, both merge to the same event', () => {
    const sk = device('scorekeeper');
    const judge = device('judge');
    startedEvent(sk, 8, ['judge']);
    meet(sk, judge);
    const [m1, m2] = openMatches(judge.merged().event!, 'swiss');
    // Both offline: each enters a different table.
    unwrap(
      judge.append({ type: 'result', stage: 'swiss', match: m1!.id, games: [2, 0] }, { by: 'ana' }),
    );
    unwrap(
      sk.append({ type: 'result', stage: 'swiss', match: m2!.id, games: [0, 2] }, { by: 'bo' }),
    );
    expect(openMatches(sk.merged().event!, 'swiss')).toHaveLength(3);
    meet(sk, judge);
    const a = sk.merged();
    const b = judge.merged();
    expect(JSON.stringify(a.event)).toBe(JSON.stringify(b.event));
    expect(a.order.map((e) => e.id)).toEqual(b.order.map((e) => e.id));
    expect(openMatches(a.event!, 'swiss')).toHaveLength(2);
    expect(a.conflicts).toEqual([]);
    expect(a.refused).toEqual([]);
    // The converged event is a single-device replay of the merged log.
    expect(JSON.stringify(unwrap(replayTournament(a.log)))).toBe(JSON.stringify(a.event));
  });

  it('two different results for one match: both kept, flagged with who and when, until a judge corrects it', () => {
    const sk = device('scorekeeper');
    const table = device('table-3');
    startedEvent(sk, 8, ['table-3']);
    meet(sk, table);
    const match = openMatches(sk.merged().event!, 'swiss')[0]!.id;
    unwrap(sk.append({ type: 'result', stage: 'swiss', match, games: [2, 1] }, { by: 'sk-ana' }));
    unwrap(
      table.append({ type: 'result', stage: 'swiss', match, games: [1, 2] }, { by: 'player:p1' }),
    );
    meet(sk, table);
    const merged = sk.merged();
    expect(merged.conflicts).toHaveLength(1);
    const [conflict] = merged.conflicts;
    expect(conflict).toMatchObject({ kind: 'two-results', stage: 'swiss', match });
    expect(conflict!.entries.map((e) => [e.device, e.by])).toEqual([
      ['scorekeeper', 'sk-ana'],
      ['table-3', 'player:p1'],
    ]);
    expect(conflict!.entries.every((e) => typeof e.at === 'string')).toBe(true);
    expect(merged.disputed).toEqual([{ stage: 'swiss', match, conflicts: [conflict!.id] }]);
    // The later result is refused by the event (the match has one), and listed: never lost.
    expect(merged.refused.map((r) => r.entry.id)).toEqual([conflict!.entries[1]!.id]);
    expect(JSON.stringify(table.merged().conflicts)).toBe(JSON.stringify(merged.conflicts));
    // A judge who has seen both corrects the match: the dispute is settled on every copy.
    unwrap(
      sk.append({ type: 'correction', stage: 'swiss', match, games: [1, 2] }, { by: 'judge' }),
    );
    meet(sk, table);
    for (const log of [sk, table]) {
      expect(log.merged().disputed).toEqual([]);
      expect(log.merged().conflicts[0]!.resolvedBy?.by).toBe('judge');
    }
  });

  it('the same result entered twice is agreement, not a conflict', () => {
    const a = device('a');
    const b = device('b');
    startedEvent(a, 4, ['b']);
    meet(a, b);
    const match = openMatches(a.merged().event!, 'swiss')[0]!.id;
    unwrap(a.append({ type: 'result', stage: 'swiss', match, games: [2, 0] }));
    unwrap(b.append({ type: 'result', stage: 'swiss', match, games: [2, 0] }));
    meet(a, b);
    expect(a.merged().conflicts).toEqual([]);
    expect(a.merged().refused.map((r) => r.error.code)).toEqual([SyncErrors.sameResult]);
  });

  it('a drop racing a result of the dropped player is flagged', () => {
    const sk = device('sk');
    const table = device('table');
    startedEvent(sk, 8, ['table']);
    meet(sk, table);
    const m = openMatches(sk.merged().event!, 'swiss')[0]!;
    unwrap(sk.append({ type: 'drop', participantId: m.players[0]! }, { by: 'sk' }));
    unwrap(
      table.append(
        { type: 'result', stage: 'swiss', match: m.id, games: [0, 2] },
        { by: 'judge-li' },
      ),
    );
    meet(sk, table);
    const merged = table.merged();
    const race = merged.conflicts.find((c) => c.kind === 'drop-result-race');
    expect(race).toMatchObject({ participantId: m.players[0], stage: 'swiss', match: m.id });
    expect(race!.entries.map((e) => e.action.type).sort()).toEqual(['drop', 'result']);
    expect(merged.disputed.map((d) => d.match)).toEqual([m.id]);
    // A resolve from a device that has seen both settles it.
    unwrap(table.append({ type: 'resolve', conflict: race!.id }, { by: 'judge-li' }));
    meet(sk, table);
    expect(sk.merged().conflicts.find((c) => c.id === race!.id)?.resolvedBy?.by).toBe('judge-li');
    expect(sk.merged().disputed).toEqual([]);
  });

  it('a correction of a round that the next round was paired on is flagged', () => {
    const sk = device('sk');
    const judge = device('judge');
    startedEvent(sk, 8, ['judge']);
    for (const m of openMatches(sk.merged().event!, 'swiss'))
      unwrap(sk.append({ type: 'result', stage: 'swiss', match: m.id, games: [2, 0] }));
    meet(sk, judge);
    // The judge corrects round 1 offline while the scorekeeper pairs round 2.
    unwrap(
      judge.append(
        { type: 'correction', stage: 'swiss', match: 'R1-T1', games: [0, 2] },
        { by: 'judge' },
      ),
    );
    unwrap(sk.append({ type: 'pair', stage: 'swiss' }, { by: 'sk' }));
    meet(sk, judge);
    const merged = sk.merged();
    const [conflict] = merged.conflicts;
    expect(conflict).toMatchObject({ kind: 'correction-after-pairing', match: 'R1-T1' });
    expect(conflict!.entries.map((e) => e.action.type).sort()).toEqual(['correction', 'pair']);
    expect(merged.disputed).toEqual([]);
    // Not a dispute about a result: the correction stands, the later pairings are what to look at.
    expect(merged.refused).toEqual([]);
  });

  it('a correction entered after the next round was paired is flagged too', () => {
    const sk = device('sk');
    startedEvent(sk, 8);
    for (const m of openMatches(sk.merged().event!, 'swiss'))
      unwrap(sk.append({ type: 'result', stage: 'swiss', match: m.id, games: [2, 0] }));
    unwrap(sk.append({ type: 'pair', stage: 'swiss' }));
    unwrap(
      sk.append(
        { type: 'correction', stage: 'swiss', match: 'R1-T2', games: [0, 2] },
        { by: 'judge' },
      ),
    );
    const [conflict] = sk.merged().conflicts;
    expect(conflict).toMatchObject({ kind: 'correction-after-pairing', match: 'R1-T2' });
    unwrap(sk.append({ type: 'resolve', conflict: conflict!.id }, { by: 'judge' }));
    expect(sk.merged().conflicts[0]!.resolvedBy?.by).toBe('judge');
    expect(sk.append({ type: 'resolve', conflict: conflict!.id }).ok).toBe(false);
  });

  it('refuses locally what the merged event refuses, and appends nothing', () => {
    const sk = device('sk');
    expect(sk.append({ type: 'start' }).ok).toBe(false);
    expect(sk.doc.getArray(SYNC_LOG_NAME).length).toBe(0);
    startedEvent(sk, 4);
    const before = sk.doc.getArray(SYNC_LOG_NAME).length;
    const bad = sk.append({ type: 'result', stage: 'swiss', match: 'R9-T9', games: [2, 0] });
    expect(bad.ok).toBe(false);
    expect(sk.append({ type: 'resolve', conflict: 'nope' })).toMatchObject({
      ok: false,
      error: { code: SyncErrors.unknownConflict },
    });
    expect(sk.doc.getArray(SYNC_LOG_NAME).length).toBe(before);
  });

  it('refuses a device id it cannot store', () => {
    for (const id of ['', 'a b', 'x'.repeat(65), 'a#1'])
      expect(openSyncLog(new Y.Doc(), { device: id })).toMatchObject({
        ok: false,
        error: { code: SyncErrors.invalidDevice, path: '/device' },
      });
  });

  it('a device reopening its document continues its own counter', () => {
    const doc = new Y.Doc();
    const first = unwrap(openSyncLog(doc, { device: 'sk' }));
    startedEvent(first, 4);
    const again = unwrap(openSyncLog(doc, { device: 'sk' }));
    const entry = unwrap(again.append({ type: 'drop', participantId: 'p1' }));
    expect(entry.id).toBe('sk#9');
    expect(again.merged().order.map((e) => e.id)).toEqual(first.merged().order.map((e) => e.id));
  });

  it('an action before the create, and a second create, are refused on merge', () => {
    const a = device('a');
    const b = device('b');
    unwrap(
      a.append({ type: 'create', settings: { stages: [{ id: 's', format: 'swiss' }] }, seed: 1 }),
    );
    unwrap(
      b.append({ type: 'create', settings: { stages: [{ id: 's', format: 'swiss' }] }, seed: 2 }),
    );
    meetAll([a, b]);
    const merged = b.merged();
    expect(merged.event?.seed).toBe(1);
    expect(merged.refused).toHaveLength(1);
    const early = mergeEntries([{ ...merged.order[0]!, id: 'z#1', device: 'z', clock: 0 }]);
    expect(early.warnings[0]?.code).toBe(SyncErrors.invalidEntry);
  });
});

describe('roles and the lease, on every merged action', () => {
  it('a player reports their own table only', () => {
    const sk = device('sk');
    const phone = device('phone-p1');
    startedEvent(sk, 8);
    const event = sk.merged().event!;
    const mine = openMatches(event, 'swiss').find((m) => m.players.includes('p1'))!;
    const other = openMatches(event, 'swiss').find((m) => !m.players.includes('p1'))!;
    unwrap(sk.append({ type: 'grant', device: 'phone-p1', role: 'player', participantId: 'p1' }));
    meet(sk, phone);
    expect(
      phone.append({ type: 'result', stage: 'swiss', match: other.id, games: [2, 0] }),
    ).toMatchObject({
      ok: false,
      error: { code: SyncErrors.notAllowed },
    });
    expect(phone.append({ type: 'pair', stage: 'swiss' }).ok).toBe(false);
    expect(phone.append({ type: 'drop', participantId: 'p2' }).ok).toBe(false);
    unwrap(phone.append({ type: 'result', stage: 'swiss', match: mine.id, games: [2, 0] }));
    meet(sk, phone);
    expect(sk.merged().refused).toEqual([]);
    expect(sk.merged().roles['phone-p1']).toEqual({ role: 'player', participantId: 'p1' });
  });

  it('an entry from a device without the role is refused on every copy (written past append, or revoked meanwhile)', () => {
    const sk = device('sk');
    const judge = device('tj');
    const viewer = device('viewer');
    startedEvent(sk, 8, ['tj']);
    meetAll([sk, judge, viewer]);
    const [m1, m2] = openMatches(sk.merged().event!, 'swiss');
    // The viewer's copy is tampered with: an entry pushed straight into the document.
    const forged = {
      ...sk.merged().order.at(-1)!,
      id: 'viewer#1',
      device: 'viewer',
      counter: 1,
      clock: 99,
      seen: {},
    };
    viewer.doc
      .getArray(SYNC_LOG_NAME)
      .push([
        { ...forged, action: { type: 'result', stage: 'swiss', match: m1!.id, games: [0, 2] } },
      ]);
    // The judge enters a result offline while the scorekeeper revokes the role.
    unwrap(sk.append({ type: 'grant', device: 'tj', role: 'viewer' }));
    unwrap(judge.append({ type: 'result', stage: 'swiss', match: m2!.id, games: [2, 0] }));
    meetAll([sk, judge, viewer]);
    for (const log of [sk, judge, viewer]) {
      const merged = log.merged();
      // The revocation and the judge's result have one clock; `sk` < `tj`, so the revocation came first.
      expect(merged.refused.map((r) => [r.entry.id, r.error.code])).toEqual([
        ['tj#1', SyncErrors.notAllowed],
        ['viewer#1', SyncErrors.notAllowed],
      ]);
      expect(openMatches(merged.event!, 'swiss').map((m) => m.id)).toEqual(
        expect.arrayContaining([m1!.id, m2!.id]),
      );
      expect(merged.roles.tj).toEqual({ role: 'viewer' });
    }
    // Now revoked, the judge's next entry is refused locally and on merge.
    expect(
      judge.append({ type: 'correction', stage: 'swiss', match: m2!.id, games: [0, 2] }).ok,
    ).toBe(false);
  });

  it('single-writer actions need the lease; it is taken over once it runs out', () => {
    const a = device('sk-a');
    const b = device('sk-b');
    unwrap(
      a.append(
        { type: 'create', settings: SWISS, seed: 'lease' },
        { at: '2026-03-01T09:00:00.000Z' },
      ),
    );
    for (let i = 1; i <= 4; i++)
      unwrap(a.append({ type: 'register', participant: { id: `p${i}` } }));
    expect(a.append({ type: 'start' })).toMatchObject({
      ok: false,
      error: { code: SyncErrors.leaseHeld },
    });
    unwrap(a.append({ type: 'lease', seconds: 600 }, { at: '2026-03-01T10:00:00.000Z' }));
    unwrap(a.append({ type: 'grant', device: 'sk-b', role: 'scorekeeper' }));
    unwrap(a.append({ type: 'start' }, { at: '2026-03-01T10:01:00.000Z' }));
    meet(a, b);
    expect(b.merged().lease).toEqual({ device: 'sk-a', until: '2026-03-01T10:10:00.000Z' });
    expect(b.append({ type: 'pair', stage: 'swiss' }).ok).toBe(false);
    expect(
      b.append({ type: 'lease', seconds: 600 }, { at: '2026-03-01T10:05:00.000Z' }),
    ).toMatchObject({
      ok: false,
      error: { code: SyncErrors.leaseHeld },
    });
    // sk-a goes away; after the lease runs out sk-b takes it over and pairs.
    unwrap(b.append({ type: 'lease', seconds: 600 }, { at: '2026-03-01T10:11:00.000Z' }));
    unwrap(b.append({ type: 'pair', stage: 'swiss' }, { at: '2026-03-01T10:12:00.000Z' }));
    // sk-a, offline all along, pairs too, inside its own lease by its own clock.
    unwrap(a.append({ type: 'pair', stage: 'swiss' }, { at: '2026-03-01T10:09:00.000Z' }));
    meet(a, b);
    const merged = a.merged();
    expect(JSON.stringify(merged)).toBe(JSON.stringify(b.merged()));
    // One round paired, once: the other pairing is refused, kept in `refused`.
    const engine = merged.event!.stages[0]!.engine;
    expect(engine?.format === 'swiss' ? engine.state.rounds.length : 0).toBe(1);
    expect(merged.refused).toHaveLength(1);
    expect(merged.lease?.device).toBe('sk-b');
    unwrap(b.append({ type: 'release' }));
    expect(b.merged().lease).toBeNull();
    expect(a.append({ type: 'release' }).ok).toBe(false);
  });
});
