import { err, type Issue, ok, type ParticipantId, type Result } from '@tcgkit/core';
import { at, dropFromEngine, finishEngine, loadEngineState } from './engines.js';
import { TournamentErrors as E } from './errors.js';
import { findStage, setEngine, withStages } from './stage-state.js';
import type {
  ActionMeta,
  StageDefinition,
  StageEngine,
  StageState,
  TournamentParticipant,
  TournamentState,
} from './types.js';

/** Who a loaded engine has, and which of them it records as dropped or as late entrants. */
interface Roster {
  readonly ids: readonly ParticipantId[];
  /** Where the list sits in the engine state (for an unknown player's path). */
  readonly path: string;
  readonly dropped: ReadonlySet<ParticipantId>;
  readonly late: ReadonlySet<ParticipantId>;
}

function rosterOf(engine: StageEngine): Roster {
  if (engine.format === 'swiss') {
    const players = engine.state.players;
    return {
      ids: players.map((p) => p.id),
      path: '/engine/state/players',
      dropped: new Set(players.filter((p) => p.droppedAfterRound !== undefined).map((p) => p.id)),
      late: new Set(players.filter((p) => p.joinedAfterRound !== undefined).map((p) => p.id)),
    };
  }
  if (engine.format === 'elimination') {
    const state = engine.state;
    return {
      ids: state.participants.map((p) => p.id),
      path: '/engine/state/participants',
      dropped: new Set(state.dropped),
      late: new Set(),
    };
  }
  throw new Error(`load-stage takes Swiss and elimination states, not ${engine.format}.`);
}

/** The engine a stage format is loaded with. */
const loadedFormat = (definition: StageDefinition): 'swiss' | 'elimination' | undefined =>
  definition.format === 'swiss'
    ? 'swiss'
    : definition.format === 'single-elimination' || definition.format === 'double-elimination'
      ? 'elimination'
      : undefined;

/**
 * The `load-stage` action: a waiting Swiss or elimination stage takes an engine state paired and
 * played elsewhere. Its players must be registered; the event marks those the engine records as
 * dropped or late, drops from the engine those the event already dropped, and closes the stages
 * that feed it (they must be complete), as advancing would.
 */
export function loadStageState(
  state: TournamentState,
  stageId: string,
  given: unknown,
  meta: ActionMeta,
): Result<TournamentState> {
  const i = findStage(state, stageId);
  if (!i.ok) return i;
  const stage = state.stages[i.value] as StageState;
  const definition = state.settings.stages[i.value] as StageDefinition;
  if (stage.engine !== null) {
    return err(
      E.alreadyStarted,
      `Stage "${stageId}" has already started (${stage.status}): load-stage fills a waiting stage only. Load into a fresh event, or undoLast back to before the stage started.`,
      '/stage',
    );
  }
  const format = loadedFormat(definition);
  if (format === undefined) {
    return err(
      E.invalidStageState,
      `Stage "${stageId}" is ${definition.format}: only Swiss and single or double elimination stages take a loaded engine state.`,
      '/stage',
    );
  }
  const engineFormat = (given as { format?: unknown } | null)?.format;
  if (typeof given !== 'object' || given === null || engineFormat !== format) {
    return err(
      E.invalidStageState,
      `Stage "${stageId}" is ${definition.format}, so it takes { format: '${format}', state } (a ${format === 'swiss' ? '@tcgkit/swiss stage' : '@tcgkit/elimination bracket'}); got ${typeof engineFormat === 'string' ? `format '${engineFormat}'` : 'no format'}.`,
      '/engine/format',
    );
  }
  const loaded = at(loadEngineState(format, (given as { state?: unknown }).state), '/engine/state');
  if (!loaded.ok) return loaded;
  let engine = loaded.value;
  if (engine.format === 'elimination' && engine.state.settings.format !== definition.format) {
    return err(
      E.invalidStageState,
      `Stage "${stageId}" is ${definition.format} but the bracket is ${engine.state.settings.format}.`,
      '/engine/state/settings/format',
    );
  }
  const roster = rosterOf(engine);
  const byId = new Map(state.participants.map((p) => [p.id, p] as const));
  const unknown = roster.ids.findIndex((id) => !byId.has(id));
  if (unknown >= 0) {
    return err(
      E.unknownPlayer,
      `"${roster.ids[unknown]}" plays in the loaded stage but is not registered: register every player of the stage before loading it.`,
      `${roster.path}/${unknown}/id`,
    );
  }
  // Players the event already dropped are dropped from the loaded stage too.
  for (const id of roster.ids) {
    if (byId.get(id)?.dropped !== true || roster.dropped.has(id)) continue;
    const dropped = dropFromEngine(engine, id, meta);
    if (!dropped.ok) return at(dropped, '/engine/state');
    engine = dropped.value;
  }
  const warnings: Issue[] = [...loaded.warnings];
  const stages = state.stages.slice();
  const sources = state.settings.advancement
    .filter((r) => r.action.type === 'advance' && r.action.to === stageId)
    .map((r) => r.from);
  for (const from of new Set(sources)) {
    const k = state.stages.findIndex((s) => s.id === from);
    const source = stages[k] as StageState;
    if (source.advanced) continue;
    if (source.status !== 'complete' || source.engine === null) {
      return err(
        E.invalidStageState,
        `Stage "${stageId}" is fed by "${from}", which is ${source.status}: load or finish "${from}" first, then load "${stageId}".`,
        '/stage',
      );
    }
    const closed = finishEngine(source.engine, meta);
    if (!closed.ok) return closed;
    stages[k] = { ...setEngine(source, closed.value), advanced: true };
  }
  const entered = new Set(roster.ids);
  const beside = definition.parallel === true ? stageId : undefined;
  const first = i.value === 0 || beside !== undefined;
  const participants = state.participants.map((p): TournamentParticipant => {
    if (!entered.has(p.id)) return p;
    const { stage: _stage, ...rest } = p;
    return {
      ...(first ? rest : p),
      ...(roster.dropped.has(p.id) ? { dropped: true } : {}),
      ...(roster.late.has(p.id) ? { late: true } : {}),
      ...(first && beside !== undefined ? { stage: beside } : {}),
    };
  });
  stages[i.value] = { ...setEngine(stage, engine), entrants: [...roster.ids] };
  return ok(withStages({ ...state, participants }, stages), warnings);
}
