/**
 * `computeStandings`: from players, match records and settings to ranked, explained rows.
 * @module
 */
import { ok, type Result, TcgkitError } from '@tcgkit/core';
import { type ExplainContext, explainTiebreaker, newOpponentLineCache } from './explain.js';
import { roundPercentage } from './format.js';
import { gameWinPercentage, matchWinPercentage } from './percentages.js';
import { rankPlayers } from './rank.js';
import { TIEBREAKER_IDS } from './tiebreakers.js';
import type { Standing, StandingsInput, TiebreakerExplanation, TiebreakerId } from './types.js';
import { checkStandingsInput } from './validate.js';

/** A match result from one side. Internal. */
export type Outcome = 'win' | 'loss' | 'draw';

/** One match at the table, from one side. Internal. */
export interface OpponentEntry {
  readonly opp: number;
  readonly round: number;
  readonly result: Outcome;
  /** Points this side earned in the match. */
  readonly points: number;
}

/** Everything counted for one player. Internal. */
export interface Tally {
  wins: number;
  losses: number;
  draws: number;
  points: number;
  byes: number;
  /** Counts for match-win %: matches at the table (late-entry losses in `mwLosses`). */
  mwWins: number;
  mwDraws: number;
  mwLosses: number;
  gamesWon: number;
  gamesLost: number;
  gamesDrawn: number;
  opponents: OpponentEntry[];
  /**
   * Points earned against each opponent, at the table and by automatic wins (head-to-head
   * counts both). Shares the entries of `opponents` when there are no automatic wins.
   */
  against: OpponentEntry[];
  /** Automatic wins and losses: head-to-head only. */
  automatic: OpponentEntry[];
}

const newTally = (): Tally => ({
  wins: 0,
  losses: 0,
  draws: 0,
  points: 0,
  byes: 0,
  mwWins: 0,
  mwDraws: 0,
  mwLosses: 0,
  gamesWon: 0,
  gamesLost: 0,
  gamesDrawn: 0,
  opponents: [],
  against: [],
  automatic: [],
});

/**
 * Computes ranked standings: points, then the applied tiebreakers in order, then the better
 * initial seed, with percentages compared after rounding to four decimals. Every row carries
 * every tiebreaker's value (applied or not) and, unless `explain` is false, the numbers behind
 * each one. Playoff matches are left out; `throughRound` freezes values after a round.
 *
 * Throws a `TcgkitError` with one of the {@link TiebreakersErrorCode} codes on invalid input;
 * use {@link tryComputeStandings} to get a `Result` instead.
 *
 * @example
 * ```ts
 * import { computeStandings, presets } from '@tcgkit/tiebreakers';
 * const rows = computeStandings({
 *   players: [{ id: 'ana' }, { id: 'ben' }, { id: 'eli' }],
 *   matches: [
 *     { type: 'played', round: 1, players: ['ana', 'ben'], games: [2, 0] },
 *     { type: 'bye', round: 1, player: 'eli' },
 *   ],
 *   settings: presets.riftboundDefault,
 * });
 * rows.map((r) => `${r.rank}. ${r.playerId} ${r.points}`); // ['1. ana 3', '2. eli 3', '3. ben 0']
 * ```
 */
export function computeStandings(input: StandingsInput): Standing[] {
  const checked = checkStandingsInput(input);
  if (!checked.ok) throw new TcgkitError(checked.error);
  return computeChecked(input);
}

/**
 * {@link computeStandings} returning a `Result`: `{ ok: false, error }` with a code, message and
 * JSON-Pointer path for invalid input instead of throwing.
 *
 * @example
 * ```ts
 * const result = tryComputeStandings({ players: [], matches: [{ type: 'bye', round: 1, player: 'x' }], settings: presets.mtg });
 * if (!result.ok) result.error.code; // 'tiebreakers/unknown-player'
 * ```
 */
export function tryComputeStandings(input: StandingsInput): Result<Standing[]> {
  const checked = checkStandingsInput(input);
  return checked.ok ? ok(computeChecked(input)) : checked;
}

/**
 * `earlier` keeps the standings after each round already computed for frozen drops, so an
 * event with drops in every round costs one computation per round, not one per subset. Such a
 * run is only read for the players who dropped after that round (`onlyExplainDroppedAfter`), so
 * only their rows get explanations.
 */
function computeChecked(
  input: StandingsInput,
  earlier: Map<number, Map<string, Standing>> = new Map(),
  onlyExplainDroppedAfter?: number,
): Standing[] {
  const { players, settings } = input;
  const { scoring } = settings;
  const formula = settings.matchWinFormula ?? 'not_set';
  const omwFloor = settings.opponentMatchWinFloor ?? 0;
  const gwFloor = settings.gameWinFloor ?? 0;
  const ownGwFloor = (settings.gameWinFloorOnOwn ?? true) ? gwFloor : 0;
  const gwMethod = settings.gameWinMethod ?? 'games';
  const [byeWon, byeLost] = settings.byeGames ?? [0, 0];
  const byesForOpponents = settings.byesInOpponentFigures ?? true;
  const droppedCap = settings.droppedMatchWinCap ?? 1;
  const explain = input.explain ?? true;
  const fullByes = scoring.byeHandling === 'full-points';
  const drawsAreLosses = scoring.drawsCountAsLosses ?? false;

  const n = players.length;
  const index = new Map<string, number>();
  for (let i = 0; i < n; i++) index.set(players[i]!.id, i);
  const ids = players.map((p) => p.id);
  const names = players.map((p) => p.name ?? p.id);
  const seeds = players.map((p, i) => p.seed ?? i + 1);
  const tallies = players.map(newTally);

  // 1. Tally every counted record.
  let lastRound = 0;
  const pointsFor = (result: Outcome) =>
    result === 'win' ? scoring.win : result === 'draw' ? scoring.draw : scoring.loss;
  for (const match of input.matches) {
    if (input.throughRound !== undefined && match.round > input.throughRound) continue;
    if (match.type === 'played' && match.playoff) continue;
    lastRound = Math.max(lastRound, match.round);
    switch (match.type) {
      case 'played': {
        const a = index.get(match.players[0])!;
        const b = index.get(match.players[1])!;
        let g0 = match.games?.[0] ?? 0;
        let g1 = match.games?.[1] ?? 0;
        let winner: 0 | 1 | 'draw';
        if (match.lostOnTime !== undefined) {
          // The side that lost on time also loses the last, unfinished game.
          winner = match.lostOnTime === 0 ? 1 : 0;
          if (winner === 0) g0++;
          else g1++;
        } else {
          winner = match.outcome ?? (g0 > g1 ? 0 : g1 > g0 ? 1 : 'draw');
        }
        const drawn = match.drawnGames ?? 0;
        const ra: Outcome =
          winner === 'draw' ? (drawsAreLosses ? 'loss' : 'draw') : winner === 0 ? 'win' : 'loss';
        const rb: Outcome =
          winner === 'draw' ? (drawsAreLosses ? 'loss' : 'draw') : winner === 1 ? 'win' : 'loss';
        addSide(tallies[a]!, b, match.round, ra, pointsFor(ra), g0, g1, drawn);
        addSide(tallies[b]!, a, match.round, rb, pointsFor(rb), g1, g0, drawn);
        break;
      }
      case 'bye': {
        if (!fullByes) break;
        const t = tallies[index.get(match.player)!]!;
        t.wins++;
        t.byes++;
        t.points += scoring.bye;
        break;
      }
      case 'automatic-win': {
        const w = index.get(match.winner)!;
        const l = index.get(match.loser)!;
        const tw = tallies[w]!;
        const tl = tallies[l]!;
        tw.wins++;
        tw.points += scoring.win;
        tw.automatic.push({ opp: l, points: scoring.win, round: match.round, result: 'win' });
        tl.losses++;
        tl.points += scoring.loss;
        tl.automatic.push({ opp: w, points: scoring.loss, round: match.round, result: 'loss' });
        break;
      }
      case 'late-entry-loss': {
        const t = tallies[index.get(match.player)!]!;
        t.losses++;
        t.mwLosses++;
        t.points += scoring.loss;
        break;
      }
      default: {
        const never: never = match;
        throw new Error(`Unknown match type ${JSON.stringify(never)}`);
      }
    }
  }
  if (input.throughRound !== undefined) lastRound = input.throughRound;
  // Sums must not depend on the order records were given in.
  const byRound = (x: OpponentEntry, y: OpponentEntry) =>
    x.round - y.round || cmpId(ids[x.opp]!, ids[y.opp]!);
  for (const t of tallies) {
    if (!inRoundOrder(t.opponents)) t.opponents.sort(byRound);
    if (t.automatic.length === 0) t.against = t.opponents;
    else t.against = [...t.opponents, ...t.automatic].sort(byRound);
  }
  const dropped = players.map(
    (p) => p.droppedAfterRound !== undefined && p.droppedAfterRound < lastRound,
  );

  // 2. Each player's own figures and the figures their opponents see.
  const points = tallies.map((t) => t.points);
  const ownMw = new Float64Array(n);
  const oppMwRaw = new Float64Array(n);
  const oppMw = new Float64Array(n);
  const ownGwRaw = new Float64Array(n);
  const ownGw = new Float64Array(n);
  const oppGwRaw = new Float64Array(n);
  const oppGw = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = tallies[i]!;
    const counts = { wins: t.mwWins, draws: t.mwDraws, losses: t.mwLosses, byes: t.byes };
    ownMw[i] = matchWinPercentage(counts, formula, scoring);
    const seen = byesForOpponents
      ? ownMw[i]!
      : matchWinPercentage({ ...counts, byes: 0 }, formula, scoring);
    oppMwRaw[i] = dropped[i] ? Math.min(droppedCap, seen) : seen;
    oppMw[i] = Math.max(omwFloor, oppMwRaw[i]!);
    ownGwRaw[i] = gameWinPercentage(
      t.gamesWon + t.byes * byeWon,
      t.gamesLost + t.byes * byeLost,
      t.gamesDrawn,
      gwMethod,
    );
    ownGw[i] = Math.max(ownGwFloor, ownGwRaw[i]!);
    oppGwRaw[i] = byesForOpponents
      ? ownGwRaw[i]!
      : gameWinPercentage(t.gamesWon, t.gamesLost, t.gamesDrawn, gwMethod);
    oppGw[i] = Math.max(gwFloor, oppGwRaw[i]!);
  }
  const omw = new Float64Array(n);
  const ogw = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const opps = tallies[i]!.opponents;
    if (opps.length === 0) continue;
    let mw = 0;
    let gw = 0;
    for (const o of opps) {
      mw += oppMw[o.opp]!;
      gw += oppGw[o.opp]!;
    }
    omw[i] = mw / opps.length;
    ogw[i] = gw / opps.length;
  }
  const plainOomw = settings.opponentOpponentAverage === 'plain';
  const oomw = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const opps = tallies[i]!.opponents;
    let sum = 0;
    let weight = 0;
    for (const o of opps) {
      const w = plainOomw ? 1 : tallies[o.opp]!.opponents.length;
      sum += omw[o.opp]! * w;
      weight += w;
    }
    oomw[i] = weight === 0 ? 0 : sum / weight;
  }

  // 3. Ranking values (percentages rounded to four decimals).
  const values = {} as Record<TiebreakerId, Float64Array>;
  for (const id of TIEBREAKER_IDS) values[id] = new Float64Array(n);
  const lastOpponent = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const t = tallies[i]!;
    let h2h = 0;
    for (const a of t.against) if (points[a.opp] === points[i]) h2h += a.points;
    values.head_to_head[i] = h2h;
    values.score_difference[i] = t.gamesWon - t.gamesLost;
    values.game_win_percentage[i] = roundPercentage(ownGw[i]!);
    values.points_scored[i] = t.gamesWon;
    let buchholz = 0;
    let sb = 0;
    let highest = Number.NEGATIVE_INFINITY;
    let lowest = Number.POSITIVE_INFINITY;
    for (const o of t.opponents) {
      const p = points[o.opp]!;
      buchholz += p;
      if (p > highest) highest = p;
      if (p < lowest) lowest = p;
      if (o.result === 'win') sb += p;
      else if (o.result === 'draw') sb += p / 2;
    }
    values.buchholz[i] = buchholz;
    values.median_buchholz[i] = t.opponents.length > 2 ? buchholz - highest - lowest : buchholz;
    values.sonneborn_berger[i] = sb;
    values.opponent_match_win_percentage[i] = roundPercentage(omw[i]!);
    values.opponent_opponent_match_win_percentage[i] = roundPercentage(oomw[i]!);
    values.opponent_game_win_percentage[i] = roundPercentage(ogw[i]!);
    values.tardiness[i] = players[i]!.late ? 1 : 0;
    values.match_win_percentage[i] = roundPercentage(ownMw[i]!);
    const last = t.opponents[t.opponents.length - 1];
    if (last) lastOpponent[i] = last.opp;
  }

  // Play! Pokémon (TOM): a dropped player's tiebreakers stay as they were when they dropped.
  const frozen = new Map<number, Standing>();
  if (settings.freezeDroppedTiebreakers) {
    const rounds = new Set<number>();
    for (let i = 0; i < n; i++) if (dropped[i]) rounds.add(players[i]!.droppedAfterRound!);
    for (const round of [...rounds].sort((a, b) => a - b)) {
      let byId = earlier.get(round);
      if (!byId) {
        const before = computeChecked({ ...input, throughRound: round }, earlier, round);
        byId = new Map(before.map((r) => [r.playerId, r]));
        earlier.set(round, byId);
      }
      for (let i = 0; i < n; i++) {
        if (!dropped[i] || players[i]!.droppedAfterRound !== round) continue;
        const then = byId.get(ids[i]!)!;
        frozen.set(i, then);
        for (const id of TIEBREAKER_IDS) {
          if (!LIVE.has(id)) values[id][i] = then.values[id];
        }
      }
    }
  }

  const pointsAgainst = (a: number, b: number): number => {
    let sum = 0;
    for (const x of tallies[a]!.against) if (x.opp === b) sum += x.points;
    return sum;
  };
  const ranking = rankPlayers(
    { ids, seeds, points, values, pointsAgainst, lastOpponent },
    settings.tiebreakers,
    settings.shareTiedPlacements ?? true,
  );
  const position = new Int32Array(n);
  ranking.order.forEach((p, k) => {
    position[p] = k + 1;
  });
  for (let i = 0; i < n; i++) {
    values.head_to_head_pair[i] = ranking.pairValue[i]!;
    const last = lastOpponent[i]!;
    values.standing_of_last_opponent[i] = last < 0 ? n + 1 : position[last]!;
  }

  // 4. Rows, with explanations (of the applied tiebreakers, or of all of them).
  const applied = [...settings.tiebreakers];
  const explained: readonly TiebreakerId[] =
    explain === 'all' ? TIEBREAKER_IDS : explain ? [...new Set(applied)] : [];
  const context: ExplainContext = {
    tallies,
    names,
    ids,
    points,
    values,
    ownGwRaw,
    ownGwFloor,
    gwFloor,
    oppMw,
    oppMwRaw,
    oppGw,
    oppGwRaw,
    omw,
    oomwPlain: plainOomw,
    ownMw,
    formula,
    byeGames: [byeWon, byeLost],
    gwMethod,
    late: players.map((p) => p.late ?? false),
    lastOpponent,
    position,
    pairValue: ranking.pairValue,
    cache: newOpponentLineCache(n),
  };
  const rows: Standing[] = [];
  for (const i of ranking.order) {
    const t = tallies[i]!;
    const rowValues = rowValuesOf(values, i);
    const explanations: Partial<Record<TiebreakerId, TiebreakerExplanation>> = {};
    const then = frozen.get(i);
    const explainThis =
      onlyExplainDroppedAfter === undefined ||
      players[i]!.droppedAfterRound === onlyExplainDroppedAfter;
    for (const id of explainThis ? explained : NONE) {
      // A frozen value comes with the explanation of the round the player dropped after.
      const kept = LIVE.has(id) ? undefined : then?.explanations[id];
      explanations[id] = kept ?? explainTiebreaker(id, i, context);
    }
    rows.push({
      playerId: ids[i]!,
      rank: ranking.rank[i]!,
      position: position[i]!,
      shared: ranking.shared[i] === 1,
      seed: seeds[i]!,
      record: { wins: t.wins, losses: t.losses, draws: t.draws },
      points: t.points,
      byes: t.byes,
      opponents: opponentIds(t.opponents, ids),
      gamesWon: t.gamesWon,
      gamesLost: t.gamesLost,
      gamesDrawn: t.gamesDrawn,
      late: players[i]!.late ?? false,
      dropped: dropped[i]!,
      values: rowValues,
      applied,
      explanations,
    });
  }
  return rows;
}

const NONE: readonly TiebreakerId[] = [];

/** Values that are never frozen for a dropped player: they depend on the final order or flags. */
const LIVE: ReadonlySet<TiebreakerId> = new Set<TiebreakerId>([
  'tardiness',
  'standing_of_last_opponent',
  'head_to_head_pair',
]);

const cmpId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** True when entries are in strictly increasing rounds (the usual case: no sort needed). */
function inRoundOrder(entries: readonly OpponentEntry[]): boolean {
  for (let k = 1; k < entries.length; k++)
    if (entries[k]!.round <= entries[k - 1]!.round) return false;
  return true;
}

/** Adds one side of a match at the table to a player's tally. */
function addSide(
  t: Tally,
  opp: number,
  round: number,
  result: Outcome,
  points: number,
  won: number,
  lost: number,
  drawn: number,
): void {
  t.points += points;
  if (result === 'win') {
    t.wins++;
    t.mwWins++;
  } else if (result === 'draw') {
    t.draws++;
    t.mwDraws++;
  } else {
    t.losses++;
    t.mwLosses++;
  }
  t.gamesWon += won;
  t.gamesLost += lost;
  t.gamesDrawn += drawn;
  t.opponents.push({ opp, round, result, points });
}

function opponentIds(entries: readonly OpponentEntry[], ids: readonly string[]): string[] {
  const out = new Array<string>(entries.length);
  for (let k = 0; k < entries.length; k++) out[k] = ids[entries[k]!.opp]!;
  return out;
}

/** One row's values, as a literal so every row shares one object shape. */
function rowValuesOf(
  v: Readonly<Record<TiebreakerId, Float64Array>>,
  i: number,
): Record<TiebreakerId, number> {
  return {
    head_to_head: v.head_to_head[i]!,
    head_to_head_pair: v.head_to_head_pair[i]!,
    score_difference: v.score_difference[i]!,
    game_win_percentage: v.game_win_percentage[i]!,
    points_scored: v.points_scored[i]!,
    buchholz: v.buchholz[i]!,
    median_buchholz: v.median_buchholz[i]!,
    sonneborn_berger: v.sonneborn_berger[i]!,
    opponent_match_win_percentage: v.opponent_match_win_percentage[i]!,
    opponent_opponent_match_win_percentage: v.opponent_opponent_match_win_percentage[i]!,
    opponent_game_win_percentage: v.opponent_game_win_percentage[i]!,
    tardiness: v.tardiness[i]!,
    standing_of_last_opponent: v.standing_of_last_opponent[i]!,
    match_win_percentage: v.match_win_percentage[i]!,
  };
}
