/**
 * `@tcgkit/sync`: several devices, one event. The event log of `@tcgkit/tournament` as a Yjs
 * document: each device appends actions offline, the copies converge, and every copy merges them
 * to one order, replays it to the same event and surfaces the conflicts.
 *
 * @packageDocumentation
 */
export {
  canonicalJson,
  compareEntries,
  concurrent,
  hasSeen,
  isDeviceId,
  readEntries,
  SYNC_ACTION_TYPES,
} from './entry.js';
export type { SyncErrorCode } from './errors.js';
export { SyncErrors } from './errors.js';
export type { SyncLog, SyncLogOptions } from './log.js';
export { openSyncLog, SYNC_LOG_NAME } from './log.js';
export { mergeEntries } from './merge.js';
export type { DeviceRole } from './roles.js';
export { SINGLE_WRITER_ACTIONS } from './roles.js';
export type {
  ConflictKind,
  DisputedMatch,
  GrantAction,
  LeaseAction,
  MergedEvent,
  RefusedEntry,
  ReleaseAction,
  ResolveAction,
  SyncAction,
  SyncConflict,
  SyncEntry,
  SyncEntryRef,
  SyncLease,
  SyncRole,
} from './types.js';
