import { createValidator, type Validator } from '@tcgkit/core';
import { RoundRobinErrors } from './errors.js';
import { validateRoundRobinSettings } from './generated/round-robin-settings.validator.js';
import { validateRoundRobinState } from './generated/round-robin-state.validator.js';
import type { RoundRobinSettings, RoundRobinState } from './types.js';

/**
 * Checks round robin settings from outside (a form, a file) against
 * `schemas/round-robin-settings.schema.json`. Error code: `round-robin/invalid-settings`, with
 * the JSON Pointer of the offending value. {@link resolveSettings} then checks what a schema
 * cannot (a playoff that fits the qualifiers).
 *
 * @example
 * ```ts
 * const checked = roundRobinSettings.parse({ cycles: 0 });
 * // { ok: false, error: { code: 'round-robin/invalid-settings', path: '/cycles', ... } }
 * ```
 */
export const roundRobinSettings: Validator<RoundRobinSettings> =
  createValidator<RoundRobinSettings>(validateRoundRobinSettings, {
    code: RoundRobinErrors.invalidSettings,
    subject: 'Round robin settings',
  });

/**
 * Checks a saved stage against `schemas/round-robin-state.schema.json` before it is used.
 * Error code: `round-robin/invalid-state`, with the JSON Pointer of the offending value.
 *
 * @example
 * ```ts
 * const loaded = roundRobinState.parse(JSON.parse(saved));
 * if (!loaded.ok) console.error(loaded.error.message, loaded.error.path);
 * ```
 */
export const roundRobinState: Validator<RoundRobinState> = createValidator<RoundRobinState>(
  validateRoundRobinState,
  { code: RoundRobinErrors.invalidState, subject: 'Saved round robin stage' },
);
