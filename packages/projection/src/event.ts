/**
 * `projectStageCut`: the same projection for a Swiss stage of a `@tcgkit/tournament` event.
 * @module
 */
import { err, type Result } from '@tcgkit/core';
import type { SwissStage } from '@tcgkit/swiss';
import type { TournamentState } from '@tcgkit/tournament';
import { ProjectionErrors as E, type ProjectionErrorCode } from './errors.js';
import { projectCut } from './project.js';
import type { CutProjection, ProjectionOptions } from './types.js';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The size of the cut the event's first placement rule out of the stage takes (1 to N). */
function eventCut(event: Record<string, unknown>, stageId: string): number | undefined {
  const settings = event.settings;
  if (!isObject(settings) || !Array.isArray(settings.advancement)) return undefined;
  for (const rule of settings.advancement) {
    if (!isObject(rule) || rule.from !== stageId || !isObject(rule.condition)) continue;
    const c = rule.condition;
    if (c.type === 'placement-range' && c.from === 1 && Number.isSafeInteger(c.to))
      return c.to as number;
  }
  return undefined;
}

/**
 * {@link projectCut} for the Swiss stage `stageId` of a tournament event, with the stage's
 * standings rules. `cut` defaults to the event's advancement rule out of the stage that takes
 * placements from 1 (a top 8 rule gives 8).
 *
 * Total: any value gives a `Result`. Errors: `projection/invalid-event`,
 * `projection/unknown-stage`, `projection/not-swiss`, `projection/no-cut`, and those of
 * `projectCut`.
 *
 * @example
 * ```ts
 * const projection = unwrap(projectStageCut(event, 'swiss'));
 * projection.cut; // 8, from the event's top 8 rule
 * ```
 */
export function projectStageCut(
  event: TournamentState,
  stageId: string,
  options: Partial<ProjectionOptions> = {},
): Result<CutProjection, ProjectionErrorCode> {
  const e: unknown = event;
  if (!isObject(e) || e.type !== 'tournament' || !Array.isArray(e.stages))
    return err(
      E.invalidEvent,
      'Not a tcgkit tournament event (a state with `type: "tournament"` and `stages`).',
    );
  const index = e.stages.findIndex((st) => isObject(st) && st.id === stageId);
  const stage = e.stages[index] as unknown;
  if (!isObject(stage))
    return err(E.unknownStage, `The event has no stage "${String(stageId)}".`, '/stages');
  const engine = stage.engine;
  if (engine === null || engine === undefined)
    return err(
      E.unknownStage,
      `Stage "${stageId}" has not started yet.`,
      `/stages/${index}/engine`,
    );
  if (!isObject(engine) || engine.format !== 'swiss')
    return err(
      E.notSwiss,
      `Stage "${stageId}" is not a Swiss stage: only Swiss stages have a cut to project.`,
      `/stages/${index}/engine/format`,
    );
  if (!isObject(options)) return err(E.invalidOptions, 'The options must be an object.');
  const cut = options.cut ?? eventCut(e, stageId);
  if (cut === undefined)
    return err(
      E.noCut,
      `No cut size: pass \`cut\`, or give the event a placement rule from 1 out of "${stageId}".`,
    );
  const projected = projectCut(engine.state as SwissStage, { ...options, cut });
  if (!projected.ok && projected.error.code === E.invalidStage) {
    const path = `/stages/${index}/engine/state${projected.error.path ?? ''}`;
    return err(E.invalidStage, projected.error.message, path);
  }
  return projected;
}
