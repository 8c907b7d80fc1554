// A second implementation of the group tables, written from the spec for tests only: the group
// stage order of group-stage-and-playoffs.md and the plain round robin tiebreaker lists of
// tournaments.md. The package computes its tables with @tcgkit/tiebreakers; this oracle computes
// them from the matches on its own, and the cross-check test compares the two.
import type { ParticipantId } from '@tcgkit/core';
import type {
  RoundRobinMatch,
  RoundRobinState,
  RoundRobinTiebreaker,
  TableDecider,
} from '../src/index.js';

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;
const cmpDesc = (a: number, b: number) => b - a;

export interface OracleRow {
  playerId: ParticipantId;
  points: number;
  rank: number;
  shared: boolean;
  decidedBy: TableDecider | null;
  headToHead: number;
  scoreDifference: number;
  pointsScored: number;
  matchWinPercentage: number;
  gameWinPercentage: number;
  opponentGameWinPercentage: number;
  opponentMatchWinPercentage: number;
}

interface Row extends Omit<OracleRow, 'rank' | 'shared' | 'decidedBy'> {
  drawPosition: number;
}

interface Ranked {
  row: Row;
  decidedBy: TableDecider | null;
  shared: boolean;
}

/** Every group's table as the spec orders it. */
export function oracleTables(state: RoundRobinState): OracleRow[][] {
  return state.groups.map((g) =>
    tableFor(
      state,
      g.playerIds,
      state.matches.filter((m) => m.group === g.id && m.result?.status === 'final'),
    ),
  );
}

function tableFor(
  state: RoundRobinState,
  playerIds: readonly ParticipantId[],
  matches: readonly RoundRobinMatch[],
): OracleRow[] {
  const { points, opponentFloor: floor } = state.settings;
  const t = new Map(
    playerIds.map((id) => [
      id,
      {
        points: 0,
        matchPoints: 0,
        played: 0,
        won: 0,
        lost: 0,
        drawn: 0,
        opponents: [] as string[],
      },
    ]),
  );
  const h2h = new Map<string, number>();
  for (const m of matches) {
    const r = m.result;
    if (r === null) continue;
    for (const side of [0, 1] as const) {
      const me = t.get(m.players[side]);
      const other = m.players[1 - side] as ParticipantId;
      const outcome = r.winner === null ? 'draw' : r.winner === side ? 'win' : 'loss';
      const key = `${m.players[side]}>${other}`;
      h2h.set(key, (h2h.get(key) ?? 0) + points[outcome]);
      if (me === undefined) continue;
      if (r.decidedBy === 'drop') {
        // An automatic win: the points for a win, outside every percentage; nothing for the other side.
        if (outcome === 'win') me.points += points.win;
        continue;
      }
      me.points += points[outcome];
      me.matchPoints += points[outcome];
      me.played += 1;
      me.won += r.games[side];
      me.lost += r.games[1 - side] as number;
      me.drawn += r.drawnGames;
      me.opponents.push(other);
    }
  }
  const beat = (a: ParticipantId, b: ParticipantId) => h2h.get(`${a}>${b}`) ?? 0;
  const mwp = (id: ParticipantId) => {
    const x = t.get(id);
    return x === undefined || x.played === 0 ? 0 : x.matchPoints / (points.win * x.played);
  };
  const gwp = (id: ParticipantId) => {
    const x = t.get(id);
    const games = x === undefined ? 0 : x.won + x.lost + x.drawn;
    return x === undefined || games === 0 ? 0 : x.won / games;
  };
  const avg = (ids: readonly ParticipantId[], f: (id: ParticipantId) => number) =>
    ids.length === 0 ? 0 : ids.reduce((s, id) => s + Math.max(floor, f(id)), 0) / ids.length;
  const rows: Row[] = playerIds.map((id, i) => {
    const x = t.get(id) as NonNullable<ReturnType<typeof t.get>>;
    return {
      playerId: id,
      points: x.points,
      headToHead: 0,
      scoreDifference: x.won - x.lost,
      pointsScored: x.won,
      matchWinPercentage: round4(mwp(id)),
      gameWinPercentage: round4(gwp(id)),
      opponentGameWinPercentage: round4(avg(x.opponents, gwp)),
      opponentMatchWinPercentage: round4(avg(x.opponents, mwp)),
      drawPosition: i,
    };
  });
  for (const row of rows) {
    row.headToHead = rows
      .filter((o) => o !== row && o.points === row.points)
      .reduce((s, o) => s + beat(row.playerId, o.playerId), 0);
  }
  const seedOf = new Map(
    state.participants.map((p) => [p.id, p.seed ?? state.drawOrder.indexOf(p.id) + 1]),
  );
  const byPoints = rows
    .slice()
    .sort((a, b) => cmpDesc(a.points, b.points) || a.drawPosition - b.drawPosition);
  const order = state.settings.tiebreakers;
  const ranked: Ranked[] = [];
  for (const block of splitBy(byPoints, (a, b) => a.points === b.points)) {
    const last = ranked[ranked.length - 1];
    if (last) last.decidedBy = 'points';
    ranked.push(
      ...(order === 'group-stage'
        ? groupStageOrder(block, beat)
        : listOrder(block, order, (id) => seedOf.get(id) ?? Number.POSITIVE_INFINITY)),
    );
  }
  const last = ranked[ranked.length - 1];
  if (last) last.decidedBy = null;
  const out: OracleRow[] = [];
  ranked.forEach(({ row, decidedBy }, i) => {
    const prevTied = ranked[i - 1]?.decidedBy === 'tied';
    const rank = prevTied ? (out[i - 1]?.rank ?? i + 1) : i + 1;
    const { drawPosition: _, ...rest } = row;
    out.push({ ...rest, rank, shared: prevTied || decidedBy === 'tied', decidedBy });
  });
  return out;
}

function splitBy<T>(rows: readonly T[], same: (a: T, b: T) => boolean): T[][] {
  const out: T[][] = [];
  for (const row of rows) {
    const block = out[out.length - 1];
    const first = block?.[0];
    if (block && first !== undefined && same(first, row)) block.push(row);
    else out.push([row]);
  }
  return out;
}

const PCT_KEYS = [
  ['gameWinPercentage', 'game-win-percentage'],
  ['opponentGameWinPercentage', 'opponent-game-win-percentage'],
  ['opponentMatchWinPercentage', 'opponent-match-win-percentage'],
] as const;

/** The group stage order inside one block of players level on points. */
function groupStageOrder(
  block: readonly Row[],
  beat: (a: ParticipantId, b: ParticipantId) => number,
): Ranked[] {
  const one = (row: Row): Ranked => ({ row, decidedBy: null, shared: false });
  const [x, y] = block;
  // 1. Head-to-head, when exactly two are tied and one has beaten the other.
  if (
    block.length === 2 &&
    x &&
    y &&
    beat(x.playerId, y.playerId) !== beat(y.playerId, x.playerId)
  ) {
    const [first, second] =
      beat(x.playerId, y.playerId) > beat(y.playerId, x.playerId) ? [x, y] : [y, x];
    return [{ row: first, decidedBy: 'head-to-head', shared: false }, one(second)];
  }
  // 2-4. GW%, OGW%, OMW%; the draw order keeps the sort stable.
  const sorted = block.slice().sort((a, b) => {
    for (const [k] of PCT_KEYS) {
      const d = cmpDesc(a[k], b[k]);
      if (d !== 0) return d;
    }
    return a.drawPosition - b.drawPosition;
  });
  const out: Ranked[] = [];
  const same = (a: Row, b: Row) => PCT_KEYS.every(([k]) => a[k] === b[k]);
  for (const sub of splitBy(sorted, same)) {
    const prev = out[out.length - 1];
    const head = sub[0];
    if (prev && head) {
      prev.decidedBy = PCT_KEYS.find(([k]) => prev.row[k] !== head[k])?.[1] ?? 'draw-order';
    }
    const [p, q] = sub;
    // 5. Head-to-head again, for the two who are still dead even.
    if (
      sub.length === 2 &&
      p &&
      q &&
      beat(p.playerId, q.playerId) !== beat(q.playerId, p.playerId)
    ) {
      const [first, second] =
        beat(p.playerId, q.playerId) > beat(q.playerId, p.playerId) ? [p, q] : [q, p];
      out.push({ row: first, decidedBy: 'head-to-head-again', shared: false }, one(second));
      continue;
    }
    // 6. The draw order.
    sub.forEach((row, i) => {
      out.push({ row, decidedBy: i < sub.length - 1 ? 'draw-order' : null, shared: false });
    });
  }
  return out;
}

const LIST_KEYS: Record<RoundRobinTiebreaker, readonly [keyof Row & string, TableDecider]> = {
  head_to_head: ['headToHead', 'head-to-head'],
  score_difference: ['scoreDifference', 'score-difference'],
  game_win_percentage: ['gameWinPercentage', 'game-win-percentage'],
  points_scored: ['pointsScored', 'points-scored'],
};

/** A plain round robin's order inside one block on the same points: each tiebreaker, then the initial seed. */
function listOrder(
  block: readonly Row[],
  tiebreakers: readonly RoundRobinTiebreaker[],
  seed: (id: ParticipantId) => number,
): Ranked[] {
  const keys = tiebreakers.map((t) => LIST_KEYS[t]);
  const value = (row: Row, k: keyof Row & string) => row[k] as number;
  const sorted = block.slice().sort((a, b) => {
    for (const [k] of keys) {
      const d = cmpDesc(value(a, k), value(b, k));
      if (d !== 0) return d;
    }
    return seed(a.playerId) - seed(b.playerId) || a.drawPosition - b.drawPosition;
  });
  return sorted.map((row, i) => {
    const next = sorted[i + 1];
    if (!next) return { row, decidedBy: null, shared: false };
    const decider = keys.find(([k]) => value(row, k) !== value(next, k))?.[1];
    return { row, decidedBy: decider ?? 'tied', shared: decider === undefined };
  });
}
