import { err, ok, type Result, withPathPrefix } from '@tcgkit/core';
import { loadBracket } from '@tcgkit/elimination';
import { loadFfaStage } from '@tcgkit/ffa';
import { roundRobinState } from '@tcgkit/round-robin';
import { loadSwissStage } from '@tcgkit/swiss';
import { TournamentErrors as E } from './errors.js';
import { replayTournament } from './event.js';
import type { StageEngine, TournamentState } from './types.js';
import { tournamentEvent } from './validate.js';

const escapeKey = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The JSON Pointer of the first place two JSON values differ, or `undefined` when they are equal
 * (the order of an object's keys does not matter; the order of array items does).
 *
 * @example
 * ```ts
 * firstDifference({ a: [1, 2] }, { a: [1, 3] }); // '/a/1'
 * ```
 */
export function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (a === b) return undefined;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  ) {
    return path === '' ? '/' : path;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      const d = firstDifference(a[i], b[i], `${path}/${i}`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao);
  for (const k of Object.keys(bo)) if (!(k in ao)) keys.push(k);
  for (const k of keys) {
    const d = firstDifference(ao[k], bo[k], `${path}/${escapeKey(k)}`);
    if (d !== undefined) return d;
  }
  return undefined;
}

/**
 * The whole event as JSON text (two-space indented), ready to save or send.
 *
 * @example
 * ```ts
 * const text = exportTournament(event);
 * ```
 */
export function exportTournament(state: TournamentState): string {
  return `${JSON.stringify(state, null, 2)}\n`;
}

function loadEngine(engine: StageEngine): Result<unknown> {
  switch (engine.format) {
    case 'swiss':
      return loadSwissStage(engine.state);
    case 'elimination':
      return loadBracket(engine.state);
    case 'ffa':
      return loadFfaStage(engine.state);
    case 'round-robin':
      return roundRobinState.parse(engine.state);
    default: {
      const never: never = engine;
      throw new Error(`Unknown engine ${JSON.stringify(never)}`);
    }
  }
}

/**
 * Loads a saved event (JSON text or an already parsed value). It is checked against the
 * published JSON Schema (`tournament/invalid-event`), then by replaying its log: the state must
 * be exactly what the log produces (`tournament/log-mismatch`, path of the first difference; when
 * the difference is inside a stage whose own loader rejects the saved stage, that engine's error
 * with its path under `/stages/<i>/engine/state`). Formatting and key order do not matter. A
 * file that is not JSON is `tournament/corrupt-file`. Nothing is ever repaired, and since this is
 * a pure function, a rejected file leaves whatever you had loaded before untouched.
 *
 * @example
 * ```ts
 * const loaded = importTournament(text);
 * if (!loaded.ok) console.error(loaded.error.code, loaded.error.path);
 * ```
 */
export function importTournament(input: unknown): Result<TournamentState> {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch (e) {
      return err(E.corruptFile, `The file is not JSON: ${(e as Error).message}`, '/');
    }
  }
  const parsed = tournamentEvent.parse(data);
  if (!parsed.ok) return parsed;
  const saved = parsed.value;
  const replayed = replayTournament(saved.log);
  if (!replayed.ok) {
    return err(
      E.logMismatch,
      `Replaying the log fails: ${replayed.error.message} (${replayed.error.code})`,
      replayed.error.path ?? '/log',
    );
  }
  const where = firstDifference(replayed.value, saved);
  if (where !== undefined) {
    // A stage state its own loader rejects gets the engine's error, which says more.
    const stage = /^\/stages\/(\d+)\/engine\/state/.exec(where);
    const engine = stage === null ? null : (saved.stages[Number(stage[1])]?.engine ?? null);
    if (stage !== null && engine !== null) {
      const loaded = loadEngine(engine);
      if (!loaded.ok) return { ok: false, error: withPathPrefix(loaded.error, stage[0]) };
    }
    return err(E.logMismatch, `The saved event does not match its log at ${where}.`, where);
  }
  return ok(replayed.value);
}
