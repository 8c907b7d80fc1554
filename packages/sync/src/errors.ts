/**
 * The error and warning codes of `@tcgkit/sync`. They are part of the public API: match on the
 * code, never on the message.
 */
export const SyncErrors = {
  /** A device id that is not 1 to 64 letters, digits, `.`, `_`, `:` or `-`. */
  invalidDevice: 'sync/invalid-device',
  /** Warning: an entry of the shared log that is not a sync entry (left out of the merge). */
  invalidEntry: 'sync/invalid-entry',
  /** Warning: two different entries with one id (two devices share a device id); the first in merged order is kept. */
  duplicateEntry: 'sync/duplicate-entry',
  /** An action other than `create` before the event exists in the merged log. */
  noEvent: 'sync/no-event',
  /** An action that is not one of the tournament log's actions, or `resolve`. */
  invalidAction: 'sync/invalid-action',
  /** A result that repeats the result the match already has: nothing to change. */
  sameResult: 'sync/same-result',
  /** A `resolve` naming a conflict that does not exist or is already resolved. */
  unknownConflict: 'sync/unknown-conflict',
  /** A `resolve` from a device that had not seen every entry of the conflict. */
  unseenConflict: 'sync/unseen-conflict',
  /** An action from a device whose role does not allow it (refused on every copy). */
  notAllowed: 'sync/not-allowed',
  /** A single-writer action from a device that does not hold the lease, or a lease another device holds. */
  leaseHeld: 'sync/lease-held',
} as const;

/** One of the codes in {@link SyncErrors}. */
export type SyncErrorCode = (typeof SyncErrors)[keyof typeof SyncErrors];
