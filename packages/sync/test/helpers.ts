import { unwrap } from '@tcgkit/core';
import type { TournamentSettingsInput } from '@tcgkit/tournament';
import * as Y from 'yjs';
import { openSyncLog, type SyncLog } from '../src/index.js';

/** A device with its own copy of the document and a clock that counts appends. */
export function device(id: string): SyncLog {
  let tick = 0;
  const doc = new Y.Doc();
  return unwrap(
    openSyncLog(doc, { device: id, now: () => `2026-03-01T10:${String(tick++).padStart(4, '0')}` }),
  );
}

/** Two devices meet: each gets what the other has (the Yjs sync protocol's two steps). */
export function meet(a: SyncLog, b: SyncLog): void {
  Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b.doc, Y.encodeStateVector(a.doc)));
  Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc, Y.encodeStateVector(b.doc)));
}

/** Every device meets every other: the state after a full sync through a server. */
export function meetAll(devices: readonly SyncLog[]): void {
  for (const a of devices) for (const b of devices) if (a !== b) meet(a, b);
}

export const SWISS: TournamentSettingsInput = {
  game: 'pokemon',
  stages: [{ id: 'swiss', format: 'swiss', settings: { rounds: 3 } }],
};

/**
 * A started event with `players` players, created and started on `log` (round 1 paired), which
 * holds the lease; `judges` are granted the judge role.
 */
export function startedEvent(log: SyncLog, players: number, judges: readonly string[] = []): void {
  unwrap(log.append({ type: 'create', settings: SWISS, seed: 'sync-test' }, { by: 'sk' }));
  unwrap(log.append({ type: 'lease', seconds: 3600 }, { by: 'sk' }));
  for (const device of judges) unwrap(log.append({ type: 'grant', device, role: 'judge' }));
  for (let i = 1; i <= players; i++)
    unwrap(log.append({ type: 'register', participant: { id: `p${i}` } }, { by: 'sk' }));
  unwrap(log.append({ type: 'start' }, { by: 'sk' }));
  unwrap(log.append({ type: 'pair', stage: 'swiss' }, { by: 'sk' }));
}
