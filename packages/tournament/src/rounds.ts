import { err, type Issue, issue, ok, type Result } from '@tcgkit/core';
import { resolveSwissSettings, type SwissSettings } from '@tcgkit/swiss';
import { TournamentErrors as E } from './errors.js';
import { GAME_DEFAULTS, suggestedSwissRounds } from './games.js';
import type { StageDefinition, TournamentState } from './types.js';

/**
 * The event with its first stage set to the game's recommended Swiss round count for `players`
 * (the organizer asked for it at the start), the stage's new definition and the warning that
 * says so. Refused when the first stage is not Swiss, the event has no game, or the game has no
 * count for that many players.
 */
export function withRecommendedRounds(
  state: TournamentState,
  asked: 'recommended',
  players: number,
): Result<{ state: TournamentState; stage: StageDefinition; note: Issue }> {
  if (asked !== 'recommended') {
    return err(E.invalidSettings, 'rounds at the start can only be "recommended".', '/rounds');
  }
  const first = state.settings.stages[0] as StageDefinition;
  const game = state.settings.game;
  if (first.format !== 'swiss') {
    return err(
      E.invalidSettings,
      `The first stage "${first.id}" is ${first.format}, not Swiss: it has no round count to recommend. Start without rounds: 'recommended'.`,
      '/rounds',
    );
  }
  const rounds = game === null ? undefined : suggestedSwissRounds(game, players);
  if (game === null || rounds === undefined) {
    return err(
      E.invalidSettings,
      game === null
        ? 'The event has no game, so there is no recommended round count: set the stage\'s rounds, or create the event with a game ("pokemon" or "mtg").'
        : `${GAME_DEFAULTS[game].name} has no recommended round count for ${players} players: set the stage's rounds instead.`,
      '/rounds',
    );
  }
  const current = first.settings as unknown as SwissSettings;
  const resolved = resolveSwissSettings({
    ...current,
    rounds,
    lateEntryThroughRound: Math.min(current.lateEntryThroughRound, rounds),
  });
  if (!resolved.ok) return err(E.invalidSettings, resolved.error.message, '/rounds');
  const stage: StageDefinition = {
    ...first,
    settings: resolved.value as unknown as Record<string, unknown>,
  };
  const note = issue(
    E.recommendedRounds,
    `Stage "${first.id}" plays ${rounds} rounds, ${GAME_DEFAULTS[game].name}'s recommendation for ${players} players (it was set to ${current.rounds}).`,
    `/settings/stages/0/settings/rounds`,
  );
  return ok({
    state: {
      ...state,
      settings: { ...state.settings, stages: [stage, ...state.settings.stages.slice(1)] },
    },
    stage,
    note,
  });
}
