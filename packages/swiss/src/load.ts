import {
  createValidator,
  err,
  type Issue,
  ok,
  type Result,
  TcgkitError,
  type Validator,
} from '@tcgkit/core';
import { hasStageShape } from './check.js';
import { type SwissErrorCode, SwissErrors } from './errors.js';
import { validateSwissStage } from './generated/swiss-stage.validator.js';
import { checkSwissSettings } from './settings.js';
import type { SwissStage } from './types.js';

/**
 * Checks a saved stage with its JSON Schema (`schemas/swiss-stage.schema.json`) only.
 * Error code: `swiss/invalid-state`.
 */
export const swissStageSchema: Validator<SwissStage, SwissErrorCode> =
  /* @__PURE__ */ createValidator<SwissStage, SwissErrorCode>(validateSwissStage, {
    code: SwissErrors.invalidState,
    subject: 'Saved Swiss stage',
  });

/**
 * Loads a saved stage: the JSON Schema, then the rules the schema cannot say (unique ids,
 * rounds numbered in order, tables numbered from 1, every paired player registered and in at
 * most one match or the bye of a round, settings rules). A bad save is rejected with the path of
 * the first problem; nothing is changed or repaired.
 *
 * Errors: `swiss/invalid-state`, `swiss/invalid-settings`.
 *
 * @example
 * ```ts
 * const loaded = loadSwissStage(JSON.parse(text));
 * if (!loaded.ok) console.error(loaded.error.message, loaded.error.path);
 * ```
 */
export function loadSwissStage(data: unknown): Result<SwissStage, SwissErrorCode> {
  const parsed = swissStageSchema.parse(data);
  if (!parsed.ok) return parsed;
  const checked = checkConsistency(parsed.value);
  if (checked.ok) sound.add(checked.value);
  return checked;
}

/**
 * Stages known to be sound: every stage this package returns, and every stage that passed the
 * check. A stage is plain data that nothing mutates (functions return new stages), so one that
 * was sound stays sound, and a function given it does not walk it again: reporting the results
 * of a large round one match at a time stays linear, not quadratic.
 */
const sound = new WeakSet<object>();

/** `ok(stage)`, remembering that `stage` is sound. @internal */
export function okStage(
  stage: SwissStage,
  warnings?: readonly Issue[],
): Result<SwissStage, SwissErrorCode> {
  sound.add(stage);
  return ok(stage, warnings);
}

/**
 * The check every function that takes a stage runs first: the same rules, with the same codes
 * and paths, as {@link loadSwissStage}, but with the JSON Schema replaced by a hand-written
 * single pass ({@link hasStageShape}) that costs little beside a pairing, and skipped for a stage
 * this package returned or already checked. Only when that pass fails does the (slower) schema
 * run, to name the first problem exactly as `loadSwissStage` does.
 * @internal
 */
export function checkStage(data: unknown): Result<SwissStage, SwissErrorCode> {
  if (typeof data === 'object' && data !== null && sound.has(data)) return ok(data as SwissStage);
  if (hasStageShape(data)) {
    const checked = checkConsistency(data);
    if (checked.ok) sound.add(data);
    return checked;
  }
  const loaded = loadSwissStage(data);
  return loaded.ok ? err(SwissErrors.invalidState, 'Saved Swiss stage is invalid.', '') : loaded;
}

/**
 * {@link checkStage} for the functions that return a value rather than a Result (standings and
 * views): throws a `TcgkitError` with the stage check's code, message and path.
 * @internal
 */
export function assertStage(data: unknown): asserts data is SwissStage {
  const checked = checkStage(data);
  if (!checked.ok) throw new TcgkitError(checked.error);
}

/** The rules the schema cannot say, on a stage that has the schema's shape. */
function checkConsistency(stage: SwissStage): Result<SwissStage, SwissErrorCode> {
  const settings = checkSwissSettings(stage.settings);
  if (!settings.ok) {
    return err(
      settings.error.code,
      settings.error.message,
      `/settings${settings.error.path ?? ''}`,
    );
  }
  const bad = (message: string, path: string) =>
    err(SwissErrors.invalidState, `Saved Swiss stage is invalid: ${message}`, path);
  // Each player's index, and the last round they were seen in (one pass, no set per round).
  const ids = new Map<string, number>();
  for (let i = 0; i < stage.players.length; i++) {
    const p = stage.players[i] as SwissStage['players'][number];
    if (ids.has(p.id)) return bad(`player "${p.id}" is listed twice.`, `/players/${i}/id`);
    ids.set(p.id, i);
    if (stage.status !== 'registration' && p.initialSeed === undefined) {
      return bad(
        'a started stage gives every player an initial seed.',
        `/players/${i}/initialSeed`,
      );
    }
    if (p.joinedAfterRound !== undefined && p.joinedAfterRound > stage.rounds.length) {
      return bad(
        'a player joined after a round that was never paired.',
        `/players/${i}/joinedAfterRound`,
      );
    }
    if (p.droppedAfterRound !== undefined && p.droppedAfterRound > stage.rounds.length) {
      return bad(
        'a player dropped after a round that was never paired.',
        `/players/${i}/droppedAfterRound`,
      );
    }
  }
  if (stage.status === 'registration' && stage.rounds.length > 0) {
    return bad('a stage in registration has no rounds.', '/rounds/0');
  }
  if (stage.rounds.length > stage.settings.rounds) {
    return bad(
      `${stage.rounds.length} rounds paired but the stage plays ${stage.settings.rounds}.`,
      `/rounds/${stage.settings.rounds}`,
    );
  }
  const seenIn = new Int32Array(stage.players.length);
  for (let r = 0; r < stage.rounds.length; r++) {
    const round = stage.rounds[r] as SwissStage['rounds'][number];
    if (round.number !== r + 1)
      return bad(`round ${r + 1} is numbered ${round.number}.`, `/rounds/${r}/number`);
    const use = (id: string, path: string) => {
      const i = ids.get(id);
      if (i === undefined) return bad(`"${id}" is not a registered player.`, path);
      if (seenIn[i] === r + 1) return bad(`"${id}" appears twice in round ${r + 1}.`, path);
      seenIn[i] = r + 1;
      return undefined;
    };
    for (let m = 0; m < round.matches.length; m++) {
      const match = round.matches[m] as SwissStage['rounds'][number]['matches'][number];
      if (match.table !== m + 1)
        return bad(`table ${m + 1} is numbered ${match.table}.`, `/rounds/${r}/matches/${m}/table`);
      for (let side = 0; side < 2; side++) {
        const problem = use(
          match.players[side] as string,
          `/rounds/${r}/matches/${m}/players/${side}`,
        );
        if (problem) return problem;
      }
      const result = match.result;
      if (
        result !== undefined &&
        (result.forfeitWinner !== undefined || result.notPlayed !== undefined) &&
        (result.games[0] !== 0 ||
          result.games[1] !== 0 ||
          result.drawnGames !== undefined ||
          (result.forfeitWinner !== undefined && result.notPlayed !== undefined))
      )
        return bad(
          'a forfeit (forfeitWinner) or a match not played (notPlayed) is one of the two, with games [0, 0] and no drawn games.',
          `/rounds/${r}/matches/${m}/result`,
        );
      if (r < stage.rounds.length - 1 && result === undefined) {
        return bad(
          `round ${r + 1} was followed by another round but has no result here.`,
          `/rounds/${r}/matches/${m}`,
        );
      }
    }
    if (round.bye !== undefined) {
      const problem = use(round.bye, `/rounds/${r}/bye`);
      if (problem) return problem;
    }
  }
  return ok(stage);
}
