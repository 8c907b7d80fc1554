import type { LogEntry, TournamentState } from './types.js';

// The event log, appended in constant time. An event is immutable: every action returns a new
// state with its own `log`, and a state's log never changes after it is made. Copying the whole
// log into a new array on every action made each action cost O(log length), which at a
// 1,024-player event was a large part of the tournament API's overhead over the engines
// (bench/tournament). Instead, the states that follow one another share one array of entries
// (a store) and each knows how many of them are its own, as a slice of a growable array does:
// appending to the newest state pushes onto the store; appending to an older state (a branch:
// two actions applied to one state) copies its part first. A state's `log` is an enumerable
// getter that copies its part out of the store the first time it is read and keeps that copy, so
// JSON.stringify, structuredClone, spreads and deep equality see a plain array as before, and no
// array handed out is ever changed afterwards.

interface LogStore {
  readonly entries: LogEntry[];
}

interface LogRef {
  readonly store: LogStore;
  readonly length: number;
  copy?: readonly LogEntry[];
}

/** The store and length behind each state made here (states from elsewhere have a plain `log`). */
const refs = new WeakMap<object, LogRef>();

/** The number of entries in a state's log, without copying it out. */
export function logLength(state: TournamentState): number {
  return refs.get(state)?.length ?? state.log.length;
}

/**
 * A state's fields except its log, read without copying the log out: what an action works on.
 * The action's result gets its log back from {@link withAppendedLog}.
 */
export function withoutLog(state: TournamentState): TournamentState {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(state)) {
    if (key !== 'log') fields[key] = (state as unknown as Record<string, unknown>)[key];
  }
  return fields as unknown as TournamentState;
}

/**
 * `next` (a state without its log, from {@link withoutLog}) with the log of `previous` and one more
 * entry, in constant time when `previous` is the newest state of its store.
 */
export function withAppendedLog(
  previous: TournamentState,
  next: TournamentState,
  entry: LogEntry,
): TournamentState {
  const ref = refs.get(previous);
  let store: LogStore;
  if (ref !== undefined && ref.store.entries.length === ref.length) {
    store = ref.store;
    store.entries.push(entry);
  } else {
    const entries =
      ref === undefined ? previous.log.slice() : ref.store.entries.slice(0, ref.length);
    entries.push(entry);
    store = { entries };
  }
  const state: Record<string, unknown> = {};
  for (const key of Object.keys(next)) {
    if (key !== 'log') state[key] = (next as unknown as Record<string, unknown>)[key];
  }
  const own: LogRef = { store, length: store.entries.length };
  Object.defineProperty(state, 'log', {
    enumerable: true,
    configurable: true,
    get(): readonly LogEntry[] {
      own.copy ??= own.store.entries.slice(0, own.length);
      return own.copy;
    },
  });
  refs.set(state, own);
  return state as unknown as TournamentState;
}
