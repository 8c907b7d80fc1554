import type { Issue, ParticipantId } from '@tcgkit/core';
import type { LogEntry, TournamentAction, TournamentState } from '@tcgkit/tournament';

/**
 * A judge's decision on a conflict: the event keeps what it shows for it (to change a disputed
 * result instead, send a `correction` of that match, which resolves it too).
 */
export interface ResolveAction {
  readonly type: 'resolve';
  /** The conflict's `id`. */
  readonly conflict: string;
}

/**
 * Who a device is for the event: `scorekeeper` (everything; the device that created the event is
 * one), `judge` (results, corrections, drops, resolves), `player` (the result of their own table,
 * their own drop), `viewer` (reads only; every device without a grant).
 */
export type SyncRole = 'scorekeeper' | 'judge' | 'player' | 'viewer';

/** A scorekeeper gives a device its role (a later grant replaces an earlier one). */
export interface GrantAction {
  readonly type: 'grant';
  readonly device: string;
  readonly role: SyncRole;
  /** The player a `player` device reports for. */
  readonly participantId?: ParticipantId;
}

/**
 * A scorekeeper takes (or renews) the lease on the single-writer actions (`start`, `pair`,
 * `advance`, `load-stage`, `group-change`, `stage-settings`) for `seconds`, counted from the
 * entry's `at`. Another scorekeeper can take it over once it has run out by the entries' own
 * times, so a device that went away does not hold the event up.
 */
export interface LeaseAction {
  readonly type: 'lease';
  readonly seconds: number;
}

/** The lease holder gives the lease up, so another scorekeeper can take it at once. */
export interface ReleaseAction {
  readonly type: 'release';
}

/** What a device appends: an action of the tournament log, or one of this package's own. */
export type SyncAction =
  | TournamentAction
  | ResolveAction
  | GrantAction
  | LeaseAction
  | ReleaseAction;

/** The device that holds the lease on single-writer actions, and until when. */
export interface SyncLease {
  readonly device: string;
  /** ISO 8601: the lease entry's `at` plus its seconds. */
  readonly until: string;
}

/**
 * One entry of the shared log, as stored in the Yjs document. Every entry is written once, by one
 * device, and never changed.
 */
export interface SyncEntry {
  /** `<device>#<counter>`: unique as long as device ids are. */
  readonly id: string;
  readonly device: string;
  /** 1 for the device's first entry, then 2, 3... */
  readonly counter: number;
  /** Lamport clock: one more than the highest clock the device had seen. The merged order sorts on it. */
  readonly clock: number;
  /** The highest counter of each other device this device had seen when it appended (causality). */
  readonly seen: Readonly<Record<string, number>>;
  readonly action: SyncAction;
  /** When, as the device's clock said (stored as given, never read for the order). */
  readonly at?: string;
  /** Who entered it (a person: `judge-ana`, `player:p12`). */
  readonly by?: string;
}

/** Who entered what, when: an entry as a conflict or a refusal names it. */
export interface SyncEntryRef {
  readonly id: string;
  readonly device: string;
  readonly clock: number;
  readonly action: SyncAction;
  readonly at?: string;
  readonly by?: string;
}

/**
 * The conflicts the merge surfaces: `two-results` (entries made without seeing each other give one
 * match different results), `drop-result-race` (a player dropped while, unseen, a result of their
 * match was entered), `correction-after-pairing` (a Swiss result corrected after later rounds
 * were paired on the old one).
 */
export type ConflictKind = 'two-results' | 'drop-result-race' | 'correction-after-pairing';

/** A conflict of the merged log: shown, never settled by the merge itself. */
export interface SyncConflict {
  /** Stable on every device: `<kind>:<entry ids joined by +>`. What a `resolve` names. */
  readonly id: string;
  readonly kind: ConflictKind;
  readonly stage: string;
  readonly match: string;
  /** The dropped player (`drop-result-race`). */
  readonly participantId?: ParticipantId;
  /** Every entry in the conflict, in merged order. */
  readonly entries: readonly SyncEntryRef[];
  /** The entries whose effect the merged event shows (their ids). */
  readonly shown: readonly string[];
  /** The `resolve` or `correction` that settled it; absent while it is open. */
  readonly resolvedBy?: SyncEntryRef;
  readonly message: string;
}

/** An entry the merged event could not take (its action failed where the merged order put it). */
export interface RefusedEntry {
  readonly entry: SyncEntryRef;
  /** The tournament's or this package's error: code, message, path. */
  readonly error: Issue;
}

/** A match whose result is disputed by an open conflict. */
export interface DisputedMatch {
  readonly stage: string;
  readonly match: string;
  /** The open conflicts about it. */
  readonly conflicts: readonly string[];
}

/** The shared log merged: one order, the event it replays to, and what did not fit. */
export interface MergedEvent {
  /** The event, or `null` before a `create` entry arrives. */
  readonly event: TournamentState | null;
  /** Every readable entry, in merged order: (clock, device, counter). */
  readonly order: readonly SyncEntry[];
  /** The tournament log of the entries applied: `replayTournament(log)` gives `event`. */
  readonly log: readonly LogEntry[];
  readonly conflicts: readonly SyncConflict[];
  readonly disputed: readonly DisputedMatch[];
  readonly refused: readonly RefusedEntry[];
  /** Each device's role, as the merged grants give it (a device not listed is a viewer). */
  readonly roles: Readonly<
    Record<string, { readonly role: SyncRole; readonly participantId?: ParticipantId }>
  >;
  /** Who may pair and advance now (`null`: nobody holds the lease). */
  readonly lease: SyncLease | null;
  /** Entries that could not be read, each naming its index and what was wrong. */
  readonly warnings: readonly Issue[];
}
