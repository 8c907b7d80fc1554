import { err, ok, type Result } from '@tcgkit/core';
import { type FfaErrorCode, FfaErrors } from './errors.js';
import { scoreLobby } from './scoring.js';
import { resolveFfaSettings } from './settings.js';
import { evaluateOutcome } from './standings.js';
import type { FfaLobbyResult, FfaState } from './types.js';
import { ffaState } from './validate.js';

function sameRecord(
  a: Readonly<Record<string, number>>,
  b: Readonly<Record<string, number>>,
): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

function sameResult(a: FfaLobbyResult, b: FfaLobbyResult): boolean {
  return (
    sameRecord(a.places, b.places) &&
    sameRecord(a.points, b.points) &&
    sameRecord(a.eliminations, b.eliminations)
  );
}

const inconsistent = (message: string, path: string): Result<FfaState, FfaErrorCode> =>
  err(FfaErrors.inconsistentState, message, path);

/**
 * Loads a saved stage: checks it against its JSON Schema (`ffa/invalid-state`), then that it adds
 * up (`ffa/inconsistent-state`): known and unique players, lobby ids and numbers in order, every
 * player in at most one lobby per match, results that rank the lobby exactly and carry the points
 * the settings give, and the status and winner the matches lead to. Nothing is repaired silently.
 *
 * @example
 * ```ts
 * const loaded = loadFfaStage(JSON.parse(saved));
 * if (!loaded.ok) console.error(loaded.error.code, loaded.error.path);
 * ```
 */
export function loadFfaStage(data: unknown): Result<FfaState, FfaErrorCode> {
  const parsed = ffaState.parse(data);
  if (!parsed.ok) return parsed;
  const state = parsed.value;
  const settings = resolveFfaSettings(state.settings);
  if (!settings.ok) {
    return err(
      FfaErrors.invalidState,
      settings.error.message,
      `/settings${settings.error.path ?? ''}`,
    );
  }
  const ids = new Set<string>();
  for (let i = 0; i < state.participants.length; i++) {
    const p = state.participants[i] as FfaState['participants'][number];
    if (ids.has(p.id))
      return inconsistent(`Participant "${p.id}" is listed twice.`, `/participants/${i}/id`);
    ids.add(p.id);
  }
  for (let m = 0; m < state.matches.length; m++) {
    const match = state.matches[m] as FfaState['matches'][number];
    if (match.number !== m + 1)
      return inconsistent(`Match ${m + 1} is numbered ${match.number}.`, `/matches/${m}/number`);
    if (m < state.matches.length - 1 && match.lobbies.some((l) => l.result === undefined)) {
      return inconsistent(
        `Match ${match.number} has a lobby without a result but is not the latest.`,
        `/matches/${m}`,
      );
    }
    const inMatch = new Set<string>();
    for (let l = 0; l < match.lobbies.length; l++) {
      const lobby = match.lobbies[l] as FfaState['matches'][number]['lobbies'][number];
      const at = `/matches/${m}/lobbies/${l}`;
      if (lobby.id !== `m${m + 1}-l${l + 1}` || lobby.number !== l + 1) {
        return inconsistent(
          `Lobby ${l + 1} of match ${m + 1} should be m${m + 1}-l${l + 1}.`,
          `${at}/id`,
        );
      }
      for (let k = 0; k < lobby.participantIds.length; k++) {
        const id = lobby.participantIds[k] as string;
        if (!ids.has(id))
          return inconsistent(`"${id}" is not a participant.`, `${at}/participantIds/${k}`);
        if (inMatch.has(id))
          return inconsistent(
            `"${id}" plays twice in match ${m + 1}.`,
            `${at}/participantIds/${k}`,
          );
        inMatch.add(id);
      }
      if (lobby.result !== undefined) {
        const ranked = lobby.result.ranking.flat();
        const members = new Set(lobby.participantIds);
        if (
          ranked.length !== members.size ||
          new Set(ranked).size !== ranked.length ||
          ranked.some((id) => !members.has(id))
        ) {
          return inconsistent(
            `The result of ${lobby.id} does not rank its players exactly once.`,
            `${at}/result/ranking`,
          );
        }
        const rescored = scoreLobby(
          state.settings,
          lobby.result.ranking,
          lobby.result.eliminations,
        );
        if (!sameResult(rescored, lobby.result)) {
          return inconsistent(
            `The result of ${lobby.id} does not carry the places and points its settings give.`,
            `${at}/result`,
          );
        }
      }
    }
  }
  const outcome = evaluateOutcome(state.settings, state.participants, state.matches);
  if (outcome.status !== state.status) {
    return inconsistent(
      `The matches make the stage ${outcome.status}, not ${state.status}.`,
      '/status',
    );
  }
  if (outcome.winnerId !== state.winnerId || outcome.decidedBy !== state.decidedBy) {
    return inconsistent('The winner does not follow from the matches.', '/winnerId');
  }
  if (outcome.status === 'complete') {
    const over = evaluateOutcome(state.settings, state.participants, state.matches.slice(0, -1));
    if (state.matches.length > 1 && over.status === 'complete') {
      return inconsistent(
        'A match was played after the stage was complete.',
        `/matches/${state.matches.length - 1}`,
      );
    }
  }
  return ok(state);
}
