import {
  type Engine,
  err,
  ok,
  type Participant,
  type ParticipantId,
  type Result,
  seedRng,
  withPathPrefix,
  withRng,
} from '@tcgkit/core';
import {
  continueBracket,
  createBracket,
  type EliminationSettings,
  eliminationEngine,
  loadBracket,
  seedOrder,
} from '@tcgkit/elimination';
import { type FfaSettingsInput, ffaEngine } from '@tcgkit/ffa';
import {
  type Actor,
  drawPlayoffs,
  movePlayer,
  type RoundRobinSettings,
  type RoundRobinState,
  redrawGroups,
  roundRobinEngine,
  swapPlayers,
} from '@tcgkit/round-robin';
import {
  loadSwissStage,
  parseSwissMatchId,
  type SwissSettings,
  swissEngine,
  updateSwissSettings,
} from '@tcgkit/swiss';
import type { StandingsSettings } from '@tcgkit/tiebreakers';
import { TournamentErrors as E } from './errors.js';
import { swissMatchProblem } from './matches.js';
import type {
  ActionMeta,
  GroupChange,
  MatchReport,
  StageDefinition,
  StageEngine,
  StageFormat,
  StageSettingsChange,
  StageStandingRow,
} from './types.js';

/**
 * The actor a round robin stage records: the log entry's `by` and `at`, or `organizer` at the
 * Unix epoch when the caller gave none (the engine never reads a clock).
 */
export function actorOf(meta: ActionMeta): Actor {
  return { by: meta.by ?? 'organizer', at: meta.at ?? '1970-01-01T00:00:00.000Z' };
}

/** The seed a stage's engine gets: the event seed and the stage id, so every draw is reproducible. */
export const stageSeed = (eventSeed: string | number, stageId: string): string =>
  `${String(eventSeed)}/${stageId}`;

function ordered(
  entrants: readonly Participant[],
  stage: StageDefinition,
  seed: string,
): Participant[] {
  switch (stage.seeding) {
    case 'random':
      return withRng(seedRng(`${seed}/order`), (rng) => rng.shuffle(entrants)).value;
    case 'rating':
      return entrants
        .map((p, i) => ({ p, i }))
        .sort(
          (a, b) =>
            (b.p.rating ?? Number.NEGATIVE_INFINITY) - (a.p.rating ?? Number.NEGATIVE_INFINITY) ||
            a.i - b.i,
        )
        .map((x) => x.p);
    case 'manual':
      return entrants
        .map((p, i) => ({ p, i }))
        .sort(
          (a, b) =>
            (a.p.seed ?? Number.POSITIVE_INFINITY) - (b.p.seed ?? Number.POSITIVE_INFINITY) ||
            a.i - b.i,
        )
        .map((x) => x.p);
    default:
      return [...entrants];
  }
}

/**
 * The playoffs after a group stage with crossover playoffs: `drawPlayoffs` of
 * `@tcgkit/round-robin` (A1 v B2 and B1 v A2 in opposite halves, odd groups and fill-up places
 * lined up strongest against weakest, same-group clashes swapped away), laid out as
 * `createPlayoffBracket` lays it out (the draw's bracket order turned into seeds through the
 * elimination package's seed order), but with the stage's own elimination settings and the
 * group stage's qualification order for players knocked out in the same round.
 */
function crossoverBracket(
  stage: StageDefinition,
  settings: EliminationSettings,
  entrants: readonly Participant[],
  groups: RoundRobinState,
  seed: string,
): Result<StageEngine> {
  const draw = drawPlayoffs(groups);
  if (!draw.ok) return draw;
  const order = draw.value.bracketOrder;
  const byId = new Map(entrants.map((p) => [p.id, p]));
  if (order.length !== byId.size || order.some((id) => !byId.has(id))) {
    return err(
      E.invalidRule,
      `The players advancing to "${stage.id}" are not the crossover playoffs' qualifiers (${order.join(', ')}).`,
      '/stage',
    );
  }
  const bySeed: Participant[] = new Array(order.length);
  seedOrder(order.length).forEach((s, position) => {
    bySeed[s - 1] = byId.get(order[position] as string) as Participant;
  });
  const created = createBracket({
    // Prior stage results (the only seeding settings allow here): the list is the seed order.
    settings,
    participants: bySeed,
    seed,
    qualificationOrder: draw.value.qualification.order,
  });
  if (!created.ok) return created;
  return ok({ format: 'elimination', state: created.value }, [
    ...draw.warnings,
    ...created.warnings,
  ]);
}

/** The engine names an event's stages record. */
type EngineFormat = StageEngine['format'];

/** The saved state of each engine. */
type StateOf<F extends EngineFormat> = Extract<StageEngine, { readonly format: F }>['state'];

/** What each engine's `create` takes as settings. */
interface SettingsByFormat {
  readonly swiss: Partial<SwissSettings>;
  readonly elimination: EliminationSettings;
  readonly 'round-robin': RoundRobinSettings;
  readonly ffa: FfaSettingsInput;
}

/** One engine of the lookup: the interface of `@tcgkit/core`, as the event drives it. */
type EventEngine<F extends EngineFormat> = Engine<
  StateOf<F>,
  SettingsByFormat[F],
  string,
  StandingsSettings,
  unknown
>;

/** Every engine an event runs, by the name its stages record: the whole adapter is this lookup. */
const ENGINES: { readonly [F in EngineFormat]: EventEngine<F> } = {
  swiss: swissEngine,
  elimination: eliminationEngine,
  'round-robin': roundRobinEngine,
  ffa: ffaEngine,
};

/** The engine that runs each stage format. */
const ENGINE_OF_FORMAT: Readonly<Record<StageFormat, EngineFormat>> = {
  swiss: 'swiss',
  'single-elimination': 'elimination',
  'double-elimination': 'elimination',
  'round-robin': 'round-robin',
  'cumulative-points': 'ffa',
  'threshold-win': 'ffa',
};

/**
 * Whether the event puts a format's entrants in order by the stage's seeding before its engine
 * gets them: Swiss and round robin seed and draw by themselves; a bracket draws by itself only
 * for random seeding; free-for-all lobbies are dealt in the order given.
 */
const PRE_ORDERED: Readonly<Record<EngineFormat, (stage: StageDefinition) => boolean>> = {
  swiss: () => false,
  'round-robin': () => false,
  elimination: (stage) => stage.seeding !== 'random',
  ffa: () => true,
};

/** The engine (and its state) with its format, as a stage stores it. */
function stored<F extends EngineFormat>(format: F, state: StateOf<F>): StageEngine {
  return { format, state } as StageEngine;
}

/** Runs one verb of a stage's engine and stores the new state with its format. */
function run<F extends EngineFormat>(
  engine: { readonly format: F; readonly state: StateOf<F> },
  verb: (e: EventEngine<F>, state: StateOf<F>) => Result<StateOf<F>>,
): Result<StageEngine> {
  const done = verb(ENGINES[engine.format], engine.state);
  return done.ok ? ok(stored(engine.format, done.value), done.warnings) : done;
}

/**
 * Creates and starts a stage's engine with its entrants (in advancement order for later stages).
 * `previous` is the engine of the stage that feeds it, for Continue brackets and crossover
 * playoffs.
 */
export function startEngine(
  stage: StageDefinition,
  entrants: readonly Participant[],
  eventSeed: string | number,
  previous: StageEngine | null,
  meta: ActionMeta = {},
): Result<StageEngine> {
  const seed = stageSeed(eventSeed, stage.id);
  const format = ENGINE_OF_FORMAT[stage.format];
  if (format === undefined) {
    return err(
      E.formatNotSupported,
      `Stage format ${stage.format} is not supported in events: use one of ${Object.keys(ENGINE_OF_FORMAT).join(', ')}.`,
    );
  }
  if (format === 'elimination') {
    const handoff = bracketFromPrevious(stage, entrants, previous, seed);
    if (handoff !== undefined) return handoff;
  }
  return startWith(format, stage, entrants, seed, meta);
}

function startWith<F extends EngineFormat>(
  format: F,
  stage: StageDefinition,
  entrants: readonly Participant[],
  seed: string,
  meta: ActionMeta,
): Result<StageEngine> {
  const engine: EventEngine<F> = ENGINES[format];
  const created = engine.create({
    ...meta,
    // Stage settings were checked against the format's schema when the event was created.
    settings: stage.settings as unknown as SettingsByFormat[F],
    participants: PRE_ORDERED[format](stage) ? ordered(entrants, stage, seed) : entrants,
    seed,
    inSeedOrder: stage.seeding === 'prior-stage-results',
  });
  if (!created.ok) return created;
  const started = engine.start(created.value, meta);
  if (!started.ok) return started;
  return ok(stored(format, started.value), [...created.warnings, ...started.warnings]);
}

/**
 * A bracket fed by the stage before it: Continue brackets (the previous bracket played on) or
 * crossover playoffs after a group stage; `undefined` for a bracket drawn afresh.
 */
function bracketFromPrevious(
  stage: StageDefinition,
  entrants: readonly Participant[],
  previous: StageEngine | null,
  seed: string,
): Result<StageEngine> | undefined {
  if (stage.advanceMode === 'continue-brackets') {
    if (previous?.format !== 'elimination') {
      return err(
        E.invalidAdvanceMode,
        `Continue brackets plays on the previous stage's bracket, and the stage before "${stage.id}" is ${previous === null ? 'missing' : `a ${previous.format} stage`}: put this stage after an elimination stage with Allow early cutoff on, or set its advanceMode to reset-bracket.`,
      );
    }
    const earlyCutoff = (stage.settings as { earlyCutoff?: number | null }).earlyCutoff ?? null;
    const title = (stage.settings as { title?: string }).title;
    const continued = continueBracket(
      previous.state,
      title === undefined ? { earlyCutoff } : { earlyCutoff, title },
    );
    return continued.ok ? ok(stored('elimination', continued.value)) : continued;
  }
  if (previous?.format === 'round-robin' && previous.state.settings.playoffs !== null) {
    const settings = stage.settings as unknown as EliminationSettings;
    return crossoverBracket(stage, settings, entrants, previous.state, seed);
  }
  return undefined;
}

/** True when the stage's engine has nothing left to play. */
export function engineComplete(engine: StageEngine): boolean {
  return ENGINES[engine.format].isComplete(engine.state as never);
}

/** A stage's standings as its own engine gives them (the engine interface's `standings`). */
export function engineStandings(engine: StageEngine): StageStandingRow[] {
  return ENGINES[engine.format].standings(engine.state as never);
}

/**
 * Closes a stage as its players advance (Swiss `finishStage`, a round robin's `closeStage`: its
 * results can no longer be corrected); brackets and free-for-all stages close by themselves. A
 * stage that cannot close is `tournament/stage-not-complete`.
 */
export function finishEngine(engine: StageEngine, meta: ActionMeta = {}): Result<StageEngine> {
  const finished = run(engine, (e, state) => e.finish(state, meta));
  return finished.ok ? finished : err(E.stageNotComplete, finished.error.message, '/stage');
}

/**
 * Changes the settings a running Swiss stage lets change (pairing style, Prevent repeat
 * matchups); they apply from the next round paired. Any other format:
 * `tournament/invalid-settings` at `/settings`.
 */
export function changeEngineSettings(
  engine: StageEngine,
  settings: StageSettingsChange,
): Result<StageEngine> {
  if (engine.format !== 'swiss') {
    return err(
      E.invalidSettings,
      'Only a Swiss stage has settings that change while it runs (Prevent repeat matchups, pairing style).',
      '/settings',
    );
  }
  const changed = at(updateSwissSettings(engine.state, settings), '/settings');
  return changed.ok ? ok(stored('swiss', changed.value)) : changed;
}

/**
 * Pairs the next Swiss round, forms the next free-for-all lobbies, or lays out a round robin's
 * matches (locking its groups; with Swiss rounds within groups, pairs the next round). A bracket
 * has nothing to pair (`elimination/nothing-to-pair`).
 */
export function pairEngine(
  engine: StageEngine,
  meta: ActionMeta = {},
  deadline?: string,
): Result<StageEngine> {
  const options = deadline === undefined ? meta : { ...meta, deadline };
  return run(engine, (e, state) => e.pairNext(state, options));
}

/** Records a result (or a correction) in the stage's engine. */
export function reportToEngine(
  engine: StageEngine,
  report: MatchReport,
  correction: boolean,
  meta: ActionMeta = {},
): Result<StageEngine> {
  if (engine.format === 'swiss') {
    // A round or table that is not paired gets a message that says what to do (pair it first).
    const id = parseSwissMatchId(report.match);
    if (id !== undefined) {
      const unpaired = swissMatchProblem(engine.state, report, id.round, id.table);
      if (unpaired !== undefined) return unpaired;
    }
  }
  return run(engine, (e, state) =>
    correction ? e.correct(state, report, meta) : e.report(state, report, meta),
  );
}

/** Drops a player from a running stage; a player with nothing left to play there is left as is. */
export function dropFromEngine(
  engine: StageEngine,
  id: ParticipantId,
  meta: ActionMeta = {},
): Result<StageEngine> {
  return run(engine, (e, state) => e.drop(state, id, meta));
}

/** Adds a late entrant to a running stage (Swiss with Late entry on, a round robin's provisional groups). */
export function lateEntryToEngine(
  engine: StageEngine,
  p: Participant,
  meta: ActionMeta = {},
): Result<StageEngine> {
  return run(engine, (e, state) => e.lateEntry(state, p, meta));
}

/** Prefixes an engine error's path with where the input sat in the action. */
export function at<T>(result: Result<T>, prefix: string): Result<T> {
  return result.ok ? result : { ok: false, error: withPathPrefix(result.error, prefix) };
}

/** Applies a change to a round robin stage's provisional groups. */
export function changeGroups(
  engine: StageEngine,
  change: GroupChange,
  meta: ActionMeta = {},
): Result<StageEngine> {
  if (engine.format !== 'round-robin') {
    return err(E.invalidResult, 'Only a round robin stage has groups to change.', '/stage');
  }
  const actor = actorOf(meta);
  let done: Result<typeof engine.state>;
  switch (change.type) {
    case 'swap':
      done = swapPlayers(engine.state, change.a, change.b, actor);
      break;
    case 'move':
      done = movePlayer(engine.state, change.participantId, change.toGroup, actor);
      break;
    case 'redraw':
      done = redrawGroups(engine.state, actor);
      break;
    default: {
      const never: never = change;
      throw new Error(`Unknown group change ${JSON.stringify(never)}`);
    }
  }
  return done.ok ? ok({ format: 'round-robin', state: done.value }) : at(done, '/change');
}

/**
 * Checks an engine state made elsewhere with its engine's own loader (`loadSwissStage`,
 * `loadBracket`: their codes and paths) and starts a Swiss stage still taking registrations.
 */
export function loadEngineState(
  format: 'swiss' | 'elimination',
  state: unknown,
  meta: ActionMeta = {},
): Result<StageEngine> {
  if (format === 'elimination') {
    const bracket = loadBracket(state);
    return bracket.ok ? ok(stored('elimination', bracket.value), bracket.warnings) : bracket;
  }
  const swiss = loadSwissStage(state);
  if (!swiss.ok) return swiss;
  if (swiss.value.status !== 'registration')
    return ok(stored('swiss', swiss.value), swiss.warnings);
  const started = swissEngine.start(swiss.value, meta);
  return started.ok ? ok(stored('swiss', started.value), started.warnings) : started;
}
