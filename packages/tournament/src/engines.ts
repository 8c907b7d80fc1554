import {
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
  isComplete as bracketComplete,
  continueBracket,
  correctResult as correctBracket,
  createBracket,
  dropParticipant as dropFromBracket,
  type EliminationReport,
  type EliminationSettings,
  type EliminationState,
  reportResult as reportBracket,
  seedOrder,
} from '@tcgkit/elimination';
import {
  correctLobby,
  createFfaStage,
  dropPlayer as dropFromFfa,
  type FfaSettingsInput,
  reportLobby,
  startMatch,
} from '@tcgkit/ffa';
import {
  type Actor,
  closeStage,
  correctResult as correctRoundRobin,
  createStage as createRoundRobin,
  decideMatch,
  drawPlayoffs,
  dropPlayer as dropFromRoundRobin,
  layOutMatches,
  movePlayer,
  pairNextRound as pairRoundRobin,
  type RoundRobinSettings,
  type RoundRobinState,
  redrawGroups,
  isComplete as roundRobinComplete,
  swapPlayers,
} from '@tcgkit/round-robin';
import {
  createSwissStage,
  dropPlayer as dropFromSwiss,
  finishStage,
  isRoundComplete,
  pairNextRound,
  registerPlayers,
  reportResult as reportSwiss,
  type SwissSettings,
  startStage,
  addLateEntrant as swissLateEntrant,
  updateSwissSettings,
} from '@tcgkit/swiss';
import { TournamentErrors as E } from './errors.js';
import { swissMatchProblem } from './matches.js';
import type {
  ActionMeta,
  GroupChange,
  MatchReport,
  StageDefinition,
  StageEngine,
  StageSettingsChange,
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

/**
 * Creates and starts a stage's engine with its entrants (in advancement order for later stages).
 * `previous` is the engine of the stage that feeds it, for Continue brackets.
 */
export function startEngine(
  stage: StageDefinition,
  entrants: readonly Participant[],
  eventSeed: string | number,
  previous: StageEngine | null,
  meta: ActionMeta = {},
): Result<StageEngine> {
  const seed = stageSeed(eventSeed, stage.id);
  if (stage.format === 'round-robin') {
    // The group draw is random among those present (the spec: no seeding by rating).
    const created = createRoundRobin({
      settings: stage.settings as RoundRobinSettings,
      participants: [...entrants],
      seed,
      actor: actorOf(meta),
    });
    return created.ok
      ? ok({ format: 'round-robin', state: created.value }, created.warnings)
      : created;
  }
  if (stage.format === 'swiss') {
    const created = createSwissStage(stage.settings as Partial<SwissSettings>, { seed });
    if (!created.ok) return created;
    const players = entrants.map((p, i) => {
      const reg: { id: string; name?: string; rating?: number; seed?: number } = { id: p.id };
      if (p.name !== undefined) reg.name = p.name;
      if (p.rating !== undefined) reg.rating = p.rating;
      if (stage.seeding === 'prior-stage-results') reg.seed = i + 1;
      else if (p.seed !== undefined) reg.seed = p.seed;
      return reg;
    });
    const registered = registerPlayers(created.value, players);
    if (!registered.ok) return registered;
    const started = startStage(registered.value);
    if (!started.ok) return started;
    return ok({ format: 'swiss', state: started.value }, [
      ...registered.warnings,
      ...started.warnings,
    ]);
  }
  if (stage.format === 'single-elimination' || stage.format === 'double-elimination') {
    if (stage.advanceMode === 'continue-brackets') {
      if (previous?.format !== 'elimination') {
        return err(E.invalidAdvanceMode, 'Continue brackets needs the previous elimination stage.');
      }
      const earlyCutoff = (stage.settings as { earlyCutoff?: number | null }).earlyCutoff ?? null;
      const title = (stage.settings as { title?: string }).title;
      const continued = continueBracket(
        previous.state,
        title === undefined ? { earlyCutoff } : { earlyCutoff, title },
      );
      if (!continued.ok) return continued;
      return ok({ format: 'elimination', state: continued.value });
    }
    const settings = stage.settings as unknown as EliminationSettings;
    if (previous?.format === 'round-robin' && previous.state.settings.playoffs !== null) {
      return crossoverBracket(stage, settings, entrants, previous.state, seed);
    }
    const participants =
      settings.seeding === 'random' ? [...entrants] : ordered(entrants, stage, seed);
    // Rating seeding: `ordered` has already put players without a rating last (the event's
    // `missingRating` was applied when it started).
    const created = createBracket({ settings, participants, seed, missingRating: 'last' });
    if (!created.ok) return created;
    return ok({ format: 'elimination', state: created.value }, created.warnings);
  }
  if (stage.format === 'cumulative-points' || stage.format === 'threshold-win') {
    const players = ordered(entrants, stage, seed).map((p) =>
      p.name === undefined ? { id: p.id } : { id: p.id, name: p.name },
    );
    const created = createFfaStage({
      participants: players,
      seed,
      settings: stage.settings as FfaSettingsInput,
    });
    if (!created.ok) return created;
    return ok({ format: 'ffa', state: created.value });
  }
  return err(E.formatNotSupported, `Stage format ${stage.format} is not supported in events.`);
}

/** True when the stage's engine has nothing left to play. */
export function engineComplete(engine: StageEngine): boolean {
  switch (engine.format) {
    case 'swiss': {
      const s = engine.state;
      return (
        s.status === 'finished' || (s.rounds.length >= s.settings.rounds && isRoundComplete(s))
      );
    }
    case 'elimination':
      return bracketComplete(engine.state);
    case 'ffa':
      return engine.state.status === 'complete';
    case 'round-robin':
      return roundRobinComplete(engine.state);
    default: {
      const never: never = engine;
      throw new Error(`Unknown engine ${JSON.stringify(never)}`);
    }
  }
}

/**
 * Closes a round robin stage once players advance from it (`closeStage` of `@tcgkit/round-robin`:
 * the playoffs, or the next stage, are drawn from it), so its results can no longer be corrected.
 * Other engines are returned as they are.
 */
export function closeEngine(engine: StageEngine, meta: ActionMeta = {}): Result<StageEngine> {
  if (engine.format !== 'round-robin') return ok(engine);
  const closed = closeStage(engine.state, actorOf(meta));
  return closed.ok ? ok({ format: 'round-robin', state: closed.value }) : closed;
}

/** Finishes what the engine needs finishing (Swiss `finishStage`) before advancement reads it. */
export function finishEngine(engine: StageEngine): Result<StageEngine> {
  if (engine.format === 'swiss' && engine.state.status !== 'finished') {
    const finished = finishStage(engine.state);
    if (!finished.ok) return err(E.stageNotComplete, finished.error.message);
    return ok({ format: 'swiss', state: finished.value });
  }
  return ok(engine);
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
  return changed.ok ? ok({ format: 'swiss', state: changed.value }) : changed;
}

/**
 * Pairs the next Swiss round, forms the next free-for-all lobbies, or lays out a round robin's
 * matches (locking its groups; with Swiss rounds within groups, pairs the next round).
 */
export function pairEngine(
  engine: StageEngine,
  meta: ActionMeta = {},
  deadline?: string,
): Result<StageEngine> {
  if (engine.format === 'round-robin') {
    const options = { actor: actorOf(meta), deadline: deadline ?? null };
    const done =
      engine.state.status === 'provisional'
        ? layOutMatches(engine.state, options)
        : pairRoundRobin(engine.state, options);
    return done.ok ? ok({ format: 'round-robin', state: done.value }, done.warnings) : done;
  }
  if (engine.format === 'swiss') {
    const paired = pairNextRound(engine.state);
    return paired.ok ? ok({ format: 'swiss', state: paired.value }, paired.warnings) : paired;
  }
  if (engine.format === 'ffa') {
    const started = startMatch(engine.state);
    return started.ok ? ok({ format: 'ffa', state: started.value }, started.warnings) : started;
  }
  return err(
    E.invalidResult,
    'A bracket needs no pairing: its matches are laid out when it starts.',
  );
}

const SWISS_MATCH = /^R([1-9][0-9]*)-T([1-9][0-9]*)$/;

/** Records a result (or a correction) in the stage's engine. */
export function reportToEngine(
  engine: StageEngine,
  report: MatchReport,
  correction: boolean,
  meta: ActionMeta = {},
): Result<StageEngine> {
  if (report.winner !== undefined && !(correction && engine.format === 'round-robin')) {
    return err(
      E.invalidResult,
      'A winner is only given when correcting a round robin match to a drawn score decided by a coin flip.',
      '/winner',
    );
  }
  if (engine.format === 'round-robin') {
    if (report.games === undefined)
      return err(E.invalidResult, 'A round robin result needs games.', '/games');
    const score = {
      games: report.games,
      ...(report.drawnGames === undefined ? {} : { drawnGames: report.drawnGames }),
    };
    if (correction) {
      // The organizer corrects a final result until the stage is closed (its playoffs drawn).
      const fixed = correctRoundRobin(
        engine.state,
        report.match,
        report.winner === undefined ? score : { ...score, winner: report.winner },
        actorOf(meta),
      );
      if (fixed.ok) return ok({ format: 'round-robin', state: fixed.value });
      if (fixed.error.path !== undefined) return fixed;
      const path = fixed.error.code === 'round-robin/correction-closed' ? '/stage' : '/match';
      return { ok: false, error: { ...fixed.error, path } };
    }
    // The organizer enters results in an event: the administrator's path of @tcgkit/round-robin.
    const done = decideMatch(engine.state, report.match, score, actorOf(meta));
    return done.ok ? ok({ format: 'round-robin', state: done.value }) : done;
  }
  if (engine.format === 'swiss') {
    const m = SWISS_MATCH.exec(report.match);
    if (m === null)
      return err(
        E.unknownMatch,
        `"${report.match}" is not a Swiss match id (R<round>-T<table>).`,
        '/match',
      );
    if (report.games === undefined)
      return err(E.invalidResult, 'A Swiss result needs games.', '/games');
    const round = Number(m[1]);
    const table = Number(m[2]);
    const unpaired = swissMatchProblem(engine.state, report, round, table);
    if (unpaired !== undefined) return unpaired;
    const roundState = engine.state.rounds[round - 1];
    const existing = roundState?.matches.find((x) => x.table === table);
    if (existing !== undefined && (existing.result !== undefined) !== correction) {
      return err(
        E.invalidResult,
        correction
          ? `Match ${report.match} has no result to correct.`
          : `Match ${report.match} already has a result; send a correction.`,
        '/match',
      );
    }
    const reported = reportSwiss(engine.state, {
      round,
      table,
      games: report.games,
      ...(report.drawnGames === undefined ? {} : { drawnGames: report.drawnGames }),
    });
    return reported.ok ? ok({ format: 'swiss', state: reported.value }) : reported;
  }
  if (engine.format === 'elimination') {
    let r: EliminationReport;
    if (report.forfeitWinner !== undefined)
      r = { type: 'automatic-win', winner: report.forfeitWinner, reason: 'no-show' };
    else if (report.games !== undefined) {
      r = {
        type: 'played',
        games: report.games,
        ...(report.drawnGames === undefined ? {} : { drawnGames: report.drawnGames }),
      };
    } else
      return err(E.invalidResult, 'A bracket result needs games or a forfeit winner.', '/games');
    const done = correction
      ? correctBracket(engine.state, report.match, r)
      : reportBracket(engine.state, report.match, r);
    return done.ok ? ok({ format: 'elimination', state: done.value }) : done;
  }
  if (report.ranking === undefined)
    return err(E.invalidResult, 'A lobby result needs a finishing order.', '/ranking');
  const lobby = {
    lobbyId: report.match,
    ranking: report.ranking,
    ...(report.eliminations === undefined ? {} : { eliminations: report.eliminations }),
  };
  const done = correction ? correctLobby(engine.state, lobby) : reportLobby(engine.state, lobby);
  if (!done.ok) {
    return done.error.path === '/lobbyId'
      ? { ok: false, error: { ...done.error, path: '/match' } }
      : done;
  }
  return ok({ format: 'ffa', state: done.value });
}

/** Drops a player from a running stage; a player with nothing left to play there is left as is. */
export function dropFromEngine(
  engine: StageEngine,
  id: ParticipantId,
  meta: ActionMeta = {},
): Result<StageEngine> {
  switch (engine.format) {
    case 'round-robin': {
      if (!engine.state.participants.some((p) => p.id === id)) return ok(engine);
      const r = dropFromRoundRobin(engine.state, id, actorOf(meta));
      return r.ok ? ok({ format: 'round-robin', state: r.value }) : r;
    }
    case 'swiss': {
      if (!engine.state.players.some((p) => p.id === id)) return ok(engine);
      const r = dropFromSwiss(engine.state, id);
      return r.ok ? ok({ format: 'swiss', state: r.value }) : r;
    }
    case 'elimination': {
      const state: EliminationState = engine.state;
      if (!state.participants.some((p) => p.id === id)) return ok(engine);
      const r = dropFromBracket(state, id);
      if (!r.ok) return r.error.code === 'elimination/already-eliminated' ? ok(engine) : r;
      return ok({ format: 'elimination', state: r.value });
    }
    case 'ffa': {
      if (!engine.state.participants.some((p) => p.id === id)) return ok(engine);
      const r = dropFromFfa(engine.state, id);
      return r.ok ? ok({ format: 'ffa', state: r.value }) : r;
    }
    default: {
      const never: never = engine;
      throw new Error(`Unknown engine ${JSON.stringify(never)}`);
    }
  }
}

/** Adds a late entrant to a running Swiss stage. */
export function lateEntryToEngine(engine: StageEngine, p: Participant): Result<StageEngine> {
  if (engine.format !== 'swiss')
    return err(E.lateEntryClosed, 'Late entry is only possible in a Swiss stage.');
  const reg: { id: string; name?: string; rating?: number } = { id: p.id };
  if (p.name !== undefined) reg.name = p.name;
  if (p.rating !== undefined) reg.rating = p.rating;
  const r = swissLateEntrant(engine.state, reg);
  return r.ok ? ok({ format: 'swiss', state: r.value }) : r;
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
