import { createValidator, type Validator } from '@tcgkit/core';
import { type FfaErrorCode, FfaErrors } from './errors.js';
import { validateFfaSettings } from './generated/ffa-settings.validator.js';
import { validateFfaState } from './generated/ffa-state.validator.js';
import type { FfaSettingsInput, FfaState } from './types.js';

/**
 * Checks free-for-all settings from outside (a form, a file) against
 * `schemas/ffa-settings.schema.json`. Error code: `ffa/invalid-settings`, with the JSON Pointer
 * of the offending value.
 *
 * @example
 * ```ts
 * ffaSettings.parse({ playersPerLobby: 1 });
 * // { ok: false, error: { code: 'ffa/invalid-settings', path: '/playersPerLobby', ... } }
 * ```
 */
export const ffaSettings: Validator<FfaSettingsInput, FfaErrorCode> =
  /* @__PURE__ */ createValidator<FfaSettingsInput, FfaErrorCode>(validateFfaSettings, {
    code: FfaErrors.invalidSettings,
    subject: 'Free-for-all settings',
  });

/**
 * Checks a saved stage against `schemas/ffa-state.schema.json`. Error code: `ffa/invalid-state`.
 * {@link loadFfaStage} runs this and then checks that the stage adds up.
 *
 * @example
 * ```ts
 * const checked = ffaState.parse(JSON.parse(saved));
 * if (!checked.ok) console.error(checked.error.path);
 * ```
 */
export const ffaState: Validator<FfaState, FfaErrorCode> = /* @__PURE__ */ createValidator<
  FfaState,
  FfaErrorCode
>(validateFfaState, {
  code: FfaErrors.invalidState,
  subject: 'Saved free-for-all stage',
});
