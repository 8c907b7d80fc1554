import {
  createRng,
  err,
  type Issue,
  issue,
  type MissingRating,
  type ParticipantId,
  type RatingTable,
  type Result,
  seedingRatings,
  seedRng,
} from '@tcgkit/core';
import { tryComputeStandings } from '@tcgkit/tiebreakers';
import { isObject, shown } from './check.js';
import { SwissErrors } from './errors.js';
import { checkStage, okStage } from './load.js';
import { type PairingEntry, pairIndexed } from './pairing.js';
import { checkSwissSettings, resolveSwissSettings } from './settings.js';
import { standingsInputOf } from './standings.js';
import type {
  PlayerRegistration,
  ResultReport,
  SwissMatch,
  SwissPlayer,
  SwissRound,
  SwissSettings,
  SwissStage,
} from './types.js';

/** Options of {@link createSwissStage}. */
export interface CreateSwissStageOptions {
  /** Drives every random choice of the stage (first-round order, random pairings, floaters). */
  readonly seed: string | number;
}

/**
 * A new Swiss stage in registration, from settings (missing fields take
 * {@link defaultSwissSettings}) and a seed.
 *
 * Errors: `swiss/invalid-settings`.
 *
 * @example
 * ```ts
 * const created = createSwissStage({ rounds: 3, pairingStyle: 'fold' }, { seed: 'league-7' });
 * if (created.ok) created.value.status; // 'registration'
 * ```
 */
export function createSwissStage(
  settings: Partial<SwissSettings>,
  options: CreateSwissStageOptions,
): Result<SwissStage> {
  if (settings !== undefined && !isObject(settings)) {
    return err(
      SwissErrors.invalidSettings,
      `Swiss settings must be an object (fields you leave out take the defaults), not ${shown(settings)}.`,
      '',
    );
  }
  const resolved = resolveSwissSettings(settings);
  if (!resolved.ok) return resolved;
  const seed: unknown = isObject(options) ? options.seed : undefined;
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed))) {
    return err(
      SwissErrors.invalidSettings,
      `The seed must be a string or a finite number (createSwissStage(settings, { seed })), not ${shown(seed)}.`,
      '/seed',
    );
  }
  return okStage({
    schemaVersion: 1,
    seed,
    rng: seedRng(seed),
    settings: resolved.value,
    status: 'registration',
    players: [],
    rounds: [],
  });
}

function checkRegistration(
  player: PlayerRegistration,
  taken: ReadonlySet<ParticipantId>,
): Issue | undefined {
  if (!isObject(player)) {
    return issue(
      SwissErrors.invalidPlayer,
      `A player must be an object with an id (and optionally a name, rating and seed), not ${shown(player)}.`,
      '',
    );
  }
  if (typeof player.id !== 'string' || player.id.length === 0 || player.id.length > 200) {
    return issue(
      SwissErrors.invalidPlayer,
      'A player id must be a non-empty string of at most 200 characters.',
      '/id',
    );
  }
  if (player.name !== undefined && typeof player.name !== 'string') {
    return issue(SwissErrors.invalidPlayer, 'A player name must be a string.', '/name');
  }
  if (player.rating !== undefined && !Number.isFinite(player.rating)) {
    return issue(SwissErrors.invalidPlayer, 'A rating must be a finite number.', '/rating');
  }
  if (player.seed !== undefined && (!Number.isInteger(player.seed) || player.seed < 1)) {
    return issue(SwissErrors.invalidPlayer, 'A seed must be a whole number from 1.', '/seed');
  }
  if (taken.has(player.id)) {
    return issue(SwissErrors.duplicatePlayer, `"${player.id}" is already registered.`, '/id');
  }
  return undefined;
}

function registrationOf(player: PlayerRegistration): SwissPlayer {
  const out: { -readonly [K in keyof SwissPlayer]: SwissPlayer[K] } = { id: player.id };
  if (player.name !== undefined) out.name = player.name;
  if (player.rating !== undefined) out.rating = player.rating;
  if (player.seed !== undefined) out.seed = player.seed;
  return out;
}

/**
 * Registers a player before the stage starts (after the start, use {@link addLateEntrant}).
 *
 * Errors: `swiss/invalid-player`, `swiss/duplicate-player`, `swiss/already-started`.
 *
 * @example
 * ```ts
 * let stage = unwrap(createSwissStage({}, { seed: 1 }));
 * stage = unwrap(registerPlayer(stage, { id: 'ana', rating: 1650 }));
 * ```
 */
export function registerPlayer(stage: SwissStage, player: PlayerRegistration): Result<SwissStage> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  if (stage.status !== 'registration') {
    return err(
      SwissErrors.alreadyStarted,
      'The stage has started: add players with addLateEntrant.',
    );
  }
  const problem = checkRegistration(player, new Set(stage.players.map((p) => p.id)));
  if (problem) return { ok: false, error: problem };
  return okStage({ ...stage, players: [...stage.players, registrationOf(player)] });
}

/** Registers several players in order; stops at the first error (its path names the index). */
export function registerPlayers(
  stage: SwissStage,
  players: readonly PlayerRegistration[],
): Result<SwissStage> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  if (!Array.isArray(players)) {
    return err(
      SwissErrors.invalidPlayer,
      `registerPlayers takes a list of players, not ${shown(players)}.`,
      '',
    );
  }
  if (stage.status !== 'registration') {
    return err(
      SwissErrors.alreadyStarted,
      'The stage has started: add players with addLateEntrant.',
    );
  }
  const taken = new Set(stage.players.map((p) => p.id));
  const added: SwissPlayer[] = [];
  for (let i = 0; i < players.length; i++) {
    const player = players[i] as PlayerRegistration;
    const problem = checkRegistration(player, taken);
    if (problem) return err(problem.code, problem.message, `/${i}${problem.path ?? ''}`);
    taken.add(player.id);
    added.push(registrationOf(player));
  }
  return okStage({ ...stage, players: [...stage.players, ...added] });
}

/**
 * What {@link startStage} may be given for `rating` seeding: the ratings table `rate` of
 * @tcgkit/rating returns, and what to do with a player it does not rate.
 */
export interface StartOptions {
  /** Ratings by player id (`{ rating }` entries); a player in it is seeded by it, over their own `rating`. */
  readonly ratings?: RatingTable;
  /** A player with no rating: `last` (default: after the rated, in registration order), `error`, or a number to seed them by. */
  readonly missingRating?: MissingRating;
}

/**
 * Starts the stage: fixes every player's initial seed from the First-round seeding (manual or
 * prior-stage: the `seed` given at registration; rating: higher first, from `options.ratings` or
 * the players' own `rating`, unrated players as `options.missingRating` says; random: drawn from
 * the stage seed). With `rating` seeding, the rating each player was seeded by is stored on them.
 * Pair round 1 with {@link pairNextRound}.
 *
 * Errors: `swiss/already-started`, `swiss/too-few-players`, `swiss/missing-rating`,
 * `core/invalid-ratings`, `core/invalid-missing-rating`. Warning: `swiss/missing-seed`.
 */
export function startStage(stage: SwissStage, options: StartOptions = {}): Result<SwissStage> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  if (stage.status !== 'registration')
    return err(SwissErrors.alreadyStarted, 'The stage has already started.');
  if (stage.players.length < 2) {
    return err(SwissErrors.tooFewPlayers, 'A Swiss stage needs at least two players.');
  }
  const warnings: Issue[] = [];
  let registered = stage.players;
  if (stage.settings.firstRoundSeeding === 'rating') {
    const seeding = seedingRatings(registered, options.ratings, options.missingRating);
    if (!seeding.ok) return seeding;
    const first = seeding.value.unrated[0];
    if (options.missingRating === 'error' && first !== undefined) {
      return err(
        SwissErrors.missingRating,
        `Rating seeding needs a rating for every player; "${registered[first]!.id}" has none.`,
        `/players/${first}/rating`,
      );
    }
    const rated = seeding.value.ratings;
    registered = registered.map((p, i) =>
      rated[i] === undefined || rated[i] === p.rating ? p : { ...p, rating: rated[i] },
    );
  }
  const indexed = registered.map((p, i) => ({ p, i }));
  let order: typeof indexed;
  let rng = stage.rng;
  switch (stage.settings.firstRoundSeeding) {
    case 'manual':
    case 'prior-stage': {
      const unseeded = indexed.filter((x) => x.p.seed === undefined);
      if (unseeded.length > 0) {
        warnings.push(
          issue(
            SwissErrors.missingSeed,
            `${unseeded.length} player(s) have no seed and go after the seeded ones, in registration order.`,
            `/players/${(unseeded[0] as { i: number }).i}/seed`,
          ),
        );
      }
      order = indexed
        .slice()
        .sort((a, b) => (a.p.seed ?? Infinity) - (b.p.seed ?? Infinity) || a.i - b.i);
      break;
    }
    case 'rating':
      order = indexed
        .slice()
        .sort((a, b) => (b.p.rating ?? -Infinity) - (a.p.rating ?? -Infinity) || a.i - b.i);
      break;
    case 'random': {
      const r = createRng(rng);
      order = r.shuffle(indexed);
      rng = r.snapshot();
      break;
    }
    default: {
      const never: never = stage.settings.firstRoundSeeding;
      throw new Error(`Unknown seeding ${String(never)}`);
    }
  }
  const seedOf = new Map<number, number>();
  order.forEach((x, k) => {
    seedOf.set(x.i, k + 1);
  });
  const players = registered.map((p, i) => ({ ...p, initialSeed: seedOf.get(i) as number }));
  return okStage({ ...stage, status: 'running', rng, players }, warnings);
}

/** True when every match of every paired round has a result. */
export function isRoundComplete(stage: SwissStage): boolean {
  const last = stage.rounds[stage.rounds.length - 1];
  return last === undefined || last.matches.every((m) => m.result !== undefined);
}

/** The players who will be paired in the next round: registered, not dropped. */
export function activePlayers(stage: SwissStage): SwissPlayer[] {
  return stage.players.filter((p) => p.droppedAfterRound === undefined);
}

/**
 * Pairs the next round. Round 1 follows the initial seeds; from round 2 players are ordered by
 * the standings, split into score groups and paired from the top, with the optimal rematch-free
 * pairing when the plain one would repeat a match. With an odd number of active players, the
 * lowest-ranked player with the fewest byes sits out.
 *
 * Errors: `swiss/not-started`, `swiss/stage-finished`, `swiss/round-in-progress`,
 * `swiss/all-rounds-paired`, `swiss/too-few-players`, `swiss/no-rematch-free-pairing`.
 * Warnings: `swiss/second-bye`, `swiss/rematches-paired`.
 *
 * @example
 * ```ts
 * const paired = pairNextRound(stage);
 * if (!paired.ok) console.error(paired.error.code); // e.g. 'swiss/no-rematch-free-pairing'
 * else stage = paired.value;
 * ```
 */
export function pairNextRound(stage: SwissStage): Result<SwissStage> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  if (stage.status === 'registration')
    return err(SwissErrors.notStarted, 'Start the stage before pairing.');
  if (stage.status === 'finished') return err(SwissErrors.stageFinished, 'The stage is finished.');
  if (!isRoundComplete(stage)) {
    return err(
      SwissErrors.roundInProgress,
      `Round ${stage.rounds.length} still has matches without a result.`,
    );
  }
  if (stage.rounds.length >= stage.settings.rounds) {
    return err(
      SwissErrors.allRoundsPaired,
      `All ${stage.settings.rounds} rounds have been paired.`,
    );
  }
  const active = new Set(activePlayers(stage).map((p) => p.id));
  if (active.size < 2)
    return err(SwissErrors.tooFewPlayers, 'Fewer than two players are still in the stage.');

  // Standings order: points, tiebreakers, initial seed (round 1: initial seed only).
  let ordered: PairingEntry[];
  let opponentsOf: (i: number) => readonly ParticipantId[];
  if (stage.rounds.length === 0) {
    ordered = stage.players
      .filter((p) => active.has(p.id))
      .sort((a, b) => (a.initialSeed ?? 0) - (b.initialSeed ?? 0))
      .map((p) => ({ id: p.id, points: 0 }));
    opponentsOf = () => [];
  } else {
    // The stage check leaves tiebreakers nothing to refuse; if it ever did, its error comes back.
    const standings = tryComputeStandings(standingsInputOf(stage, false));
    if (!standings.ok) return standings;
    const rows = standings.value.filter((row) => active.has(row.playerId));
    ordered = rows.map((row) => ({ id: row.playerId, points: row.points }));
    opponentsOf = (i) => (rows[i] as (typeof rows)[number]).opponents;
  }

  // Earlier opponents as index lists into `ordered` (symmetric, no duplicates; dropped players
  // are left out), and byes so far.
  const rankOf = new Map<ParticipantId, number>();
  ordered.forEach((p, i) => {
    rankOf.set(p.id, i);
  });
  const met: number[][] = new Array(ordered.length);
  for (let i = 0; i < ordered.length; i++) {
    const list: number[] = [];
    for (const id of opponentsOf(i)) {
      const j = rankOf.get(id);
      if (j !== undefined && !list.includes(j)) list.push(j);
    }
    met[i] = list;
  }
  const byeCount = new Map<ParticipantId, number>();
  for (const round of stage.rounds) {
    if (round.bye !== undefined) byeCount.set(round.bye, (byeCount.get(round.bye) ?? 0) + 1);
  }

  const rng = createRng(stage.rng);
  const warnings: Issue[] = [];
  const s = stage.settings;
  /** Pairs everyone in `ordered` except the player at rank `skip` (-1: nobody). */
  const attempt = (skip: number, prevent: boolean) => {
    if (skip < 0) return pairIndexed(ordered, met, s.pairingStyle, s.floater, prevent, rng);
    const players = ordered.filter((_, i) => i !== skip);
    const shift = (j: number) => (j < skip ? j : j - 1);
    const forbidden = met
      .filter((_, i) => i !== skip)
      .map((list) => {
        const out: number[] = [];
        for (const j of list) if (j !== skip) out.push(shift(j));
        return out;
      });
    return pairIndexed(players, forbidden, s.pairingStyle, s.floater, prevent, rng);
  };

  let bye: ParticipantId | undefined;
  let outcome: ReturnType<typeof attempt> | undefined;
  if (ordered.length % 2 === 0) {
    outcome = attempt(-1, s.preventRepeatMatchups);
  } else {
    // Bye candidates: fewest byes first, then lowest-ranked first. The first candidate whose
    // absence leaves a rematch-free pairing sits out; with repeat matchups allowed and no such
    // candidate, the first candidate sits out and the rest get the fewest rematches.
    const candidates = ordered
      .map((p, rank) => ({ id: p.id, rank, byes: byeCount.get(p.id) ?? 0 }))
      .sort((a, b) => a.byes - b.byes || b.rank - a.rank);
    let chosen: (typeof candidates)[number] | undefined;
    for (const c of candidates) {
      const tried = attempt(c.rank, true);
      outcome = tried;
      if (tried.ok) {
        chosen = c;
        break;
      }
    }
    if (chosen === undefined && !s.preventRepeatMatchups) {
      chosen = candidates[0];
      if (chosen !== undefined) outcome = attempt(chosen.rank, false);
    }
    if (chosen !== undefined) {
      bye = chosen.id;
      if (chosen.byes > 0) {
        const fewer = (candidates[0]?.byes ?? 0) < chosen.byes;
        warnings.push(
          issue(
            SwissErrors.secondBye,
            fewer
              ? `${chosen.id} gets bye number ${chosen.byes + 1}: every player with fewer byes sitting out would leave no rematch-free pairing.`
              : `${chosen.id} gets bye number ${chosen.byes + 1}: everyone still in has had one.`,
          ),
        );
      }
    }
  }
  if (outcome === undefined || !outcome.ok) {
    return outcome ?? err(SwissErrors.noRematchFreePairing, 'No rematch-free pairing exists.');
  }
  warnings.push(...outcome.warnings);
  const matches: SwissMatch[] = outcome.value.pairs.map((pair, k) => ({
    table: k + 1,
    players: [pair[0], pair[1]],
  }));
  const round: SwissRound = {
    number: stage.rounds.length + 1,
    matches,
    ...(bye === undefined ? {} : { bye }),
  };
  return okStage({ ...stage, rng: rng.snapshot(), rounds: [...stage.rounds, round] }, warnings);
}

/**
 * Reports (or corrects) the result of a match: games won by each side, in the order the match
 * lists its players, and optionally drawn games. The side with more games wins; equal games is
 * a drawn match. Reporting an already reported match replaces its result.
 *
 * Errors: `swiss/not-started`, `swiss/stage-finished`, `swiss/unknown-match`,
 * `swiss/invalid-result`, `swiss/draws-not-allowed`.
 *
 * @example
 * ```ts
 * stage = unwrap(reportResult(stage, { table: 1, games: [2, 1] }));
 * ```
 */
export function reportResult(stage: SwissStage, report: ResultReport): Result<SwissStage> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  const done = reportChecked(stage, [report]);
  if (done.ok || done.error.path === undefined) return done;
  return err(done.error.code, done.error.message, done.error.path.replace(/^\/0/, ''));
}

/**
 * Reports (or corrects) several results at once, all or nothing: the first bad report stops it
 * and its path starts with the report's index (`/3/games`).
 *
 * Errors: as {@link reportResult}.
 *
 * @example
 * ```ts
 * stage = unwrap(reportResults(stage, [{ table: 1, games: [2, 0] }, { table: 2, games: [1, 2] }]));
 * ```
 */
export function reportResults(
  stage: SwissStage,
  reports: readonly ResultReport[],
): Result<SwissStage> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  return reportChecked(stage, reports);
}

/** {@link reportResults} on a stage that passed {@link checkStage}. */
function reportChecked(stage: SwissStage, reports: readonly ResultReport[]): Result<SwissStage> {
  if (stage.status === 'registration')
    return err(SwissErrors.notStarted, 'The stage has not started.');
  if (stage.status === 'finished') return err(SwissErrors.stageFinished, 'The stage is finished.');
  if (!Array.isArray(reports)) {
    return err(
      SwissErrors.invalidResult,
      `reportResults takes a list of results ({ table, games }), not ${shown(reports)}.`,
      '',
    );
  }
  const rounds = stage.rounds.slice();
  const copied = new Set<number>();
  const tableIndex = new Map<number, Map<number, number>>();
  /** The entry that reported each match so far: `round:matchIndex` -> report index. */
  const reported = new Map<string, number>();
  for (let k = 0; k < reports.length; k++) {
    const report = reports[k] as ResultReport;
    if (!isObject(report)) {
      return err(
        SwissErrors.invalidResult,
        `A result must be an object ({ table, games }), not ${shown(report)}.`,
        `/${k}`,
      );
    }
    if (report.round !== undefined && !(Number.isInteger(report.round) && report.round >= 1)) {
      return err(
        SwissErrors.unknownMatch,
        `round must be a round number from 1, not ${shown(report.round)}.`,
        `/${k}/round`,
      );
    }
    const roundNumber = report.round ?? stage.rounds.length;
    const roundIndex = roundNumber - 1;
    const round = rounds[roundIndex];
    if (round === undefined)
      return err(SwissErrors.unknownMatch, `There is no round ${roundNumber}.`, `/${k}/round`);
    let tables = tableIndex.get(roundIndex);
    if (tables === undefined) {
      tables = new Map(round.matches.map((m, i) => [m.table, i]));
      tableIndex.set(roundIndex, tables);
    }
    const matchIndex = tables.get(report.table);
    if (matchIndex === undefined) {
      return err(
        SwissErrors.unknownMatch,
        `Round ${roundNumber} has no table ${shown(report.table)}.`,
        `/${k}/table`,
      );
    }
    const key = `${roundIndex}:${matchIndex}`;
    const earlier = reported.get(key);
    if (earlier !== undefined) {
      return err(
        SwissErrors.duplicateReport,
        `Round ${roundNumber}, table ${report.table} is reported twice in this batch (entries ${earlier} and ${k}): send one result per match.`,
        `/${k}`,
      );
    }
    reported.set(key, k);
    const games = report.games;
    if (
      !Array.isArray(games) ||
      games.length !== 2 ||
      !games.every((g) => Number.isInteger(g) && g >= 0) ||
      (report.drawnGames !== undefined &&
        (!Number.isInteger(report.drawnGames) || report.drawnGames < 0))
    ) {
      return err(
        SwissErrors.invalidResult,
        'Games must be two whole numbers from 0 (and drawn games one).',
        `/${k}/games`,
      );
    }
    if (games[0] === games[1] && !stage.settings.allowDraws) {
      return err(
        SwissErrors.drawsNotAllowed,
        'This stage does not allow drawn matches.',
        `/${k}/games`,
      );
    }
    const result =
      report.drawnGames === undefined || report.drawnGames === 0
        ? { games: [games[0], games[1]] as const }
        : { games: [games[0], games[1]] as const, drawnGames: report.drawnGames };
    if (!copied.has(roundIndex)) {
      rounds[roundIndex] = { ...round, matches: round.matches.slice() };
      copied.add(roundIndex);
    }
    const target = rounds[roundIndex] as SwissRound;
    (target.matches as SwissMatch[])[matchIndex] = {
      ...(target.matches[matchIndex] as SwissMatch),
      result,
    };
  }
  return okStage({ ...stage, rounds });
}

/**
 * Drops a player: they are never paired again and keep their results. A match they are in that
 * has no result yet still needs one.
 *
 * Errors: `swiss/unknown-player`, `swiss/already-dropped`, `swiss/stage-finished`.
 */
export function dropPlayer(stage: SwissStage, playerId: ParticipantId): Result<SwissStage> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  if (stage.status === 'finished') return err(SwissErrors.stageFinished, 'The stage is finished.');
  const index = stage.players.findIndex((p) => p.id === playerId);
  if (index === -1) return err(SwissErrors.unknownPlayer, `No player ${shown(playerId)}.`);
  const player = stage.players[index] as SwissPlayer;
  if (player.droppedAfterRound !== undefined) {
    return err(SwissErrors.alreadyDropped, `"${playerId}" has already dropped.`);
  }
  if (stage.status === 'registration') {
    return okStage({ ...stage, players: stage.players.filter((_, i) => i !== index) });
  }
  const players = stage.players.map((p, i) =>
    i === index ? { ...p, droppedAfterRound: stage.rounds.length } : p,
  );
  return okStage({ ...stage, players });
}

/**
 * Adds a player after the start (Late entry on, while the next round to pair is at most
 * Allow late entry through round). Every round already completed counts as a loss for them with
 * no opponent (not a bye); a round still being played when they join is neither a loss nor a
 * bye for them (they were not there when it was paired). They are paired from the next round on.
 *
 * Errors: `swiss/not-started`, `swiss/stage-finished`, `swiss/late-entry-closed`,
 * `swiss/invalid-player`, `swiss/duplicate-player`.
 */
export function addLateEntrant(stage: SwissStage, player: PlayerRegistration): Result<SwissStage> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  if (stage.status === 'registration') {
    return err(SwissErrors.notStarted, 'The stage has not started: use registerPlayer.');
  }
  if (stage.status === 'finished') return err(SwissErrors.stageFinished, 'The stage is finished.');
  const nextRound = stage.rounds.length + 1;
  if (!stage.settings.lateEntry)
    return err(SwissErrors.lateEntryClosed, 'Late entry is off for this stage.');
  if (nextRound > stage.settings.lateEntryThroughRound || nextRound > stage.settings.rounds) {
    return err(
      SwissErrors.lateEntryClosed,
      `Late entry closed after round ${stage.settings.lateEntryThroughRound}; round ${nextRound} is next.`,
    );
  }
  const problem = checkRegistration(player, new Set(stage.players.map((p) => p.id)));
  if (problem) return { ok: false, error: problem };
  const maxSeed = stage.players.reduce((m, p) => Math.max(m, p.initialSeed ?? 0), 0);
  // tournaments.md: "Every round already completed when they join counts as a loss". A round
  // still being played is not completed: no loss for it, and they cannot be in it either.
  const completed = isRoundComplete(stage) ? stage.rounds.length : stage.rounds.length - 1;
  const joined: SwissPlayer = {
    ...registrationOf(player),
    initialSeed: maxSeed + 1,
    joinedAfterRound: completed,
  };
  return okStage({ ...stage, players: [...stage.players, joined] });
}

/**
 * Finishes the stage once every round has been paired and reported.
 *
 * Errors: `swiss/not-started`, `swiss/stage-finished`, `swiss/rounds-remaining`.
 */
export function finishStage(stage: SwissStage): Result<SwissStage> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  if (stage.status === 'registration')
    return err(SwissErrors.notStarted, 'The stage has not started.');
  if (stage.status === 'finished')
    return err(SwissErrors.stageFinished, 'The stage is already finished.');
  if (stage.rounds.length < stage.settings.rounds || !isRoundComplete(stage)) {
    return err(
      SwissErrors.roundsRemaining,
      `The stage plays ${stage.settings.rounds} rounds; ${stage.rounds.length} paired${isRoundComplete(stage) ? '' : ', the last one not fully reported'}.`,
    );
  }
  return okStage({ ...stage, status: 'finished' });
}

/**
 * The settings that stay editable while a stage runs: tournaments.md says Prevent repeat
 * matchups and the pairing style "both ... stay editable while the stage runs".
 */
export const SWISS_SETTINGS_EDITABLE_WHILE_RUNNING: readonly (keyof SwissSettings)[] = [
  'preventRepeatMatchups',
  'pairingStyle',
];

const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));

/**
 * Changes a stage's settings. Before the start any setting can change; once the stage runs only
 * Prevent repeat matchups and the pairing style can (the spec's way out of
 * `swiss/no-rematch-free-pairing`), and they apply from the next round paired. Fields given with
 * their current value are accepted and change nothing. The result passes the same checks as new
 * settings.
 *
 * Errors: `swiss/invalid-settings` (not an object, or the merged settings fail the schema or a
 * rule between fields; path: the field), `swiss/setting-locked` (another setting on a running
 * stage; path: the field), `swiss/stage-finished`, and the stage check's `swiss/invalid-state`.
 *
 * @example
 * ```ts
 * const paired = pairNextRound(stage);
 * if (!paired.ok && paired.error.code === 'swiss/no-rematch-free-pairing') {
 *   stage = unwrap(updateSwissSettings(stage, { preventRepeatMatchups: false }));
 *   stage = unwrap(pairNextRound(stage)); // the fewest rematches, with a warning
 * }
 * ```
 */
export function updateSwissSettings(
  stage: SwissStage,
  changes: Partial<SwissSettings>,
): Result<SwissStage> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  if (!isObject(changes)) {
    return err(
      SwissErrors.invalidSettings,
      `The settings to change must be an object, not ${shown(changes)}.`,
      '',
    );
  }
  if (stage.status === 'finished') return err(SwissErrors.stageFinished, 'The stage is finished.');
  const current = stage.settings as unknown as Record<string, unknown>;
  if (stage.status === 'running') {
    for (const key of Object.keys(changes)) {
      const editable = (SWISS_SETTINGS_EDITABLE_WHILE_RUNNING as readonly string[]).includes(key);
      if (
        !editable &&
        Object.hasOwn(current, key) &&
        !sameValue(changes[key as keyof SwissSettings], current[key])
      ) {
        return err(
          SwissErrors.settingLocked,
          `${key} cannot change once the stage has started: only Prevent repeat matchups and the pairing style can.`,
          `/${key}`,
        );
      }
    }
  }
  const merged = checkSwissSettings({ ...stage.settings, ...changes });
  if (!merged.ok) return merged;
  return okStage({ ...stage, settings: merged.value });
}
