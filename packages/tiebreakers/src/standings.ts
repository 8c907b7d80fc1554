/**
 * `computeStandings`: from players, match records and settings to ranked, explained rows.
 * @module
 */
import { ok, type Result, TcgkitError } from '@tcgkit/core';
import { type ExplainContext, explainTiebreaker, newOpponentLineCache } from './explain.js';
import { roundPercentage } from './format.js';
import { gameWinPercentage, matchWinPercentage } from './percentages.js';
import { rankPlayers } from './rank.js';
import {
  DRAW,
  LOSS,
  newTally,
  type OpponentEntry,
  type OpponentTable,
  type Tally,
  WIN,
} from './tally.js';
import { TIEBREAKER_IDS } from './tiebreakers.js';
import type { Standing, StandingsInput, TiebreakerExplanation, TiebreakerId } from './types.js';
import { checkStandingsInput } from './validate.js';

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
 * JSON-Pointer path for invalid input instead of throwing. Total: any value (a parsed JSON body
 * of any shape, `null`, `{}`) gives a `Result`, never an exception, and a row is only built from
 * input that passed every check.
 *
 * @example
 * ```ts
 * const result = tryComputeStandings({ players: [], matches: [{ type: 'bye', round: 1, player: 'x' }], settings: presets.mtg });
 * if (!result.ok) result.error.code; // 'tiebreakers/unknown-player'
 * ```
 */
export function tryComputeStandings(input: unknown): Result<Standing[]> {
  const checked = checkStandingsInput(input);
  return checked.ok ? ok(computeChecked(checked.value)) : checked;
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

  // 1. Tally every counted record. A first pass sizes the flat table of matches at the table.
  const { matches } = input;
  const counted = new Uint8Array(matches.length);
  const sideA = new Int32Array(matches.length);
  const sideB = new Int32Array(matches.length);
  const start = new Int32Array(n + 1);
  for (let m = 0; m < matches.length; m++) {
    const match = matches[m]!;
    if (input.throughRound !== undefined && match.round > input.throughRound) continue;
    if (match.type === 'played' && match.playoff) continue;
    counted[m] = 1;
    if (match.type !== 'played') continue;
    const a = index.get(match.players[0])!;
    const b = index.get(match.players[1])!;
    sideA[m] = a;
    sideB[m] = b;
    start[a + 1]!++;
    start[b + 1]!++;
  }
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const size = start[n]!;
  const table: OpponentTable = {
    start,
    opp: new Int32Array(size),
    round: new Float64Array(size),
    result: new Uint8Array(size),
    points: new Float64Array(size),
  };
  const cursor = start.slice(0, n);
  let lastRound = 0;
  const pointsFor = (result: number) =>
    result === WIN ? scoring.win : result === DRAW ? scoring.draw : scoring.loss;
  for (let m = 0; m < matches.length; m++) {
    if (counted[m] === 0) continue;
    const match = matches[m]!;
    lastRound = Math.max(lastRound, match.round);
    switch (match.type) {
      case 'played': {
        const a = sideA[m]!;
        const b = sideB[m]!;
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
        const drawResult = drawsAreLosses ? LOSS : DRAW;
        const ra = winner === 'draw' ? drawResult : winner === 0 ? WIN : LOSS;
        const rb = winner === 'draw' ? drawResult : winner === 1 ? WIN : LOSS;
        const ka = cursor[a]!++;
        const kb = cursor[b]!++;
        addSide(tallies[a]!, table, ka, b, match.round, ra, pointsFor(ra), g0, g1, drawn);
        addSide(tallies[b]!, table, kb, a, match.round, rb, pointsFor(rb), g1, g0, drawn);
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
        tw.automatic = [
          ...tw.automatic,
          { opp: l, points: scoring.win, round: match.round, result: 'win' },
        ];
        tl.losses++;
        tl.points += scoring.loss;
        tl.automatic = [
          ...tl.automatic,
          { opp: w, points: scoring.loss, round: match.round, result: 'loss' },
        ];
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
  for (let i = 0; i < n; i++) sortRange(table, start[i]!, start[i + 1]!, ids);
  const byRound = (x: OpponentEntry, y: OpponentEntry) =>
    x.round - y.round || cmpId(ids[x.opp]!, ids[y.opp]!);
  for (const t of tallies) if (t.automatic.length > 1) t.automatic = [...t.automatic].sort(byRound);
  const count = (i: number) => start[i + 1]! - start[i]!;
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
  const opp = table.opp;
  for (let i = 0; i < n; i++) {
    const from = start[i]!;
    const to = start[i + 1]!;
    if (to === from) continue;
    let mw = 0;
    let gw = 0;
    for (let k = from; k < to; k++) {
      mw += oppMw[opp[k]!]!;
      gw += oppGw[opp[k]!]!;
    }
    omw[i] = mw / (to - from);
    ogw[i] = gw / (to - from);
  }
  const plainOomw = settings.opponentOpponentAverage === 'plain';
  const oomw = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    let weight = 0;
    for (let k = start[i]!; k < start[i + 1]!; k++) {
      const o = opp[k]!;
      const w = plainOomw ? 1 : count(o);
      sum += omw[o]! * w;
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
    for (let k = start[i]!; k < start[i + 1]!; k++) {
      if (points[opp[k]!] === points[i]) h2h += table.points[k]!;
    }
    for (const a of t.automatic) if (points[a.opp] === points[i]) h2h += a.points;
    values.head_to_head[i] = h2h;
    values.score_difference[i] = t.gamesWon - t.gamesLost;
    values.game_win_percentage[i] = roundPercentage(ownGw[i]!);
    values.points_scored[i] = t.gamesWon;
    let buchholz = 0;
    let sb = 0;
    let highest = Number.NEGATIVE_INFINITY;
    let lowest = Number.POSITIVE_INFINITY;
    for (let k = start[i]!; k < start[i + 1]!; k++) {
      const p = points[opp[k]!]!;
      buchholz += p;
      if (p > highest) highest = p;
      if (p < lowest) lowest = p;
      if (table.result[k] === WIN) sb += p;
      else if (table.result[k] === DRAW) sb += p / 2;
    }
    values.buchholz[i] = buchholz;
    values.median_buchholz[i] = count(i) > 2 ? buchholz - highest - lowest : buchholz;
    values.sonneborn_berger[i] = sb;
    values.opponent_match_win_percentage[i] = roundPercentage(omw[i]!);
    values.opponent_opponent_match_win_percentage[i] = roundPercentage(oomw[i]!);
    values.opponent_game_win_percentage[i] = roundPercentage(ogw[i]!);
    values.tardiness[i] = players[i]!.late ? 1 : 0;
    values.match_win_percentage[i] = roundPercentage(ownMw[i]!);
    if (count(i) > 0) lastOpponent[i] = opp[start[i + 1]! - 1]!;
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
    for (let k = start[a]!; k < start[a + 1]!; k++) if (opp[k] === b) sum += table.points[k]!;
    for (const x of tallies[a]!.automatic) if (x.opp === b) sum += x.points;
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
    table,
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
      opponents: opponentIds(table, i, ids),
      gamesWon: t.gamesWon,
      gamesLost: t.gamesLost,
      gamesDrawn: t.gamesDrawn,
      late: players[i]!.late ?? false,
      dropped: dropped[i]!,
      values: rowValues,
      applied: [...applied],
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

/**
 * Puts one player's matches in round order (opponent id within a round). Usually they already
 * are, and nothing is sorted.
 */
function sortRange(table: OpponentTable, from: number, to: number, ids: readonly string[]): void {
  let sorted = true;
  for (let k = from + 1; k < to; k++) if (table.round[k]! <= table.round[k - 1]!) sorted = false;
  if (sorted) return;
  const order = Array.from({ length: to - from }, (_, j) => from + j).sort(
    (x, y) => table.round[x]! - table.round[y]! || cmpId(ids[table.opp[x]!]!, ids[table.opp[y]!]!),
  );
  const copy = (a: Int32Array | Float64Array | Uint8Array) => {
    const old = a.slice(from, to);
    order.forEach((k, j) => {
      a[from + j] = old[k - from]!;
    });
  };
  copy(table.opp);
  copy(table.round);
  copy(table.result);
  copy(table.points);
}

/** Adds one side of a match at the table to a player's tally. */
function addSide(
  t: Tally,
  table: OpponentTable,
  k: number,
  opp: number,
  round: number,
  result: number,
  points: number,
  won: number,
  lost: number,
  drawn: number,
): void {
  t.points += points;
  if (result === WIN) {
    t.wins++;
    t.mwWins++;
  } else if (result === DRAW) {
    t.draws++;
    t.mwDraws++;
  } else {
    t.losses++;
    t.mwLosses++;
  }
  t.gamesWon += won;
  t.gamesLost += lost;
  t.gamesDrawn += drawn;
  table.opp[k] = opp;
  table.round[k] = round;
  table.result[k] = result;
  table.points[k] = points;
}

function opponentIds(table: OpponentTable, i: number, ids: readonly string[]): string[] {
  const from = table.start[i]!;
  const out = new Array<string>(table.start[i + 1]! - from);
  for (let k = 0; k < out.length; k++) out[k] = ids[table.opp[from + k]!]!;
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
