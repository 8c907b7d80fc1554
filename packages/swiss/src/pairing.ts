import {
  err,
  type Issue,
  issue,
  ok,
  type ParticipantId,
  type Result,
  type Rng,
} from '@tcgkit/core';
import { isObject, shown } from './check.js';
import { type SwissErrorCode, SwissErrors } from './errors.js';
import {
  type EngineStats,
  type IndexPairingProblem,
  newEngineStats,
  pairFewestRematches,
  pairWithoutRematches,
} from './pairing-engine.js';
import type { FloaterChoice, PairingStyle } from './types.js';

/** A player to pair: their id and current points. */
export interface PairingEntry {
  readonly id: ParticipantId;
  readonly points: number;
}

/** Everything {@link pairPlayers} needs. */
export interface PairingRequest {
  /** The players to pair, in standings order (best first), an even number (the bye removed). */
  readonly players: readonly PairingEntry[];
  /** Each player's earlier opponents (ids); players not listed have none. */
  readonly previousOpponents: Readonly<Record<ParticipantId, readonly ParticipantId[]>>;
  readonly style: PairingStyle;
  /** Default `lowest-ranked`. */
  readonly floater?: FloaterChoice;
  /** Default true. */
  readonly preventRepeatMatchups?: boolean;
}

/** The pairs of a round, best-placed pair first, and how many of them repeat an earlier match. */
export interface PairingOutcome {
  readonly pairs: readonly (readonly [ParticipantId, ParticipantId])[];
  readonly rematches: number;
}

/**
 * Pairs one round: score groups (equal points) from the top, the style inside each group, the
 * optimal rematch-free pairing when the plain one would repeat a match (see the README's
 * "Exact optimality criterion"). Randomness (the `random` style or floater) comes from `rng`,
 * which advances.
 *
 * Errors: `swiss/invalid-pairing-request` when the request is malformed (not an object; players
 * not a list of `{ id, points }` with distinct non-empty ids and finite points; an odd number of
 * players; `previousOpponents` not an object of id lists; an unknown `style` or `floater`;
 * `preventRepeatMatchups` not a boolean; `rng` not a generator), with the path of the problem;
 * `swiss/no-rematch-free-pairing` when repeat matchups are prevented and every pairing repeats
 * one. With `preventRepeatMatchups: false`, the pairing has the fewest rematches.
 *
 * @example
 * ```ts
 * import { createRng, seedRng } from '@tcgkit/core';
 * const result = pairPlayers(
 *   {
 *     players: [{ id: 'ana', points: 3 }, { id: 'ben', points: 3 }, { id: 'cy', points: 0 }, { id: 'dee', points: 0 }],
 *     previousOpponents: { ana: ['ben'], ben: ['ana'], cy: ['dee'], dee: ['cy'] },
 *     style: 'adjacent',
 *   },
 *   createRng(seedRng('r2')),
 * );
 * // result.value.pairs: [['ana', 'cy'], ['ben', 'dee']]
 * ```
 */
export function pairPlayers(
  request: PairingRequest,
  rng: Rng,
): Result<PairingOutcome, SwissErrorCode> {
  return pairPlayersWithStats(request, rng, newEngineStats());
}

const STYLES: readonly unknown[] = ['random', 'fold', 'adjacent'];
const FLOATERS: readonly unknown[] = ['lowest-ranked', 'random'];

/** The first problem with a {@link pairPlayers} request, or `undefined` when it is sound. */
function checkPairingRequest(request: unknown, rng: unknown): Issue<SwissErrorCode> | undefined {
  const bad = (message: string, path: string) =>
    issue(SwissErrors.invalidPairingRequest, message, path);
  if (!isObject(request)) {
    return bad(
      `A pairing request must be an object ({ players, previousOpponents, style }), not ${shown(request)}.`,
      '',
    );
  }
  const players: unknown = request.players;
  if (!Array.isArray(players)) {
    return bad(`players must be a list of { id, points }, not ${shown(players)}.`, '/players');
  }
  const ids = new Set<string>();
  for (let i = 0; i < players.length; i++) {
    const p: unknown = players[i];
    if (!isObject(p)) {
      return bad(`A player must be an object { id, points }, not ${shown(p)}.`, `/players/${i}`);
    }
    if (typeof p.id !== 'string' || p.id === '') {
      return bad(`A player id must be a non-empty string, not ${shown(p.id)}.`, `/players/${i}/id`);
    }
    if (ids.has(p.id)) {
      return bad(
        `${shown(p.id)} is listed twice: a player cannot be paired against themselves or twice.`,
        `/players/${i}/id`,
      );
    }
    ids.add(p.id);
    if (typeof p.points !== 'number' || !Number.isFinite(p.points)) {
      return bad(`Points must be a finite number, not ${shown(p.points)}.`, `/players/${i}/points`);
    }
  }
  if (players.length % 2 !== 0) {
    return bad(
      `pairPlayers needs an even number of players (${players.length} given): take out the player with the bye first.`,
      '/players',
    );
  }
  const previous: unknown = request.previousOpponents;
  if (!isObject(previous)) {
    return bad(
      `previousOpponents must be an object of id lists ({} when nobody has played), not ${shown(previous)}.`,
      '/previousOpponents',
    );
  }
  for (const key of Object.keys(previous)) {
    const list: unknown = previous[key];
    const path = `/previousOpponents/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!Array.isArray(list))
      return bad(`Earlier opponents must be a list of ids, not ${shown(list)}.`, path);
    for (let j = 0; j < list.length; j++) {
      if (typeof list[j] !== 'string') {
        return bad(`An earlier opponent must be an id, not ${shown(list[j])}.`, `${path}/${j}`);
      }
    }
  }
  if (!STYLES.includes(request.style)) {
    return bad(
      `style must be "random", "fold" or "adjacent", not ${shown(request.style)}.`,
      '/style',
    );
  }
  if (request.floater !== undefined && !FLOATERS.includes(request.floater)) {
    return bad(
      `floater must be "lowest-ranked" or "random", not ${shown(request.floater)}.`,
      '/floater',
    );
  }
  if (
    request.preventRepeatMatchups !== undefined &&
    typeof request.preventRepeatMatchups !== 'boolean'
  ) {
    return bad('preventRepeatMatchups must be true or false.', '/preventRepeatMatchups');
  }
  if (!isObject(rng) || typeof rng.int !== 'function' || typeof rng.shuffle !== 'function') {
    return bad('rng must be a generator from @tcgkit/core (createRng(seedRng(seed))).', '/rng');
  }
  return undefined;
}

/**
 * {@link pairPlayers} that also fills in what the engine did (tests, diagnostics).
 * @internal
 */
export function pairPlayersWithStats(
  request: PairingRequest,
  rng: Rng,
  stats: EngineStats,
): Result<PairingOutcome, SwissErrorCode> {
  const problem = checkPairingRequest(request, rng);
  if (problem) return { ok: false, error: problem };
  const { players } = request;
  const n = players.length;
  const index = new Map<ParticipantId, number>();
  players.forEach((p, i) => {
    index.set(p.id, i);
  });
  const forbidden: number[][] = new Array(n);
  for (let i = 0; i < n; i++) {
    const list: number[] = [];
    const id = (players[i] as PairingEntry).id;
    const earlier = Object.hasOwn(request.previousOpponents, id)
      ? request.previousOpponents[id]
      : undefined;
    for (const opp of earlier ?? []) {
      const j = index.get(opp);
      if (j !== undefined && j !== i && !list.includes(j)) list.push(j);
    }
    forbidden[i] = list;
  }
  // Keep the lists symmetric even if the caller gave one side only.
  for (let i = 0; i < n; i++)
    for (const j of forbidden[i] as number[])
      if (!(forbidden[j] as number[]).includes(i)) (forbidden[j] as number[]).push(i);
  return pairIndexed(
    players,
    forbidden,
    request.style,
    request.floater ?? 'lowest-ranked',
    request.preventRepeatMatchups ?? true,
    rng,
    stats,
  );
}

/**
 * {@link pairPlayers} on players whose earlier opponents are already given as symmetric,
 * duplicate-free index lists.
 * @internal
 */
export function pairIndexed(
  players: readonly PairingEntry[],
  forbidden: readonly (readonly number[])[],
  style: PairingStyle,
  floater: FloaterChoice,
  preventRepeatMatchups: boolean,
  rng: Rng,
  stats?: EngineStats,
): Result<PairingOutcome, SwissErrorCode> {
  const n = players.length;
  const group = new Int32Array(n);
  let g = 0;
  for (let i = 1; i < n; i++) {
    if ((players[i] as PairingEntry).points !== (players[i - 1] as PairingEntry).points) g++;
    group[i] = g;
  }
  const problem: IndexPairingProblem = { size: n, group, forbidden, style, floater };
  const toIds = (pairs: readonly (readonly [number, number])[]): [ParticipantId, ParticipantId][] =>
    pairs.map(([a, b]) => [(players[a] as PairingEntry).id, (players[b] as PairingEntry).id]);
  const found = pairWithoutRematches(problem, rng, stats ?? newEngineStats());
  if (found !== undefined) return ok({ pairs: toIds(found), rematches: 0 });
  if (preventRepeatMatchups) {
    return err(
      SwissErrors.noRematchFreePairing,
      `No pairing of these ${n} players avoids every rematch: turn Prevent repeat matchups off for this stage, or change its pairing style.`,
    );
  }
  const pairs = pairFewestRematches(problem);
  let rematches = 0;
  for (const [a, b] of pairs) if ((forbidden[a] as readonly number[]).includes(b)) rematches++;
  return ok({ pairs: toIds(pairs), rematches }, [
    {
      code: SwissErrors.rematchesPaired,
      message: `No rematch-free pairing exists; this one repeats ${rematches} match${rematches === 1 ? '' : 'es'}, the fewest possible.`,
    },
  ]);
}
