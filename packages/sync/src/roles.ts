import { type Issue, issue, type ParticipantId } from '@tcgkit/core';
import { SYNC_ACTION_TYPES } from './entry.js';
import { SyncErrors as E } from './errors.js';
import type { SyncAction, SyncEntry, SyncLease, SyncRole } from './types.js';

/** The actions one device at a time may take: they change what every table plays next. */
export const SINGLE_WRITER_ACTIONS: readonly SyncAction['type'][] = [
  'start',
  'pair',
  'advance',
  'load-stage',
  'group-change',
  'stage-settings',
];

const SINGLE = new Set<string>(SINGLE_WRITER_ACTIONS);

/** What each role may append (a player only for their own table or themselves). */
const ALLOWED: Readonly<Record<SyncRole, ReadonlySet<string>>> = {
  scorekeeper: new Set(SYNC_ACTION_TYPES),
  judge: new Set(['result', 'correction', 'drop', 'resolve']),
  player: new Set(['result', 'drop']),
  viewer: new Set(),
};

/** A device's role as the merged grants give it. */
export interface DeviceRole {
  readonly role: SyncRole;
  readonly participantId?: ParticipantId;
}

/** The roles and the lease, replayed in merged order with the entries. */
export class Authority {
  readonly roles = new Map<string, DeviceRole>();
  lease: SyncLease | null = null;

  roleOf(device: string): DeviceRole {
    return this.roles.get(device) ?? { role: 'viewer' };
  }

  /**
   * Why `entry` may not be taken, or `undefined`. `players` are the players of the match a result
   * names (as the event has it before the result).
   */
  refusal(entry: SyncEntry, players: readonly ParticipantId[]): Issue | undefined {
    const action = entry.action;
    // The first create makes its device the scorekeeper: nobody has a role before it.
    if (action.type === 'create' && this.roles.size === 0) return undefined;
    const { role, participantId } = this.roleOf(entry.device);
    const allowed =
      ALLOWED[role].has(action.type) &&
      (role !== 'player' ||
        (action.type === 'result' &&
          participantId !== undefined &&
          players.includes(participantId)) ||
        (action.type === 'drop' && action.participantId === participantId));
    if (!allowed) {
      return issue(
        E.notAllowed,
        role === 'player'
          ? `Device "${entry.device}" reports for player "${participantId}": it may enter the result of that player's own table and their drop, not "${action.type}"${action.type === 'result' ? ` of ${action.match}` : ''}.`
          : `Device "${entry.device}" is a ${role}, which may not "${action.type}". A scorekeeper grants roles with { type: 'grant', device, role }.`,
        '/action/type',
      );
    }
    if (action.type === 'lease') {
      const lease = this.lease;
      if (lease !== null && lease.device !== entry.device && !expired(lease, entry.at))
        return issue(
          E.leaseHeld,
          `Device "${lease.device}" holds the lease until ${lease.until}: take it over after then, or ask that device to release it.`,
          '/action',
        );
      return undefined;
    }
    if (action.type === 'release' && this.lease?.device !== entry.device)
      return issue(
        E.leaseHeld,
        `Device "${entry.device}" does not hold the lease, so it has none to release.`,
        '/action',
      );
    if (SINGLE.has(action.type)) {
      const lease = this.lease;
      if (lease === null || lease.device !== entry.device || expired(lease, entry.at))
        return issue(
          E.leaseHeld,
          lease === null || expired(lease, entry.at)
            ? `"${action.type}" is a single-writer action: take the lease first with { type: 'lease', seconds }.`
            : `"${action.type}" is a single-writer action and device "${lease.device}" holds the lease until ${lease.until}.`,
          '/action/type',
        );
    }
    return undefined;
  }

  /** Records what a taken entry changes: the creator's role, grants, the lease. */
  take(entry: SyncEntry): void {
    const action = entry.action;
    if (action.type === 'create' && this.roles.size === 0)
      this.roles.set(entry.device, { role: 'scorekeeper' });
    if (action.type === 'grant')
      this.roles.set(action.device, {
        role: action.role,
        ...(action.role === 'player' && action.participantId !== undefined
          ? { participantId: action.participantId }
          : {}),
      });
    if (action.type === 'lease') {
      const from = Date.parse(entry.at ?? '');
      const until = new Date(
        (Number.isFinite(from) ? from : 0) + action.seconds * 1000,
      ).toISOString();
      this.lease = { device: entry.device, until };
    }
    if (action.type === 'release') this.lease = null;
  }
}

/** Whether a lease has run out at `at` (an entry without a readable time never outlasts one). */
function expired(lease: SyncLease, at: string | undefined): boolean {
  const now = Date.parse(at ?? '');
  return Number.isFinite(now) && now >= Date.parse(lease.until);
}
