import { createValidator, type Validator } from '@tcgkit/core';
import { TournamentErrors } from './errors.js';
import { validateTournamentEvent } from './generated/tournament-event.validator.js';
import { validateTournamentSettings } from './generated/tournament-settings.validator.js';
import type { TournamentSettingsInput, TournamentState } from './types.js';

/**
 * Checks event settings against `schemas/tournament-settings.schema.json`. Error code
 * `tournament/invalid-settings` with the JSON Pointer of the offending value.
 * {@link resolveTournamentSettings} runs this first, then the rules between stages.
 *
 * @example
 * ```ts
 * tournamentSettings.check({ stages: [] }); // { code: 'tournament/invalid-settings', path: '/stages', ... }
 * ```
 */
export const tournamentSettings: Validator<TournamentSettingsInput> =
  /* @__PURE__ */ createValidator<TournamentSettingsInput>(validateTournamentSettings, {
    code: TournamentErrors.invalidSettings,
    subject: 'Tournament settings',
  });

/**
 * Checks a saved event against the published `schemas/tournament-event.schema.json`. Error code
 * `tournament/invalid-event`. {@link importTournament} runs this, then each stage's own loader,
 * then replays the log and compares.
 *
 * @example
 * ```ts
 * tournamentEvent.is(JSON.parse(text));
 * ```
 */
export const tournamentEvent: Validator<TournamentState> =
  /* @__PURE__ */ createValidator<TournamentState>(validateTournamentEvent, {
    code: TournamentErrors.invalidEvent,
    subject: 'Saved tournament',
  });
