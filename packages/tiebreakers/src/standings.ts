/**
 * `computeStandings`: from players, match records and settings to ranked, explained rows.
 * @module
 */
import { ok, type Result, TcgkitError } from '@tcgkit/core';
import { formatNumber, formatPercent, formatSigned, roundPercentage } from './format.js';
import { gameWinPercentage, matchWinPercentage } from './percentages.js';
import { rankPlayers } from './rank.js';
import { TIEBREAKER_IDS } from './tiebreakers.js';
import type {
  ExplanationItem,
  Standing,
  StandingsInput,
  TiebreakerExplanation,
  TiebreakerId,
} from './types.js';
import { checkStandingsInput } from './validate.js';

type Outcome = 'win' | 'loss' | 'draw';

interface OpponentEntry {
  readonly opp: number;
  readonly round: number;
  readonly result: Outcome;
}

interface Tally {
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
  /** Points earned against each opponent, automatic wins included (for head-to-head). */
  against: { opp: number; points: number; round: number }[];
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

function computeChecked(input: StandingsInput): Standing[] {
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
        const games: [number, number] = [match.games?.[0] ?? 0, match.games?.[1] ?? 0];
        let winner: 0 | 1 | 'draw';
        if (match.lostOnTime !== undefined) {
          winner = match.lostOnTime === 0 ? 1 : 0;
          games[winner] += 1;
        } else {
          winner = match.outcome ?? (games[0] > games[1] ? 0 : games[1] > games[0] ? 1 : 'draw');
        }
        const drawn = match.drawnGames ?? 0;
        const results: [Outcome, Outcome] =
          winner === 'draw'
            ? drawsAreLosses
              ? ['loss', 'loss']
              : ['draw', 'draw']
            : winner === 0
              ? ['win', 'loss']
              : ['loss', 'win'];
        const sides = [a, b] as const;
        for (const side of [0, 1] as const) {
          const t = tallies[sides[side]]!;
          const result = results[side];
          const opp = sides[1 - side]!;
          const points = pointsFor(result);
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
          t.gamesWon += games[side];
          t.gamesLost += games[1 - side]!;
          t.gamesDrawn += drawn;
          t.opponents.push({ opp, round: match.round, result });
          t.against.push({ opp, points, round: match.round });
        }
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
        tw.against.push({ opp: l, points: scoring.win, round: match.round });
        tl.losses++;
        tl.points += scoring.loss;
        tl.against.push({ opp: w, points: scoring.loss, round: match.round });
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
  for (const t of tallies) {
    t.opponents.sort((x, y) => x.round - y.round || cmpId(ids[x.opp]!, ids[y.opp]!));
    t.against.sort((x, y) => x.round - y.round || cmpId(ids[x.opp]!, ids[y.opp]!));
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
  const buchholzOpps: number[][] = [];
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
    const oppPoints: number[] = [];
    for (const o of t.opponents) {
      const p = points[o.opp]!;
      buchholz += p;
      oppPoints.push(p);
      if (o.result === 'win') sb += p;
      else if (o.result === 'draw') sb += p / 2;
    }
    buchholzOpps.push(oppPoints);
    values.buchholz[i] = buchholz;
    if (oppPoints.length > 2) {
      values.median_buchholz[i] = buchholz - Math.max(...oppPoints) - Math.min(...oppPoints);
    } else values.median_buchholz[i] = buchholz;
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
    for (const round of rounds) {
      const before = computeChecked({ ...input, throughRound: round, explain });
      const byId = new Map(before.map((r) => [r.playerId, r]));
      for (let i = 0; i < n; i++) {
        if (!dropped[i] || players[i]!.droppedAfterRound !== round) continue;
        const then = byId.get(ids[i]!)!;
        frozen.set(i, then);
        for (const id of TIEBREAKER_IDS) {
          if (id !== 'tardiness' && id !== 'standing_of_last_opponent')
            values[id][i] = then.values[id];
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

  // 4. Rows, with explanations.
  const applied = [...settings.tiebreakers];
  const rows: Standing[] = [];
  for (const i of ranking.order) {
    const t = tallies[i]!;
    const rowValues = {} as Record<TiebreakerId, number>;
    for (const id of TIEBREAKER_IDS) rowValues[id] = values[id][i]!;
    let explanations: Partial<Record<TiebreakerId, TiebreakerExplanation>> = {};
    if (explain) {
      explanations = explainAll(i, {
        t,
        name: (p) => names[p]!,
        id: (p) => ids[p]!,
        points,
        rowValues,
        ownGwRaw: ownGwRaw[i]!,
        ownGwFloor,
        gwFloor,
        omwFloor,
        oppMw,
        oppMwRaw,
        oppGw,
        oppGwRaw,
        omw,
        oomwPlain: plainOomw,
        opponentCount: (p) => tallies[p]!.opponents.length,
        ownMw: ownMw[i]!,
        formula,
        byeGames: [t.byes * byeWon, t.byes * byeLost],
        gwMethod,
        late: players[i]!.late ?? false,
        lastOpponent: lastOpponent[i]!,
        position,
        buchholzOpps: buchholzOpps[i]!,
        tiedOnPoints: (p) => points[p] === points[i],
        pairValue: ranking.pairValue[i]!,
      });
      const then = frozen.get(i);
      if (then) {
        // Frozen values come with the explanations of the round the player dropped after.
        const { standing_of_last_opponent: _, tardiness: __, ...kept } = then.explanations;
        explanations = { ...explanations, ...kept };
      }
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
      opponents: t.opponents.map((o) => ids[o.opp]!),
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

const cmpId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

interface ExplainContext {
  t: Tally;
  name: (p: number) => string;
  id: (p: number) => string;
  points: readonly number[];
  rowValues: Record<TiebreakerId, number>;
  ownGwRaw: number;
  ownGwFloor: number;
  gwFloor: number;
  omwFloor: number;
  oppMw: Float64Array;
  oppMwRaw: Float64Array;
  oppGw: Float64Array;
  oppGwRaw: Float64Array;
  omw: Float64Array;
  oomwPlain: boolean;
  opponentCount: (p: number) => number;
  ownMw: number;
  formula: string;
  byeGames: [number, number];
  gwMethod: string;
  late: boolean;
  lastOpponent: number;
  position: Int32Array;
  buchholzOpps: readonly number[];
  tiedOnPoints: (p: number) => boolean;
  pairValue: number;
}

function average(items: readonly ExplanationItem[], shown: number, weighted = false): string {
  if (items.length === 0) return 'no opponents: 0%';
  if (weighted) {
    const total = items.reduce((s, x) => s + (x.weight ?? 1), 0);
    const terms = items.map((x) => `${formatPercent(x.value)} × ${x.weight ?? 1}`).join(' + ');
    return `(${terms}) / ${total} = ${formatPercent(shown)}`;
  }
  const terms = items.map((x) => formatPercent(x.value)).join(' + ');
  return `(${terms}) / ${items.length} = ${formatPercent(shown)}`;
}

function explainAll(
  i: number,
  c: ExplainContext,
): Partial<Record<TiebreakerId, TiebreakerExplanation>> {
  const { t, rowValues: v } = c;
  const opponentLine = (p: number, value: number, raw?: number, weight?: number) => {
    const line: {
      label: string;
      value: number;
      participantId: string;
      beforeFloor?: number;
      weight?: number;
    } = { label: c.name(p), value, participantId: c.id(p) };
    if (raw !== undefined && raw < value) line.beforeFloor = raw;
    if (weight !== undefined) line.weight = weight;
    return line as ExplanationItem;
  };
  const h2hItems = t.against
    .filter((a) => c.tiedOnPoints(a.opp) && a.opp !== i)
    .map((a) => ({ label: c.name(a.opp), value: a.points, participantId: c.id(a.opp) }));
  const gamesItems: ExplanationItem[] = [
    { label: 'Games won', value: t.gamesWon + c.byeGames[0] },
    { label: 'Games lost', value: t.gamesLost + c.byeGames[1] },
    { label: 'Games drawn', value: t.gamesDrawn },
  ];
  if (c.byeGames[0] + c.byeGames[1] > 0) {
    gamesItems.push({ label: 'Of which from byes', value: c.byeGames[0] + c.byeGames[1] });
  }
  const gwPlayed = t.gamesWon + t.gamesLost + t.gamesDrawn + c.byeGames[0] + c.byeGames[1];
  const gwRaised = c.ownGwRaw < c.ownGwFloor;
  const gwSummary =
    gwPlayed === 0
      ? `no games played: ${formatPercent(v.game_win_percentage)}`
      : `${c.gwMethod === 'games' ? `${t.gamesWon + c.byeGames[0]} / ${gwPlayed}` : `(3 × ${t.gamesWon + c.byeGames[0]} + ${t.gamesDrawn}) / (3 × ${gwPlayed})`} = ${formatPercent(c.ownGwRaw)}${gwRaised ? `, raised to the ${formatPercent(c.ownGwFloor)} floor` : ''}`;
  const buchholzItems = t.opponents.map((o) => ({
    label: c.name(o.opp),
    value: c.points[o.opp]!,
    participantId: c.id(o.opp),
  }));
  const sum = (xs: readonly { value: number }[]) =>
    xs.map((x) => formatNumber(x.value)).join(' + ');
  const opps = c.buchholzOpps;
  const sbItems = t.opponents
    .filter((o) => o.result !== 'loss')
    .map((o) => ({
      label: `${o.result === 'win' ? 'Beat' : 'Drew with'} ${c.name(o.opp)}`,
      value: o.result === 'win' ? c.points[o.opp]! : c.points[o.opp]! / 2,
      participantId: c.id(o.opp),
    }));
  const omwItems = t.opponents.map((o) => opponentLine(o.opp, c.oppMw[o.opp]!, c.oppMwRaw[o.opp]!));
  const ogwItems = t.opponents.map((o) => opponentLine(o.opp, c.oppGw[o.opp]!, c.oppGwRaw[o.opp]!));
  const oomwItems = t.opponents.map((o) =>
    opponentLine(o.opp, c.omw[o.opp]!, undefined, c.oomwPlain ? undefined : c.opponentCount(o.opp)),
  );
  const last = c.lastOpponent;
  return {
    head_to_head: {
      summary:
        h2hItems.length === 0
          ? `no match against a player on ${formatNumber(c.points[i]!)} points: 0`
          : `${sum(h2hItems)} = ${formatNumber(v.head_to_head)}`,
      items: h2hItems,
    },
    head_to_head_pair: {
      summary: `points earned against the one other player still tied: ${formatNumber(c.pairValue)}`,
      items: [],
    },
    score_difference: {
      summary: `${t.gamesWon} − ${t.gamesLost} = ${formatSigned(v.score_difference)}`,
      items: [
        { label: 'Games won', value: t.gamesWon },
        { label: 'Games lost', value: t.gamesLost },
      ],
    },
    game_win_percentage: { summary: gwSummary, items: gamesItems },
    points_scored: {
      summary: `${t.gamesWon} games won`,
      items: [{ label: 'Games won', value: t.gamesWon }],
    },
    buchholz: {
      summary:
        buchholzItems.length === 0
          ? 'no opponents: 0'
          : `${sum(buchholzItems)} = ${formatNumber(v.buchholz)}`,
      items: buchholzItems,
    },
    median_buchholz: {
      summary:
        opps.length > 2
          ? `${formatNumber(v.buchholz)} − ${formatNumber(Math.max(...opps))} (highest) − ${formatNumber(Math.min(...opps))} (lowest) = ${formatNumber(v.median_buchholz)}`
          : `${opps.length} opponent${opps.length === 1 ? '' : 's'}, nothing dropped: ${formatNumber(v.median_buchholz)}`,
      items: buchholzItems,
    },
    sonneborn_berger: {
      summary:
        sbItems.length === 0
          ? 'no wins or draws: 0'
          : `${sum(sbItems)} = ${formatNumber(v.sonneborn_berger)}`,
      items: sbItems,
    },
    opponent_match_win_percentage: {
      summary: average(omwItems, v.opponent_match_win_percentage),
      items: omwItems,
    },
    opponent_opponent_match_win_percentage: {
      summary: average(oomwItems, v.opponent_opponent_match_win_percentage, !c.oomwPlain),
      items: oomwItems,
    },
    opponent_game_win_percentage: {
      summary: average(ogwItems, v.opponent_game_win_percentage),
      items: ogwItems,
    },
    tardiness: { summary: c.late ? 'arrived late' : 'on time', items: [] },
    standing_of_last_opponent: {
      summary:
        last < 0 ? 'no opponent yet' : `last opponent ${c.name(last)}, placed ${c.position[last]!}`,
      items:
        last < 0
          ? []
          : [{ label: c.name(last), value: c.position[last]!, participantId: c.id(last) }],
    },
    match_win_percentage: {
      summary: `${c.formula} formula: ${t.mwWins} won, ${t.mwDraws} drawn, ${t.mwLosses} lost, ${t.byes} bye${t.byes === 1 ? '' : 's'} = ${formatPercent(c.ownMw)}`,
      items: [
        { label: 'Wins', value: t.mwWins },
        { label: 'Draws', value: t.mwDraws },
        { label: 'Losses', value: t.mwLosses },
        { label: 'Byes', value: t.byes },
      ],
    },
  };
}
