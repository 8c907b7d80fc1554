import {
  err,
  type Issue,
  ok,
  type Participant,
  type ParticipantId,
  type Result,
  seedingRatings,
  withPathPrefix,
} from '@tcgkit/core';
import { roundRobinEngine } from '@tcgkit/round-robin';
import { SwissErrorCode } from '@tcgkit/swiss';
import { applyAdvancement } from './advancement.js';
import {
  changeEngineSettings,
  changeGroups,
  dropFromEngine,
  engineComplete,
  finishEngine,
  lateEntryToEngine,
  pairEngine,
  reportToEngine,
  startEngine,
} from './engines.js';
import { TournamentErrors as E } from './errors.js';
import { loadStageState } from './load-stage.js';
import { logLength, withAppendedLog, withoutLog } from './log.js';
import { withRecommendedRounds } from './rounds.js';
import { resolveTournamentSettings } from './settings.js';
import { findStage, parallelStage, setEngine, withStages } from './stage-state.js';
import { stageStandings } from './standings.js';
import type {
  ActionMeta,
  LogEntry,
  MatchReport,
  StageDefinition,
  StageEngine,
  StageState,
  TournamentAction,
  TournamentSettingsInput,
  TournamentState,
} from './types.js';

function fail<T>(result: Result<T> & { ok: false }, prefix?: string): Result<never> {
  return prefix === undefined ? result : { ok: false, error: withPathPrefix(result.error, prefix) };
}

function activeStage(state: TournamentState, id: string): Result<number> {
  const i = findStage(state, id);
  if (!i.ok) return i;
  const stage = state.stages[i.value] as StageState;
  if (stage.engine === null || stage.advanced) {
    return err(
      E.stageNotRunning,
      stage.engine === null
        ? notStartedMessage(state, id)
        : `Stage "${id}" is over: its players have advanced, so it takes no more pairings, results or changes.`,
      '/stage',
    );
  }
  return i;
}

/** Why a stage has not started, and what starts it: `startTournament`, or the advancement that feeds it. */
function notStartedMessage(state: TournamentState, id: string): string {
  if (state.status === 'registration') {
    return `Stage "${id}" has not started: the event is still taking registrations. Start it with startTournament(event).`;
  }
  const from = state.settings.advancement
    .filter((r) => r.action.type === 'advance' && r.action.to === id)
    .map((r) => r.from);
  const sources = [...new Set(from)];
  return sources.length === 0
    ? `Stage "${id}" has not started.`
    : `Stage "${id}" has not started: it starts when its players advance, with ${sources.map((f) => `advanceStage(event, "${f}")`).join(' and ')} once ${sources.length === 1 ? 'that stage is' : 'those stages are'} complete.`;
}

/** What is left before a stage is complete: its open matches, or rounds still to pair. */
function incompleteHint(state: TournamentState, stage: StageState, id: string): string {
  const engine = stage.engine;
  if (engine === null) return notStartedMessage(state, id);
  if (engine.format === 'swiss') {
    const s = engine.state;
    const open = s.rounds.flatMap((r) => r.matches.filter((m) => m.result === undefined)).length;
    if (open > 0)
      return `Report its ${open} open match${open === 1 ? '' : 'es'} first (openMatches(event, "${id}") lists them).`;
    return `Pair and play its remaining ${s.settings.rounds - s.rounds.length} round(s) with pairStage(event, "${id}").`;
  }
  return `Report its open matches first (openMatches(event, "${id}") lists them).`;
}

/** Late entry into a Swiss stage created without it: it is set when the event is created. */
function lateEntryOff(stage: StageState): Result<never> | undefined {
  const engine = stage.engine;
  if (engine?.format !== 'swiss' || engine.state.settings.lateEntry) return undefined;
  // The Swiss engine's code, as before; the message says where the setting lives.
  return err(
    SwissErrorCode.lateEntryClosed,
    `Late entry is off for stage "${stage.id}". It is set when the event is created and cannot be turned on later: create the event with settings: { lateEntry: true, lateEntryThroughRound: 2 } on that stage.`,
  );
}

/**
 * A correction to a round robin stage whose players have advanced: its engine (closed when they
 * advanced) refuses it with `round-robin/correction-closed` at `/stage` (or its match error).
 */
function closedRoundRobin(
  state: TournamentState,
  action: TournamentAction,
): Result<never> | undefined {
  if (action.type !== 'correction') return undefined;
  const stage = state.stages.find((s) => s.id === action.stage);
  if (stage?.advanced !== true || stage.engine?.format !== 'round-robin') return undefined;
  const { type: _type, ...report } = action;
  const refused = reportToEngine(stage.engine, report, true);
  if (!refused.ok) return refused;
  return err(
    E.stageNotRunning,
    `Stage "${stage.id}" is over: its players have advanced.`,
    '/stage',
  );
}

/** The participants with the ratings `rating` seeding will read (see {@link startTournament}). */
function withRatings(
  state: TournamentState,
  ratings: unknown,
  missingRating: unknown,
  seedBy: unknown,
): Result<TournamentState> {
  const seeding = seedingRatings(state.participants, ratings, missingRating ?? 'last', seedBy);
  if (!seeding.ok) return seeding;
  const unrated = seeding.value.unrated.find((i) => state.participants[i]!.dropped !== true);
  if (missingRating === 'error' && unrated !== undefined) {
    return err(
      E.missingRating,
      `Rating seeding needs a rating for every player; "${state.participants[unrated]!.id}" has none.`,
      `/participants/${unrated}/rating`,
    );
  }
  const rated = seeding.value.ratings;
  return ok({
    ...state,
    participants: state.participants.map((p, i) =>
      rated[i] === undefined || rated[i] === p.rating ? p : { ...p, rating: rated[i] },
    ),
  });
}

function participantOf(state: TournamentState, id: ParticipantId): Participant {
  const p = state.participants.find((x) => x.id === id);
  if (p === undefined) throw new Error(`Unknown participant ${id}`);
  const { dropped: _d, late: _l, ...rest } = p;
  return rest;
}

function create(
  settingsInput: TournamentSettingsInput,
  seed: string | number,
): Result<TournamentState> {
  if (typeof seed === 'number' && !Number.isFinite(seed)) {
    return err(E.invalidSettings, 'The seed must be a string or a finite number.', '/seed');
  }
  const settings = resolveTournamentSettings(settingsInput);
  if (!settings.ok) return fail(settings, '/settings');
  return ok({
    schemaVersion: 1,
    type: 'tournament',
    seed,
    settings: settings.value,
    status: 'registration',
    participants: [],
    stages: settings.value.stages.map((s) => ({
      id: s.id,
      status: 'waiting',
      entrants: [],
      advanced: false,
      engine: null,
    })),
    log: [],
  });
}

function checkParticipant(state: TournamentState, p: Participant): Result<Participant> {
  if (typeof p?.id !== 'string' || p.id === '')
    return err(E.unknownPlayer, 'A participant needs a non-empty id.', '/participant/id');
  if (state.participants.some((x) => x.id === p.id)) {
    return err(E.duplicatePlayer, `"${p.id}" is already registered.`, '/participant/id');
  }
  return ok(p);
}

function perform(
  state: TournamentState,
  action: TournamentAction,
  meta: ActionMeta,
): Result<TournamentState> {
  switch (action.type) {
    case 'create':
      return err(
        E.alreadyStarted,
        'The event already exists: "create" is only the first log entry.',
      );
    case 'register': {
      if (state.status !== 'registration') {
        return err(
          E.alreadyStarted,
          'The event has started, so registration is closed: add the player with addLateEntry (a running first Swiss stage with late entry on).',
          '/participant',
        );
      }
      const checked = checkParticipant(state, action.participant);
      if (!checked.ok) return checked;
      if (action.stage !== undefined) {
        const into = parallelStage(state, action.stage);
        if (!into.ok) return into;
      }
      const registered =
        action.stage === undefined
          ? action.participant
          : { ...action.participant, stage: action.stage };
      return ok({ ...state, participants: [...state.participants, registered] });
    }
    case 'start': {
      if (state.status !== 'registration')
        return err(
          E.alreadyStarted,
          'The event has already started: startTournament is called once. Pair the next round with pairStage.',
        );
      const first = state.settings.stages[0];
      const stage = state.stages[0];
      if (first === undefined || stage === undefined)
        throw new Error('An event has at least one stage.');
      if (
        action.ratings !== undefined ||
        action.missingRating !== undefined ||
        action.seedBy !== undefined
      ) {
        const rated = withRatings(state, action.ratings, action.missingRating, action.seedBy);
        if (!rated.ok) return rated;
        state = rated.value;
      }
      const entrants = state.participants
        .filter((p) => p.dropped !== true && p.stage === undefined)
        .map((p) => participantOf(state, p.id));
      let definition = first;
      const notes: Issue[] = [];
      if (action.rounds !== undefined) {
        const applied = withRecommendedRounds(state, action.rounds, entrants.length);
        if (!applied.ok) return applied;
        state = applied.value.state;
        definition = applied.value.stage;
        notes.push(applied.value.note);
      }
      const engine = startEngine(definition, entrants, state.seed, null, meta);
      if (!engine.ok) return engine;
      const started = { ...setEngine(stage, engine.value), entrants: entrants.map((p) => p.id) };
      const stages: StageState[] = [started];
      const warnings = [...notes, ...engine.warnings];
      for (let k = 1; k < state.stages.length; k++) {
        const other = state.stages[k] as StageState;
        const definition = state.settings.stages[k] as StageDefinition;
        const players = state.participants.filter(
          (p) => p.dropped !== true && p.stage === other.id,
        );
        if (definition.parallel !== true || players.length === 0) {
          stages.push(other);
          continue;
        }
        const beside = startEngine(
          definition,
          players.map((p) => participantOf(state, p.id)),
          state.seed,
          null,
          meta,
        );
        if (!beside.ok) return fail(beside, `/stages/${k}`);
        warnings.push(...beside.warnings);
        stages.push({ ...setEngine(other, beside.value), entrants: players.map((p) => p.id) });
      }
      return ok(withStages(state, stages), warnings);
    }
    case 'pair': {
      const i = activeStage(state, action.stage);
      if (!i.ok) return i;
      const stage = state.stages[i.value] as StageState;
      const paired = pairEngine(stage.engine as StageEngine, meta, action.deadline);
      if (!paired.ok) return paired;
      return ok(
        withStages(
          state,
          state.stages.map((s, k) => (k === i.value ? setEngine(s, paired.value) : s)),
        ),
        paired.warnings,
      );
    }
    case 'result':
    case 'correction': {
      const closed = closedRoundRobin(state, action);
      if (closed !== undefined) return closed;
      const i = activeStage(state, action.stage);
      if (!i.ok) return i;
      const stage = state.stages[i.value] as StageState;
      const { type, ...report } = action;
      const done = reportToEngine(
        stage.engine as StageEngine,
        report as MatchReport,
        type === 'correction',
        meta,
      );
      if (!done.ok) return done;
      return ok(
        withStages(
          state,
          state.stages.map((s, k) => (k === i.value ? setEngine(s, done.value) : s)),
        ),
        done.warnings,
      );
    }
    case 'drop': {
      const p = state.participants.find((x) => x.id === action.participantId);
      if (p === undefined)
        return err(
          E.unknownPlayer,
          `"${action.participantId}" is not registered in this event: check the id (drops take the participant id it was registered with).`,
          '/participantId',
        );
      if (p.dropped === true)
        return err(
          E.alreadyDropped,
          `"${p.id}" already dropped: there is nothing more to do (undoLast takes a drop back if it was a mistake).`,
          '/participantId',
        );
      const participants = state.participants.map((x) =>
        x.id === p.id ? { ...x, dropped: true } : x,
      );
      const stages: StageState[] = [];
      for (const s of state.stages) {
        // A complete stage keeps its final standings; advancement skips dropped players anyway.
        if (s.engine === null || s.advanced || s.status === 'complete') {
          stages.push(s);
          continue;
        }
        const dropped = dropFromEngine(s.engine, p.id, meta);
        if (!dropped.ok) return dropped;
        stages.push(setEngine(s, dropped.value));
      }
      const next = { ...state, participants };
      return ok(state.status === 'registration' ? next : withStages(next, stages));
    }
    case 'late-entry': {
      if (state.status === 'registration')
        return err(
          E.notStarted,
          'The event has not started: register the player with registerParticipant instead of a late entry.',
        );
      const checked = checkParticipant(state, action.participant);
      if (!checked.ok) return checked;
      const i =
        action.stage === undefined
          ? state.stages.findIndex((s) => s.engine !== null && !s.advanced)
          : state.stages.findIndex((s) => s.id === action.stage);
      const stage = state.stages[i];
      if (action.stage !== undefined && stage === undefined) {
        const missing = findStage(state, action.stage);
        if (!missing.ok) return missing;
      }
      const target = action.stage ?? state.stages[0]?.id;
      const besideFirst = state.settings.stages[i]?.parallel === true && action.stage !== undefined;
      if (
        stage === undefined ||
        (i !== 0 && !besideFirst) ||
        stage.engine === null ||
        stage.advanced
      )
        return err(
          E.lateEntryClosed,
          action.stage === undefined
            ? `Late entry is only possible while the first stage runs; ${stage === undefined ? 'no stage is running' : `stage "${stage.id}" is running now`}.`
            : `Late entry into "${target}" is not possible: a player joins late only a running first stage or a running parallel stage, and "${target}" ${i !== 0 && !besideFirst ? 'is neither' : 'is not running'}.`,
          action.stage === undefined ? '/participant' : '/stage',
        );
      const closedEntry = lateEntryOff(stage);
      if (closedEntry !== undefined) return closedEntry;
      const joined = lateEntryToEngine(stage.engine as StageEngine, action.participant, meta);
      if (!joined.ok) return joined;
      const entered = {
        ...setEngine(stage, joined.value),
        entrants: [...stage.entrants, action.participant.id],
      };
      const next = {
        ...state,
        participants: [
          ...state.participants,
          {
            ...action.participant,
            late: true,
            ...(i === 0 ? {} : { stage: stage.id }),
          },
        ],
      };
      return ok(
        withStages(
          next,
          state.stages.map((s, k) => (k === i ? entered : s)),
        ),
      );
    }
    case 'group-change': {
      const i = activeStage(state, action.stage);
      if (!i.ok) return i;
      const stage = state.stages[i.value] as StageState;
      const changed = changeGroups(stage.engine as StageEngine, action.change, meta);
      if (!changed.ok) return changed;
      return ok(
        withStages(
          state,
          state.stages.map((s, k) => (k === i.value ? setEngine(s, changed.value) : s)),
        ),
      );
    }
    case 'advance':
      return advance(state, action.stage, meta);
    case 'load-stage':
      return loadStageState(state, action.stage, action.engine, meta);
    case 'stage-settings': {
      const i = activeStage(state, action.stage);
      if (!i.ok) return i;
      const stage = state.stages[i.value] as StageState;
      const changed = changeEngineSettings(stage.engine as StageEngine, action.settings);
      if (!changed.ok) return changed;
      // The stage's definition shows the settings its engine now runs with.
      const definitions = state.settings.stages.map((d) =>
        d.id === action.stage ? { ...d, settings: { ...d.settings, ...action.settings } } : d,
      );
      return ok(
        withStages(
          { ...state, settings: { ...state.settings, stages: definitions } },
          state.stages.map((s, k) => (k === i.value ? setEngine(s, changed.value) : s)),
        ),
      );
    }
    default: {
      const never: never = action;
      throw new Error(`Unknown action ${JSON.stringify(never)}`);
    }
  }
}

function withEventDrops(
  engine: StageEngine,
  droppedIds: ReadonlySet<ParticipantId>,
  meta: ActionMeta,
): Result<StageEngine> {
  if (engine.format !== 'round-robin' || engine.state.settings.playoffs === null) return ok(engine);
  let rr = engine.state;
  for (const id of droppedIds) {
    if (rr.dropped.includes(id) || !rr.participants.some((p) => p.id === id)) continue;
    const done = roundRobinEngine.drop(rr, id, meta);
    if (!done.ok) return done;
    rr = done.value;
  }
  return ok({ format: 'round-robin', state: rr });
}

function advance(
  state: TournamentState,
  stageId: string,
  meta: ActionMeta,
): Result<TournamentState> {
  const i = findStage(state, stageId);
  if (!i.ok) return i;
  const source = state.stages[i.value] as StageState;
  if (source.advanced)
    return err(
      E.alreadyAdvanced,
      `Players have already advanced from "${stageId}": advanceStage is applied once per stage (undoLast takes it back).`,
      '/stage',
    );
  if (source.engine === null || !engineComplete(source.engine)) {
    return err(
      E.stageNotComplete,
      `Stage "${stageId}" is not complete: advancement uses its final standings. ${incompleteHint(state, source, stageId)}`,
      '/stage',
    );
  }
  const droppedIds = new Set(state.participants.filter((p) => p.dropped === true).map((p) => p.id));
  // A group stage with crossover playoffs: players who dropped from the event after it finished
  // are dropped from a copy of it too, so its qualification and draw fill their places.
  const groupStage = withEventDrops(source.engine, droppedIds, meta);
  if (!groupStage.ok) return groupStage;
  const outcome = applyAdvancement(
    state.settings.advancement,
    stageId,
    // Players dropped from the event never advance, even if the stage finished before they dropped.
    stageStandings(groupStage.value).map((row) =>
      droppedIds.has(row.participantId) ? { ...row, dropped: true } : row,
    ),
    `${String(state.seed)}/${stageId}/lots`,
  );
  const warnings: Issue[] = [...outcome.warnings];
  // The stage closes as its players advance (a round robin's results can no longer be corrected).
  const closed = finishEngine(source.engine, meta);
  if (!closed.ok) return closed;
  let stages: StageState[] = state.stages.map((s, k) =>
    k === i.value
      ? { ...setEngine(s, closed.value), advanced: true, selected: outcome.selected }
      : s,
  );
  for (const [target, ids] of Object.entries(outcome.entrants)) {
    stages = stages.map((s) => (s.id === target ? { ...s, entrants: [...s.entrants, ...ids] } : s));
  }
  for (let k = 0; k < stages.length; k++) {
    const target = stages[k] as StageState;
    if (target.engine !== null) continue;
    const sources = state.settings.advancement
      .filter((r) => r.action.type === 'advance' && r.action.to === target.id)
      .map((r) => r.from);
    if (
      sources.length === 0 ||
      !sources.every((id) => stages.find((s) => s.id === id)?.advanced === true)
    )
      continue;
    const definition = state.settings.stages[k];
    if (definition === undefined) throw new Error('Stages and their definitions are parallel.');
    const previous =
      sources[0] === stageId
        ? groupStage.value
        : (stages.find((s) => s.id === sources[0])?.engine ?? null);
    const engine = startEngine(
      definition,
      target.entrants.map((id) => participantOf(state, id)),
      state.seed,
      previous,
      meta,
    );
    if (!engine.ok) return engine;
    warnings.push(...engine.warnings);
    stages[k] = setEngine(target, engine.value);
  }
  return ok(withStages(state, stages), warnings);
}

/**
 * Applies one action to the event and appends it, with its inputs, to the log. Every change to an
 * event goes through here, so {@link replayTournament} rebuilds the same state from the log.
 *
 * Actions: `register`, `start`, `pair` (a Swiss round or free-for-all lobbies), `result`,
 * `correction`, `drop`, `late-entry`, `advance` (apply a complete stage's advancement rules and
 * start every stage that now has all its players), `group-change`, `stage-settings` (a running
 * Swiss stage's pairing style or Prevent repeat matchups).
 *
 * @example
 * ```ts
 * const next = applyAction(event, { type: 'result', stage: 'swiss', match: 'R1-T1', games: [2, 1] });
 * ```
 */
export function applyAction(
  state: TournamentState,
  action: TournamentAction,
  meta: ActionMeta = {},
): Result<TournamentState> {
  // The action works on the state without its log, which the new state gets back with one more
  // entry in constant time (log.ts), so an action costs the same at round 1 and round 10.
  const done = perform(withoutLog(state), action, meta);
  if (!done.ok) return done;
  const entry: LogEntry = {
    seq: logLength(state) + 1,
    action,
    ...(meta.at === undefined ? {} : { at: meta.at }),
    ...(meta.by === undefined ? {} : { by: meta.by }),
  };
  return ok(withAppendedLog(state, done.value, entry), done.warnings);
}

/**
 * Creates an event from its settings and seed (the first log entry). Register players next,
 * then `start`.
 *
 * @example
 * ```ts
 * const event = createTournament({ game: 'riftbound', stages: [{ id: 'pods', format: 'threshold-win' }] }, 'night-1');
 * ```
 */
export function createTournament(
  settings: TournamentSettingsInput,
  seed: string | number,
  meta: ActionMeta = {},
): Result<TournamentState> {
  const created = create(settings, seed);
  if (!created.ok) return created;
  const entry: LogEntry = {
    seq: 1,
    action: { type: 'create', settings, seed },
    ...(meta.at === undefined ? {} : { at: meta.at }),
    ...(meta.by === undefined ? {} : { by: meta.by }),
  };
  return ok({ ...created.value, log: [entry] });
}

/**
 * Rebuilds an event from its log alone: the same log always gives the same state, byte for byte.
 * An entry that fails is reported with its path in the log (`/log/7/...`).
 *
 * @example
 * ```ts
 * const again = replayTournament(event.log);
 * JSON.stringify(again.value) === JSON.stringify(event); // true
 * ```
 */
export function replayTournament(log: readonly LogEntry[]): Result<TournamentState> {
  const first = log[0];
  if (first === undefined || first.action.type !== 'create') {
    return err(E.logMismatch, 'A log starts with the "create" entry.', '/log/0');
  }
  const meta = (e: LogEntry): ActionMeta => ({
    ...(e.at === undefined ? {} : { at: e.at }),
    ...(e.by === undefined ? {} : { by: e.by }),
  });
  const created = createTournament(first.action.settings, first.action.seed, meta(first));
  if (!created.ok) return fail(created, '/log/0/action');
  let state = created.value;
  const warnings: Issue[] = [];
  for (let i = 1; i < log.length; i++) {
    const entry = log[i] as LogEntry;
    if (entry.seq !== i + 1)
      return err(E.logMismatch, `Log entry ${i + 1} is numbered ${entry.seq}.`, `/log/${i}/seq`);
    const next = applyAction(state, entry.action, meta(entry));
    if (!next.ok) return fail(next, `/log/${i}/action`);
    warnings.push(...next.warnings);
    state = next.value;
  }
  return ok(state, warnings);
}

/**
 * Undoes the last action by replaying every log entry but the last. Error
 * `tournament/nothing-to-undo` when only the creation is left.
 *
 * @example
 * ```ts
 * const before = undoLast(event);
 * ```
 */
export function undoLast(state: TournamentState): Result<TournamentState> {
  if (state.log.length <= 1)
    return err(
      E.nothingToUndo,
      'Only the creation is in the log: nothing to undo (to change the settings, create the event again).',
    );
  return replayTournament(state.log.slice(0, -1));
}
