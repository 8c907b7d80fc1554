import { createValidator, err, ok, type Result, type Validator } from '@tcgkit/core';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import { validateRoundRobinSettings } from './generated/round-robin-settings.validator.js';
import { validateRoundRobinState } from './generated/round-robin-state.validator.js';
import { checkAgainstLog } from './log-check.js';
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
export const roundRobinSettings: Validator<RoundRobinSettings, RoundRobinErrorCode> =
  /* @__PURE__ */ createValidator<RoundRobinSettings, RoundRobinErrorCode>(
    validateRoundRobinSettings,
    {
      code: RoundRobinErrors.invalidSettings,
      subject: 'Round robin settings',
    },
  );

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
export const roundRobinState: Validator<RoundRobinState, RoundRobinErrorCode> =
  /* @__PURE__ */ createValidator<RoundRobinState, RoundRobinErrorCode>(validateRoundRobinState, {
    code: RoundRobinErrors.invalidState,
    subject: 'Saved round robin stage',
  });

/**
 * Loads a saved stage: checks it against the state schema, then that it holds together (every
 * player in exactly one group, matches between players of their group, known drops, a draw order
 * that lists everyone once), and that it says what its own log says: the groups the draw and the
 * logged changes give, every match's result (games, winner, how it was decided, confirmation,
 * correction), the drops and the closing, as {@link reportResult} and the other operations wrote
 * them. Errors: `round-robin/invalid-state` with the path of the problem;
 * `round-robin/log-mismatch` with the path of the first value that differs from the log.
 *
 * @example
 * ```ts
 * const loaded = loadStage(JSON.parse(saved));
 * if (loaded.ok) stage = loaded.value;
 * ```
 */
export function loadStage(data: unknown): Result<RoundRobinState, RoundRobinErrorCode> {
  const parsed = roundRobinState.parse(data);
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  const bad = (message: string, path: string) =>
    err(RoundRobinErrors.invalidState, `Saved round robin stage is inconsistent: ${message}`, path);
  const ids = new Set(s.participants.map((p) => p.id));
  if (ids.size !== s.participants.length) return bad('a player is listed twice.', '/participants');
  const groupOf = new Map<string, string>();
  for (const [gi, g] of s.groups.entries()) {
    for (const [pi, id] of g.playerIds.entries()) {
      if (!ids.has(id))
        return bad(`"${id}" is not a participant.`, `/groups/${gi}/playerIds/${pi}`);
      if (groupOf.has(id)) return bad(`"${id}" is in two groups.`, `/groups/${gi}/playerIds/${pi}`);
      groupOf.set(id, g.id);
    }
  }
  if (groupOf.size !== ids.size) return bad('a participant is in no group.', '/groups');
  if (s.drawOrder.length !== ids.size || s.drawOrder.some((id) => !ids.has(id))) {
    return bad('the draw order must list every player once.', '/drawOrder');
  }
  const matchIds = new Set<string>();
  for (const [mi, m] of s.matches.entries()) {
    if (matchIds.has(m.id)) return bad(`match id "${m.id}" is used twice.`, `/matches/${mi}/id`);
    matchIds.add(m.id);
    for (const [side, id] of m.players.entries()) {
      if (groupOf.get(id) !== m.group) {
        return bad(`"${id}" is not in group ${m.group}.`, `/matches/${mi}/players/${side}`);
      }
    }
  }
  for (const [di, id] of s.dropped.entries()) {
    if (!ids.has(id)) return bad(`"${id}" is not a participant.`, `/dropped/${di}`);
  }
  const edited = checkAgainstLog(s);
  if (edited !== undefined) return err(edited.code, edited.message, edited.path);
  return ok(s);
}
