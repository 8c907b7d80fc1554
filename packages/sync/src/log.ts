import { err, ok, type Result } from '@tcgkit/core';
import { type ActionMeta, applyAction, createTournament } from '@tcgkit/tournament';
import type * as Y from 'yjs';
import { isDeviceId, readEntries } from './entry.js';
import { SyncErrors as E } from './errors.js';
import { Merger } from './merge.js';
import type { MergedEvent, SyncAction, SyncEntry } from './types.js';

/** The name of the shared array that holds the log in the Yjs document. */
export const SYNC_LOG_NAME = 'tcgkit-sync-log';

/** How a device opens the shared log. */
export interface SyncLogOptions {
  /** This device's id, unique among the devices of the event: `scorekeeper`, `table-12-tablet`. */
  readonly device: string;
  /** The time stored as `at` when an append gives none. Default: the device clock, ISO 8601. */
  readonly now?: () => string;
}

/** One device's handle on the shared log of an event. */
export interface SyncLog {
  readonly device: string;
  /** The Yjs document: connect it to a provider (y-websocket, y-webrtc) or exchange its updates by hand. */
  readonly doc: Y.Doc;
  /**
   * Appends an action, after checking it on this device's merged event (offline too): a refused
   * action is not appended. Merged later with other devices' entries it may still be refused or
   * conflict: {@link SyncLog.merged} says so.
   */
  append(action: SyncAction, meta?: ActionMeta): Result<SyncEntry>;
  /** The log as this device has it now, merged and replayed (cached until the document changes). */
  merged(): MergedEvent;
}

/** Plain JSON: what Yjs stores and every other device reads back (no `undefined` fields). */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * Opens the shared event log held in a Yjs document, as one device. Every device of the event
 * opens its own copy of the document with its own device id; the documents converge however
 * their updates travel, and so does {@link SyncLog.merged}. Error `sync/invalid-device` for a
 * device id that is not 1 to 64 letters, digits, `.`, `_`, `:` or `-`.
 *
 * @example
 * ```ts
 * import * as Y from 'yjs';
 * const log = unwrap(openSyncLog(new Y.Doc(), { device: 'scorekeeper' }));
 * log.append({ type: 'create', settings: { game: 'pokemon', stages: [{ id: 'swiss', format: 'swiss' }] }, seed: 'cup' });
 * log.merged().event?.status; // 'registration'
 * ```
 */
export function openSyncLog(doc: Y.Doc, options: SyncLogOptions): Result<SyncLog> {
  if (!isDeviceId(options?.device)) {
    return err(
      E.invalidDevice,
      'A device id is 1 to 64 letters, digits, ".", "_", ":" or "-", and unique among the devices of the event: "scorekeeper", "table-12".',
      '/device',
    );
  }
  const device = options.device;
  const now = options.now ?? (() => new Date().toISOString());
  const array = doc.getArray<unknown>(SYNC_LOG_NAME);
  let merger = new Merger();
  let merged: MergedEvent | undefined;
  array.observe(() => {
    merged = undefined;
  });

  const current = (): MergedEvent => {
    if (merged !== undefined) return merged;
    const { entries, warnings } = readEntries(array.toArray());
    // Entries that arrived from elsewhere may sort before what was replayed: then replay it all.
    const done = merger.count;
    const prefix = entries.slice(0, done);
    const replayed = merger.ids;
    if (prefix.length !== done || prefix.some((e, i) => e.id !== replayed[i])) {
      merger = new Merger();
      for (const e of entries) merger.push(e);
    } else {
      for (const e of entries.slice(done)) merger.push(e);
    }
    merged = merger.snapshot(warnings);
    return merged;
  };

  const check = (action: SyncAction, meta: ActionMeta): Result<unknown> => {
    const { event } = current();
    if (action.type === 'grant' || action.type === 'lease' || action.type === 'release')
      return event === null
        ? err(
            E.noEvent,
            `The event does not exist yet: the first entry is a "create", not "${action.type}".`,
          )
        : ok(null);
    if (action.type === 'resolve') {
      return merger.isOpen(action.conflict)
        ? ok(null)
        : err(
            E.unknownConflict,
            `There is no open conflict "${action.conflict}" in the merged log: check the id (merged().conflicts lists them).`,
            '/conflict',
          );
    }
    if (event === null) {
      return action.type === 'create'
        ? createTournament(action.settings, action.seed, meta)
        : err(
            E.noEvent,
            `The event does not exist yet: the first entry is a "create", not "${action.type}".`,
          );
    }
    return applyAction(event, action, meta);
  };

  return ok({
    device,
    doc,
    append(action, meta = {}) {
      const stamped: ActionMeta = { ...meta, at: meta.at ?? now() };
      const { order } = current();
      let counter = 0;
      let clock = 0;
      const seen: Record<string, number> = {};
      for (const e of order) {
        clock = Math.max(clock, e.clock);
        if (e.device === device) counter = Math.max(counter, e.counter);
        else seen[e.device] = Math.max(seen[e.device] ?? 0, e.counter);
      }
      const entry: SyncEntry = plain({
        id: `${device}#${counter + 1}`,
        device,
        counter: counter + 1,
        clock: clock + 1,
        seen,
        action,
        ...stamped,
      });
      // What every other copy will check: the entry reads, the device may append it, the event takes it.
      const unreadable = readEntries([entry]).warnings[0];
      if (unreadable !== undefined)
        return err(
          E.invalidAction,
          unreadable.message.replace(
            'Entry 0 of the shared log was left out',
            'This action cannot be appended',
          ),
          '/action',
        );
      const denied = merger.permission(entry);
      if (denied !== undefined) return { ok: false, error: denied };
      const checked = check(entry.action, stamped);
      if (!checked.ok) return checked;
      doc.transact(() => array.push([entry]));
      return ok(entry, checked.warnings);
    },
    merged: current,
  });
}
