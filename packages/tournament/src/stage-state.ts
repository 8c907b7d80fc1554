import { err, ok, type Result } from '@tcgkit/core';
import { engineComplete } from './engines.js';
import { TournamentErrors as E } from './errors.js';
import type { StageEngine, StageState, TournamentState, TournamentStatus } from './types.js';

// How a stage's status and the event's follow from the engines: shared by every action.

export function stageStatus(engine: StageEngine | null): StageState['status'] {
  if (engine === null) return 'waiting';
  return engineComplete(engine) ? 'complete' : 'running';
}

export function eventStatus(
  state: Omit<TournamentState, 'status'>,
  started: boolean,
): TournamentStatus {
  if (!started) return 'registration';
  const definitions = state.settings.stages;
  if (!definitions.some((d) => d.parallel === true)) {
    const last = state.stages.at(-1);
    return last !== undefined && last.status === 'complete' ? 'complete' : 'running';
  }
  // Parallel stages: complete once every stage no rule leaves from is complete (a parallel stage
  // nobody entered has nothing to play).
  const feeding = new Set(
    state.settings.advancement.filter((r) => r.action.type === 'advance').map((r) => r.from),
  );
  const done = state.stages.every(
    (s, k) =>
      feeding.has(s.id) ||
      s.status === 'complete' ||
      (definitions[k]?.parallel === true && s.engine === null && s.entrants.length === 0),
  );
  return done ? 'complete' : 'running';
}

export function withStages(state: TournamentState, stages: readonly StageState[]): TournamentState {
  const next = { ...state, stages };
  return { ...next, status: eventStatus(next, true) };
}

export function setEngine(stage: StageState, engine: StageEngine): StageState {
  return { ...stage, engine, status: stageStatus(engine) };
}

export function findStage(state: TournamentState, id: string): Result<number> {
  const i = state.stages.findIndex((s) => s.id === id);
  return i < 0
    ? err(
        E.unknownStage,
        `There is no stage "${id}": the event's stages are ${state.stages.map((s) => `"${s.id}"`).join(', ')}.`,
        '/stage',
      )
    : ok(i);
}

/** A parallel stage by id, for a registration or late entry into it. */
export function parallelStage(state: TournamentState, id: string): Result<number> {
  const i = findStage(state, id);
  if (!i.ok) return i;
  if (state.settings.stages[i.value]?.parallel !== true) {
    return err(
      E.invalidSettings,
      `Stage "${id}" does not run beside the first stage: a player registers into a parallel stage (parallel: true), or into the first stage by leaving stage out.`,
      '/stage',
    );
  }
  return i;
}
