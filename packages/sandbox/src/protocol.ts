// Internal (not an entry point): the messages between the host's pool and a guest worker. Types
// only, so the guest runtime (plain JavaScript, type-checked through JSDoc) and the host check
// against the same contract and this module emits no code either side has to load.
import type { OutputCaps, PlainData, SandboxJob } from './types.js';

/** A `call` job goes to the guest as the host was given it. */
export type GuestCallJob = Extract<SandboxJob, { readonly mode: 'call' }>;

/**
 * An `each` job as the guest receives it: either its own `items`, or a catalog by key (the cards
 * only when this worker does not hold it yet) with the catalogs to drop before it is built.
 */
export interface GuestEachJob {
  readonly mode: 'each';
  /** The compiled program. */
  readonly program: string;
  /** The items to run over; when present, the catalog fields are not read. */
  readonly items?: readonly unknown[] | undefined;
  /** The catalog to run over. */
  readonly catalogKey?: string | undefined;
  /** The catalog's cards, sent once per worker; omitted when the worker already holds it. */
  readonly catalogCards?: readonly unknown[] | undefined;
  /** Catalog keys the worker drops before building the new one. */
  readonly evict?: readonly string[] | undefined;
  /** Arguments passed after each item. */
  readonly extraArgs: readonly unknown[];
  /** Output caps per item. */
  readonly caps?: OutputCaps | undefined;
}

/** A job as it crosses into the guest. */
export type GuestJob = GuestCallJob | GuestEachJob;

/** One request from the host: a job and the id its answer carries. */
export interface GuestRequest {
  readonly id: number;
  readonly job: GuestJob;
}

/** The guest's answer to one request. */
export type GuestResponse =
  | {
      readonly id: number;
      readonly ok: true;
      readonly value: PlainData;
      readonly truncated: boolean;
    }
  | { readonly id: number; readonly ok: false; readonly code: string; readonly message: string };

/** Messages a guest worker sends back: its start-up state, `started`, and answers. */
export type GuestMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'failed'; readonly message: string }
  /** The job's inputs (and catalog) arrived and are frozen: the script starts now. */
  | { readonly type: 'started'; readonly id: number }
  | GuestResponse;
