import {
  type CoreErrorCode,
  createRng,
  err,
  type Issue,
  issue,
  type MissingRating,
  type ParticipantId,
  type RatingTable,
  type Result,
  type SeedBy,
  seedingRatings,
  seedRng,
} from '@tcgkit/core';
import { tryComputeStandings } from '@tcgkit/tiebreakers';
import { isObject, shown } from './check.js';
import { type SwissErrorCode, SwissErrors } from './errors.js';
import { checkStage, okStage } from './load.js';
import { type PairingEntry, pairIndexed } from './pairing.js';
import { resolveSwissSettings } from './settings.js';
import { standingsInputOf } from './standings.js';
import type {
  PlayerRegistration,
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
): Result<SwissStage, SwissErrorCode> {
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

export function checkRegistration(
  player: PlayerRegistration,
  taken: ReadonlySet<ParticipantId>,
): Issue<SwissErrorCode> | undefined {
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

export function registrationOf(player: PlayerRegistration): SwissPlayer {
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
export function registerPlayer(
  stage: SwissStage,
  player: PlayerRegistration,
): Result<SwissStage, SwissErrorCode> {
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

/**
 * Registers several players in order; stops at the first error (its path names the index).
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { createSwissStage, registerPlayers } from '@tcgkit/swiss';
 * let stage = unwrap(createSwissStage({ rounds: 3 }, { seed: 'league-7' }));
 * stage = unwrap(registerPlayers(stage, [{ id: 'ana', name: 'Ana' }, { id: 'ben', name: 'Ben' }]));
 * console.log(stage.players.length); // 2
 * const again = registerPlayers(stage, [{ id: 'ana' }]);
 * console.log(again.ok ? 'added' : again.error.code); // an id already registered is refused
 * ```
 */
export function registerPlayers(
  stage: SwissStage,
  players: readonly PlayerRegistration[],
): Result<SwissStage, SwissErrorCode> {
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
  /** `rating` (default) or `conservative`: seed by rating − 2 × deviation where the table gives one. */
  readonly seedBy?: SeedBy;
}

/**
 * Starts the stage: fixes every player's initial seed from the First-round seeding (manual or
 * prior-stage: the `seed` given at registration; rating: higher first, from `options.ratings` or
 * the players' own `rating`, unrated players as `options.missingRating` says, by rating − 2 ×
 * deviation with `seedBy: 'conservative'`; random: drawn from
 * the stage seed). With `rating` seeding, the rating each player was seeded by is stored on them.
 * Pair round 1 with {@link pairNextRound}.
 *
 * Errors: `swiss/already-started`, `swiss/too-few-players`, `swiss/missing-rating`,
 * `core/invalid-ratings`, `core/invalid-missing-rating`, `core/invalid-seed-by`. Warning:
 * `swiss/missing-seed`.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { createSwissStage, registerPlayers, startStage } from '@tcgkit/swiss';
 * let stage = unwrap(createSwissStage({ rounds: 3 }, { seed: 'league-7' }));
 * stage = unwrap(registerPlayers(stage, ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id }))));
 * stage = unwrap(startStage(stage));
 * console.log(stage.status); // 'running': registration is closed, round 1 can be paired
 * ```
 */
export function startStage(
  stage: SwissStage,
  options: StartOptions = {},
): Result<SwissStage, SwissErrorCode | CoreErrorCode> {
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
    const seeding = seedingRatings(
      registered,
      options.ratings,
      options.missingRating,
      options.seedBy,
    );
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

/**
 * True when every match of every paired round has a result.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { createSwissStage, isRoundComplete, pairNextRound, registerPlayers, reportResult, startStage } from '@tcgkit/swiss';
 * let stage = unwrap(createSwissStage({ rounds: 3 }, { seed: 'league-7' }));
 * stage = unwrap(startStage(unwrap(registerPlayers(stage, ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id }))))));
 * stage = unwrap(pairNextRound(stage));
 * stage = unwrap(reportResult(stage, { table: 1, games: [2, 0] }));
 * console.log(isRoundComplete(stage)); // false: table 2 has no result yet
 * stage = unwrap(reportResult(stage, { table: 2, games: [1, 2] }));
 * console.log(isRoundComplete(stage)); // true: round 2 can be paired
 * ```
 */
export function isRoundComplete(stage: SwissStage): boolean {
  const last = stage.rounds[stage.rounds.length - 1];
  return last === undefined || last.matches.every((m) => m.result !== undefined);
}

/**
 * The players who will be paired in the next round: registered, not dropped.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { activePlayers, createSwissStage, dropPlayer, registerPlayers, startStage } from '@tcgkit/swiss';
 * let stage = unwrap(createSwissStage({ rounds: 3 }, { seed: 'league-7' }));
 * stage = unwrap(startStage(unwrap(registerPlayers(stage, ['ana', 'ben', 'cam'].map((id) => ({ id }))))));
 * stage = unwrap(dropPlayer(stage, 'ben'));
 * console.log(activePlayers(stage).map((p) => p.id)); // [ 'ana', 'cam' ]: the players still paired
 * ```
 */
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
export function pairNextRound(stage: SwissStage): Result<SwissStage, SwissErrorCode> {
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
    if (!standings.ok) {
      return err(SwissErrors.invalidState, standings.error.message, standings.error.path);
    }
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
