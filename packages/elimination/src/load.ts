import { err, ok, type Result } from '@tcgkit/core';
import { BracketEditor } from './editor.js';
import { EliminationErrors as Code, type EliminationErrorCode } from './errors.js';
import { buildLayout } from './match-graph.js';
import { bracketSize, isPowerOfTwo } from './seed-order.js';
import type { EliminationMatch, EliminationMatchResult, EliminationState } from './types.js';
import { eliminationStateShape } from './validation.js';

const invalid = (message: string, path: string) =>
  err(Code.invalidState, `Saved elimination stage is invalid: ${message}`, path);

/**
 * Loads a saved elimination stage (for example `JSON.parse` of a saved file): checks it against
 * its JSON Schema, then that it holds together (the layout matches the settings, every player
 * and match referenced exists, results agree with their scores). Nothing is changed.
 *
 * @example
 * ```ts
 * import { loadBracket } from '@tcgkit/elimination';
 * const loaded = loadBracket(JSON.parse(text));
 * if (!loaded.ok) console.error(loaded.error.code, loaded.error.path, loaded.error.message);
 * ```
 */
export function loadBracket(data: unknown): Result<EliminationState, EliminationErrorCode> {
  const shaped = eliminationStateShape.parse(data);
  if (!shaped.ok) return shaped;
  const state = shaped.value;
  const ids = new Set<string>();
  for (let i = 0; i < state.participants.length; i++) {
    const id = state.participants[i]!.id;
    if (ids.has(id)) {
      return invalid(`participant "${id}" is listed twice.`, `/participants/${i}/id`);
    }
    const seed = state.participants[i]!.seed;
    if (seed !== undefined && seed !== i + 1) {
      return invalid(
        `participant ${i + 1} in seed order has seed ${seed}.`,
        `/participants/${i}/seed`,
      );
    }
    ids.add(id);
  }
  const n = ids.size;
  if (state.size !== bracketSize(n)) {
    return invalid(`size must be ${bracketSize(n)} for ${n} players.`, '/size');
  }
  if (!state.settings.allowByes && !isPowerOfTwo(n)) {
    return invalid(`byes are off but ${n} players do not fill the bracket.`, '/participants');
  }
  const order = state.qualificationOrder;
  if (order.length !== n || new Set(order).size !== n || order.some((id) => !ids.has(id))) {
    return invalid(
      'the qualification order must list every player exactly once.',
      '/qualificationOrder',
    );
  }
  for (let i = 0; i < state.dropped.length; i++) {
    if (!ids.has(state.dropped[i]!))
      return invalid('a dropped player is not a participant.', `/dropped/${i}`);
  }
  const layout = buildLayout({
    format: state.settings.format,
    size: state.size,
    participantCount: n,
    thirdPlaceMatch: state.settings.thirdPlaceMatch,
    grandFinal: state.settings.grandFinal,
  });
  if (layout.length !== state.matches.length) {
    return invalid(
      `the settings call for ${layout.length} matches, not ${state.matches.length}.`,
      '/matches',
    );
  }
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (let i = 0; i < layout.length; i++) {
    const want = layout[i]!;
    const got = state.matches[i]!;
    const path = `/matches/${i}`;
    if (
      got.id !== want.id ||
      got.section !== want.section ||
      got.round !== want.round ||
      got.number !== want.number ||
      got.conditional !== want.conditional ||
      !same(got.winnerTo, want.winnerTo) ||
      !same(got.loserTo, want.loserTo)
    ) {
      return invalid(`match ${i} does not match the bracket layout (expected ${want.id}).`, path);
    }
    for (const side of [0, 1] as const) {
      const s = got.slots[side];
      const w = want.slots[side];
      if (!same(s.origin, w.origin) || s.bye !== w.bye) {
        return invalid(
          `slot ${side} of ${got.id} does not match the bracket layout.`,
          `${path}/slots/${side}`,
        );
      }
      if (s.participantId !== null && (s.bye || !ids.has(s.participantId))) {
        return invalid(
          `slot ${side} of ${got.id} holds an unknown player.`,
          `${path}/slots/${side}/participantId`,
        );
      }
    }
    const r = got.result;
    if (r === null) continue;
    if (
      r.type === 'played' &&
      (r.games[0] === r.games[1] || (r.games[0] > r.games[1] ? 0 : 1) !== r.winner)
    ) {
      return invalid(`the result of ${got.id} does not agree with its games.`, `${path}/result`);
    }
    if (r.winner !== null && got.slots[r.winner].participantId === null) {
      return invalid(`the winner of ${got.id} is not in the match.`, `${path}/result/winner`);
    }
    if (
      r.type !== 'bye' &&
      (got.slots[0].participantId === null || got.slots[1].participantId === null)
    ) {
      return invalid(`${got.id} has a result but not both players.`, `${path}/result`);
    }
  }
  // Every player's position must follow from the seeds, the results and the drops: replay them on
  // a fresh layout and compare.
  // Forfeits the engine awarded for drops are kept as they were: which side forfeited depends on
  // who had dropped at the time, which the state does not record.
  const dropped = new Set(state.dropped);
  const reported = new Map<string, EliminationMatchResult>();
  for (let i = 0; i < state.matches.length; i++) {
    const m = state.matches[i]!;
    const r = m.result;
    if (r === null || r.type === 'bye') continue;
    if (r.type === 'automatic-win' && r.byEngine) {
      const loser = m.slots[r.winner === 0 ? 1 : 0].participantId;
      if (loser === null || !dropped.has(loser)) {
        return invalid(
          `${m.id} has a forfeit for a drop, but its loser has not dropped.`,
          `/matches/${i}/result`,
        );
      }
    }
    reported.set(m.id, r);
  }
  const fresh: EliminationState = { ...state, matches: layout as EliminationMatch[] };
  const editor = new BracketEditor(fresh, reported);
  editor.placeSeeds();
  const replayed = editor.finish().matches;
  for (let i = 0; i < replayed.length; i++) {
    if (!same(replayed[i], state.matches[i])) {
      return invalid(
        `${state.matches[i]!.id} does not follow from the seeds, results and drops before it.`,
        `/matches/${i}`,
      );
    }
  }
  return ok(state);
}
