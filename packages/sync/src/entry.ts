import { type Issue, issue } from '@tcgkit/core';
import { SyncErrors as E } from './errors.js';
import type { SyncAction, SyncEntry, SyncEntryRef } from './types.js';

/** No tournament action nests this deep; a deeper entry is someone else's data. */
const MAX_DEPTH = 64;

const DEVICE = /^[A-Za-z0-9._:-]{1,64}$/;

/** The action types a sync entry may carry: the tournament log's, and `resolve`. */
export const SYNC_ACTION_TYPES: readonly SyncAction['type'][] = [
  'create',
  'register',
  'start',
  'pair',
  'group-change',
  'result',
  'correction',
  'drop',
  'late-entry',
  'load-stage',
  'advance',
  'stage-settings',
  'resolve',
  'grant',
  'lease',
  'release',
];

const ROLES: ReadonlySet<string> = new Set(['scorekeeper', 'judge', 'player', 'viewer']);

/** The longest lease: a week. */
const MAX_LEASE_SECONDS = 7 * 24 * 3600;

const ACTION_TYPES: ReadonlySet<string> = new Set(SYNC_ACTION_TYPES);

/** Whether a device id is usable: 1 to 64 letters, digits, `.`, `_`, `:` or `-`. */
export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && DEVICE.test(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value nests arrays and objects deeper than `limit` (checked without recursion). */
function tooDeep(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

/** What is wrong with a stored entry, or `undefined` when it reads as a {@link SyncEntry}. */
function entryProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'it is not an object';
  if (tooDeep(value, MAX_DEPTH)) return `it nests deeper than ${MAX_DEPTH} levels`;
  if (!isDeviceId(value.device)) return '`device` is not a device id';
  if (!isCount(value.counter, 1)) return '`counter` is not a whole number from 1';
  if (value.id !== `${value.device}#${value.counter}`) return '`id` is not `<device>#<counter>`';
  if (!isCount(value.clock, 1)) return '`clock` is not a whole number from 1';
  if (!isObject(value.seen)) return '`seen` is not an object';
  for (const [device, counter] of Object.entries(value.seen)) {
    if (!isDeviceId(device) || !isCount(counter, 0))
      return `\`seen\` has a bad entry for "${device.slice(0, 64)}"`;
  }
  const action = value.action;
  if (!isObject(action) || typeof action.type !== 'string' || !ACTION_TYPES.has(action.type))
    return '`action` is not a tournament action or `resolve`';
  if (action.type === 'resolve' && typeof action.conflict !== 'string')
    return '`action.conflict` is not a string';
  if (action.type === 'grant') {
    if (!isDeviceId(action.device)) return '`action.device` is not a device id';
    if (typeof action.role !== 'string' || !ROLES.has(action.role))
      return '`action.role` is not a role';
    if (action.participantId !== undefined && typeof action.participantId !== 'string')
      return '`action.participantId` is not a string';
  }
  if (
    action.type === 'lease' &&
    !(isCount(action.seconds, 1) && action.seconds <= MAX_LEASE_SECONDS)
  )
    return `\`action.seconds\` is not a whole number from 1 to ${MAX_LEASE_SECONDS}`;
  if (value.at !== undefined && typeof value.at !== 'string') return '`at` is not a string';
  if (value.by !== undefined && typeof value.by !== 'string') return '`by` is not a string';
  return undefined;
}

/**
 * Reads the entries of a shared log (anything another device wrote): every entry that reads as a
 * {@link SyncEntry} is kept, each other one is left out with a `sync/invalid-entry` warning naming
 * its index and what is wrong. Two different entries with one id keep the first by
 * {@link compareEntries} and its canonical form, with a `sync/duplicate-entry` warning. Never
 * throws; linear in the entries (plus the sort of the merge).
 *
 * @example
 * ```ts
 * const { entries, warnings } = readEntries([{ nonsense: true }]); // entries: [], one warning
 * ```
 */
export function readEntries(values: readonly unknown[]): {
  entries: SyncEntry[];
  warnings: Issue[];
} {
  const warnings: Issue[] = [];
  const byId = new Map<string, { entry: SyncEntry; canonical: string }>();
  if (!Array.isArray(values)) {
    return {
      entries: [],
      warnings: [issue(E.invalidEntry, 'The shared log is not a list of entries.')],
    };
  }
  values.forEach((value, i) => {
    const problem = entryProblem(value);
    if (problem !== undefined) {
      warnings.push(
        issue(E.invalidEntry, `Entry ${i} of the shared log was left out: ${problem}.`, `/${i}`),
      );
      return;
    }
    const entry = value as SyncEntry;
    const canonical = canonicalJson(entry);
    const seen = byId.get(entry.id);
    if (seen === undefined) {
      byId.set(entry.id, { entry, canonical });
      return;
    }
    if (seen.canonical === canonical) return;
    warnings.push(
      issue(
        E.duplicateEntry,
        `Entry ${i} has the id "${entry.id}" of another, different entry: two devices use the device id "${entry.device}". One of them was left out; give every device its own id.`,
        `/${i}`,
      ),
    );
    const first = compareEntries(entry, seen.entry);
    if (first < 0 || (first === 0 && canonical < seen.canonical))
      byId.set(entry.id, { entry, canonical });
  });
  const entries = [...byId.values()].map((e) => e.entry);
  entries.sort(compareEntries);
  return { entries, warnings };
}

/** The merged order: by Lamport clock, then device id, then counter. The same on every device. */
export function compareEntries(a: SyncEntry, b: SyncEntry): number {
  if (a.clock !== b.clock) return a.clock - b.clock;
  if (a.device !== b.device) return a.device < b.device ? -1 : 1;
  return a.counter - b.counter;
}

/** Whether the device of `a` had seen `b` when it appended `a`. */
export function hasSeen(a: SyncEntry, b: SyncEntry): boolean {
  if (a.device === b.device) return b.counter < a.counter;
  return (a.seen[b.device] ?? 0) >= b.counter;
}

/** Whether two entries were made without either device seeing the other. */
export function concurrent(a: SyncEntry, b: SyncEntry): boolean {
  return !hasSeen(a, b) && !hasSeen(b, a);
}

/** Who entered what, when. */
export function refOf(entry: SyncEntry): SyncEntryRef {
  return {
    id: entry.id,
    device: entry.device,
    clock: entry.clock,
    action: entry.action as SyncAction,
    ...(entry.at === undefined ? {} : { at: entry.at }),
    ...(entry.by === undefined ? {} : { by: entry.by }),
  };
}

/** JSON with object keys sorted: equal values give equal text whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
