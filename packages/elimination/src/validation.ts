import { createValidator, type Validator } from '@tcgkit/core';
import { type EliminationErrorCode, EliminationErrors } from './errors.js';
import { validateEliminationSettings } from './generated/elimination-settings.validator.js';
import { validateEliminationState } from './generated/elimination-state.validator.js';
import type { EliminationSettings, EliminationState } from './types.js';

/**
 * Checks elimination settings against `schemas/elimination-settings.schema.json`.
 * Error code: `elimination/invalid-settings`.
 *
 * @example
 * ```ts
 * import { eliminationSettings } from '@tcgkit/elimination';
 * eliminationSettings.is({ format: 'single-elimination', allowByes: true }); // true
 * ```
 */
export const eliminationSettings: Validator<EliminationSettings, EliminationErrorCode> =
  /* @__PURE__ */ createValidator<EliminationSettings, EliminationErrorCode>(
    validateEliminationSettings,
    {
      code: EliminationErrors.invalidSettings,
      subject: 'Elimination settings',
    },
  );

/**
 * Checks the shape of a saved elimination stage against `schemas/elimination-state.schema.json`.
 * {@link loadBracket} also checks that the bracket holds together.
 * Error code: `elimination/invalid-state`.
 */
export const eliminationStateShape: Validator<EliminationState, EliminationErrorCode> =
  /* @__PURE__ */ createValidator<EliminationState, EliminationErrorCode>(
    validateEliminationState,
    {
      code: EliminationErrors.invalidState,
      subject: 'Saved elimination stage',
    },
  );
