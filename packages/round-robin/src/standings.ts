import type { ParticipantId } from '@tcgkit/core';
import { packageGroupOrder, packageListOrder } from './group-order.js';
import type {
  GroupTable,
  RoundRobinMatch,
  RoundRobinState,
  RoundRobinTiebreaker,
  StandingEntry,
  TableDecider,
} from './types.js';

/** Rounds a fraction to four decimal places (0.01%), as every percentage is before comparing. */
export function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

interface Tally {
  points: number;
  wins: number;
  losses: number;
  draws: number;
  automaticWins: number;
  matchesPlayed: number;
  matchPoints: number;
  gamesWon: number;
  gamesLost: number;
  gamesDrawn: number;
  opponents: ParticipantId[];
}

const emptyTally = (): Tally => ({
  points: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  automaticWins: 0,
  matchesPlayed: 0,
  matchPoints: 0,
  gamesWon: 0,
  gamesLost: 0,
  gamesDrawn: 0,
  opponents: [],
});

/** The final results that count: awaiting-confirmation results do not count yet. */
function counted(matches: readonly RoundRobinMatch[]): RoundRobinMatch[] {
  return matches.filter((m) => m.result?.status === 'final');
}

function tallies(state: RoundRobinState, matches: readonly RoundRobinMatch[]) {
  const { points } = state.settings;
  const t = new Map<ParticipantId, Tally>();
  const get = (id: ParticipantId) => {
    let x = t.get(id);
    if (!x) t.set(id, (x = emptyTally()));
    return x;
  };
  for (const m of counted(matches)) {
    const r = m.result;
    if (!r) continue;
    for (const side of [0, 1] as const) {
      const me = get(m.players[side]);
      const outcome = r.winner === null ? 'draw' : r.winner === side ? 'win' : 'loss';
      if (r.decidedBy === 'drop') {
        // An automatic win: full points, outside every percentage; the dropped side gets nothing.
        if (outcome === 'win') {
          me.points += points.win;
          me.wins += 1;
          me.automaticWins += 1;
        }
        continue;
      }
      me.points += points[outcome];
      me.matchPoints += points[outcome];
      if (outcome === 'win') me.wins += 1;
      else if (outcome === 'loss') me.losses += 1;
      else me.draws += 1;
      me.matchesPlayed += 1;
      me.gamesWon += r.games[side];
      me.gamesLost += r.games[side === 0 ? 1 : 0];
      me.gamesDrawn += r.drawnGames;
      me.opponents.push(m.players[side === 0 ? 1 : 0]);
    }
  }
  return get;
}

/** Points each player earned against each other player, from final results (automatic wins included). */
function headToHeadPoints(state: RoundRobinState, matches: readonly RoundRobinMatch[]) {
  const h2h = new Map<string, number>();
  const key = (a: ParticipantId, b: ParticipantId) => JSON.stringify([a, b]);
  for (const m of counted(matches)) {
    const r = m.result;
    if (!r) continue;
    for (const side of [0, 1] as const) {
      const outcome = r.winner === null ? 'draw' : r.winner === side ? 'win' : 'loss';
      const k = key(m.players[side], m.players[side === 0 ? 1 : 0]);
      h2h.set(k, (h2h.get(k) ?? 0) + state.settings.points[outcome]);
    }
  }
  return (a: ParticipantId, b: ParticipantId) => h2h.get(key(a, b)) ?? 0;
}

/**
 * Every group's table, ordered by points and then the stage's tiebreak order. With the
 * `group-stage` order (the default with playoffs): head-to-head when exactly two are tied and one
 * beat the other, then GW%, OGW%, OMW% (opponents' percentages count as at least the opponent
 * floor, 33%; automatic wins are left out), head-to-head again for two still dead even, then the
 * draw order, so the table always has a single order. With a tiebreaker list (a plain round
 * robin): each listed tiebreaker in turn, then the initial seed; players equal on everything share
 * a placement.
 *
 * Only final results count: a result waiting for confirmation does not.
 *
 * @example
 * ```ts
 * const [groupA] = groupTables(stage);
 * groupA.entries.map((e) => `${e.rank}. ${e.playerId} ${e.points}`);
 * ```
 */
export function groupTables(state: RoundRobinState): GroupTable[] {
  return state.groups.map((g) => {
    const matches = state.matches.filter((m) => m.group === g.id);
    return { group: g.id, name: g.name, entries: tableFor(state, g.playerIds, matches) };
  });
}

function tableFor(
  state: RoundRobinState,
  playerIds: readonly ParticipantId[],
  matches: readonly RoundRobinMatch[],
): StandingEntry[] {
  const get = tallies(state, matches);
  const h2h = headToHeadPoints(state, matches);
  const floor = state.settings.opponentFloor;
  const win = state.settings.points.win;
  const mwp = (id: ParticipantId) => {
    const t = get(id);
    return t.matchesPlayed === 0 ? 0 : t.matchPoints / (win * t.matchesPlayed);
  };
  const gwp = (id: ParticipantId) => {
    const t = get(id);
    const played = t.gamesWon + t.gamesLost + t.gamesDrawn;
    return played === 0 ? 0 : t.gamesWon / played;
  };
  const avgFloored = (ids: readonly ParticipantId[], f: (id: ParticipantId) => number) =>
    ids.length === 0 ? 0 : ids.reduce((s, id) => s + Math.max(floor, f(id)), 0) / ids.length;

  const drawPosition = new Map(playerIds.map((id, i) => [id, i]));
  // The initial seed of a plain round robin: the given seed, else the draw (list) order.
  const seedOf = new Map(
    state.participants.map((p) => [p.id, p.seed ?? state.drawOrder.indexOf(p.id) + 1]),
  );
  const base = playerIds.map((id) => {
    const t = get(id);
    return {
      playerId: id,
      points: t.points,
      wins: t.wins,
      losses: t.losses,
      draws: t.draws,
      automaticWins: t.automaticWins,
      matchesPlayed: t.matchesPlayed,
      gamesWon: t.gamesWon,
      gamesLost: t.gamesLost,
      gamesDrawn: t.gamesDrawn,
      matchWinPercentage: round4(mwp(id)),
      gameWinPercentage: round4(gwp(id)),
      opponentGameWinPercentage: round4(avgFloored(t.opponents, gwp)),
      opponentMatchWinPercentage: round4(avgFloored(t.opponents, mwp)),
      headToHead: 0,
      scoreDifference: t.gamesWon - t.gamesLost,
      pointsScored: t.gamesWon,
      drawPosition: drawPosition.get(id) ?? 0,
      dropped: state.dropped.includes(id),
    };
  });
  type Base = (typeof base)[number];
  // Head-to-head value (tournaments page): points earned against the others on the same points.
  for (const row of base) {
    row.headToHead = base
      .filter((o) => o !== row && o.points === row.points)
      .reduce((s, o) => s + h2h(row.playerId, o.playerId), 0);
  }
  const order = state.settings.tiebreakers;
  const ranked: { row: Base; decidedBy: TableDecider | null; shared: boolean }[] = [];
  if (order === 'group-stage') {
    const rows = new Map(base.map((r) => [r.playerId, r]));
    for (const p of packageGroupOrder(state, playerIds, matches)) {
      const row = rows.get(p.playerId);
      if (!row) continue;
      // The percentages its order used (test/group-order-crosscheck.test.ts checks them, and the
      // order, against an oracle written from the spec).
      Object.assign(row, {
        matchWinPercentage: p.matchWinPercentage,
        gameWinPercentage: p.gameWinPercentage,
        opponentGameWinPercentage: p.opponentGameWinPercentage,
        opponentMatchWinPercentage: p.opponentMatchWinPercentage,
      });
      ranked.push({ row, decidedBy: null, shared: false });
    }
    explainGroupStageOrder(ranked, h2h);
  } else {
    const rows = new Map(base.map((r) => [r.playerId, r]));
    const seeded = playerIds.map((id) => ({ id, seed: seedOf.get(id) ?? playerIds.length + 1 }));
    const listed = packageListOrder(state, seeded, matches, order);
    listed.forEach((p, i) => {
      const row = rows.get(p.playerId);
      if (!row) return;
      const next = listed[i + 1];
      const tiedWithNext = next !== undefined && next.rank === p.rank;
      const decider =
        next === undefined
          ? null
          : tiedWithNext
            ? 'tied'
            : listDecider(row, rows.get(next.playerId), order);
      ranked.push({ row, decidedBy: decider, shared: p.shared });
    });
  }
  const last = ranked[ranked.length - 1];
  if (last) last.decidedBy = null;
  const group = state.groups.find((g) => g.playerIds.includes(playerIds[0] ?? ''))?.id ?? '';
  const out: StandingEntry[] = [];
  ranked.forEach(({ row, decidedBy }, i) => {
    const prevTied = ranked[i - 1]?.decidedBy === 'tied';
    const rank = prevTied ? (out[i - 1]?.rank ?? i + 1) : i + 1;
    out.push({ ...row, group, rank, shared: prevTied || decidedBy === 'tied', decidedBy });
  });
  return out;
}

interface PctRow {
  playerId: ParticipantId;
  gameWinPercentage: number;
  opponentGameWinPercentage: number;
  opponentMatchWinPercentage: number;
  drawPosition: number;
}

/**
 * Names the rule that put each row above the next in a group-stage order computed elsewhere:
 * points, head-to-head (exactly two level on points), GW%, OGW%, OMW%, head-to-head again (two
 * still dead even), or the draw order.
 */
function explainGroupStageOrder<R extends PctRow & { points: number }>(
  ranked: { row: R; decidedBy: TableDecider | null }[],
  h2h: (a: ParticipantId, b: ParticipantId) => number,
): void {
  const keys = [
    ['gameWinPercentage', 'game-win-percentage'],
    ['opponentGameWinPercentage', 'opponent-game-win-percentage'],
    ['opponentMatchWinPercentage', 'opponent-match-win-percentage'],
  ] as const;
  ranked.forEach((item, i) => {
    const next = ranked[i + 1]?.row;
    if (!next) {
      item.decidedBy = null;
      return;
    }
    const a = item.row;
    if (a.points !== next.points) {
      item.decidedBy = 'points';
      return;
    }
    const beat = h2h(a.playerId, next.playerId) !== h2h(next.playerId, a.playerId);
    const onPoints = ranked.filter((x) => x.row.points === a.points).length;
    if (onPoints === 2 && beat) {
      item.decidedBy = 'head-to-head';
      return;
    }
    const key = keys.find(([k]) => a[k] !== next[k]);
    if (key) {
      item.decidedBy = key[1];
      return;
    }
    const deadEven = ranked.filter(
      (x) => x.row.points === a.points && keys.every(([k]) => x.row[k] === a[k]),
    ).length;
    item.decidedBy = deadEven === 2 && beat ? 'head-to-head-again' : 'draw-order';
  });
}

interface ListRow extends PctRow {
  headToHead: number;
  scoreDifference: number;
  pointsScored: number;
}

const LIST_KEYS: Record<RoundRobinTiebreaker, readonly [keyof ListRow & string, TableDecider]> = {
  head_to_head: ['headToHead', 'head-to-head'],
  score_difference: ['scoreDifference', 'score-difference'],
  game_win_percentage: ['gameWinPercentage', 'game-win-percentage'],
  points_scored: ['pointsScored', 'points-scored'],
};

/** Which rule put `a` above `b` in a plain round robin: points, then the first listed tiebreaker that differs. */
function listDecider<R extends ListRow & { points: number }>(
  a: R,
  b: R | undefined,
  tiebreakers: readonly RoundRobinTiebreaker[],
): TableDecider {
  if (!b || a.points !== b.points) return 'points';
  const key = tiebreakers.map((t) => LIST_KEYS[t]).find(([k]) => a[k] !== b[k]);
  return key ? key[1] : 'tied';
}
